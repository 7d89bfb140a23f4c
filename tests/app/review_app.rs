//! The review in the app: the viewer reviews a game, keeps the review and steps to the
//! mistakes; R at the end of a game; the live bar; a review that follows the moves on
//! screen; the finished game as it was after the viewer.

use crate::testing::*;
use bevy::ecs::system::RunSystemOnce;

/// The review in the viewer: its progress shows while it works, it rates every turn,
/// it is kept and shown at once when the same game is opened again; the board marks
/// the move played and the better one; Page Down and Page Up go to the mistakes.
#[test]
fn the_viewer_reviews_a_game_keeps_the_review_and_steps_to_the_mistakes() {
    use unlur::ai::review::Rating;
    use unlur::app::screens::review::arrows::ReviewArrows;
    use unlur::app::screens::review::{ReviewRequest, Reviews};
    use unlur::app::session::records::{RecordRequest, Replay, ReplayCommand};
    let dir = scratch("review-viewer");
    let (path, game) = finished_ur(&dir);
    let mut app = reviewing_app(&dir, Duration::from_millis(1));
    app.world_mut()
        .write_message(RecordRequest::Open(path.clone()));
    app.update();
    app.update();
    assert_eq!(screen(&app), Screen::Replay);
    assert!(app.world().resource::<Reviews>().shown.is_none());
    app.world_mut().write_message(ReviewRequest::Start);
    app.update();
    assert!(app.world().resource::<Reviews>().progress().is_some());
    step_until::<Reviews>(&mut app, "the review", Duration::from_secs(120), |r| {
        r.shown.is_some()
    });
    let review = app.world().resource::<Reviews>().shown.clone().unwrap();
    assert_eq!(review.moves.len(), game.history().len());
    assert!(app.world().resource::<Reviews>().progress().is_none());
    disk_done(&mut app);
    assert_eq!(files_in(&dir.join("reviews")).len(), 1, "kept");

    // The arrows: the move played at every step that moved a piece; the better move
    // where the review blames one.
    let blamed = review
        .moves
        .iter()
        .position(|m| m.best != m.played && !matches!(m.rating, Rating::Best | Rating::Forced))
        .expect("the random player errs");
    app.world_mut()
        .write_message(ReplayCommand::Goto(blamed + 1));
    app.update();
    app.update();
    let arrows = app.world().resource::<ReviewArrows>();
    assert!(!arrows.better.is_empty(), "{:?}", review.moves[blamed]);
    assert_ne!(arrows.better, arrows.played);

    // The mistakes, one after the other, from the start; and back.
    let mistakes: Vec<usize> = (1..=review.moves.len())
        .filter(|&s| review.moves[s - 1].rating.is_flaw())
        .collect();
    let ratings: Vec<&str> = review.moves.iter().map(|m| m.rating.word()).collect();
    assert!(mistakes.len() >= 2, "{ratings:?}");
    app.world_mut().write_message(ReplayCommand::First);
    app.update();
    for &m in &mistakes[..2] {
        app.world_mut().write_message(ReviewRequest::NextMistake);
        app.update();
        app.update();
        assert_eq!(app.world().resource::<Replay>().step, m);
    }
    app.world_mut()
        .write_message(ReviewRequest::PreviousMistake);
    app.update();
    app.update();
    assert_eq!(app.world().resource::<Replay>().step, mistakes[0]);

    // Closed, the review goes; opened again, it is back at once.
    app.world_mut().write_message(ReplayCommand::Close);
    app.update();
    app.update();
    assert!(app.world().resource::<Reviews>().shown.is_none());
    app.world_mut().write_message(RecordRequest::Open(path));
    app.update();
    app.update();
    disk_done(&mut app);
    let reviews = app.world().resource::<Reviews>();
    assert!(reviews.progress().is_none(), "nothing computed again");
    // As computed, its chances to four places.
    let kept = reviews.shown.as_ref().expect("the kept review");
    assert_eq!(kept.moves.len(), review.moves.len());
    for (k, m) in kept.moves.iter().zip(&review.moves) {
        assert!(
            (k.played == m.played && k.best == m.best && k.rating == m.rating)
                && (k.before - m.before).abs() < 1e-3
                && (k.after - m.after).abs() < 1e-3,
            "{k:?} kept for {m:?}"
        );
    }
    let _ = std::fs::remove_dir_all(&dir);
}

