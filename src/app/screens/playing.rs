//! The frame of the Playing screen: what every game's panel is drawn in (the HUD column or
//! strip, kept clear of the board), with what the shell adds to it: the jump to a move,
//! the review's request, the online and lesson lines, the undo and shell buttons.

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy_egui::EguiContexts;
use bevy_egui::egui;

use crate::app::ground::settings::AppSettings;
use crate::app::look::{CARD_EDGES, Icon, TopCards, compact, icon_button, undo_button};
use crate::app::session::hud_state::HudState;
use crate::app::table::camera::UiInsets;

/// The board's coordinates, the cursor's name and the games' badges are drawn while the
/// window shows a board (a game or the replay, not the bare board of a screenshot).
pub(crate) fn plugin(app: &mut App) {
    app.configure_sets(
        bevy_egui::EguiPrimaryContextPass,
        crate::app::table::coordinates::LabelsDrawn
            .run_if(crate::app::session::screen::board_labels_shown),
    );
}

/// What every game's HUD panel draws with: egui, the shell's HUD state and settings, and
/// the insets that keep the board clear of the panels.
#[derive(SystemParam)]
pub struct HudFrame<'w, 's> {
    contexts: EguiContexts<'w, 's>,
    /// The shell's HUD state (the new-game dialog).
    pub hud: ResMut<'w, HudState>,
    /// The settings (language, mute, the settings screen).
    pub settings: ResMut<'w, AppSettings>,
    insets: ResMut<'w, UiInsets>,
    top_cards: ResMut<'w, TopCards>,
    jumps: MessageWriter<'w, crate::app::session::records::JumpTo>,
    reviews: MessageWriter<'w, crate::app::screens::review::ReviewRequest>,
    /// The width of this frame's right column, if one was drawn (kept clear with the
    /// left one's at the next [`HudFrame::keep_clear`]).
    right: Local<'s, f32>,
    /// The height of this frame's result card, if one was drawn (kept clear with the
    /// columns at the next [`HudFrame::keep_clear`]).
    bottom: Local<'s, f32>,
    online: Option<Res<'w, crate::app::session::online::Online>>,
    lesson: Option<Res<'w, crate::app::session::lesson::Lesson>>,
    puzzles: Option<Res<'w, crate::app::session::puzzle::Puzzles>>,
    frames: ResMut<'w, crate::app::ground::pace::Frames>,
    cut: Option<ResMut<'w, crate::app::screens::screenshot::layout_check::CutColumns>>,
}

impl HudFrame<'_, '_> {
    /// Whether the game's own takebacks are on for a game with these seats
    /// ([`crate::app::session::outside::takebacks_allowed`]).
    pub fn takebacks(&self, seats: &[crate::app::session::game::Seat]) -> bool {
        crate::app::session::outside::takebacks_allowed(
            Some(&self.settings),
            self.online.as_deref(),
            crate::app::session::outside::scripted(self.lesson.as_deref(), self.puzzles.as_deref()),
            seats,
        )
    }

    /// What the HUD says instead of whose turn it is while the online game waits on
    /// something (nothing can be played meanwhile, the Roll button is greyed): a
    /// takeback's answer (the friend's request, to answer on the online card, or this
    /// side's), or the friend's return after the connection dropped (Roll looked active
    /// and did nothing).
    pub fn online_wait(&self) -> Option<String> {
        let o = self.online.as_deref()?.0.as_ref().filter(|o| o.shown)?;
        crate::app::screens::online::card::hud_wait_words(self.settings.tr(), o)
    }

    /// Whether a game that is `over` offers what follows a finished game (its review, a
    /// new game): not during a puzzle, whose card offers the next puzzle instead.
    pub fn offers_after(&self, over: bool) -> bool {
        over && !self.puzzles.as_ref().is_some_and(|p| p.on())
    }

    /// How the game on the board ended outside its rules (an online game resigned or
    /// stopped, a lesson complete, a puzzle answered), in words: the HUD says it
    /// instead of whose turn it is.
    pub fn concluded(&self) -> Option<String> {
        use crate::app::session::puzzle::Verdict;
        let t = self.settings.tr();
        if self.lesson.as_ref().is_some_and(|l| l.complete()) {
            // The lesson's script has nothing more to play there.
            return Some(t.tr("lessons.complete").to_string());
        }
        // A puzzle answered: the board waits for the card's choice (the next turn's
        // roll would never come).
        match self
            .puzzles
            .as_ref()
            .and_then(|p| p.now.as_ref())
            .map(|n| &n.verdict)
        {
            Some(Verdict::Right(..)) => return Some(t.tr("puzzles.hud_right").to_string()),
            Some(Verdict::Wrong(..)) => return Some(t.tr("puzzles.hud_wrong").to_string()),
            Some(Verdict::Asking) | None => {}
        }
        let o = self.online.as_deref()?.0.as_ref().filter(|o| o.shown)?;
        crate::app::screens::online::card::ending_words(t, &o.peer.session)
    }

