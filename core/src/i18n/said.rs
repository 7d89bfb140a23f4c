//! A sentence before its language: a message's key and its values. The layers below the
//! screen (the rules refusing a move, a record's reader, the settings, the command line)
//! say what happened so; whoever shows it words it in the reader's language with
//! [`Tr::said`], and `Display` words it in English (for logs and tests).

use std::fmt;

use super::Tr;

/// A message to be said: its key (as [`Tr::trf`] takes it) and its values, each a text,
/// a number or another message (worded in the same language).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Said {
    key: &'static str,
    args: Vec<(&'static str, Value)>,
}

#[derive(Clone, Debug, PartialEq, Eq)]
enum Value {
    Text(String),
    Said(Box<Said>),
}

impl Said {
    /// The message of `key`, with no values yet.
    pub fn new(key: &'static str) -> Said {
        Said {
            key,
            args: Vec::new(),
        }
    }

    /// Its message's key (`puzzle.fewer`): what was said, whatever the values.
    pub fn key(&self) -> &'static str {
        self.key
    }

    /// With the value `value` for `$name` (a number that selects a variant is read
    /// as a number).
    pub fn with(mut self, name: &'static str, value: impl fmt::Display) -> Said {
        self.args.push((name, Value::Text(value.to_string())));
        self
    }

    /// With the message `said` for `$name`, worded in the language of the whole.
    pub fn with_said(mut self, name: &'static str, said: Said) -> Said {
        self.args.push((name, Value::Said(Box::new(said))));
        self
    }
}

impl Tr {
    /// `said` in this language.
    pub fn said(self, said: &Said) -> String {
        let values: Vec<(&str, String)> = said
            .args
            .iter()
            .map(|(name, value)| {
                let text = match value {
                    Value::Text(t) => t.clone(),
                    Value::Said(s) => self.said(s),
                };
                (*name, text)
            })
            .collect();
        let args: Vec<(&str, &dyn fmt::Display)> = values
            .iter()
            .map(|(name, text)| (*name, text as &dyn fmt::Display))
            .collect();
        self.trf(said.key, &args)
    }
}

impl fmt::Display for Said {
    /// In English.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&Tr::EN.said(self))
    }
}

impl std::error::Error for Said {}

/// In English: what goes where no reader's language is known (a line to the peer's app,
/// a log, an error of the command line).
impl From<Said> for String {
    fn from(said: Said) -> String {
        said.to_string()
    }
}

/// Something that can say itself: an error or a warning of a layer below the screen.
pub trait Says {
    /// What to say, before its language.
    fn said(&self) -> Said;
}

/// `Display` (in English) and `Error` for a type that [`Says`] itself.
#[macro_export]
macro_rules! said_in_english {
    ($t:ty) => {
        impl ::std::fmt::Display for $t {
            fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
                ::std::fmt::Display::fmt(&$crate::i18n::Says::said(self), f)
            }
        }
        impl ::std::error::Error for $t {}
    };
}
