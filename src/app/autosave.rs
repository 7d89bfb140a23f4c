//! Nothing lost: the game on screen is written to `autosave.txt` in the config directory
//! after every move (as a record of its game, with a `[Seats "…"]` header for who
//! plays), atomically (a temporary file renamed over the old one), so a crash or a kill
//! leaves the last move saved. At the next start the app opens on the menu with that
//! game behind it, ready to resume. Demo games are never saved.

use std::path::{Path, PathBuf};

use bevy::prelude::*;

use super::game::{Match, Seat};
use super::uckers::UckersMatch;
use super::ur::UrMatch;
use super::{ActiveGame, demo::Demo};
use crate::ai::player::Level;

/// Where the game in progress is saved (absent: not saved, as in tests and screenshots).
#[derive(Resource, Debug, Clone)]
pub struct Autosave {
    /// The file.
    pub path: PathBuf,
    /// What was last written (to write only when the game changed).
    last: Option<String>,
    /// The game and its number of moves when last looked at.
    last_key: Option<(ActiveGame, usize)>,
    /// The last failure, if writing failed (logged once).
    pub error: Option<String>,
}

impl Autosave {
    /// Saves to `path`.
    pub fn new(path: PathBuf) -> Autosave {
        Autosave {
            path,
            last: None,
            last_key: None,
            error: None,
        }
    }
}

/// The default place: `autosave.txt` in the config directory.
pub fn default_path() -> Option<PathBuf> {
    crate::stings::config_dir().map(|d| d.join("autosave.txt"))
}

/// A seat in the `Seats` header: `human` or the AI level's name.
pub fn seat_word(seat: Seat) -> &'static str {
    match seat {
        Seat::Human => "human",
        Seat::Ai(level) => level.name(),
    }
}

/// Reads the `Seats` header's words (unknown words are people).
pub fn parse_seats(text: &str) -> Vec<Seat> {
    text.split_whitespace()
        .map(|w| match Level::from_name(w) {
            Some(level) => Seat::Ai(level),
            None => Seat::Human,
        })
        .collect()
}

/// Adds `[Seats "…"]` after a record's first header line.
fn with_seats(record: String, seats: &[Seat]) -> String {
    let words: Vec<&str> = seats.iter().map(|&s| seat_word(s)).collect();
    let header = format!("[Seats \"{}\"]\n", words.join(" "));
    match record.find('\n') {
        Some(i) => format!("{}{header}{}", &record[..=i], &record[i + 1..]),
        None => format!("{record}\n{header}"),
    }
}

/// The record of the game on screen, with its seats.
pub fn current_record(
    game: ActiveGame,
    unlur: &Match,
    ur: Option<&UrMatch>,
    uckers: Option<&UckersMatch>,
) -> Option<String> {
    let loaded = super::records::Loaded::on_screen(game, unlur, ur, uckers)?;
    Some(with_seats(loaded.record(), &loaded.seats()))
}

/// Writes `text` to `path` through a temporary file, so a crash never leaves half a file.
pub fn write_atomically(path: &Path, text: &str) -> std::io::Result<()> {
    if let Some(dir) = path.parent() {
        std::fs::create_dir_all(dir)?;
    }
    let tmp = path.with_extension("tmp");
    std::fs::write(&tmp, text)?;
    std::fs::rename(&tmp, path)
}

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Last, save_game.run_if(resource_exists::<Autosave>));
}

fn save_game(
    mut autosave: ResMut<Autosave>,
    game: Option<Res<State<ActiveGame>>>,
    demo: Option<Res<Demo>>,
    unlur: Res<Match>,
    ur: Option<Res<UrMatch>>,
    uckers: Option<Res<UckersMatch>>,
    replay: Option<Res<super::records::Replay>>,
) {
    if demo.is_some_and(|d| d.active) || replay.is_some_and(|r| r.active()) {
        return;
    }
    let active = game.map_or(ActiveGame::Unlur, |g| *g.get());
    // Cheap checks first: a move or an undo changes the number of moves (the dice
    // games' resources change every frame, with their animations).
    let moves = match active {
        ActiveGame::Unlur => unlur.game.history().len(),
        ActiveGame::RoyalUr => ur.as_ref().map_or(0, |m| m.game.history().len()),
        ActiveGame::Uckers => uckers.as_ref().map_or(0, |m| m.game.history().len()),
    };
    let key = Some((active, moves));
    let unlur_changed = active == ActiveGame::Unlur && unlur.is_changed();
    if autosave.last_key == key && !unlur_changed {
        return;
    }
    autosave.last_key = key;
    let Some(text) = current_record(active, &unlur, ur.as_deref(), uckers.as_deref()) else {
        return;
    };
    if autosave.last.as_deref() == Some(text.as_str()) {
        return;
    }
    let path = autosave.path.clone();
    match write_atomically(&path, &text) {
        Ok(()) => {
            autosave.error = None;
            autosave.last = Some(text);
        }
        Err(e) => {
            let message = format!("cannot save the game to {}: {e}", path.display());
            if autosave.error.as_deref() != Some(message.as_str()) {
                warn!("{message}");
                autosave.error = Some(message);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn seats_round_trip_through_their_header() {
        let seats = [
            Seat::Human,
            Seat::Ai(Level::Strong),
            Seat::Ai(Level::Beginner),
            Seat::Ai(Level::Maximum),
        ];
        let text = with_seats("[Game \"Uckers\"]\n[Players \"4\"]\n".into(), &seats);
        assert!(text.starts_with("[Game \"Uckers\"]\n[Seats \"human strong beginner max\"]\n"));
        let record = crate::rules::record::RecordText::parse(&text).unwrap();
        assert_eq!(parse_seats(record.get("Seats").unwrap()), seats);
    }
}
