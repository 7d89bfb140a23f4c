//! What a player reads is in their language (issue 41): the command line in the
//! system's, the window in the settings', the readers' and the network's words too.

use crate::testing::*;
use unlur::app::session::file_words::{FileNotice, RecordFiles};
use unlur::app::session::online::{Online, OnlineRequest};
use unlur::app::session::records::{RecordRequest, Replay};
use unlur::i18n::Tr;

/// The command line speaks the system's language (issue 41): under a French locale a
/// replay, a reader's refusal and a file's problem are French, counts agreeing with
/// their nouns; under `C` they are English.
#[test]
fn the_command_line_speaks_the_systems_language() {
    let data = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/midgame.ur");
    let run = |locale: &str, args: &[&str]| {
        let out = crate::testing::unlur()
            .env("LC_ALL", locale)
            .args(args)
            .output()
            .unwrap();
        (
            String::from_utf8_lossy(&out.stdout).into_owned(),
            String::from_utf8_lossy(&out.stderr).into_owned(),
        )
    };
    let (fr, _) = run("fr_FR.UTF-8", &["replay", data]);
    assert!(
        fr.starts_with("Royal d'Ûr, ") && fr.contains(" tours\n"),
        "{fr}"
    );
    assert!(
        fr.contains(" en attente, ") && fr.contains("de lancer"),
        "{fr}"
    );
    let (en, _) = run("C.UTF-8", &["replay", data]);
    assert!(en.contains(" turns\n") && en.contains(" waiting, "), "{en}");
    let bad = scratch("cli-words").join("bad.ur");
    std::fs::write(&bad, "[Game \"Royal Ur\"]\n[First \"1\"]\n\n4 9:1-5\n").unwrap();
    let bad = bad.to_str().unwrap();
    let (_, fr) = run("fr_FR.UTF-8", &["replay", bad]);
    assert!(
        fr.starts_with("erreur : ") && fr.contains("tour 1 `4 9:1-5` (ligne 4) : "),
        "{fr}"
    );
    assert!(fr.contains("il n'y a pas de pièce 9"), "{fr}");
    let (_, en) = run("C", &["replay", bad]);
    assert!(
        en.starts_with("error: ") && en.contains("turn 1 `4 9:1-5` (line 4): there is no piece 9"),
        "{en}"
    );
    let (_, fr) = run("fr_FR.UTF-8", &["replay", "/nonexistent/partie.ur"]);
    assert!(
        fr.contains("introuvable") && !fr.contains("no such"),
        "{fr}"
    );
    let (_, fr) = run("fr_FR.UTF-8", &["match", "--game", "ur", "--games", "0"]);
    assert!(
        fr.contains("`0` n'est pas un nombre de parties : donnez 1 à"),
        "{fr}"
    );
    let (_, fr) = run(
        "fr_FR.UTF-8",
        &["match", "--game", "ur", "--p1", "ai:fort", "--p2", "random"],
    );
    assert_eq!(
        fr.trim(),
        "erreur : `ai:fort` : niveau inconnu `fort` (beginner, easy, strong, max)"
    );
    let (_, fr) = run(
        "fr_FR.UTF-8",
        &["match", "--p1", "ai:easy:3x", "--p2", "random"],
    );
    assert!(
        fr.contains("`3x` n'est pas un budget de 1ms à 600s"),
        "{fr}"
    );
    let (_, fr) = run("fr_FR.UTF-8", &["join", "--p", "ai:easy", "bonjour"]);
    assert_eq!(
        fr.trim(),
        "erreur : invitation : une invitation commence par `unlur1+`"
    );
    // A report: French words, French decimals; the line for scripts as in English.
    let args = ["match", "--game", "ur", "--p1", "random", "--p2", "random"];
    let args = [
        &args[..],
        &["--games", "2", "--threads", "1", "--seed", "3"],
    ]
    .concat();
    let (fr, progress) = run("fr_FR.UTF-8", &args);
    assert!(progress.contains("[1/2] partie "), "{progress}");
    let wins = fr
        .lines()
        .find(|l| l.starts_with("p1 (random) gagne : "))
        .unwrap_or("");
    assert!(wins.contains(",0 % ± "), "{fr}");
    assert!(
        fr.lines().last().unwrap_or("").starts_with("result: p1 "),
        "{fr}"
    );
}

