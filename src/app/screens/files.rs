//! The file dialog (open a record, save the game on screen). The dialog is the app's own (egui), the same on every platform and under a
//! window test: the folder's path, its folders and files, a name to save under, the
//! reader's error when a file cannot be opened (the dialog stays open, nothing on screen
//! changes), a question before replacing a file.

use std::path::PathBuf;

use bevy::prelude::*;
use bevy_egui::egui::{self, Align2, RichText};
use bevy_egui::{EguiContexts, EguiPrimaryContextPass};

use crate::app::ground::disk::Disk;
use crate::app::ground::settings::AppSettings;
use crate::app::look::{ACCENT, MUTED, WARN, bold};
use crate::app::session::any_match::suggested_name;
use crate::app::session::file_words::RecordFiles;
use crate::app::session::records::RecordRequest;
use crate::writer::{Answer, Ticket};

/// Open a record, or save the game on screen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DialogMode {
    /// Choose a record to open in the replay viewer.
    Open,
    /// Choose where to save the game on screen.
    Save,
}

pub use crate::listing::{Entry, list_folder};

/// The file dialog's state.
#[derive(Resource, Debug, Default)]
pub struct FileDialog {
    /// Open (and what for), or closed.
    pub mode: Option<DialogMode>,
    /// The folder shown.
    pub dir: PathBuf,
    /// The file name typed or picked.
    pub name: String,
    entries: Vec<Entry>,
    listed: Option<PathBuf>,
    list_error: Option<String>,
    /// The listing asked of the disk's thread, and of which folder.
    listing: Option<(PathBuf, Ticket<std::io::Result<Vec<Entry>>>)>,
    selected: Option<usize>,
    /// The file exists: ask before replacing it.
    confirm: bool,
    /// Frames since it opened (the key that opened it is not taken as an answer).
    frames: u32,
    /// A folder's name was given to save under.
    folder_error: Option<String>,
}

impl FileDialog {
    /// Opens the dialog (in the folder used last, else the current folder).
    pub fn open(&mut self, mode: DialogMode) {
        if self.dir.as_os_str().is_empty() {
            self.dir = std::env::current_dir()
                .ok()
                .or_else(|| std::env::var_os("HOME").map(PathBuf::from))
                .unwrap_or_else(|| PathBuf::from("."));
        }
        self.mode = Some(mode);
        self.name.clear();
        self.selected = None;
        self.confirm = false;
        self.frames = 0;
        self.listed = None;
    }

    /// Whether it is open.
    pub fn is_open(&self) -> bool {
        self.mode.is_some()
    }

    fn enter(&mut self, dir: PathBuf) {
        self.dir = dir;
        self.selected = None;
    }

    /// Lists the folder shown on the disk's thread when it changed; its entries come a
    /// frame or more later (meanwhile another folder's are not shown).
    fn relist(&mut self, disk: &Disk) {
        if let Some((dir, ticket)) = &self.listing {
            let answer = match ticket.take() {
                Answer::Waiting => return,
                Answer::Done(answer) => answer,
                Answer::Lost => Err(std::io::Error::other("the listing stopped")),
            };
            if *dir == self.dir {
                match answer {
                    Ok(entries) => {
                        self.entries = entries;
                        self.list_error = None;
                    }
                    Err(e) => {
                        self.entries.clear();
                        self.list_error = Some(format!("{}: {e}", self.dir.display()));
                    }
                }
            }
            self.listing = None;
        }
        if self.listed.as_ref() == Some(&self.dir) {
            return;
        }
        if self.listed.is_some() {
            // Another folder: its entries are not this one's (the same one listed again,
            // after a save, keeps its entries until the new list comes).
            self.entries.clear();
            self.list_error = None;
            self.selected = None;
        }
        self.listed = Some(self.dir.clone());
        let dir = self.dir.clone();
        self.listing = Some((dir.clone(), disk.run(move || list_folder(&dir))));
    }

    /// Whether the folder shown is still being listed.
    pub fn listing(&self) -> bool {
        self.listing.is_some()
    }
}

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<FileDialog>().add_systems(
        EguiPrimaryContextPass,
        draw_dialog
            .run_if(crate::app::look::fonts_ready)
            .after(crate::app::look::install_fonts),
    );
}

