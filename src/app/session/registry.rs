//! The games the app knows, as the shell sees them: each game's folder registers its
//! entry (name, blurb, menu picture, rules and their pictures, its record reader, a new
//! match, its plugins, where its match lives) with `inventory::submit!`, and the shell
//! reads them from here ([`games`], [`entry`]) instead of naming the games. No file of
//! the shell names a game: the app's `mod.rs` declares the games' modules, nothing more.
//! [`crate::app::session::on_screen::OnScreen`] is the one way systems ask for the game
//! on screen.

use bevy::prelude::*;

use super::any_match::AnyMatch;
use super::game::NewGame;
use super::on_screen::MatchResource;
use crate::i18n::Tr;
use crate::rules::GameId;
use crate::settings::Language;

/// A game's menu picture, `assets/menu/NAME.png`.
macro_rules! menu_picture {
    ($name:literal) => {
        include_bytes!(concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/assets/menu/",
            $name,
            ".png"
        ))
    };
}

/// A game's rules: `assets/rules/GAME.en.txt` and `….fr.txt` in the rules screen's
/// markup, and the pictures they show, `assets/rules/GAME-NAME.png`, by name.
macro_rules! rules_entry {
    ($game:literal, [$($name:literal),*]) => {
        $crate::app::session::registry::RulesEntry {
            texts: [
                include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/assets/rules/", $game, ".en.txt")),
                include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/assets/rules/", $game, ".fr.txt")),
            ],
            pictures: &[$((
                $name,
                include_bytes!(concat!(
                    env!("CARGO_MANIFEST_DIR"), "/assets/rules/", $game, "-", $name, ".png"
                )),
            )),*],
        }
    };
}

pub(crate) use {menu_picture, rules_entry};

/// A game's rules as the rules screen shows them.
#[derive(Debug)]
pub struct RulesEntry {
    /// In the rules screen's markup, in English and French.
    pub texts: [&'static str; 2],
    /// The pictures they show: (name, PNG).
    pub pictures: &'static [(&'static str, &'static [u8])],
}

/// What the shell shows of a game.
#[derive(Debug)]
pub struct GameEntry {
    /// Which game.
    pub id: GameId,
    /// The text key of its name (`menu.ur`); that key with `.about` is its
    /// one-paragraph blurb in the menu.
    pub name_key: &'static str,
    /// The menu's picture (a PNG the app rendered of itself: `unlur screenshot --bare`).
    pub picture: &'static [u8],
    /// Its rules.
    pub rules: RulesEntry,
    /// Its record reader: the game as far as it can be read, the warnings, and why the
    /// rest cannot be read; headers that cannot be read are the error.
    pub read_partly: fn(
        &str,
    ) -> Result<
        (AnyMatch, Vec<crate::i18n::Said>, Option<crate::i18n::Said>),
        crate::i18n::Said,
    >,
    /// A new match as the new-game dialog set it up.
    pub new_match: fn(&NewGame) -> AnyMatch,
    /// Its parts that need no window (the match and its messages, the board, the AI).
    pub plugin: fn(&mut App),
    /// Its HUD (windowed app only: it needs egui).
    pub ui_plugin: fn(&mut App),
    /// Its keys (part of the input plugin).
    pub keys_plugin: fn(&mut App),
    /// Its part of the demo.
    pub demo: DemoEntry,
    /// Its part of the new-game dialog.
    pub dialog: DialogEntry,
    /// Its part of online play in the window (`None`: not online in the window yet).
    pub online: Option<OnlineEntry>,
    /// Where its match lives, for [`crate::app::session::on_screen::OnScreen`].
    pub on_screen: MatchResource,
}

/// A game's part of online play in the window.
#[derive(Clone, Copy, Debug)]
pub struct OnlineEntry {
    /// Its choices in the online window (the dialog's, but for what online play fixes).
    pub choices: fn(&mut bevy_egui::egui::Ui, Tr, &mut NewGame),
    /// The options of a game set up in the dialog, as `rules::table::start` reads them.
    pub options: fn(&NewGame) -> String,
    /// Plays the friend's action `text` on the board, as the game's own players play
    /// theirs (animated): `Ok(false)` while the board is not ready for it yet (a move
    /// still animating, the die still tumbling: asked again next frame); why not, if the
    /// board cannot.
    pub remote: fn(&mut World, &str) -> Result<bool, crate::i18n::Said>,
    /// Its dice, for a game with dice.
    pub dice: Option<OnlineDice>,
}

/// A dice game's part of online play: the dice come from both sides (see
/// `crate::online::dice`), never from the board's own random rolls.
#[derive(Clone, Copy, Debug)]
pub struct OnlineDice {
    /// What this side's person asked to throw the dice for since the last frame (`roll`,
    /// or a declaration as written), if anything; asking again clears it.
    pub asked: fn(&mut World) -> Option<String>,
    /// Shows dice thrown by either side for the action to come (thrown for `intent`:
    /// `roll` or a declaration as written), as a roll of the board's own: `false` while
    /// the board is not ready for them yet (asked again next frame).
    pub show: fn(&mut World, &str, &[u8]) -> bool,
}

/// A game's part of the demo.
#[derive(Clone, Copy, Debug)]
pub struct DemoEntry {
    /// The text key of its title (the demo's caption).
    pub title_key: &'static str,
    /// Whether the demo's camera turns round its board (a long board only sways).
    pub turns: bool,
    /// Whether the show writes the board's names (not where its captions never say
    /// them and they would crowd the picture: Uckers' track).
    pub labels: bool,
    /// Its own choices for a game of the demo (AIs of `Level` in every seat).
    pub setup: fn(&mut NewGame, crate::ai::Level),
    /// The show's names for its two seats in the words of `t`, where each side's pieces
    /// have a colour of their own for the whole game (a spectator reads "White", not a
    /// "Player 1" to map to a colour); `None`: the dialog's default names.
    pub names: Option<fn(Tr) -> Vec<String>>,
}

impl DemoEntry {
    /// A demo under the title `title_key`, of a board the camera sways over, with the
    /// dialog's usual choices.
    pub const fn still(title_key: &'static str) -> DemoEntry {
        DemoEntry {
            title_key,
            turns: false,
            labels: true,
            setup: no_demo_setup,
            names: None,
        }
    }
}

/// A game's part of the new-game dialog.
#[derive(Clone, Copy, Debug)]
pub struct DialogEntry {
    /// The text key of its one-line help under the dialog.
    pub help_key: &'static str,
    /// Whether the dialog asks who moves first (Uckers rolls for it).
    pub chooses_first: bool,
    /// Its players' default names in the words of `t`, a seat each.
    pub default_names: fn(Tr) -> Vec<String>,
    /// The dialog's words for seat `i` of two (Uckers: its partnerships).
    pub seat_label: fn(Tr, usize) -> String,
    /// Its own choices, under the game's (the board's size, the number of players,
    /// optional rules).
    pub options: fn(&mut bevy_egui::egui::Ui, Tr, &mut NewGame),
    /// Its own seats, when it has more than two; `true` when it drew them (Uckers with
    /// four players).
    pub seats: fn(&mut bevy_egui::egui::Ui, Tr, &mut NewGame) -> bool,
}

impl DialogEntry {
    /// Two players, `Player 1` and `Player 2`, who choose who moves first and nothing
    /// else; `help_key` under them.
    pub const fn two_players(help_key: &'static str) -> DialogEntry {
        DialogEntry {
            help_key,
            chooses_first: true,
            default_names: two_players,
            seat_label: player_n,
            options: no_options,
            seats: two_seats,
        }
    }
}

/// The dialog's words for seat `i` of two in most games: `Player 1`, `Player 2`.
pub fn player_n(t: Tr, i: usize) -> String {
    t.trf("common.player_n", &[("n", &(i + 1))])
}

/// The default names of two players: `Player 1`, `Player 2`.
pub fn two_players(t: Tr) -> Vec<String> {
    (0..2).map(|i| player_n(t, i)).collect()
}

/// No choices of its own for the demo.
pub fn no_demo_setup(_: &mut NewGame, _: crate::ai::Level) {}

/// No choices of its own in the dialog.
pub fn no_options(_: &mut bevy_egui::egui::Ui, _: Tr, _: &mut NewGame) {}

/// The dialog's two seats.
pub fn two_seats(_: &mut bevy_egui::egui::Ui, _: Tr, _: &mut NewGame) -> bool {
    false
}

impl GameEntry {
    /// Its name in the words of `t`.
    pub fn name(&self, t: Tr) -> &'static str {
        t.tr(self.name_key)
    }

