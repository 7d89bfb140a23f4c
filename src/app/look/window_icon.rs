//! The window's icon: the app's own picture (`assets/icon.png`, rendered by the app,
//! see `scripts/pictures`), compiled in and given to the window once it exists, so the
//! task bar and the window switcher show the game instead of a blank square.

use bevy::ecs::system::NonSendMarker;
use bevy::prelude::*;
use bevy::window::PrimaryWindow;

/// The icon, 512 pixels square (PNG).
pub const ICON_PNG: &[u8] = include_bytes!("../../../assets/icon.png");

/// The icon's pixels (RGBA) and side, or why they cannot be read.
pub fn icon_rgba() -> Result<(Vec<u8>, u32), String> {
    let image = image::load_from_memory_with_format(ICON_PNG, image::ImageFormat::Png)
        .map_err(|e| e.to_string())?
        .into_rgba8();
    let side = image.width();
    Ok((image.into_raw(), side))
}

/// The sizes a desktop looks for.
pub const SIZES: [u32; 8] = [16, 24, 32, 48, 64, 128, 256, 512];

/// Writes the icon at every size of [`SIZES`] under `dir`, as the hicolor theme lays
/// them out (`48x48/apps/NAME.png`).
pub fn write_sizes(dir: &std::path::Path, name: &str) -> Result<(), String> {
    let (rgba, side) = icon_rgba()?;
    let image = image::RgbaImage::from_raw(side, side, rgba).ok_or("the icon is not square")?;
    for size in SIZES {
        let sized =
            image::imageops::resize(&image, size, size, image::imageops::FilterType::Lanczos3);
        let folder = dir.join(format!("{size}x{size}")).join("apps");
        std::fs::create_dir_all(&folder)
            .map_err(|e| format!("{}: {e}", crate::storage::shown(&folder)))?;
        let path = folder.join(format!("{name}.png"));
        sized
            .save(&path)
            .map_err(|e| format!("{}: {e}", crate::storage::shown(&path)))?;
    }
    Ok(())
}

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(Update, set_icon);
}

/// Gives the primary window its icon, once (the window exists a frame after the start).
fn set_icon(
    window: Query<Entity, With<PrimaryWindow>>,
    mut done: Local<bool>,
    _main_thread: NonSendMarker,
) {
    if *done {
        return;
    }
    let Ok(entity) = window.single() else {
        return;
    };
    bevy::winit::WINIT_WINDOWS.with_borrow(|windows| {
        let Some(window) = windows.get_window(entity) else {
            return;
        };
        *done = true;
        match icon_rgba().and_then(|(rgba, side)| {
            winit::window::Icon::from_rgba(rgba, side, side).map_err(|e| e.to_string())
        }) {
            Ok(icon) => {
                window.set_window_icon(Some(icon));
                debug!("the window has its icon");
            }
            Err(e) => warn!("the window's icon cannot be made: {e}"),
        }
    });
}

#[cfg(test)]
mod tests {
    #[test]
    fn the_icon_is_a_square_picture_of_the_game() {
        let (rgba, side) = super::icon_rgba().unwrap();
        assert_eq!(side, 512);
        assert_eq!(rgba.len(), 512 * 512 * 4);
        // Not blank: many colours.
        let colours: std::collections::HashSet<&[u8]> = rgba.chunks(4).collect();
        assert!(colours.len() > 1000, "{}", colours.len());
    }
}
