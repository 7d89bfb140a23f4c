//! The main menu: the three games side by side, each with a picture the app rendered
//! of itself (`unlur screenshot --bare`, kept in `assets/menu`), its new-game dialog a
//! click or a key away; settings, the demo and quitting. The menu comes back from any
//! game (the Menu button or Esc) and when a demo ends.
//!
//! Below the games, the games in progress ([`crate::app::screens::menu::saved_list`]).
//!
//! Keys: Left and Right choose a game, Enter opens its new-game dialog, C (or
//! Backspace) goes back to the game in progress, F5 starts the demo, F2 the settings;
//! Down and Up go through the games in progress.

mod backdrop;
mod images;
mod keys;
mod layout;
pub mod saved_list;

use images::Pictures;
pub use keys::MenuCursor;
pub(crate) use keys::cursor_plugin;

use bevy::prelude::*;
use bevy_egui::egui::{self, RichText};
use bevy_egui::input::egui_wants_any_keyboard_input;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, EguiTextureHandle};

use crate::app::ground::settings::AppSettings;
use crate::app::look::{ACCENT, MUTED, bold};
use crate::app::screens::menu::layout::{
    CardWords, Cards, MARGIN, OnlineButton, Shell, about, button_row_count, draw_buttons,
    draw_cards, shell_buttons,
};
use crate::app::session::hud_state::HudState;
use crate::app::session::saved_games::Resumed;
use crate::app::session::screen::{ActiveGame, Screen};
use crate::i18n::Tr;
use crate::rules::GameId;

/// The game behind the menu, if there is one to go back to and to save: one that was
/// in front this run, or resumed from the last run's autosave.
#[derive(bevy::ecs::system::SystemParam)]
pub(super) struct Behind<'w> {
    game: Option<Res<'w, State<ActiveGame>>>,
    seen: Res<'w, crate::app::session::screen::GameBehind>,
    resumed: Option<Res<'w, Resumed>>,
    on_screen: crate::app::session::on_screen::OnScreen<'w>,
}

impl Behind<'_> {
    /// Which game it is, and whether it was resumed from the last run.
    pub(super) fn get(&self) -> Option<(GameId, bool)> {
        let resumed = self.resumed.is_some();
        let game = self.game.as_ref()?;
        (self.seen.0 || resumed).then(|| (game.get().0, resumed))
    }

    /// Who plays it and how far it has gone (see [`about`]).
    fn about(&self, t: Tr) -> String {
        let names = self
            .on_screen
            .current()
            .map(|m| m.names())
            .unwrap_or_default();
        about(t, &names, self.on_screen.moves())
    }
}

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<crate::app::screens::menu::saved_list::SavedCursor>()
        .init_resource::<Pictures>()
        .add_systems(Startup, images::load_pictures)
        .add_systems(
            Update,
            keys::menu_keys
                .run_if(in_state(Screen::Menu))
                .run_if(|hud: Res<HudState>| !hud.new_game_open)
                .run_if(|o: Res<crate::app::session::online::OnlineScreen>| !o.open)
                .run_if(|l: Res<crate::app::session::lesson::LearnScreen>| !l.open)
                .run_if(|p: Res<crate::app::session::puzzle::Puzzles>| !p.open)
                .run_if(not(egui_wants_any_keyboard_input))
                .run_if(not(in_state(Screen::Demo))),
        )
        .add_systems(
            EguiPrimaryContextPass,
            draw_menu
                .run_if(in_state(Screen::Menu))
                .run_if(not(in_state(Screen::Demo)))
                .run_if(crate::app::look::fonts_ready)
                .after(crate::app::look::install_fonts)
                .before(super::dialog::draw_new_game_dialog),
        );
}

fn game_about(t: Tr, game: GameId) -> &'static str {
    crate::app::session::registry::entry(game).about(t)
}

