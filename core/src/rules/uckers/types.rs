//! The vocabulary of the rules: pieces, options, dice, plays, declarations, outcomes.

use super::board::{Colour, PIECES, Partnership, Square};

/// A piece: its colour and its number (0 to 3) within the colour.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct PieceId {
    /// Its colour.
    pub colour: Colour,
    /// 0 to 3.
    pub index: u8,
}

impl PieceId {
    /// Every piece, yellow's first.
    pub fn all() -> impl Iterator<Item = PieceId> {
        Colour::ALL
            .into_iter()
            .flat_map(|colour| (0..PIECES).map(move |index| PieceId { colour, index }))
    }

    pub(super) fn bit(self) -> u16 {
        1 << (self.colour.index() * 4 + self.index as usize)
    }
}

/// The optional rules, all off in the base game.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Options {
    /// The double-one opening counts only when called, and brings out only the
    /// colour's own pieces.
    pub wafu_snake_eyes: bool,
    /// Three or more same-colour pieces on one square cannot move.
    pub superblobs: bool,
    /// Suckback and blowback around the tubes' ends.
    pub suckback: bool,
    /// Pieces of several colours on one square form an ordered stack: only the top
    /// piece may leave.
    pub layered_blobs: bool,
}

impl Options {
    /// The options' names in records and on the command line.
    pub const NAMES: [&'static str; 4] =
        ["wafu-snake-eyes", "superblobs", "suckback", "layered-blobs"];

    fn flags(self) -> [bool; 4] {
        [
            self.wafu_snake_eyes,
            self.superblobs,
            self.suckback,
            self.layered_blobs,
        ]
    }

    /// The names of the options that are on, comma-separated (`none` for the base game).
    pub fn text(self) -> String {
        let on: Vec<&str> = Options::NAMES
            .into_iter()
            .zip(self.flags())
            .filter_map(|(n, f)| f.then_some(n))
            .collect();
        if on.is_empty() {
            "none".to_string()
        } else {
            on.join(",")
        }
    }

    /// Reads a list of option names separated by commas or spaces (`none` or nothing
    /// for the base game); the error says what is wrong: an unknown name, a name given
    /// twice, `none` beside an option, nothing between two commas.
    pub fn parse(text: &str) -> Result<Options, crate::i18n::Said> {
        use crate::i18n::Said;
        use crate::rules::record::quote;
        let mut options = Options::default();
        let mut none = false;
        for chunk in text.split(',') {
            let mut names = chunk.split_whitespace().peekable();
            if names.peek().is_none() && text.contains(',') {
                return Err(Said::new("uckers.options.empty").with("text", quote(text)));
            }
            for name in names {
                let flag = match name.to_lowercase().as_str() {
                    "none" => &mut none,
                    "wafu-snake-eyes" | "wafu" => &mut options.wafu_snake_eyes,
                    "superblobs" => &mut options.superblobs,
                    "suckback" | "blowback" => &mut options.suckback,
                    "layered-blobs" | "layered" => &mut options.layered_blobs,
                    _ => return Err(super::unknown_option(name)),
                };
                if std::mem::replace(flag, true) {
                    return Err(Said::new("uckers.options.twice").with("option", quote(name)));
                }
            }
        }
        if none && options != Options::default() {
            return Err(Said::new("uckers.options.none_and").with("text", quote(text)));
        }
        Ok(options)
    }
}

/// The two dice of a roll, in the order written.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Dice(pub u8, pub u8);

impl Dice {
    /// Both dice show 1 to 6.
    pub fn is_valid(self) -> bool {
        (1..=6).contains(&self.0) && (1..=6).contains(&self.1)
    }
    /// At least one six.
    pub fn has_six(self) -> bool {
        self.0 == 6 || self.1 == 6
    }
    /// How many sixes (0, 1 or 2).
    pub fn sixes(self) -> u8 {
        u8::from(self.0 == 6) + u8::from(self.1 == 6)
    }
    /// Both dice the same.
    pub fn is_double(self) -> bool {
        self.0 == self.1
    }
    /// The total.
    pub fn sum(self) -> u8 {
        self.0 + self.1
    }
    /// The higher die.
    pub fn high(self) -> u8 {
        self.0.max(self.1)
    }
    /// The lower die.
    pub fn low(self) -> u8 {
        self.0.min(self.1)
    }
}

/// One piece moving: from its step (`None`: its base) to another step of its path.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Move {
    /// The piece.
    pub piece: PieceId,
    /// Its step before (`None`: in base).
    pub from: Option<u8>,
    /// Its step after.
    pub to: u8,
}

/// What a colour does with a roll.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Play {
    /// Nothing can be played (`--`).
    Pass,
    /// The snake-eyes opening or its reversal.
    SnakeEyes,
    /// One piece moves one die, or the sum of both in a single move.
    One(Move),
    /// Two different pieces move one die each, in this order.
    Two(Move, Move),
    /// On a double, two pieces of a blob move the die's value together.
    Blob {
        /// The two pieces.
        pieces: [PieceId; 2],
        /// Their step before.
        from: u8,
        /// Their step after.
        to: u8,
    },
}