/// A record without names, opened in French: the readers' default names are the
/// window's words ("Joueur 1", not "Player 1"), and the warning is French.
#[test]
fn a_record_without_names_opens_with_the_windows_names_and_words() {
    let dir = scratch("nameless");
    let mut app = headless(4, false);
    with_keyboard(&mut app);
    app.world_mut()
        .resource_mut::<AppSettings>()
        .update(|s| s.language = unlur::settings::Language::French);
    let nameless = dir.join("nameless.txt");
    std::fs::write(&nameless, "[Game \"Royal Ur\"]\n[First \"1\"]\n\n3 D-3\n").unwrap();
    app.world_mut().write_message(RecordRequest::Open(nameless));
    app.update();
    app.update();
    let names = app
        .world()
        .resource::<Replay>()
        .full
        .as_ref()
        .unwrap()
        .names();
    assert_eq!(names, ["Joueur 1", "Joueur 2"]);
    let notice = app
        .world()
        .resource::<RecordFiles>()
        .notice
        .clone()
        .unwrap()
        .0;
    let FileNotice::Warning(w) = notice else {
        panic!("{notice:?}")
    };
    assert_eq!(Tr::FR.said(&w), "la partie n'a pas d'en-tête `Result`");
    // Names the record writes stay as written, also the words of another language
    // ("Player 2" of an English game did not become "Joueur 2", saved so again).
    let named = dir.join("named.ur");
    std::fs::write(
        &named,
        "[Game \"Royal Ur\"]\n[Player1 \"Ann\"]\n[Player2 \"Player 2\"]\n[First \"1\"]\n[Result \"*\"]\n\n3 D-3\n",
    )
    .unwrap();
    app.world_mut().write_message(RecordRequest::Open(named));
    app.update();
    app.update();
    let full = app.world().resource::<Replay>().full.clone().unwrap();
    assert_eq!(full.names(), ["Ann", "Player 2"]);
    assert!(full.record().contains("[Player2 \"Player 2\"]"));
}

/// An invitation that cannot be read (issue 41): nothing starts, and why is kept for
/// the screen, said in the window's language (before, *Join* did nothing visible).
#[test]
fn an_unreadable_invitation_is_said_and_nothing_starts() {
    use unlur::app::session::online::OnlineScreen;
    let mut app = headless(5, false);
    app.init_resource::<OnlineScreen>();
    for (text, fr) in [
        ("bonjour", "une invitation commence par `unlur1+`"),
        (
            "unlur1+abcd+1234",
            "la clé de l'invitation n'est pas faite de 64 chiffres hexadécimaux",
        ),
        (
            "unlur9+abcd",
            "cette invitation est au format `unlur9`, cette app lit `unlur1`",
        ),
    ] {
        app.world_mut().write_message(OnlineRequest::Join {
            text: text.into(),
            name: "Bob".into(),
            local: true,
        });
        app.update();
        assert!(app.world().resource::<Online>().0.is_none(), "{text}");
        let said = app.world().resource::<OnlineScreen>().problem.clone();
        let said = said.unwrap_or_else(|| panic!("{text}: nothing said"));
        assert!(Tr::FR.said(&said).starts_with(fr), "{}", Tr::FR.said(&said));
    }
}

/// Play-test 4: seats given to the AI were named in English in the French app ("AI -
/// strong joue", a record's `Player2 "AI - strong"`), and the dialog's « IA - fort » did
/// not agree with « IA ». In every game and at every level, the AI's default name is
/// the window's words and follows its language, on screen and in the record saved.
#[test]
fn the_ais_names_are_french_in_every_game_and_record() {
    use unlur::ai::Level;
    use unlur::app::session::on_screen::each_match_mut;
    let french = [
        (Level::Beginner, "IA débutante"),
        (Level::Easy, "IA facile"),
        (Level::Strong, "IA forte"),
        (Level::Maximum, "IA maximale"),
    ];
    for (level, words) in french {
        assert_eq!(Seat::Ai(level).choice(Tr::FR), words);
        assert_eq!(Seat::Ai(level).label(Tr::FR), words);
    }
    for game in [GameId::Unlur, GameId::RoyalUr, GameId::Uckers] {
        for (level, words) in french {
            let mut app = headless(5, false);
            // A game begun in English (the system's words), the AI second.
            let seat = Seat::Ai(level);
            app.world_mut().write_message(NewGameRequest(NewGame {
                game,
                names: ["Ann".into(), seat.choice(Tr::EN)],
                seats: [Seat::Human, seat],
                ..Default::default()
            }));
            app.update();
            app.update();
            app.world_mut()
                .resource_mut::<AppSettings>()
                .update(|s| s.language = unlur::settings::Language::French);
            app.update();
            let mut seen = Vec::new();
            each_match_mut(app.world_mut(), |m| {
                if m.id() == game {
                    seen.push((m.names(), m.record()));
                    assert_eq!(m.player_seats()[1], seat, "{game:?}: the AI's seat kept");
                }
            });
            let (names, record) = seen.pop().expect("the game's match");
            assert_eq!(names[1], words, "{game:?}");
            assert_eq!(names[0], "Ann");
            assert!(
                record.contains(&format!("\"{words}\"")),
                "{game:?} {level:?}: {record}"
            );
            assert!(!record.contains("AI"), "{record}");
        }
    }
}
