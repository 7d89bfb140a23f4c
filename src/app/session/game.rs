//! What every game shares about a match: who sits in a seat, what the new-game dialog
//! chooses, the message that starts a new game, and the set the rules systems run in.

use bevy::prelude::*;

use crate::ai::Level;
use std::any::Any;

use crate::rules::Player;

/// Who sits in a seat: a person at the computer or the AI at a level.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Seat {
    /// A person plays with the mouse and keyboard.
    Human,
    /// The AI plays.
    Ai(Level),
    /// A friend plays from another computer (online play).
    Remote,
    /// A lesson's script plays the other side.
    Teacher,
    /// A puzzle plays the other side (its defence, its refutation).
    Puzzle,
}

impl Seat {
    /// The seat as the new-game dialog can offer it: the AI at its level stays, anyone
    /// else is a person here (a friend online, a lesson's teacher are no choice of it).
    pub fn as_choice(self) -> Seat {
        match self {
            Seat::Ai(_) => self,
            Seat::Human | Seat::Remote | Seat::Teacher | Seat::Puzzle => Seat::Human,
        }
    }

    /// Whether a script plays it (a lesson's, a puzzle's): it gives its own hints, the
    /// AI's would give the answer away.
    pub fn scripted(self) -> bool {
        matches!(self, Seat::Teacher | Seat::Puzzle)
    }

    /// Words for the HUD (`human`, `strong AI`).
    pub fn label(self, t: crate::i18n::Tr) -> String {
        self.words(t, ["common.seat_human", "common.seat_ai"])
    }

    /// Words for a menu and a default name (`Human`, `Strong AI`, « IA forte »).
    pub fn choice(self, t: crate::i18n::Tr) -> String {
        self.words(t, ["common.human", "common.ai_level"])
    }

    /// The seat in words: `keys` are the human's text and the AI's (with its level).
    fn words(self, t: crate::i18n::Tr, [human, ai]: [&str; 2]) -> String {
        match self {
            Seat::Human => t.tr(human).to_string(),
            Seat::Remote => t.tr("online.seat").to_string(),
            Seat::Teacher => t.tr("lessons.seat").to_string(),
            Seat::Puzzle => t.tr("puzzles.seat").to_string(),
            // French names agree with « IA » (« IA forte »): the level's code chooses.
            Seat::Ai(level) => t.trf(ai, &[("code", &level.name())]),
        }
    }
}

/// The side a fresh start uses.
pub const DEFAULT_SIDE: usize = 6;

/// What the new-game dialog chooses.
#[derive(Clone, Debug, PartialEq)]
pub struct NewGame {
    /// Which game.
    pub game: crate::rules::GameId,
    /// Cells on each side of the board (Unlur).
    pub side: usize,
    /// Who makes the first move.
    pub first: Player,
    /// Names of player 1 and player 2.
    pub names: [String; 2],
    /// Who plays each seat.
    pub seats: [Seat; 2],
    /// A game's own choices beyond these (Uckers: two or four players, the seats and
    /// names of four, its optional rules).
    pub extra: Extra,
}

impl Default for NewGame {
    fn default() -> Self {
        NewGame {
            game: crate::rules::GameId::Unlur,
            side: DEFAULT_SIDE,
            first: Player::One,
            names: ["Player 1".to_string(), "Player 2".to_string()],
            seats: [Seat::Human; 2],
            extra: Extra::default(),
        }
    }
}

/// A game's own new-game choices (the game's folder defines them; the dialog draws them
/// through its registry entry).
pub trait Setup: Send + Sync + std::fmt::Debug + 'static {
    /// A copy of them.
    fn boxed(&self) -> Box<dyn Setup>;
    /// Whether they are the same choices as `other`.
    fn same(&self, other: &dyn Setup) -> bool;
    /// The names they hold, if any (default names follow the language).
    fn names_mut(&mut self) -> &mut [String];
    /// The concrete choices.
    fn as_any(&self) -> &dyn Any;
    /// The same, to change.
    fn as_any_mut(&mut self) -> &mut dyn Any;
}

/// The slot for a game's own choices in [`NewGame`]: empty, or those of one game.
#[derive(Debug, Default)]
pub struct Extra(Option<Box<dyn Setup>>);

