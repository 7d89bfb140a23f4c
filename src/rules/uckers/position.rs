//! The state of a game between two actions, the legal plays of a roll, and their
//! effects. Declarations (attacks on blobs, suckback, blowback) are in `declare`.

mod declare;

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
        self.steps == other.steps
            && self.to_move == other.to_move
            && self.rolls.map(|r| r.min(2)) == other.rolls.map(|r| r.min(2))
            && self.snake_opened == other.snake_opened
            && self.took_over == other.took_over
            && self.moved == other.moved
            && self.winner == other.winner
            && self.options == other.options
            && (!self.options.layered_blobs || self.stamps == other.stamps)
            && (!self.options.suckback || self.landed == other.landed)
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

    fn cells(&self) -> Cells {
        Cells(self.track_counts())
    }

    /// Whether the rules let `p` leave its square now (before counting the dice).
    fn can_leave(&self, cells: &Cells, p: PieceId) -> bool {
        match self.step(p) {
            None => true,
            Some(HOME) => false,
            // A colour moving its partner's pieces leaves those in the tube.
            Some(s) if s > TUBE_END => p.colour == self.to_move,
            Some(s) => {
                let t = p.colour.track_square(s);
                if self.options.superblobs && cells.single_colour_count(t).is_some_and(|n| n >= 3) {
                    return false;
                }
                if self.options.layered_blobs && cells.mixed(t) {
                    let top = PieceId::all()
                        .filter(|&q| self.track_square(q) == Some(t))
                        .max_by_key(|&q| self.stamp(q));
                    return top == Some(p);
                }
                true
            }
        }
    }

    /// Whether the steps `from..=to` of `colour`'s path are free of opponent blobs.
    fn clear(&self, cells: &Cells, colour: Colour, from: u8, to: u8) -> bool {
        let team = colour.partnership();
        (from..=to.min(TUBE_END))
            .all(|k| cells.opponent_blob(colour.track_square(k), team).is_none())
    }

    /// Where `p` goes with one die `d`, if it can.
    fn target(&self, cells: &Cells, p: PieceId, d: u8) -> Option<u8> {
        match self.step(p) {
            None => (d == 6 && self.clear(cells, p.colour, 0, 0)).then_some(0),
            Some(s) => {
                let to = s + d;
                (to <= HOME && self.clear(cells, p.colour, s + 1, to)).then_some(to)
            }
        }
    }

    /// Where `p` goes moving the sum of both dice in one move, if it can (from base,
    /// one die must be a six; the other takes it on past its doorstep).
    fn sum_target(&self, cells: &Cells, p: PieceId, dice: Dice) -> Option<u8> {
        match self.step(p) {
            None if dice.has_six() => {
                let on = if dice.0 == 6 { dice.1 } else { dice.0 };
                self.clear(cells, p.colour, 0, on).then_some(on)
            }
            None => None,
            Some(_) => self.target(cells, p, dice.sum()),
        }
    }

    /// The pieces of `colour` that may leave their squares, one per square (identical
    /// pieces are one choice), leaving out `except`.
    fn movers(&self, cells: &Cells, colour: Colour, except: Option<PieceId>) -> Vec<PieceId> {
        let mut out: Vec<PieceId> = Vec::with_capacity(4);
        for index in 0..PIECES {
            let p = PieceId { colour, index };
            if Some(p) == except || !self.can_leave(cells, p) {
                continue;
            }
            if !out.iter().any(|&q| self.step(q) == self.step(p)) {
                out.push(p);
            }
        }
        out
    }

    /// Every legal play of `dice` for the colour to move (at least one: `Pass` when
    /// nothing can be played). Empty only when the game is over or the dice are invalid.
    pub fn legal_plays(&self, dice: Dice) -> Vec<Play> {
        match self.lifted() {
            Some(lifted) => lifted.plays_now(dice),
            None => self.plays_now(dice),
        }
    }

    /// Whether the superblob rule is lifted because it freezes the board: with it, no
    /// roll of any colour could move anything (every roll `--`; an attack needing four
    /// or five sixes does not count as a way out).
    pub fn superblobs_lifted(&self) -> bool {
        self.lifted().is_some()
    }

    /// This position with the superblob rule off, when the rule freezes the board.
    fn lifted(&self) -> Option<Position> {
        if !self.options.superblobs || self.winner.is_some() {
            return None;
        }
        // Quick ways out: a colour that can bring a piece out with a six, or no
        // superblob at all.
        let cells = self.cells();
        let can_enter = PieceId::all().any(|p| {
            self.step(p).is_none()
                && cells
                    .opponent_blob(p.colour.doorstep(), p.colour.partnership())
                    .is_none()
        });
        let superblob =
            (0..TRACK_LEN).any(|t| cells.single_colour_count(t).is_some_and(|n| n >= 3));
        if can_enter || !superblob {
            return None;
        }
        for c in Colour::ALL {
            let mut q = *self;
            q.to_move = c;
            q.moved = 0;
            if q.moving_colour().is_none() && !q.finished(c.partner()) {
                return None; // a six would let it take over its partner's pieces
            }
            for a in 1..=6 {
                for b in a..=6 {
                    if q.plays_now(Dice(a, b)) != [Play::Pass] {
                        return None;
                    }
                }
            }
        }
        let mut lifted = *self;
        lifted.options.superblobs = false;
        Some(lifted)
    }

    fn plays_now(&self, dice: Dice) -> Vec<Play> {
        if self.winner.is_some() || !dice.is_valid() {
            return Vec::new();
        }
        let c = self.to_move;
        let Some(mc) = self.moving_colour() else {
            return vec![Play::Pass];
        };
        if dice == Dice(1, 1) {
            let rolls = self.rolls[c.index()];
            if rolls == 0 && !self.options.wafu_snake_eyes {
                return vec![Play::SnakeEyes];
            }
            if rolls == 1 && self.snake_opened[c.index()] {
                return vec![Play::SnakeEyes];
            }
        }
        let mut plays = self.moving_plays(mc, dice);
        if dice == Dice(1, 1) && self.rolls[c.index()] == 0 {
            // WAFU: a called opening, or an ordinary roll.
            plays.insert(0, Play::SnakeEyes);
        }
        plays
    }

    fn moving_plays(&self, mc: Colour, dice: Dice) -> Vec<Play> {
        let cells = self.cells();
        let mut both = Vec::new();
        let movers = self.movers(&cells, mc, None);
        for &p in &movers {
            let from = self.step(p);
            // One piece, the sum.
            if let Some(to) = self.sum_target(&cells, p, dice) {
                both.push(Play::One(Move { piece: p, from, to }));
            }
            // Two pieces, one die each, in either order.
            let orders = if dice.is_double() {
                &[(dice.0, dice.1)][..]
            } else {
                &[(dice.0, dice.1), (dice.1, dice.0)][..]
            };
            for &(first, second) in orders {
                let Some(to) = self.target(&cells, p, first) else {
                    continue;
                };
                let m1 = Move { piece: p, from, to };
                let mut after = *self;
                after.apply_move(m1, None);
                let after_cells = after.cells();
                for q in after.movers(&after_cells, mc, Some(p)) {
                    if let Some(to) = after.target(&after_cells, q, second) {
                        let m2 = Move {
                            piece: q,
                            from: after.step(q),
                            to,
                        };
                        both.push(Play::Two(m1, m2));
                    }
                }
            }
        }
        if dice.is_double() {
            self.blob_plays(&cells, mc, dice.0, &mut both);
        }
        if !both.is_empty() {
            return both;
        }
        let single = |d: u8| -> Vec<Play> {
            movers
                .iter()
                .filter_map(|&p| {
                    let to = self.target(&cells, p, d)?;
                    Some(Play::One(Move {
                        piece: p,
                        from: self.step(p),
                        to,
                    }))
                })
                .collect()
        };
        let high = single(dice.high());
        if !high.is_empty() {
            return high;
        }
        let low = single(dice.low());
        if !low.is_empty() {
            return low;
        }
        vec![Play::Pass]
    }

    fn blob_plays(&self, cells: &Cells, mc: Colour, d: u8, out: &mut Vec<Play>) {
        let mut seen = [false; TRACK_LEN as usize];
        for index in 0..PIECES {
            let p = PieceId { colour: mc, index };
            let Some(from) = self.step(p).filter(|&s| s <= TUBE_END) else {
                continue;
            };
            let t = mc.track_square(from);
            if seen[t as usize] {
                continue;
            }
            seen[t as usize] = true;
            let Some(n) = cells.single_colour_count(t).filter(|&n| n >= 2) else {
                continue;
            };
            if self.options.superblobs && n >= 3 {
                continue;
            }
            let to = from + d;
            // It may land on an opponent blob, not pass one.
            if to > HOME || (to > from + 1 && !self.clear(cells, mc, from + 1, to - 1)) {
                continue;
            }
            let mut pieces = (index + 1..PIECES)
                .map(|i| PieceId {
                    colour: mc,
                    index: i,
                })
                .filter(|&q| self.step(q) == Some(from));
            if let Some(q) = pieces.next() {
                out.push(Play::Blob {
                    pieces: [p, q],
                    from,
                    to,
                });
            }
        }
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
            return Err(RuleError::IllegalPlay(format!(
                "{play:?} is not a legal play of {}-{}",
                dice.0, dice.1
            )));
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
