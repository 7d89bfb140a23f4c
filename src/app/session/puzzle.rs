//! Puzzles on the board: a shipped puzzle at the player's level put on the real board
//! (the dice games' roll thrown as the puzzle fixes it), the player's answer judged once
//! the board has it (right: the line played out and why; wrong: the refutation shown,
//! and a retry), the rating, streak and puzzles solved kept beside the settings
//! (`puzzles.toml`, through the disk's thread). The board is driven from outside as in
//! lessons and online play ([`crate::app::session::driven`]); the puzzles, their
//! judgement and the ratings are [`crate::puzzles`]'s. A puzzle is never autosaved.
//! The chooser window and the card are drawn by `crate::app::screens::puzzles`.

use bevy::prelude::*;

use crate::ai::Rng64;
use crate::app::ground::disk::Disk;
use crate::app::ground::order::Step;
use crate::app::ground::settings::AppSettings;
use crate::app::session::any_match::AnyMatch;
use crate::app::session::driven::{self, BoardStep, Steps, board_move_text, board_moves};
use crate::app::session::game::{NewGameRequest, Seat};
use crate::app::session::on_screen::OnScreen;
use crate::app::session::registry;
use crate::i18n::Said;
use crate::puzzles::progress::{Attempt, FirstTry, ProgressFile};
use crate::puzzles::run::{Answered, PuzzleRun, Refutation};
use crate::rules::GameId;
use crate::writer::{Answer, Ticket};

/// What the card says.
#[derive(Clone, Debug, Default, PartialEq)]
pub enum Verdict {
    /// The puzzle waits for the answer.
    #[default]
    Asking,
    /// Right: why, and what it did to the rating (the first try only).
    Right(Vec<Said>, Option<Attempt>),
    /// Wrong: what shows it, and what it did to the rating (the first try only).
    Wrong(Refutation, Option<Attempt>),
}

/// A puzzle on the board.
pub struct PuzzleGame {
    /// The puzzle and its tries.
    pub run: PuzzleRun,
    /// What the card says.
    pub verdict: Verdict,
    /// The hint is shown.
    pub hint: bool,
    put: bool,
    shown: bool,
    rolled: bool,
    /// A move to play once the position is on the board again and its roll thrown
    /// (the best move, in the notation, after a wrong answer to a dice puzzle).
    instead: Option<String>,
    steps: Steps,
}

impl PuzzleGame {
    /// A puzzle just put: its position goes on the board.
    fn new(run: PuzzleRun) -> PuzzleGame {
        PuzzleGame {
            run,
            verdict: Verdict::Asking,
            hint: false,
            put: false,
            shown: false,
            rolled: false,
            instead: None,
            steps: Steps::new(),
        }
    }

    /// Whether the board shows the puzzle as it asks: its position, its roll thrown,
    /// nothing more to show.
    pub fn set(&self) -> bool {
        self.put && self.shown && self.rolled && self.steps.is_empty()
    }

    /// Its position goes on the board again (a retry).
    fn put_again(&mut self) {
        self.show_instead(None);
        self.verdict = Verdict::Asking;
    }

    /// Its position goes on the board again, its roll thrown again, and then `best`
    /// played in the place of the player's move: the answer the card names, seen where
    /// the player looks (the card keeps its verdict).
    fn show_instead(&mut self, best: Option<String>) {
        self.put = false;
        self.shown = false;
        self.rolled = false;
        self.steps.clear();
        self.instead = best;
    }
}

/// The puzzles: the chooser window, the puzzle on the board, the player's progress.
#[derive(Resource)]
pub struct Puzzles {
    /// The chooser window is open.
    pub open: bool,
    /// The game chosen in it.
    pub game: GameId,
    /// The puzzle on the board, if any.
    pub now: Option<PuzzleGame>,
    /// The rating, streaks and puzzles solved, and where they are kept.
    pub progress: ProgressFile,
    /// What the player must be told about the progress file (unreadable, unsaved).
    pub messages: Vec<Said>,
    /// The game that was on the board before the puzzles (put back when they are left).
    before: Option<AnyMatch>,
    /// Saves of the progress not answered yet.
    saves: Vec<Ticket<Result<(), Said>>>,
    rng: Rng64,
}

impl Puzzles {
    /// Puzzles whose progress is kept in `file`.
    pub fn with_file(progress: ProgressFile) -> Puzzles {
        Puzzles {
            open: false,
            game: GameId::Unlur,
            now: None,
            messages: progress.warnings.clone(),
            progress,
            before: None,
            saves: Vec::new(),
            rng: Rng64::new(
                std::time::SystemTime::now()
                    .duration_since(std::time::UNIX_EPOCH)
                    .map_or(1, |d| d.as_nanos() as u64),
            ),
        }
    }

