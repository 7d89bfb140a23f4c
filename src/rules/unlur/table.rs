//! Unlur at the table ([`crate::rules::table`]): its option is the board's side.

use std::any::Any;
use std::fmt::Write as _;

use super::{Board, Colour, Game, move_text, outcome_line, parse_move, read_record, write_record};
use crate::rules::table::{Draws, Table, first_of};
use crate::rules::{GameId, Player};

/// A game of Unlur at the table.
#[derive(Clone, Debug)]
pub struct UnlurTable(pub Game);

pub(crate) fn start(options: &str, die: &mut dyn FnMut() -> u8) -> Result<Box<dyn Table>, String> {
    let side = options
        .trim()
        .parse::<usize>()
        .ok()
        .and_then(Board::new)
        .ok_or_else(|| format!("`{options}` is not a board side from 3 to 12"))?;
    Ok(Box::new(UnlurTable(Game::new(side, first_of(die)))))
}

pub(crate) fn from_record(text: &str) -> Result<(Box<dyn Table>, [String; 2]), String> {
    let r = read_record(text).map_err(|e| e.to_string())?;
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

    fn play(&mut self, text: &str) -> Result<(), String> {
        let mv = parse_move(self.0.board(), text.trim()).map_err(|e| e.to_string())?;
        self.0.play(mv).map(|_| ()).map_err(|e| e.to_string())
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

    fn draws(&self, _text: &str) -> Result<Option<Draws>, String> {
        Ok(None)
    }

    fn boxed(&self) -> Box<dyn Table> {
        Box::new(self.clone())
    }

    fn as_any(&self) -> &dyn Any {
        self
    }
}
