//! The review of a game in the app, for every game alike: asked for in the replay
//! viewer or at the end of a game (which opens the viewer on it), computed on worker
//! threads at low priority (`ai::analysis`) while the viewer stays usable, cancelled
//! when the viewer closes or turns to another game, kept beside the saved games
//! ([`crate::reviews`]) and shown at once when the same game is opened again. The panel
//! that shows it is in [`panel`], the arrows on the board in [`arrows`].

pub mod arrows;
pub mod graph;
pub mod keys;
pub mod live;
pub mod panel;
mod verdict;

use std::thread::JoinHandle;
use std::time::Duration;

use bevy::prelude::*;

use crate::app::session::records::JumpTo;

use crate::app::session::on_screen::OnScreen;

use crate::app::session::records::RecordsSet;

use crate::app::session::records::Replay;

use crate::ai::analysis::review_record;
use crate::ai::review::Review;
use crate::ai::work::{Progress, Work};
use crate::app::ground::disk::Disk;
use crate::app::session::records::ReplayCommand;
use crate::reviews::ReviewsFolder;
use crate::rules::GameId;
use crate::writer::{Answer, Ticket};

/// What is asked of the review.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub enum ReviewRequest {
    /// Review the game in the viewer (or the game on screen, opening the viewer on it).
    Start,
    /// Stop the review under way.
    Cancel,
    /// Show the next inaccuracy, mistake or blunder after the step shown.
    NextMistake,
    /// Show the one before it.
    PreviousMistake,
}

/// Where reviews are kept (absent: nothing is kept, as for screenshots and demos).
#[derive(Resource, Clone, Debug)]
pub struct ReviewCache(pub ReviewsFolder);

/// The review of the game in the replay viewer: done, under way, or failed.
#[derive(Resource, Default)]
pub struct Reviews {
    /// The record of the game in the viewer, the key of its review.
    record: Option<String>,
    /// Its review, once done or found kept.
    pub shown: Option<Review>,
    job: Option<Job>,
    /// Why the last review could not be made.
    pub error: Option<crate::i18n::Said>,
    /// The time a position (`None`: each game's default, as `unlur review`'s).
    pub time: Option<Duration>,
    /// The kept review looked for on the disk's thread, not answered yet.
    lookup: Option<Ticket<Option<Review>>>,
    /// A review was asked while the kept one was looked for: it starts if none is
    /// found.
    start_unless_kept: Option<GameId>,
}

/// A review under way on its own thread.
struct Job {
    record: String,
    progress: Progress,
    thread: JoinHandle<Result<Option<Review>, crate::i18n::Said>>,
}

impl Reviews {
    /// The share of the review under way that is done, if one is.
    pub fn progress(&self) -> Option<f32> {
        // A review asked while the kept one is looked for is under way too.
        let asked = self.start_unless_kept.map(|_| 0.0);
        self.job.as_ref().map(|j| j.progress.fraction()).or(asked)
    }

    /// Stops the review under way, if any (its threads finish the positions they are
    /// on and stop).
    fn stop(&mut self) {
        if let Some(job) = self.job.take() {
            job.progress.cancel();
        }
    }

    /// Turns to the game recorded as `record` (none: the viewer closed): the review
    /// under way stops, and that game's kept review, if any, is shown.
    fn turn_to(&mut self, record: Option<String>, cache: Option<&ReviewCache>, disk: &Disk) {
        self.stop();
        self.error = None;
        self.shown = None;
        self.start_unless_kept = None;
        self.lookup = record
            .clone()
            .zip(cache.cloned())
            .map(|(record, cache)| disk.run(move || cache.0.get(&record)));
        self.record = record;
    }

    /// Whether the kept review is still looked for.
    pub fn looking(&self) -> bool {
        self.lookup.is_some()
    }

    /// The step showing the first inaccuracy, mistake or blunder after `step` (a step
    /// shows the position after its move).
    pub fn mistake_after(&self, step: usize) -> Option<usize> {
        flaw_after(self.shown.as_ref()?, step)
    }