    /// Draws the next puzzles from `seed` (by default from the clock), so that the same
    /// progress meets the same puzzles: for checks that need a given puzzle's shape.
    pub fn reseed(&mut self, seed: u64) {
        self.rng = Rng64::new(seed);
    }

    /// Whether a puzzle is on the board.
    pub fn on(&self) -> bool {
        self.now.is_some()
    }

    /// Whether the puzzle on the board is answered (its card waits for the next puzzle
    /// or a retry).
    pub fn answered(&self) -> bool {
        self.now
            .as_ref()
            .is_some_and(|n| n.verdict != Verdict::Asking)
    }

    /// The places the hint lights (Unlur's cells, the dice games' piece), while the
    /// puzzle waits for its answer.
    pub fn hint_cells(&self) -> &[String] {
        match &self.now {
            Some(now) if now.hint && now.verdict == Verdict::Asking => now.run.hint_cells(),
            _ => &[],
        }
    }

    /// Opens the chooser on `game`.
    pub fn open_on(&mut self, game: GameId) {
        self.open = true;
        self.game = game;
    }
}

impl Default for Puzzles {
    /// Progress kept nowhere (tests, screenshots).
    fn default() -> Self {
        Puzzles::with_file(ProgressFile::load(None))
    }
}

/// What the player asks of the puzzles.
#[derive(Message, Clone, Debug, PartialEq, Eq)]
pub enum PuzzleRequest {
    /// A puzzle of `game` at the player's level.
    Start(GameId),
    /// The next puzzle of the same game.
    Next,
    /// The same puzzle again, after a wrong answer.
    Retry,
    /// Light the area of the answer.
    Hint,
    /// Leave the puzzles: the game that was on the board comes back.
    Leave,
}

pub(crate) fn plugin(app: &mut App) {
    app.add_message::<PuzzleRequest>().add_systems(
        Update,
        (
            requests,
            pump.in_set(Step::Input),
            judge.in_set(Step::View),
            saved,
        )
            .chain(),
    );
    if !app.world().contains_resource::<Puzzles>() {
        app.init_resource::<Puzzles>();
    }
}

/// The puzzle's seats: the player the side to move, the puzzle the other.
fn seat_of(run: &PuzzleRun, i: usize) -> Seat {
    if i % 2 == run.solver.index() {
        Seat::Human
    } else {
        Seat::Puzzle
    }
}

fn requests(
    mut asked: MessageReader<PuzzleRequest>,
    mut new_games: MessageReader<NewGameRequest>,
    mut puzzles: ResMut<Puzzles>,
    mut shown: MessageWriter<crate::app::session::records::ShowGame>,
    on_screen: OnScreen,
    mut screen: Option<ResMut<NextState<crate::app::session::screen::Screen>>>,
    mut cursor: Option<ResMut<crate::app::table::input::KeyCursor>>,
) {
    // A new game ends the puzzles (the new game takes the board).
    if new_games.read().count() > 0 {
        puzzles.now = None;
        puzzles.before = None;
    }
    for request in asked.read() {
        let p = &mut *puzzles;
        let game = match (request, p.now.as_mut()) {
            (PuzzleRequest::Start(game), _) => *game,
            (PuzzleRequest::Next, Some(now)) => now.run.game(),
            (PuzzleRequest::Retry, Some(now)) => {
                now.put_again();
                continue;
            }
            (PuzzleRequest::Hint, Some(now)) => {
                now.hint = true;
                // The keyboard's cursor would point elsewhere than the hint: it goes
                // until the next arrow key.
                if let Some(cursor) = cursor.as_mut() {
                    cursor.shown = false;
                }
                continue;
            }
            (PuzzleRequest::Leave, Some(now)) => {
                let game = now.run.game();
                p.open_on(game);
                p.now = None;
                if let Some(before) = p.before.take() {
                    shown.write(crate::app::session::records::ShowGame(Box::new(before)));
                }
                if let Some(screen) = screen.as_mut() {
                    screen.set(crate::app::session::screen::Screen::Menu);
                }
                continue;
            }
            _ => continue,
        };
        let shipped = crate::puzzles::shipped(game);
        let last = p.now.as_ref().map(|n| n.run.name.clone());
        let Some(next) = p
            .progress
            .progress
            .next(game, &shipped, last.as_deref(), &mut p.rng)
        else {
            continue;
        };
        match PuzzleRun::start(next.name, next.text) {
            Ok(run) => {
                if p.now.is_none() {
                    p.before = on_screen.loaded();
                }
                p.now = Some(PuzzleGame::new(run));
                p.game = game;
                p.open = false;
            }
            Err(e) => warn!("puzzle {}: {e}", next.name),
        }
    }
}

