//! Which game: the one name every layer uses for a game (the rules here; the app makes it
//! its screen state, the command line its `--game` values).

use crate::rules::record::quote;

/// One of the games this app plays.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum GameId {
    /// Unlur, the hex connection game with a contract.
    #[default]
    Unlur,
    /// Royal d'Ûr, the Royal Game of Ur with prisoners and officers.
    RoyalUr,
    /// Uckers, the Royal Navy's ludo.
    Uckers,
}

impl GameId {
    /// Every game, in the menu's order.
    pub const ALL: [GameId; 3] = [GameId::Unlur, GameId::RoyalUr, GameId::Uckers];

    /// Its word on the command line (`--game unlur|ur|uckers`).
    pub fn word(self) -> &'static str {
        match self {
            GameId::Unlur => "unlur",
            GameId::RoyalUr => "ur",
            GameId::Uckers => "uckers",
        }
    }

    /// Its word in file names (`unlur`, `royal-ur`, `uckers`).
    pub fn file_word(self) -> &'static str {
        match self {
            GameId::Unlur => "unlur",
            GameId::RoyalUr => "royal-ur",
            GameId::Uckers => "uckers",
        }
    }

    /// The extension of its record files, without the dot (`unlur`, `ur`, `uckers`).
    pub fn extension(self) -> &'static str {
        self.word()
    }

    /// Whether a file's name says it holds a record: a game's extension, or `.txt` (the
    /// records of earlier versions), any case.
    pub fn is_record_file(name: &str) -> bool {
        let Some((_, ext)) = name.rsplit_once('.') else {
            return false;
        };
        let ext = ext.to_ascii_lowercase();
        ext == "txt" || GameId::ALL.iter().any(|g| g.extension() == ext)
    }

    /// Reads a command-line word (`unlur`, `ur`, `royal-ur`, `uckers`, any case).
    pub fn parse(text: &str) -> Option<GameId> {
        let word = text.trim().to_ascii_lowercase();
        GameId::ALL
            .into_iter()
            .find(|g| g.word() == word || g.file_word() == word)
    }

    /// The `Game` header of its records.
    pub fn record_name(self) -> &'static str {
        match self {
            GameId::Unlur => "Unlur",
            GameId::RoyalUr => "Royal Ur",
            GameId::Uckers => "Uckers",
        }
    }

    /// `record` (its writer's text of an unfinished game) ended by `by`'s resignation:
    /// the `Result` header says the other side's win as this game writes it (Uckers:
    /// the partnership), and a `Resigned` header names `by`.
    pub fn resigned_record(self, record: &str, by: crate::rules::Player) -> String {
        crate::rules::record::with_resignation(record, by, &self.result_for(by.other()))
    }

    /// The result of a game `by` resigned, in the words of `unlur replay`: `player1 wins
    /// (player2 resigned)` (Uckers: the partnerships, `red-blue wins (yellow-green
    /// resigned)`).
    pub fn resigned_line(self, by: crate::rules::Player) -> String {
        let side = |p: crate::rules::Player| match self {
            GameId::Uckers => self.result_for(p),
            GameId::Unlur | GameId::RoyalUr => format!("player{}", p.number()),
        };
        format!("{} wins ({} resigned)", side(by.other()), side(by))
    }

    /// The `Result` header's value for `winner`'s win (Uckers: the partnership).
    pub fn result_for(self, winner: crate::rules::Player) -> String {
        match self {
            GameId::Uckers => crate::rules::uckers::table::partnership_of(winner)
                .name()
                .to_string(),
            GameId::Unlur | GameId::RoyalUr => winner.number().to_string(),
        }
    }

    /// Whether a `Game` header's value names this game.
    pub fn is_record_name(self, name: &str) -> bool {
        match self {
            GameId::Unlur => name.trim().eq_ignore_ascii_case("unlur"),
            GameId::RoyalUr => crate::rules::ur::is_game_name(name),
            GameId::Uckers => crate::rules::uckers::is_game_name(name),
        }
    }

    /// A new game of this game on a table (`rules::table::start`).
    pub fn start_table(
        self,
        options: &str,
        die: &mut dyn FnMut() -> u8,
    ) -> Result<Box<dyn super::table::Table>, crate::i18n::Said> {
        match self {
            GameId::Unlur => super::unlur::table::start(options, die),
            GameId::RoyalUr => super::ur::table::start(options, die),
            GameId::Uckers => super::uckers::table::start(options, die),
        }
    }

    /// A record of this game on a table, replayed, with its players' names
    /// (`rules::table::from_record`).
    pub fn table_from_record(
        self,
        text: &str,
    ) -> Result<(Box<dyn super::table::Table>, [String; 2]), crate::i18n::Said> {
        match self {
            GameId::Unlur => super::unlur::table::from_record(text),
            GameId::RoyalUr => super::ur::table::from_record(text),
            GameId::Uckers => super::uckers::table::from_record(text),
        }
    }

    /// Which game a record's text is of, from its `Game` header; a record without one is
    /// read as Unlur (whose reader then says the header is missing).
    pub fn of_record(text: &str) -> Result<GameId, crate::i18n::Said> {
        match crate::rules::record::game_of(text) {
            None => Ok(GameId::Unlur),
            Some(name) => GameId::ALL
                .into_iter()
                .find(|g| g.is_record_name(&name))
                .ok_or_else(|| {
                    crate::i18n::Said::new("record.unknown_game").with("name", quote(&name))
                }),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn words_and_record_names_read_back() {
        for g in GameId::ALL {
            assert_eq!(GameId::parse(g.word()), Some(g));
            assert_eq!(GameId::parse(g.file_word()), Some(g));
            assert!(GameId::is_record_file(&format!("game.{}", g.extension())));
            let header = format!("[Game \"{}\"]\n", g.record_name());
            assert_eq!(GameId::of_record(&header), Ok(g));
        }
        assert_eq!(GameId::parse("chess"), None);
        assert!(
            GameId::of_record("[Game \"Chess\"]\n")
                .unwrap_err()
                .to_string()
                .contains("Chess")
        );
        assert_eq!(GameId::of_record("1. d4\n"), Ok(GameId::Unlur));
    }
}
