//! The state of a game between two actions, the legal plays of a roll, and their
//! effects. Declarations (attacks on blobs, suckback, blowback) are in `declare`.

mod declare;
mod plays;

use super::board::{Colour, HOME, PIECES, Partnership, Square, TRACK_LEN, TUBE_END};
use super::types::{Dice, Move, Options, PieceId, Play, Played, RuleError};

const BASE: u8 = u8::MAX;

/// Pieces per colour on each track square.
struct Cells([[u8; 4]; TRACK_LEN as usize]);

impl Cells {
    fn colours(&self, t: u8) -> impl Iterator<Item = (Colour, u8)> + '_ {
        Colour::ALL
            .into_iter()
            .map(move |c| (c, self.0[t as usize][c.index()]))
            .filter(|&(_, n)| n > 0)
    }

    /// The size of the blob on `t` if it is an opponent's of `team`.
    fn opponent_blob(&self, t: u8, team: Partnership) -> Option<u8> {
        let mut present = self.colours(t);
        match (present.next(), present.next()) {
            (Some((c, n)), None) if n >= 2 && c.partnership() != team => Some(n),
            _ => None,
        }
    }

    fn mixed(&self, t: u8) -> bool {
        self.colours(t).count() > 1
    }

    fn single_colour_count(&self, t: u8) -> Option<u8> {
        let mut present = self.colours(t);
        match (present.next(), present.next()) {
            (Some((_, n)), None) => Some(n),
            _ => None,
        }
    }
}

/// The position between two actions.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Position {
    options: Options,
    /// Each piece's step (`BASE` in base).
    steps: [[u8; 4]; 4],
    /// The order of arrival on a square (layered stacks: the latest is on top).
    stamps: [[u32; 4]; 4],
    /// The turn in which each piece last arrived on its square (suckback).
    landed: [[u32; 4]; 4],
    clock: u32,
    /// Colour turns begun so far, minus one.
    turn: u32,
    to_move: Colour,
    /// Rolls made by each colour (attack throws are not rolls), saturating.
    pub(super) rolls: [u8; 4],
    snake_opened: [bool; 4],
    pub(super) took_over: [bool; 4],
    /// One bit per piece moved during the current turn.
    moved: u16,
    winner: Option<Partnership>,
}

impl Position {
    /// The start: every piece in base, `first` to roll.
    pub fn new(first: Colour, options: Options) -> Position {
        Position {
            options,
            steps: [[BASE; 4]; 4],
            stamps: [[0; 4]; 4],
            landed: [[0; 4]; 4],
            clock: 0,
            turn: 0,
            to_move: first,
            rolls: [0; 4],
            snake_opened: [false; 4],
            took_over: [false; 4],
            moved: 0,
            winner: None,
        }
    }

    /// A position set up by hand (rule screens, tests): `to_move` to roll, each listed
    /// piece on its step (`None`: base), the others in base, every colour past its
    /// opening rolls. It need not be reachable in a game.
    pub fn setup(to_move: Colour, options: Options, pieces: &[(PieceId, Option<u8>)]) -> Position {
        let mut position = Position::new(to_move, options);
        position.rolls = [2; 4];
        for &(p, step) in pieces {
            position.put(p, step.map(|s| s.min(HOME)));
        }
        position.landed = [[0; 4]; 4];
        position
    }

    /// Whether two positions are the same for everything the rules look at from now on
    /// (the order of arrival only counts with layered blobs, the landing turns only
    /// with suckback).
    pub fn same_for_play(&self, other: &Position) -> bool {
        self.pieces_alike() == other.pieces_alike()
            && self.to_move == other.to_move
            && self.rolls.map(|r| r.min(2)) == other.rolls.map(|r| r.min(2))
            && self.snake_opened == other.snake_opened
            && self.took_over == other.took_over
            && self.winner == other.winner
            && self.options == other.options
    }

    /// Each colour's pieces as the rules tell them apart from now on, in a fixed order:
    /// a colour's pieces are alike, so which of two stands where does not count (two
    /// pieces from one square to two others, in either order, end alike). With each,
    /// what of its past still counts: its order of arrival with layered blobs, its
    /// landing turn with suckback, whether it moved this turn.
    fn pieces_alike(&self) -> [[(u8, u32, u32, bool); 4]; 4] {
        std::array::from_fn(|c| {
            let mut pieces: [(u8, u32, u32, bool); 4] = std::array::from_fn(|i| {
                (
                    self.steps[c][i],
                    if self.options.layered_blobs {
                        self.stamps[c][i]
                    } else {
                        0
                    },
                    if self.options.suckback {
                        self.landed[c][i]
                    } else {
                        0
                    },
                    self.moved & (1 << (c * 4 + i)) != 0,
                )
            });
            pieces.sort_unstable();
            pieces
        })
    }

