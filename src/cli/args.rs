//! The values of the options, checked with their ranges: a value out of range is the
//! argument parser's error (exit status 2), never a panic later.

use crate::rules::GameId;

/// Reads a seat: `human` or `ai:LEVEL`.
pub fn parse_seat(text: &str) -> Result<crate::app::session::game::Seat, String> {
    use crate::ai::Level;
    match text.split_once(':') {
        None if text == "human" => Ok(crate::app::session::game::Seat::Human),
        Some(("ai", level)) => Level::from_name(level)
            .map(crate::app::session::game::Seat::Ai)
            .ok_or_else(|| {
                format!(
                    "`{}`: unknown AI level (beginner, easy, strong, max)",
                    crate::storage::quote(text)
                )
            }),
        _ => Err(format!(
            "`{}` is not a seat: use human or ai:LEVEL",
            crate::storage::quote(text)
        )),
    }
}

/// `--game`'s values: each game's word (`unlur`, `ur`, `uckers`), listed in the help.
pub(super) fn game_parser() -> impl clap::builder::TypedValueParser<Value = GameId> {
    use clap::builder::TypedValueParser as _;
    clap::builder::PossibleValuesParser::new(GameId::ALL.map(GameId::word))
        .map(|word| GameId::parse(&word).unwrap_or_default())
}

/// Reads a lesson: `GAME-N` (`unlur-5`), one of the lessons there are.
pub(super) fn parse_lesson(text: &str) -> Result<(GameId, u32), String> {
    let found = crate::settings::parse_lesson_id(text)
        .filter(|&(game, n)| crate::lessons::of(game).iter().any(|l| l.number == n));
    found.ok_or_else(|| {
        format!(
            "`{}` is no lesson: GAME-N, as unlur-1 to unlur-{}, ur-1 to ur-{}, uckers-1 to uckers-{}",
            crate::storage::quote(text),
            crate::lessons::of(GameId::Unlur).len(),
            crate::lessons::of(GameId::RoyalUr).len(),
            crate::lessons::of(GameId::Uckers).len(),
        )
    })
}

pub(super) fn parse_language(text: &str) -> Result<crate::settings::Language, String> {
    crate::settings::Language::parse(text).ok_or_else(|| {
        format!(
            "`{}`: the languages are en and fr",
            crate::storage::quote(text)
        )
    })
}

pub(super) fn parse_palette(text: &str) -> Result<crate::settings::Palette, String> {
    crate::settings::Palette::parse(text).ok_or_else(|| {
        format!(
            "`{}`: the palettes are standard, colour-blind and high-contrast",
            crate::storage::quote(text)
        )
    })
}

/// The window's sizes the graphics layer can make.
pub const WINDOW_PX: std::ops::RangeInclusive<u32> = 200..=16384;

pub(super) fn window_px(text: &str) -> Result<u32, String> {
    whole(
        text,
        "window size in pixels",
        *WINDOW_PX.start(),
        *WINDOW_PX.end(),
    )
}

pub(super) fn seconds(text: &str) -> Result<f64, String> {
    match text.trim().parse::<f64>() {
        Ok(s) if s.is_finite() && s > 0.0 && s <= 600.0 => Ok(s),
        _ => Err(format!(
            "`{}` is not a number of seconds: give more than 0 and at most 600",
            crate::storage::quote(text)
        )),
    }
}

pub(super) fn threads(text: &str) -> Result<usize, String> {
    whole(text, "number of threads", 1, 1024).map(|n| n as usize)
}

/// A seed: any whole number from 0 up.
pub(super) fn seed(text: &str) -> Result<u64, String> {
    text.trim().parse::<u64>().map_err(|_| {
        format!(
            "`{}` is not a seed: give a whole number from 0 to {}",
            crate::storage::quote(text),
            u64::MAX
        )
    })
}

/// A whole number from `low` to `high`; `what` names it in the message.
pub(super) fn whole(text: &str, what: &str, low: u32, high: u32) -> Result<u32, String> {
    match text.trim().parse::<u32>() {
        Ok(n) if (low..=high).contains(&n) => Ok(n),
        _ => Err(format!(
            "`{}` is not a {what}: give {low} to {high}",
            crate::storage::quote(text)
        )),
    }
}

pub(super) fn probability(text: &str) -> Result<f32, String> {
    match text.trim().parse::<f32>() {
        Ok(p) if (0.0..=1.0).contains(&p) => Ok(p),
        _ => Err(format!(
            "`{}` is not a threshold: give a number from 0 to 1",
            crate::storage::quote(text)
        )),
    }
}

/// `path` can be written, checked before any work (a match, a wait for a peer, a
/// window) so that an output that cannot be written is said at once: its folder exists
/// and takes a file; it is not itself a folder.
pub(super) fn writable_file(path: &std::path::Path) -> Result<(), String> {
    let shown = crate::storage::shown(path);
    if path.is_dir() {
        return Err(format!("{shown} is a folder: give a file's name"));
    }
    let dir = match path.parent() {
        Some(d) if !d.as_os_str().is_empty() => d,
        _ => std::path::Path::new("."),
    };
    if !dir.is_dir() {
        return Err(format!(
            "cannot write {shown}: the folder {} does not exist",
            crate::storage::shown(dir)
        ));
    }
    probe(dir)
}

/// `dir` is a folder that takes files (made if need be), checked before any work.
pub(super) fn writable_folder(dir: &std::path::Path) -> Result<(), String> {
    let shown = crate::storage::shown(dir);
    if dir.exists() && !dir.is_dir() {
        return Err(format!("{shown} is a file, where a folder should be"));
    }
    std::fs::create_dir_all(dir).map_err(|e| format!("cannot make the folder {shown}: {e}"))?;
    probe(dir)
}

/// Writes and removes a file of this process's own in `dir`.
fn probe(dir: &std::path::Path) -> Result<(), String> {
    let file = dir.join(format!(".unlur-probe-{}", std::process::id()));
    std::fs::write(&file, b"")
        .map_err(|e| format!("cannot write in {}: {e}", crate::storage::shown(dir)))?;
    let _ = std::fs::remove_file(&file);
    Ok(())
}