    /// Its blurb in the words of `t`.
    pub fn about(&self, t: Tr) -> &'static str {
        t.tr(&format!("{}.about", self.name_key))
    }

    /// Its rules in `language`.
    pub fn rules(&self, language: Language) -> &'static str {
        match language {
            Language::English => self.rules.texts[0],
            Language::French => self.rules.texts[1],
        }
    }
}

/// A game's entry, as its folder registers it: `inventory::submit!(Registered(&ENTRY))`.
/// The registry reads them where they are linked; no file of the shell lists the games.
#[derive(Debug)]
pub struct Registered(pub &'static GameEntry);

inventory::collect!(Registered);

/// Every game, in the menu's order (the order of [`GameId::ALL`]).
pub fn games() -> &'static [&'static GameEntry] {
    static GAMES: std::sync::LazyLock<Vec<&'static GameEntry>> = std::sync::LazyLock::new(|| {
        let mut games: Vec<&'static GameEntry> = inventory::iter::<Registered>
            .into_iter()
            .map(|r| r.0)
            .collect();
        games.sort_by_key(|e| GameId::ALL.iter().position(|&id| id == e.id));
        games
    });
    &GAMES
}

/// The entry of `id`.
pub fn entry(id: GameId) -> &'static GameEntry {
    let games = games();
    games
        .iter()
        .copied()
        .find(|e| e.id == id)
        .unwrap_or(games[0])
}

/// A game's name in the words of `t`.
pub fn game_name(t: Tr, id: GameId) -> &'static str {
    entry(id).name(t)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_game_is_registered_once_in_the_ids_order() {
        let ids: Vec<GameId> = games().iter().map(|e| e.id).collect();
        assert_eq!(
            ids,
            GameId::ALL,
            "every game registered once, in the ids' order"
        );
        for e in games() {
            assert_eq!(entry(e.id).id, e.id);
            assert!(!e.name(Tr::FR).is_empty() && !e.about(Tr::EN).is_empty());
            assert!(e.picture.starts_with(b"\x89PNG"));
            for (_, png) in e.rules.pictures {
                assert!(png.starts_with(b"\x89PNG"));
            }
        }
    }
}
