//! A text from outside made safe to repeat: in a message, on a terminal, in the window.

/// The most bytes of a user's text that a message repeats (escapes included; cut on a
/// character's boundary, never inside an escape).
pub const QUOTE_BYTES: usize = 120;

/// A text from outside (a file, the command line, a peer), made safe to repeat in a
/// message, on a terminal or in the window: at most [`QUOTE_BYTES`] bytes (with `…`
/// when cut), control characters, the characters that turn the direction of text and
/// the invisible ones (zero-width, line and paragraph separators, byte order marks)
/// escaped (`\u{1b}`, `\r`, `\u{200b}`…).
pub fn quote(text: &str) -> String {
    quote_at_most(text, QUOTE_BYTES)
}

/// [`quote`] with room for `most` bytes (a path, which is worth showing whole).
pub fn quote_at_most(text: &str, most: usize) -> String {
    let mut out = String::new();
    let mut escape = String::new();
    for c in text.chars() {
        escape.clear();
        match c {
            '\t' => escape.push_str("\\t"),
            '\r' => escape.push_str("\\r"),
            '\n' => escape.push_str("\\n"),
            c if c.is_control() || is_direction_mark(c) || is_invisible(c) => {
                escape.push_str(&format!("\\u{{{:x}}}", c as u32));
            }
            c => escape.push(c),
        }
        if out.len() + escape.len() > most {
            out.push('…');
            break;
        }
        out.push_str(&escape);
    }
    out
}

/// Characters that change the direction of the text around them (a message must not
/// let a file's text reorder what follows it).
fn is_direction_mark(c: char) -> bool {
    matches!(c, '\u{200e}' | '\u{200f}' | '\u{061c}' | '\u{202a}'..='\u{202e}' | '\u{2066}'..='\u{2069}')
}

/// Characters that show nothing, or break a line where none is seen: a name or a message
/// must not hide text in them.
fn is_invisible(c: char) -> bool {
    matches!(c,
        '\u{00ad}' | '\u{034f}' | '\u{180e}' | '\u{200b}'..='\u{200d}' | '\u{2028}' | '\u{2029}'
        | '\u{2060}'..='\u{2064}' | '\u{feff}' | '\u{fff9}'..='\u{fffb}' | '\u{e0000}'..='\u{e007f}')
}
