//! What the dice games share on screen: the HUD's frame with its refusal notices, the
//! board's frame (pieces spawned anew on a reset, materials recoloured with the
//! palette), the click on the dice, the marks' refresh.

use bevy::ecs::schedule::ScheduleConfigs;
use bevy::ecs::system::{ScheduleSystem, SystemParam};
use bevy::prelude::*;
use bevy_egui::EguiPrimaryContextPass;

use super::{DiceGame, active};
use crate::app::ground::settings::AppSettings;
use crate::app::look::Notice;

/// The HUD of `G` (windowed app only: it needs egui): its refusals become a notice for a
/// few seconds, and `draw` runs while the HUD is shown, once the fonts are in.
pub fn hud_plugin<G: DiceGame>(app: &mut App, draw: ScheduleConfigs<ScheduleSystem>) {
    app.init_resource::<Notice>()
        .add_systems(
            Update,
            note_refusals::<G>
                .after(G::Rules::default())
                .run_if(active::<G>),
        )
        .add_systems(
            EguiPrimaryContextPass,
            draw.run_if(active::<G>)
                .run_if(crate::app::session::records::hud_shown)
                .run_if(crate::app::look::fonts_ready)
                .after(crate::app::look::install_fonts),
        );
}

fn note_refusals<G: DiceGame>(
    time: Res<Time>,
    settings: Res<AppSettings>,
    mut refused: MessageReader<crate::app::game_core::Refused<G>>,
    mut notice: ResMut<Notice>,
    mut frames: ResMut<crate::app::ground::pace::Frames>,
) {
    let t = settings.tr();
    let words = refused.read().last().map(|r| G::refusal_words(&r.0, t));
    notice.update(words.as_deref(), time.delta_secs());
    if let Some((_, left)) = &notice.0 {
        frames.within(*left);
    }
}

/// What the board of a dice game shows of its match: its pieces, in its materials.
pub trait PieceView: DiceGame {
    /// The board's meshes and materials.
    type Assets: crate::app::table::palette::Repaint;
    /// A piece on the board.
    type Piece: Component;
    /// A click on the board (a square, a piece), for the game to resolve.
    type Click: Message;
    /// What the player picked (a piece, a square), forgotten when the pieces are reset.
    type Pick: Resource + Component<Mutability = bevy::ecs::component::Mutable> + Default;
    /// A die on the board.
    type Die: Component;
    /// Spawns every piece where the position puts it.
    fn spawn_pieces(&self, commands: &mut Commands, assets: &Self::Assets);
    /// The face `die` shows when the game is put on screen anew: its value in the last
    /// roll (so a replay's step shows the roll that made it), `None` before any.
    fn die_face(&self, die: &Self::Die) -> Option<u8>;
}

/// Something on the board of `G` that a click means something on.
pub trait Clickable<G: PieceView>: Component {
    /// What a click on it asks for (`None`: nothing).
    fn click(&self, current: &G) -> Option<G::Click>;
}

/// The observer of a clickable thing: a primary click on it writes what it asks for.
pub fn click_on<G: PieceView, C: Clickable<G>>(
    click: On<Pointer<Click>>,
    things: Query<&C>,
    current: Res<G>,
    mut clicks: MessageWriter<G::Click>,
    pointer: crate::app::screens::focus::BoardPointer,
) {
    if click.button == PointerButton::Primary
        && pointer.free()
        && let Ok(thing) = things.get(click.entity)
        && let Some(asked) = thing.click(&current)
    {
        clicks.write(asked);
    }
}

/// Spawns the pieces anew after a reset (a new game, a takeback, a loaded record, a
/// replay's step), turns the dice to the last roll, and forgets the pick.
fn rebuild_pieces<G: PieceView>(
    mut resets: MessageReader<crate::app::game_core::Reset<G>>,
    mut commands: Commands,
    current: Res<G>,
    assets: Option<Res<G::Assets>>,
    pieces: Query<Entity, With<G::Piece>>,
    mut dice: Query<
        (&G::Die, &mut Transform),
        (
            Without<G::Piece>,
            Without<crate::app::table::motion::Tumble>,
        ),
    >,
    mut pick: ResMut<G::Pick>,
) {
    if resets.read().count() == 0 {
        return;
    }
    let Some(assets) = assets else { return };
    for e in &pieces {
        commands.entity(e).despawn();
    }
    // (A die still tumbling lands on the roll by itself.)
    for (die, mut at) in &mut dice {
        if let Some(face) = current.die_face(die) {
            at.rotation = crate::app::table::dice_kit::die_rotation(face);
        }
    }
    *pick = G::Pick::default();
    current.spawn_pieces(&mut commands, &assets);
}

/// The board of `G` on screen: `spawn` builds it when the game comes on screen, with
/// `outline` (the camera's frame) and `labels` (its coordinates); the mouse's `clicks` become requests before its rules
/// run; after them its pieces are spawned anew on a reset, then its `views` (moves, dice,
/// marks) follow what its rules did, in order, and its materials take the palette's
/// colours, before the sounds.
pub fn view_plugin<G: PieceView, M1, M2>(
    app: &mut App,
    (outline, labels): (fn() -> Vec<Vec3>, fn() -> Vec<(Vec3, String)>),
    spawn: impl IntoScheduleConfigs<ScheduleSystem, M1>,
    clicks: impl IntoScheduleConfigs<ScheduleSystem, M2>,
    views: ScheduleConfigs<ScheduleSystem>,
) {
    app.add_message::<G::Click>()
        .init_resource::<G::Pick>()
        .init_resource::<crate::app::table::coordinates::BoardLabels>()
        .add_systems(
            OnEnter(G::ID),
            (
                (move |mut framed: ResMut<crate::app::table::camera::BoardOutline>,
                       mut named: ResMut<crate::app::table::coordinates::BoardLabels>| {
                    framed.0 = outline();
                    named.0 = labels();
                })
                .into_configs(),
                spawn.into_configs(),
            ),
        )
        .add_systems(
            Update,
            (
                clicks.into_configs().before(G::Rules::default()),
                (
                    rebuild_pieces::<G>.into_configs(),
                    views,
                    crate::app::table::palette::repaint::<G::Assets>.into_configs(),
                    rest_the_dice::<G>.into_configs(),
                )
                    .chain()
                    .in_set(crate::app::ground::order::Step::View),
            )
                .run_if(active::<G>),
        );
}

