//! The new-game dialog driven as egui is: keys and clicks given to its passes.

use super::*;
use crate::rules::GameId;

#[derive(Resource, Default)]
struct Input(Vec<egui::Event>);

#[derive(Resource)]
struct Ctx(egui::Context);

impl Default for Ctx {
    /// With the app's fonts, in use from the first pass on.
    fn default() -> Self {
        let ctx = egui::Context::default();
        crate::app::look::setup_fonts(&ctx);
        ctx.begin_pass(egui::RawInput::default());
        ctx.end_pass().textures_delta.clear();
        Ctx(ctx)
    }
}

#[derive(Resource, Default)]
struct Started(u32);

/// The texts the last pass drew, and where.
#[derive(Resource, Default)]
struct Drawn(Vec<(String, egui::Rect)>);

fn texts(shape: &egui::Shape, out: &mut Vec<(String, egui::Rect)>) {
    match shape {
        egui::Shape::Text(t) => out.push((
            t.galley.text().to_string(),
            t.galley.rect.translate(t.pos.to_vec2()),
        )),
        egui::Shape::Vec(shapes) => shapes.iter().for_each(|s| texts(s, out)),
        _ => {}
    }
}

fn pass(
    mut input: ResMut<Input>,
    ctx: Res<Ctx>,
    mut state: ResMut<HudState>,
    mut new_game: MessageWriter<NewGameRequest>,
    mut demo: MessageWriter<crate::app::screens::demo::DemoRequest>,
    mut started: ResMut<Started>,
    mut drawn: ResMut<Drawn>,
) {
    let raw = egui::RawInput {
        screen_rect: Some(egui::Rect::from_min_size(
            egui::Pos2::ZERO,
            egui::vec2(1200.0, 900.0),
        )),
        events: std::mem::take(&mut input.0),
        ..Default::default()
    };
    ctx.0.begin_pass(raw);
    if new_game_dialog(
        &ctx.0,
        Tr::EN,
        &mut state,
        &mut new_game,
        &mut demo,
        &mut None,
    ) {
        started.0 += 1;
    }
    let mut out = ctx.0.end_pass();
    out.textures_delta.clear();
    drawn.0.clear();
    for s in &out.shapes {
        texts(&s.shape, &mut drawn.0);
    }
}

/// A click (moved there, pressed, released) on the `nth` text drawn as `text`.
fn click_on(app: &App, text: &str, nth: usize) -> Vec<egui::Event> {
    let drawn = &app.world().resource::<Drawn>().0;
    let at = drawn
        .iter()
        .filter(|(t, _)| t == text)
        .nth(nth)
        .unwrap_or_else(|| panic!("no {text} {nth} in {drawn:?}"))
        .1
        .center();
    let button = |pressed| egui::Event::PointerButton {
        pos: at,
        button: egui::PointerButton::Primary,
        pressed,
        modifiers: egui::Modifiers::NONE,
    };
    vec![egui::Event::PointerMoved(at), button(true), button(false)]
}

fn dialog_app() -> App {
    let mut app = App::new();
    app.add_message::<NewGameRequest>()
        .add_message::<crate::app::screens::demo::DemoRequest>()
        .init_resource::<Input>()
        .init_resource::<Ctx>()
        .init_resource::<Started>()
        .init_resource::<Drawn>()
        .insert_resource(HudState::new(crate::app::session::game::NewGame::default()))
        .add_systems(Update, pass);
    app.world_mut().resource_mut::<HudState>().new_game_open = true;
    for _ in 0..3 {
        app.update();
    }
    app
}

/// Issue 80: "Strong AI" picked for the second seat, then Start, both within one
/// slow frame: egui alone lost the pick and started a game of two people; cut after
/// each click, the pick is kept and the game starts with the AI.
#[test]
fn a_choice_and_start_within_one_frame_start_the_game_chosen() {
    for cut in [false, true] {
        let mut app = dialog_app();
        // The second seat's list (its "Human" is the second drawn).
        app.world_mut().resource_mut::<Input>().0 = click_on(&app, "Human", 1);
        app.update();
        // Its list is drawn open in the next pass.
        app.update();
        let mut frame = click_on(&app, "Strong AI", 0);
        frame.extend(click_on(&app, "Start (Enter)", 0));
        let mut passes = vec![frame];
        while let Some(last) = passes.last_mut().filter(|_| cut) {
            let rest = crate::app::look::egui_input::after_first_click(last);
            if rest.is_empty() {
                break;
            }
            passes.push(rest);
        }
        for events in passes {
            app.world_mut().resource_mut::<Input>().0 = events;
            app.update();
        }
        let state = app.world().resource::<HudState>();
        if cut {
            assert_eq!(app.world().resource::<Started>().0, 1);
            assert_eq!(state.draft.seats[1], Seat::Ai(crate::ai::Level::Strong));
        } else {
            // What was seen, and what this test would have caught: egui alone
            // dropped the pick and started a game of two people.
            assert_eq!(
                (app.world().resource::<Started>().0, state.draft.seats[1]),
                (1, Seat::Human),
                "egui kept both clicks of a frame: the cut is not needed"
            );
        }
    }
}

fn key(key: egui::Key) -> Vec<egui::Event> {
    [true, false]
        .map(|pressed| egui::Event::Key {
            key,
            physical_key: None,
            pressed,
            repeat: false,
            modifiers: egui::Modifiers::NONE,
        })
        .to_vec()
}

/// Enter on a radio the keyboard is on chooses that radio and starts nothing; Enter
/// with the keyboard on no control starts the game shown as chosen.
#[test]
fn enter_on_a_focused_radio_chooses_it_and_only_a_free_enter_starts() {
    let mut app = dialog_app();
    assert_eq!(app.world().resource::<HudState>().draft.game, GameId::Unlur);
    // Tab: the first radio (Unlur); Tab again: Royal d'Ûr.
    for _ in 0..2 {
        app.world_mut().resource_mut::<Input>().0 = key(egui::Key::Tab);
        app.update();
    }
    app.world_mut().resource_mut::<Input>().0 = key(egui::Key::Enter);
    app.update();
    app.update();
    let state = app.world().resource::<HudState>();
    assert_eq!(state.draft.game, GameId::RoyalUr, "Enter chose the radio");
    assert!(state.new_game_open, "and started nothing");
    assert_eq!(app.world().resource::<Started>().0, 0);
    // The keyboard leaves the controls (a click on nothing): Enter starts Royal d'Ûr.
    app.world_mut()
        .resource::<Ctx>()
        .0
        .memory_mut(|m| m.surrender_focus(m.focused().unwrap()));
    app.world_mut().resource_mut::<Input>().0 = key(egui::Key::Enter);
    app.update();
    assert_eq!(app.world().resource::<Started>().0, 1);
    let requests: Vec<NewGameRequest> = app
        .world_mut()
        .resource_mut::<Messages<NewGameRequest>>()
        .drain()
        .collect();
    assert_eq!(requests.len(), 1);
    assert_eq!(requests[0].0.game, GameId::RoyalUr);
}