#[allow(clippy::too_many_arguments)]
fn draw_dialog(
    mut contexts: EguiContexts,
    mut dialog: ResMut<FileDialog>,
    mut files: ResMut<RecordFiles>,
    settings: Res<AppSettings>,
    mut requests: MessageWriter<RecordRequest>,
    on_screen: crate::app::session::on_screen::OnScreen,
    disk: Res<Disk>,
) -> Result {
    let Some(mode) = dialog.mode else {
        return Ok(());
    };
    if files.done {
        dialog.mode = None;
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?.clone();
    let t = settings.tr();
    if dialog.frames == 0 {
        files.error = None;
        dialog.folder_error = None;
        if mode == DialogMode::Save {
            dialog.name = on_screen
                .loaded()
                .map(|g| suggested_name(&g))
                .unwrap_or_default();
        }
    }
    dialog.frames += 1;
    dialog.relist(&disk);
    let title = match mode {
        DialogMode::Open => t.tr("files.open_title"),
        DialogMode::Save => t.tr("files.save_title"),
    };
    let mut act = false;
    let mut close = false;
    let mut go_to: Option<PathBuf> = None;
    let answer_keys = dialog.frames > 1;
    let folder_error = dialog.folder_error.clone();
    egui::Window::new(RichText::new(title).font(bold(20.0)))
        .id("file-dialog".into())
        .order(egui::Order::Foreground)
        .collapsible(false)
        .resizable(false)
        .anchor(Align2::CENTER_CENTER, [0.0, 0.0])
        .default_width(560.0)
        .show(&ctx, |ui| {
            ui.set_width(560.0);
            ui.horizontal(|ui| {
                if ui.button(t.tr("files.up")).clicked()
                    && let Some(parent) = dialog.dir.parent()
                {
                    go_to = Some(parent.to_path_buf());
                }
                ui.label(
                    RichText::new(dialog.dir.display().to_string())
                        .monospace()
                        .color(MUTED),
                );
            });
            ui.separator();
            // The keys: Up and Down choose, Enter opens (a folder: goes in), Backspace
            // goes up; while the name is typed the text field has them.
            let typing = ctx.egui_wants_keyboard_input();
            if !typing && answer_keys {
                let n = dialog.entries.len();
                let (down, up, enter, back) = ui.input(|i| {
                    (
                        i.key_pressed(egui::Key::ArrowDown),
                        i.key_pressed(egui::Key::ArrowUp),
                        i.key_pressed(egui::Key::Enter),
                        i.key_pressed(egui::Key::Backspace),
                    )
                });
                if n > 0 && (down || up) {
                    let i = match (dialog.selected, down) {
                        (None, true) => 0,
                        (None, false) => n - 1,
                        (Some(i), true) => (i + 1) % n,
                        (Some(i), false) => (i + n - 1) % n,
                    };
                    dialog.selected = Some(i);
                    if !dialog.entries[i].folder {
                        dialog.name = dialog.entries[i].name.clone();
                    }
                }
                if back && let Some(parent) = dialog.dir.parent() {
                    go_to = Some(parent.to_path_buf());
                }
                if enter {
                    match dialog.selected.and_then(|i| dialog.entries.get(i)) {
                        Some(e) if e.folder => go_to = Some(dialog.dir.join(&e.name)),
                        _ => act = true,
                    }
                }
            }
            egui::ScrollArea::vertical()
                .max_height(300.0)
                .auto_shrink([false, false])
                .show(ui, |ui| {
                    if let Some(e) = &dialog.list_error {
                        ui.label(RichText::new(e).color(WARN));
                    }
                    if dialog.listing() && dialog.entries.is_empty() {
                        ui.label(RichText::new(t.tr("files.listing")).color(MUTED));
                    } else if dialog.entries.is_empty() && dialog.list_error.is_none() {
                        ui.label(RichText::new(t.tr("files.empty")).color(MUTED));
                    }
                    let mut picked = None;
                    for (i, e) in dialog.entries.iter().enumerate() {
                        let text = if e.folder {
                            RichText::new(format!("{}/", e.name)).strong()
                        } else if e.record {
                            RichText::new(&e.name)
                        } else {
                            RichText::new(&e.name).color(MUTED)
                        };
                        let response = ui.selectable_label(dialog.selected == Some(i), text);
                        if dialog.selected == Some(i) && (i > 0 || !typing) {
                            response.scroll_to_me(None);
                        }
                        if response.double_clicked() {
                            picked = Some((i, true));
                        } else if response.clicked() {
                            picked = Some((i, false));
                        }
                    }
                    if let Some((i, twice)) = picked {
                        let e = dialog.entries[i].clone();
                        dialog.selected = Some(i);
                        if e.folder {
                            go_to = Some(dialog.dir.join(&e.name));
                        } else {
                            dialog.name = e.name;
                            act |= twice;
                        }
                    }
                });
            ui.separator();
            ui.horizontal(|ui| {
                ui.label(t.tr("files.name"));
                let field =
                    ui.add(egui::TextEdit::singleline(&mut dialog.name).desired_width(380.0));
                if mode == DialogMode::Save && dialog.frames == 2 {
                    field.request_focus();
                }
                if field.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter)) {
                    act = true;
                }
                if field.changed() {
                    dialog.confirm = false;
                    dialog.folder_error = None;
                }
            });
            if let Some(e) = &files.error {
                ui.add_space(4.0);
                ui.label(RichText::new(e.words(t)).color(WARN).size(15.0));
            }
            if let Some(e) = &folder_error {
                ui.add_space(4.0);
                ui.label(RichText::new(e).color(WARN).size(15.0));
            }
            if dialog.confirm {
                ui.add_space(4.0);
                ui.label(
                    RichText::new(t.trf("files.replace_question", &[("name", &dialog.name)]))
                        .color(ACCENT),
                );
            }
            ui.add_space(6.0);
            ui.horizontal(|ui| {
                let label = match (mode, dialog.confirm) {
                    (DialogMode::Open, _) => t.tr("files.open"),
                    (DialogMode::Save, false) => t.tr("files.save"),
                    (DialogMode::Save, true) => t.tr("files.replace"),
                };
                if ui
                    .add_enabled(
                        !dialog.name.trim().is_empty(),
                        egui::Button::new(RichText::new(label).font(bold(16.0))),
                    )
                    .clicked()
                {
                    act = true;
                }
                if ui.button(t.tr("files.cancel")).clicked() {
                    close = true;
                }
            });
        });
    if let Some(dir) = go_to {
        dialog.enter(dir);
        return Ok(());
    }
    if close {
        dialog.mode = None;
        return Ok(());
    }
    let name = dialog.name.trim();
    if act && !name.is_empty() {
        let path = dialog.dir.join(name);
        match mode {
            DialogMode::Open => {
                requests.write(RecordRequest::Open(path));
            }
            DialogMode::Save if path.is_dir() => {
                dialog.folder_error = Some(t.trf("files.is_folder", &[("name", &name)]));
            }
            DialogMode::Save if path.exists() && !dialog.confirm => dialog.confirm = true,
            DialogMode::Save => {
                requests.write(RecordRequest::Save(path));
                dialog.confirm = false;
                dialog.listed = None;
            }
        }
    }
    Ok(())
}
