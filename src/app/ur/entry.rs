//! Royal d'Ûr as the shell sees it: its entry in the registry (name, pictures, rules,
//! record reader, plugins) and its match as a [`GameMatch`].

use bevy::prelude::*;

use super::UrMatch;
use crate::app::dice_core::dice_match;
use crate::app::loaded::{GameMatch, Loaded, match_basics, read_with};
use crate::app::registry::{self, DemoEntry, DialogEntry, GameEntry};
use crate::rules::{self, GameId};

/// What the shell shows of Royal d'Ûr.
pub const ENTRY: GameEntry = GameEntry {
    id: GameId::RoyalUr,
    name_key: "menu.ur",
    picture: registry::menu_picture!("royal-ur"),
    rules: registry::rules_entry!("royal-ur", ["prisoners"]),
    read_partly: |text| read_with(rules::ur::read_record_partly(text), UrMatch::from_record),
    new_match: |setup| Loaded::new(UrMatch::new(setup)),
    plugin: super::plugin,
    ui_plugin: super::ui_plugin,
    keys_plugin: super::keys::plugin,
    demo: DemoEntry::still("ur.title"),
    dialog: DialogEntry::two_players("ur.help"),
};

impl GameMatch for UrMatch {
    match_basics!(GameId::RoyalUr);

    dice_match!(game_match);

    fn names(&self) -> Vec<String> {
        self.names.to_vec()
    }

    fn record(&self) -> String {
        crate::rules::ur::write_record(&self.game, &self.names[0], &self.names[1])
    }
}
