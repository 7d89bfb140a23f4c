//! The back of the board: the eight-piece stings, kept between runs, and written down
//! when a game ends in one.

use bevy::prelude::*;

use super::*;
use crate::app::screens::notices::{FileProblem, FileProblems};

/// The back of the board: the eight-piece stings, read at start and appended to when
/// a game ends in one (`path: None` keeps them in memory only, as the tests do).
#[derive(Resource, Clone, Debug, Default)]
pub struct StingBoard {
    /// The file, if the list is kept between runs.
    pub path: Option<std::path::PathBuf>,
    /// The stings, oldest first.
    pub list: Vec<crate::stings::Sting>,
}

impl StingBoard {
    /// The list kept in the user's config directory, and what could not be read of it
    /// (for the player).
    pub fn from_config_dir() -> (StingBoard, Vec<FileProblem>) {
        let path = crate::stings::default_path();
        let (list, warnings) = path
            .as_deref()
            .map_or_else(Default::default, crate::stings::load);
        let problems = warnings
            .into_iter()
            .map(|problem| {
                warn!("{problem}");
                FileProblem {
                    title: "notice.stings.title",
                    problem,
                }
            })
            .collect();
        (StingBoard { path, list }, problems)
    }
}

/// A game won while the other partnership has no piece home: its names go on the back
/// of the board (once per game).
pub(super) fn record_stings(
    mut current: ResMut<UckersMatch>,
    mut board: ResMut<StingBoard>,
    mut problems: Option<ResMut<FileProblems>>,
) {
    let Some(winner) = current.game.winner() else {
        return;
    };
    if current.sting_recorded {
        return;
    }
    current.sting_recorded = true;
    let loser = winner.other();
    let p = current.game.position();
    if loser.colours().iter().any(|&c| p.home_count(c) > 0) {
        return;
    }
    let [a, b] = loser.colours();
    // Names and colours in no language: the file is read in either.
    let names = if current.name(a) == current.name(b) {
        current.name(a).to_string()
    } else {
        format!("{} & {}", current.name(a), current.name(b))
    };
    let sting = crate::stings::Sting {
        date: crate::stings::today(),
        names: format!("{names} ({})", loser.name()),
    };
    if let Some(path) = &board.path
        && let Err(e) = crate::stings::append(path, &sting)
    {
        let problem = crate::stings::StingProblem::Unwritable {
            path: crate::storage::shown(path).to_string(),
            why: e.to_string(),
        };
        warn!("{problem}");
        if let Some(problems) = problems.as_mut() {
            problems.0.push(FileProblem {
                title: "notice.stings.title",
                problem,
            });
        }
    }
    board.list.push(sting);
}
