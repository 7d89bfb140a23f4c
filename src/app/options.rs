//! How the window starts: the options the command line (or a test) gives [`super::build`].

/// How to start the window.
#[derive(Debug, Clone)]
pub struct AppOptions {
    /// The game to open on, of any kind (a new game of Unlur when `None`).
    pub start: Option<crate::app::session::any_match::AnyMatch>,
    /// Open the main menu at start.
    pub show_menu: bool,
    /// Show the board alone, without the HUD (pictures of the games).
    pub bare: bool,
    /// Capture the window to a PNG and exit.
    pub screenshot: Option<crate::app::screens::screenshot::ScreenshotPlan>,
    /// Window size in logical pixels.
    pub width: u32,
    /// Window height in logical pixels.
    pub height: u32,
    /// Log frames per second and frame time every second.
    pub diagnostics: bool,
    /// Start in demo mode.
    pub demo: bool,
    /// The demo plays only this game (all of them in turn when `None`).
    pub demo_only: Option<crate::rules::GameId>,
    /// Settings for this run only, instead of the user's settings file.
    pub settings: Option<crate::settings::Settings>,
    /// The language of this run, over the settings' (`unlur --lang fr`).
    pub language: Option<crate::settings::Language>,
    /// The picture's quality for this run, over the settings' (`unlur demo --quality`).
    pub quality: Option<crate::settings::Quality>,
    /// Keep every game in progress in this folder, one file a game, written after
    /// every move (`None`: nothing is kept, as for screenshots and demos).
    pub saves: Option<crate::saves::GamesFolder>,
    /// At start, put the newest game in progress of that folder behind the menu.
    pub resume_newest: bool,
    /// Open the rules screen of the game on screen at start.
    pub rules: bool,
    /// Measure the frame time idle and while an AI thinks, print it and exit.
    pub frame_bench: Option<crate::app::ground::pace::bench::FrameBenchPlan>,
    /// Measure the window's CPU use while nothing moves, print it and exit.
    pub idle_bench: Option<crate::app::ground::pace::bench::IdleBenchPlan>,
    /// Host or join an online game at start.
    pub online: Option<crate::app::session::online::start::OnlineStart>,
    /// Start on a lesson: the game and the lesson's number.
    pub lesson: Option<(crate::rules::GameId, u32)>,
    /// Review the game at start, in the replay viewer.
    pub review: bool,
    /// The time a position of that review (`None`: each game's default).
    pub review_time: Option<std::time::Duration>,
    /// Make the window smaller where it is larger than the screen (its size was not
    /// asked for: see [`crate::app::look::window_fit`]).
    pub fit_screen: bool,
}

impl Default for AppOptions {
    fn default() -> Self {
        AppOptions {
            start: None,
            show_menu: true,
            bare: false,
            screenshot: None,
            width: 1600,
            height: 900,
            diagnostics: false,
            demo: false,
            demo_only: None,
            settings: None,
            language: None,
            quality: None,
            saves: None,
            resume_newest: false,
            rules: false,
            frame_bench: None,
            idle_bench: None,
            online: None,
            lesson: None,
            review: false,
            review_time: None,
            fit_screen: false,
        }
    }
}
