//! The cross-shaped board: a loop track of 52 squares, four bases, four tubes and home.
//!
//! Each colour's path is counted in steps: 0 its doorstep, 1–50 the track clockwise
//! (50 is the tube's end), 51–55 its tube, 56 home. A piece in base has no step.

/// Squares on the loop track.
pub const TRACK_LEN: u8 = 52;
/// The last track step of a colour's path: the square in front of its tube.
pub const TUBE_END: u8 = 50;
/// Home, the last step of every path.
pub const HOME: u8 = 56;
/// Pieces per colour.
pub const PIECES: u8 = 4;

/// The four colours, in clockwise order of play.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Colour {
    /// Yellow, partner of green; its doorstep is `t0`.
    Yellow,
    /// Red, partner of blue; its doorstep is `t13`.
    Red,
    /// Green, partner of yellow; its doorstep is `t26`.
    Green,
    /// Blue, partner of red; its doorstep is `t39`.
    Blue,
}

impl Colour {
    /// The colours in clockwise order.
    pub const ALL: [Colour; 4] = [Colour::Yellow, Colour::Red, Colour::Green, Colour::Blue];

    /// 0 to 3, clockwise from yellow: an index into per-colour arrays.
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The colour of index `i` (taken modulo 4).
    pub const fn from_index(i: usize) -> Colour {
        Colour::ALL[i % 4]
    }

    /// The next colour clockwise: the one that plays after this one.
    pub const fn next(self) -> Colour {
        Colour::from_index(self.index() + 1)
    }

    /// The opposite colour, this colour's partner.
    pub const fn partner(self) -> Colour {
        Colour::from_index(self.index() + 2)
    }

    /// The partnership this colour plays for.
    pub const fn partnership(self) -> Partnership {
        if self.index().is_multiple_of(2) {
            Partnership::YellowGreen
        } else {
            Partnership::RedBlue
        }
    }

    /// The lowercase letter of its pieces and squares in the notation (`y`, `r`, `g`, `b`).
    pub const fn letter(self) -> char {
        match self {
            Colour::Yellow => 'y',
            Colour::Red => 'r',
            Colour::Green => 'g',
            Colour::Blue => 'b',
        }
    }

    /// The colour of a notation letter, in either case.
    pub fn from_letter(c: char) -> Option<Colour> {
        match c.to_ascii_lowercase() {
            'y' => Some(Colour::Yellow),
            'r' => Some(Colour::Red),
            'g' => Some(Colour::Green),
            'b' => Some(Colour::Blue),
            _ => None,
        }
    }

    /// Its English name in lowercase (`yellow`).
    pub const fn name(self) -> &'static str {
        match self {
            Colour::Yellow => "yellow",
            Colour::Red => "red",
            Colour::Green => "green",
            Colour::Blue => "blue",
        }
    }

    /// The key of its name in the texts (`uckers.colour.yellow`).
    pub const fn word_key(self) -> &'static str {
        match self {
            Colour::Yellow => "uckers.colour.yellow",
            Colour::Red => "uckers.colour.red",
            Colour::Green => "uckers.colour.green",
            Colour::Blue => "uckers.colour.blue",
        }
    }

    /// The colour of a name (`yellow`) or a letter (`Y`), in any case.
    pub fn parse(text: &str) -> Option<Colour> {
        let t = text.trim().to_lowercase();
        Colour::ALL
            .into_iter()
            .find(|c| c.name() == t)
            .or_else(|| match t.len() {
                1 => t.chars().next().and_then(Colour::from_letter),
                _ => None,
            })
    }

    /// The track square of this colour's path step `step` (0 to 50).
    pub const fn track_square(self, step: u8) -> u8 {
        (13 * self.index() as u8 + step) % TRACK_LEN
    }

    /// The track square of its doorstep.
    pub const fn doorstep(self) -> u8 {
        self.track_square(0)
    }

    /// The track square in front of its tube (its step 50).
    pub const fn tube_end(self) -> u8 {
        self.track_square(TUBE_END)
    }
}

