//! French elision before a value: "de" becomes "d'" before a word whose first sound is a
//! vowel ("les pièces d'Élève", not "de Élève"). The French texts ask for it with
//! `{ DE($name) }`.

/// "de VALUE", or "d'VALUE" before a vowel.
pub(super) fn de(value: &str) -> String {
    if starts_with_vowel_word(value) {
        format!("d'{value}")
    } else {
        format!("de {value}")
    }
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
        // English is left alone.
        assert_eq!(
            super::super::Tr::EN.trf("ur.status.won", &[("winner", &"Bob"), ("loser", &"Ann")]),
            "Bob removed all seven of Ann's pieces and wins"
        );
    }
}
