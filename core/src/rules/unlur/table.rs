//! Unlur at the table ([`crate::rules::table`]): its option is the board's side.

use std::any::Any;
use std::fmt::Write as _;

use super::{Board, Colour, Game, move_text, outcome_line, parse_move, read_record, write_record};
use crate::i18n::{Said, Says};
use crate::rules::table::{Draws, Table, first_of};
use crate::rules::{GameId, Player};

/// A game of Unlur at the table.
#[derive(Clone, Debug)]
pub struct UnlurTable(pub Game);

pub(crate) fn start(options: &str, die: &mut dyn FnMut() -> u8) -> Result<Box<dyn Table>, Said> {
    let side = options
        .trim()
        .parse::<usize>()
        .ok()
        .and_then(Board::new)
        .ok_or_else(|| {
            Said::new("unlur.table.bad_side").with("options", crate::rules::record::quote(options))
        })?;
    Ok(Box::new(UnlurTable(Game::new(side, first_of(die)))))
}

pub(crate) fn from_record(text: &str) -> Result<(Box<dyn Table>, [String; 2]), Said> {
    let r = read_record(text).map_err(|e| e.said())?;
    Ok((Box::new(UnlurTable(r.game)), [r.player1, r.player2]))
}

impl Table for UnlurTable {
    fn id(&self) -> GameId {
        GameId::Unlur
    }

    fn options(&self) -> String {
        self.0.board().side().to_string()
    }

    fn texts(&self) -> Vec<String> {
        let board = self.0.board();
        self.0
            .history()
            .iter()
            .map(|&m| move_text(board, m))
            .collect()
    }

    fn to_move(&self) -> Option<Player> {
        self.0.outcome().is_none().then(|| self.0.to_move())
    }

    fn winner(&self) -> Option<Player> {
        self.0.outcome().map(|o| o.winner)
    }

    fn play(&mut self, text: &str) -> Result<(), Said> {
        let mv = parse_move(self.0.board(), text.trim()).map_err(|e| e.said())?;
        self.0.play(mv).map(|_| ()).map_err(|e| e.said())
    }

    fn undo(&mut self) -> bool {
        self.0.undo().is_some()
    }

    fn key(&self) -> String {
        let g = &self.0;
        let mut key = format!("{:?} {:?} {:?} ", g.phase(), g.to_move(), g.outcome());
        for cell in g.board().cells() {
            key.push(match g.stone(cell) {
                Some(Colour::White) => 'w',
                Some(Colour::Black) => 'b',
                None => '.',
            });
        }
        let _ = write!(key, " {}", g.history().len());
        key
    }

    fn record(&self, names: [&str; 2]) -> String {
        write_record(&self.0, names[0], names[1])
    }

    fn result(&self) -> String {
        outcome_line(&self.0).to_string()
    }

    fn dice_per_throw(&self) -> usize {
        0
    }

    fn draws(&self, _text: &str) -> Result<Option<Draws>, Said> {
        Ok(None)
    }

    fn boxed(&self) -> Box<dyn Table> {
        Box::new(self.clone())
    }

    fn as_any(&self) -> &dyn Any {
        self
    }
}
