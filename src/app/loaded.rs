//! A game of any of the three, as one value: read from a record, taken from the screen,
//! rewound to a step, written back as a record. [`OnScreen`] is the one way systems ask
//! for the game on screen.

use std::path::Path;

use bevy::prelude::*;

use super::ActiveGame;
use super::Match;
use super::records::{FileError, read_text};
use super::uckers::UckersMatch;
use super::ur::UrMatch;
use crate::rules::GameId;

/// A game read from a record, or taken from the screen.
#[derive(Clone, Debug)]
pub enum Loaded {
    /// Unlur.
    Unlur(Match),
    /// Royal d'Ûr.
    Ur(UrMatch),
    /// Uckers.
    Uckers(UckersMatch),
}

impl Loaded {
    /// A record's text: the game and the reader's warnings, or why it cannot be read
    /// (the reader's words, with the line).
    pub fn read(text: &str) -> Result<(Loaded, Vec<String>), String> {
        match Loaded::read_partly(text)? {
            (loaded, warnings, None) => Ok((loaded, warnings)),
            (_, _, Some(why)) => Err(why),
        }
    }

    /// A record's text read as far as it goes: the game up to the first move that
    /// cannot be read or played, the warnings, and why the rest cannot be read (the
    /// reader's words, with the line). Headers that cannot be read are the error.
    pub fn read_partly(text: &str) -> Result<(Loaded, Vec<String>, Option<String>), String> {
        /// A reader's answer in words: the record, its warnings, why the rest failed.
        fn worded<R, E: std::fmt::Display, F: std::fmt::Display>(
            read: Result<(R, Option<F>), E>,
            warnings: impl Fn(&R) -> Vec<String>,
        ) -> Result<(R, Vec<String>, Option<String>), String> {
            let (r, e) = read.map_err(|e| e.to_string())?;
            let w = warnings(&r);
            Ok((r, w, e.map(|e| e.to_string())))
        }
        Ok(match GameId::of_record(text)? {
            GameId::Unlur => {
                let (r, w, e) = worded(crate::rules::unlur::read_record_partly(text), |r| {
                    r.warnings.clone()
                })?;
                (Loaded::Unlur(Match::from_record(r)), w, e)
            }
            GameId::RoyalUr => {
                let (r, w, e) = worded(crate::rules::ur::read_record_partly(text), |r| {
                    r.warnings.clone()
                })?;
                (Loaded::Ur(UrMatch::from_record(r)), w, e)
            }
            GameId::Uckers => {
                let (r, w, e) = worded(crate::rules::uckers::read_record_partly(text), |r| {
                    r.warnings.clone()
                })?;
                (Loaded::Uckers(UckersMatch::from_record(r)), w, e)
            }
        })
    }

    /// A record file.
    pub fn open(path: &Path) -> Result<(Loaded, Vec<String>), FileError> {
        let text = read_text(path)?;
        Loaded::read(&text).map_err(|why| FileError::BadRecord {
            path: path.to_path_buf(),
            why,
        })
    }

    /// The game on screen (`None` for a dice game whose match does not exist yet).
    pub fn on_screen(
        active: ActiveGame,
        unlur: &Match,
        ur: Option<&UrMatch>,
        uckers: Option<&UckersMatch>,
    ) -> Option<Loaded> {
        Some(match active {
            ActiveGame::Unlur => Loaded::Unlur(unlur.clone()),
            ActiveGame::RoyalUr => Loaded::Ur(ur?.clone()),
            ActiveGame::Uckers => Loaded::Uckers(uckers?.clone()),
        })
    }

    /// Which game it is.
    pub fn game(&self) -> ActiveGame {
        match self {
            Loaded::Unlur(_) => ActiveGame::Unlur,
            Loaded::Ur(_) => ActiveGame::RoyalUr,
            Loaded::Uckers(_) => ActiveGame::Uckers,
        }
    }

    /// How many moves (turns, actions) it has.
    pub fn moves(&self) -> usize {
        match self {
            Loaded::Unlur(m) => m.game.history().len(),
            Loaded::Ur(m) => m.game.history().len(),
            Loaded::Uckers(m) => m.game.history().len(),
        }
    }

    /// The game after its first `k` moves, people in every seat.
    pub fn at(&self, k: usize) -> Loaded {
        match self {
            Loaded::Unlur(m) => Loaded::Unlur(m.rewound(k)),
            Loaded::Ur(m) => Loaded::Ur(m.rewound(k)),
            Loaded::Uckers(m) => Loaded::Uckers(m.rewound(k)),
        }
    }