/// Runs `f` on the puzzle on the board (if any), out of the world while `f` has it.
fn with_puzzle(world: &mut World, f: impl FnOnce(&mut World, &mut PuzzleGame)) {
    let Some(mut now) = world
        .get_resource_mut::<Puzzles>()
        .and_then(|mut p| p.now.take())
    else {
        return;
    };
    f(world, &mut now);
    if let Some(mut p) = world.get_resource_mut::<Puzzles>()
        && p.now.is_none()
    {
        p.now = Some(now);
    }
}

/// Puts the puzzle's position on the board when it is not there, throws its roll, and
/// shows the line or the refutation.
fn pump(world: &mut World) {
    with_puzzle(world, |world, now| {
        let game = now.run.game();
        if !now.put {
            let t = world.resource::<AppSettings>().tr();
            let mut names = [t.tr("puzzles.you"), t.tr("puzzles.puzzle")];
            if now.run.solver.index() == 1 {
                names.swap(0, 1);
            }
            let record = now.run.table().record(names);
            let run = &now.run;
            match driven::put_on_board(world, &record, |i| seat_of(run, i)) {
                Ok(()) => now.put = true,
                Err(e) => warn!("puzzle position: {e}"),
            }
        } else if !now.shown {
            now.shown = driven::board_shows(world, game, &now.run.table().texts());
        } else if let Some(entry) = registry::entry(game).online {
            if !now.rolled {
                now.rolled = true;
                // The puzzle's roll, thrown as it fixes it.
                let answer = now
                    .run
                    .puzzle
                    .solutions
                    .first()
                    .cloned()
                    .unwrap_or_default();
                if let Ok(Some(draws)) = now.run.table().draws(&answer) {
                    for throw in draws.throws {
                        now.steps
                            .push_back(BoardStep::Dice(draws.intent.clone(), throw));
                    }
                }
                if let Some(best) = now.instead.take() {
                    let n = now.run.table().moves() + 1;
                    now.steps.push_back(BoardStep::Remote(n, best));
                }
            }
            for problem in driven::show_steps(world, &mut now.steps, entry) {
                warn!("puzzle: {problem}");
            }
        }
    });
}

/// Judges the player's answer once the board has it: the line or the refutation to
/// show, the rating moved at the first try and kept.
fn judge(world: &mut World) {
    with_puzzle(world, |world, now| {
        if !now.steps.is_empty() {
            world
                .resource_mut::<crate::app::ground::pace::Frames>()
                .now();
            return;
        }
        if !now.shown || now.verdict != Verdict::Asking {
            return;
        }
        let played = now.run.table().moves();
        let on_board = board_moves(world);
        if on_board < played {
            now.put_again();
            return;
        }
        if on_board == played {
            return;
        }
        let text = board_move_text(world, played).unwrap_or_default();
        let first = now.run.tries == 0;
        let answered = now.run.answer(&text);
        let right = matches!(answered, Answered::Right { .. });
        let attempt = first.then(|| {
            let mut p = world.resource_mut::<Puzzles>();
            let how = match (right, now.hint) {
                (true, false) => FirstTry::Solved,
                (true, true) => FirstTry::Hinted,
                (false, _) => FirstTry::Missed,
            };
            let attempt =
                p.progress
                    .progress
                    .attempt(now.run.game(), &now.run.name, &now.run.puzzle, how);
            save(world);
            attempt
        });
        match answered {
            Answered::Right { line, reason } => {
                for (k, text) in line.into_iter().enumerate().skip(1) {
                    now.steps.push_back(BoardStep::Remote(played + 1 + k, text));
                }
                now.verdict = Verdict::Right(reason, attempt);
            }
            Answered::Wrong(refutation) => {
                match &refutation {
                    Refutation::Reply { text, .. } => now
                        .steps
                        .push_back(BoardStep::Remote(played + 2, text.clone())),
                    Refutation::Chances { best_text, .. } => {
                        now.show_instead(Some(best_text.clone()))
                    }
                    Refutation::None => {}
                }
                now.verdict = Verdict::Wrong(refutation, attempt);
            }
        }
    });
}

/// Saves the progress on the disk's thread (the window never waits on a disk); a
/// failure is told to the player ([`saved`]).
fn save(world: &mut World) {
    let Some(disk) = world.get_resource::<Disk>().cloned() else {
        return;
    };
    let mut p = world.resource_mut::<Puzzles>();
    let mut file = p.progress.clone();
    // The copy saved makes the backup a damaged file needed: once is enough.
    p.progress.mark_saved();
    p.saves.push(disk.run(move || file.save()));
}

/// The saves done: a failure is told to the player.
fn saved(mut puzzles: ResMut<Puzzles>) {
    let p = &mut *puzzles;
    p.saves.retain(|ticket| match ticket.take() {
        Answer::Waiting => true,
        Answer::Done(Ok(())) => false,
        Answer::Done(Err(e)) => {
            p.messages.push(e);
            false
        }
        Answer::Lost => false,
    });
}
