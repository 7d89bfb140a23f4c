//! The values of the options, checked with their ranges: a value out of range is the
//! argument parser's error (exit status 2), never a panic later.

use super::words::trf;
use crate::rules::GameId;
use crate::storage::quote;

/// Reads a seat: `human` or `ai:LEVEL`.
pub fn parse_seat(text: &str) -> Result<crate::app::session::game::Seat, String> {
    use crate::ai::Level;
    match text.split_once(':') {
        None if text == "human" => Ok(crate::app::session::game::Seat::Human),
        Some(("ai", level)) => Level::from_name(level)
            .map(crate::app::session::game::Seat::Ai)
            .ok_or_else(|| trf("cli.args.level", &[("text", &quote(text))])),
        _ => Err(trf("cli.args.seat", &[("text", &quote(text))])),
    }
}

/// `--game`'s values: each game's word (`unlur`, `ur`, `uckers`), listed in the help.
pub(super) fn game_parser() -> impl clap::builder::TypedValueParser<Value = GameId> {
    use clap::builder::TypedValueParser as _;
    clap::builder::PossibleValuesParser::new(GameId::ALL.map(GameId::word))
        .map(|word| GameId::parse(&word).unwrap_or_default())
}

/// Where `unlur calibrate --game unlur` takes its games' contracts: `strong` (the
/// strong level's own) or `random` (random ones, passed at once).
pub(super) fn contracts_parser()
-> impl clap::builder::TypedValueParser<Value = crate::ai::unlur::positions::Contracts> {
    use crate::ai::unlur::positions::Contracts;
    use clap::builder::TypedValueParser as _;
    clap::builder::PossibleValuesParser::new(["strong", "random"]).map(|word| match &*word {
        "random" => Contracts::Random,
        _ => Contracts::Strong,
    })
}

/// Reads a lesson: `GAME-N` (`unlur-5`), one of the lessons there are.
pub(super) fn parse_lesson(text: &str) -> Result<(GameId, u32), String> {
    let found = crate::settings::parse_lesson_id(text)
        .filter(|&(game, n)| crate::lessons::of(game).iter().any(|l| l.number == n));
    found.ok_or_else(|| {
        trf(
            "cli.args.lesson",
            &[
                ("text", &quote(text)),
                ("unlur", &crate::lessons::of(GameId::Unlur).len()),
                ("ur", &crate::lessons::of(GameId::RoyalUr).len()),
                ("uckers", &crate::lessons::of(GameId::Uckers).len()),
            ],
        )
    })
}

pub(super) fn parse_language(text: &str) -> Result<crate::settings::Language, String> {
    crate::settings::Language::parse(text)
        .ok_or_else(|| trf("cli.args.language", &[("text", &quote(text))]))
}

pub(super) fn parse_palette(text: &str) -> Result<crate::settings::Palette, String> {
    crate::settings::Palette::parse(text)
        .ok_or_else(|| trf("cli.args.palette", &[("text", &quote(text))]))
}

pub(super) fn parse_quality(text: &str) -> Result<crate::settings::Quality, String> {
    crate::settings::Quality::parse(text)
        .ok_or_else(|| trf("cli.args.quality", &[("text", &quote(text))]))
}

/// The window's sizes the graphics layer can make.
pub const WINDOW_PX: std::ops::RangeInclusive<u32> = 200..=16384;

pub(super) fn window_px(text: &str) -> Result<u32, String> {
    whole(text, "pixels", *WINDOW_PX.start(), *WINDOW_PX.end())
}

pub(super) fn seconds(text: &str) -> Result<f64, String> {
    match text.trim().parse::<f64>() {
        Ok(s) if s.is_finite() && s > 0.0 && s <= 600.0 => Ok(s),
        _ => Err(trf("cli.args.seconds", &[("text", &quote(text))])),
    }
}

pub(super) fn threads(text: &str) -> Result<usize, String> {
    whole(text, "threads", 1, 1024).map(|n| n as usize)
}

/// A seed: any whole number from 0 up.
pub(super) fn seed(text: &str) -> Result<u64, String> {
    text.trim().parse::<u64>().map_err(|_| {
        trf(
            "cli.args.seed",
            &[("text", &quote(text)), ("max", &u64::MAX)],
        )
    })
}

/// A whole number from `low` to `high`; `what` names it in the message (`pixels`,
/// `threads`, `games`, `side`, `stones`, `frames`, `seat`: a variant of `cli-args-whole`).
pub(super) fn whole(text: &str, what: &str, low: u32, high: u32) -> Result<u32, String> {
    match text.trim().parse::<u32>() {
        Ok(n) if (low..=high).contains(&n) => Ok(n),
        _ => Err(trf(
            "cli.args.whole",
            &[
                ("text", &quote(text)),
                ("what", &what),
                ("low", &low),
                ("high", &high),
            ],
        )),
    }
}

pub(super) fn probability(text: &str) -> Result<f32, String> {
    match text.trim().parse::<f32>() {
        Ok(p) if (0.0..=1.0).contains(&p) => Ok(p),
        _ => Err(trf("cli.args.threshold", &[("text", &quote(text))])),
    }
}

/// `path` can be written, checked before any work (a match, a wait for a peer, a
/// window) so that an output that cannot be written is said at once: its folder exists
/// and takes a file; it is not itself a folder.
pub(super) fn writable_file(path: &std::path::Path) -> Result<(), String> {
    let shown = crate::storage::shown(path);
    if path.is_dir() {
        return Err(trf("cli.args.is_folder", &[("path", &shown)]));
    }
    let dir = match path.parent() {
        Some(d) if !d.as_os_str().is_empty() => d,
        _ => std::path::Path::new("."),
    };
    if !dir.is_dir() {
        return Err(trf(
            "cli.args.no_folder",
            &[("path", &shown), ("folder", &crate::storage::shown(dir))],
        ));
    }
    probe(dir)
}

/// `dir` is a folder that takes files (made if need be), checked before any work.
pub(super) fn writable_folder(dir: &std::path::Path) -> Result<(), String> {
    let shown = crate::storage::shown(dir);
    if dir.exists() && !dir.is_dir() {
        return Err(trf("cli.args.is_file", &[("path", &shown)]));
    }
    std::fs::create_dir_all(dir)
        .map_err(|e| trf("cli.args.cannot_make", &[("path", &shown), ("why", &e)]))?;
    probe(dir)
}

/// Writes and removes a file of this process's own in `dir`.
fn probe(dir: &std::path::Path) -> Result<(), String> {
    let file = dir.join(format!(".unlur-probe-{}", std::process::id()));
    std::fs::write(&file, b"").map_err(|e| {
        trf(
            "cli.args.cannot_write_in",
            &[("path", &crate::storage::shown(dir)), ("why", &e)],
        )
    })?;
    let _ = std::fs::remove_file(&file);
    Ok(())
}
