//! Cell names in the notation (`d4`): writing them and reading them back.

use std::fmt;

use super::{Board, Cell};

impl Board {
    /// The cell's name in the notation, such as `d4`.
    pub fn name(&self, cell: Cell) -> CellName {
        let (r, c) = self.coords(cell);
        CellName {
            row: r as u8,
            column: c as u8,
        }
    }

    /// Reads a cell name (any case), such as `d4` or `D4`.
    pub fn parse_cell(&self, text: &str) -> Result<Cell, CellParseError> {
        let lower = text.to_ascii_lowercase();
        let mut chars = lower.chars();
        let letter = chars.next().filter(|ch| ch.is_ascii_lowercase());
        let digits = chars.as_str();
        let (Some(letter), true) = (
            letter,
            !digits.is_empty() && digits.len() <= 3 && digits.bytes().all(|b| b.is_ascii_digit()),
        ) else {
            return Err(CellParseError::Malformed(crate::rules::record::quote(text)));
        };
        let row = (letter as u8 - b'a') as usize;
        if row >= self.rows() {
            return Err(CellParseError::NoSuchRow {
                text: crate::rules::record::quote(text),
                last: (b'a' + self.rows() as u8 - 1) as char,
                side: self.side,
            });
        }
        let number: usize = digits
            .parse()
            .map_err(|_| CellParseError::Malformed(crate::rules::record::quote(text)))?;
        let len = self.row_len(row);
        if number == 0 || number > len {
            return Err(CellParseError::NoSuchColumn {
                text: crate::rules::record::quote(text),
                row: letter,
                len,
            });
        }
        Ok(Cell(self.row_start[row] + (number - 1) as u16))
    }
}

/// Why a text is not a cell of a board.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CellParseError {
    /// The text is not a row letter followed by a number.
    Malformed(String),
    /// The row letter is past the top row.
    NoSuchRow {
        /// The text as given.
        text: String,
        /// The top row's letter.
        last: char,
        /// The board's side.
        side: usize,
    },
    /// The number is past the end of the row.
    NoSuchColumn {
        /// The text as given.
        text: String,
        /// The row's letter.
        row: char,
        /// How many cells the row has.
        len: usize,
    },
}

impl crate::i18n::Says for CellParseError {
    fn said(&self) -> crate::i18n::Said {
        use crate::i18n::Said;
        match self {
            CellParseError::Malformed(text) => Said::new("unlur.cell.malformed").with("text", text),
            CellParseError::NoSuchRow { text, last, side } => Said::new("unlur.cell.no_row")
                .with("text", text)
                .with("last", last)
                .with("side", side),
            CellParseError::NoSuchColumn { text, row, len } => Said::new("unlur.cell.no_column")
                .with("text", text)
                .with("row", row)
                .with("len", len),
        }
    }
}

crate::said_in_english!(CellParseError);

/// A cell's name in the notation; `Display` writes it (`d4`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CellName {
    row: u8,
    column: u8,
}

impl fmt::Display for CellName {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", (b'a' + self.row) as char, self.column + 1)
    }
}
