//! Two sessions talking through memory: whole games of each game between AIs, and a
//! peer that cheats, garbles or replays, refused with the state unchanged.

use super::protocol::Message;
use super::session::{Ending, Event, Session};
use crate::ai::games::seat_player;
use crate::ai::seat::{SeatPlayer, Step};
use crate::rules::{GameId, Player};

/// Delivers every waiting line both ways until both outboxes are empty; an honest peer
/// is never refused. Returns the events of each side.
pub(super) fn pump(a: &mut Session, b: &mut Session) -> (Vec<Event>, Vec<Event>) {
    let (mut ea, mut eb) = (Vec::new(), Vec::new());
    loop {
        let (to_b, to_a) = (a.outbox(), b.outbox());
        if to_a.is_empty() && to_b.is_empty() {
            return (ea, eb);
        }
        for m in to_b {
            eb.extend(
                b.receive(&m.line())
                    .unwrap_or_else(|e| panic!("{}: {e}", m.line())),
            );
        }
        for m in to_a {
            ea.extend(
                a.receive(&m.line())
                    .unwrap_or_else(|e| panic!("{}: {e}", m.line())),
            );
        }
    }
}

/// One step of `s`'s player if it is its turn; whether it acted.
pub(super) fn act(s: &mut Session, p: &mut dyn SeatPlayer) -> bool {
    if !s.my_turn() {
        return false;
    }
    let step = p
        .step(s.table().unwrap(), s.pending_intent(), s.pending_throws())
        .unwrap();
    match step {
        Step::Throw(intent) => s.throw(&intent).unwrap(),
        Step::Play(text) => s.play(&text).unwrap(),
    }
    true
}

pub(super) fn connected(game: GameId, options: &str, host_seat: Player) -> (Session, Session) {
    let mut host = Session::host(game, options, host_seat, "Ann", "c0de");
    let mut guest = Session::guest("Bob", "c0de");
    let (eh, eg) = pump(&mut host, &mut guest);
    assert!(eh.contains(&Event::Connected("Bob".into())), "{eh:?}");
    assert!(eg.contains(&Event::Started), "{eg:?}");
    assert!(eh.contains(&Event::Started), "{eh:?}");
    (host, guest)
}

pub(super) fn players(game: GameId, seed: u64) -> [Box<dyn SeatPlayer>; 2] {
    [1, 2].map(|i| seat_player(game, "ai:beginner", seed * 10 + i).unwrap())
}

/// Plays on until the game is over (at most `steps` steps), with `between` called after
/// each step.
pub(super) fn play_on(
    host: &mut Session,
    guest: &mut Session,
    ps: &mut [Box<dyn SeatPlayer>; 2],
    steps: usize,
    mut between: impl FnMut(usize, &mut Session, &mut Session),
) {
    for i in 0..steps {
        if host.finished() && guest.finished() {
            return;
        }
        let acted = act(host, ps[0].as_mut()) | act(guest, ps[1].as_mut());
        assert!(acted, "nobody can act: {:?}", host.table());
        between(i, host, guest);
    }
    panic!("the game did not end in {steps} steps");
}

#[test]
fn two_sides_play_a_whole_game_of_each_game_to_the_same_record() {
    for (game, options, seat) in [
        (GameId::Unlur, "4", Player::One),
        (GameId::RoyalUr, "", Player::Two),
        (GameId::Uckers, "superblobs", Player::One),
    ] {
        let (mut host, mut guest) = connected(game, options, seat);
        assert_eq!(host.seat(), Some(seat));
        assert_eq!(guest.seat(), Some(seat.other()));
        let mut ps = players(game, 1);
        play_on(&mut host, &mut guest, &mut ps, 20_000, |_, h, g| {
            pump(h, g);
        });
        assert_eq!(host.record(), guest.record(), "{game:?}");
        assert!(host.table().unwrap().to_move().is_none());
        assert!(host.table().unwrap().moves() > 4);
        assert!(host.result().contains("wins"), "{}", host.result());
        let names = if seat == Player::One {
            ["Ann", "Bob"]
        } else {
            ["Bob", "Ann"]
        };
        assert!(host.record().contains(&format!("\"{}\"", names[0])));
    }
}

