//! The menu's pictures: each game's card, rendered by the app of itself and compiled
//! in, and the table's grain under the cards, as egui textures.

use bevy::asset::RenderAssetUsages;
use bevy::image::{CompressedImageFormats, ImageSampler, ImageType};
use bevy::prelude::*;
use bevy_egui::egui;

use super::GAMES;

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
    for game in GAMES {
        match picture(images, crate::app::session::registry::entry(game).picture) {
            Ok(image) => pictures.cards.push((image, None)),
            Err(e) => warn!("the menu picture of {game:?} cannot be read: {e}"),
        }
    }
}

/// A PNG compiled into the app, as an image for egui (the menu's and the rules' pictures).
pub fn picture(
    images: &mut Assets<Image>,
    png: &[u8],
) -> Result<Handle<Image>, bevy::image::TextureError> {
    Image::from_buffer(
        png,
        ImageType::Extension("png"),
        CompressedImageFormats::NONE,
        true,
        ImageSampler::linear(),
        RenderAssetUsages::RENDER_WORLD,
    )
    .map(|image| images.add(image))
}