    /// The words for the two sides' seats (`human`, `AI, strong`, `online`); in an online
    /// game this side's is a person's and the other the friend's, also once the game has
    /// ended outside its rules and no one plays on the board any more.
    pub fn seat_words(&self, seats: [crate::app::session::game::Seat; 2]) -> [String; 2] {
        use crate::app::session::game::Seat;
        let t = self.settings.tr();
        let online = self.online.as_deref().and_then(|o| o.0.as_ref());
        let mine = online
            .filter(|o| o.shown)
            .and_then(|o| o.peer.session.seat());
        [0, 1].map(|i| match mine {
            Some(p) if p.index() == i => Seat::Human.label(t),
            Some(_) => Seat::Remote.label(t),
            None => seats[i].label(t),
        })
    }

    /// How far down the cards at the top middle (and the HUD's strip) reach
    /// ([`TopCards::bottom`]).
    pub fn top_cards_bottom(&self) -> f32 {
        self.top_cards.bottom()
    }

    /// This frame's egui context.
    pub fn ctx(&mut self) -> Result<egui::Context> {
        Ok(self.contexts.ctx_mut()?.clone())
    }

    /// Shows the game at the move a move list's line was clicked for, if one was.
    pub fn jump(&mut self, step: Option<usize>) {
        if let Some(step) = step {
            self.jumps.write(crate::app::session::records::JumpTo(step));
        }
    }

    /// Asks for the review of the game on screen, if `asked` (its button was clicked).
    pub fn review(&mut self, asked: bool) {
        self.ask_review(asked.then_some(crate::app::screens::review::ReviewRequest::Start));
    }

    /// Asks this of the review, if anything.
    pub fn ask_review(&mut self, request: Option<crate::app::screens::review::ReviewRequest>) {
        if let Some(request) = request {
            self.reviews.write(request);
        }
    }

    /// Keeps the board clear of the panels, `points` in egui points (at `ctx`'s zoom).
    pub fn keep_clear(&mut self, ctx: &egui::Context, points: UiInsets) {
        let zoom = ctx.zoom_factor();
        self.top_cards.set_if_neq(TopCards {
            hud: points.top,
            ..*self.top_cards
        });
        let right = points.right.max(std::mem::take(&mut *self.right));
        let bottom = points.bottom.max(std::mem::take(&mut *self.bottom));
        // The board is framed before this pass: a change of room is framed next frame.
        let changed = self.insets.set_if_neq(UiInsets {
            left: points.left * zoom,
            right: right * zoom,
            top: points
                .top
                .max(self.top_cards.online)
                .max(self.top_cards.lesson)
                .max(self.top_cards.puzzle)
                * zoom,
            bottom: bottom * zoom,
        });
        if changed {
            self.frames.now();
        }
    }

    /// A column of `cards` cards at the window's top left, about a quarter of the window
    /// wide (within `width`), which the board keeps clear of; in a narrow window
    /// (`compact`) the cards stand side by side in a strip across the top instead.
    /// Either scrolls when its cards do not fit. `add` draws the cards, given each card's
    /// width, the HUD state and the settings (for `undo_and_shell_buttons`); they count
    /// as changed only when a button writes them.
    pub fn left_column(
        &mut self,
        id: &'static str,
        (least, most): (f32, f32),
        cards: usize,
        add: impl FnOnce(&mut egui::Ui, f32, &mut Mut<HudState>, &mut Mut<AppSettings>),
    ) -> Result {
        let ctx = self.ctx()?;
        let screen = ctx.content_rect();
        let (mut hud, mut settings) = (self.hud.reborrow(), self.settings.reborrow());
        let mut cut = self.cut.as_deref_mut().map(|c| &mut c.0);
        let across = compact(screen);
        let column = egui::Area::new(id.into())
            .anchor(egui::Align2::LEFT_TOP, [12.0, 12.0])
            .show(&ctx, |ui| {
                if across {
                    let n = cards.max(1) as f32;
                    let gap = ui.spacing().item_spacing.x;
                    let width = (screen.width() - 24.0 - gap * (n - 1.0)) / n - CARD_EDGES;
                    let tallest = screen.height() * 0.45;
                    egui::ScrollArea::vertical()
                        .min_scrolled_height(tallest)
                        .max_height(tallest)
                        .show(ui, |ui| {
                            ui.horizontal_top(|ui| add(ui, width, &mut hud, &mut settings))
                        });
                } else {
                    let width = (screen.width() * 0.27).clamp(least, most);
                    let tallest = screen.height() - 24.0;
                    let shown = egui::ScrollArea::vertical()
                        .min_scrolled_height(tallest)
                        .max_height(tallest)
                        .show(ui, |ui| add(ui, width, &mut hud, &mut settings));
                    let under = shown.content_size.y - shown.inner_rect.height();
                    if let Some(cut) = cut.as_mut().filter(|_| under > 1.0) {
                        cut.push(format!(
                            "the column {id:?} is {under:.0} points taller than the window: \
                             its last lines are under the edge"
                        ));
                    }
                }
            });
        let rect = column.response.rect;
        self.keep_clear(
            &ctx,
            if across {
                UiInsets {
                    top: rect.bottom() + 8.0,
                    ..default()
                }
            } else {
                UiInsets {
                    left: rect.right() + 12.0,
                    ..default()
                }
            },
        );
        Ok(())
    }
}

