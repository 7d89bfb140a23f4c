//! Puzzles: positions from real games whose answer is proven. A puzzle is an ordinary
//! record of its game (what `unlur replay` reads: the headers and the moves up to the
//! puzzle's position) with these headers added, so that other programs can check it
//! with nothing but the record format:
//!
//! ```text
//! [Puzzle "win in 3"]     Unlur: the side to move wins by force within 3 own moves
//! [Puzzle "best move"]    the dice games: one move beats every other
//! [Solutions "e4 f5"]     every accepted first move, as the records write moves (the
//!                         dice games: the whole turn with its roll)
//! [Roll "4"]              the dice games: the roll to play
//! [Margin "12"]           the dice games: the points by which the answer beats the next
//! [Rating "1500"]         how hard it is, on the players' rating scale
//! ```
//!
//! The puzzles shipped are data files, `core/assets/puzzles/GAME/NAME.EXT`, one puzzle
//! a file, compiled in ([`shipped`]). Pure Rust, no Bevy: the app shows them, the command
//! line makes and checks them, and [`unlur::check`] proves an Unlur puzzle again.

pub mod dice;
pub mod hint;
pub mod progress;
pub mod run;
pub mod uckers;
pub mod unlur;
pub mod ur;

use crate::i18n::Said;
use crate::rules::GameId;
use crate::rules::record::{RecordText, at_line, bad_value};

/// What a puzzle asks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// Unlur: win by force within this many of one's own moves (the winning one
    /// included), the fewest there are.
    WinIn(u8),
    /// A dice game: the move that beats every other.
    BestMove,
}

impl Kind {
    /// As the `Puzzle` header writes it (`win in 3`, `best move`).
    pub fn text(self) -> String {
        match self {
            Kind::WinIn(n) => format!("win in {n}"),
            Kind::BestMove => "best move".to_string(),
        }
    }

    /// Reads a `Puzzle` header's value.
    pub fn parse(text: &str) -> Option<Kind> {
        let text = text.trim().to_ascii_lowercase();
        if text == "best move" {
            return Some(Kind::BestMove);
        }
        let n: u8 = text.strip_prefix("win in ")?.trim().parse().ok()?;
        (1..=MOST_MOVES).contains(&n).then_some(Kind::WinIn(n))
    }
}

/// The most own moves an Unlur puzzle's win may take.
pub const MOST_MOVES: u8 = 6;

/// A puzzle: its record, what it asks, and its answer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Puzzle {
    /// Its game.
    pub game: GameId,
    /// What it asks.
    pub kind: Kind,
    /// Every accepted first move, as the records write them.
    pub solutions: Vec<String>,
    /// The roll to play (the dice games).
    pub roll: Option<String>,
    /// The points by which the answer beats the next move (the dice games).
    pub margin: Option<u32>,
    /// How hard it is, on the players' rating scale.
    pub rating: u32,
    /// The whole record, the puzzle's headers included.
    pub text: String,
}

impl Puzzle {
    /// Reads a puzzle file: a record of its game with the puzzle's headers. Only the
    /// headers are read here; the game's own reader replays the moves
    /// ([`unlur::position`]).
    pub fn parse(text: &str) -> Result<Puzzle, Said> {
        let game = GameId::of_record(text)?;
        let record = RecordText::parse(text).map_err(|e| crate::i18n::Says::said(&e))?;
        // As the games' readers say a header missing or unusable.
        let missing = |key: &'static str| {
            at_line(
                record.headers_end(),
                Said::new("record.no_header").with("key", key),
            )
        };
        let bad = |key: &str, must: &'static str| bad_value(key, &record.bad(key), must);
        let kind_text = record.get("Puzzle").ok_or_else(|| missing("Puzzle"))?;
        let kind = Kind::parse(kind_text).ok_or_else(|| bad("Puzzle", "puzzle.must.kind"))?;
        match (game, kind) {
            (GameId::Unlur, Kind::WinIn(_)) => {}
            (GameId::Unlur, _) => return Err(bad("Puzzle", "puzzle.must.win_in")),
            (_, Kind::BestMove) => {}
            (_, _) => return Err(bad("Puzzle", "puzzle.must.best_move")),
        }
        let solutions_text = record
            .get("Solutions")
            .ok_or_else(|| missing("Solutions"))?;
        let solutions: Vec<String> = match kind {
            Kind::WinIn(_) => solutions_text
                .split_whitespace()
                .map(str::to_string)
                .collect(),
            // One turn, its roll and its moves: the whole value.
            Kind::BestMove => vec![solutions_text.trim().to_string()],
        };
        if solutions.iter().all(|s| s.is_empty()) {
            return Err(bad("Solutions", "puzzle.must.solutions"));
        }
        let rating_text = record.get("Rating").ok_or_else(|| missing("Rating"))?;
        let rating = rating_text
            .trim()
            .parse::<u32>()
            .ok()
            .filter(|r| (100..=4000).contains(r))
            .ok_or_else(|| bad("Rating", "puzzle.must.rating"))?;
        let margin = match record.get("Margin") {
            None => None,
            Some(m) => Some(
                m.trim()
                    .parse::<u32>()
                    .ok()
                    .filter(|&m| m <= 100)
                    .ok_or_else(|| bad("Margin", "puzzle.must.margin"))?,
            ),
        };
        let roll = record.get("Roll").map(|r| r.trim().to_string());
        if kind == Kind::BestMove {
            if roll.is_none() {
                return Err(missing("Roll"));
            }
            if margin.is_none() {
                return Err(missing("Margin"));
            }
        }
        Ok(Puzzle {
            game,
            kind,
            solutions,
            roll,
            margin,
            rating,
            text: text.to_string(),
        })
    }

    /// The puzzle's headers, one a line, as [`Puzzle::write`] adds them.
    fn header_lines(&self) -> String {
        let mut out = format!("[Puzzle \"{}\"]\n", self.kind.text());
        out += &format!("[Solutions \"{}\"]\n", self.solutions.join(" "));
        if let Some(roll) = &self.roll {
            out += &format!("[Roll \"{roll}\"]\n");
        }
        if let Some(margin) = self.margin {
            out += &format!("[Margin \"{margin}\"]\n");
        }
        out += &format!("[Rating \"{}\"]\n", self.rating);
        out
    }

    /// A puzzle made of a game's record (its headers, a blank line, its moves, as the
    /// games' writers make them): the puzzle's headers go after the record's.
    pub fn write(record: &str, mut puzzle: Puzzle) -> Puzzle {
        let (head, body) = record.split_once("\n\n").unwrap_or((record, ""));
        puzzle.text = format!("{head}\n{}\n{body}", puzzle.header_lines());
        puzzle
    }

    /// A name for its file, the same for the same question on the same position: what
    /// it asks, `detail` (Unlur: the side), then a hash of `key`, what tells positions
    /// apart (`win3-6-1f2e3d4c`); the game's extension is added by whoever writes it.
    pub fn file_stem(&self, detail: &str, key: &str) -> String {
        let kind = match self.kind {
            Kind::WinIn(n) => format!("win{n}"),
            Kind::BestMove => "best".to_string(),
        };
        // FNV-1a: stable from build to build, unlike std's hasher.
        let mut h: u32 = 0x811c_9dc5;
        for b in key.bytes() {
            h = (h ^ b as u32).wrapping_mul(0x0100_0193);
        }
        format!("{kind}-{detail}-{h:08x}")
    }
}

