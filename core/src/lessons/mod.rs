//! Lessons: short scripted positions that teach a game by playing it. Each lesson is a
//! data file (`assets/lessons/GAME/NN-name.lesson`, compiled in): the position as a
//! record, then steps, each an instruction with the action expected (in the game's
//! notation), what is said when it is played or when something else is, and the other
//! side's scripted replies; a lesson may end with a game to win against an AI from
//! where it stands. Every text is in English and French.
//!
//! The format, one `key = text` a line (`#` starts a comment line):
//!
//! ```text
//! game = unlur
//! title.en = Connecting stones
//! title.fr = Relier les pierres
//! position:
//! [Game "Unlur"]
//! ...the record, to a line `end`
//! end
//! step
//! say.en = The instruction.            (say.fr too; every text has both)
//! then.en = Once the dice are thrown.  (optional: dice games)
//! play = c3                            (the action expected; or `free = ai:LEVEL`)
//! goal = join d4                       (optional: any action doing this is right too;
//!                                       see [`goal`])
//! good.en = Said when it is played.
//! wrong.en = Said when something else is (and it is taken back).
//! try = d4                             (a wrong action the tests play; any number)
//! reply = d2                           (the other side's answers, in order)
//! ```
//!
//! Pure Rust, no Bevy: the app shows and drives them, the tests check them against the
//! rules ([`check`]).

pub mod check;
pub mod goal;
mod parse;
pub mod run;

use crate::rules::GameId;
use crate::settings::Language;

pub use parse::parse;
pub use run::{LessonRun, Verdict};

/// A text in both languages.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Texts {
    /// English.
    pub en: String,
    /// French.
    pub fr: String,
}

impl Texts {
    /// The text in `language`.
    pub fn get(&self, language: Language) -> &str {
        match language {
            Language::English => &self.en,
            Language::French => &self.fr,
        }
    }
}

/// What a step asks of the student.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Action {
    /// This action, in the notation.
    Play(String),
    /// Win the game from here against this AI (`ai:LEVEL`).
    Free(String),
}

/// One instruction and the action it expects.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Step {
    /// The instruction.
    pub say: Texts,
    /// The instruction once the dice are thrown (dice games), if it changes then.
    pub then: Option<Texts>,
    /// What is expected.
    pub action: Action,
    /// What else counts as right: any action after which this holds.
    pub goal: Option<goal::Goal>,
    /// Said when it is done (a free game: when it is won).
    pub good: Texts,
    /// Said when something else is done, which is taken back (a free game: when it is
    /// lost, and the lesson starts again).
    pub wrong: Texts,
    /// Wrong actions the tests play (each must be legal, and not the expected one).
    pub tries: Vec<String>,
    /// The other side's answers, played after the expected action, in order.
    pub replies: Vec<String>,
}

/// A lesson.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Lesson {
    /// Which game it teaches.
    pub game: GameId,
    /// Its number among the game's lessons (from 1, the file's `NN`).
    pub number: u32,
    /// Its title.
    pub title: Texts,
    /// Where it starts: a record of the game.
    pub position: String,
    /// Its steps, in order.
    pub steps: Vec<Step>,
}

impl Lesson {
    /// Its name in the progress kept with the settings: `unlur-3`.
    pub fn id(&self) -> String {
        crate::settings::lesson_id(self.game, self.number)
    }
}

/// The lesson files, compiled in: (name, text).
const FILES: &[(&str, &str)] = &[
    (
        "unlur/01-stones",
        include_str!("../../assets/lessons/unlur/01-stones.lesson"),
    ),
    (
        "unlur/02-line",
        include_str!("../../assets/lessons/unlur/02-line.lesson"),
    ),
    (
        "unlur/03-y",
        include_str!("../../assets/lessons/unlur/03-y.lesson"),
    ),
    (
        "unlur/04-corners",
        include_str!("../../assets/lessons/unlur/04-corners.lesson"),
    ),
    (
        "unlur/05-contract",
        include_str!("../../assets/lessons/unlur/05-contract.lesson"),
    ),
    (
        "unlur/06-wrong-goal",
        include_str!("../../assets/lessons/unlur/06-wrong-goal.lesson"),
    ),
    (
        "unlur/07-first-win",
        include_str!("../../assets/lessons/unlur/07-first-win.lesson"),
    ),
    (
        "ur/01-roll-and-move",
        include_str!("../../assets/lessons/ur/01-roll-and-move.lesson"),
    ),
    (
        "ur/02-six",
        include_str!("../../assets/lessons/ur/02-six.lesson"),
    ),
    (
        "ur/03-capture",
        include_str!("../../assets/lessons/ur/03-capture.lesson"),
    ),
    (
        "ur/04-prisoners",
        include_str!("../../assets/lessons/ur/04-prisoners.lesson"),
    ),
    (
        "ur/05-free",
        include_str!("../../assets/lessons/ur/05-free.lesson"),
    ),
    (
        "ur/06-officer",
        include_str!("../../assets/lessons/ur/06-officer.lesson"),
    ),
    (
        "uckers/01-out-on-six",
        include_str!("../../assets/lessons/uckers/01-out-on-six.lesson"),
    ),
    (
        "uckers/02-two-dice",
        include_str!("../../assets/lessons/uckers/02-two-dice.lesson"),
    ),
    (
        "uckers/03-blobs",
        include_str!("../../assets/lessons/uckers/03-blobs.lesson"),
    ),
    (
        "uckers/04-attack",
        include_str!("../../assets/lessons/uckers/04-attack.lesson"),
    ),
    (
        "uckers/05-snake-eyes",
        include_str!("../../assets/lessons/uckers/05-snake-eyes.lesson"),
    ),
    (
        "uckers/06-partners",
        include_str!("../../assets/lessons/uckers/06-partners.lesson"),
    ),
    (
        "uckers/07-all-home",
        include_str!("../../assets/lessons/uckers/07-all-home.lesson"),
    ),
];

/// The lesson files read, once: the lessons and the problems.
static LESSONS: std::sync::LazyLock<(Vec<Lesson>, Vec<String>)> = std::sync::LazyLock::new(|| {
    let mut lessons = Vec::new();
    let mut problems = Vec::new();
    for (name, text) in FILES {
        match parse(name, text) {
            Ok(l) => lessons.push(l),
            Err(e) => problems.push(e),
        }
    }
    lessons.sort_by_key(|l| (l.game, l.number));
    (lessons, problems)
});

/// Every lesson, each game's in order, each read from its file (once); a file that does
/// not read is left out with its problem (the tests make sure none is).
pub fn all() -> (&'static [Lesson], &'static [String]) {
    (&LESSONS.0, &LESSONS.1)
}

/// The lessons of `game`, in order.
pub fn of(game: GameId) -> Vec<&'static Lesson> {
    all().0.iter().filter(|l| l.game == game).collect()
}