    /// The options in play.
    pub fn options(&self) -> Options {
        self.options
    }

    /// The colour to roll (or declare).
    pub fn to_move(&self) -> Colour {
        self.to_move
    }

    /// The partnership that has won, once the game is over.
    pub fn winner(&self) -> Option<Partnership> {
        self.winner
    }

    /// A piece's step (`None`: in base).
    pub fn step(&self, p: PieceId) -> Option<u8> {
        let s = self.steps[p.colour.index()][p.index as usize];
        (s != BASE).then_some(s)
    }

    /// The square a piece stands on.
    pub fn square(&self, p: PieceId) -> Square {
        Square::of_step(p.colour, self.step(p))
    }

    /// The pieces on a square, bottom of the stack first.
    pub fn pieces_on(&self, square: Square) -> Vec<PieceId> {
        let mut on: Vec<PieceId> = PieceId::all()
            .filter(|&p| self.square(p) == square)
            .collect();
        on.sort_by_key(|&p| self.stamp(p));
        on
    }

    /// The track square a piece stands on, if it is on the track.
    pub fn track_square(&self, p: PieceId) -> Option<u8> {
        self.step(p)
            .filter(|&s| s <= TUBE_END)
            .map(|s| p.colour.track_square(s))
    }

    fn stamp(&self, p: PieceId) -> u32 {
        self.stamps[p.colour.index()][p.index as usize]
    }

    /// The pieces of `colour` at home.
    pub fn home_count(&self, colour: Colour) -> usize {
        self.steps[colour.index()]
            .iter()
            .filter(|&&s| s == HOME)
            .count()
    }

    /// All four pieces of `colour` are home.
    pub fn finished(&self, colour: Colour) -> bool {
        self.home_count(colour) == PIECES as usize
    }

    /// Whether `colour`, all home, rolled its six and now moves its partner's pieces.
    pub fn took_over(&self, colour: Colour) -> bool {
        self.took_over[colour.index()]
    }

    /// The rolls `colour` has made (attack throws are not rolls), counted up to 255.
    pub fn rolls_made(&self, colour: Colour) -> u8 {
        self.rolls[colour.index()]
    }

    /// Colour turns begun before the current one.
    pub fn turn_number(&self) -> u32 {
        self.turn
    }

    /// Whether `p` has moved during the current turn.
    pub fn moved_this_turn(&self, p: PieceId) -> bool {
        self.moved & p.bit() != 0
    }

    /// The colour whose pieces the colour to move plays: its own, its partner's once it
    /// has taken over, or none while it is all home and waits for a six.
    pub fn moving_colour(&self) -> Option<Colour> {
        let c = self.to_move;
        if !self.finished(c) {
            Some(c)
        } else if self.took_over[c.index()] {
            Some(c.partner())
        } else {
            None
        }
    }

    /// How many pieces of each colour (by [`Colour::index`]) stand on each track square.
    pub fn track_counts(&self) -> [[u8; 4]; TRACK_LEN as usize] {
        let mut counts = [[0; 4]; TRACK_LEN as usize];
        for c in Colour::ALL {
            for &s in &self.steps[c.index()] {
                if s <= TUBE_END {
                    counts[c.track_square(s) as usize][c.index()] += 1;
                }
            }
        }
        counts
    }

    /// Puts `p` on step `to` of its path, sending back every opponent piece there.
    fn apply_move(&mut self, m: Move, mut log: Option<&mut Played>) {
        let p = m.piece;
        if m.to <= TUBE_END {
            let t = p.colour.track_square(m.to);
            let team = p.colour.partnership();
            for q in PieceId::all() {
                if q.colour.partnership() != team && self.track_square(q) == Some(t) {
                    self.steps[q.colour.index()][q.index as usize] = BASE;
                    if let Some(log) = log.as_deref_mut() {
                        log.captured.push((q, Square::Track(t)));
                    }
                }
            }
        }
        self.put(p, Some(m.to));
        self.moved |= p.bit();
        if let Some(log) = log {
            log.moves.push(m);
        }
    }

