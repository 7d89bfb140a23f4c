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

use super::contract::PassPoint;
use super::levels::config;
use crate::ai::Level;
use crate::ai::calibration::{Calibration, logistic};
use crate::rules::unlur::{Cell, Colour, Game, Move, Player};

/// The search's estimate of Black's chances turned into Black's chance of winning,
/// with [`CENTRAL`] and [`LEAN`] (fitted with the lean to the positions in play of 360
/// Strong-vs-Strong games from the level's own contracts and 300 from random ones:
/// 11,042 positions; see `docs/ai.md`). The offset is the Y the playouts undervalue.
pub const CALIBRATION: Calibration = Calibration {
    a: 3.070,
    b: 1.656,
    c: 0.015,
};

/// What each of the contract's black stones round the centre ([`central_stones`]) adds
/// to Black's log-odds in play besides the search's estimate, at the start of play;
/// it fades as the board fills (times one less [`progress`]). Random playouts
/// undervalue a group round the centre most, the beginning of a Y to every side:
/// twelve black stones round a side-6 board's centre and a pass read about the same
/// to the search as seven, but Black won 26 of 40 Strong-vs-Strong games from the
/// first and 20 of 40 from the second. Fitted with [`CALIBRATION`] to the positions of
/// Strong-vs-Strong games from the level's own contracts and from random ones
/// ([`super::positions::Contracts::Random`]; `docs/ai.md`).
pub const CENTRAL: f32 = 0.182;

/// How far the search's estimate at the root leans to the side to move, in log-odds:
/// the mover's chance in play is its calibrated estimate less this (Black's less it
/// when Black moves, more when White does). A search's value follows the mover's best
/// replies, so it reads a little better for the mover than the games went: without
/// this term the mover's 55-65% won about 53% on games no fit saw. Fitted with
/// [`CALIBRATION`] (`unlur calibrate --game unlur --load`, which fits the two
/// together; `docs/ai.md`).
pub const LEAN: f32 = 0.097;

/// What the pass search's estimate is worth to the review (Black's chance just after
/// the pass): the strong level's pass point ([`super::contract`]) read with the
/// contract's stones round the centre, which the playouts undervalue.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct PassWorth {
    /// The weight of the pass point's log-odds.
    pub point: f32,
    /// Log-odds added to every contract.
    pub offset: f32,
    /// Log-odds added per black stone round the centre.
    pub central: f32,
}

/// The review's [`PassWorth`], fitted to where Strong-vs-Strong games went from the
/// level's own contracts and from random ones (`docs/ai.md`).
pub const PASS_WORTH: PassWorth = PassWorth {
    point: 0.825,
    offset: -0.378,
    central: 0.219,
};

/// How many of the contract's black stones stand within two cells of the board's
/// centre (the centre and the two rings round it: 19 cells).
pub fn central_stones(g: &Game) -> u32 {
    let board = g.board();
    let side = board.side();
    let Some(centre) = board.cell_at(side - 1, side - 1) else {
        return 0;
    };
    let mut near = vec![centre];
    for _ in 0..2 {
        let ring: Vec<Cell> = near
            .iter()
            .flat_map(|&c| board.neighbours(c))
            .filter(|c| !near.contains(c))
            .collect();
        near.extend(ring);
        near.sort_unstable_by_key(|c| c.index());
        near.dedup();
    }
    let contract = g.history().iter().take_while(|&&mv| mv != Move::Pass);
    contract
        .filter(|&&mv| matches!(mv, Move::Place(c) if near.contains(&c)))
        .count() as u32
}

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
    let black_moves = g.colour_of(g.to_move()) == Some(Colour::Black);
    let offset = in_play_offset(progress(g), central_stones(g), black_moves, LEAN);
    black_chance_by(CALIBRATION, raw, progress(g), offset)
}

/// Black's chance by `calibration`, from the search's estimate `raw` of Black's chances
/// `progress` into the game ([`progress`]), with `offset` added to Black's log-odds
/// ([`in_play_offset`]).
pub(super) fn black_chance_by(
    calibration: Calibration,
    raw: f32,
    progress: f32,
    offset: f32,
) -> f32 {
    logistic(calibration.log_odds(2.0 * raw.clamp(0.0, 1.0) - 1.0, progress) + offset)
}

