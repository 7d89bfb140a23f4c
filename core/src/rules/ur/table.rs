//! Royal d'Ûr at the table ([`crate::rules::table`]): no options; a turn's roll is its
//! one throw of one die.

use std::any::Any;

use super::{Game, outcome_line, parse_turn, read_record, write_record};
use crate::i18n::{Said, Says};
use crate::rules::record::quote;
use crate::rules::table::{Draws, Table, first_of};
use crate::rules::{GameId, Player};

/// A game of Royal d'Ûr at the table.
#[derive(Clone, Debug)]
pub struct UrTable(pub Game);

pub(crate) fn start(options: &str, die: &mut dyn FnMut() -> u8) -> Result<Box<dyn Table>, Said> {
    match options.trim() {
        "" | "-" | "none" => Ok(Box::new(UrTable(Game::new(first_of(die))))),
        other => Err(Said::new("ur.table.no_options").with("options", quote(other))),
    }
}

pub(crate) fn from_record(text: &str) -> Result<(Box<dyn Table>, [String; 2]), Said> {
    let r = read_record(text).map_err(|e| e.said())?;
    Ok((Box::new(UrTable(r.game)), [r.player1, r.player2]))
}

impl Table for UrTable {
    fn id(&self) -> GameId {
        GameId::RoyalUr
    }

    fn options(&self) -> String {
        "none".into()
    }

    fn texts(&self) -> Vec<String> {
        self.0.history_texts().to_vec()
    }

    fn to_move(&self) -> Option<Player> {
        self.0.winner().is_none().then(|| self.0.to_move())
    }

    fn winner(&self) -> Option<Player> {
        self.0.winner()
    }

    fn play(&mut self, text: &str) -> Result<(), Said> {
        let turn = parse_turn(self.0.position(), text).map_err(|e| e.said())?;
        self.0.play(turn).map(|_| ()).map_err(|e| e.said())
    }

    fn undo(&mut self) -> bool {
        self.0.undo().is_some()
    }

    fn key(&self) -> String {
        format!("{:?} {}", self.0.position(), self.0.history().len())
    }

    fn record(&self, names: [&str; 2]) -> String {
        write_record(&self.0, names[0], names[1])
    }

    fn result(&self) -> String {
        outcome_line(&self.0).to_string()
    }

    fn dice_per_throw(&self) -> usize {
        1
    }

    fn draws(&self, text: &str) -> Result<Option<Draws>, Said> {
        // The roll alone: its move is the rules' to judge when it is played.
        let roll = text
            .split_whitespace()
            .next()
            .and_then(|r| r.parse::<u8>().ok())
            .filter(|r| (1..=6).contains(r))
            .ok_or_else(|| Said::new("ur.table.no_roll").with("text", quote(text)))?;
        Ok(Some(Draws {
            intent: "roll".into(),
            throws: vec![vec![roll]],
        }))
    }

    fn boxed(&self) -> Box<dyn Table> {
        Box::new(self.clone())
    }

    fn as_any(&self) -> &dyn Any {
        self
    }
}