/// The dice lie dimmed between turns: the face they show is the last turn's, not the
/// turn to come (the HUD's dice line is empty then); they light up when thrown. Each
/// die's material is its own; its colour is written only when it changes.
fn rest_the_dice<G: PieceView>(
    current: Res<G>,
    dice: Query<&MeshMaterial3d<StandardMaterial>, With<G::Die>>,
    mut materials: ResMut<Assets<StandardMaterial>>,
    mut bright: Local<std::collections::HashMap<AssetId<StandardMaterial>, Color>>,
) {
    let resting = current.dice_resting();
    for material in &dice {
        let id = material.0.id();
        let Some(now) = materials.get(id).map(|m| m.base_color) else {
            continue;
        };
        let lit = *bright.entry(id).or_insert(now);
        let want = if resting {
            let l = lit.to_linear();
            Color::LinearRgba(LinearRgba::new(
                l.red * 0.16,
                l.green * 0.16,
                l.blue * 0.16,
                l.alpha,
            ))
        } else {
            lit
        };
        if now != want
            && let Some(mut m) = materials.get_mut(id)
        {
            m.base_color = want;
        }
    }
}

/// The keys of `G` (part of the input plugin): Ctrl+Z takes back a turn, and the game's
/// own `keys` run while it is played, before its rules and the keys every game shares.
pub fn keys_plugin<G: PieceView>(app: &mut App, keys: ScheduleConfigs<ScheduleSystem>) {
    app.init_resource::<G::Pick>().add_systems(
        Update,
        (undo_key::<G>.into_configs(), keys)
            .before(G::Rules::default())
            .before(crate::app::screens::keys::global_keys)
            .run_if(crate::app::table::input::keyboard_free)
            .run_if(crate::app::screens::focus::game_keys_on)
            .run_if(active::<G>),
    );
}

/// Ctrl+Z takes back the last turn.
fn undo_key<G: DiceGame>(
    keys: Res<ButtonInput<KeyCode>>,
    mut undo: MessageWriter<crate::app::game_core::UndoRequest<G>>,
) {
    if crate::app::table::input::ctrl_held(&keys) && keys.just_pressed(KeyCode::KeyZ) {
        undo.write(Default::default());
    }
}

/// A click on the dice rolls them, when a person is to play.
pub fn click_die<G: DiceGame>(
    click: On<Pointer<Click>>,
    current: Res<G>,
    mut roll: MessageWriter<G::RollRequest>,
    pointer: crate::app::screens::focus::BoardPointer,
) {
    if click.button == PointerButton::Primary && current.human_to_move() && pointer.free() {
        roll.write(G::RollRequest::default());
    }
}

/// What a dice board's marks (`M`: rings, discs, the keyboard's cursor) are drawn with,
/// and when: only when what they show changes (`K`: the turn, its stage, the pick), the
/// moving pieces stop or start, the cursor moves, or a puzzle's hint comes or goes.
#[derive(SystemParam)]
pub struct Marks<'w, 's, M: Component, K: PartialEq + Send + Sync + 'static> {
    /// To spawn the marks with.
    pub commands: Commands<'w, 's>,
    marks: Query<'w, 's, Entity, With<M>>,
    hops: Query<'w, 's, (), With<crate::app::table::motion::Hop>>,
    /// The keyboard's cursor.
    pub cursor: Res<'w, crate::app::table::input::KeyCursor>,
    cursor_assets: Option<Res<'w, crate::app::table::motion::CursorAssets>>,
    puzzles: Option<Res<'w, crate::app::session::puzzle::Puzzles>>,
    #[allow(clippy::type_complexity)]
    shown: Local<'s, Option<(K, bool, crate::app::table::input::KeyCursor, Vec<String>)>>,
}

impl<M: Component, K: PartialEq + Send + Sync + 'static> Marks<'_, '_, M, K> {
    /// Whether the marks must be drawn again to show `key`; if so, the old ones are gone.
    pub fn redraw(&mut self, key: K) -> bool {
        let key = (
            key,
            self.moving(),
            self.cursor.clone(),
            self.hint().to_vec(),
        );
        if self.shown.as_ref() == Some(&key) {
            return false;
        }
        *self.shown = Some(key);
        for e in &self.marks {
            self.commands.entity(e).despawn();
        }
        true
    }

    /// Where a puzzle's hint asks the player to look (the place of the piece to move,
    /// as the puzzle's hint names it), while the hint shows; empty otherwise.
    pub fn hint(&self) -> &[String] {
        self.puzzles.as_deref().map_or(&[], |p| p.hint_cells())
    }

    /// Whether some piece is moving (marks wait until the pieces stand still).
    pub fn moving(&self) -> bool {
        !self.hops.is_empty()
    }

    /// The keyboard cursor's arrow and ring, while the cursor shows.
    pub fn cursor_shown(&self) -> Option<&crate::app::table::motion::CursorAssets> {
        self.cursor_assets.as_deref().filter(|_| self.cursor.shown)
    }
}
