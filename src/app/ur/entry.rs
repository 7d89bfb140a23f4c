//! Royal d'Ûr as the shell sees it: its entry in the registry (name, pictures, rules,
//! record reader, plugins) and its match as a [`GameMatch`].

use bevy::prelude::*;

use super::{Stage, UrMatch, status_line};
use crate::app::dice_core::dice_match;
use crate::app::session::any_match::{AnyMatch, read_with};
use crate::app::session::game_match::{GameMatch, match_basics};
use crate::app::session::on_screen::MatchResource;
use crate::app::session::registry;
use crate::app::session::registry::Registered;
use crate::app::session::registry::{DemoEntry, DialogEntry, GameEntry, OnlineDice, OnlineEntry};
use crate::rules::{self, GameId};

/// What the shell shows of Royal d'Ûr.
pub const ENTRY: GameEntry = GameEntry {
    id: GameId::RoyalUr,
    name_key: "menu.ur",
    picture: registry::menu_picture!("royal-ur"),
    rules: registry::rules_entry!("royal-ur", ["prisoners"]),
    read_partly: |text| read_with(rules::ur::read_record_partly(text), UrMatch::from_record),
    new_match: |setup| AnyMatch::new(UrMatch::new(setup)),
    plugin: super::plugin,
    ui_plugin: super::ui_plugin,
    keys_plugin: super::keys::plugin,
    demo: DemoEntry {
        names: Some(|t| vec![t.tr("ur.white").to_string(), t.tr("ur.black").to_string()]),
        ..DemoEntry::still("ur.title")
    },
    online: Some(OnlineEntry {
        choices: registry::no_options,
        options: |_| "none".into(),
        remote: super::online::play_remote,
        dice: Some(OnlineDice {
            asked: super::online::roll_asked,
            show: super::online::show_roll,
        }),
    }),
    dialog: DialogEntry::two_players("ur.help"),
    on_screen: MatchResource::of::<UrMatch>(false),
};

inventory::submit!(Registered(&ENTRY));

impl GameMatch for UrMatch {
    match_basics!(GameId::RoyalUr);

    dice_match!(game_match);

    fn names(&self) -> Vec<String> {
        self.names.to_vec()
    }

    fn move_arrows(&self, text: &str) -> Vec<(Vec3, Vec3)> {
        use crate::rules::ur::{PieceId, parse_turn};
        let before = self.game.position();
        let Ok(turn) = parse_turn(before, text) else {
            return Vec::new();
        };
        let mut after = *before;
        let (Some(mv), Ok(())) = (turn.mv, after.apply(turn)) else {
            return Vec::new();
        };
        // The piece it names, from where it stood to where it stands.
        let id = PieceId {
            owner: before.to_move(),
            number: mv.number,
        };
        let spot = |p| super::layout::layout(p).get(&id).map(|s| s.at);
        spot(before).zip(spot(&after)).into_iter().collect()
    }

    fn record(&self) -> String {
        crate::rules::ur::write_record(&self.game, &self.names[0], &self.names[1])
    }
}
