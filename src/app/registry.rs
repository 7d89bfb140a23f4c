//! The games the app knows, as the shell sees them: each game's folder registers its
//! entry (name, blurb, menu picture, rules and their pictures), and the menu, the rules
//! screen and the saved-games list read them from here instead of naming the games.

use crate::i18n::Tr;
use crate::rules::GameId;
use crate::settings::Language;

/// What the shell shows of a game.
#[derive(Debug)]
pub struct GameEntry {
    /// Which game.
    pub id: GameId,
    /// The text key of its name.
    pub name_key: &'static str,
    /// The text key of its one-paragraph blurb in the menu.
    pub about_key: &'static str,
    /// The menu's picture (a PNG the app rendered of itself: `unlur screenshot --bare`).
    pub picture: &'static [u8],
    /// Its rules in the rules screen's markup, in English and French.
    pub rules: [&'static str; 2],
    /// The pictures its rules show: (name, PNG).
    pub rules_pictures: &'static [(&'static str, &'static [u8])],
}

impl GameEntry {
    /// Its name in the words of `t`.
    pub fn name(&self, t: Tr) -> &'static str {
        t.tr(self.name_key)
    }

    /// Its blurb in the words of `t`.
    pub fn about(&self, t: Tr) -> &'static str {
        t.tr(self.about_key)
    }

    /// Its rules in `language`.
    pub fn rules(&self, language: Language) -> &'static str {
        match language {
            Language::English => self.rules[0],
            Language::French => self.rules[1],
        }
    }
}

/// Every game, in the menu's order.
pub const GAMES: [&GameEntry; 3] = [
    &super::unlur::ENTRY,
    &super::ur::ENTRY,
    &super::uckers::ENTRY,
];

/// The entry of `id`.
pub fn entry(id: GameId) -> &'static GameEntry {
    GAMES.into_iter().find(|e| e.id == id).unwrap_or(GAMES[0])
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
        let ids: Vec<GameId> = GAMES.iter().map(|e| e.id).collect();
        assert_eq!(ids, GameId::ALL);
        for e in GAMES {
            assert_eq!(entry(e.id).id, e.id);
            assert!(!e.name(Tr::FR).is_empty() && !e.about(Tr::EN).is_empty());
            assert!(e.picture.starts_with(b"\x89PNG"));
            for (_, png) in e.rules_pictures {
                assert!(png.starts_with(b"\x89PNG"));
            }
        }
    }
}
