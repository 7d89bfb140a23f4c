//! `unlur host` and `unlur join`: an online game with an AI in this side's seat, headless
//! (a bot a friend can play, and the tests' peers), or a person's in the window. The first line of `host` is
//! `invitation: TEXT`; the last line of both is the result in the words of `unlur
//! replay`. What happens on the way goes to stderr.

use super::words::{option, say};
use std::io::Write as _;
use std::path::PathBuf;
use std::time::Duration;

use clap::Args;

use super::args::game_parser;
use crate::ai::games::seat_player;
use crate::app::session::online::OnlineRequest;
use crate::online::bot::Bot;
use crate::online::invitation::{Invitation, new_code};
use crate::online::link::{Link, Reach};
use crate::online::session::{Ending, Session};
use crate::rules::{GameId, Player};

/// What both commands take.
#[derive(Args, Debug)]
pub struct SeatArgs {
    /// Who plays this side's seat: `human` (the window opens on the game) or
    /// `ai:beginner|easy|strong|max`.
    #[arg(long)]
    pub p: String,
    /// The name the other player sees (by default the seat's spec).
    #[arg(long)]
    pub name: Option<String>,
    /// Stay on this machine: loopback addresses only, no relays, no discovery.
    #[arg(long)]
    pub local: bool,
    /// Write the game's record to this file when it ends.
    #[arg(long)]
    pub save: Option<PathBuf>,
    /// The window's width in pixels, with `--p human` (200 to 16384; by default it
    /// fits the screen).
    #[arg(long, value_parser = super::args::window_px)]
    pub width: Option<u32>,
    /// The window's height in pixels, as `--width`.
    #[arg(long, value_parser = super::args::window_px)]
    pub height: Option<u32>,
    /// The window's language for this run (en or fr), as `unlur --lang`.
    #[arg(long = "lang", value_parser = super::args::parse_language)]
    pub language: Option<crate::settings::Language>,
}

impl SeatArgs {
    /// What was given before the command (`unlur --width 1280 host …`: the same
    /// options as for the window), where nothing is given after it.
    pub fn before(&mut self, cli: (Option<u32>, Option<u32>, Option<crate::settings::Language>)) {
        self.width = self.width.or(cli.0);
        self.height = self.height.or(cli.1);
        self.language = self.language.or(cli.2);
    }

    /// A window's size is for a window: refused for an AI's seat (no window opens).
    fn window_checked(&self) -> Result<(), String> {
        let sized = [("--width", self.width), ("--height", self.height)];
        match sized.into_iter().find(|(_, px)| px.is_some()) {
            Some((name, _)) if self.p != "human" => Err(option(
                name,
                &super::words::trf("cli.online.no_window", &[]),
            )),
            _ => Ok(()),
        }
    }
}

/// `unlur host`.
#[derive(Args, Debug)]
pub struct HostArgs {
    /// The game: unlur, ur (Royal d'Ûr) or uckers.
    #[arg(long, value_parser = game_parser())]
    pub game: GameId,
    /// The game's options: Unlur's board side (3 to 12, default 6), Uckers' house
    /// rules, comma-separated (default none).
    #[arg(long)]
    pub options: Option<String>,
    /// The host's seat: 1 or 2 (in Uckers 1 is yellow-green).
    #[arg(long, default_value_t = 1, value_parser = |t: &str| super::args::whole(t, "seat", 1, 2).map(|n| n as u8))]
    pub seat: u8,
    /// This side.
    #[command(flatten)]
    pub side: SeatArgs,
}

/// `unlur join`.
#[derive(Args, Debug)]
pub struct JoinArgs {
    /// The invitation, as the host gave it.
    pub invitation: String,
    /// This side.
    #[command(flatten)]
    pub side: SeatArgs,
}

/// This side's options hold: a window's size only for a window, `--save`'s file can
/// be written; checked before waiting for a friend.
fn side_checked(side: &SeatArgs) -> Result<(), String> {
    side.window_checked()?;
    match &side.save {
        Some(path) => super::args::writable_file(path).map_err(|e| option("--save", &e)),
        None => Ok(()),
    }
}

/// The seat's player, checked before any network.
fn player_of(game: GameId, side: &SeatArgs) -> Result<(), String> {
    if side.p == "human" {
        return Ok(());
    }
    seat_player(game, &side.p, 0)
        .map(|_| ())
        .map_err(|e| option("--p", &say(&e)))
}

/// `--p human`: the window opens on the online game, the person plays this side; the
/// invitation and the result are printed as the headless commands print them.
fn window(request: OnlineRequest, side: &SeatArgs) -> Result<(), String> {
    let exit = crate::app::run(crate::app::AppOptions {
        show_menu: false,
        saves: crate::saves::GamesFolder::in_config_dir(),
        // A size asked for is kept; the default one fits the screen.
        fit_screen: side.width.is_none() && side.height.is_none(),
        width: side.width.unwrap_or(super::DEFAULT_WIDTH),
        height: side.height.unwrap_or(super::DEFAULT_HEIGHT),
        language: side.language,
        online: Some(crate::app::session::online::start::OnlineStart {
            request,
            save: side.save.clone(),
        }),
        ..Default::default()
    });
    if exit.is_success() {
        Ok(())
    } else {
        Err(super::words::trf("cli.online.window", &[]))
    }
}