/// What a colour may declare in place of a roll.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Declaration {
    /// Sixing the opponent blob just ahead of `piece` (or on its doorstep, from base).
    Attack {
        /// The attacking piece.
        piece: PieceId,
    },
    /// (Suckback option) `piece`, on the end of `target`'s tube, tries to send `target`
    /// back from the tube.
    Suckback {
        /// The piece on the tube's end.
        piece: PieceId,
        /// The piece in the tube.
        target: PieceId,
    },
    /// (Suckback option) `piece`, in its tube, tries to send back the opponent pieces on
    /// its tube's end.
    Blowback {
        /// The piece in the tube.
        piece: PieceId,
    },
}

impl Declaration {
    /// The piece that declares.
    pub fn piece(self) -> PieceId {
        match self {
            Declaration::Attack { piece }
            | Declaration::Suckback { piece, .. }
            | Declaration::Blowback { piece } => piece,
        }
    }
}

/// Where a declaration's throws stand.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Throws {
    /// The rules call for another throw.
    More,
    /// The throws are over: success or failure.
    Done(bool),
}

/// Why an action is refused. Nothing changes when one is.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RuleError {
    /// The game is over.
    GameOver,
    /// A die is not 1 to 6.
    BadDice(u8, u8),
    /// The play is not one of the legal plays of these dice.
    IllegalPlay(Dice),
    /// The declaration is not allowed now.
    IllegalDeclaration,
    /// The rules stop the throws after throw `after`; `more` were given past it.
    TooManyThrows {
        /// The throw the rules stop after (1-based).
        after: usize,
        /// How many throws came after it.
        more: usize,
    },
    /// The throws stop where the rules call for another.
    TooFewThrows,
}

impl crate::i18n::Says for RuleError {
    fn said(&self) -> crate::i18n::Said {
        use crate::i18n::Said;
        match *self {
            RuleError::GameOver => Said::new("uckers.error.over"),
            RuleError::BadDice(a, b) => {
                Said::new("uckers.error.bad_dice").with("a", a).with("b", b)
            }
            RuleError::IllegalPlay(d) => {
                Said::new("uckers.error.illegal_play").with("dice", format!("{}-{}", d.0, d.1))
            }
            RuleError::IllegalDeclaration => Said::new("uckers.error.no_declaration"),
            RuleError::TooManyThrows { after, more } => Said::new("uckers.error.too_many_throws")
                .with("after", after)
                .with("more", more),
            RuleError::TooFewThrows => Said::new("uckers.error.too_few_throws"),
        }
    }
}

crate::said_in_english!(RuleError);

/// What an action did, for the view: moves in order, captures, and what follows.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Played {
    /// Each piece moved, in order: the piece, its step before (`None`: base) and after.
    pub moves: Vec<Move>,
    /// The pieces sent back to base, with the square they were on.
    pub captured: Vec<(PieceId, Square)>,
    /// The same colour rolls again.
    pub extra_roll: bool,
    /// The colour, all home, rolled its six: from its next turn it moves its partner's
    /// pieces.
    pub took_over: bool,
    /// A declaration's success or failure.
    pub success: Option<bool>,
    /// The partnership that has just won.
    pub winner: Option<Partnership>,
}

#[cfg(test)]
mod tests {
    use super::Options;

    /// Hardening 2: options are read whole or refused with the reason (`none,superblobs`
    /// was played as superblobs, ten thousand commas saved as `none`).
    #[test]
    fn options_are_read_whole_or_refused_with_the_reason() {
        let all = Options {
            wafu_snake_eyes: true,
            superblobs: true,
            suckback: true,
            layered_blobs: true,
        };
        assert_eq!(Options::parse(""), Ok(Options::default()));
        assert_eq!(Options::parse("none"), Ok(Options::default()));
        assert_eq!(Options::parse(&all.text()), Ok(all));
        assert_eq!(
            Options::parse("wafu, superblobs suckback ,layered"),
            Ok(all)
        );
        let said = |text: &str| Options::parse(text).unwrap_err().to_string();
        assert!(
            said("none,superblobs").contains("`none` is the base game"),
            "{}",
            said("none,superblobs")
        );
        assert!(said("superblobs,superblobs").contains("given twice"));
        assert!(said("wafu,wafu-snake-eyes").contains("`wafu-snake-eyes` is given twice"));
        assert!(said("none none").contains("`none` is given twice"));
        assert!(said(&",".repeat(10_000)).starts_with("nothing between two commas"));
        assert!(said("superblobs,,suckback").starts_with("nothing between two commas"));
        assert!(said("superblob").contains("unknown Uckers option `superblob`"));
    }
}
