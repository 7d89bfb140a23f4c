//! Unlur as the shell sees it: its entry in the registry (name, pictures, rules, record
//! reader, plugins) and its match as a [`GameMatch`].

use crate::app::game_core::{PlayRequest, Reset};
use bevy::prelude::*;

use super::game::UnlurMatch;
use crate::app::session::any_match::{AnyMatch, read_with};
use crate::app::session::game::NewGame;
use crate::app::session::game_match::{GameMatch, match_basics};
use crate::app::session::on_screen::MatchResource;
use crate::app::session::registry;
use crate::app::session::registry::Registered;
use crate::app::session::registry::{DemoEntry, DialogEntry, GameEntry, OnlineEntry};
use crate::i18n::Tr;
use crate::rules::{self, GameId};

/// What the shell shows of Unlur.
pub const ENTRY: GameEntry = GameEntry {
    id: GameId::Unlur,
    name_key: "menu.unlur",
    picture: registry::menu_picture!("unlur"),
    rules: registry::rules_entry!("unlur", ["line", "y"]),
    read_partly: |text| {
        read_with(
            rules::unlur::read_record_partly(text),
            UnlurMatch::from_record,
        )
    },
    new_match: |setup| AnyMatch::new(UnlurMatch::new(setup)),
    plugin,
    ui_plugin: super::hud::plugin,
    keys_plugin: super::keys::plugin,
    demo: DemoEntry {
        turns: true,
        ..DemoEntry::still("unlur.title")
    },
    online: Some(OnlineEntry {
        choices: board_size,
        options: |setup| setup.side.to_string(),
        remote: play_remote,
        dice: None,
    }),
    dialog: DialogEntry {
        options: board_size,
        ..DialogEntry::two_players("unlur.help.contract")
    },
    on_screen: MatchResource::of::<UnlurMatch>(true),
};

inventory::submit!(Registered(&ENTRY));

/// The dialog's choice of the board's size.
fn board_size(ui: &mut bevy_egui::egui::Ui, t: Tr, setup: &mut NewGame) {
    ui.add_space(6.0);
    ui.label(
        bevy_egui::egui::RichText::new(t.tr("dialog.board")).font(crate::app::look::bold(18.0)),
    );
    ui.horizontal(|ui| {
        ui.radio_value(&mut setup.side, 6, t.tr("dialog.side6"));
        ui.radio_value(&mut setup.side, 8, t.tr("dialog.side8"));
    });
}

/// Unlur's parts that need no window: the match and its messages, the board, the AI.
fn plugin(app: &mut App) {
    if !app.world().contains_resource::<UnlurMatch>() {
        app.insert_resource(UnlurMatch::new(&NewGame::default()));
    }
    app.add_plugins((
        super::turns::plugin,
        super::view::plugin,
        super::ai_player::plugin,
        super::tweens::plugin,
    ));
}

impl GameMatch for UnlurMatch {
    match_basics!(GameId::Unlur);

    fn move_text(&self, i: usize) -> Option<String> {
        let mv = *self.game.history().get(i)?;
        Some(crate::rules::unlur::move_text(self.game.board(), mv))
    }

    fn move_words(&self, t: Tr, text: &str) -> String {
        // The notation's words in the reader's language ("passe" in French).
        match text {
            "pass" => t.tr("unlur.move.pass").to_string(),
            "resign" => t.tr("unlur.move.resign").to_string(),
            cell => cell.to_string(),
        }
    }

    fn over(&self) -> bool {
        self.game.outcome().is_some() || self.resigned.is_some()
    }

    fn resign(&mut self, by: crate::rules::Player) {
        self.resigned = Some(by);
    }

    fn names(&self) -> Vec<String> {
        self.names.to_vec()
    }

    fn record(&self) -> String {
        crate::rules::unlur::write_record(&self.game, &self.names[0], &self.names[1])
    }

    fn replay_status(&self, t: Tr) -> String {
        crate::app::unlur::words::result_reason(t, self)
            .unwrap_or_else(|| crate::app::unlur::words::turn_line(t, self))
    }

    fn draft(&self) -> NewGame {
        NewGame {
            game: GameId::Unlur,
            side: self.game.board().side(),
            first: self.game.first_player(),
            names: self.names.clone(),
            seats: self.seats,
            ..NewGame::default()
        }
    }

    fn move_arrows(&self, text: &str) -> Vec<(Vec3, Vec3)> {
        let board = self.game.board();
        match crate::rules::unlur::parse_move(board, text) {
            Ok(crate::rules::unlur::Move::Place(cell)) => {
                let at = super::board::cell_position(board, cell);
                vec![(at, at)]
            }
            _ => Vec::new(),
        }
    }

    fn put(self: Box<Self>, world: &mut World, reset: bool) {
        world.insert_resource(*self);
        if reset {
            world.write_message(Reset::<UnlurMatch>::default());
        }
    }
}

/// The friend's move, played as every player's is: a [`PlayRequest<UnlurMatch>`].
fn play_remote(world: &mut World, text: &str) -> Result<bool, crate::i18n::Said> {
    let board = world.resource::<UnlurMatch>().game.board().clone();
    let mv = rules::unlur::parse_move(&board, text)
        .map_err(|e| crate::app::session::driven::unplayable(text, &e))?;
    world.write_message(PlayRequest::<UnlurMatch>(mv));
    Ok(true)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Play-test 3: the review said "pass" in French move lists.
    #[test]
    fn the_notations_words_are_the_readers() {
        let m = UnlurMatch::new(&NewGame::default());
        assert_eq!(m.move_words(Tr::FR, "pass"), "passe");
        assert_eq!(m.move_words(Tr::EN, "pass"), "pass");
        assert_eq!(m.move_words(Tr::FR, "d4"), "d4");
    }
}