/// Proves a puzzle again, whatever its game (see each game's `check`); a dice game's
/// with the playouts' confirmation too when `playouts` asks for it (10,000 playouts of
/// every move: seconds a puzzle). Says what is wrong otherwise.
pub fn check(puzzle: &Puzzle, playouts: bool) -> Result<(), Said> {
    match puzzle.game {
        GameId::Unlur => unlur::check(puzzle),
        GameId::RoyalUr => ur::check(puzzle, playouts),
        GameId::Uckers => uckers::check(puzzle, playouts),
    }
}

/// The puzzle that game `index` of the self-play of `seed` gives, if any, with its
/// file's name (see each game's `from_game`).
pub fn from_game(game: GameId, seed: u64, index: u64) -> Result<Option<(Puzzle, String)>, String> {
    match game {
        GameId::Unlur => unlur::from_game(seed, index),
        GameId::RoyalUr => ur::from_game(seed, index),
        GameId::Uckers => uckers::from_game(seed, index),
    }
}

/// The levels the puzzles' games are played at, each seat drawn from them (all levels,
/// so that some puzzles are natural mistakes).
const LEVELS: [&str; 3] = ["ai:beginner", "ai:easy", "ai:strong"];

/// The random numbers of game `index` of the puzzles of `seed`.
fn game_rng(seed: u64, index: u64) -> crate::ai::Rng64 {
    crate::ai::Rng64::new(seed ^ index.wrapping_add(1).wrapping_mul(0x9E37_79B9_7F4A_7C15))
}

/// Two seats' levels, drawn.
fn seats(rng: &mut crate::ai::Rng64) -> [&'static str; 2] {
    [
        LEVELS[rng.below(LEVELS.len())],
        LEVELS[rng.below(LEVELS.len())],
    ]
}

/// A game's record with the command that made its puzzle (`Source`) after its headers.
fn with_source(record: &str, source: &str) -> String {
    record.replacen(
        "\n\n",
        &format!(
            "\n[Source \"{}\"]\n\n",
            crate::rules::record::clean_value(source)
        ),
        1,
    )
}

/// A puzzle shipped with the app: its file's name and text.
#[derive(Clone, Copy, Debug)]
pub struct Shipped {
    /// Its game.
    pub game: GameId,
    /// Its file's name (`win3-6-1f2e3d4c.unlur`).
    pub name: &'static str,
    /// The file.
    pub text: &'static str,
}

// `SHIPPED: &[(&str, &str, &str)]`, (game's file word, file name, text): made by
// build.rs from `core/assets/puzzles/*/`.
include!(concat!(env!("OUT_DIR"), "/puzzles.rs"));

/// The puzzles shipped for `game`, in their files' order.
pub fn shipped(game: GameId) -> Vec<Shipped> {
    SHIPPED
        .iter()
        .filter(|(word, _, _)| *word == game.file_word())
        .map(|&(_, name, text)| Shipped { game, name, text })
        .collect()
}

#[cfg(test)]
mod dice_tests;
#[cfg(test)]
mod tests;
