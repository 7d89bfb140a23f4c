//! Royal d'Ûr as the shell sees it: its entry in the registry (name, pictures, rules,
//! record reader, plugins) and its match as a [`GameMatch`].

use std::any::Any;

use bevy::prelude::*;

use super::UrMatch;
use crate::app::game::Seat;
use crate::app::loaded::{GameMatch, Loaded, worded};
use crate::app::registry::{self, GameEntry};
use crate::i18n::Tr;
use crate::rules::GameId;

/// What the shell shows of Royal d'Ûr.
pub const ENTRY: GameEntry = GameEntry {
    id: crate::rules::GameId::RoyalUr,
    name_key: "menu.ur",
    about_key: "menu.ur.about",
    picture: include_bytes!("../../../assets/menu/royal-ur.png"),
    rules: [
        include_str!("../../../assets/rules/royal-ur.en.txt"),
        include_str!("../../../assets/rules/royal-ur.fr.txt"),
    ],
    rules_pictures: &[(
        "prisoners",
        include_bytes!("../../../assets/rules/royal-ur-prisoners.png"),
    )],
    read_partly,
    new_match: |setup| Loaded::new(UrMatch::new(setup)),
    plugin: super::plugin,
    ui_plugin: super::ui_plugin,
    keys_plugin: super::keys_plugin,
    default_names: registry::two_players,
    title_key: "ur.title",
    demo_turns: false,
    demo_setup: registry::no_demo_setup,
    help_key: "ur.help",
    chooses_first: true,
    seat_label: registry::player_n,
    dialog_options: registry::no_options,
    dialog_seats: registry::two_seats,
};

fn read_partly(text: &str) -> Result<(Loaded, Vec<String>, Option<String>), String> {
    let (r, w, e) = worded(crate::rules::ur::read_record_partly(text), |r| {
        r.warnings.clone()
    })?;
    Ok((Loaded::new(UrMatch::from_record(r)), w, e))
}

impl GameMatch for UrMatch {
    fn id(&self) -> GameId {
        GameId::RoyalUr
    }

    fn boxed(&self) -> Box<dyn GameMatch> {
        Box::new(self.clone())
    }

    fn moves(&self) -> usize {
        self.game.history().len()
    }

    fn rewound(&self, k: usize) -> Box<dyn GameMatch> {
        Box::new(UrMatch::rewound(self, k))
    }

    fn move_text(&self, i: usize) -> Option<String> {
        self.game.history_texts().get(i).cloned()
    }

    fn over(&self) -> bool {
        self.game.winner().is_some()
    }

    fn shown_over(&self) -> bool {
        self.stage == super::Stage::Over
    }

    fn names(&self) -> Vec<String> {
        self.names.to_vec()
    }

    fn names_mut(&mut self) -> &mut [String] {
        &mut self.names
    }

    fn seats(&self) -> &[Seat] {
        &self.seats
    }

    fn seats_mut(&mut self) -> &mut [Seat] {
        &mut self.seats
    }

    fn record(&self) -> String {
        crate::rules::ur::write_record(&self.game, &self.names[0], &self.names[1])
    }

    fn replay_status(&self, t: Tr) -> String {
        match self.game.winner() {
            Some(_) => super::status_line(t, self),
            None => t.trf(
                "replay.to_move",
                &[("who", &self.name(self.game.to_move()))],
            ),
        }
    }

    fn put(self: Box<Self>, world: &mut World, reset: bool) {
        crate::app::dice_core::put(*self, world, reset);
    }

    fn as_any(&self) -> &dyn Any {
        self
    }
}
