//! Which lessons are done, kept with the settings: `lessons_done = "unlur-1 ur-2"` (each
//! lesson by its game's word and its number).

use crate::rules::GameId;

/// The most lessons a game may have.
pub const MOST: u32 = 21;

/// A lesson's name: `unlur-3`, its game's word and its number.
pub fn lesson_id(game: GameId, number: u32) -> String {
    format!("{}-{number}", game.word())
}

/// The game and number a lesson's name says (any number: whether there is such a lesson
/// is for the caller).
pub fn parse_lesson_id(word: &str) -> Option<(GameId, u32)> {
    let (game, n) = word.rsplit_once('-')?;
    Some((GameId::parse(game)?, n.parse().ok()?))
}

/// The lessons done, one bit a lesson.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct LessonsDone(u64);

impl LessonsDone {
    fn bit(game: GameId, number: u32) -> Option<u64> {
        let g = GameId::ALL.iter().position(|g| *g == game)? as u32;
        (1..=MOST)
            .contains(&number)
            .then(|| 1 << (g * MOST + number - 1))
    }

    /// Whether lesson `number` of `game` is done.
    pub fn done(&self, game: GameId, number: u32) -> bool {
        LessonsDone::bit(game, number).is_some_and(|b| self.0 & b != 0)
    }

    /// Whether any lesson of `game` is done.
    pub fn any(&self, game: GameId) -> bool {
        (1..=MOST).any(|n| self.done(game, n))
    }

    /// Marks it done.
    pub fn mark(&mut self, game: GameId, number: u32) {
        if let Some(b) = LessonsDone::bit(game, number) {
            self.0 |= b;
        }
    }

    /// As the settings file writes it (a TOML string of these words).
    pub fn code(&self) -> String {
        let mut words = Vec::new();
        for game in GameId::ALL {
            for n in 1..=MOST {
                if self.done(game, n) {
                    words.push(lesson_id(game, n));
                }
            }
        }
        words.join(" ")
    }

    /// Reads the file's value (unquoted); `None` if a word is not `GAME-N`.
    pub fn parse(text: &str) -> Option<LessonsDone> {
        let mut done = LessonsDone::default();
        for word in text.split_whitespace() {
            let (game, n) = parse_lesson_id(word)?;
            LessonsDone::bit(game, n)?;
            done.mark(game, n);
        }
        Some(done)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lessons_done_round_trip_and_a_bad_word_is_refused() {
        let mut d = LessonsDone::default();
        d.mark(GameId::Unlur, 1);
        d.mark(GameId::Uckers, 21);
        assert_eq!(d.code(), "unlur-1 uckers-21");
        assert_eq!(LessonsDone::parse("unlur-1 uckers-21"), Some(d));
        assert!(d.done(GameId::Unlur, 1) && !d.done(GameId::RoyalUr, 1));
        assert!(d.any(GameId::Uckers) && !d.any(GameId::RoyalUr));
        for bad in ["unlur", "chess-1", "ur-0", "ur-22", "ur-x"] {
            assert_eq!(LessonsDone::parse(bad), None, "{bad}");
        }
        assert_eq!(LessonsDone::parse(""), Some(LessonsDone::default()));
    }
}
