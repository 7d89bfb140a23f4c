//! Uckers in words for the HUD: the status line, a declaration with its chance, a
//! colour's block (who plays it, where its pieces are).

use bevy::prelude::*;
use bevy_egui::egui::{self, Color32, RichText};

use super::{Stage, UckersMatch};
use crate::ai::uckers::declaration_chance;
use crate::app::look::text::capitalised;
use crate::app::look::{ACCENT, MUTED, bold, player_frame};
use crate::i18n::Tr;
use crate::rules::uckers::{Colour, Declaration, Dice, HOME, PieceId, Position, TUBE_END};

pub(super) fn dice_text(d: crate::rules::uckers::Dice) -> String {
    format!("{}-{}", d.0, d.1)
}

/// A chance (0 to 1) in percent as the lists show it: one that is not nought never reads
/// 0 (4 sixes read "0 %" where they can happen), under one in a hundred is "< 1", and
/// one short of sure "> 99".
fn chance_text(chance: f32) -> String {
    match chance * 100.0 {
        c if c > 0.0 && c < 0.5 => "< 1".to_string(),
        c if c > 99.5 && c < 100.0 => "> 99".to_string(),
        c => format!("{}", c.round()),
    }
}

/// A declaration in words, with its chance.
pub fn declaration_words(t: Tr, p: &Position, d: Declaration) -> String {
    let chance = chance_text(declaration_chance(p, d));
    match d {
        Declaration::Attack { piece } => {
            let need = p.sixes_needed(d).unwrap_or(0);
            let from = match p.step(piece) {
                None => t.tr("uckers.base").to_string(),
                Some(_) => p.square(piece).to_string(),
            };
            t.trf(
                "uckers.declare.attack",
                &[("from", &from), ("need", &need), ("chance", &chance)],
            )
        }
        Declaration::Suckback { piece, target } => t.trf(
            "uckers.declare.suckback",
            &[
                ("from", &p.square(piece)),
                ("target", &p.square(target)),
                ("chance", &chance),
            ],
        ),
        Declaration::Blowback { piece } => t.trf(
            "uckers.declare.blowback",
            &[("from", &p.square(piece)), ("chance", &chance)],
        ),
    }
}

/// A player's name with their colour, unless the name is the colour already
/// ("Ada (yellow)", but "Yellow" for a player called Yellow).
pub(super) fn name_and_colour(t: Tr, m: &UckersMatch, c: Colour) -> String {
    let name = m.name(c);
    let colour = uckers_colour(t, c);
    if name.eq_ignore_ascii_case(colour) || name.eq_ignore_ascii_case(c.name()) {
        name.to_string()
    } else {
        format!("{name} ({colour})")
    }
}

/// The optional rules in play, in the words of `t` ("none" for the base game).
pub fn options_words(t: Tr, options: crate::rules::uckers::Options) -> String {
    let on: Vec<&str> = [
        (options.wafu_snake_eyes, "uckers.option.wafu"),
        (options.superblobs, "uckers.option.superblobs"),
        (options.suckback, "uckers.option.suckback"),
        (options.layered_blobs, "uckers.option.layered"),
    ]
    .into_iter()
    .filter(|&(on, _)| on)
    .map(|(_, key)| t.tr(key))
    .collect();
    if on.is_empty() {
        t.tr("uckers.options_none").to_string()
    } else {
        on.join(", ")
    }
}

/// A finished game's headline: the partnership that won, by its players' names (one
/// name where one player has both colours).
pub fn result_headline(t: Tr, m: &UckersMatch) -> Option<String> {
    use crate::rules::uckers::table::partnership_of;
    let won = m
        .game
        .winner()
        .or_else(|| m.resigned.map(|by| partnership_of(by.other())))?;
    let [a, b] = won.colours();
    let (a, b) = (m.name(a), m.name(b));
    Some(if a == b {
        t.trf("common.wins", &[("who", &a)])
    } else {
        let who = t.trf("common.and", &[("a", &a), ("b", &b)]);
        t.trf("common.wins_two", &[("who", &who)])
    })
}

