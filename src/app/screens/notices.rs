//! What went wrong with the files the app keeps, said on screen (over the menu, a game
//! or a demo) in the app's language, one card each: a game that cannot be saved (until a
//! save succeeds), a saved game that could not be read (where it is kept, and a button
//! to open what could be read), the settings file's problems, and any other file's
//! ([`FileProblems`]: a game's own files, such as Uckers' back of the board); and, for a
//! few seconds, what the last open or save of a record has to say.

use bevy::prelude::*;
use bevy_egui::egui::{self, Align2, RichText};
use bevy_egui::{EguiContexts, EguiPrimaryContextPass};

use crate::app::ground::settings::AppSettings;
use crate::app::look::{ACCENT, WARN, bold, card};
use crate::app::session::file_words::{FileNotice, RecordFiles};
use crate::app::session::saved_games::autosave::Autosave;
use crate::app::session::saved_games::{SavedGameRequest, SavedGames};
use crate::i18n::Tr;
use crate::storage::shown;

/// A problem with a file of a game's own, for the player: the title's text key and what
/// went wrong.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FileProblem {
    /// The key of the card's title in the texts.
    pub title: &'static str,
    /// What went wrong (the file, and the system's words), said in the player's
    /// language when shown.
    pub problem: crate::stings::StingProblem,
}

/// Problems with the games' own files, shown until dismissed.
#[derive(Resource, Clone, Debug, Default)]
pub struct FileProblems(pub Vec<FileProblem>);

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<FileProblems>().add_systems(
        EguiPrimaryContextPass,
        (draw_notices, draw_notice)
            .run_if(crate::app::look::fonts_ready)
            .after(crate::app::look::install_fonts),
    );
}

