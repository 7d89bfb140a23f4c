//! Uckers at the table ([`crate::rules::table`]), two players: player 1 plays
//! yellow-green, player 2 red-blue; its options are the house rules in play; a throw is
//! two dice.

use std::any::Any;

use super::{
    Action, Dice, Game, Options, Partnership, declaration_text, outcome_line, parse_action,
    read_record, roll_off, write_record,
};
use crate::i18n::{Said, Says};
use crate::rules::table::{Draws, Table};
use crate::rules::{GameId, Player};

/// A game of Uckers between two players at the table.
#[derive(Clone, Debug)]
pub struct UckersTable(pub Game);

pub(crate) fn start(options: &str, die: &mut dyn FnMut() -> u8) -> Result<Box<dyn Table>, Said> {
    let options = Options::parse(options)?;
    let (first, _) = roll_off(|| Dice(die(), die()));
    Ok(Box::new(UckersTable(Game::new(first, options))))
}

pub(crate) fn from_record(text: &str) -> Result<(Box<dyn Table>, [String; 2]), Said> {
    let r = read_record(text).map_err(|e| e.said())?;
    if r.players != 2 {
        return Err(Said::new("uckers.table.players").with("n", r.players));
    }
    let [yellow, red, ..] = r.names;
    Ok((Box::new(UckersTable(r.game)), [yellow, red]))
}

/// The partnership of a seat (of the online game, and of a record's `Resigned` header):
/// player 1 is yellow and green, player 2 red and blue.
pub fn partnership_of(player: Player) -> Partnership {
    match player {
        Player::One => Partnership::YellowGreen,
        Player::Two => Partnership::RedBlue,
    }
}

/// The seat of a partnership: player 1 is yellow-green.
pub fn seat_of(p: Partnership) -> Player {
    match p {
        Partnership::YellowGreen => Player::One,
        Partnership::RedBlue => Player::Two,
    }
}

impl Table for UckersTable {
    fn id(&self) -> GameId {
        GameId::Uckers
    }

    fn options(&self) -> String {
        self.0.options().text()
    }

    fn texts(&self) -> Vec<String> {
        self.0.history_texts().to_vec()
    }

    fn to_move(&self) -> Option<Player> {
        self.0
            .winner()
            .is_none()
            .then(|| seat_of(self.0.to_move().partnership()))
    }

    fn winner(&self) -> Option<Player> {
        self.0.winner().map(seat_of)
    }

    fn play(&mut self, text: &str) -> Result<(), Said> {
        let action = parse_action(self.0.position(), text).map_err(|e| e.said())?;
        self.0.play(action).map(|_| ()).map_err(|e| e.said())
    }

    fn undo(&mut self) -> bool {
        self.0.undo().is_some()
    }

    fn key(&self) -> String {
        format!("{:?} {}", self.0.position(), self.0.history().len())
    }

    fn record(&self, names: [&str; 2]) -> String {
        let [a, b] = names.map(String::from);
        write_record(&self.0, 2, &[a.clone(), b.clone(), a, b])
    }

    fn result(&self) -> String {
        outcome_line(&self.0)
    }

    fn dice_per_throw(&self) -> usize {
        2
    }

    fn draws(&self, text: &str) -> Result<Option<Draws>, Said> {
        let position = self.0.position();
        let pair = |d: &Dice| vec![d.0, d.1];
        Ok(Some(
            match parse_action(position, text).map_err(|e| e.said())? {
                Action::Roll { dice, .. } => Draws {
                    intent: "roll".into(),
                    throws: vec![pair(&dice)],
                },
                Action::Declare {
                    declaration,
                    throws,
                } => Draws {
                    intent: declaration_text(position, declaration),
                    throws: throws.iter().map(pair).collect(),
                },
            },
        ))
    }

    fn boxed(&self) -> Box<dyn Table> {
        Box::new(self.clone())
    }

    fn as_any(&self) -> &dyn Any {
        self
    }
}
