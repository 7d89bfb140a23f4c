//! Placeholders filled in a text: in one pass (a value that holds `{…}` itself, a
//! player's name say, stays as it is), with French elision before a value that starts
//! with a vowel ("les pièces d'Élève", not "de Élève").

use std::fmt::Display;

/// `template` with its `{name}` placeholders filled from `args`; French elision when
/// `elide`. A placeholder with no value stays as written.
pub(super) fn fill(template: &str, args: &[(&str, &dyn Display)], elide: bool) -> String {
    let mut out = String::with_capacity(template.len() + 16);
    let mut rest = template;
    while let Some(open) = rest.find('{') {
        out.push_str(&rest[..open]);
        let after = &rest[open + 1..];
        let value = after.find('}').and_then(|close| {
            let name = &after[..close];
            let (_, v) = args.iter().find(|(n, _)| *n == name)?;
            Some((close, v.to_string()))
        });
        match value {
            Some((close, value)) => {
                if elide && starts_with_vowel_word(&value) {
                    elide_before(&mut out);
                }
                out.push_str(&value);
                rest = &after[close + 1..];
            }
            None => {
                out.push('{');
                rest = after;
            }
        }
    }
    out.push_str(rest);
    out
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

/// "de " and "que " at the end of `out` (as whole words) become "d'" and "qu'".
fn elide_before(out: &mut String) {
    for (word, elided) in [
        ("de ", "d'"),
        ("De ", "D'"),
        ("que ", "qu'"),
        ("Que ", "Qu'"),
    ] {
        if let Some(head) = out.strip_suffix(word)
            && head.chars().last().is_none_or(|c| !c.is_alphanumeric())
        {
            let keep = head.len();
            out.truncate(keep);
            out.push_str(elided);
            return;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn french_elides_de_and_que_before_a_vowel() {
        let won = |winner: &str, loser: &str| {
            super::super::Tr::FR.trf("ur.status.won", &[("winner", &winner), ("loser", &loser)])
        };
        assert!(won("Bob", "Élève").ends_with("les sept pièces d'Élève et gagne"));
        assert!(won("Bob", "Alice").contains("pièces d'Alice"));
        assert!(won("Bob", "Hugo").contains("pièces de Hugo"));
        // A square or a number is read letter by letter: no elision.
        assert_eq!(fill("part de {s}", &[("s", &"a4")], true), "part de a4");
        assert_eq!(fill("avancer de {n}", &[("n", &8)], true), "avancer de 8");
        // Only the whole word: "monde" keeps its "de".
        assert_eq!(fill("monde {x}", &[("x", &"Ann")], true), "monde Ann");
        assert_eq!(fill("Que {x} joue", &[("x", &"Ann")], true), "Qu'Ann joue");
        // English is left alone.
        assert_eq!(fill("de {x}", &[("x", &"Ann")], false), "de Ann");
    }
}