#[test]
fn a_connection_lost_mid_game_resumes_with_nothing_lost_or_played_twice() {
    for game in [GameId::RoyalUr, GameId::Uckers, GameId::Unlur] {
        let options = if game == GameId::Unlur { "4" } else { "" };
        let (mut host, mut guest) = connected(game, options, Player::One);
        let mut ps = players(game, 2);
        play_on(&mut host, &mut guest, &mut ps, 20_000, |i, h, g| {
            if i % 7 == 3 {
                // The connection drops: what was in flight is lost, both sides go on
                // when it comes back.
                let lost = if i % 2 == 0 { h.outbox() } else { g.outbox() };
                let _ = lost;
                h.reconnected();
                g.reconnected();
            }
            pump(h, g);
            assert_eq!(h.table().unwrap().moves(), g.table().unwrap().moves());
        });
        assert_eq!(host.record(), guest.record(), "{game:?}");
    }
}

/// The host's session at the start of a game of `game`, and the honest guest whose
/// lines a test alters.
fn started(game: GameId) -> (Session, Session) {
    let options = if game == GameId::Unlur { "5" } else { "" };
    connected(game, options, Player::One)
}

/// Plays honestly until it is the guest's turn, with its dice thrown.
fn guest_to_act(host: &mut Session, guest: &mut Session, game: GameId) {
    let mut ps = players(game, 3);
    while !guest.my_turn() {
        assert!(act(host, ps[0].as_mut()));
        pump(host, guest);
    }
    if game != GameId::Unlur {
        guest.throw("roll").unwrap();
        pump(host, guest);
    }
}

/// `line` is refused by `s` with words containing `says`, and changes nothing.
pub(super) fn refused(s: &mut Session, line: &str, says: &str) {
    let before = (s.record(), s.pending_throws().to_vec());
    let e = s.receive(line).unwrap_err().to_string();
    assert!(e.contains(says), "{line}: {e}");
    assert_eq!((s.record(), s.pending_throws().to_vec()), before, "{line}");
    assert!(
        s.outbox()
            .iter()
            .any(|m| matches!(m, Message::Refuse(w) if *w == e)),
        "the peer is told"
    );
}

#[test]
fn a_peer_that_cheats_or_garbles_is_refused_and_nothing_changes() {
    let mut cases = 0;
    for game in GameId::ALL {
        let (mut host, mut guest) = started(game);
        guest_to_act(&mut host, &mut guest, game);
        let n = host.table().unwrap().moves() + 1;
        // Garbage bytes, an unknown word, a move that cannot be read.
        for (line, says) in [
            ("\u{0}\u{7f}\u{1b}[2J", "no message of this app"),
            ("move", "without its number"),
            (&format!("move {n} 0000000000000000 zz99"), "`zz99`"),
        ] {
            refused(&mut host, line, says);
            cases += 1;
        }
        // Out of turn: the host's turn is over; a second move number ahead is out of order.
        refused(
            &mut host,
            &format!("move {} 00 pass", n + 1),
            "out of order",
        );
        cases += 1;
        // The guest's honest action, then a copy of it with another hash.
        let mut ps = players(game, 4);
        let Step::Play(text) = ps[1]
            .step(
                guest.table().unwrap(),
                guest.pending_intent(),
                guest.pending_throws(),
            )
            .unwrap()
        else {
            panic!("the guest has thrown")
        };
        guest.play(&text).unwrap();
        let honest = guest.outbox().remove(0).line();
        let replayed = honest.clone();
        let Message::Move { n: m, hash, text } = Message::parse(&honest).unwrap() else {
            panic!("{honest}")
        };
        // A roll not matching the committed chain; a roll on the other's turn.
        if game != GameId::Unlur {
            let fake = super::dice::hash(b"not the chain");
            refused(
                &mut host,
                &format!("roll 99 {} roll", super::dice::hex(&fake)),
                "out of order",
            );
            cases += 1;
            // Dice other than those drawn.
            let other = other_dice(game, &text);
            // Uckers reads the whole action first: its rules may refuse the play before
            // the dice are compared.
            let says = if game == GameId::RoyalUr {
                "dice drawn"
            } else {
                "`"
            };
            refused(&mut host, &format!("move {m} {hash} {other}"), says);
            cases += 1;
        }
        // The honest line is taken; the same line again is a replay.
        host.receive(&honest).unwrap();
        refused(&mut host, &replayed, "played already");
        cases += 1;
    }
    assert!(cases >= 15, "{cases}");
}

/// The action `text` of a dice game with its first die changed.
fn other_dice(game: GameId, text: &str) -> String {
    let swap = |c: char| if c == '1' { '2' } else { '1' };
    match game {
        GameId::RoyalUr => {
            let (roll, rest) = text.split_once(' ').unwrap();
            format!("{} {rest}", swap(roll.chars().next().unwrap()))
        }
        _ => {
            let mut cs: Vec<char> = text.chars().collect();
            cs[2] = swap(cs[2]);
            cs.into_iter().collect()
        }
    }
}