impl HudFrame<'_, '_> {
    /// A finished game's [`result_card`], drawn before the HUD's
    /// [`HudFrame::left_column`] (which keeps the board clear of it too): its new game
    /// and review asked for here; whether its takeback was clicked (the game's own
    /// request).
    pub fn result(&mut self, words: (&str, &str), offers: Option<bool>) -> Result<bool> {
        let ctx = self.ctx()?;
        let (top, after) = result_card(&ctx, self.settings.tr(), words, offers);
        *self.bottom = ctx.content_rect().bottom() - top + 8.0;
        self.hud.new_game_open |= after.new_game;
        self.review(after.review);
        Ok(after.undo)
    }

    /// A column of cards `width` wide at the window's top right, scrolled when too tall;
    /// drawn before a [`HudFrame::left_column`], which keeps the board clear of both.
    pub fn right_column(
        &mut self,
        id: &'static str,
        width: f32,
        add: impl FnOnce(&mut egui::Ui, f32),
    ) -> Result {
        let ctx = self.ctx()?;
        let screen = ctx.content_rect();
        let column = egui::Area::new(id.into())
            .anchor(egui::Align2::RIGHT_TOP, [-12.0, 12.0])
            .show(&ctx, |ui| {
                let tallest = screen.height() - 24.0;
                egui::ScrollArea::vertical()
                    .min_scrolled_height(tallest)
                    .max_height(tallest)
                    .show(ui, |ui| add(ui, width));
            });
        *self.right = screen.right() - column.response.rect.left() + 12.0;
        Ok(())
    }
}

/// A dice game's row of buttons after its own: undo (while there is a `moves` to take
/// back and `takebacks` are the game's own: [`HudFrame::takebacks`]), then
/// [`shell_buttons`]; whether undo was clicked.
pub(crate) fn undo_and_shell_buttons(
    ui: &mut egui::Ui,
    (moves, takebacks): (bool, bool),
    hud: &mut Mut<HudState>,
    settings: &mut Mut<AppSettings>,
) -> bool {
    let undo = undo_button(ui, settings.tr(), "common.undo", moves, takebacks);
    shell_buttons(ui, hud, settings);
    undo
}

/// The buttons every game's HUD ends with: a new game, mute, the settings. The HUD
/// state and the settings are written only when their button is clicked.
pub(crate) fn shell_buttons(
    ui: &mut egui::Ui,
    hud: &mut Mut<HudState>,
    settings: &mut Mut<AppSettings>,
) {
    let t = settings.tr();
    if ui
        .add(icon_button(Icon::NewGame, t.tr("common.new_game_key")))
        .clicked()
    {
        hud.new_game_open = true;
    }
    let mute = if settings.get().muted {
        icon_button(Icon::SoundOff, t.tr("common.unmute"))
    } else {
        icon_button(Icon::SoundOn, t.tr("common.mute"))
    };
    if ui.add(mute).clicked() {
        settings.update(|s| s.muted = !s.muted);
    }
    if ui
        .add(icon_button(Icon::Settings, t.tr("common.settings")))
        .clicked()
    {
        settings.open = true;
    }
}

/// What a finished game's [`result_card`] offers, as clicked this frame.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct AfterGame {
    /// A new game (the dialog).
    pub new_game: bool,
    /// The last move taken back.
    pub undo: bool,
    /// The game's review.
    pub review: bool,
}

/// A finished game's result, large, at the bottom middle of the board, in every game:
/// who won (`head`) and how (`reason`); with `offers` (`Some(takebacks)`) a new game,
/// the last move back and the review (a puzzle's card offers the next puzzle instead).
/// The dice games ended with nothing more than a status line. Returns the card's top
/// edge, in points (for the board to keep clear of it), and what was clicked.
pub fn result_card(
    ctx: &egui::Context,
    t: crate::i18n::Tr,
    (head, reason): (&str, &str),
    offers: Option<bool>,
) -> (f32, AfterGame) {
    use crate::app::look::{ACCENT, bold, card};
    use bevy_egui::egui::{Align2, RichText, Stroke};
    let mut after = AfterGame::default();
    let shown = egui::Area::new("hud-result".into())
        .anchor(Align2::CENTER_BOTTOM, [0.0, -18.0])
        .show(ctx, |ui| {
            card().stroke(Stroke::new(2.0, ACCENT)).show(ui, |ui| {
                ui.set_max_width(620.0);
                ui.vertical_centered(|ui| {
                    ui.label(RichText::new(head).font(bold(34.0)).color(ACCENT));
                    ui.label(RichText::new(reason).size(19.0));
                    let Some(takebacks) = offers else {
                        return;
                    };
                    ui.add_space(6.0);
                    ui.horizontal(|ui| {
                        after.new_game = ui
                            .button(RichText::new(t.tr("common.new_game")).font(bold(17.0)))
                            .clicked();
                        after.undo = undo_button(ui, t, "common.undo_last", true, takebacks);
                        after.review = crate::app::screens::review::panel::review_button(ui, t);
                    });
                });
            });
        });
    (shown.response.rect.top(), after)
}
