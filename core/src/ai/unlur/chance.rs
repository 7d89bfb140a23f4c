//! A seat's chance of winning a game of Unlur, whoever is to move and whatever the
//! colours will be: what the review, the live bar and the demo's captions show.
//!
//! The search's own estimate (the share of its playouts won) is no chance of winning:
//! random playouts undervalue the Y, so early on they give Black far less than Black
//! wins between equal players (the contract passes at estimates well below one half
//! for that reason). The estimate is turned into a chance by a [`Calibration`] fitted to
//! self-play outcomes (`unlur calibrate --game unlur`, measured in `docs/ai.md`).
//!
//! During the contract no seat has a colour yet, and what passing is worth comes from
//! the strong level's pass point ([`super::contract`]), measured by self-play as that
//! level passes. The mover may pass and take Black
//! ([`pass_value`]), or place a stone and leave the same choice to the other seat;
//! between equal players a stone is placed only while Black is worth less than half
//! to whoever would pass, so each seat can count on about half until taking Black is
//! worth more: the mover's chance is the larger of the two ([`contract_value`]).

use super::contender::{Contender, play_game};
use super::player::config;
use super::{Tables, UnlurPos};
use crate::ai::calibration::{Calibration, Sample};
use crate::ai::{Budget, Level, Mcts};
use crate::rules::unlur::{Colour, Game, Move, Phase, Player};

/// The search's estimate of Black's chances turned into Black's chance of winning
/// (fitted by [`calibration_samples`] and [`Calibration::fit`] to 2,998
/// positions of 104 Strong-vs-Strong games on sides 6 and 8; see `docs/ai.md`). The
/// offset is the Y the playouts undervalue: a raw 0.2 for Black just after the pass is
/// about an even game (46%), as the contract's pass threshold says.
pub const CALIBRATION: Calibration = Calibration {
    a: 1.249,
    b: 0.768,
    c: 1.097,
};

/// How far a game has gone, 0 to 1: the share of the board's cells holding a stone.
pub fn progress(g: &Game) -> f32 {
    let stones = g
        .history()
        .iter()
        .filter(|mv| matches!(mv, Move::Place(_)))
        .count();
    stones as f32 / g.board().cell_count().max(1) as f32
}

/// Black's chance of winning `g`, from the search's estimate `raw` of Black's chances
/// (the share of playouts Black won).
pub fn black_chance(g: &Game, raw: f32) -> f32 {
    CALIBRATION.chance(2.0 * raw.clamp(0.0, 1.0) - 1.0, progress(g))
}

/// The chance of `seat` in a game in play, from the search's estimate `raw` for that
/// seat.
pub fn seat_chance(g: &Game, seat: Player, raw: f32) -> f32 {
    let black_seat = g.colour_of(seat) == Some(Colour::Black);
    let black = black_chance(g, if black_seat { raw } else { 1.0 - raw });
    if black_seat { black } else { 1.0 - black }
}

/// The chance of the player to move in a game in play, from the search's estimate
/// `raw` for that player.
pub fn mover_chance(g: &Game, raw: f32) -> f32 {
    seat_chance(g, g.to_move(), raw)
}

/// In the contract, what passing now gives the mover (Black, White to move), from the
/// strong level's estimate `raw` of Black's chances there (its pass search, on its count
/// of playouts): its pass point on this side says what the estimate is worth
/// ([`super::contract`]; the calibration of the game in play is far too flat here,
/// where a few points of the estimate are four stones and the difference between a
/// lost and a won Black).
pub fn pass_value(g: &Game, raw: f32) -> f32 {
    config(Level::Strong)
        .contract
        .black_chance(g.board().side(), raw)
}

/// The mover's chance in the contract: taking Black now, or about half while a stone
/// can still be placed (see the module's comment).
pub fn contract_value(g: &Game, pass: f32) -> f32 {
    if g.must_pass() { pass } else { pass.max(0.5) }
}

/// The searches of the calibration's samples: the strongest level's, of this many
/// playouts (about what a review's 0.6 s gives in an optimised build on one core).
pub const SAMPLE_PLAYOUTS: u64 = 60_000;

/// Positions of `games` self-play games between two strong AIs (sides 6 and 8 in turn,
/// the first player in turn), every other position after the contract searched as a review
/// searches it and valued from Black's point of view (`2 p - 1` for the share `p` of
/// playouts Black won), with how far the game had gone and whether Black won.
pub fn calibration_samples(games: usize, seed: u64) -> Vec<Sample> {
    let finished = crate::ai::review::self_play(games, seed, Contender::parse, |a, b, n| {
        let side = if n % 2 == 0 { 6 } else { 8 };
        let first = if (n / 2) % 2 == 0 {
            Player::One
        } else {
            Player::Two
        };
        let game = play_game(a, b, side, first).ok()?;
        Some((game.outcome()?.winner, game))
    });
    let mut cfg = config(Level::Maximum);
    cfg.budget = Budget::playouts(SAMPLE_PLAYOUTS);
    let mut samples = Vec::new();
    for (i, (winner, game)) in finished.iter().enumerate() {
        let tables = Tables::new(game.board().clone());
        let mut replay = Game::new(game.board().clone(), game.first_player());
        let black_won = game.colour_of(*winner) == Some(Colour::Black);
        for (k, &mv) in game.history().iter().enumerate() {
            // Every other position: neighbours say much the same, and searches are dear.
            if replay.phase() == Phase::Play && k % 2 == 0 {
                let mut pos = UnlurPos::from_game(&replay, tables.clone());
                pos.smart_playouts = cfg.smart_playouts;
                let black_to_move = replay.colour_of(replay.to_move()) == Some(Colour::Black);
                let seed = seed ^ ((i as u64) << 20) ^ k as u64;
                if let Some(info) = Mcts::new(pos, cfg.settings, seed).search(cfg.budget) {
                    let black = if black_to_move {
                        info.value
                    } else {
                        1.0 - info.value
                    };
                    samples.push((2.0 * black - 1.0, progress(&replay), black_won));
                }
            }
            if replay.play(mv).is_err() {
                break;
            }
        }
    }
    samples
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_seat_in_the_contract_keeps_half_until_black_is_worth_more() {
        let mut g = Game::with_side(4, Player::One).unwrap();
        assert_eq!(progress(&g), 0.0);
        assert_eq!(contract_value(&g, 0.2), 0.5);
        assert_eq!(contract_value(&g, 0.7), 0.7);
        // Every interior cell filled: the mover must pass and gets what Black is worth.
        while !g.must_pass() {
            let stone = g
                .legal_moves()
                .into_iter()
                .find(|mv| matches!(mv, Move::Place(_)))
                .unwrap();
            g.play(stone).unwrap();
            assert!(progress(&g) > 0.0);
        }
        assert_eq!(contract_value(&g, 0.2), 0.2);
    }

    #[test]
    fn the_mover_and_black_chances_agree_in_play() {
        let mut g = Game::with_side(4, Player::One).unwrap();
        g.play(Move::Pass).unwrap();
        // Player one passed: Black; White (player two) to move.
        let white = mover_chance(&g, 0.8);
        assert!((white + black_chance(&g, 0.2) - 1.0).abs() < 1e-5);
    }
}