    /// The step showing the last inaccuracy, mistake or blunder before `step`.
    pub fn mistake_before(&self, step: usize) -> Option<usize> {
        flaw_before(self.shown.as_ref()?, step)
    }
}

/// The step of `review` showing its first inaccuracy, mistake or blunder after `step`.
pub fn flaw_after(review: &Review, step: usize) -> Option<usize> {
    let moves = &review.moves;
    (step..moves.len())
        .find(|&i| moves[i].rating.is_flaw())
        .map(|i| i + 1)
}

/// The step of `review` showing its last inaccuracy, mistake or blunder before `step`.
pub fn flaw_before(review: &Review, step: usize) -> Option<usize> {
    let moves = &review.moves;
    (0..step.saturating_sub(1).min(moves.len()))
        .rev()
        .find(|&i| moves[i].rating.is_flaw())
        .map(|i| i + 1)
}

/// The parts that need no window: requests, the worker, the cache, the arrows' places.
pub(crate) fn plugin(app: &mut App) {
    app.add_message::<ReviewRequest>()
        .init_resource::<Reviews>()
        .init_resource::<arrows::ReviewArrows>()
        .add_systems(
            Update,
            (follow_viewer, requests, looked_up, finish, arrows::place)
                .chain()
                .after(RecordsSet),
        );
    live::plugin(app);
}

/// The arrows drawn and the live bar (windowed app only; the panel is the viewer's).
pub(crate) fn ui_plugin(app: &mut App) {
    arrows::draw_plugin(app);
    live::ui_plugin(app);
}

/// When the viewer turns to another game (or closes), the review of the last one stops
/// and the new one's kept review, if any, is shown.
fn follow_viewer(
    replay: Res<Replay>,
    mut reviews: ResMut<Reviews>,
    cache: Option<Res<ReviewCache>>,
    disk: Res<Disk>,
) {
    if !replay.is_changed() {
        return;
    }
    let record = replay.full.as_ref().map(|g| g.record());
    if record == reviews.record {
        return;
    }
    reviews.turn_to(record, cache.as_deref(), &disk);
}

/// The kept review found (shown) or not (the review asked meanwhile starts).
fn looked_up(mut reviews: ResMut<Reviews>) {
    let Some(ticket) = &reviews.lookup else {
        return;
    };
    let kept = match ticket.take() {
        Answer::Waiting => return,
        Answer::Done(kept) => kept,
        Answer::Lost => None,
    };
    reviews.lookup = None;
    let asked = reviews.start_unless_kept.take();
    if kept.is_some() {
        reviews.shown = kept;
    } else if let (Some(game), Some(record)) = (asked, reviews.record.clone()) {
        let time = reviews.time;
        match start(record, game, time) {
            Ok(job) => reviews.job = Some(job),
            Err(e) => reviews.error = Some(e),
        }
    }
}

fn requests(
    mut requests: MessageReader<ReviewRequest>,
    mut reviews: ResMut<Reviews>,
    replay: Res<Replay>,
    on_screen: OnScreen,
    cache: Option<Res<ReviewCache>>,
    mut jumps: MessageWriter<JumpTo>,
    mut commands: MessageWriter<ReplayCommand>,
    disk: Res<Disk>,
) {
    for request in requests.read() {
        match request {
            ReviewRequest::Start => {
                // The game in the viewer, or the one on screen (into the viewer).
                let (record, game) = match &replay.full {
                    Some(full) => (full.record(), full.game()),
                    None => {
                        let Some(m) = on_screen.current() else {
                            continue;
                        };
                        jumps.write(JumpTo(m.moves()));
                        (m.record(), m.id())
                    }
                };
                let done = reviews.shown.is_some() || reviews.job.is_some();
                let same = reviews.record.as_ref() == Some(&record);
                if done && same {
                    continue;
                }
                if !(same && reviews.looking()) {
                    reviews.turn_to(Some(record.clone()), cache.as_deref(), &disk);
                }
                if reviews.looking() {
                    reviews.start_unless_kept = Some(game);
                } else {
                    let time = reviews.time;
                    match start(record, game, time) {
                        Ok(job) => reviews.job = Some(job),
                        Err(e) => reviews.error = Some(e),
                    }
                }
            }
            ReviewRequest::Cancel => reviews.stop(),
            ReviewRequest::NextMistake | ReviewRequest::PreviousMistake => {
                let to = if *request == ReviewRequest::NextMistake {
                    reviews.mistake_after(replay.step)
                } else {
                    reviews.mistake_before(replay.step)
                };
                if let Some(step) = to.filter(|_| replay.active()) {
                    commands.write(ReplayCommand::Goto(step));
                }
            }
        }
    }
}

