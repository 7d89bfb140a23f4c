//! Lessons on the board: a lesson's position put on the real board, the student's
//! actions judged as they are played (a right one praised and the teacher's replies
//! animated, a wrong one taken back with why), the dice a step needs thrown as the
//! lesson fixes them, and a free game against an AI to finish some lessons. The board is
//! driven from outside as in online play ([`crate::app::session::driven`]); the lessons
//! themselves, their steps and their checks are [`crate::lessons`]'s. Whether the Learn
//! window is open ([`LearnScreen`]) is kept here, where a lesson that starts closes it;
//! the window and the lesson's card are drawn by `crate::app::screens::learn`.

use bevy::prelude::*;

use crate::app::session::driven;

use crate::app::session::driven::BoardStep;

use crate::app::session::driven::Steps;

use crate::app::session::driven::board_move_text;

use crate::app::session::driven::board_moves;

use crate::app::ground::settings::AppSettings;
use crate::app::session::driven::show_steps;
use crate::app::session::game::{GameSet, NewGameRequest, Seat};
use crate::app::session::game_match::AnyMatch;
use crate::app::session::on_screen::OnScreen;
use crate::app::session::registry;
use crate::lessons::{LessonRun, Texts, Verdict};
use crate::rules::GameId;

/// What the card says after the student's last action.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub enum Said {
    /// Nothing yet.
    #[default]
    Nothing,
    /// The praise of a right action.
    Good(Texts),
    /// Why the action was wrong (it was taken back).
    Wrong(Texts),
    /// The free game was lost (the lesson starts again).
    Lost(Texts),
}

/// A lesson under way.
pub struct LessonGame {
    /// The lesson and where the student is in it.
    pub run: LessonRun,
    /// What the card says.
    pub said: Said,
    /// Wrong actions judged at this step, in a row (the card counts them: the same
    /// words again would not show that a second click was seen).
    pub wrongs: u32,
    /// The board shows the lesson's position (it was put there, and the board has it).
    shown: bool,
    /// The position was put on the board (the board has it a frame or two later).
    put: bool,
    /// The teacher's replies and the dice, for the board to show.
    steps: Steps,
    /// How many throws of the step's dice were given.
    thrown: usize,
    /// The game that was on the board before the lesson (put back when it is left).
    before: Option<AnyMatch>,
    /// When (the app's clock, in seconds) a wrong action was judged: it stays on the
    /// board a moment, beside why it is wrong, before it is taken back.
    wrong_at: Option<f32>,
}

/// How long a wrong action stays on the board (its own animation included) before it is
/// taken back, in seconds.
const WRONG_SHOWN: f32 = 1.0;

impl LessonGame {
    /// The lesson's position goes on the board again (a wrong action taken back, the
    /// free game's seats).
    fn put_again(&mut self) {
        self.shown = false;
        self.put = false;
    }

    /// Whether the step's dice were thrown (the card then says the step's `then`).
    pub fn thrown(&self) -> bool {
        self.thrown > 0
    }
}

/// The lesson under way, if any.
#[derive(Resource, Default)]
pub struct Lesson(pub Option<LessonGame>);

impl Lesson {
    /// Whether a lesson is on the board.
    pub fn on(&self) -> bool {
        self.0.is_some()
    }

    /// Whether the lesson under way is done, and well done (not a lost free game).
    pub fn complete(&self) -> bool {
        self.0
            .as_ref()
            .is_some_and(|l| l.run.done() && matches!(l.said, Said::Good(_)))
    }

    /// Whether the lesson's script drives the board: its dice come from the lesson and
    /// nothing is taken back there (not in its free game, played as any game).
    pub fn scripted(&self) -> bool {
        self.0
            .as_ref()
            .is_some_and(|l| l.shown && l.run.free_ai().is_none())
    }
}

/// What the player asks of the lessons.
#[derive(Message, Clone, Debug, PartialEq, Eq)]
pub enum LessonRequest {
    /// Start lesson `number` of `game`.
    Start(GameId, u32),
    /// Start the lesson under way again.
    Restart,
    /// The game's next lesson (the Learn window after its last).
    Next,
    /// Leave the lesson: the game that was on the board comes back.
    Leave,
}

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<Lesson>()
        .init_resource::<LearnScreen>()
        .add_message::<LessonRequest>()
        .add_systems(
            Update,
            (
                requests,
                pump.before(GameSet::Rules),
                judge.after(GameSet::Rules),
            )
                .chain(),
        );
}

