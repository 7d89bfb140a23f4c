//! What the new-game dialog chooses for Uckers (two or four players, the seats and names
//! of four, the optional rules), and its part of the dialog.

use std::any::Any;

use bevy_egui::egui::{self, RichText};

use crate::app::look::bold;
use crate::app::screens::dialog::seat_rows;
use crate::app::session::game::{NewGame, Seat, Setup};
use crate::i18n::Tr;
use crate::rules::uckers::{Colour, Options};

/// What the new-game dialog chooses for Uckers.
#[derive(Clone, Debug, PartialEq)]
pub struct UckersSetup {
    /// 2 (each a partnership: yellow-green, red-blue) or 4 (one colour each).
    pub players: u8,
    /// With 4 players: who plays each colour (yellow, red, green, blue).
    pub seats: [Seat; 4],
    /// With 4 players: each colour's player's name.
    pub names: [String; 4],
    /// The optional rules.
    pub options: Options,
}

impl Default for UckersSetup {
    fn default() -> Self {
        UckersSetup {
            players: 2,
            seats: [Seat::Human; 4],
            names: Colour::ALL.map(|c| {
                let n = c.name();
                format!("{}{}", n[..1].to_uppercase(), &n[1..])
            }),
            options: Options::default(),
        }
    }
}

/// The Uckers part of the dialog: two or four players, and the optional rules.
pub(super) fn options(ui: &mut egui::Ui, t: Tr, setup: &mut NewGame) {
    let u = setup.extra.get_or_default::<UckersSetup>();
    ui.add_space(6.0);
    ui.horizontal(|ui| {
        ui.label(RichText::new(t.tr("dialog.uckers.count")).font(bold(18.0)));
        ui.radio_value(&mut u.players, 2, t.tr("dialog.uckers.two"));
        ui.radio_value(&mut u.players, 4, t.tr("dialog.uckers.four"));
    });
    rules_options(ui, t, setup);
}

/// The optional rules alone (online play is two players).
pub(super) fn rules_options(ui: &mut egui::Ui, t: Tr, setup: &mut NewGame) {
    let u = setup.extra.get_or_default::<UckersSetup>();
    ui.add_space(6.0);
    ui.label(RichText::new(t.tr("dialog.options")).font(bold(18.0)));
    ui.horizontal_wrapped(|ui| {
        ui.checkbox(&mut u.options.wafu_snake_eyes, t.tr("uckers.option.wafu"))
            .on_hover_text(t.tr("uckers.option.wafu_hover"));
        ui.checkbox(&mut u.options.superblobs, t.tr("uckers.option.superblobs"))
            .on_hover_text(t.tr("uckers.option.superblobs_hover"));
        ui.checkbox(&mut u.options.suckback, t.tr("uckers.option.suckback"))
            .on_hover_text(t.tr("uckers.option.suckback_hover"));
        ui.checkbox(&mut u.options.layered_blobs, t.tr("uckers.option.layered"))
            .on_hover_text(t.tr("uckers.option.layered_hover"));
    });
}

/// With four players, a row a colour: its seat and its player's name.
pub(super) fn seats(ui: &mut egui::Ui, t: Tr, setup: &mut NewGame) -> bool {
    if setup.game != crate::rules::GameId::Uckers {
        return false;
    }
    let u = setup.extra.get_or_default::<UckersSetup>();
    if u.players != 4 {
        return false;
    }
    // The colours' default names in the dialog's language (a setup made after the last
    // change of language kept them English: "Red lance…" in a French game).
    crate::app::session::default_names::translate_defaults(&mut u.names, t);
    let labels = Colour::ALL.map(|c| super::words::uckers_colour_title(t, c));
    let rows = labels
        .iter()
        .zip(u.seats.iter_mut())
        .zip(u.names.iter_mut())
        .map(|((label, seat), name)| (label.as_str(), seat, name));
    seat_rows(ui, t, "seat4", rows);
    true
}

/// The default names of the four colours' players: their colours.
pub(super) fn default_names(t: Tr) -> Vec<String> {
    Colour::ALL
        .map(|c| super::words::uckers_colour_title(t, c))
        .to_vec()
}

/// The demo plays Uckers with four AIs.
pub(super) fn demo(setup: &mut NewGame, level: crate::ai::Level) {
    setup.extra = crate::app::session::game::Extra::new(UckersSetup {
        players: 4,
        seats: [Seat::Ai(level); 4],
        // Each seat its colour's name (the default).
        ..Default::default()
    });
}

/// The dialog's words for the two seats of a two-player game: the partnerships.
pub(super) fn seat_label(t: Tr, i: usize) -> String {
    use crate::rules::uckers::Partnership;
    let p = if i == 0 {
        Partnership::YellowGreen
    } else {
        Partnership::RedBlue
    };
    t.tr(p.word_key()).to_string()
}

impl Setup for UckersSetup {
    fn boxed(&self) -> Box<dyn Setup> {
        Box::new(self.clone())
    }

    fn same(&self, other: &dyn Setup) -> bool {
        other.as_any().downcast_ref() == Some(self)
    }

    fn names_mut(&mut self) -> &mut [String] {
        &mut self.names
    }

    fn as_any(&self) -> &dyn Any {
        self
    }

    fn as_any_mut(&mut self) -> &mut dyn Any {
        self
    }
}
