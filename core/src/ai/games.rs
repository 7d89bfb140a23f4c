//! The AI's registry: what each game's folder gives the AI's shared parts, by game. The
//! review of a record and the live chance (`analysis`), the player in a seat of the
//! table (`seat`) and the self-play samples of the calibration ask for a game here; no
//! other file of the AI outside the games' folders names one.

use std::time::Duration;

use super::calibration::Sample;
use super::review::Review;
use super::seat::SeatPlayer;
use super::work::Work;
use crate::i18n::{Said, Says};
use crate::rules::GameId;

/// Reviews the game of a record's text, of `game`: `Ok(None)` when cancelled; the
/// reader's words when the record cannot be read.
pub fn review(game: GameId, text: &str, work: &Work) -> Result<Option<Review>, Said> {
    Ok(match game {
        GameId::RoyalUr => {
            let record = crate::rules::ur::read_record(text).map_err(|e| e.said())?;
            super::ur::review::review(&record.game, work)
        }
        GameId::Unlur => {
            let record = crate::rules::unlur::read_record(text).map_err(|e| e.said())?;
            super::unlur::review::review(&record.game, work)
        }
        GameId::Uckers => {
            let record = crate::rules::uckers::read_record(text).map_err(|e| e.said())?;
            super::uckers::review::review(&record.game, work)
        }
    })
}

/// The chance that the first player (Uckers: yellow-green) wins from the position a
/// record's text of `game` ends on, searched for about `time`.
pub fn first_player_chance(
    game: GameId,
    text: &str,
    time: Duration,
    seed: u64,
) -> Result<f32, Said> {
    Ok(match game {
        GameId::RoyalUr => {
            let record = crate::rules::ur::read_record(text).map_err(|e| e.said())?;
            super::ur::review::first_player_chance(&record.game)
        }
        GameId::Unlur => {
            let record = crate::rules::unlur::read_record(text).map_err(|e| e.said())?;
            super::unlur::review::first_player_chance(&record.game, time, seed)
        }
        GameId::Uckers => {
            let record = crate::rules::uckers::read_record(text).map_err(|e| e.said())?;
            super::uckers::review::first_player_chance(&record.game)
        }
    })
}

/// An AI for `game` from a spec (`ai:LEVEL`, as `unlur match` reads it), seeded.
pub fn seat_player(game: GameId, spec: &str, seed: u64) -> Result<Box<dyn SeatPlayer>, Said> {
    Ok(match game {
        GameId::Unlur => Box::new(super::unlur::contender::Contender::parse(spec, seed)?),
        GameId::RoyalUr => Box::new(super::ur::UrContender::parse(spec, seed)?),
        GameId::Uckers => Box::new(super::uckers::UckersContender::parse(spec, seed)?),
    })
}

/// Positions of `games` self-play games of `game` with who won from each (`unlur
/// calibrate`).
pub fn calibration_samples(game: GameId, games: usize, seed: u64) -> Vec<Sample> {
    match game {
        GameId::RoyalUr => super::ur::review::calibration_samples(games, seed),
        GameId::Uckers => super::uckers::review::calibration_samples(games, seed),
        GameId::Unlur => super::unlur::positions::calibration_samples(games, seed),
    }
}