/// The lesson's seats: the student a person, the other side the teacher (or, in a free
/// game, the AI to beat).
fn seat_of(l: &LessonGame, i: usize) -> Seat {
    if i % 2 == l.run.student().index() {
        Seat::Human
    } else if let Some(level) = l.run.free_ai().and_then(|s| s.strip_prefix("ai:")) {
        Seat::Ai(crate::ai::Level::from_name(level).unwrap_or(crate::ai::Level::Beginner))
    } else {
        Seat::Teacher
    }
}

fn requests(
    mut asked: MessageReader<LessonRequest>,
    mut new_games: MessageReader<NewGameRequest>,
    mut lesson: ResMut<Lesson>,
    mut learn: ResMut<LearnScreen>,
    mut shown: MessageWriter<crate::app::session::records::ShowGame>,
    mut online: MessageWriter<super::online::OnlineRequest>,
    on_line: Res<super::online::Online>,
    on_screen: OnScreen,
    mut screen: Option<ResMut<NextState<crate::app::session::screen::Screen>>>,
) {
    // A new game ends the lesson (the new game takes the board).
    if new_games.read().count() > 0 {
        lesson.0 = None;
    }
    for request in asked.read() {
        let (game, number) = match (request, lesson.0.as_ref()) {
            (LessonRequest::Start(game, n), _) => (*game, *n),
            (LessonRequest::Restart, Some(l)) => (l.run.lesson.game, l.run.lesson.number),
            (LessonRequest::Next, Some(l)) => (l.run.lesson.game, l.run.lesson.number + 1),
            (LessonRequest::Leave, Some(_)) => {
                // Back where the lesson was chosen: the Learn list over the menu, the
                // game that was on screen behind it (it came forward as a game of its own,
                // a two-person game the player never asked for).
                if let Some(left) = lesson.0.take() {
                    learn.open_on(left.run.lesson.game);
                    if let Some(before) = left.before {
                        shown.write(crate::app::session::records::ShowGame(Box::new(before)));
                    }
                }
                if let Some(screen) = screen.as_mut() {
                    screen.set(crate::app::session::screen::Screen::Menu);
                }
                continue;
            }
            _ => continue,
        };
        let Some(found) = crate::lessons::of(game)
            .into_iter()
            .find(|l| l.number == number)
        else {
            // After the game's last lesson: the list, to choose what next.
            learn.open_on(game);
            continue;
        };
        match LessonRun::start(found.clone()) {
            Ok(run) => {
                if on_line.on_board() {
                    online.write(super::online::OnlineRequest::Leave);
                }
                let before = match lesson.0.take() {
                    Some(l) => l.before,
                    None => on_screen.loaded(),
                };
                lesson.0 = Some(LessonGame {
                    run,
                    said: Said::Nothing,
                    wrongs: 0,
                    shown: false,
                    put: false,
                    steps: Steps::new(),
                    thrown: 0,
                    before,
                    wrong_at: None,
                });
                learn.open = false;
            }
            Err(e) => warn!("lesson {game:?} {number}: {e}"),
        }
    }
}

/// Puts the lesson's position on the board when it is not there, shows the teacher's
/// replies and the dice, and throws the step's dice when the student asks for them.
fn pump(world: &mut World) {
    with_lesson(world, pump_lesson);
}

/// Runs `f` on the lesson under way (if any), out of the world while `f` has it.
fn with_lesson(world: &mut World, f: impl FnOnce(&mut World, &mut LessonGame)) {
    let Some(mut l) = world
        .get_resource_mut::<Lesson>()
        .and_then(|mut l| l.0.take())
    else {
        return;
    };
    f(world, &mut l);
    world.resource_mut::<Lesson>().0 = Some(l);
}

fn pump_lesson(world: &mut World, l: &mut LessonGame) {
    let entry = registry::entry(l.run.lesson.game).online;
    if !l.put {
        let t = world.resource::<AppSettings>().tr();
        let mut names = [t.tr("lessons.you"), t.tr("lessons.teacher")];
        if l.run.student().index() == 1 {
            names.swap(0, 1);
        }
        let record = l.run.table().record(names);
        match driven::put_on_board(world, &record, |i| seat_of(l, i)) {
            Ok(()) => l.put = true,
            Err(e) => warn!("lesson position: {e}"),
        }
        l.steps.clear();
        l.thrown = 0;
    } else if !l.shown {
        // Until the board has it, what is on the board is another game's.
        l.shown = driven::board_shows(world, l.run.lesson.game, &l.run.table().texts());
    } else if let Some(entry) = entry {
        for problem in show_steps(world, &mut l.steps, entry) {
            warn!("lesson: {problem}");
        }
        // The dice the student asks for: the step's, in order (asked again before they
        // land, nothing more); asking for them for something else is a wrong action.
        if let Some(dice) = entry.dice
            && let Some(intent) = (dice.asked)(world)
            && l.steps.is_empty()
            && l.run.free_ai().is_none()
            && !l.run.done()
        {
            match l.run.dice_for(&intent) {
                Some(throws) => {
                    if let Some(throw) = throws.get(l.thrown) {
                        l.steps.push_back(BoardStep::Dice(intent, throw.clone()));
                        l.thrown += 1;
                    }
                }
                None => {
                    if let Some(step) = l.run.step() {
                        l.said = Said::Wrong(step.wrong.clone());
                        l.wrongs += 1;
                    }
                    // The board asks afresh.
                    l.put_again();
                }
            }
        }
    }
}

