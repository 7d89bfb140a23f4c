//! Unlur's puzzles: "win in N". The side to move wins by force within N of its own
//! moves (the winning one included), N the fewest, proven by the exact solver
//! ([`crate::ai::unlur::solver`]); every first move that wins within N is an answer.
//! They come from AI self-play at every level, so that some are natural mistakes.

use super::{Kind, Puzzle};
use crate::ai::unlur::contender::{Contender, play_game};
use crate::ai::unlur::solver::{Limits, Proof, Solver};
use crate::i18n::{Said, Says};
use crate::rules::record::quote;
use crate::rules::unlur::{
    Colour, Game, Move, Phase, Player, move_text, parse_move, read_record, write_record,
};

/// The most own moves of the puzzles made (the "win in 1 to 4").
pub const DEPTH: u8 = 4;

/// The most positions the solver searches to prove a puzzle when it is made; a check
/// gives it [`CHECK_NODES`], so every puzzle made is proven again, and no check of one
/// takes long.
pub const PROOF_NODES: u64 = 60_000;

/// The most positions the solver searches to check a puzzle.
pub const CHECK_NODES: u64 = 4 * PROOF_NODES;

/// The sides the puzzles are played on.
pub const SIDES: std::ops::RangeInclusive<usize> = 4..=8;

/// A puzzle's position: its record replayed. It must be in play (the colours known)
/// and not over.
pub fn position(puzzle: &Puzzle) -> Result<Game, Said> {
    let record = read_record(&puzzle.text).map_err(|e| e.said())?;
    match record.game.phase() {
        Phase::Play => Ok(record.game),
        Phase::Contract => Err(Said::new("puzzle.in_contract")),
        Phase::Over => Err(Said::new("puzzle.over")),
    }
}

/// Its answers as moves, each read on its board.
pub fn solutions(puzzle: &Puzzle, game: &Game) -> Result<Vec<Move>, Said> {
    puzzle
        .solutions
        .iter()
        .map(|text| {
            parse_move(game.board(), text)
                .ok()
                .filter(|&mv| game.is_legal(mv))
                .ok_or_else(|| Said::new("puzzle.bad_solution").with("move", quote(text)))
        })
        .collect()
}

/// What the solver proves of the side to move within `depth` own moves and `nodes`
/// positions: the fewest own moves to a win and every first move that wins within
/// them.
pub fn prove(game: &Game, depth: u8, nodes: u64) -> Proof {
    Solver::for_game(game).solve(
        game,
        Limits {
            depth,
            nodes: Some(nodes),
            ..Limits::default()
        },
    )
}

/// Proves a puzzle again: its position is in play, its side to move wins by force
/// within N own moves and not fewer, and its solutions are exactly the first moves that
/// do. Says what is wrong otherwise.
pub fn check(puzzle: &Puzzle) -> Result<(), Said> {
    check_within(puzzle, CHECK_NODES)
}

/// [`check`] with the solver searching at most `nodes` positions.
pub fn check_within(puzzle: &Puzzle, nodes: u64) -> Result<(), Said> {
    let Kind::WinIn(n) = puzzle.kind else {
        return Err(Said::new("puzzle.must.win_in"));
    };
    let game = position(puzzle)?;
    let given = solutions(puzzle, &game)?;
    let words = |mv: Move| move_text(game.board(), mv);
    match prove(&game, n, nodes) {
        Proof::Wins { moves, .. } if moves < n => {
            Err(Said::new("puzzle.fewer").with("moves", moves).with("n", n))
        }
        Proof::Wins { first, .. } => {
            if let Some(&wrong) = given.iter().find(|mv| !first.contains(mv)) {
                return Err(Said::new("puzzle.not_winning")
                    .with("move", words(wrong))
                    .with("n", n));
            }
            if let Some(&missed) = first.iter().find(|mv| !given.contains(mv)) {
                return Err(Said::new("puzzle.also_wins")
                    .with("move", words(missed))
                    .with("n", n));
            }
            Ok(())
        }
        Proof::Loses { .. } => Err(Said::new("puzzle.loses")),
        Proof::Unknown => Err(Said::new("puzzle.not_proven")
            .with("n", n)
            .with("nodes", nodes)),
    }
}

/// The puzzle's line from `game` once the mover has played `first`, an answer that wins
/// within `n` own moves: each defence the opponent's longest (the solver's), each attack
/// the fastest win, to the end of the game. Empty after `first` when a proof runs out
/// (it never does within a puzzle's own proof).
pub fn line(game: &Game, first: Move, n: u8) -> Vec<Move> {
    let mut g = game.clone();
    let mut out = Vec::new();
    let mut mv = first;
    let mut left = n;
    loop {
        if g.play(mv).is_err() {
            break;
        }
        out.push(mv);
        if g.outcome().is_some() || left <= 1 {
            break;
        }
        left -= 1;
        // The defender: its longest defence; every stone loses at once: any of them.
        let defence = match prove(&g, left, CHECK_NODES) {
            Proof::Loses { defence, .. } => defence.or_else(|| g.legal_moves().first().copied()),
            _ => None,
        };
        let Some(d) = defence else { break };
        if g.play(d).is_err() {
            break;
        }
        out.push(d);
        if g.outcome().is_some() {
            break;
        }
        mv = match prove(&g, left, CHECK_NODES) {
            Proof::Wins { first, .. } => match first.first() {
                Some(&m) => m,
                None => break,
            },
            _ => break,
        };
    }
    out
}

