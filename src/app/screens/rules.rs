//! The rules screens: each game's rules in English and French, illustrated with boards
//! the app rendered of itself (`unlur screenshot --bare` of the example records in
//! `assets/rules/`, compiled in). F1 (or the menu's Rules button) opens them on the game
//! on screen; tabs switch game; Esc or the button closes them.
//!
//! The texts (`assets/rules/<game>.<lang>.txt`) use a small markup: `# ` starts a
//! heading, `- ` a bullet, `[picture NAME]` places a picture, any other line is a
//! paragraph.

use bevy::prelude::*;
use bevy_egui::egui::{self, Align2, CornerRadius, RichText};
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, EguiTextureHandle};

use crate::app::ground::settings::AppSettings;
use crate::app::look::{ACCENT, MUTED, bold, picture};
use crate::app::session::registry::game_name;
use crate::rules::GameId;
use crate::settings::Language;

/// A piece of a rules text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Block<'a> {
    /// A section's title.
    Heading(&'a str),
    /// A paragraph.
    Paragraph(&'a str),
    /// An item of a list.
    Bullet(&'a str),
    /// A picture, by name.
    Picture(&'a str),
}

/// A game's rules in a language.
pub fn rules_text(game: GameId, language: Language) -> &'static str {
    crate::app::session::registry::entry(game).rules(language)
}

/// Reads a rules text into its blocks (blank lines are skipped).
pub fn parse_rules(text: &str) -> Vec<Block<'_>> {
    text.lines()
        .map(str::trim)
        .filter(|l| !l.is_empty())
        .map(|l| {
            if let Some(h) = l.strip_prefix("# ") {
                Block::Heading(h)
            } else if let Some(b) = l.strip_prefix("- ") {
                Block::Bullet(b)
            } else if let Some(p) = l
                .strip_prefix("[picture ")
                .and_then(|p| p.strip_suffix(']'))
            {
                Block::Picture(p.trim())
            } else {
                Block::Paragraph(l)
            }
        })
        .collect()
}

/// The pictures the rules show: (game, name, PNG), from each game's registry entry.
pub fn rules_pictures() -> impl Iterator<Item = (GameId, &'static str, &'static [u8])> {
    crate::app::session::registry::games().iter().flat_map(|e| {
        e.rules
            .pictures
            .iter()
            .map(|&(name, png)| (e.id, name, png))
    })
}

/// Whether the rules are on screen, and which game's.
#[derive(Resource, Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct RulesScreen {
    /// Shown.
    pub open: bool,
    /// The game whose rules are shown.
    pub game: GameId,
}

