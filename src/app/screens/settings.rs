//! The settings window (the messages about the settings file are among the notices).

use bevy::prelude::*;

use crate::app::ground::settings::AppSettings;

/// The settings window (the messages about the settings file are among the notices).
pub(crate) fn ui_plugin(app: &mut App) {
    app.add_systems(
        bevy_egui::EguiPrimaryContextPass,
        draw_settings
            .run_if(crate::app::look::fonts_ready)
            .after(crate::app::look::install_fonts),
    );
}

fn draw_settings(
    mut contexts: bevy_egui::EguiContexts,
    mut settings: ResMut<AppSettings>,
    tier: Option<Res<crate::app::table::tier::Tier>>,
) -> Result {
    let tier = tier.map(|t| *t).unwrap_or_default();
    use bevy_egui::egui::{self, RichText};
    let ctx = contexts.ctx_mut()?.clone();
    let t = settings.tr();
    if !settings.open {
        return Ok(());
    }
    let mut s = *settings.get();
    let mut close = false;
    let modal = crate::app::look::modal("settings").show(&ctx, |ui| {
        ui.set_width(480.0);
        ui.label(
            RichText::new(t.tr("settings.title"))
                .font(crate::app::look::bold(26.0))
                .color(crate::app::look::ACCENT),
        );
        ui.add_space(6.0);
        let heading = |ui: &mut egui::Ui, key: &str| {
            ui.add_space(4.0);
            ui.label(RichText::new(t.tr(key)).font(crate::app::look::bold(17.0)));
        };
        heading(ui, "settings.sound");
        ui.horizontal(|ui| {
            ui.add(egui::Slider::new(&mut s.volume, 0..=100).suffix(" %"));
            ui.checkbox(&mut s.muted, t.tr("settings.muted"));
        });
        heading(ui, "settings.language");
        ui.horizontal(|ui| {
            for l in crate::settings::Language::ALL {
                ui.radio_value(&mut s.language, l, l.native_name());
            }
        });
        heading(ui, "settings.animation");
        ui.horizontal(|ui| {
            for a in crate::settings::AnimationSpeed::ALL {
                let key = format!("settings.animation.{}", a.code());
                ui.radio_value(&mut s.animation, a, t.tr(&key));
            }
        });
        heading(ui, "settings.palette");
        ui.horizontal(|ui| {
            for p in crate::settings::Palette::ALL {
                let key = format!("settings.palette.{}", p.code());
                ui.radio_value(&mut s.palette, p, t.tr(&key));
            }
        });
        heading(ui, "settings.quality");
        ui.horizontal(|ui| {
            for q in crate::settings::Quality::ALL {
                let key = format!("settings.quality.{}", q.code());
                ui.radio_value(&mut s.quality, q, t.tr(&key));
            }
        });
        ui.weak(t.trf("settings.quality.now", &[("tier", &tier.code())]));
        heading(ui, "settings.display");
        ui.checkbox(&mut s.fullscreen, t.tr("settings.fullscreen"));
        ui.checkbox(&mut s.coordinates, t.tr("settings.coordinates"));
        ui.checkbox(&mut s.live_chances, t.tr("settings.live_chances"));
        ui.add_enabled_ui(s.live_chances, |ui| {
            ui.checkbox(
                &mut s.live_chances_vs_ai,
                t.tr("settings.live_chances_vs_ai"),
            );
        });
        heading(ui, "settings.ai_delay");
        ui.add(
            egui::Slider::new(&mut s.ai_delay, 0.0..=crate::settings::MAX_AI_DELAY)
                .step_by(0.1)
                .suffix(" s")
                // As the player's language writes decimals ("0,6 s" in French).
                .custom_formatter(move |v, _| t.decimal(v, 1))
                .custom_parser(|text| text.trim().replace(',', ".").parse().ok()),
        );
        heading(ui, "settings.play");
        ui.checkbox(&mut s.takebacks, t.tr("settings.takebacks"));
        ui.checkbox(&mut s.takebacks_people, t.tr("settings.takebacks_people"));
        ui.add_space(6.0);
        let place = match &settings.file.path {
            Some(p) => t.trf("settings.saved_in", &[("path", &p.display())]),
            None => t.tr("settings.not_saved").to_string(),
        };
        ui.label(
            RichText::new(place)
                .size(crate::app::look::SMALL)
                .color(crate::app::look::MUTED),
        );
        ui.add_space(4.0);
        close = ui
            .button(RichText::new(t.tr("settings.close")).font(crate::app::look::bold(17.0)))
            .clicked();
    });
    if modal.should_close() {
        close = true;
    }
    settings.set(s);
    if close {
        settings.open = false;
        settings.save_soon();
    }
    Ok(())
}