/// What a card asks for when a button is clicked.
enum Action {
    DismissSettings,
    OpenSettings,
    Saved(SavedGameRequest),
    DismissProblems(&'static str),
}

/// A problem with the back of the board, in the words of `t`.
pub fn problem_words(t: crate::i18n::Tr, p: &crate::stings::StingProblem) -> String {
    use crate::stings::StingProblem as P;
    match p {
        P::Unreadable { path, why } => {
            t.trf("notice.stings.unreadable", &[("path", path), ("why", why)])
        }
        P::BadLine { path, line } => {
            t.trf("notice.stings.bad_line", &[("path", path), ("line", line)])
        }
        P::Unwritable { path, why } => {
            t.trf("notice.stings.unwritable", &[("path", path), ("why", why)])
        }
    }
}

/// One card: a title, lines of text, and buttons.
fn notice_card(
    ui: &mut egui::Ui,
    title: &str,
    lines: &[String],
    buttons: &[(String, u8)],
) -> Option<u8> {
    let mut clicked = None;
    card().stroke(egui::Stroke::new(1.5, WARN)).show(ui, |ui| {
        ui.set_max_width(680.0);
        ui.label(RichText::new(title).font(bold(17.0)).color(WARN));
        for line in lines {
            ui.label(RichText::new(line).size(crate::app::look::SMALL));
        }
        if !buttons.is_empty() {
            ui.horizontal(|ui| {
                for (label, id) in buttons {
                    if ui.button(label.as_str()).clicked() {
                        clicked = Some(*id);
                    }
                }
            });
        }
    });
    clicked
}

/// The lines that say why a saved game could not be read, and where it is now.
pub fn unreadable_lines(t: Tr, u: &crate::app::session::saved_games::Unreadable) -> Vec<String> {
    let mut lines = vec![t.trf(
        "notice.unreadable",
        &[("file", &shown(&u.file)), ("why", &t.said(&u.why))],
    )];
    lines.push(match &u.kept_as {
        Some(path) => t.trf("notice.kept_as", &[("path", &shown(path))]),
        None => t.tr("notice.not_moved").to_string(),
    });
    lines
}

fn draw_notices(
    mut contexts: EguiContexts,
    mut settings: ResMut<AppSettings>,
    autosave: Option<Res<Autosave>>,
    saved: Option<Res<SavedGames>>,
    mut problems: ResMut<FileProblems>,
    mut requests: MessageWriter<SavedGameRequest>,
) -> Result {
    let failure = autosave.as_ref().and_then(|a| a.failure.clone());
    let unreadable = saved.as_ref().map_or(&[][..], |s| s.unreadable.as_slice());
    let folder = saved.as_ref().and_then(|s| s.folder_problem.clone());
    if settings.messages.is_empty()
        && failure.is_none()
        && folder.is_none()
        && unreadable.is_empty()
        && problems.0.is_empty()
    {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?.clone();
    let t = settings.tr();
    let mut actions = Vec::new();
    egui::Area::new("notices".into())
        .anchor(egui::Align2::CENTER_TOP, [0.0, 12.0])
        .order(egui::Order::Foreground)
        .show(&ctx, |ui| {
            if let Some(f) = &failure {
                let lines = [
                    t.trf(
                        "notice.save_failed",
                        &[("path", &shown(&f.path)), ("why", &f.why)],
                    ),
                    t.tr("notice.save_failed.more").to_string(),
                ];
                notice_card(ui, t.tr("notice.save_failed.title"), &lines, &[]);
            }
            if let Some((path, why)) = &folder {
                let lines = [
                    t.trf(
                        "notice.save_failed",
                        &[("path", &shown(path)), ("why", why)],
                    ),
                    t.tr("notice.folder_unreadable.more").to_string(),
                ];
                let buttons = [(t.tr("notice.ok").to_string(), 0)];
                if notice_card(ui, t.tr("notice.folder_unreadable.title"), &lines, &buttons)
                    .is_some()
                {
                    actions.push(Action::Saved(SavedGameRequest::DismissFolderProblem));
                }
            }
            for (i, u) in unreadable.iter().enumerate() {
                let mut buttons = Vec::new();
                if let Some(game) = &u.partial {
                    let n = game.moves();
                    buttons.push((t.trf("notice.open_readable", &[("n", &n)]), 1));
                }
                buttons.push((t.tr("notice.ok").to_string(), 0));
                let lines = unreadable_lines(t, u);
                match notice_card(ui, t.tr("notice.unreadable.title"), &lines, &buttons) {
                    Some(1) => actions.push(Action::Saved(SavedGameRequest::OpenReadable(i))),
                    Some(_) => actions.push(Action::Saved(SavedGameRequest::Dismiss(i))),
                    None => {}
                }
            }
            if !settings.messages.is_empty() {
                let mut lines = Vec::new();
                if let Some(path) = &settings.file.path {
                    lines.push(shown(path));
                }
                lines.extend(
                    settings
                        .messages
                        .iter()
                        .map(|m| t.said(&crate::i18n::Says::said(m))),
                );
                let buttons = [
                    (t.tr("settings.dismiss").to_string(), 0),
                    (t.tr("common.settings").to_string(), 1),
                ];
                match notice_card(ui, t.tr("settings.problem"), &lines, &buttons) {
                    Some(0) => actions.push(Action::DismissSettings),
                    Some(_) => actions.push(Action::OpenSettings),
                    None => {}
                }
            }
            // One card a title, with every problem under it.
            let mut titles: Vec<&'static str> = problems.0.iter().map(|p| p.title).collect();
            titles.sort_unstable();
            titles.dedup();
            for title in titles {
                let lines: Vec<String> = problems
                    .0
                    .iter()
                    .filter(|p| p.title == title)
                    .map(|p| problem_words(t, &p.problem))
                    .collect();
                let buttons = [(t.tr("notice.ok").to_string(), 0)];
                if notice_card(ui, t.tr(title), &lines, &buttons).is_some() {
                    actions.push(Action::DismissProblems(title));
                }
            }
        });
    for action in actions {
        match action {
            Action::DismissSettings => settings.messages.clear(),
            Action::OpenSettings => {
                settings.messages.clear();
                settings.open = true;
            }
            Action::Saved(request) => {
                requests.write(request);
            }
            Action::DismissProblems(title) => problems.0.retain(|p| p.title != title),
        }
    }
    Ok(())
}

/// What the last open or save has to say, for a few seconds at the top middle, below
/// the cards there (at the bottom it covered the result panel's buttons).
fn draw_notice(
    mut contexts: EguiContexts,
    mut files: ResMut<RecordFiles>,
    settings: Res<AppSettings>,
    time: Res<Time>,
    top: Option<Res<crate::app::look::TopCards>>,
    mut frames: ResMut<crate::app::ground::pace::Frames>,
) -> Result {
    let Some((notice, seconds)) = files.notice.as_mut() else {
        return Ok(());
    };
    *seconds += time.delta_secs();
    if *seconds > NOTICE_SECONDS {
        files.notice = None;
        return Ok(());
    }
    frames.within(NOTICE_SECONDS - *seconds);
    let t = settings.tr();
    let (text, colour) = match notice {
        FileNotice::Saved(path) => (t.trf("files.saved", &[("path", &shown(path))]), ACCENT),
        FileNotice::Warning(w) => (t.said(w), WARN),
    };
    let ctx = contexts.ctx_mut()?.clone();
    let below = top.map_or(0.0, |t| t.bottom());
    egui::Area::new("file-notice".into())
        .anchor(Align2::CENTER_TOP, [0.0, below + 12.0])
        .show(&ctx, |ui| {
            card().show(ui, |ui| {
                ui.label(RichText::new(text).color(colour).size(17.0));
            });
        });
    Ok(())
}

/// Seconds a file notice stays.
const NOTICE_SECONDS: f32 = 4.0;
