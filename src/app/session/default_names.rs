//! Default players' names (`Player 1`, `Joueur 2`, an Uckers colour, a lesson's seats,
//! the show's colours)
//! are words of the window's language: they follow it when it changes, in every game's
//! match and in the new-game dialog; a name someone chose stays as it is.

use bevy::prelude::*;

use crate::app::ground::settings::AppSettings;
use crate::app::look::text::level_name;
use crate::i18n::Tr;

/// A default name (`Player 1`, `Joueur 2`, an Uckers colour's name) in the language of
/// `t`; `None` for a name someone chose.
pub fn translated_default(name: &str, t: Tr) -> Option<String> {
    // A lesson's seats (the student, the teacher), a puzzle's, are words too.
    for key in [
        "lessons.you",
        "lessons.teacher",
        "puzzles.you",
        "puzzles.puzzle",
    ] {
        if crate::settings::Language::ALL
            .iter()
            .any(|&lang| Tr(lang).tr(key) == name)
        {
            return Some(t.tr(key).to_string());
        }
    }
    // The AI's name at its level (`--p2 ai:strong`, the dialog's choice), and the
    // names earlier versions gave it ("AI - strong", "IA - fort"), kept in records
    // and games in progress.
    for level in crate::ai::Level::ALL {
        let seat = super::game::Seat::Ai(level);
        let earlier = [
            format!("AI - {}", level_name(Tr::EN, level)),
            format!("IA - {}", level_name(Tr::FR, level)),
        ];
        if crate::settings::Language::ALL
            .iter()
            .any(|&lang| seat.choice(Tr(lang)) == name)
            || earlier.iter().any(|e| e == name)
        {
            return Some(seat.choice(t));
        }
    }
    for lang in crate::settings::Language::ALL {
        for entry in super::registry::games() {
            let makers = std::iter::once(entry.dialog.default_names).chain(entry.demo.names);
            for names in makers {
                if let Some(i) = names(Tr(lang)).iter().position(|n| n == name) {
                    return names(t).into_iter().nth(i);
                }
            }
        }
    }
    None
}

/// Each default name of `names` in the language of `t` (chosen names stay).
pub fn translate_defaults(names: &mut [String], t: Tr) {
    for name in names {
        if let Some(new) = translated_default(name, t)
            && *name != new
        {
            *name = new;
        }
    }
}

/// For each of a record's `n` names (one a seat: Uckers for four, a colour each; Uckers
/// for two, its players' names twice), whether the record leaves it unwritten (no header
/// for it: the reader's default stands there).
fn unwritten_names(text: &str, n: usize) -> Vec<bool> {
    let Ok(record) = crate::rules::record::RecordText::parse(text) else {
        return vec![false; n];
    };
    let keys: &[&str] = match n {
        4 if record.get("Players").map(str::trim) == Some("4") => {
            &["Yellow", "Red", "Green", "Blue"]
        }
        4 => &["Player1", "Player2", "Player1", "Player2"],
        _ => &["Player1", "Player2"],
    };
    keys.iter().map(|k| record.get(k).is_none()).collect()
}

/// The names of a game read from the record `text`: a name the record does not write is
/// the reader's default ("Player 1"), in the words of `t`; a name it writes stays as
/// written ("Player 2" of an English game is not "Joueur 2" once saved again from a
/// French window).
pub fn translate_unwritten(names: &mut [String], text: &str, t: Tr) {
    let unwritten = unwritten_names(text, names.len());
    for (name, _) in names.iter_mut().zip(unwritten).filter(|(_, u)| *u) {
        if let Some(words) = translated_default(name, t) {
            *name = words;
        }
    }
}

/// When the language changes (and at start), default names follow it, in every game's
/// match and in the new-game dialog.
pub(crate) fn retranslate_names(
    world: &mut World,
    mut last: Local<Option<crate::settings::Language>>,
) {
    let Some(language) = world
        .get_resource::<AppSettings>()
        .map(|s| s.get().language)
    else {
        return;
    };
    if *last == Some(language) {
        return;
    }
    *last = Some(language);
    let t = Tr(language);
    let fix = |names: &mut [String]| translate_defaults(names, t);
    crate::app::session::on_screen::each_match_mut(world, |m| fix(m.names_mut()));
    if let Some(mut h) = world.get_resource_mut::<crate::app::session::hud_state::HudState>() {
        fix(&mut h.draft.names);
        fix(h.draft.extra.names_mut());
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn default_names_follow_the_language_and_chosen_names_stay() {
        assert_eq!(
            translated_default("Player 2", Tr::FR).as_deref(),
            Some("Joueur 2")
        );
        assert_eq!(
            translated_default("Joueur 1", Tr::EN).as_deref(),
            Some("Player 1")
        );
        assert_eq!(
            translated_default("Yellow", Tr::FR).as_deref(),
            Some("Jaune")
        );
        assert_eq!(translated_default("Ada", Tr::FR), None);
        // The AI's names, agreeing with « IA », from either language and from the
        // names earlier versions wrote.
        for (name, french) in [
            ("Strong AI", "IA forte"),
            ("AI - strong", "IA forte"),
            ("IA - fort", "IA forte"),
            ("AI - beginner", "IA débutante"),
            ("Easy AI", "IA facile"),
            ("IA maximale", "IA maximale"),
        ] {
            assert_eq!(translated_default(name, Tr::FR).as_deref(), Some(french));
        }
        assert_eq!(
            translated_default("IA débutante", Tr::EN).as_deref(),
            Some("Beginner AI")
        );
        assert_eq!(
            translated_default("Opponent", Tr::FR).as_deref(),
            Some("Adversaire")
        );
        // A lesson's seats: the language changed during a lesson.
        assert_eq!(
            translated_default("Student", Tr::FR).as_deref(),
            Some("Élève")
        );
        assert_eq!(
            translated_default("Professeur", Tr::EN).as_deref(),
            Some("Teacher")
        );
    }
}
