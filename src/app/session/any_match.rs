//! A game of any kind, as one value: [`AnyMatch`] holds a game's match
//! ([`GameMatch`]), whichever it is, read from a record or taken from the screen; the
//! shell (records, the replay viewer, autosave, the saved games, the demo) handles games
//! only through it.

use std::path::Path;

use bevy::prelude::*;

use super::file_words::{FileError, read_text};
use super::game::{NewGame, Seat};
use super::game_match::GameMatch;
use crate::i18n::{Said, Says, Tr};
use crate::rules::GameId;

/// A game's record reader for the registry, in words: `read` is the rules' reading of
/// the record as far as it goes, `from_record` makes the match; the answer is the game,
/// its reader's warnings and why the rest failed.
pub fn read_with<R, E, F, M>(
    read: Result<(R, Option<F>), E>,
    from_record: impl FnOnce(R) -> M,
) -> Result<(AnyMatch, Vec<Said>, Option<Said>), Said>
where
    R: crate::rules::record::ReadRecord,
    E: Says,
    F: Says,
    M: GameMatch,
{
    let (r, e) = read.map_err(|e| e.said())?;
    let w = r.warnings().to_vec();
    Ok((AnyMatch::new(from_record(r)), w, e.map(|e| e.said())))
}

/// A game read from a record, or taken from the screen.
#[derive(Debug)]
pub struct AnyMatch(Box<dyn GameMatch>);

impl Clone for AnyMatch {
    fn clone(&self) -> Self {
        AnyMatch(self.0.boxed())
    }
}

impl AnyMatch {
    /// A game's match as a loaded game.
    pub fn new(game: impl GameMatch) -> AnyMatch {
        AnyMatch(Box::new(game))
    }

    /// A boxed match as a loaded game.
    pub fn from_box(game: Box<dyn GameMatch>) -> AnyMatch {
        AnyMatch(game)
    }

    /// A record's text: the game and the reader's warnings, or why it cannot be read
    /// (the reader's words, with the line).
    pub fn read(text: &str) -> Result<(AnyMatch, Vec<Said>), Said> {
        match AnyMatch::read_partly(text)? {
            (loaded, warnings, None) => Ok((loaded, warnings)),
            (_, _, Some(why)) => Err(why),
        }
    }

    /// A record's text read as far as it goes: the game up to the first move that
    /// cannot be read or played, the warnings, and why the rest cannot be read (the
    /// reader's words, with the line). Headers that cannot be read are the error.
    pub fn read_partly(text: &str) -> Result<(AnyMatch, Vec<Said>, Option<Said>), Said> {
        (super::registry::entry(GameId::of_record(text)?).read_partly)(text)
    }

    /// A record file; with `t`, the names it leaves unwritten (the reader's defaults)
    /// in its words ([`super::default_names::translate_unwritten`]).
    pub fn open(path: &Path, t: Option<Tr>) -> Result<(AnyMatch, Vec<Said>), FileError> {
        let text = read_text(path)?;
        let (mut loaded, warnings) = AnyMatch::read(&text).map_err(|why| FileError::BadRecord {
            path: path.to_path_buf(),
            why,
        })?;
        if let Some(t) = t {
            super::default_names::translate_unwritten(loaded.names_mut(), &text, t);
        }
        Ok((loaded, warnings))
    }

    /// Which game it is.
    pub fn game(&self) -> crate::rules::GameId {
        self.0.id()
    }

    /// How many moves (turns, actions) it has.
    pub fn moves(&self) -> usize {
        self.0.moves()
    }

    /// The game after its first `k` moves, people in every seat.
    pub fn at(&self, k: usize) -> AnyMatch {
        AnyMatch(self.0.rewound(k))
    }

    /// The text of move `k` (1-based) in the game's notation.
    pub fn move_text(&self, k: usize) -> Option<String> {
        self.0.move_text(k.checked_sub(1)?)
    }

    /// Whether the game is over.
    pub fn over(&self) -> bool {
        self.0.over()
    }

    /// The players' names, one a seat (Uckers: one a player, 2 or 4).
    pub fn names(&self) -> Vec<String> {
        self.0.names()
    }

    /// The players' names, to change (a default name into the window's language).
    pub fn names_mut(&mut self) -> &mut [String] {
        self.0.names_mut()
    }

