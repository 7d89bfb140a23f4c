//! Uckers as the shell sees it: its entry in the registry (name, pictures, rules,
//! record reader, plugins) and its match as a [`GameMatch`].

use bevy::prelude::*;

use super::UckersMatch;
use crate::app::dice_core::dice_match;
use crate::app::loaded::{GameMatch, Loaded, match_basics, read_with};
use crate::app::registry::{self, DemoEntry, DialogEntry, GameEntry};
use crate::rules::{self, GameId};

/// What the shell shows of Uckers.
pub const ENTRY: GameEntry = GameEntry {
    id: GameId::Uckers,
    name_key: "menu.uckers",
    picture: registry::menu_picture!("uckers"),
    rules: registry::rules_entry!("uckers", ["blobs"]),
    read_partly: |text| {
        read_with(
            rules::uckers::read_record_partly(text),
            UckersMatch::from_record,
        )
    },
    new_match: |setup| Loaded::new(UckersMatch::new(setup)),
    plugin: super::plugin,
    ui_plugin: super::ui_plugin,
    keys_plugin: super::keys::plugin,
    demo: DemoEntry {
        setup: super::setup::demo,
        ..DemoEntry::still("uckers.title")
    },
    dialog: DialogEntry {
        help_key: "uckers.help",
        chooses_first: false,
        default_names: super::setup::default_names,
        seat_label: super::setup::seat_label,
        options: super::setup::options,
        seats: super::setup::seats,
    },
};

impl GameMatch for UckersMatch {
    match_basics!(GameId::Uckers);

    dice_match!(game_match);

    fn names(&self) -> Vec<String> {
        self.names[..usize::from(self.players.min(4))].to_vec()
    }

    fn record(&self) -> String {
        crate::rules::uckers::write_record(&self.game, self.players, &self.names)
    }
}
