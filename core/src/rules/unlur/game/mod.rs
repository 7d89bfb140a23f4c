//! The state of a game of Unlur: contract phase, play phase, incremental win detection.

use std::sync::Arc;

mod groups;
mod legal;

use super::board::{Board, Cell, Side, SideMask};
pub use crate::rules::Player;

/// The colour of a stone.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Colour {
    /// Black: every stone of the contract, and the passer's stones afterwards. Goal: a Y.
    Black,
    /// White: the stones of the player who did not pass. Goal: a Line.
    White,
}

impl Colour {
    /// The other colour.
    pub const fn other(self) -> Colour {
        match self {
            Colour::Black => Colour::White,
            Colour::White => Colour::Black,
        }
    }

    /// `black` or `white`.
    pub const fn name(self) -> &'static str {
        match self {
            Colour::Black => "black",
            Colour::White => "white",
        }
    }

    /// This colour's goal.
    pub const fn goal(self) -> Goal {
        match self {
            Colour::Black => Goal::Y,
            Colour::White => Goal::Line,
        }
    }
}

/// A connection goal.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Goal {
    /// A group touching two opposite sides: White's goal.
    Line,
    /// A group touching three pairwise non-adjacent sides: Black's goal.
    Y,
}

impl Goal {
    /// Whether a group touching `sides` makes this goal.
    pub fn made_by(self, sides: SideMask) -> bool {
        match self {
            Goal::Line => sides.is_line(),
            Goal::Y => sides.is_y(),
        }
    }

    /// `Line` or `Y`.
    pub const fn name(self) -> &'static str {
        match self {
            Goal::Line => "Line",
            Goal::Y => "Y",
        }
    }
}

/// The two phases of a game, and its end.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Phase {
    /// Colours are not assigned: players place black stones on interior cells or pass.
    Contract,
    /// Each player places stones of their own colour; no passing.
    Play,
    /// The game has a winner.
    Over,
}

/// A move, as the notation writes it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Move {
    /// Place a stone (black during the contract, the mover's colour afterwards).
    Place(Cell),
    /// Pass: only during the contract, and it ends it.
    Pass,
    /// Resign: only once colours are assigned (see `docs/decisions.md`).
    Resign,
}

/// Why the game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum WinReason {
    /// The winner's last stone made the winner's own goal (perhaps the opponent's too).
    OwnGoal(Goal),
    /// The loser's last stone made the winner's goal and not the loser's own.
    OpponentMadeGoal(Goal),
    /// The loser resigned.
    Resignation,
}

/// The end of a game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Outcome {
    /// Who won.
    pub winner: Player,
    /// The winner's colour.
    pub colour: Colour,
    /// Why.
    pub reason: WinReason,
    /// The stone that ended the game (`None` for a resignation); its group is the
    /// winning group (see [`Game::winning_group`]).
    pub last_stone: Option<Cell>,
}

/// What a legal move did, for the view.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Played {
    /// The move.
    pub mv: Move,
    /// Who played it.
    pub player: Player,
    /// The colour of the stone placed, if any.
    pub colour: Option<Colour>,
    /// Set when this move was the pass that ended the contract: who plays Black.
    pub contract_ended: Option<Player>,
    /// Set when this move ended the game.
    pub outcome: Option<Outcome>,
}

/// Why a move is refused. Nothing changes when a move is refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RuleError {
    /// The game already has a winner.
    GameOver,
    /// The cell already holds a stone.
    Occupied(String),
    /// An edge cell during the contract.
    EdgeDuringContract(String),
    /// A pass after the contract.
    PassAfterContract,
    /// A resignation during the contract.
    ResignDuringContract,
    /// A cell index that is not on this board.
    NoSuchCell(u16),
    /// The board filled without a result, which the rules say cannot happen.
    FullBoardWithoutResult,
}

impl crate::i18n::Says for RuleError {
    fn said(&self) -> crate::i18n::Said {
        use crate::i18n::Said;
        match self {
            RuleError::GameOver => Said::new("unlur.error.over"),
            RuleError::Occupied(cell) => Said::new("unlur.error.occupied").with("cell", cell),
            RuleError::EdgeDuringContract(cell) => Said::new("unlur.error.edge").with("cell", cell),
            RuleError::PassAfterContract => Said::new("unlur.error.pass"),
            RuleError::ResignDuringContract => Said::new("unlur.error.resign"),
            RuleError::NoSuchCell(n) => Said::new("unlur.error.no_cell").with("n", n),
            RuleError::FullBoardWithoutResult => Said::new("unlur.error.full"),
        }
    }
}

crate::said_in_english!(RuleError);

const NO_STONE: u8 = 0;
const BLACK: u8 = 1;
const WHITE: u8 = 2;

/// A game of Unlur in progress: the board, whose turn it is, the history.
///
/// Connectivity is kept in a union-find whose roots know which sides their group
/// touches, so each placement costs a few unions, not a scan of the board.
#[derive(Clone, Debug)]
pub struct Game {
    board: Arc<Board>,
    stones: Vec<u8>,
    parent: Vec<u16>,
    sides: Vec<SideMask>,
    size: Vec<u16>,
    first: Player,
    to_move: Player,
    phase: Phase,
    black_player: Option<Player>,
    empty_interior: usize,
    empty: usize,
    history: Vec<Move>,
    outcome: Option<Outcome>,
}