impl Extra {
    /// Holding these choices.
    pub fn new(setup: impl Setup) -> Extra {
        Extra(Some(Box::new(setup)))
    }

    /// The choices, if they are a `T`.
    pub fn get<T: Setup>(&self) -> Option<&T> {
        self.0.as_ref()?.as_any().downcast_ref()
    }

    /// The choices as a `T`, made with their defaults if the slot holds none (or
    /// another game's).
    pub fn get_or_default<T: Setup + Default>(&mut self) -> &mut T {
        if self.get::<T>().is_none() {
            self.0 = Some(Box::new(T::default()));
        }
        self.0
            .as_mut()
            .and_then(|s| s.as_any_mut().downcast_mut())
            .expect("just made")
    }

    /// The names the choices hold (none when empty).
    pub fn names_mut(&mut self) -> &mut [String] {
        match self.0.as_mut() {
            Some(s) => s.names_mut(),
            None => &mut [],
        }
    }
}

impl Clone for Extra {
    fn clone(&self) -> Self {
        Extra(self.0.as_ref().map(|s| s.boxed()))
    }
}

impl PartialEq for Extra {
    fn eq(&self, other: &Self) -> bool {
        match (&self.0, &other.0) {
            (None, None) => true,
            (Some(a), Some(b)) => a.same(b.as_ref()),
            _ => false,
        }
    }
}

/// Start a new game.
#[derive(Message, Clone, Debug)]
pub struct NewGameRequest(pub NewGame);

pub(crate) fn plugin(app: &mut App) {
    app.add_message::<NewGameRequest>()
        .init_resource::<AiSettings>();
}

/// How the AI behaves in the app.
#[derive(Resource, Clone, Copy, Debug)]
pub struct AiSettings {
    /// Pause after the last move (and its animation) before the AI moves, so a person
    /// can follow, in seconds.
    pub delay_seconds: f32,
    /// Level of the search behind the Hint button.
    pub hint_level: Level,
}

impl Default for AiSettings {
    fn default() -> Self {
        AiSettings {
            delay_seconds: 0.6,
            hint_level: Level::Strong,
        }
    }
}

/// Whether the settings allow taking moves back in a game whose players sit in these
/// seats (tests without settings do): against the AI one setting, between people (two
/// players or more people) the other, off by default.
pub fn takebacks_for(
    settings: Option<&crate::app::ground::settings::AppSettings>,
    seats: &[Seat],
) -> bool {
    // A takeback is a person's: none where no one here plays (the AI against itself, an
    // online game after it ended: its Undo looked active and did nothing).
    if !seats.contains(&Seat::Human) {
        return false;
    }
    let people = seats.iter().filter(|s| **s == Seat::Human).count() > 1;
    settings.is_none_or(|s| {
        let s = s.get();
        if people {
            s.takebacks_people
        } else {
            s.takebacks
        }
    })
}

/// A resignation in words: who resigned (one name, or a partnership's two) and who wins.
pub fn resigned_words(t: crate::i18n::Tr, losers: &[&str], winners: &[&str]) -> String {
    let names = |names: &[&str]| match names {
        [a, b] if a != b => t.trf("common.and", &[("a", a), ("b", b)]),
        [a, ..] => a.to_string(),
        [] => String::new(),
    };
    let n = if losers.len() == 2 && losers[0] != losers[1] {
        2
    } else {
        1
    };
    t.trf(
        "common.resigned",
        &[
            ("loser", &names(losers)),
            ("winner", &names(winners)),
            ("n", &n),
        ],
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Undo is a person's: a game no one here plays (an online game after it ended and
    /// was left, the AI against itself) offers none.
    #[test]
    fn takebacks_are_for_a_game_a_person_plays() {
        let ai = Seat::Ai(Level::Easy);
        assert!(takebacks_for(None, &[Seat::Human, ai]));
        assert!(takebacks_for(None, &[Seat::Human, Seat::Remote]));
        assert!(!takebacks_for(None, &[Seat::Remote, Seat::Remote]));
        assert!(!takebacks_for(None, &[ai, ai]));
    }
}
