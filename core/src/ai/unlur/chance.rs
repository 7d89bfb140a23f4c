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
use crate::ai::calibration::{Calibration, Sample};
use crate::ai::{Budget, Level};
use crate::rules::unlur::{Colour, Game, Move, Phase, Player, move_text};

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
    black_chance_by(CALIBRATION, raw, progress(g))
}

/// Black's chance by `calibration`, from the search's estimate `raw` of Black's chances
/// `progress` into the game ([`progress`]).
fn black_chance_by(calibration: Calibration, raw: f32, progress: f32) -> f32 {
    calibration.chance(2.0 * raw.clamp(0.0, 1.0) - 1.0, progress)
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

/// One position of the calibration's self-play, as the review sees it, and who won.
#[derive(Clone, Debug, PartialEq)]
pub struct Position {
    /// The board's side.
    pub side: usize,
    /// Still in the contract (no colours yet).
    pub contract: bool,
    /// How far the game had gone ([`progress`]).
    pub progress: f32,
    /// Black is to move (false in the contract).
    pub black_moves: bool,
    /// The search's estimate of Black's chances, where the review's chance is made from
    /// it by the calibration of the game in play (not in the contract, just after the
    /// pass, or where the solver proved the result).
    pub raw_black: Option<f32>,
    /// The mover's chance as the review shows it (with the calibration shipped).
    pub chance: f32,
    /// The mover went on to win.
    pub mover_won: bool,
    /// Black went on to win.
    pub black_won: bool,
    /// The moves that led to it, as the records write them (so that what else may be
    /// learnt from it can be worked out again without its search).
    pub moves: String,
}

impl Position {
    /// The mover's chance as the review would show it with `calibration` for the game
    /// in play.
    pub fn chance_with(&self, calibration: Calibration) -> f32 {
        match self.raw_black {
            Some(raw) => {
                let black = black_chance_by(calibration, raw, self.progress);
                if self.black_moves { black } else { 1.0 - black }
            }
            None => self.chance,
        }
    }

    /// What the fit of the game in play learns from it: Black's view of the estimate,
    /// how far the game had gone, whether Black won.
    pub fn sample(&self) -> Option<Sample> {
        let raw = self.raw_black?;
        Some((2.0 * raw - 1.0, self.progress, self.black_won))
    }

    /// One line of tab-separated values (what [`Position::parse`] reads).
    pub fn line(&self) -> String {
        let raw = self
            .raw_black
            .map_or("-".to_string(), |r| format!("{r:.5}"));
        format!(
            "{}\t{}\t{:.4}\t{}\t{raw}\t{:.5}\t{}\t{}\t{}",
            self.side,
            u8::from(self.contract),
            self.progress,
            u8::from(self.black_moves),
            self.chance,
            u8::from(self.mover_won),
            u8::from(self.black_won),
            self.moves,
        )
    }

    /// Reads a line written by [`Position::line`].
    pub fn parse(line: &str) -> Result<Position, String> {
        let f: Vec<&str> = line.trim_end_matches(['\r', '\n']).split('\t').collect();
        let [
            side,
            contract,
            progress,
            black_moves,
            raw,
            chance,
            mover_won,
            black_won,
            moves,
        ] = f[..]
        else {
            return Err(format!("{} fields, 9 expected", f.len()));
        };
        let flag = |t: &str| match t {
            "0" => Ok(false),
            "1" => Ok(true),
            _ => Err(format!("`{t}` is not 0 or 1")),
        };
        let number = |t: &str| {
            t.parse::<f32>()
                .ok()
                .filter(|x| (0.0..=1.0).contains(x))
                .ok_or_else(|| format!("`{t}` is not a number from 0 to 1"))
        };
        Ok(Position {
            side: side
                .parse()
                .map_err(|_| format!("`{side}` is not a board side"))?,
            contract: flag(contract)?,
            progress: number(progress)?,
            black_moves: flag(black_moves)?,
            raw_black: if raw == "-" { None } else { Some(number(raw)?) },
            chance: number(chance)?,
            mover_won: flag(mover_won)?,
            black_won: flag(black_won)?,
            moves: moves.to_string(),
        })
    }
}

/// Positions of `games` self-play games between two strong AIs (sides 6 and 8 in turn,
/// the first player in turn): half the positions, the contract's included, seen as
/// the review sees it ([`super::review::position_chance`]) on [`SAMPLE_PLAYOUTS`], with
/// who won.
pub fn calibration_positions(games: usize, seed: u64) -> Vec<Position> {
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
    let mut out = Vec::new();
    for (i, (winner, game)) in finished.iter().enumerate() {
        let mut replay = Game::new(game.board().clone(), game.first_player());
        let black_won = game.colour_of(*winner) == Some(Colour::Black);
        for (k, &mv) in game.history().iter().enumerate() {
            // Half the positions, two in a row so that both seats move: neighbours say
            // much the same, and searches are dear.
            if k % 4 < 2 {
                let seed = seed ^ ((i as u64) << 20) ^ k as u64;
                let budget = Budget::playouts(SAMPLE_PLAYOUTS);
                let (mover, chance, raw_black) =
                    super::review::position_chance(&replay, budget, seed);
                out.push(Position {
                    side: game.board().side(),
                    contract: replay.phase() == Phase::Contract,
                    progress: progress(&replay),
                    black_moves: replay.colour_of(mover) == Some(Colour::Black),
                    raw_black,
                    chance,
                    mover_won: mover == *winner,
                    black_won,
                    moves: replay
                        .history()
                        .iter()
                        .map(|&mv| move_text(replay.board(), mv))
                        .collect::<Vec<_>>()
                        .join(" "),
                });
            }
            if replay.play(mv).is_err() {
                break;
            }
        }
    }
    out
}

/// The samples the calibration of the game in play is fitted to: those of
/// [`calibration_positions`] whose chance is made by it.
pub fn calibration_samples(games: usize, seed: u64) -> Vec<Sample> {
    calibration_positions(games, seed)
        .iter()
        .filter_map(Position::sample)
        .collect()
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
            g.play(crate::ai::unlur::tests::first_stone(&g)).unwrap();
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

    #[test]
    fn a_position_line_reads_back_and_a_bad_one_says_why() {
        let p = Position {
            side: 6,
            contract: false,
            progress: 0.25,
            black_moves: true,
            raw_black: Some(0.375),
            chance: 0.5,
            mover_won: true,
            black_won: true,
            moves: "e5 e4 pass f2".to_string(),
        };
        assert_eq!(Position::parse(&p.line()), Ok(p.clone()));
        let contract = Position {
            contract: true,
            black_moves: false,
            raw_black: None,
            moves: String::new(),
            ..p.clone()
        };
        assert_eq!(Position::parse(&contract.line()), Ok(contract.clone()));
        // The chance of a position the calibration makes follows the calibration; the
        // others keep the review's.
        let flat = Calibration {
            a: 0.0,
            b: 0.0,
            c: 0.0,
        };
        assert_eq!(p.chance_with(flat), 0.5);
        let black = CALIBRATION.chance(-0.25, 0.25);
        assert!((p.chance_with(CALIBRATION) - black).abs() < 1e-6);
        let white = Position {
            black_moves: false,
            ..p.clone()
        };
        assert!((white.chance_with(CALIBRATION) - (1.0 - black)).abs() < 1e-6);
        assert_eq!(contract.chance_with(flat), contract.chance);
        assert!(
            Position::parse("6\t0\t0.2")
                .unwrap_err()
                .contains("3 fields")
        );
        let wrong = p.line().replace("0.37500", "1.5");
        assert!(Position::parse(&wrong).unwrap_err().contains("`1.5`"));
    }
}