impl Game {
    /// A new game on `board` in which `first` makes the first move.
    pub fn new(board: Arc<Board>, first: Player) -> Game {
        let n = board.cell_count();
        let sides = board.cells().map(|c| board.sides_of(c)).collect();
        Game {
            stones: vec![NO_STONE; n],
            parent: (0..n as u16).collect(),
            sides,
            size: vec![1; n],
            first,
            to_move: first,
            phase: Phase::Contract,
            black_player: None,
            empty_interior: board.interior_count(),
            empty: n,
            history: Vec::new(),
            outcome: None,
            board,
        }
    }

    /// A new game of side `side` (3 to 12), or `None` if out of range.
    pub fn with_side(side: usize, first: Player) -> Option<Game> {
        Board::new(side).map(|b| Game::new(b, first))
    }

    /// The board's geometry.
    pub fn board(&self) -> &Arc<Board> {
        &self.board
    }

    /// Who made (or makes) the first move.
    pub fn first_player(&self) -> Player {
        self.first
    }

    /// Whose turn it is (after the end: who would have moved next).
    pub fn to_move(&self) -> Player {
        self.to_move
    }

    /// The current phase.
    pub fn phase(&self) -> Phase {
        self.phase
    }

    /// The player who plays Black, once the contract is over.
    pub fn black_player(&self) -> Option<Player> {
        self.black_player
    }

    /// The colour of `player`, once the contract is over.
    pub fn colour_of(&self, player: Player) -> Option<Colour> {
        self.black_player.map(|b| {
            if b == player {
                Colour::Black
            } else {
                Colour::White
            }
        })
    }

    /// The player of `colour`, once the contract is over.
    pub fn player_of(&self, colour: Colour) -> Option<Player> {
        self.black_player.map(|b| match colour {
            Colour::Black => b,
            Colour::White => b.other(),
        })
    }

    /// The stone on a cell, if any.
    pub fn stone(&self, cell: Cell) -> Option<Colour> {
        match self.stones.get(cell.index()).copied() {
            Some(BLACK) => Some(Colour::Black),
            Some(WHITE) => Some(Colour::White),
            _ => None,
        }
    }

    /// The moves played so far.
    pub fn history(&self) -> &[Move] {
        &self.history
    }

    /// The end of the game, once it has one.
    pub fn outcome(&self) -> Option<Outcome> {
        self.outcome
    }

    /// Plays `mv` for the player to move. On error nothing changes.
    pub fn play(&mut self, mv: Move) -> Result<Played, RuleError> {
        self.check(mv)?;
        let player = self.to_move;
        let mut played = Played {
            mv,
            player,
            colour: None,
            contract_ended: None,
            outcome: None,
        };
        match mv {
            Move::Pass => {
                self.black_player = Some(player);
                self.phase = Phase::Play;
                played.contract_ended = Some(player);
            }
            Move::Resign => {
                let winner = player.other();
                let outcome = Outcome {
                    winner,
                    colour: self.colour_of(winner).unwrap_or(Colour::White),
                    reason: WinReason::Resignation,
                    last_stone: None,
                };
                self.finish(outcome);
                played.outcome = Some(outcome);
            }
            Move::Place(cell) => {
                let colour = match self.phase {
                    Phase::Contract => Colour::Black,
                    _ => self.colour_of(player).unwrap_or(Colour::Black),
                };
                let group_sides = self.place(cell, colour);
                played.colour = Some(colour);
                if self.phase == Phase::Play {
                    let winner = if colour.goal().made_by(group_sides) {
                        Some((player, WinReason::OwnGoal(colour.goal())))
                    } else if colour.other().goal().made_by(group_sides) {
                        Some((
                            player.other(),
                            WinReason::OpponentMadeGoal(colour.other().goal()),
                        ))
                    } else {
                        None
                    };
                    if let Some((winner, reason)) = winner {
                        let outcome = Outcome {
                            winner,
                            colour: self.colour_of(winner).unwrap_or(colour),
                            reason,
                            last_stone: Some(cell),
                        };
                        self.finish(outcome);
                        played.outcome = Some(outcome);
                    } else if self.empty == 0 {
                        // Impossible by the rules' theorem; undo and report, never loop.
                        self.history.push(mv);
                        self.undo();
                        return Err(RuleError::FullBoardWithoutResult);
                    }
                }
            }
        }
        self.history.push(mv);
        self.to_move = self.to_move.other();
        Ok(played)
    }

    fn finish(&mut self, outcome: Outcome) {
        self.outcome = Some(outcome);
        self.phase = Phase::Over;
    }

    /// Takes back the last move (a pass included). Returns it, or `None` at the start.
    pub fn undo(&mut self) -> Option<Move> {
        let mut moves = std::mem::take(&mut self.history);
        let last = moves.pop()?;
        let mut fresh = Game::new(Arc::clone(&self.board), self.first);
        for mv in moves {
            // Each of these moves was legal when it was played, so replaying cannot fail.
            if fresh.play(mv).is_err() {
                break;
            }
        }
        *self = fresh;
        Some(last)
    }
}