/// Judges the student's action once the board has it: a right one moves the lesson on
/// (the teacher's replies to show), a wrong one is taken back; a free game's end.
fn judge(world: &mut World) {
    with_lesson(world, judge_lesson);
}

fn judge_lesson(world: &mut World, l: &mut LessonGame) {
    let now = world.resource::<Time>().elapsed_secs();
    if !l.steps.is_empty() {
        // The teacher's replies go on the board one after another.
        world
            .resource_mut::<crate::app::ground::pace::Frames>()
            .now();
    }
    if let Some(at) = l.wrong_at {
        world
            .resource_mut::<crate::app::ground::pace::Frames>()
            .within(WRONG_SHOWN - (now - at));
        // The wrong action was seen: taken back.
        if now - at >= WRONG_SHOWN {
            l.wrong_at = None;
            l.put_again();
        }
        return;
    }
    if l.shown && l.steps.is_empty() {
        let on_board = board_moves(world);
        let played = l.run.table().moves();
        if l.run.free_ai().is_some() {
            free_game(world, l);
        } else if on_board < played {
            // Taken back on the board: the lesson's position again.
            l.put_again();
        } else if on_board > played && !l.run.done() {
            let text = board_move_text(world, played).unwrap_or_default();
            let step = l.run.step().cloned();
            match (l.run.judge(&text), step) {
                (Verdict::Right, Some(step)) => {
                    l.said = Said::Good(step.good);
                    l.wrongs = 0;
                    l.wrongs = 0;
                    l.thrown = 0;
                    match l.run.advance_with(Some(&text)) {
                        Ok(replies) => {
                            let mut n = played + 1;
                            for reply in replies {
                                if let Some(draws) = reply.draws {
                                    for dice in draws.throws {
                                        l.steps
                                            .push_back(BoardStep::Dice(draws.intent.clone(), dice));
                                    }
                                }
                                n += 1;
                                l.steps.push_back(BoardStep::Remote(n, reply.text));
                            }
                        }
                        Err(e) => warn!("lesson: {e}"),
                    }
                    if l.run.done() {
                        done(world, l);
                    } else if l.run.free_ai().is_some() {
                        // The free game: once the replies are shown, the AI takes
                        // the other seat.
                        l.steps.clear();
                        l.put_again();
                    }
                }
                (_, Some(step)) => {
                    l.said = Said::Wrong(step.wrong);
                    l.wrongs += 1;
                    l.wrong_at = Some(now);
                }
                (_, None) => {}
            }
        }
    }
}

/// The free game: won, the lesson is done; lost, it says so (and is started again from
/// the card).
fn free_game(world: &mut World, l: &mut LessonGame) {
    // Looked at every frame of the free game: the record only once it is over.
    let Some(record) = driven::on_board(world, |m| m.over().then(|| m.record())).flatten() else {
        return;
    };
    let Ok((table, _)) = crate::rules::table::from_record(&record) else {
        return;
    };
    let Some(step) = l.run.step().cloned() else {
        return;
    };
    if table.winner() == Some(l.run.student()) {
        l.said = Said::Good(step.good);
        l.run.finish_free();
        done(world, l);
    } else {
        l.said = Said::Lost(step.wrong);
        l.run.finish_free();
    }
}

/// The lesson is done, well done: kept with the settings.
fn done(world: &mut World, l: &LessonGame) {
    let (game, number) = (l.run.lesson.game, l.run.lesson.number);
    world
        .resource_mut::<AppSettings>()
        .update(|s| s.lessons_done.mark(game, number));
}

/// The Learn window.
#[derive(Resource, Debug, Default)]
pub struct LearnScreen {
    /// Shown.
    pub open: bool,
    /// Whose lessons.
    pub game: GameId,
}

impl LearnScreen {
    /// Opens the window on `game`'s lessons.
    pub fn open_on(&mut self, game: GameId) {
        self.open = true;
        self.game = game;
    }
}
