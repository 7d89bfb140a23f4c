//! The positions of the calibration's self-play (`unlur calibrate --game unlur`): games
//! between two strong AIs from the level's own contracts or from random ones, each
//! position as the review sees it with who won, what the fit of the game in play
//! learns from them, and the lines of the files that keep them.

use super::chance::{SAMPLE_PLAYOUTS, black_chance_by, central_stones, in_play_offset, progress};
use super::contender::{Contender, play_game, play_on};
use crate::ai::calibration::{Calibration, Sample};
use crate::ai::{Budget, Rng64};
use crate::rules::unlur::{
    Cell, Colour, Game, MAX_SIDE, MIN_SIDE, Move, Phase, Player, move_text, parse_move,
};

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
    /// The contract's black stones round the centre ([`central_stones`]), worked out
    /// from the moves.
    pub central: u32,
}

impl Position {
    /// The mover's chance as the review would show it with `calibration` and the
    /// search's `lean` to the mover ([`LEAN`](super::chance::LEAN)) for the game in play.
    pub fn chance_with(&self, calibration: Calibration, lean: f32) -> f32 {
        match self.raw_black {
            Some(raw) => {
                let black =
                    black_chance_by(calibration, raw, self.progress, self.offset_with(lean));
                if self.black_moves { black } else { 1.0 - black }
            }
            None => self.chance,
        }
    }

    /// The same position as the review sees it now, where its chance is not made by the
    /// calibration of the game in play (the contract, the pass, a proven result): its
    /// moves replayed and searched again, seeded by `seed`. `None` when they do not
    /// replay.
    pub fn seen_again(&self, seed: u64) -> Option<Position> {
        if self.raw_black.is_some() {
            return Some(self.clone());
        }
        let g = replayed(self.side, &self.moves).ok()?;
        let budget = Budget::playouts(SAMPLE_PLAYOUTS);
        let (_, chance, raw_black) = super::review::position_chance(&g, budget, seed);
        Some(Position {
            chance,
            raw_black,
            ..self.clone()
        })
    }

    /// What the fit of the game in play learns from it: Black's view of the estimate,
    /// how far the game had gone, whether Black won.
    pub fn sample(&self) -> Option<Sample> {
        let raw = self.raw_black?;
        Some((2.0 * raw - 1.0, self.progress, self.black_won))
    }

    /// What the fit of the game in play adds to the log-odds of its sample besides the
    /// estimate: the contract's stones round the centre, and the search's `lean` to the
    /// mover ([`LEAN`](super::chance::LEAN) as shipped) taken back.
    pub fn offset_with(&self, lean: f32) -> f32 {
        in_play_offset(self.progress, self.central, self.black_moves, lean)
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
        let side_n: usize = side
            .parse()
            .ok()
            .filter(|s| (MIN_SIDE..=MAX_SIDE).contains(s))
            .ok_or_else(|| format!("`{side}` is not a board side"))?;
        Ok(Position {
            side: side_n,
            contract: flag(contract)?,
            progress: number(progress)?,
            black_moves: flag(black_moves)?,
            raw_black: if raw == "-" { None } else { Some(number(raw)?) },
            chance: number(chance)?,
            mover_won: flag(mover_won)?,
            black_won: flag(black_won)?,
            central: central_stones(&replayed(side_n, moves)?),
            moves: moves.to_string(),
        })
    }
}

/// The game of side `side` (player one first) after `moves` as the records write them,
/// or which move is wrong.
pub(super) fn replayed(side: usize, moves: &str) -> Result<Game, String> {
    let mut g = Game::with_side(side, Player::One).ok_or_else(|| format!("side {side}"))?;
    for text in moves.split_whitespace() {
        let mv = parse_move(g.board(), text).map_err(|_| format!("`{text}` is not a move"))?;
        g.play(mv)
            .map_err(|_| format!("`{text}` is not legal there"))?;
    }
    Ok(g)
}

/// Where the calibration's games get their contracts.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Contracts {
    /// The strong level's own: its games from the empty board.
    Strong,
    /// Random ones, passed at once: from none to a quarter of the interior's cells,
    /// one game in three scattered, one grown as a group from a random cell, one grown
    /// from the centre, so
    /// that the chances are checked on contracts the strong level would never play and
    /// a person might (twelve stones round the centre, a lone stone by the rim).
    Random,
}

