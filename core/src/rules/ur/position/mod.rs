//! The state of the pieces and the rules of one turn.

use super::board::{ARRIVAL, Square, path_index, path_square};
use crate::rules::Player;

mod apply;
mod moves;

/// Pieces per player.
pub const PIECES: u8 = 7;

/// One piece: its owner and its number (1–7, the order in which pieces enter).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct PieceId {
    /// Whose piece it is.
    pub owner: Player,
    /// 1 to 7.
    pub number: u8,
}

impl PieceId {
    /// A dense index 0..14 for tables: player 1's pieces first.
    pub fn slot(self) -> usize {
        self.owner.index() * PIECES as usize + (self.number - 1) as usize
    }

    /// The piece at a dense index (see [`PieceId::slot`]).
    pub fn from_slot(slot: usize) -> PieceId {
        let owner = if slot < PIECES as usize {
            Player::One
        } else {
            Player::Two
        };
        PieceId {
            owner,
            number: (slot % PIECES as usize) as u8 + 1,
        }
    }
}

/// Where a piece is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Place {
    /// In its owner's waiting stack `D`, off the board.
    Waiting,
    /// On a square: free, or carried there by its captor.
    On(Square),
    /// Out of the game.
    Removed,
}

/// A piece's rank.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Rank {
    /// Moves forward only, toward `A`.
    Soldier,
    /// Has ended a move on `A`: moves forward or backward, bouncing on `A`.
    Officer,
}

/// A piece's state.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Piece {
    /// Where it is.
    pub place: Place,
    /// Soldier or officer.
    pub rank: Rank,
    /// The piece holding it prisoner, if any.
    pub holder: Option<PieceId>,
}

/// The direction of a move along the mover's path.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Dir {
    /// Toward `A` (entering from `D` too).
    Forward,
    /// Away from `A`: officers only.
    Backward,
}

/// A move: which of the mover's pieces, in which direction.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Move {
    /// The piece's number, 1–7.
    pub number: u8,
    /// The direction.
    pub dir: Dir,
}

/// A turn: the roll, and the move played with it (`None` when the turn passes).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Turn {
    /// 1 to 6.
    pub roll: u8,
    /// The move, or `None` for a pass (a 6, or no legal move).
    pub mv: Option<Move>,
}

/// What a turn did, for the view and the notation.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Played {
    /// Who played.
    pub player: Player,
    /// The turn.
    pub turn: Turn,
    /// The piece moved (`None` for a pass).
    pub piece: Option<PieceId>,
    /// The path index it left (0 for `D`) and the one it ended on.
    pub from_to: Option<(u8, u8)>,
    /// Every square it entered, in order (a bounce visits `A` then comes back).
    pub path: Vec<Square>,
    /// Its prisoners, which travelled with it.
    pub carried: Vec<PieceId>,
    /// Pieces it captured on landing (each with whatever it holds).
    pub captured: Vec<PieceId>,
    /// Pieces left free on the square it left (what its prisoners held).
    pub released: Vec<PieceId>,
    /// Pieces removed from the game on `A`.
    pub removed: Vec<PieceId>,
    /// Whether the piece became an officer.
    pub promoted: bool,
    /// Set when the turn won the game.
    pub winner: Option<Player>,
}

impl Played {
    /// Whether the piece bounced on `A`: it reached `A` with steps to spare and came
    /// back (it entered `A` and did not stop there).
    pub fn bounced(&self) -> bool {
        let a = crate::rules::ur::path_square(self.player, crate::rules::ur::ARRIVAL);
        self.path
            .split_last()
            .is_some_and(|(last, before)| *last != a && before.contains(&a))
    }
}

/// One player's pieces by where they are, for the HUD.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Counts {
    /// At `D`.
    pub waiting: u8,
    /// On the board and free.
    pub free: u8,
    /// Held prisoner by the opponent.
    pub prisoners: u8,
    /// Out of the game.
    pub removed: u8,
}

/// Why a turn is refused. Nothing changes when a turn is refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RuleError {
    /// The game already has a winner.
    GameOver,
    /// A roll that a die cannot give.
    BadRoll(u8),
    /// A move with a 6.
    SixPasses,
    /// A pass although a move is legal.
    MustMove(u8),
    /// A piece number outside 1–7.
    NoSuchPiece(u8),
    /// A prisoner cannot move.
    Prisoner(u8),
    /// A removed piece cannot move.
    Removed(u8),
    /// Pieces enter from `D` lowest number first.
    NotNextToEnter {
        /// The piece named.
        number: u8,
        /// The piece that enters next.
        next: u8,
    },
    /// Entering is a forward move.
    BackwardFromD(u8),
    /// Soldiers move forward only.
    SoldierBackward(u8),
    /// A soldier may not go past `A`.
    PastArrival {
        /// The piece.
        number: u8,
        /// Its path index.
        from: u8,
        /// The roll.
        roll: u8,
    },
    /// An officer may not move backward past square 1.
    BeforeStart {
        /// The piece.
        number: u8,
        /// Its path index.
        from: u8,
        /// The roll.
        roll: u8,
    },
}