#[allow(clippy::too_many_arguments)]
fn draw_menu(
    mut contexts: EguiContexts,
    mut files: ResMut<super::files::FileDialog>,
    mut rules: ResMut<crate::app::screens::rules::RulesScreen>,
    mut pictures: ResMut<Pictures>,
    mut hud: ResMut<HudState>,
    mut cursor: ResMut<MenuCursor>,
    mut settings: ResMut<AppSettings>,
    mut demo: MessageWriter<super::demo::DemoRequest>,
    mut exit: MessageWriter<AppExit>,
    behind: Behind,
    saved: Option<Res<crate::app::session::saved_games::SavedGames>>,
    mut saved_cursor: ResMut<crate::app::screens::menu::saved_list::SavedCursor>,
    mut to_screen: ResMut<NextState<Screen>>,
    mut requests: MessageWriter<crate::app::session::saved_games::SavedGameRequest>,
    (mut online, mut learn, mut puzzles): (
        ResMut<crate::app::session::online::OnlineScreen>,
        ResMut<crate::app::session::lesson::LearnScreen>,
        ResMut<crate::app::session::puzzle::Puzzles>,
    ),
    (online_game, kept): (
        Res<crate::app::session::online::Online>,
        Res<crate::app::session::online::kept::Waiting>,
    ),
) -> Result {
    let Pictures { cards, table } = &mut *pictures;
    for (handle, id) in cards.iter_mut().chain(table.as_mut()) {
        if id.is_none() {
            *id = Some(contexts.add_image(EguiTextureHandle::Strong(handle.clone())));
        }
    }
    let ctx = contexts.ctx_mut()?.clone();
    let t = settings.tr();
    let screen = ctx.content_rect();
    let about = behind.about(t);
    let behind = behind.get();
    let mut chosen = None;
    let mut back = false;
    // A window over the menu (the new-game dialog, the settings, the rules…) has it to
    // itself: the menu behind answers nothing, not even with a tooltip over the window.
    let covered = hud.new_game_open
        || files.mode.is_some()
        || rules.open
        || settings.open
        || online.open
        || learn.open
        || puzzles.open;
    let table = pictures.table.as_ref().and_then(|(_, id)| *id);
    // The menu stands in the middle of its window: the slack its content left below it
    // last time, shared above and below.
    let lift_id = egui::Id::new("main-menu-lift");
    let lift = ctx.data(|d| d.get_temp::<f32>(lift_id)).unwrap_or(0.0);
    egui::Area::new("main-menu".into())
        .anchor(egui::Align2::LEFT_TOP, [0.0, 0.0])
        .order(egui::Order::Background)
        .show(&ctx, |ui| {
            // The table the games rest on, its lamp over the cards.
            let lamp = egui::pos2(screen.center().x, screen.top() + screen.height() * 0.42);
            backdrop::paint(ui.painter(), screen, lamp, table);
            egui::Frame::new()
                .inner_margin(egui::Margin::same(MARGIN as i8))
                .show(ui, |ui| {
                    if covered {
                        ui.disable();
                    }
                    ui.set_min_size(screen.size() - egui::Vec2::splat(2.0 * MARGIN));
                    ui.set_max_width(screen.width() - 2.0 * MARGIN);
                    let top = ui.cursor().top();
                    ui.add_space(lift);
                    ui.vertical_centered(|ui| {
                        ui.label(
                            RichText::new(t.tr("menu.title"))
                                .font(bold(56.0))
                                .color(ACCENT),
                        );
                        ui.label(RichText::new(t.tr("menu.subtitle")).size(19.0).color(MUTED));
                    });
                    ui.add_space(18.0);
                    let saved_list = saved.as_ref().filter(|s| !s.list.is_empty());
                    let online_button = match (&online_game.0, &kept.0) {
                        (Some(o), _) if o.shown => {
                            OnlineButton::OnBoard(o.peer.session.peer_name().to_string())
                        }
                        (None, Some((name, _))) => OnlineButton::Kept(name.clone()),
                        _ => OnlineButton::New,
                    };
                    let buttons = shell_buttons(t, behind, &about, &online_button);
                    let labels: Vec<(&str, Option<&str>)> =
                        buttons.iter().map(|(l, _, h)| (l.as_str(), *h)).collect();
                    let free = screen.size() - egui::Vec2::splat(2.0 * MARGIN);
                    // What stands below the cards: the games in progress (up to four rows
                    // show), the buttons' rows and the key line.
                    let saved_height = saved_list.map_or(0.0, |s| {
                        50.0 + s.list.len().min(saved_list::ROWS_SHOWN) as f32
                            * saved_list::ROW_HEIGHT
                    });
                    // The key line, as tall as its words wrap at this width (two lines in
                    // French: it was cut at the bottom of a 800x600 window).
                    let menu_keys = if behind.is_some() {
                        t.tr("menu.keys")
                    } else {
                        t.tr("menu.keys_first")
                    };
                    let keys = match saved_list {
                        Some(_) => format!("{menu_keys} {}", t.tr("saved.keys")),
                        None => menu_keys.to_string(),
                    };
                    let keys_height = ui
                        .painter()
                        .layout(
                            keys.clone(),
                            egui::FontId::proportional(crate::app::look::SMALL),
                            MUTED,
                            free.x,
                        )
                        .size()
                        .y;
                    let below = saved_height
                        + 60.0
                        + keys_height
                        + 48.0 * button_row_count(ui, &labels, free.x);
                    let shape = Cards::new(free, below);
                    let games: Vec<_> = GameId::ALL
                        .iter()
                        .enumerate()
                        .map(|(i, &game)| {
                            (
                                CardWords {
                                    name: crate::app::session::registry::game_name(t, game),
                                    about: game_about(t, game),
                                    button: t.tr("menu.play"),
                                },
                                pictures.cards.get(i).and_then(|(_, id)| *id),
                            )
                        })
                        .collect();
                    for (i, r) in draw_cards(ui, shape, &games, cursor.0)
                        .into_iter()
                        .enumerate()
                    {
                        if r.clicked {
                            chosen = Some(i);
                        }
                        // A pointer that only rests over a card (where the window opened
                        // under it) chooses nothing: the game behind the menu stays
                        // chosen until the mouse moves.
                        if r.hovered && ui.input(|i| i.pointer.is_moving()) {
                            cursor.0 = i;
                        }
                    }
                    if let Some(saved) = saved_list {
                        ui.add_space(10.0);
                        // The rows take what the buttons and the key line below leave
                        // (one row at the least: the others scroll).
                        let room = ui.available_height() - (below - saved_height) - 60.0;
                        ui.vertical_centered(|ui| {
                            if let Some(request) = saved_list::draw(
                                ui,
                                t,
                                &saved.list,
                                &mut saved_cursor,
                                shape.span().min(1100.0),
                                room,
                            ) {
                                *saved_cursor = default();
                                requests.write(request);
                            }
                        });
                    }
                    ui.add_space(14.0);
                    ui.vertical_centered(|ui| {
                        match draw_buttons(ui, &labels).map(|i| buttons[i].1) {
                            Some(Shell::Back) => back = true,
                            // The online game on the board: back to it (the window has
                            // nothing to offer while it is under way).
                            Some(Shell::Online) if online_game.on_board() => back = true,
                            Some(Shell::Online) => online.open = true,
                            Some(Shell::Learn) => {
                                learn.open_on(GameId::ALL[cursor.0.min(GameId::ALL.len() - 1)]);
                            }
                            Some(Shell::Puzzles) => {
                                puzzles.open_on(GameId::ALL[cursor.0.min(GameId::ALL.len() - 1)]);
                            }
                            Some(Shell::Rules) => {
                                *rules = crate::app::screens::rules::RulesScreen {
                                    open: true,
                                    game: GameId::ALL[cursor.0.min(GameId::ALL.len() - 1)],
                                };
                            }
                            Some(Shell::Open) => files.open(super::files::DialogMode::Open),
                            Some(Shell::Save) => files.open(super::files::DialogMode::Save),
                            Some(Shell::Settings) => settings.open = true,
                            Some(Shell::Demo) => {
                                demo.write(super::demo::DemoRequest);
                            }
                            Some(Shell::Quit) => {
                                exit.write(AppExit::Success);
                            }
                            None => {}
                        }
                        ui.add_space(10.0);
                        ui.label(
                            RichText::new(keys)
                                .size(crate::app::look::SMALL)
                                .color(MUTED),
                        );
                    });
                    let content = ui.cursor().top() - top - lift;
                    let slack = screen.height() - 2.0 * MARGIN - content;
                    let wanted = (slack / 2.0).max(0.0).floor();
                    if (wanted - lift).abs() >= 1.0 {
                        ui.ctx().data_mut(|d| d.insert_temp(lift_id, wanted));
                        ui.ctx().request_discard("the menu centred in its window");
                    }
                });
        });
    if let Some(i) = chosen {
        cursor.0 = i;
        keys::choose(&mut hud, GameId::ALL[i]);
    }
    if back {
        to_screen.set(Screen::Playing);
    }
    Ok(())
}