#[test]
fn a_wrong_position_hash_stops_the_game_on_that_side() {
    let (mut host, mut guest) = started(GameId::Unlur);
    guest_to_act(&mut host, &mut guest, GameId::Unlur);
    let n = host.table().unwrap().moves() + 1;
    guest.play("pass").or_else(|_| guest.play("a1")).unwrap();
    let Message::Move { text, .. } = guest.outbox().remove(0) else {
        panic!()
    };
    let before = host.record();
    let e = host
        .receive(&format!("move {n} 0123456789abcdef {text}"))
        .unwrap_err()
        .to_string();
    assert!(e.contains("positions differ"), "{e}");
    assert_eq!(host.record(), before);
    assert!(matches!(host.ending(), Some(Ending::Broken(_))));
    assert!(host.play("b2").is_err(), "nothing more is played");
}

#[test]
fn a_roll_that_does_not_follow_the_committed_chain_is_refused() {
    let (mut host, mut guest) = started(GameId::RoyalUr);
    let mut ps = players(GameId::RoyalUr, 5);
    while !guest.my_turn() {
        act(&mut host, ps[0].as_mut());
        pump(&mut host, &mut guest);
    }
    guest.throw("roll").unwrap();
    let Message::Roll { k, link, .. } = guest.outbox().remove(0) else {
        panic!()
    };
    let mut forged = link;
    forged[0] ^= 1;
    refused(
        &mut host,
        &format!("roll {k} {} roll", super::dice::hex(&forged)),
        "does not match the dice committed to",
    );
    // The honest element is still taken, and answered.
    host.receive(&format!("roll {k} {} roll", super::dice::hex(&link)))
        .unwrap();
    // A throw on the other's turn: the host asks for the next throw itself.
    let next = k + 1;
    let e = guest
        .receive(&format!("roll {next} {} roll", super::dice::hex(&link)))
        .unwrap_err()
        .to_string();
    assert!(
        e.contains("out of order") || e.contains("not your turn"),
        "{e}"
    );
}

#[test]
fn a_resignation_ends_the_game_on_both_sides() {
    let (mut host, mut guest) = started(GameId::Uckers);
    guest.resign().unwrap();
    let (eh, _) = pump(&mut host, &mut guest);
    assert_eq!(eh, vec![Event::Resigned(Player::Two)]);
    assert_eq!(host.result(), "yellow-green wins (red-blue resigned)");
    assert_eq!(host.result(), guest.result());
    assert!(host.finished() && guest.finished());
    assert!(host.throw("roll").is_err());
}

/// What this side's own request is refused for reaches the person in their language,
/// and the peer (and the logs) in the English it always had.
#[test]
fn this_sides_own_refusals_are_said_in_the_players_language() {
    use crate::i18n::Tr;
    let (host, guest) = started(GameId::RoyalUr);
    // Throw 0 drew who starts: `mover` is to act, `waiting` is not.
    let (mut mover, mut waiting) = if host.my_turn() {
        (host, guest)
    } else {
        (guest, host)
    };
    assert!(mover.my_turn() && !waiting.my_turn());
    let not_yours = waiting.throw("roll").unwrap_err();
    assert_eq!(not_yours.to_string(), "it is not your turn");
    assert_eq!(Tr::FR.said(&not_yours), "ce n'est pas votre tour");
    let nothing = waiting.ask_undo().unwrap_err();
    assert_eq!(
        Tr::FR.said(&nothing),
        "vous n'avez aucune action à reprendre"
    );
    assert_eq!(
        waiting.answer_undo(true).unwrap_err().to_string(),
        "the other player asked for no undo"
    );
    // An action the rules refuse names itself, and the rules' reason follows it.
    mover.throw("roll").unwrap();
    pump(&mut mover, &mut waiting);
    let bad = mover.play("zz").unwrap_err();
    let (en, fr) = (bad.to_string(), Tr::FR.said(&bad));
    assert!(en.starts_with("`zz`: "), "{en}");
    assert!(fr.starts_with("« zz » : "), "{fr}");
    assert_ne!(
        en["`zz`: ".len()..],
        fr["« zz » : ".len()..],
        "the reason too is French"
    );
    // Resigned, nothing more is played, said so in both languages.
    waiting.resign().unwrap();
    pump(&mut mover, &mut waiting);
    let n = waiting.seat().unwrap().number();
    let over = waiting.play("1").unwrap_err();
    assert_eq!(
        over.to_string(),
        format!("the game is over: player {n} resigned")
    );
    assert_eq!(
        Tr::FR.said(&over),
        format!("la partie est finie : le joueur {n} a abandonné")
    );
}