/// What Black's log-odds in play add to the calibrated estimate besides it: the
/// contract's `central` stones round the centre ([`central_offset`]), and the search's
/// `lean` to the side to move ([`LEAN`]) taken back.
pub(super) fn in_play_offset(progress: f32, central: u32, black_moves: bool, lean: f32) -> f32 {
    central_offset(progress, central) + if black_moves { -lean } else { lean }
}

/// What `central` stones round the centre add to Black's log-odds `progress` into the
/// game ([`CENTRAL`]).
pub(super) fn central_offset(progress: f32, central: u32) -> f32 {
    CENTRAL * central as f32 * (1.0 - progress)
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
    pass_worth(g, config(Level::Strong).contract.at(g.board().side()), raw)
}

/// What passing now gives the mover by [`PASS_WORTH`] read on `point` (a level's pass
/// point on this side) from that level's estimate `raw` of Black's chances: the
/// contract's stones round the centre counted, which the pass point reads as the
/// playouts do.
pub fn pass_worth(g: &Game, point: PassPoint, raw: f32) -> f32 {
    let w = PASS_WORTH;
    let z = w.point * point.log_odds(raw) + w.offset + w.central * central_stones(g) as f32;
    logistic(z)
}

/// The mover's chance in the contract: taking Black now, or about half while a stone
/// can still be placed (see the module's comment).
pub fn contract_value(g: &Game, pass: f32) -> f32 {
    if g.must_pass() { pass } else { pass.max(0.5) }
}

/// The searches of the calibration's samples: the strongest level's, of this many
/// playouts (about what a review's 0.6 s gives in an optimised build on one core).
pub const SAMPLE_PLAYOUTS: u64 = 60_000;

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::unlur::tests::played;

    #[test]
    fn a_seat_in_the_contract_keeps_half_until_black_is_worth_more() {
        let mut g = Game::with_side(4, Player::One).unwrap();
        assert_eq!(progress(&g), 0.0);
        assert_eq!(contract_value(&g, 0.2), 0.5);
        assert_eq!(contract_value(&g, 0.7), 0.7);
        // Every interior cell filled: the mover must pass and gets what Black is worth.
        while !g.must_pass() {
            g.play(crate::ai::unlur::tests::first_stone(&g)).unwrap();
            assert!(progress(&g) > 0.0);
        }
        assert_eq!(contract_value(&g, 0.2), 0.2);
    }

    #[test]
    fn stones_round_the_centre_are_worth_more_than_the_playouts_say() {
        // Seven black stones round the centre of side 6, and seven by the rim.
        let centre = played(6, "f6 f5 f7 e5 e6 g5 g6");
        let rim = played(6, "b2 b3 b4 b5 j2 j3 j4");
        assert_eq!((central_stones(&centre), central_stones(&rim)), (7, 0));
        // Two cells from the centre count; three do not; a stone after the pass never.
        assert_eq!(central_stones(&played(6, "d5 c5 pass")), 1);
        assert_eq!(central_stones(&played(6, "pass f6")), 0);
        // The same estimate is worth more to the passer on the central stones...
        assert!(pass_value(&centre, 0.17) > pass_value(&rim, 0.17) + 0.1);
        // ...and to Black in play, less so as the board fills.
        let (mut centre, mut rim) = (centre, rim);
        centre.play(Move::Pass).unwrap();
        rim.play(Move::Pass).unwrap();
        assert!(black_chance(&centre, 0.17) > black_chance(&rim, 0.17) + 0.1);
        assert!(central_offset(0.1, 7) > central_offset(0.5, 7));
        assert_eq!(central_offset(1.0, 7), 0.0);
    }

    #[test]
    fn the_searchs_lean_to_the_mover_is_taken_back() {
        // Player one passed: Black; White to move, then Black to move. An even estimate
        // reads the same whatever the progress (its score is 0), so only who moves
        // tells the two apart: the mover's own estimate is worth a little less to it.
        let mut g = played(6, "b2 pass");
        let white_moves = black_chance(&g, 0.5);
        g.play(Move::Place(g.board().parse_cell("f6").unwrap()))
            .unwrap();
        let black_moves = black_chance(&g, 0.5);
        let logit = |p: f32| (p / (1.0 - p)).ln();
        assert!((logit(white_moves) - logit(black_moves) - 2.0 * LEAN).abs() < 1e-4);
        assert!(white_moves > black_moves);
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
