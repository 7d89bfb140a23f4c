//! Uckers as the shell sees it: its entry in the registry (name, pictures, rules,
//! record reader, plugins) and its match as a [`GameMatch`].

use std::any::Any;

use bevy::prelude::*;

use super::UckersMatch;
use crate::app::game::Seat;
use crate::app::loaded::{GameMatch, Loaded, worded};
use crate::app::registry::GameEntry;
use crate::i18n::Tr;
use crate::rules::GameId;

/// What the shell shows of Uckers.
pub const ENTRY: GameEntry = GameEntry {
    id: crate::rules::GameId::Uckers,
    name_key: "menu.uckers",
    about_key: "menu.uckers.about",
    picture: include_bytes!("../../../assets/menu/uckers.png"),
    rules: [
        include_str!("../../../assets/rules/uckers.en.txt"),
        include_str!("../../../assets/rules/uckers.fr.txt"),
    ],
    rules_pictures: &[(
        "blobs",
        include_bytes!("../../../assets/rules/uckers-blobs.png"),
    )],
    read_partly,
    new_match: |setup| Loaded::new(UckersMatch::new(setup)),
    plugin: super::plugin,
    ui_plugin: super::ui_plugin,
    keys_plugin: super::keys_plugin,
    default_names: super::setup::default_names,
    title_key: "uckers.title",
    demo_turns: false,
    demo_setup: super::setup::demo,
    help_key: "uckers.help",
    chooses_first: false,
    seat_label: super::setup::seat_label,
    dialog_options: super::setup::options,
    dialog_seats: super::setup::seats,
};

fn read_partly(text: &str) -> Result<(Loaded, Vec<String>, Option<String>), String> {
    let (r, w, e) = worded(crate::rules::uckers::read_record_partly(text), |r| {
        r.warnings.clone()
    })?;
    Ok((Loaded::new(UckersMatch::from_record(r)), w, e))
}

impl GameMatch for UckersMatch {
    fn id(&self) -> GameId {
        GameId::Uckers
    }

    fn boxed(&self) -> Box<dyn GameMatch> {
        Box::new(self.clone())
    }

    fn moves(&self) -> usize {
        self.game.history().len()
    }

    fn rewound(&self, k: usize) -> Box<dyn GameMatch> {
        Box::new(UckersMatch::rewound(self, k))
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
        self.names[..usize::from(self.players.min(4))].to_vec()
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
        crate::rules::uckers::write_record(&self.game, self.players, &self.names)
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