    fn put(&mut self, p: PieceId, step: Option<u8>) {
        let (c, i) = (p.colour.index(), p.index as usize);
        self.steps[c][i] = step.unwrap_or(BASE);
        self.clock += 1;
        self.stamps[c][i] = self.clock;
        self.landed[c][i] = self.turn;
    }

    /// Plays a roll: `dice` and the play chosen among its legal plays, or refuses it
    /// and changes nothing.
    pub fn play_roll(&mut self, dice: Dice, play: Play) -> Result<Played, RuleError> {
        if self.winner.is_some() {
            return Err(RuleError::GameOver);
        }
        if !dice.is_valid() {
            return Err(RuleError::BadDice(dice.0, dice.1));
        }
        if !self.legal_plays(dice).contains(&play) {
            return Err(RuleError::IllegalPlay(dice));
        }
        Ok(self.roll_logged(dice, play, true))
    }

    /// Plays a roll whose play was taken from [`Position::legal_plays`] for these very
    /// dice, without checking it again or logging it: for the search, which generates the
    /// legal plays once per roll, and for replaying actions already checked.
    pub fn play_legal_roll(&mut self, dice: Dice, play: Play) {
        debug_assert!(
            self.legal_plays(dice).contains(&play),
            "{play:?} with {dice:?}"
        );
        self.roll_logged(dice, play, false);
    }

    fn roll_logged(&mut self, dice: Dice, play: Play, log: bool) -> Played {
        let mut played = Played::default();
        let c = self.to_move;
        let waiting_for_six = self.moving_colour().is_none();
        {
            let log = log.then_some(&mut played);
            match play {
                Play::Pass => {}
                Play::SnakeEyes => self.snake_eyes(log),
                Play::One(m) => self.apply_move(m, log),
                Play::Two(m1, m2) => {
                    let mut log = log;
                    self.apply_move(m1, log.as_deref_mut());
                    self.apply_move(m2, log);
                }
                Play::Blob { pieces, from, to } => {
                    let mut log = log;
                    for piece in pieces {
                        self.apply_move(
                            Move {
                                piece,
                                from: Some(from),
                                to,
                            },
                            log.as_deref_mut(),
                        );
                    }
                }
            }
        }
        if waiting_for_six && dice.has_six() {
            self.took_over[c.index()] = true;
            played.took_over = true;
        }
        self.rolls[c.index()] = self.rolls[c.index()].saturating_add(1);
        played.extra_roll = dice.has_six() && !waiting_for_six;
        self.settle(played.extra_roll, &mut played);
        played
    }

    fn snake_eyes(&mut self, mut log: Option<&mut Played>) {
        let c = self.to_move;
        let colours: &[Colour] = if self.options.wafu_snake_eyes {
            &[c]
        } else {
            &[c, c.partner()]
        };
        if self.rolls[c.index()] == 0 {
            self.snake_opened[c.index()] = true;
            for &colour in colours {
                let cells = self.cells();
                if cells
                    .opponent_blob(colour.doorstep(), colour.partnership())
                    .is_some()
                {
                    continue;
                }
                for index in 0..PIECES {
                    let piece = PieceId { colour, index };
                    if self.step(piece).is_none() {
                        self.apply_move(
                            Move {
                                piece,
                                from: None,
                                to: 0,
                            },
                            log.as_deref_mut(),
                        );
                    }
                }
            }
        } else {
            // The reversal: both colours' pieces on the track go back to base.
            for colour in [c, c.partner()] {
                for index in 0..PIECES {
                    let p = PieceId { colour, index };
                    if let Some(s) = self.step(p).filter(|&s| s <= TUBE_END) {
                        self.put(p, None);
                        if let Some(log) = log.as_deref_mut() {
                            log.captured
                                .push((p, Square::Track(colour.track_square(s))));
                        }
                    }
                }
            }
        }
    }

    /// Checks for a winner, then passes the turn on unless the colour rolls again.
    fn settle(&mut self, again: bool, played: &mut Played) {
        for team in [Partnership::YellowGreen, Partnership::RedBlue] {
            if team.colours().iter().all(|&c| self.finished(c)) {
                self.winner = Some(team);
                played.winner = Some(team);
                return;
            }
        }
        if !again {
            self.to_move = self.to_move.next();
            self.turn += 1;
            self.moved = 0;
        }
    }
}