/// What the colour to move should do now, in words.
pub fn status_line(t: Tr, m: &UckersMatch) -> String {
    let g = &m.game;
    let c = g.to_move();
    let who = name_and_colour(t, m, c);
    let human = m.human_to_move();
    let partner = match g.position().moving_colour() {
        Some(mc) if mc != c => t.trf(
            "uckers.status.moving_partner",
            &[("colour", &uckers_colour(t, mc))],
        ),
        _ => String::new(),
    };
    let w = |key: &str| t.trf(key, &[("who", &who)]);
    let wd = |key: &str, d: crate::rules::uckers::Dice| {
        t.trf(key, &[("who", &who), ("dice", &dice_text(d))])
    };
    match &m.stage {
        Stage::Over => match g.winner() {
            Some(p) => {
                let [a, b] = p.colours();
                t.trf(
                    "uckers.status.won",
                    &[
                        ("a", &uckers_colour_title(t, a)),
                        ("b", &uckers_colour(t, b)),
                    ],
                )
            }
            None => m.resigned.map_or_else(String::new, |by| {
                let names = |p| {
                    let [a, b] = crate::rules::uckers::table::partnership_of(p).colours();
                    [m.name(a), m.name(b)]
                };
                crate::app::session::game::resigned_words(t, &names(by), &names(by.other()))
            }),
        },
        Stage::Roll if g.position().moving_colour().is_none() => w("uckers.status.all_home"),
        Stage::Roll if human => t.trf(
            "uckers.status.roll",
            &[("who", &who), ("partner", &partner)],
        ),
        Stage::Roll => w("uckers.status.about_to_roll"),
        Stage::Tumbling { .. } => w("uckers.status.rolling"),
        Stage::Choose { dice, .. } if human => wd("uckers.status.choose", *dice),
        // A friend online chooses; only the AI thinks.
        Stage::Choose { dice, .. }
            if m.seat_to_move() == crate::app::session::game::Seat::Remote =>
        {
            wd("uckers.status.friend_chooses", *dice)
        }
        Stage::Choose { dice, .. } => wd("uckers.status.thinking", *dice),
        Stage::Passing { dice, play } => match play {
            crate::rules::uckers::Play::SnakeEyes => wd("uckers.status.snake_eyes", *dice),
            _ => wd("uckers.status.nothing", *dice),
        },
        Stage::Throwing {
            declaration,
            throws,
        } => {
            let shown: Vec<String> = throws[..throws.len().saturating_sub(1)]
                .iter()
                .map(|&d| dice_text(d))
                .collect();
            t.trf(
                "uckers.status.declares",
                &[
                    ("who", &who),
                    ("what", &declaration_words(t, g.position(), *declaration)),
                    (
                        "throws",
                        &if shown.is_empty() {
                            "-".to_string()
                        } else {
                            shown.join(", ")
                        },
                    ),
                ],
            )
        }
        // The one whose play moves (the turn is the next one's already).
        Stage::Moving { by } => t.trf(
            "uckers.status.moving",
            &[("who", &name_and_colour(t, m, *by))],
        ),
    }
}

pub(super) fn colour_block(
    ui: &mut egui::Ui,
    t: Tr,
    m: &UckersMatch,
    c: Colour,
    colours: &[Color; 4],
    ended: bool,
) {
    let p = m.game.position();
    let steps: Vec<Option<u8>> = (0..4)
        .map(|index| p.step(PieceId { colour: c, index }))
        .collect();
    let count = |f: &dyn Fn(Option<u8>) -> bool| steps.iter().filter(|&&s| f(s)).count();
    let to_move = m.game.to_move() == c && m.game.winner().is_none() && !ended;
    // Half the frame's usual height above and below: four colours' blocks and the rest
    // of the column fit the window.
    let frame = player_frame(to_move).inner_margin(egui::Margin::symmetric(8, 3));
    frame.show(ui, |ui| {
        ui.set_width(ui.available_width());
        ui.spacing_mut().item_spacing.y = 1.0;
        ui.horizontal(|ui| {
            let (rect, _) = ui.allocate_exact_size(egui::vec2(20.0, 20.0), egui::Sense::hover());
            let [r, g, b, _] = colours[c.index()].to_srgba().to_u8_array();
            ui.painter().circle(
                rect.center(),
                9.0,
                Color32::from_rgb(r, g, b),
                egui::Stroke::new(1.5, ACCENT),
            );
            let title = uckers_colour_title(t, c);
            let mut name = if m.name(c).eq_ignore_ascii_case(&title)
                || m.name(c).eq_ignore_ascii_case(c.name())
            {
                title
            } else {
                format!("{title} - {}", m.name(c))
            };
            if to_move {
                name = crate::app::look::with_state(&name, t.tr("common.to_play"));
            }
            ui.label(RichText::new(name).font(bold(16.0)));
        });
        let mut line = t.trf(
            "uckers.counts",
            &[
                ("base", &count(&|s| s.is_none())),
                ("track", &count(&|s| s.is_some_and(|s| s <= TUBE_END))),
                (
                    "tube",
                    &count(&|s| s.is_some_and(|s| s > TUBE_END && s < HOME)),
                ),
                ("home", &count(&|s| s == Some(HOME))),
            ],
        );
        if p.took_over(c) {
            line = crate::app::look::with_state(
                &line,
                &t.trf(
                    "uckers.takes_over",
                    &[("colour", &uckers_colour(t, c.partner()))],
                ),
            );
        }
        ui.label(
            RichText::new(line)
                .size(crate::app::look::SMALL)
                .color(MUTED),
        );
    });
}

