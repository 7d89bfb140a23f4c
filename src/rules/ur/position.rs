//! The state of the pieces and the rules of one turn.

use super::board::{ARRIVAL, Square, path_index, path_square};
use crate::rules::Player;

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
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum RuleError {
    /// The game already has a winner.
    #[error("the game is over")]
    GameOver,
    /// A roll that a die cannot give.
    #[error("{0} is not a roll of the die (1 to 6)")]
    BadRoll(u8),
    /// A move with a 6.
    #[error("a 6 passes the turn: no piece moves")]
    SixPasses,
    /// A pass although a move is legal.
    #[error("a move is possible with a {0}, so the turn cannot pass")]
    MustMove(u8),
    /// A piece number outside 1–7.
    #[error("there is no piece {0} (pieces are numbered 1 to 7)")]
    NoSuchPiece(u8),
    /// A prisoner cannot move.
    #[error("piece {0} is a prisoner and cannot move")]
    Prisoner(u8),
    /// A removed piece cannot move.
    #[error("piece {0} has been removed from the game")]
    Removed(u8),
    /// Pieces enter from `D` lowest number first.
    #[error("piece {number} waits at D behind piece {next}, which enters first")]
    NotNextToEnter {
        /// The piece named.
        number: u8,
        /// The piece that enters next.
        next: u8,
    },
    /// Entering is a forward move.
    #[error("piece {0} waits at D: it can only enter, moving forward")]
    BackwardFromD(u8),
    /// Soldiers move forward only.
    #[error("piece {0} is a soldier: soldiers only move forward")]
    SoldierBackward(u8),
    /// A soldier may not go past `A`.
    #[error("soldier {number} on square {from} cannot move {roll}: it would go past A (square 14)")]
    PastArrival {
        /// The piece.
        number: u8,
        /// Its path index.
        from: u8,
        /// The roll.
        roll: u8,
    },
    /// An officer may not move backward past square 1.
    #[error("officer {number} on square {from} cannot move back {roll}: it would go past square 1")]
    BeforeStart {
        /// The piece.
        number: u8,
        /// Its path index.
        from: u8,
        /// The roll.
        roll: u8,
    },
}

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

    /// Where a move of the player to move would take its piece: (from, to) path
    /// indices, 0 standing for `D`. A bounce ends on 28 − from − roll.
    pub fn target(&self, mv: Move, roll: u8) -> Result<(u8, u8), RuleError> {
        if !(1..=6).contains(&roll) {
            return Err(RuleError::BadRoll(roll));
        }
        if roll == 6 {
            return Err(RuleError::SixPasses);
        }
        let n = mv.number;
        if !(1..=PIECES).contains(&n) {
            return Err(RuleError::NoSuchPiece(n));
        }
        let id = PieceId {
            owner: self.to_move,
            number: n,
        };
        let piece = self.piece(id);
        let from = match (piece.place, piece.holder) {
            (Place::Removed, _) => return Err(RuleError::Removed(n)),
            (_, Some(_)) => return Err(RuleError::Prisoner(n)),
            (Place::Waiting, None) => {
                let next = self.next_to_enter(self.to_move).unwrap_or(n);
                if next != n {
                    return Err(RuleError::NotNextToEnter { number: n, next });
                }
                if mv.dir == Dir::Backward {
                    return Err(RuleError::BackwardFromD(n));
                }
                return Ok((0, roll));
            }
            (Place::On(sq), None) => path_index(id.owner, sq).unwrap_or(ARRIVAL),
        };
        let to = match (piece.rank, mv.dir) {
            (Rank::Soldier, Dir::Backward) => return Err(RuleError::SoldierBackward(n)),
            (Rank::Soldier, Dir::Forward) if from + roll > ARRIVAL => {
                return Err(RuleError::PastArrival {
                    number: n,
                    from,
                    roll,
                });
            }
            (Rank::Officer, Dir::Backward) if from <= roll => {
                return Err(RuleError::BeforeStart {
                    number: n,
                    from,
                    roll,
                });
            }
            (Rank::Officer, Dir::Backward) => from - roll,
            (_, Dir::Forward) if from + roll > ARRIVAL => 2 * ARRIVAL - from - roll,
            (_, Dir::Forward) => from + roll,
        };
        Ok((from, to))
    }

    /// Appends the legal moves for `roll` to `out`: none for a 6. Pieces of one stack
    /// are listed each (they may differ in rank and prisoners); an officer on `A` is
    /// listed once, moving backward (both directions are the same move there).
    pub fn legal_moves(&self, roll: u8, out: &mut Vec<Move>) {
        self.each_legal_move(roll, |mv| {
            out.push(mv);
            true
        });
    }

    /// Whether any move is legal with `roll`.
    pub fn has_move(&self, roll: u8) -> bool {
        let mut any = false;
        self.each_legal_move(roll, |_| {
            any = true;
            false
        });
        any
    }

    /// Calls `visit` with each legal move for `roll`, in the order of
    /// [`Position::legal_moves`], until it returns `false`.
    fn each_legal_move(&self, roll: u8, mut visit: impl FnMut(Move) -> bool) {
        if self.winner.is_some() || !(1..=5).contains(&roll) {
            return;
        }
        let next = self.next_to_enter(self.to_move);
        for n in 1..=PIECES {
            let id = PieceId {
                owner: self.to_move,
                number: n,
            };
            let piece = self.piece(id);
            match (piece.place, piece.holder) {
                (Place::Waiting, None)
                    if next == Some(n)
                        && !visit(Move {
                            number: n,
                            dir: Dir::Forward,
                        }) =>
                {
                    return;
                }
                (Place::On(sq), None) => {
                    let at_arrival = path_index(id.owner, sq) == Some(ARRIVAL);
                    for dir in [Dir::Forward, Dir::Backward] {
                        if at_arrival && dir == Dir::Forward {
                            continue;
                        }
                        let mv = Move { number: n, dir };
                        if self.target(mv, roll).is_ok() && !visit(mv) {
                            return;
                        }
                    }
                }
                _ => {}
            }
        }
    }

    /// Plays a turn, or refuses it and changes nothing.
    pub fn apply(&mut self, turn: Turn) -> Result<(), RuleError> {
        if self.winner.is_some() {
            return Err(RuleError::GameOver);
        }
        let Some(mv) = turn.mv else {
            if !(1..=6).contains(&turn.roll) {
                return Err(RuleError::BadRoll(turn.roll));
            }
            if self.has_move(turn.roll) {
                return Err(RuleError::MustMove(turn.roll));
            }
            self.to_move = self.to_move.other();
            return Ok(());
        };
        let (_, to) = self.target(mv, turn.roll)?;
        let player = self.to_move;
        let mover = PieceId {
            owner: player,
            number: mv.number,
        };
        let dest = path_square(player, to);
        // Leaving: the mover takes its own prisoners; what they hold stays, free.
        for i in 0..self.pieces.len() {
            if self.pieces[i].holder == Some(mover) {
                self.pieces[i].place = Place::On(dest);
                let prisoner = PieceId::from_slot(i);
                for held in self.pieces.iter_mut() {
                    if held.holder == Some(prisoner) {
                        held.holder = None;
                    }
                }
            }
        }
        self.pieces[mover.slot()].place = Place::On(dest);
        // Landing: every free opponent piece there becomes the mover's prisoner, with
        // whatever it holds (already on this square).
        for (i, p) in self.pieces.iter_mut().enumerate() {
            if PieceId::from_slot(i).owner != player
                && p.holder.is_none()
                && p.place == Place::On(dest)
            {
                p.holder = Some(mover);
            }
        }
        if to == ARRIVAL {
            self.arrive(mover);
        }
        let opponent = player.other();
        if self.counts(opponent).removed == PIECES {
            self.winner = Some(player);
        } else {
            self.to_move = opponent;
        }
        Ok(())
    }

    /// Ending a move exactly on `A`: a soldier becomes an officer, and its prisoners
    /// leave the game (anything they held is left free on `A`).
    fn arrive(&mut self, mover: PieceId) {
        self.pieces[mover.slot()].rank = Rank::Officer;
        for i in 0..self.pieces.len() {
            if self.pieces[i].holder == Some(mover) {
                self.pieces[i] = Piece {
                    place: Place::Removed,
                    holder: None,
                    ..self.pieces[i]
                };
                let removed = PieceId::from_slot(i);
                for held in self.pieces.iter_mut() {
                    if held.holder == Some(removed) {
                        held.holder = None;
                    }
                }
            }
        }
    }

    /// Plays a turn and says what it did (see [`Played`]).
    pub fn apply_logged(&mut self, turn: Turn) -> Result<Played, RuleError> {
        let before = *self;
        let player = self.to_move;
        let from_to = match turn.mv {
            Some(mv) => Some(self.target(mv, turn.roll)?),
            None => None,
        };
        self.apply(turn)?;
        let piece = turn.mv.map(|mv| PieceId {
            owner: player,
            number: mv.number,
        });
        let mut played = Played {
            player,
            turn,
            piece,
            from_to,
            path: Vec::new(),
            carried: Vec::new(),
            captured: Vec::new(),
            released: Vec::new(),
            removed: Vec::new(),
            promoted: false,
            winner: self.winner,
        };
        let (Some(mover), Some((from, to)), Some(mv)) = (piece, from_to, turn.mv) else {
            return Ok(played);
        };
        played.path = steps(from, turn.roll, mv.dir)
            .map(|p| path_square(player, p))
            .collect();
        debug_assert_eq!(played.path.last(), Some(&path_square(player, to)));
        played.promoted = before.piece(mover).rank != self.piece(mover).rank;
        for (id, now) in self.pieces() {
            let was = before.piece(id);
            if now.place == Place::Removed && was.place != Place::Removed {
                played.removed.push(id);
            } else if now.holder == Some(mover) && was.holder == Some(mover) {
                played.carried.push(id);
            } else if now.holder == Some(mover) {
                played.captured.push(id);
            } else if now.holder.is_none() && was.holder.is_some() {
                played.released.push(id);
            }
        }
        Ok(played)
    }
}

/// The path indices a move enters, in order: forward moves bounce on `A`.
pub fn steps(from: u8, roll: u8, dir: Dir) -> impl Iterator<Item = u8> {
    let mut at = from;
    let mut dir = dir;
    (0..roll).map(move |_| {
        if dir == Dir::Forward && at == ARRIVAL {
            dir = Dir::Backward;
        }
        match dir {
            Dir::Forward => at += 1,
            Dir::Backward => at -= 1,
        }
        at
    })
}