/// What refutes `mv`, a move that does not win within `n` own moves: the opponent's
/// reply that wins within `n` of its own (the fastest), else a reply after which the
/// mover has no win within `n - 1` more (a win in 1 missed: no win at its next move);
/// with whether the reply wins. `None` when `mv` wins after all, or nothing is proven.
pub fn refute(game: &Game, mv: Move, n: u8) -> Option<(Move, bool)> {
    let mut after = game.clone();
    after.play(mv).ok()?;
    if after.outcome().is_some() {
        return None;
    }
    if let Proof::Wins { first, .. } = prove(&after, n, CHECK_NODES) {
        return first.first().map(|&reply| (reply, true));
    }
    after.legal_moves().into_iter().find_map(|reply| {
        let mut next = after.clone();
        next.play(reply).ok()?;
        let left = n.saturating_sub(1).max(1);
        let stopped = next.outcome().is_none()
            && !matches!(prove(&next, left, CHECK_NODES), Proof::Wins { .. });
        stopped.then_some((reply, false))
    })
}

/// How hard a win in `n` on side `side` with `answers` first moves is, on the players'
/// rating scale: a first guess, longer wins and larger boards harder, many answers
/// easier (the players' results calibrate it).
pub fn rating(side: usize, n: u8, answers: usize) -> u32 {
    let r = 800 + 250 * (n as i64 - 1) + 50 * (side as i64 - 4) - 40 * (answers.min(6) as i64 - 1);
    r.clamp(400, 2600) as u32
}

/// The same position, however it was reached: the side, whose turn, and the stones.
pub fn position_key(game: &Game) -> String {
    let board = game.board();
    let colour = |c: Colour| {
        board
            .cells()
            .filter(|&cell| game.stone(cell) == Some(c))
            .map(|cell| board.name(cell).to_string())
            .collect::<Vec<_>>()
            .join(",")
    };
    let mover = game.colour_of(game.to_move()).map_or("-", |c| match c {
        Colour::Black => "b",
        Colour::White => "w",
    });
    format!(
        "{} {mover} {} / {}",
        board.side(),
        colour(Colour::Black),
        colour(Colour::White)
    )
}

/// The puzzle game `index` of the puzzles of `seed` gives, if any: a game between two
/// seats drawn from the levels, on a side drawn from [`SIDES`], and, among the
/// positions in play where the side to move wins by force within [`DEPTH`] own moves,
/// one: a length drawn among those found, then the first position of that length (the
/// moment the win appeared). Its file's name is the second value.
pub fn from_game(seed: u64, index: u64) -> Result<Option<(Puzzle, String)>, String> {
    let mut rng = super::game_rng(seed, index);
    let side = SIDES.start() + rng.below(SIDES.end() - SIDES.start() + 1);
    let names = super::seats(&mut rng);
    let mut seat = |name: &str| Contender::parse(name, rng.next_u64()).map_err(|e| e.to_string());
    let (mut p1, mut p2) = (seat(names[0])?, seat(names[1])?);
    let first = if rng.below(2) == 0 {
        Player::One
    } else {
        Player::Two
    };
    let played = play_game(&mut p1, &mut p2, side, first)?;
    let mut replay = Game::new(played.board().clone(), first);
    let mut found: Vec<(Game, u8, Vec<Move>)> = Vec::new();
    for &mv in played.history() {
        if replay.phase() == Phase::Play
            && let Proof::Wins { moves, first } = prove(&replay, DEPTH, PROOF_NODES)
        {
            found.push((replay.clone(), moves, first));
        }
        if replay.play(mv).is_err() {
            break;
        }
    }
    let mut lengths: Vec<u8> = found.iter().map(|f| f.1).collect();
    lengths.sort_unstable();
    lengths.dedup();
    if lengths.is_empty() {
        return Ok(None);
    }
    let n = lengths[rng.below(lengths.len())];
    let Some((game, _, first)) = found.into_iter().find(|f| f.1 == n) else {
        return Ok(None);
    };
    let source = format!(
        "unlur puzzles generate --game unlur --seed {seed}, game {}",
        index + 1
    );
    Ok(Some(made(&game, n, &first, names, &source)))
}

/// The puzzle of `game`, whose side to move wins within `n` own moves by any of
/// `first` (the solver's proof), between seats `names`, made by `source`; with its
/// file's name.
pub fn made(
    game: &Game,
    n: u8,
    first: &[Move],
    names: [&str; 2],
    source: &str,
) -> (Puzzle, String) {
    let record = super::with_source(&write_record(game, names[0], names[1]), source);
    let side = game.board().side();
    let puzzle = Puzzle::write(
        &record,
        Puzzle {
            game: crate::rules::GameId::Unlur,
            kind: Kind::WinIn(n),
            solutions: first
                .iter()
                .map(|&mv| move_text(game.board(), mv))
                .collect(),
            roll: None,
            margin: None,
            rating: rating(side, n, first.len()),
            text: String::new(),
        },
    );
    let name = puzzle.file_stem(&side.to_string(), &position_key(game));
    (puzzle, name)
}