/// An Uckers colour's name (`yellow`, `jaune`).
pub fn uckers_colour(t: Tr, c: crate::rules::uckers::Colour) -> &'static str {
    t.tr(c.word_key())
}

/// An Uckers colour's name with a capital (`Yellow`, `Jaune`).
pub fn uckers_colour_title(t: Tr, c: crate::rules::uckers::Colour) -> String {
    capitalised(uckers_colour(t, c))
}

/// An action's text as the lists show it: the notation, its English words in the words
/// of `t` ("snake eyes", "attack"); the records keep the notation.
pub fn shown_text(t: Tr, text: &str) -> String {
    text.replace("snake eyes", t.tr("uckers.play.snake_eyes"))
        .replace(" attack ", &format!(" {} ", t.tr("uckers.log_attack")))
}

/// How the starting colour was drawn, round by round, each colour named in the words of
/// `t` with its throw's sum: "Jaune 7, Rouge 5 / …" (the colours' letters were English).
pub fn roll_off_words(t: Tr, rounds: &[Vec<(Colour, Dice)>]) -> String {
    let rounds: Vec<String> = rounds
        .iter()
        .map(|r| {
            r.iter()
                .map(|(c, d)| format!("{} {}", uckers_colour_title(t, *c), d.sum()))
                .collect::<Vec<_>>()
                .join(", ")
        })
        .collect();
    t.trf("uckers.who_starts", &[("rounds", &rounds.join(" / "))])
}

/// The caption of a game of Uckers: the last thing that changed the game (pieces sent
/// back to base, a declaration won or lost: it comes when it happens, not at every
/// roll), or the game's end, and how many pieces each partnership has home.
/// `outcomes`: what each action did.
pub fn uckers_caption(
    t: Tr,
    m: &UckersMatch,
    outcomes: &[crate::rules::uckers::Played],
) -> (String, String) {
    let p = m.game.position();
    let home = |team: crate::rules::uckers::Partnership| -> usize {
        team.colours().iter().map(|&c| p.home_count(c)).sum()
    };
    use crate::rules::uckers::Partnership::{RedBlue, YellowGreen};
    let head = if matches!(m.stage, Stage::Over) {
        status_line(t, m)
    } else {
        m.game
            .history()
            .iter()
            .zip(outcomes)
            .rev()
            .find_map(|(action, played)| super::outcomes::action_result(t, m, action, played))
            .unwrap_or_else(|| t.tr("menu.uckers.about").to_string())
    };
    (
        head,
        t.trf(
            "demo.uckers_home",
            &[("yg", &home(YellowGreen)), ("rb", &home(RedBlue))],
        ),
    )
}