/// R at the end of a game opens the viewer on it and reviews it; closing the viewer
/// cancels the review (nothing kept).
#[test]
fn r_reviews_a_finished_game_and_closing_the_viewer_cancels_it() {
    use unlur::app::screens::review::Reviews;
    use unlur::app::session::records::ReplayCommand;
    let dir = scratch("review-cancel");
    let mut app = reviewing_app(&dir, Duration::from_secs(2));
    with_keyboard(&mut app);
    let record = std::fs::read_to_string(format!(
        "{}/tests/data/finished-side6.unlur",
        env!("CARGO_MANIFEST_DIR")
    ))
    .unwrap();
    let (game, _) = unlur::app::session::any_match::AnyMatch::read(&record).unwrap();
    app.world_mut()
        .write_message(unlur::app::session::records::ShowGame(Box::new(game)));
    app.update();
    app.update();
    assert!(
        app.world()
            .resource::<UnlurMatch>()
            .game
            .outcome()
            .is_some()
    );
    tap(&mut app, KeyCode::KeyR);
    app.update();
    assert_eq!(screen(&app), Screen::Replay);
    assert!(app.world().resource::<Reviews>().progress().is_some());
    app.world_mut().write_message(ReplayCommand::Close);
    app.update();
    app.update();
    assert_eq!(screen(&app), Screen::Playing);
    let reviews = app.world().resource::<Reviews>();
    assert!(reviews.progress().is_none() && reviews.shown.is_none());
    std::thread::sleep(Duration::from_secs(3));
    app.update();
    assert!(
        files_in(&dir.join("reviews")).is_empty(),
        "a cancelled review is not kept"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// The live win-chance bar: off by default; on, it values the position on screen in a
/// game between people, and again after a move; against the AI only with its own
/// setting.
#[test]
fn the_live_chance_follows_the_position_when_the_setting_is_on() {
    use unlur::app::screens::review::live::LiveChance;
    // Up to `frames` frames (a negative check needs only a few).
    let valued = |app: &mut App, frames: usize| {
        for _ in 0..frames {
            app.update();
            if app.world().resource::<LiveChance>().shown.is_some() {
                break;
            }
            std::thread::sleep(Duration::from_millis(2));
        }
        app.world().resource::<LiveChance>().shown
    };
    let mut app = headless(5, false);
    assert_eq!(valued(&mut app, 5), None, "off by default");
    assert!(!app.world().resource::<LiveChance>().busy());
    app.world_mut()
        .resource_mut::<AppSettings>()
        .update(|s| s.live_chances = true);
    let (key, chance) = valued(&mut app, 3000).expect("valued");
    assert_eq!(key.1, 0);
    assert!((0.0..=1.0).contains(&chance));
    request(&mut app, "c3");
    for _ in 0..2000 {
        if app
            .world()
            .resource::<LiveChance>()
            .shown
            .is_some_and(|(k, _)| k.1 == 1)
        {
            break;
        }
        app.update();
        std::thread::sleep(Duration::from_millis(2));
    }
    let (key, _) = app.world().resource::<LiveChance>().shown.unwrap();
    assert_eq!(key.1, 1, "valued again after the move");

    let mut against_ai = headless_seats(5, false, [Seat::Human, Seat::Ai(Level::Beginner)]);
    against_ai
        .world_mut()
        .resource_mut::<AppSettings>()
        .update(|s| s.live_chances = true);
    assert_eq!(valued(&mut against_ai, 5), None, "not against the AI");
    assert!(!against_ai.world().resource::<LiveChance>().busy());
    against_ai
        .world_mut()
        .resource_mut::<AppSettings>()
        .update(|s| s.live_chances_vs_ai = true);
    assert!(valued(&mut against_ai, 3000).is_some());
}

/// Plays random legal Unlur moves (seeded) until the game on screen is over.
fn play_unlur_to_the_end(app: &mut App, seed: u64) {
    use unlur::ai::unlur::player::RandomPlayer;
    let mut random = RandomPlayer::new(seed);
    for _ in 0..200 {
        let game = app.world().resource::<UnlurMatch>().game.clone();
        if game.outcome().is_some() {
            return;
        }
        let mv = random
            .choose(&game)
            .filter(|&mv| mv != Move::Resign)
            .or_else(|| random.choose(&game))
            .unwrap();
        app.world_mut().write_message(PlayRequest::<UnlurMatch>(mv));
        app.update();
        app.update();
    }
    panic!("the game did not end");
}

/// Reviews the game on screen (opening the viewer on it) and waits for the review.
fn review_on_screen(app: &mut App) -> unlur::ai::review::Review {
    use unlur::app::screens::review::{ReviewRequest, Reviews};
    app.world_mut().write_message(ReviewRequest::Start);
    app.update();
    app.update();
    step_until::<Reviews>(app, "the review", Duration::from_secs(120), |r| {
        r.shown.is_some() || r.error.is_some()
    });
    app.world().resource::<Reviews>().shown.clone().unwrap()
}

/// A review belongs to the moves on screen: after "play on from here" or an undo, and
/// more moves, the review of the longer game is made again (it kept the earlier,
/// shorter one).
#[test]
fn a_review_follows_the_moves_after_play_on_and_undo() {
    use unlur::app::session::records::ReplayCommand;
    let dir = scratch("review-follows");
    let mut app = reviewing_app(&dir, Duration::from_millis(1));
    play_unlur_to_the_end(&mut app, 1);
    let first = app.world().resource::<UnlurMatch>().game.history().len();
    assert_eq!(review_on_screen(&mut app).moves.len(), first);
    assert_eq!(screen(&app), Screen::Replay);

    // Play on from a few moves before the end, to a new end (a takeback between people).
    allow_takebacks_between_people(&mut app);
    app.world_mut()
        .write_message(ReplayCommand::Goto(first - 3));
    app.update();
    app.world_mut().write_message(ReplayCommand::PlayFromHere);
    app.update();
    app.update();
    assert_eq!(screen(&app), Screen::Playing);
    assert_eq!(
        app.world().resource::<UnlurMatch>().game.history().len(),
        first - 3
    );
    play_unlur_to_the_end(&mut app, 2);
    let second = app.world().resource::<UnlurMatch>().game.history().len();
    let review = review_on_screen(&mut app);
    assert_eq!(
        review.moves.len(),
        second,
        "the review of the moves on screen"
    );

    // Back to the game, two moves taken back, played on to another end.
    app.world_mut().write_message(ReplayCommand::Close);
    app.update();
    app.update();
    assert_eq!(screen(&app), Screen::Playing);
    for _ in 0..2 {
        app.world_mut()
            .write_message(UndoRequest::<UnlurMatch>::default());
        app.update();
        app.update();
    }
    assert_eq!(
        app.world().resource::<UnlurMatch>().game.history().len(),
        second - 2
    );
    play_unlur_to_the_end(&mut app, 3);
    let third = app.world().resource::<UnlurMatch>().game.history().len();
    let game = app.world().resource::<UnlurMatch>().game.clone();
    let review = review_on_screen(&mut app);
    assert_eq!(review.moves.len(), third, "the review after the undo");
    let on_screen: Vec<String> = game
        .history()
        .iter()
        .map(|&mv| unlur::rules::unlur::move_text(game.board(), mv))
        .collect();
    let reviewed: Vec<String> = review.moves.iter().map(|m| m.played.clone()).collect();
    assert_eq!(reviewed, on_screen);
    let _ = std::fs::remove_dir_all(&dir);
}

/// After the viewer (a review) closes on a finished game, the game looks as it did:
/// its winning group glows and its last move keeps its ring.
#[test]
fn a_finished_game_keeps_its_glow_and_last_move_after_the_viewer() {
    use unlur::app::session::records::{JumpTo, ReplayCommand};
    let dir = scratch("review-glow");
    let mut app = reviewing_app(&dir, Duration::from_millis(1));
    play_unlur_to_the_end(&mut app, 4);
    app.update();
    let glowing = count::<WinningStone>(&mut app);
    assert!(glowing > 0);
    assert_eq!(count::<LastMoveMarker>(&mut app), 1);
    let moves = app.world().resource::<UnlurMatch>().game.history().len();
    app.world_mut().write_message(JumpTo(moves - 2));
    app.update();
    // The viewer has the board before its screen comes: the game's HUD (which would
    // read the viewer's copy, every seat a person's) is not drawn meanwhile.
    let hud = app
        .world_mut()
        .run_system_once(unlur::app::session::records::hud_shown)
        .unwrap();
    assert!(!hud, "the game's HUD over the viewer's copy");
    app.update();
    assert_eq!(screen(&app), Screen::Replay);
    // A finished game is not "in progress".
    assert_eq!(
        app.world()
            .resource::<unlur::app::session::records::Replay>()
            .title,
        "the game just played"
    );
    app.world_mut().write_message(ReplayCommand::Close);
    for _ in 0..4 {
        app.update();
    }
    assert_eq!(screen(&app), Screen::Playing);
    assert_eq!(count::<WinningStone>(&mut app), glowing, "the glow is back");
    assert_eq!(count::<LastMoveMarker>(&mut app), 1, "the last move's ring");
    let _ = std::fs::remove_dir_all(&dir);
}

/// A long game of Uckers (random players: hundreds of actions) is reviewed to its last
/// action: the graph's line has a point for each, ending where the game ended (the
/// winners' certain win), and Page Down walks the flaws to the end.
#[test]
fn a_long_uckers_game_is_reviewed_to_its_last_action() {
    use unlur::ai::uckers::{UckersContender, play_game};
    use unlur::app::screens::review::{ReviewRequest, Reviews, graph};
    use unlur::app::session::records::RecordRequest;
    let dir = scratch("review-uckers-long");
    // The first game of the seeds that lasts over 250 actions (as the play-test's 278).
    let game = (0..40)
        .map(|seed| {
            let mut a = UckersContender::parse("random", seed).unwrap();
            let mut b = UckersContender::parse("random", seed + 100).unwrap();
            let options = unlur::rules::uckers::Options::default();
            play_game(&mut a, &mut b, options, seed, 5_000).unwrap()
        })
        .find(|g| g.winner().is_some() && g.history().len() > 250)
        .expect("a long game");
    let n = game.history().len();
    let path = dir.join("long.uckers");
    let names = ["Ann", "Bob", "Ann", "Bob"].map(String::from);
    std::fs::write(&path, unlur::rules::uckers::write_record(&game, 2, &names)).unwrap();
    let mut app = reviewing_app(&dir, Duration::from_millis(1));
    app.world_mut().write_message(RecordRequest::Open(path));
    app.update();
    app.update();
    app.world_mut().write_message(ReviewRequest::Start);
    app.update();
    step_until::<Reviews>(&mut app, "the review", Duration::from_secs(300), |r| {
        r.shown.is_some()
    });
    let review = app.world().resource::<Reviews>().shown.clone().unwrap();
    assert_eq!(review.moves.len(), n);
    let line = graph::chances(&review);
    assert_eq!(line.len(), n + 1);
    let last = *line.last().unwrap();
    assert!(
        !(1.0..=99.0).contains(&last),
        "the game ended, its line at {last}"
    );
    // The last flaw Page Down reaches is the game's last.
    let flaws: Vec<usize> = (0..n)
        .filter(|&i| review.moves[i].rating.is_flaw())
        .collect();
    let reviews = app.world().resource::<Reviews>();
    assert_eq!(
        flaws.last().map(|i| i + 1),
        flaws.last().and_then(|i| reviews.mistake_after(*i))
    );
}