/// A person's name by default: "Player N" in the settings' language, N the seat.
fn person_name(side: &SeatArgs, seat: Player) -> String {
    side.name.clone().unwrap_or_else(|| {
        let t = crate::i18n::Tr(
            crate::settings::SettingsFile::load_default()
                .settings
                .language,
        );
        crate::app::session::registry::player_n(t, seat.index())
    })
}

/// `unlur host`: prints the invitation, serves one game, prints its result.
pub fn host(args: HostArgs) -> Result<(), String> {
    let options = args.options.clone().unwrap_or_else(|| match args.game {
        GameId::Unlur => "6".into(),
        _ => "none".into(),
    });
    crate::rules::table::check_options(args.game, &options)
        .map_err(|e| option("--options", &say(&e)))?;
    player_of(args.game, &args.side)?;
    side_checked(&args.side)?;
    let seat = Player::from_number(args.seat).unwrap_or(Player::One);
    if args.side.p == "human" {
        let request = OnlineRequest::Host {
            game: args.game,
            options,
            seat,
            name: person_name(&args.side, seat),
            local: args.side.local,
        };
        return window(request, &args.side);
    }
    let code = new_code();
    let name = args
        .side
        .name
        .clone()
        .unwrap_or_else(|| args.side.p.clone());
    let session = Session::host(args.game, &options, seat, &name, &code);
    let link = Link::host(
        code,
        crate::online::link::new_key(),
        0,
        Reach {
            local: args.side.local,
        },
    );
    drive(
        Bot::new(session, link, &args.side.p, rand::random()),
        &args.side,
    )
}

/// `unlur join`: joins the game of the invitation, plays it, prints its result.
pub fn join(args: JoinArgs) -> Result<(), String> {
    let invitation =
        Invitation::parse(&args.invitation).map_err(|e| option("invitation", &say(&e)))?;
    side_checked(&args.side)?;
    if args.side.p == "human" {
        let request = OnlineRequest::Join {
            text: args.invitation.trim().to_string(),
            name: person_name(&args.side, Player::Two),
            local: args.side.local,
        };
        return window(request, &args.side);
    }
    if !args.side.p.starts_with("ai:") {
        return Err(option(
            "--p",
            &super::words::trf(
                "cli.args.seat",
                &[("text", &crate::storage::quote(&args.side.p))],
            ),
        ));
    }
    let name = args
        .side
        .name
        .clone()
        .unwrap_or_else(|| args.side.p.clone());
    let session = Session::guest(&name, &invitation.code);
    let link = Link::join(
        invitation,
        Reach {
            local: args.side.local,
        },
    );
    // The game (and so the player) is known once the host has said which.
    drive(
        Bot::new(session, link, &args.side.p, rand::random()),
        &args.side,
    )
}

/// How often a guest that has not reached the host says it still dials.
const DIALLING_EVERY: Duration = Duration::from_secs(4);

/// `RUST_LOG` set (`RUST_LOG=iroh=debug`): the network library's log on stderr, to see
/// why two computers do not find each other.
fn network_log() {
    if std::env::var_os("RUST_LOG").is_some() {
        let _ = tracing_subscriber::fmt()
            .with_env_filter(tracing_subscriber::EnvFilter::from_default_env())
            .with_writer(std::io::stderr)
            .with_ansi(std::io::IsTerminal::is_terminal(&std::io::stderr()))
            .try_init();
    }
}

/// Runs the bot to the game's end, its log on stderr; prints the invitation first (the
/// host's) and the result last.
fn drive(mut bot: Bot, side: &SeatArgs) -> Result<(), String> {
    network_log();
    let mut shown = false;
    let guest = bot.session().role() == crate::online::session::Role::Guest;
    // A guest says at once that it dials, and every few seconds that it still does, until
    // the host answers (since when, and when it last said so).
    let mut dialling: Option<(std::time::Instant, std::time::Instant)> = None;
    loop {
        if guest && !bot.connected() {
            let now = std::time::Instant::now();
            match dialling {
                None => {
                    eprintln!("{}", super::words::trf("cli.online.dialling", &[]));
                    dialling = Some((now, now));
                }
                Some((since, said)) if now - said >= DIALLING_EVERY => {
                    let seconds = (now - since).as_secs();
                    eprintln!(
                        "{}",
                        super::words::trf("cli.online.still_dialling", &[("seconds", &seconds)])
                    );
                    dialling = Some((since, now));
                }
                Some(_) => {}
            }
        } else {
            dialling = None;
        }
        let done = bot.tick(Duration::from_millis(20))?;
        if !shown && let Some(text) = bot.invitation() {
            println!("invitation: {text}");
            let _ = std::io::stdout().flush();
            shown = true;
        }
        for line in bot.take_log() {
            // Peers' words are escaped where they are read; a terminal is guarded again.
            eprintln!("{}", crate::storage::quote_at_most(&line, 1000));
        }
        if done {
            break;
        }
    }
    let session = bot.session();
    if let Some(path) = &side.save {
        session.save_record(path)?;
    }
    println!("{}", crate::storage::quote_at_most(&session.result(), 1000));
    match session.ending().and_then(Ending::stopped) {
        Some(why) => Err(why),
        None => Ok(()),
    }
}
