//! French elision before a value: "de" becomes "d'" before a word whose first sound is a
//! vowel ("les pièces d'Élève", not "de Élève"), and a seat's default name takes its
//! article ("le but du joueur 2", "Au joueur 1 de jouer"). The French texts ask for it
//! with `{ DE($name) }` and, at the start of a sentence, `{ A($name) }`.

/// "de VALUE", or "d'VALUE" before a vowel; "du joueur 2" for a seat's default name
/// ("Joueur 2" is a noun, not a name: French gives it its article).
pub(super) fn de(value: &str) -> String {
    if let Some(n) = default_player(value) {
        format!("du joueur {n}")
    } else if starts_with_vowel_word(value) {
        format!("d'{value}")
    } else {
        format!("de {value}")
    }
}

/// "À VALUE" at the start of a sentence; "Au joueur 1" for a seat's default name.
pub(super) fn a(value: &str) -> String {
    match default_player(value) {
        Some(n) => format!("Au joueur {n}"),
        None => format!("À {value}"),
    }
}

/// The seat's number of a default French name (`Joueur 2`, what `common-player_n`
/// writes).
fn default_player(value: &str) -> Option<&str> {
    let n = value.strip_prefix("Joueur ")?;
    (!n.is_empty() && n.bytes().all(|b| b.is_ascii_digit())).then_some(n)
}

/// Whether `text` begins with a word whose first sound is a vowel: a vowel followed by
/// a letter ("Alice", "Élève"; not "a4" or "A", which are read letter by letter).
fn starts_with_vowel_word(text: &str) -> bool {
    let mut chars = text.chars();
    let (Some(first), Some(second)) = (chars.next(), chars.next()) else {
        return false;
    };
    let vowel = "aeiouyàâäéèêëîïôöùûüœæAEIOUYÀÂÄÉÈÊËÎÏÔÖÙÛÜŒÆ".contains(first);
    vowel && second.is_alphabetic()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn french_elides_de_before_a_vowel() {
        let won = |winner: &str, loser: &str| {
            super::super::Tr::FR.trf("ur.status.won", &[("winner", &winner), ("loser", &loser)])
        };
        assert!(won("Bob", "Élève").ends_with("les sept pièces d'Élève et gagne"));
        assert!(won("Bob", "Alice").contains("pièces d'Alice"));
        assert!(won("Bob", "Hugo").contains("pièces de Hugo"));
        // A square or a number is read letter by letter: no elision.
        assert_eq!(de("a4"), "de a4");
        assert_eq!(de("8"), "de 8");
        assert_eq!(de("Ann"), "d'Ann");
        // A default name is a noun: its article (play-test 3: "le but de Joueur 2").
        assert_eq!(de("Joueur 2"), "du joueur 2");
        assert_eq!(de("Joueur"), "de Joueur");
        assert_eq!(a("Joueur 1"), "Au joueur 1");
        assert_eq!(a("Ann"), "À Ann");
        assert_eq!(
            super::super::Tr::FR.trf("replay.to_move", &[("who", &"Joueur 1")]),
            "Au joueur 1 de jouer"
        );
        // English is left alone.
        assert_eq!(
            super::super::Tr::EN.trf("ur.status.won", &[("winner", &"Bob"), ("loser", &"Ann")]),
            "Bob removed all seven of Ann's pieces and wins"
        );
    }
}