#[derive(Resource, Default)]
struct RulesPictures(Vec<(GameId, &'static str, Handle<Image>, Option<egui::TextureId>)>);

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<RulesScreen>()
        .init_resource::<RulesPictures>()
        .add_systems(Startup, load_pictures)
        .add_systems(
            EguiPrimaryContextPass,
            draw_rules
                .run_if(|r: Res<RulesScreen>| r.open)
                .run_if(crate::app::look::fonts_ready)
                .after(crate::app::look::install_fonts),
        );
}

fn load_pictures(mut images: Option<ResMut<Assets<Image>>>, mut pictures: ResMut<RulesPictures>) {
    let Some(images) = images.as_mut() else {
        return;
    };
    for (game, name, bytes) in rules_pictures() {
        match picture(images, bytes) {
            Ok(image) => pictures.0.push((game, name, image, None)),
            Err(e) => warn!("the rules picture {name} cannot be read: {e}"),
        }
    }
}

fn draw_rules(
    mut contexts: EguiContexts,
    mut pictures: ResMut<RulesPictures>,
    mut screen: ResMut<RulesScreen>,
    settings: Res<AppSettings>,
    mut learn: ResMut<crate::app::session::lesson::LearnScreen>,
) -> Result {
    for (_, _, handle, id) in pictures.0.iter_mut() {
        if id.is_none() {
            *id = Some(contexts.add_image(EguiTextureHandle::Strong(handle.clone())));
        }
    }
    let ctx = contexts.ctx_mut()?.clone();
    let t = settings.tr();
    let area = ctx.content_rect();
    let width = (area.width() - 80.0).clamp(320.0, 760.0);
    let height = (area.height() - 80.0).max(240.0);
    let mut open = true;
    egui::Window::new(
        RichText::new(t.tr("rules.title"))
            .font(bold(24.0))
            .color(ACCENT),
    )
    .id("rules-screen".into())
    .order(egui::Order::Foreground)
    .collapsible(false)
    .resizable(false)
    .anchor(Align2::CENTER_CENTER, [0.0, 0.0])
    .fixed_size([width, height])
    .show(&ctx, |ui| {
        ui.horizontal(|ui| {
            for game in GameId::ALL {
                let tab = egui::Button::new(RichText::new(game_name(t, game)).font(bold(17.0)))
                    .selected(screen.game == game);
                if ui.add(tab).clicked() {
                    screen.game = game;
                }
            }
            ui.add_space(12.0);
            // Learning by playing: the game's lessons, from its rules.
            let how = egui::Button::new(
                RichText::new(t.tr("rules.how_to_play"))
                    .font(bold(17.0))
                    .color(ACCENT),
            );
            if ui.add(how).clicked() {
                open = false;
                learn.open_on(screen.game);
            }
            if ui.button(t.tr("rules.close")).clicked() {
                open = false;
            }
        });
        ui.separator();
        egui::ScrollArea::vertical()
            .id_salt(screen.game as u8)
            .auto_shrink([false, false])
            .show(ui, |ui| {
                ui.set_width(width - 20.0);
                let text = rules_text(screen.game, settings.get().language);
                for block in parse_rules(text) {
                    match block {
                        Block::Heading(h) => {
                            ui.add_space(8.0);
                            ui.label(RichText::new(h).font(bold(20.0)).color(ACCENT));
                        }
                        Block::Paragraph(p) => {
                            ui.label(RichText::new(p).size(16.0));
                        }
                        Block::Bullet(b) => {
                            ui.horizontal_top(|ui| {
                                ui.label(RichText::new("•").size(16.0).color(ACCENT));
                                ui.add(egui::Label::new(RichText::new(b).size(16.0)).wrap());
                            });
                        }
                        Block::Picture(name) => {
                            let id = pictures
                                .0
                                .iter()
                                .find(|(g, n, _, _)| *g == screen.game && *n == name)
                                .and_then(|(_, _, _, id)| *id);
                            if let Some(id) = id {
                                let w = (width - 40.0).min(560.0);
                                ui.add_space(6.0);
                                ui.vertical_centered(|ui| {
                                    ui.add(
                                        egui::Image::new((id, egui::vec2(w, w * 9.0 / 16.0)))
                                            .corner_radius(CornerRadius::same(8)),
                                    );
                                });
                            }
                        }
                    }
                }
                ui.add_space(8.0);
                ui.label(
                    RichText::new(t.tr("rules.source"))
                        .size(crate::app::look::SMALL)
                        .color(MUTED),
                );
            });
    });
    if !open {
        screen.open = false;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_game_has_rules_in_both_languages_with_the_same_shape_and_its_pictures() {
        for game in GameId::ALL {
            let en = parse_rules(rules_text(game, Language::English));
            let fr = parse_rules(rules_text(game, Language::French));
            let shape = |blocks: &[Block]| -> Vec<String> {
                blocks
                    .iter()
                    .map(|b| match b {
                        Block::Heading(_) => "h".to_string(),
                        Block::Paragraph(_) => "p".to_string(),
                        Block::Bullet(_) => "b".to_string(),
                        Block::Picture(name) => format!("picture {name}"),
                    })
                    .collect()
            };
            assert_eq!(shape(&en), shape(&fr), "{game:?}: the two languages differ");
            assert!(en.len() > 8, "{game:?}: the rules say something");
            for b in &en {
                if let Block::Picture(name) = b {
                    assert!(
                        rules_pictures().any(|(g, n, _)| g == game && n == *name),
                        "{game:?}: no picture {name}"
                    );
                }
            }
            assert!(
                en.iter().any(|b| matches!(b, Block::Picture(_))),
                "{game:?}: illustrated"
            );
        }
        assert_eq!(
            parse_rules("# T\n\n- a\n[picture y]\ntext"),
            [
                Block::Heading("T"),
                Block::Bullet("a"),
                Block::Picture("y"),
                Block::Paragraph("text")
            ]
        );
    }
}
