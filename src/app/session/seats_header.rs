//! The `Seats` header of a saved game: who plays each seat (`human`, `online`, an AI
//! level), written after the record's first line, and read back.

use crate::ai::Level;
use crate::app::session::any_match::AnyMatch;
use crate::app::session::game::Seat;

/// A seat in the `Seats` header: `human`, `online` (a friend on another computer) or the
/// AI level's name. An online game's file is never resumed as a game at one computer
/// (one side went on alone, rolling for the other): the menu leaves it out, and it
/// goes on through *Play online*.
pub fn seat_word(seat: Seat) -> &'static str {
    match seat {
        Seat::Human | Seat::Teacher | Seat::Puzzle => "human",
        Seat::Remote => ONLINE_SEAT,
        Seat::Ai(level) => level.name(),
    }
}

/// The `Seats` header's word for a friend online.
const ONLINE_SEAT: &str = "online";

/// Reads the `Seats` header's words (unknown words are people, and so is a friend
/// online in a game read back: what is opened or played on from a file is played at
/// this computer).
pub fn parse_seats(text: &str) -> Vec<Seat> {
    text.split_whitespace()
        .map(|w| match Level::from_name(w) {
            Some(level) => Seat::Ai(level),
            None => Seat::Human,
        })
        .collect()
}

/// Whether a `Seats` header's words name a friend online (the file is an online game's).
pub fn seats_online(text: &str) -> bool {
    text.split_whitespace().any(|w| w == ONLINE_SEAT)
}

/// Adds `[Seats "…"]` after a record's first header line.
fn with_seats(record: String, seats: &[Seat]) -> String {
    let words: Vec<&str> = seats.iter().map(|&s| seat_word(s)).collect();
    let header = format!("[Seats \"{}\"]\n", words.join(" "));
    match record.find('\n') {
        Some(i) => format!("{}{header}{}", &record[..=i], &record[i + 1..]),
        None => format!("{record}\n{header}"),
    }
}

/// A saved game's record with its seats.
pub fn saved_text(game: &AnyMatch) -> String {
    with_seats(game.record(), &game.seats())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn seats_round_trip_through_their_header() {
        let seats = [
            Seat::Human,
            Seat::Ai(Level::Strong),
            Seat::Ai(Level::Beginner),
            Seat::Ai(Level::Maximum),
        ];
        let text = with_seats("[Game \"Uckers\"]\n[Players \"4\"]\n".into(), &seats);
        assert!(text.starts_with("[Game \"Uckers\"]\n[Seats \"human strong beginner max\"]\n"));
        let record = crate::rules::record::RecordText::parse(&text).unwrap();
        assert_eq!(parse_seats(record.get("Seats").unwrap()), seats);
        assert!(!seats_online(record.get("Seats").unwrap()));
        // A friend online is said so, and read back as a person of this computer.
        let text = with_seats("[Game \"Royal Ur\"]\n".into(), &[Seat::Human, Seat::Remote]);
        assert!(text.contains("[Seats \"human online\"]"), "{text}");
        let record = crate::rules::record::RecordText::parse(&text).unwrap();
        assert!(seats_online(record.get("Seats").unwrap()));
        assert_eq!(parse_seats(record.get("Seats").unwrap()), [Seat::Human; 2]);
    }
}
