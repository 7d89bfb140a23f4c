//! Uckers as the shell sees it: its entry in the registry (name, pictures, rules,
//! record reader, plugins) and its match as a [`GameMatch`].

use bevy::prelude::*;

use super::{Stage, UckersMatch, status_line};
use crate::app::dice_core::dice_match;
use crate::app::session::any_match::{AnyMatch, read_with};
use crate::app::session::game_match::{GameMatch, match_basics};
use crate::app::session::on_screen::MatchResource;
use crate::app::session::registry;
use crate::app::session::registry::Registered;
use crate::app::session::registry::{DemoEntry, DialogEntry, GameEntry, OnlineDice, OnlineEntry};
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
    new_match: |setup| AnyMatch::new(UckersMatch::new(setup)),
    plugin: super::plugin,
    ui_plugin: super::ui_plugin,
    keys_plugin: super::keys::plugin,
    demo: DemoEntry {
        setup: super::setup::demo,
        // Its captions name no square, and the track's names crowd the picture.
        labels: false,
        ..DemoEntry::still("uckers.title")
    },
    online: Some(OnlineEntry {
        choices: super::setup::rules_options,
        options: |setup| {
            setup
                .extra
                .get::<super::UckersSetup>()
                .map_or_else(|| "none".into(), |u| u.options.text())
        },
        remote: super::online::play_remote,
        dice: Some(OnlineDice {
            asked: super::online::asked,
            show: super::online::show_dice,
        }),
    }),
    dialog: DialogEntry {
        help_key: "uckers.help",
        chooses_first: false,
        default_names: super::setup::default_names,
        seat_label: super::setup::seat_label,
        options: super::setup::options,
        seats: super::setup::seats,
    },
    on_screen: MatchResource::of::<UckersMatch>(false),
};

inventory::submit!(Registered(&ENTRY));

impl GameMatch for UckersMatch {
    match_basics!(GameId::Uckers);

    dice_match!(game_match);

    fn names(&self) -> Vec<String> {
        self.names[..usize::from(self.players.min(4))].to_vec()
    }

    fn move_words(&self, t: crate::i18n::Tr, text: &str) -> String {
        super::words::shown_text(t, text)
    }

    fn player_seats(&self) -> &[crate::app::session::game::Seat] {
        &self.seats[..usize::from(self.players.min(4))]
    }

    fn move_arrows(&self, text: &str) -> Vec<(Vec3, Vec3)> {
        use crate::rules::logged::Logs;
        let before = self.game.position();
        let Ok(action) = crate::rules::uckers::parse_action(before, text) else {
            return Vec::new();
        };
        let mut after = *before;
        if after.play(&action).is_err() {
            return Vec::new();
        }
        // The mover's pieces that changed squares (a tower's pieces only rise or sink).
        let (from, to) = (super::layout::layout(before), super::layout::layout(&after));
        let mover = before.to_move();
        let mut arrows: Vec<(Vec3, Vec3)> = from
            .iter()
            .filter(|(id, _)| id.colour == mover)
            .filter_map(|(id, a)| Some((*a, *to.get(id)?)))
            .filter(|(a, b)| a.xz().distance(b.xz()) > 0.3)
            .collect();
        arrows.sort_by(|a, b| a.0.x.total_cmp(&b.0.x).then(a.0.z.total_cmp(&b.0.z)));
        arrows
    }

    fn record(&self) -> String {
        crate::rules::uckers::write_record(&self.game, self.players, &self.names)
    }

    fn draft(&self) -> crate::app::session::game::NewGame {
        use crate::app::session::game::{Extra, NewGame, Seat};
        let setup = super::setup::UckersSetup {
            players: self.players,
            seats: self.seats.map(Seat::as_choice),
            names: self.names.clone(),
            options: self.game.options(),
        };
        NewGame {
            game: GameId::Uckers,
            names: [self.names[0].clone(), self.names[1].clone()],
            seats: [self.seats[0].as_choice(), self.seats[1].as_choice()],
            extra: Extra::new(setup),
            ..NewGame::default()
        }
    }
}
