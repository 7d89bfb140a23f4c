//! Lessons on the board: a lesson's position put on the real board, the student's
//! actions judged as they are played (a right one praised and the teacher's replies
//! animated, a wrong one taken back with why), the dice a step needs thrown as the
//! lesson fixes them, and a free game against an AI to finish some lessons. The board is
//! driven from outside as in online play ([`crate::app::session::driven`]); the lessons
//! themselves, their steps and their checks are [`crate::lessons`]'s. Whether the Learn
//! window is open ([`LearnScreen`]) is kept here, where a lesson that starts closes it;
//! the window and the lesson's card are drawn by `crate::app::screens::learn`.

mod board;

use bevy::prelude::*;

use board::{judge, pump};

use crate::app::session::driven::Steps;

use crate::app::ground::order::Step;
use crate::app::session::any_match::AnyMatch;
use crate::app::session::game::{NewGameRequest, Seat};
use crate::app::session::on_screen::OnScreen;
use crate::lessons::{LessonRun, Texts};
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
            (requests, pump.in_set(Step::Input), judge.in_set(Step::View)).chain(),
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