/// Starts reviewing `record` (a game of `game`) on a thread of its own, its workers at
/// low priority on every core, `time` a position.
fn start(record: String, game: GameId, time: Option<Duration>) -> Result<Job, crate::i18n::Said> {
    let mut work = Work::default_for(game);
    work.gentle = true;
    if let Some(time) = time {
        work.time = time;
    }
    let progress = work.progress.clone();
    let text = record.clone();
    let thread = std::thread::Builder::new()
        .name("review".into())
        .spawn(move || review_record(&text, &work))
        .map_err(|e| crate::i18n::Said::new("review.no_thread").with("why", e))?;
    Ok(Job {
        record,
        progress,
        thread,
    })
}

/// A review done is shown (if its game is still the viewer's) and kept.
fn finish(
    mut reviews: ResMut<Reviews>,
    cache: Option<Res<ReviewCache>>,
    mut frames: ResMut<crate::app::ground::pace::Frames>,
    disk: Res<Disk>,
) {
    if reviews.job.is_some() {
        // Its progress bar moves, and its end is looked for every frame.
        frames.now();
    }
    if !reviews.job.as_ref().is_some_and(|j| j.thread.is_finished()) {
        return;
    }
    let Some(job) = reviews.job.take() else {
        return;
    };
    match job.thread.join() {
        Ok(Ok(Some(review))) if reviews.record.as_ref() == Some(&job.record) => {
            if let Some(cache) = &cache {
                let (cache, record, kept) = (cache.0.clone(), job.record.clone(), review.clone());
                let _ = disk.run(move || {
                    if let Err(e) = cache.put(&record, &kept) {
                        warn!("the review could not be kept: {e}");
                    }
                });
            }
            reviews.shown = Some(review);
        }
        Ok(Ok(_)) => {}
        Ok(Err(e)) => reviews.error = Some(e),
        Err(_) => reviews.error = Some(crate::i18n::Said::new("review.internal")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::review::{MoveReview, Rating};

    #[test]
    fn the_mistakes_are_found_on_either_side_of_the_step_shown() {
        let rated =
            |lost: f32| MoveReview::new(0, ("a".into(), "b".into()), (0.5, 0.6, 0.6 - lost), false);
        let reviews = Reviews {
            shown: Some(Review {
                moves: vec![
                    rated(0.0),
                    rated(0.3),
                    rated(0.0),
                    rated(0.15),
                    rated(0.07),
                    rated(0.0),
                ],
            }),
            ..Reviews::default()
        };
        let ratings: Vec<Rating> = reviews.shown.as_ref().unwrap().moves[3..5]
            .iter()
            .map(|m| m.rating)
            .collect();
        assert_eq!(ratings, [Rating::Mistake, Rating::Inaccuracy]);
        // Steps 2, 4 and 5 show the positions after the blunder, the mistake and the
        // inaccuracy: PgDn stops at each.
        assert_eq!(reviews.mistake_after(0), Some(2));
        assert_eq!(reviews.mistake_after(2), Some(4));
        assert_eq!(reviews.mistake_after(4), Some(5));
        assert_eq!(reviews.mistake_after(5), None);
        assert_eq!(reviews.mistake_before(6), Some(5));
        assert_eq!(reviews.mistake_before(5), Some(4));
        assert_eq!(reviews.mistake_before(4), Some(2));
        assert_eq!(reviews.mistake_before(2), None);
    }
}