/// The two partnerships: yellow with green against red with blue.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Partnership {
    /// Yellow and green.
    YellowGreen,
    /// Red and blue.
    RedBlue,
}

impl Partnership {
    /// 0 for yellow-green, 1 for red-blue.
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The other partnership.
    pub const fn other(self) -> Partnership {
        match self {
            Partnership::YellowGreen => Partnership::RedBlue,
            Partnership::RedBlue => Partnership::YellowGreen,
        }
    }

    /// Its two colours, the first to play in a round first (yellow, green).
    pub const fn colours(self) -> [Colour; 2] {
        match self {
            Partnership::YellowGreen => [Colour::Yellow, Colour::Green],
            Partnership::RedBlue => [Colour::Red, Colour::Blue],
        }
    }

    /// Its name in the records' result lines (`yellow-green`).
    pub const fn name(self) -> &'static str {
        match self {
            Partnership::YellowGreen => "yellow-green",
            Partnership::RedBlue => "red-blue",
        }
    }

    /// The key of its name in the texts (`Yellow and green`).
    pub const fn word_key(self) -> &'static str {
        match self {
            Partnership::YellowGreen => "uckers.yellow_green",
            Partnership::RedBlue => "uckers.red_blue",
        }
    }
}

/// A square of the board, as the notation names it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Square {
    /// A track square, `t0`–`t51`.
    Track(u8),
    /// A colour's tube square 1 to 5 (`yT1`–`yT5`).
    Tube(Colour, u8),
    /// A colour's home (`yH`).
    Home(Colour),
    /// A colour's base (`yB`).
    Base(Colour),
}

impl Square {
    /// The square of `colour`'s path step (`None` for base).
    pub const fn of_step(colour: Colour, step: Option<u8>) -> Square {
        match step {
            None => Square::Base(colour),
            Some(s) if s <= TUBE_END => Square::Track(colour.track_square(s)),
            Some(s) if s < HOME => Square::Tube(colour, s - TUBE_END),
            Some(_) => Square::Home(colour),
        }
    }

    /// The path step of this square for `colour`'s pieces: `Some(None)` for its base,
    /// `Some(Some(step))` on its path, `None` when its pieces cannot be here.
    pub fn step_for(self, colour: Colour) -> Option<Option<u8>> {
        match self {
            Square::Base(c) => (c == colour).then_some(None),
            Square::Track(t) if t < TRACK_LEN => {
                let step = (t + TRACK_LEN - colour.doorstep()) % TRACK_LEN;
                (step <= TUBE_END).then_some(Some(step))
            }
            Square::Track(_) => None,
            Square::Tube(c, k) => {
                (c == colour && (1..=5).contains(&k)).then_some(Some(TUBE_END + k))
            }
            Square::Home(c) => (c == colour).then_some(Some(HOME)),
        }
    }

    /// Reads `t12`, `yT3`, `yH`, `yB` (the colour letter in either case).
    pub fn parse(text: &str) -> Option<Square> {
        let mut chars = text.chars();
        let first = chars.next()?;
        let rest = chars.as_str();
        if first == 't' || first == 'T' {
            let n: u8 = rest.parse().ok()?;
            return (n < TRACK_LEN && !rest.starts_with('+')).then_some(Square::Track(n));
        }
        let colour = Colour::from_letter(first)?;
        match rest {
            "B" | "b" => Some(Square::Base(colour)),
            "H" | "h" => Some(Square::Home(colour)),
            _ => {
                let k = rest.strip_prefix(['T', 't'])?;
                let k: u8 = k.parse().ok()?;
                ((1..=5).contains(&k) && k.to_string().len() == rest.len() - 1)
                    .then_some(Square::Tube(colour, k))
            }
        }
    }
}

impl std::fmt::Display for Square {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match *self {
            Square::Track(t) => write!(f, "t{t}"),
            Square::Tube(c, k) => write!(f, "{}T{k}", c.letter()),
            Square::Home(c) => write!(f, "{}H", c.letter()),
            Square::Base(c) => write!(f, "{}B", c.letter()),
        }
    }
}
