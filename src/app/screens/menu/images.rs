//! The menu's pictures: each game's card, rendered by the app of itself and compiled
//! in, and the table's grain under the cards, as egui textures.

use bevy::prelude::*;
use bevy_egui::egui;

use crate::app::look::picture;
use crate::rules::GameId;

/// The menu's pictures, as egui textures: each game's card, and the table under them.
#[derive(Resource, Default)]
pub(super) struct Pictures {
    pub(super) cards: Vec<(Handle<Image>, Option<egui::TextureId>)>,
    pub(super) table: Option<(Handle<Image>, Option<egui::TextureId>)>,
}

pub(super) fn load_pictures(
    mut images: Option<ResMut<Assets<Image>>>,
    mut pictures: ResMut<Pictures>,
    grain: Option<Res<crate::app::table::grain::Grain>>,
) {
    pictures.table = grain.map(|g| (g.wood.clone(), None));
    let Some(images) = images.as_mut() else {
        return;
    };
    for game in GameId::ALL {
        match picture(images, crate::app::session::registry::entry(game).picture) {
            Ok(image) => pictures.cards.push((image, None)),
            Err(e) => warn!("the menu picture of {game:?} cannot be read: {e}"),
        }
    }
}