    /// The text of move `k` (1-based) in the game's notation.
    pub fn move_text(&self, k: usize) -> Option<String> {
        let i = k.checked_sub(1)?;
        match self {
            Loaded::Unlur(m) => m
                .game
                .history()
                .get(i)
                .map(|&mv| crate::rules::unlur::move_text(m.game.board(), mv)),
            Loaded::Ur(m) => m.game.history_texts().get(i).cloned(),
            Loaded::Uckers(m) => m.game.history_texts().get(i).cloned(),
        }
    }

    /// Whether the game is over.
    pub fn over(&self) -> bool {
        match self {
            Loaded::Unlur(m) => m.game.outcome().is_some(),
            Loaded::Ur(m) => m.game.winner().is_some(),
            Loaded::Uckers(m) => m.game.winner().is_some(),
        }
    }

    /// The players' names, one a seat (Uckers: one a player, 2 or 4).
    pub fn names(&self) -> Vec<String> {
        match self {
            Loaded::Unlur(m) => m.names.to_vec(),
            Loaded::Ur(m) => m.names.to_vec(),
            Loaded::Uckers(m) => m.names[..usize::from(m.players.min(4))].to_vec(),
        }
    }

    /// The game's word in file names (`unlur`, `royal-ur`, `uckers`).
    pub fn word(&self) -> &'static str {
        self.game().file_word()
    }

    /// Seats these people or AIs, in order (Uckers: a colour each; fewer leave the
    /// rest as they are).
    pub fn set_seats(&mut self, seats: &[super::Seat]) {
        let slots: &mut [super::Seat] = match self {
            Loaded::Unlur(m) => &mut m.seats,
            Loaded::Ur(m) => &mut m.seats,
            Loaded::Uckers(m) => &mut m.seats,
        };
        for (slot, seat) in slots.iter_mut().zip(seats) {
            *slot = *seat;
        }
    }

    /// Who plays each seat (Uckers: each colour).
    pub fn seats(&self) -> Vec<super::Seat> {
        match self {
            Loaded::Unlur(m) => m.seats.to_vec(),
            Loaded::Ur(m) => m.seats.to_vec(),
            Loaded::Uckers(m) => m.seats.to_vec(),
        }
    }

    /// Its record, in the notation of its rules document.
    pub fn record(&self) -> String {
        match self {
            Loaded::Unlur(m) => {
                crate::rules::unlur::write_record(&m.game, &m.names[0], &m.names[1])
            }
            Loaded::Ur(m) => crate::rules::ur::write_record(&m.game, &m.names[0], &m.names[1]),
            Loaded::Uckers(m) => crate::rules::uckers::write_record(&m.game, m.players, &m.names),
        }
    }
}

/// The game on screen, whichever it is: the one way systems ask for it.
#[derive(bevy::ecs::system::SystemParam)]
pub struct OnScreen<'w> {
    state: Option<Res<'w, State<ActiveGame>>>,
    unlur: Res<'w, Match>,
    ur: Option<Res<'w, UrMatch>>,
    uckers: Option<Res<'w, UckersMatch>>,
}

impl OnScreen<'_> {
    /// Which game is on screen (Unlur when no game state exists yet).
    pub fn game(&self) -> ActiveGame {
        self.state.as_ref().map_or(ActiveGame::Unlur, |s| *s.get())
    }

    /// A copy of it (`None` for a dice game whose match does not exist yet).
    pub fn loaded(&self) -> Option<Loaded> {
        Loaded::on_screen(
            self.game(),
            &self.unlur,
            self.ur.as_deref(),
            self.uckers.as_deref(),
        )
    }

    /// How many moves (turns, actions) it has, without copying it.
    pub fn moves(&self) -> usize {
        match self.game() {
            ActiveGame::Unlur => self.unlur.game.history().len(),
            ActiveGame::RoyalUr => self.ur.as_ref().map_or(0, |m| m.game.history().len()),
            ActiveGame::Uckers => self.uckers.as_ref().map_or(0, |m| m.game.history().len()),
        }
    }

    /// Whether it changed this frame in a way its number of moves does not show (the
    /// Unlur match is replaced as a whole; the dice games' change every frame).
    pub fn replaced(&self) -> bool {
        self.game() == ActiveGame::Unlur && self.unlur.is_changed()
    }
}

/// A name for saving the game on screen: the game, its players and its length.
pub fn suggested_name(game: &Loaded) -> String {
    let (name, players) = (game.word(), game.names().join("-"));
    let clean: String = players
        .chars()
        .map(|c| if c.is_alphanumeric() { c } else { '-' })
        .collect();
    format!("{name}-{clean}-{}.txt", game.moves())
}