impl crate::i18n::Says for RuleError {
    fn said(&self) -> crate::i18n::Said {
        use crate::i18n::Said;
        match *self {
            RuleError::GameOver => Said::new("ur.error.over"),
            RuleError::BadRoll(n) => Said::new("ur.error.bad_roll").with("n", n),
            RuleError::SixPasses => Said::new("ur.error.six"),
            RuleError::MustMove(n) => Said::new("ur.error.must_move").with("n", n),
            RuleError::NoSuchPiece(n) => Said::new("ur.error.no_piece").with("n", n),
            RuleError::Prisoner(n) => Said::new("ur.error.prisoner").with("n", n),
            RuleError::Removed(n) => Said::new("ur.error.removed").with("n", n),
            RuleError::NotNextToEnter { number, next } => Said::new("ur.error.not_next")
                .with("number", number)
                .with("next", next),
            RuleError::BackwardFromD(n) => Said::new("ur.error.backward_d").with("n", n),
            RuleError::SoldierBackward(n) => Said::new("ur.error.soldier_back").with("n", n),
            RuleError::PastArrival { number, from, roll } => Said::new("ur.error.past_a")
                .with("number", number)
                .with("from", from)
                .with("roll", roll),
            RuleError::BeforeStart { number, from, roll } => Said::new("ur.error.before_start")
                .with("number", number)
                .with("from", from)
                .with("roll", roll),
        }
    }
}

crate::said_in_english!(RuleError);

/// The pieces, whose turn it is, and the winner: everything the rules need, and small
/// enough to copy (the AI searches on copies).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Position {
    pieces: [Piece; 2 * PIECES as usize],
    to_move: Player,
    winner: Option<Player>,
}

impl Position {
    /// The start: every piece a soldier waiting at `D`, `first` to move.
    pub fn new(first: Player) -> Position {
        Position {
            pieces: [Piece {
                place: Place::Waiting,
                rank: Rank::Soldier,
                holder: None,
            }; 2 * PIECES as usize],
            to_move: first,
            winner: None,
        }
    }

    /// A position set up by hand (for tests, rules screens and puzzles): every piece
    /// not listed waits at `D` as a soldier. The layout is not checked against the
    /// rules: a prisoner should stand on its holder's square, and so on.
    pub fn setup(to_move: Player, pieces: &[(PieceId, Piece)]) -> Position {
        let mut position = Position::new(to_move);
        for &(id, piece) in pieces {
            position.pieces[id.slot()] = piece;
        }
        position
    }

    /// Whose turn it is.
    pub fn to_move(&self) -> Player {
        self.to_move
    }

    /// The winner, once every piece of the other player has been removed.
    pub fn winner(&self) -> Option<Player> {
        self.winner
    }

    /// A piece's state.
    pub fn piece(&self, id: PieceId) -> Piece {
        self.pieces[id.slot()]
    }

    /// Every piece with its state.
    pub fn pieces(&self) -> impl Iterator<Item = (PieceId, Piece)> + '_ {
        self.pieces
            .iter()
            .enumerate()
            .map(|(i, p)| (PieceId::from_slot(i), *p))
    }

    /// The pieces `id` holds prisoner (not what they hold in turn).
    pub fn prisoners_of(&self, id: PieceId) -> impl Iterator<Item = PieceId> + '_ {
        self.pieces()
            .filter(move |(_, p)| p.holder == Some(id))
            .map(|(i, _)| i)
    }

    /// Whether moving `a` or `b` is the same move: both free where they stand, of one
    /// rank, and neither holding a prisoner (so a person need not choose between them).
    pub fn alike(&self, a: PieceId, b: PieceId) -> bool {
        let (pa, pb) = (self.piece(a), self.piece(b));
        a.owner == b.owner
            && pa.place == pb.place
            && pa.rank == pb.rank
            && pa.holder.is_none()
            && pb.holder.is_none()
            && self.prisoners_of(a).next().is_none()
            && self.prisoners_of(b).next().is_none()
    }

    /// Whether the player to move's moves `a` and `b` with `roll` are one choice: legal,
    /// from and to the same squares, by pieces that are [`alike`](Self::alike).
    pub fn same_move(&self, a: Move, b: Move, roll: u8) -> bool {
        let id = |mv: Move| PieceId {
            owner: self.to_move,
            number: mv.number,
        };
        let target = self.target(a, roll);
        target.is_ok() && target == self.target(b, roll) && self.alike(id(a), id(b))
    }

    /// The free piece that carries `id` (itself when it is free): a prisoner rides on
    /// its holder, who may be a prisoner in turn.
    pub fn carrier(&self, id: PieceId) -> PieceId {
        let mut at = id;
        while let Some(h) = self.piece(at).holder {
            at = h;
        }
        at
    }

    /// The path index of a free piece on the board (0 at `D`), `None` for prisoners and
    /// removed pieces. Free pieces are always on their own path.
    pub fn path_pos(&self, id: PieceId) -> Option<u8> {
        let p = self.piece(id);
        match (p.place, p.holder) {
            (Place::Waiting, _) => Some(0),
            (Place::On(sq), None) => path_index(id.owner, sq),
            _ => None,
        }
    }

    /// The lowest-numbered piece of `player` waiting at `D`.
    pub fn next_to_enter(&self, player: Player) -> Option<u8> {
        (1..=PIECES).find(|&n| {
            self.piece(PieceId {
                owner: player,
                number: n,
            })
            .place
                == Place::Waiting
        })
    }

    /// `player`'s pieces by where they are.
    pub fn counts(&self, player: Player) -> Counts {
        let mut c = Counts::default();
        for (id, p) in self.pieces() {
            if id.owner != player {
                continue;
            }
            match (p.place, p.holder) {
                (Place::Waiting, _) => c.waiting += 1,
                (Place::Removed, _) => c.removed += 1,
                (Place::On(_), None) => c.free += 1,
                (Place::On(_), Some(_)) => c.prisoners += 1,
            }
        }
        c
    }
}