/// The demo's caption while it shows Uckers.
pub(super) fn demo_caption(
    m: Res<UckersMatch>,
    settings: Res<crate::app::ground::settings::AppSettings>,
    mut caption: ResMut<crate::app::screens::demo::DemoCaption>,
    mut outcomes: Local<crate::rules::logged::Outcomes<Position>>,
) {
    let (head, line) = uckers_caption(settings.tr(), &m, outcomes.of(&m.game));
    *caption = crate::app::screens::demo::DemoCaption(head, line);
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::uckers::Options;

    /// The result card's headline names the winning partnership's players: one name
    /// where one player holds both colours, both (in the plural) where two do.
    #[test]
    fn the_headline_names_the_winning_partnership_by_its_players() {
        let record =
            crate::rules::uckers::read_record(include_str!("../../../tests/data/midgame.uckers"))
                .unwrap();
        let mut m = UckersMatch::from_record(record);
        assert_eq!(result_headline(Tr::EN, &m), None);
        m.resigned = Some(crate::rules::Player::One);
        let [a, b] =
            crate::rules::uckers::table::partnership_of(crate::rules::Player::Two).colours();
        m.names[a.index()] = "Ann".into();
        m.names[b.index()] = "Bob".into();
        assert_eq!(
            result_headline(Tr::EN, &m).as_deref(),
            Some("Ann and Bob win!")
        );
        assert_eq!(
            result_headline(Tr::FR, &m).as_deref(),
            Some("Ann et Bob gagnent !")
        );
        m.names[b.index()] = "Ann".into();
        assert_eq!(result_headline(Tr::FR, &m).as_deref(), Some("Ann gagne !"));
    }

    /// The show's caption says the last thing that changed the game (here pieces sent
    /// back to base), not the roll; before anything happened, the game's words.
    #[test]
    fn the_show_says_what_changed_the_game_not_each_roll() {
        let record =
            crate::rules::uckers::read_record(include_str!("../../../tests/data/midgame.uckers"))
                .unwrap();
        let m = UckersMatch::from_record(record);
        let outcomes = m.game.outcomes();
        let last_capture = m
            .game
            .history()
            .iter()
            .zip(&outcomes)
            .rev()
            .find_map(|(a, p)| super::super::outcomes::action_result(Tr::EN, &m, a, p))
            .expect("a capture in the record");
        let (head, line) = uckers_caption(Tr::EN, &m, &outcomes);
        assert_eq!(head, last_capture);
        assert!(line.starts_with("Home: "), "{line}");
        let (start, _) = uckers_caption(Tr::EN, &m, &[]);
        assert_eq!(start, Tr::EN.tr("menu.uckers.about"));
        assert!(start.contains("Royal Navy"), "{start}");
    }

    #[test]
    fn a_chance_that_can_happen_never_reads_nought() {
        assert_eq!(chance_text(0.0), "0");
        assert_eq!(chance_text(1.0 / 1296.0), "< 1");
        assert_eq!(chance_text(0.3056), "31");
        assert_eq!(chance_text(0.999), "> 99");
        assert_eq!(chance_text(1.0), "100");
    }

    #[test]
    fn the_lists_show_the_notations_words_in_the_players_language() {
        assert_eq!(
            shown_text(Tr::FR, "B 1-1: snake eyes"),
            "B 1-1: yeux de serpent"
        );
        assert_eq!(
            shown_text(Tr::FR, "Y attack y:t14: 6-6 6-2"),
            "Y attaque y:t14: 6-6 6-2"
        );
        assert_eq!(
            shown_text(Tr::EN, "Y attack y:t14: 6-6"),
            "Y attack y:t14: 6-6"
        );
    }

    #[test]
    fn who_starts_names_the_colours_in_the_players_language() {
        use crate::rules::uckers::Colour::{Red, Yellow};
        let rounds = vec![vec![(Yellow, Dice(3, 4)), (Red, Dice(2, 3))]];
        assert_eq!(
            roll_off_words(Tr::FR, &rounds),
            "Qui commence : Jaune 7, Rouge 5"
        );
        assert_eq!(
            roll_off_words(Tr::EN, &rounds),
            format!(
                "{}",
                Tr::EN.trf("uckers.who_starts", &[("rounds", &"Yellow 7, Red 5")])
            )
        );
    }

    #[test]
    fn the_options_are_named_in_the_players_language() {
        assert_eq!(options_words(Tr::FR, Options::default()), "aucune");
        assert_eq!(options_words(Tr::EN, Options::default()), "none");
        let some = Options {
            superblobs: true,
            ..Options::default()
        };
        assert_eq!(
            options_words(Tr::FR, some),
            Tr::FR.tr("uckers.option.superblobs")
        );
    }
}