    /// The game's word in file names (`unlur`, `royal-ur`, `uckers`).
    pub fn word(&self) -> &'static str {
        self.game().file_word()
    }

    /// Seats these people or AIs, in order (Uckers: a colour each; fewer leave the
    /// rest as they are).
    pub fn set_seats(&mut self, seats: &[Seat]) {
        for (slot, seat) in self.0.seats_mut().iter_mut().zip(seats) {
            *slot = *seat;
        }
    }

    /// Who plays each seat (Uckers: each colour).
    pub fn seats(&self) -> Vec<Seat> {
        self.0.seats().to_vec()
    }

    /// Who plays each player (see [`GameMatch::player_seats`]).
    pub fn player_seats(&self) -> Vec<Seat> {
        self.0.player_seats().to_vec()
    }

    /// Its record, in the notation of its rules document: after a resignation, its
    /// result and who resigned ([`crate::rules::GameId::resigned_record`]).
    pub fn record(&self) -> String {
        let text = self.0.record();
        match self.0.resigned() {
            Some(by) => self.0.id().resigned_record(&text, by),
            None => text,
        }
    }

    /// The side that resigned, if the game ended so.
    pub fn resigned(&self) -> Option<crate::rules::Player> {
        self.0.resigned()
    }

    /// Its state in words for the replay viewer.
    pub fn replay_status(&self, t: Tr) -> String {
        self.0.replay_status(t)
    }

    /// The new-game dialog's first choices when the app opens on it.
    pub fn draft(&self) -> NewGame {
        self.0.draft()
    }

    /// Move `text` as the lists show it (see [`GameMatch::move_words`]).
    pub fn move_words(&self, t: Tr, text: &str) -> String {
        self.0.move_words(t, text)
    }

    /// Where move `text` goes on the board from here (see [`GameMatch::move_arrows`]).
    pub fn move_arrows(&self, text: &str) -> Vec<(Vec3, Vec3)> {
        self.0.move_arrows(text)
    }

    /// Puts it on screen (see [`GameMatch::put`]).
    pub fn put(self, world: &mut World, reset: bool) {
        self.0.put(world, reset);
    }

    /// The concrete match, if it is a `T`.
    pub fn get<T: 'static>(&self) -> Option<&T> {
        self.0.as_any().downcast_ref()
    }
}

/// A name for saving the game on screen: the game, its players and its length.
pub fn suggested_name(game: &AnyMatch) -> String {
    let (name, players) = (game.word(), game.names().join("-"));
    let clean: String = players
        .chars()
        .map(|c| if c.is_alphanumeric() { c } else { '-' })
        .collect();
    format!(
        "{name}-{clean}-{}.{}",
        game.moves(),
        game.game().extension()
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::session::game::NewGame;
    use crate::rules::Player;

    /// The dialog's choices for another game like the one on screen: its players and
    /// seats, the AI at its level (in every game).
    #[test]
    fn a_games_draft_keeps_its_players_and_the_ais_level() {
        use crate::ai::Level;
        use crate::app::session::game::Seat;
        for id in crate::rules::GameId::ALL {
            let mut game = (crate::app::session::registry::entry(id).new_match)(&NewGame {
                game: id,
                names: ["Ann".into(), "Bob".into()],
                ..NewGame::default()
            });
            game.set_seats(&[
                Seat::Human,
                Seat::Ai(Level::Strong),
                Seat::Human,
                Seat::Ai(Level::Strong),
            ]);
            let draft = game.draft();
            assert_eq!(draft.game, id);
            assert_eq!(
                draft.names,
                ["Ann".to_string(), "Bob".to_string()],
                "{id:?}"
            );
            assert_eq!(
                draft.seats,
                [Seat::Human, Seat::Ai(Level::Strong)],
                "{id:?}"
            );
        }
    }

    #[test]
    fn a_resigned_game_of_each_kind_is_over_says_so_and_keeps_it_in_its_record() {
        for id in crate::rules::GameId::ALL {
            let game = (crate::app::session::registry::entry(id).new_match)(&NewGame {
                game: id,
                names: ["Ann".into(), "Bob".into()],
                ..NewGame::default()
            });
            assert!(!game.over() && game.resigned().is_none());
            let text = id.resigned_record(&game.record(), Player::Two);
            let (read, warnings) = AnyMatch::read(&text).unwrap();
            assert!(warnings.is_empty(), "{id:?}: {warnings:?}");
            assert_eq!(read.resigned(), Some(Player::Two), "{id:?}");
            assert!(read.over(), "{id:?}");
            // Written back the same, result and all.
            assert_eq!(read.record(), text, "{id:?}");
            let result = id.result_for(Player::One);
            assert!(text.contains(&format!("[Result \"{result}\"]")), "{text}");
            // What the replay viewer says at its end, in both languages.
            let en = read.replay_status(Tr::EN);
            assert!(en.contains("Bob resigned: Ann wins"), "{id:?}: {en}");
            let fr = read.replay_status(Tr::FR);
            assert!(fr.contains("Bob a abandonné : Ann gagne"), "{id:?}: {fr}");
            // Before its end, the game was not resigned.
            if read.moves() > 0 {
                assert_eq!(read.at(read.moves() - 1).resigned(), None);
            }
            assert_eq!(read.at(read.moves()).resigned(), Some(Player::Two));
        }
    }

    #[test]
    fn a_game_is_saved_under_its_own_extension() {
        for id in crate::rules::GameId::ALL {
            let game = (crate::app::session::registry::entry(id).new_match)(&NewGame {
                game: id,
                ..NewGame::default()
            });
            let name = suggested_name(&game);
            assert!(name.ends_with(&format!("-0.{}", id.extension())), "{name}");
            assert!(crate::rules::GameId::is_record_file(&name));
        }
    }
}