/// Plays `games` Strong-vs-Strong games (sides 6 and 8 in turn, each seat first in
/// turn), from contracts of `contracts`' kind, and returns their positions as the
/// review sees them with who won: from the strong level's own games, two positions in
/// four, the contract's included; from random contracts, the position the pass left
/// and one in five after it.
pub fn calibration_positions(games: usize, seed: u64, contracts: Contracts) -> Vec<Position> {
    let finished = crate::ai::review::self_play(games, seed, Contender::parse, |a, b, n| {
        let side = if n % 2 == 0 { 6 } else { 8 };
        let first = if (n / 2) % 2 == 0 {
            Player::One
        } else {
            Player::Two
        };
        let game = match contracts {
            Contracts::Strong => play_game(a, b, side, first).ok()?,
            Contracts::Random => {
                let mut rng = Rng64::new(seed ^ n.wrapping_mul(0x9E37_79B9_7F4A_7C15));
                play_on(a, b, random_contract(side, first, &mut rng)?).ok()?
            }
        };
        Some((game.outcome()?.winner, game))
    });
    let mut out = Vec::new();
    for (i, (winner, game)) in finished.iter().enumerate() {
        let mut replay = Game::new(game.board().clone(), game.first_player());
        let black_won = game.colour_of(*winner) == Some(Colour::Black);
        let pass = game.history().iter().position(|&mv| mv == Move::Pass);
        for (k, &mv) in game.history().iter().enumerate() {
            let kept = match (contracts, pass) {
                // Half the positions, two in a row so that both seats move: neighbours
                // say much the same, and searches are dear.
                (Contracts::Strong, _) => k % 4 < 2,
                // The random contract itself is no one's choice.
                (Contracts::Random, Some(p)) => k > p && (k - p - 1) % 5 == 0,
                (Contracts::Random, None) => false,
            };
            if kept {
                let seed = seed ^ ((i as u64) << 20) ^ k as u64;
                let budget = Budget::playouts(SAMPLE_PLAYOUTS);
                let (mover, chance, raw_black) =
                    super::review::position_chance(&replay, budget, seed);
                out.push(Position {
                    central: central_stones(&replay),
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

/// A random contract of side `side`, `first` to move first, passed (see
/// [`Contracts::Random`]).
fn random_contract(side: usize, first: Player, rng: &mut Rng64) -> Option<Game> {
    let mut g = Game::with_side(side, first)?;
    let board = g.board().clone();
    let stones = rng.below(board.interior_count() / 4 + 1);
    // One contract in three scattered, one grown from a random cell, one from the
    // centre (where people put their first stones).
    let kind = rng.below(3);
    let grown = kind > 0;
    if kind == 2 && stones > 0 {
        g.play(Move::Place(board.cell_at(side - 1, side - 1)?))
            .ok()?;
    }
    for _ in g.history().len()..stones {
        let free: Vec<Cell> = board.cells().filter(|&c| g.can_place(c)).collect();
        let touching: Vec<Cell> = free
            .iter()
            .copied()
            .filter(|&c| grown && board.neighbours(c).any(|n| g.stone(n).is_some()))
            .collect();
        let from = if touching.is_empty() {
            &free
        } else {
            &touching
        };
        if from.is_empty() {
            break;
        }
        g.play(Move::Place(from[rng.below(from.len())])).ok()?;
    }
    g.play(Move::Pass).ok()?;
    Some(g)
}

/// The search's lean to the mover ([`LEAN`](super::chance::LEAN)) that fits `positions`
/// in play best: the one whose calibration, fitted with it, leaves the least log loss (a
/// golden-section search between -1 and 1, the calibration refitted at each lean tried;
/// the positions not in play are left out).
pub fn fit_lean(positions: &[&Position]) -> f32 {
    let in_play: Vec<&Position> = positions
        .iter()
        .copied()
        .filter(|p| p.raw_black.is_some())
        .collect();
    let samples: Vec<Sample> = in_play.iter().filter_map(|p| p.sample()).collect();
    let loss = |lean: f64| -> f64 {
        let offsets: Vec<f32> = in_play.iter().map(|p| p.offset_with(lean as f32)).collect();
        let fit = Calibration::fit_offset(&samples, &offsets);
        // Its own log loss, not `Calibration::scores_offset`'s: that one sums in single
        // precision, too coarse for the small differences between leans near the best.
        samples
            .iter()
            .zip(&offsets)
            .map(|(&(v, phase, won), &offset)| {
                let z = f64::from(fit.log_odds(v, phase) + offset);
                let p = (1.0 / (1.0 + (-z).exp())).clamp(1e-9, 1.0 - 1e-9);
                -(if won { p } else { 1.0 - p }).ln()
            })
            .sum()
    };
    let golden = (5f64.sqrt() - 1.0) / 2.0;
    let (mut lo, mut hi) = (-1.0f64, 1.0f64);
    let (mut x1, mut x2) = (hi - golden * (hi - lo), lo + golden * (hi - lo));
    let (mut f1, mut f2) = (loss(x1), loss(x2));
    for _ in 0..40 {
        if f1 <= f2 {
            (hi, x2, f2) = (x2, x1, f1);
            x1 = hi - golden * (hi - lo);
            f1 = loss(x1);
        } else {
            (lo, x1, f1) = (x1, x2, f2);
            x2 = lo + golden * (hi - lo);
            f2 = loss(x2);
        }
    }
    ((lo + hi) / 2.0) as f32
}

/// The samples the calibration of the game in play is fitted to: those of
/// [`calibration_positions`] whose chance is made by it.
pub fn calibration_samples(games: usize, seed: u64) -> Vec<Sample> {
    calibration_positions(games, seed, Contracts::Strong)
        .iter()
        .filter_map(Position::sample)
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::unlur::chance::{CALIBRATION, CENTRAL};

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
            // e5 beside the centre (f6), e4 two cells from it.
            central: 2,
        };
        assert_eq!(Position::parse(&p.line()), Ok(p.clone()));
        let contract = Position {
            contract: true,
            black_moves: false,
            raw_black: None,
            moves: String::new(),
            central: 0,
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
        // Nothing from the estimate: only the two stones round the centre.
        let centre_only = 1.0 / (1.0 + (-CENTRAL * 2.0 * 0.75).exp());
        assert!((p.chance_with(flat, 0.0) - centre_only).abs() < 1e-6);
        let z = CALIBRATION.log_odds(-0.25, 0.25) + CENTRAL * 2.0 * 0.75;
        let black = 1.0 / (1.0 + (-z).exp());
        assert!((p.chance_with(CALIBRATION, 0.0) - black).abs() < 1e-6);
        let white = Position {
            black_moves: false,
            ..p.clone()
        };
        assert!((white.chance_with(CALIBRATION, 0.0) - (1.0 - black)).abs() < 1e-6);
        // The search's lean to the mover comes off the mover's chance, whoever moves.
        assert!(p.chance_with(CALIBRATION, 0.2) < black - 0.01);
        assert!(white.chance_with(CALIBRATION, 0.2) < 1.0 - black - 0.01);
        assert_eq!(contract.chance_with(flat, 0.2), contract.chance);
        assert!(
            Position::parse("6\t0\t0.2")
                .unwrap_err()
                .contains("3 fields")
        );
        let wrong = p.line().replace("0.37500", "1.5");
        assert!(Position::parse(&wrong).unwrap_err().contains("`1.5`"));
        let wrong = p.line().replace("e4", "e12");
        assert!(Position::parse(&wrong).unwrap_err().contains("`e12`"));
    }

    #[test]
    fn the_fit_finds_the_lean_to_the_mover_the_games_were_drawn_with() {
        // Games drawn from a known calibration whose searches lean to the mover.
        let truth = Calibration {
            a: 2.0,
            b: 0.3,
            c: 0.5,
        };
        let drawn = |lean: f32| -> Vec<Position> {
            let mut rng = Rng64::new(55);
            (0..8000)
                .map(|k| {
                    let raw = 0.1 + 0.8 * rng.unit() as f32;
                    let progress = rng.unit() as f32;
                    let black_moves = k % 2 == 0;
                    let z = truth.log_odds(2.0 * raw - 1.0, progress)
                        + if black_moves { -lean } else { lean };
                    let black_won = rng.unit() < f64::from(1.0 / (1.0 + (-z).exp()));
                    Position {
                        side: 6,
                        contract: false,
                        progress,
                        black_moves,
                        raw_black: Some(raw),
                        chance: 0.5,
                        mover_won: black_won == black_moves,
                        black_won,
                        moves: String::new(),
                        central: 0,
                    }
                })
                .collect()
        };
        for lean in [0.3, 0.0, -0.2] {
            let positions = drawn(lean);
            let all: Vec<&Position> = positions.iter().collect();
            let fitted = fit_lean(&all);
            assert!((fitted - lean).abs() < 0.08, "{lean}: fitted {fitted}");
        }
    }
}
