//! The cross-shaped board in 3D: the track, the four bases, the tubes and home; the
//! pieces as entities (blobs as towers, mixi blobs ringed in gold), two dice, the marks
//! of the legal plays, and the animations of a play.

use std::collections::HashMap;
use std::sync::LazyLock;

use bevy::prelude::*;

use super::keys::{KeyChoice, cursor_list};
use super::pick::{Picked, UckersPick, candidates, click, clicks_of};
use super::{
    SETTLE_SECONDS, STEP_SECONDS, Stage, TUMBLE_SECONDS, UckersMatch, UckersPlayRequest,
    UckersPlayed, UckersRefused, UckersReset, UckersRolled, UckersRules,
};
use crate::app::ActiveGame;
use crate::app::animation::AnimationSettings;
use crate::app::audio::{AudioSet, PlaySound};
use crate::app::dice_kit::{die_rotation, plain, spawn_pips};
use crate::app::input::KeyCursor;
use crate::app::motion::{CursorAssets, Hop, Tumble};
use crate::app::palette::{SideMark, ViewPalette, recolour};
use crate::rules::uckers::{Colour, PIECES, PieceId, Position, Square, TRACK_LEN};
use crate::synth::SoundId;

/// Top of the squares.
pub const TILE_TOP: f32 = 0.12;
/// Height of one piece in a tower.
pub const PIECE_HEIGHT: f32 = 0.26;
/// Radius of a piece.
pub const PIECE_RADIUS: f32 = 0.32;
/// Edge of a die.
pub const DIE_SIZE: f32 = 0.75;
/// Where the two dice rest.
pub const DICE_REST: [Vec3; 2] = [
    Vec3::new(9.5, DIE_SIZE / 2.0 + 0.02, -0.65),
    Vec3::new(9.5, DIE_SIZE / 2.0 + 0.02, 0.65),
];

const WOOD: Color = Color::srgb(0.24, 0.15, 0.08);
const GOLD: Color = Color::srgb(0.95, 0.75, 0.25);
const MARK_PICKED: Color = Color::srgb(1.0, 1.0, 1.0);

/// The track in clockwise order as (row, column) cells of the 15 x 15 grid, from `t0`
/// (yellow's doorstep, one cell in from the left edge).
pub static TRACK: LazyLock<Vec<(i32, i32)>> = LazyLock::new(|| {
    let mut t = Vec::with_capacity(TRACK_LEN as usize);
    t.extend((1..=5).map(|c| (6, c)));
    t.extend((0..=5).rev().map(|r| (r, 6)));
    t.push((0, 7));
    t.extend((0..=5).map(|r| (r, 8)));
    t.extend((9..=14).map(|c| (6, c)));
    t.push((7, 14));
    t.extend((9..=14).rev().map(|c| (8, c)));
    t.extend((9..=14).map(|r| (r, 8)));
    t.push((14, 7));
    t.extend((9..=14).rev().map(|r| (r, 6)));
    t.extend((0..=5).rev().map(|c| (8, c)));
    t.push((7, 0));
    t.push((6, 0));
    t
});

/// Each colour's direction from the centre towards its arm, as (row, column).
const ARM: [(i32, i32); 4] = [(0, -1), (-1, 0), (0, 1), (1, 0)];

fn cell(row: f32, col: f32) -> Vec3 {
    Vec3::new(col - 7.0, TILE_TOP, row - 7.0)
}

/// The centre of a base quadrant.
fn base_centre(c: Colour) -> Vec3 {
    let (r, col) = match c {
        Colour::Yellow => (2.5, 2.5),
        Colour::Red => (2.5, 11.5),
        Colour::Green => (11.5, 11.5),
        Colour::Blue => (11.5, 2.5),
    };
    cell(r, col)
}

/// The centre of a square's top.
pub fn square_top(sq: Square) -> Vec3 {
    match sq {
        Square::Track(t) => {
            let (r, c) = TRACK[t as usize % TRACK.len()];
            cell(r as f32, c as f32)
        }
        Square::Tube(colour, k) => {
            // Tube square 1 is next to the tube's end, 5 next to home.
            let (dr, dc) = ARM[colour.index()];
            let d = 7 - i32::from(k.clamp(1, 5));
            cell((7 + dr * d) as f32, (7 + dc * d) as f32)
        }
        Square::Home(colour) => {
            let (dr, dc) = ARM[colour.index()];
            cell(7.0 + dr as f32 * 0.75, 7.0 + dc as f32 * 0.75)
        }
        Square::Base(colour) => base_centre(colour),
    }
}

/// The corners the camera keeps in view: the board and the dice beside it.
pub fn outline() -> Vec<Vec3> {
    let (x0, x1, z) = (-7.8, DICE_REST[0].x + 0.9, 7.8);
    [(x0, -z), (x1, -z), (x0, z), (x1, z)]
        .into_iter()
        .flat_map(|(x, z)| [Vec3::new(x, 0.0, z), Vec3::new(x, 0.8, z)])
        .collect()
}

/// Where every piece stands: towers on shared squares (the first to arrive at the
/// bottom), pieces in base on their four spots, pieces home in their colour's corner
/// of the centre.
pub fn layout(p: &Position) -> HashMap<PieceId, Vec3> {
    let mut out = HashMap::new();
    for c in Colour::ALL {
        for index in 0..PIECES {
            let id = PieceId { colour: c, index };
            let sq = p.square(id);
            let at = match sq {
                Square::Base(_) => {
                    let (dx, dz) =
                        [(-1.0, -1.0), (1.0, -1.0), (-1.0, 1.0), (1.0, 1.0)][index as usize];
                    base_centre(c) + Vec3::new(dx, 0.0, dz)
                }
                Square::Home(_) => {
                    let (dr, dc) = ARM[c.index()];
                    let side = (index as f32 - 1.5) * 0.3;
                    square_top(sq) + Vec3::new(dr as f32 * side, 0.0, dc as f32 * side)
                }
                _ => {
                    let level = p.pieces_on(sq).iter().position(|&q| q == id).unwrap_or(0);
                    square_top(sq) + Vec3::Y * level as f32 * PIECE_HEIGHT
                }
            };
            out.insert(id, at + Vec3::Y * PIECE_HEIGHT / 2.0);
        }
    }
    out
}

/// A square of the board that can be clicked.
#[derive(Component, Clone, Copy, Debug)]
pub struct UckersCell(pub Square);

/// A piece.
#[derive(Component, Clone, Copy, Debug)]
pub struct UckersPiece(pub PieceId);

/// One of the two dice (0 or 1).
#[derive(Component, Debug, Default)]
pub struct UckersDie(usize);

/// The ring on a square where the last play landed.
#[derive(Component, Debug)]
pub struct LastMoveMark;

/// A mark: a legal play's next square, or a mixi blob's ring.
#[derive(Component, Debug)]
struct UckersMark;

/// What a person clicked on the Uckers board.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub struct UckersClick(pub Square);

#[derive(Resource)]
struct UckersAssets {
    ring: Handle<Mesh>,
    disc: Handle<Mesh>,
    gold: Handle<StandardMaterial>,
    mark_from: Handle<StandardMaterial>,
    mark_to: Handle<StandardMaterial>,
    mark_picked: Handle<StandardMaterial>,
    body: Handle<Mesh>,
    head: Handle<Mesh>,
    colours: [Handle<StandardMaterial>; 4],
    /// Each colour's symbol (dot, ring, bar, triangle) and its material.
    symbols: [(Handle<Mesh>, Handle<StandardMaterial>); 4],
    board: Handle<StandardMaterial>,
    squares: [Handle<StandardMaterial>; 4],
    pale: [Handle<StandardMaterial>; 4],
    last_move: Handle<StandardMaterial>,
}

/// Recolours the board and the pieces when the palette changes.
fn apply_palette(
    palette: Res<ViewPalette>,
    assets: Option<Res<UckersAssets>>,
    mut materials: ResMut<Assets<StandardMaterial>>,
) {
    let Some(a) = assets else { return };
    if !palette.is_changed() && !a.is_added() {
        return;
    }
    let c = crate::app::palette::uckers(palette.0);
    let m = &mut materials;
    for i in 0..4 {
        recolour(m, &a.colours[i], c.colours[i], None);
        recolour(m, &a.squares[i], c.colours[i], None);
        recolour(m, &a.pale[i], c.colours[i].mix(&c.board, 0.55), None);
        recolour(m, &a.symbols[i].1, c.symbols[i], None);
    }
    recolour(m, &a.board, c.board, None);
    recolour(m, &a.mark_from, c.marks[0], Some(c.mark_glow));
    recolour(m, &a.mark_to, c.marks[1], None);
    recolour(
        m,
        &a.last_move,
        crate::app::palette::unlur(palette.0).last_move,
        None,
    );
}

pub(super) fn plugin(app: &mut App) {
    app.add_message::<UckersClick>()
        .init_resource::<UckersPick>()
        .add_systems(OnEnter(ActiveGame::Uckers), spawn_board)
        .add_systems(
            Update,
            (
                resolve_clicks.before(UckersRules),
                (
                    rebuild_pieces,
                    animate_play,
                    start_tumble,
                    update_marks,
                    apply_palette,
                )
                    .chain()
                    .after(UckersRules)
                    .before(AudioSet),
            )
                .run_if(crate::app::uckers_active),
        );
}

fn spawn_board(
    mut commands: Commands,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<StandardMaterial>>,
    yaw: Option<ResMut<crate::app::camera::CameraYaw>>,
) {
    if let Some(mut yaw) = yaw {
        yaw.0 = 0.0;
    }
    let scope = DespawnOnExit(ActiveGame::Uckers);
    let wood = plain(&mut materials, WOOD, 0.55);
    let standard = crate::app::palette::uckers(crate::settings::Palette::Standard);
    let board = plain(&mut materials, standard.board, 0.75);
    let colours = standard.colours.map(|c| plain(&mut materials, c, 0.45));
    let pale = standard
        .colours
        .map(|c| plain(&mut materials, c.mix(&standard.board, 0.55), 0.7));
    let white = plain(&mut materials, Color::srgb(0.98, 0.97, 0.94), 0.6);
    commands.spawn((
        scope.clone(),
        Mesh3d(meshes.add(Cuboid::new(15.6, 0.1, 15.6))),
        MeshMaterial3d(wood.clone()),
        Transform::from_xyz(0.0, 0.0, 0.0),
        Pickable::IGNORE,
    ));
    let tile = meshes.add(Cuboid::new(0.92, TILE_TOP - 0.05, 0.92));
    let tile_at = |sq: Square| {
        Transform::from_translation(square_top(sq).with_y(0.05 + (TILE_TOP - 0.05) / 2.0))
    };
    for t in 0..TRACK_LEN {
        let sq = Square::Track(t);
        let door = Colour::ALL.into_iter().find(|c| c.doorstep() == t);
        let material = door.map_or(board.clone(), |c| colours[c.index()].clone());
        commands
            .spawn((
                scope.clone(),
                UckersCell(sq),
                Mesh3d(tile.clone()),
                MeshMaterial3d(material),
                tile_at(sq),
            ))
            .observe(click_cell);
    }
    for c in Colour::ALL {
        for k in 1..=5 {
            let sq = Square::Tube(c, k);
            commands
                .spawn((
                    scope.clone(),
                    UckersCell(sq),
                    Mesh3d(tile.clone()),
                    MeshMaterial3d(pale[c.index()].clone()),
                    tile_at(sq),
                ))
                .observe(click_cell);
        }
        // Home: the colour's quarter of the centre, a triangle pointing inwards.
        let (dr, dc) = ARM[c.index()];
        // The triangle's wide side (its -Z after laying it flat) faces the arm.
        let yaw = (-dc as f32).atan2(-dr as f32);
        commands
            .spawn((
                scope.clone(),
                UckersCell(Square::Home(c)),
                Mesh3d(meshes.add(Extrusion::new(
                    Triangle2d::new(
                        Vec2::new(0.0, 0.0),
                        Vec2::new(-1.45, 1.45),
                        Vec2::new(1.45, 1.45),
                    ),
                    TILE_TOP - 0.05,
                ))),
                MeshMaterial3d(colours[c.index()].clone()),
                Transform::from_translation(cell(7.0, 7.0).with_y(0.05 + (TILE_TOP - 0.05) / 2.0))
                    .with_rotation(
                        Quat::from_rotation_y(yaw)
                            * Quat::from_rotation_x(-std::f32::consts::FRAC_PI_2),
                    ),
            ))
            .observe(click_cell);
        // The base: a coloured yard with a white court and four spots.
        let centre = base_centre(c);
        commands
            .spawn((
                scope.clone(),
                UckersCell(Square::Base(c)),
                Mesh3d(meshes.add(Cuboid::new(5.7, TILE_TOP - 0.05, 5.7))),
                MeshMaterial3d(colours[c.index()].clone()),
                Transform::from_translation(centre.with_y(0.05 + (TILE_TOP - 0.05) / 2.0)),
            ))
            .observe(click_cell);
        commands.spawn((
            scope.clone(),
            Mesh3d(meshes.add(Cuboid::new(4.2, 0.01, 4.2))),
            MeshMaterial3d(white.clone()),
            Transform::from_translation(centre + Vec3::Y * 0.006),
            Pickable::IGNORE,
        ));
        for (dx, dz) in [(-1.0, -1.0), (1.0, -1.0), (-1.0, 1.0), (1.0, 1.0)] {
            commands.spawn((
                scope.clone(),
                Mesh3d(meshes.add(Cylinder::new(0.5, 0.012).mesh().resolution(32))),
                MeshMaterial3d(pale[c.index()].clone()),
                Transform::from_translation(centre + Vec3::new(dx, 0.012, dz)),
                Pickable::IGNORE,
            ));
        }
    }
    // The dice tray and the two dice, with their pips.
    commands.spawn((
        scope.clone(),
        Mesh3d(meshes.add(Cuboid::new(1.7, 0.05, 3.0))),
        MeshMaterial3d(plain(&mut materials, Color::srgb(0.10, 0.20, 0.16), 0.95)),
        Transform::from_translation(DICE_REST[0].with_y(0.02).with_z(0.0)),
        Pickable::IGNORE,
    ));
    let die_material = plain(&mut materials, Color::srgb(0.96, 0.95, 0.92), 0.35);
    let pip_material = plain(&mut materials, Color::srgb(0.06, 0.06, 0.07), 0.5);
    let pip = meshes.add(Sphere::new(0.05).mesh().uv(12, 8));
    let cube = meshes.add(Cuboid::from_length(DIE_SIZE));
    for (index, rest) in DICE_REST.into_iter().enumerate() {
        commands
            .spawn((
                scope.clone(),
                UckersDie(index),
                Mesh3d(cube.clone()),
                MeshMaterial3d(die_material.clone()),
                Transform::from_translation(rest).with_rotation(die_rotation(if index == 0 {
                    6
                } else {
                    1
                })),
            ))
            .observe(click_die)
            .with_children(|die| spawn_pips(die, DIE_SIZE, &pip, &pip_material, 1.0));
    }
    commands.insert_resource(UckersAssets {
        ring: meshes.add(Torus::new(PIECE_RADIUS * 1.05, PIECE_RADIUS * 1.3)),
        disc: meshes.add(Cylinder::new(0.38, 0.02).mesh().resolution(32)),
        gold: plain(&mut materials, GOLD, 0.25),
        mark_from: materials.add(StandardMaterial {
            base_color: standard.marks[0],
            emissive: standard.mark_glow,
            ..default()
        }),
        mark_to: materials.add(StandardMaterial {
            base_color: standard.marks[1],
            alpha_mode: AlphaMode::Blend,
            unlit: true,
            ..default()
        }),
        mark_picked: materials.add(StandardMaterial {
            base_color: MARK_PICKED,
            emissive: LinearRgba::rgb(0.8, 0.8, 0.8),
            ..default()
        }),
        body: meshes.add(
            Cylinder::new(PIECE_RADIUS, PIECE_HEIGHT * 0.62)
                .mesh()
                .resolution(32),
        ),
        head: meshes.add(Sphere::new(PIECE_RADIUS * 0.55).mesh().uv(20, 12)),
        colours: standard.colours.map(|c| {
            materials.add(StandardMaterial {
                base_color: c,
                perceptual_roughness: 0.3,
                ..default()
            })
        }),
        symbols: [
            meshes.add(Cylinder::new(0.07, 0.03).mesh().resolution(20)),
            meshes.add(Torus::new(0.06, 0.12)),
            meshes.add(Cuboid::new(0.26, 0.03, 0.07)),
            meshes.add(Cylinder::new(0.13, 0.03).mesh().resolution(3)),
        ]
        .into_iter()
        .zip(standard.symbols)
        .map(|(mesh, c)| (mesh, plain(&mut materials, c, 0.5)))
        .collect::<Vec<_>>()
        .try_into()
        .expect("four symbols"),
        board: board.clone(),
        squares: colours.clone(),
        pale: pale.clone(),
        last_move: plain(&mut materials, crate::app::style::LAST_MOVE_COLOUR, 0.5),
    });
}

fn spawn_piece(commands: &mut Commands, assets: &UckersAssets, id: PieceId, at: Vec3) {
    let material = assets.colours[id.colour.index()].clone();
    commands
        .spawn((
            DespawnOnExit(ActiveGame::Uckers),
            UckersPiece(id),
            Mesh3d(assets.body.clone()),
            MeshMaterial3d(material.clone()),
            Transform::from_translation(at - Vec3::Y * PIECE_HEIGHT * 0.19),
        ))
        .observe(click_piece)
        .with_children(|piece| {
            piece.spawn((
                Mesh3d(assets.head.clone()),
                MeshMaterial3d(material),
                Transform::from_xyz(0.0, PIECE_HEIGHT * 0.36, 0.0)
                    .with_scale(Vec3::new(1.0, 0.6, 1.0)),
                Pickable::IGNORE,
            ));
            // The colour's symbol on its head (accessible palettes).
            let (mesh, material) = assets.symbols[id.colour.index()].clone();
            piece.spawn((
                SideMark,
                Visibility::Hidden,
                Mesh3d(mesh),
                MeshMaterial3d(material),
                Transform::from_xyz(0.0, PIECE_HEIGHT * 0.36 + PIECE_RADIUS * 0.31, 0.0),
                Pickable::IGNORE,
            ));
        });
}

/// Where a piece entity's transform rests for a layout spot.
fn rest(at: Vec3) -> Vec3 {
    at - Vec3::Y * PIECE_HEIGHT * 0.19
}

fn rebuild_pieces(
    mut resets: MessageReader<UckersReset>,
    mut commands: Commands,
    current: Res<UckersMatch>,
    assets: Option<Res<UckersAssets>>,
    pieces: Query<Entity, With<UckersPiece>>,
    mut pick: ResMut<UckersPick>,
) {
    if resets.read().count() == 0 {
        return;
    }
    let Some(assets) = assets else { return };
    for e in &pieces {
        commands.entity(e).despawn();
    }
    pick.0.clear();
    for (id, at) in layout(current.game.position()) {
        spawn_piece(&mut commands, &assets, id, at);
    }
}

/// The steps a move enters, one after another (from base: its doorstep first).
pub fn steps_entered(m: &crate::rules::uckers::Move) -> std::ops::RangeInclusive<u8> {
    m.from.map_or(0, |s| s + 1)..=m.to
}

/// The squares a piece passes through, one per step, from where it stood.
fn path(m: &crate::rules::uckers::Move) -> Vec<Vec3> {
    let c = m.piece.colour;
    steps_entered(m)
        .map(|s| square_top(Square::of_step(c, Some(s))))
        .collect()
}

/// Sets the pieces moving after a play: each mover hops square by square (the second
/// move after the first), then the captured pieces fly back to base.
fn animate_play(
    mut played: MessageReader<UckersPlayed>,
    mut commands: Commands,
    current: Res<UckersMatch>,
    animation: Option<Res<AnimationSettings>>,
    pieces: Query<(Entity, &UckersPiece, &Transform)>,
    mut pick: ResMut<UckersPick>,
) {
    let instant = animation.as_ref().is_some_and(|a| a.instant());
    for UckersPlayed { played: p, .. } in played.read() {
        pick.0.clear();
        let places = layout(current.game.position());
        let mut delay_of: HashMap<PieceId, (f32, Vec<Vec3>)> = HashMap::new();
        let mut clock = 0.0;
        for m in &p.moves {
            let squares = path(m);
            let entry = delay_of.entry(m.piece).or_insert((clock, Vec::new()));
            entry.1.extend(squares.iter().copied());
            clock += squares.len() as f32 * STEP_SECONDS;
        }
        let mut landing = Vec::new();
        if !p.captured.is_empty() {
            landing.push(SoundId::Capture);
        }
        if p.winner.is_some() {
            landing.push(SoundId::GameOver);
        }
        let last_mover = p.moves.last().map(|m| m.piece);
        for (entity, piece, transform) in &pieces {
            let Some(&target) = places.get(&piece.0) else {
                continue;
            };
            let target = rest(target);
            if instant {
                commands
                    .entity(entity)
                    .insert(Transform::from_translation(target));
                continue;
            }
            let hop = if let Some((delay, squares)) = delay_of.get(&piece.0) {
                let mut waypoints = vec![transform.translation];
                let n = squares.len();
                waypoints.extend(
                    squares[..n.saturating_sub(1)]
                        .iter()
                        .map(|&s| rest(s) + Vec3::Y * (PIECE_HEIGHT * 1.5)),
                );
                waypoints.push(target);
                Hop {
                    on_land: if Some(piece.0) == last_mover {
                        landing.clone()
                    } else {
                        Vec::new()
                    },
                    clicks: true,
                    ..Hop::new(waypoints, *delay, STEP_SECONDS, 0.3)
                }
            } else if transform.translation.distance(target) > 1e-3 {
                // Captured pieces fly back to base in one high arc.
                Hop::new(
                    vec![transform.translation, target],
                    clock,
                    SETTLE_SECONDS,
                    1.2,
                )
            } else {
                continue;
            };
            commands.entity(entity).insert(hop);
        }
        if p.moves.is_empty() && !p.captured.is_empty() && !instant {
            commands.queue(|w: &mut World| {
                w.write_message(PlaySound(SoundId::Capture));
            });
        }
    }
}

fn start_tumble(
    mut rolled: MessageReader<UckersRolled>,
    mut commands: Commands,
    dice: Query<(Entity, &UckersDie, Option<&Tumble>)>,
) {
    for UckersRolled(d) in rolled.read() {
        for (entity, die, tumbling) in &dice {
            let value = if die.0 == 0 { d.0 } else { d.1 };
            let spin =
                value as f32 * 1.7 + die.0 as f32 * 2.3 + tumbling.map_or(0.0, |t| t.elapsed);
            commands.entity(entity).insert(Tumble::new(
                spin,
                Quat::from_rotation_y(spin * 0.3) * die_rotation(value),
                DICE_REST[die.0],
                Vec3::new(-0.6, 0.0, 0.2),
                TUMBLE_SECONDS,
            ));
        }
    }
}

/// Clicks narrow the legal plays down; a complete one is played.
fn resolve_clicks(
    mut clicks: MessageReader<UckersClick>,
    current: Res<UckersMatch>,
    mut pick: ResMut<UckersPick>,
    mut requests: MessageWriter<UckersPlayRequest>,
    mut refused: MessageWriter<UckersRefused>,
    mut sound: MessageWriter<PlaySound>,
) {
    for UckersClick(square) in clicks.read() {
        let Stage::Choose { plays, .. } = &current.stage else {
            continue;
        };
        if !current.human_to_move() {
            continue;
        }
        match click(plays, &mut pick.0, *square) {
            Picked::Play(play) => {
                requests.write(UckersPlayRequest(play));
            }
            Picked::Narrowed => {}
            Picked::Refused => {
                refused.write(UckersRefused(super::UckersRefusal::NoPlayFrom(*square)));
                sound.write(PlaySound(SoundId::Refuse));
            }
        }
    }
}

fn click_cell(
    click: On<Pointer<Click>>,
    cells: Query<&UckersCell>,
    mut clicks: MessageWriter<UckersClick>,
) {
    if click.button != PointerButton::Primary {
        return;
    }
    if let Ok(c) = cells.get(click.entity) {
        clicks.write(UckersClick(c.0));
    }
}

/// A click on a piece counts as a click on its square.
fn click_piece(
    click: On<Pointer<Click>>,
    pieces: Query<&UckersPiece>,
    current: Res<UckersMatch>,
    mut clicks: MessageWriter<UckersClick>,
) {
    if click.button != PointerButton::Primary {
        return;
    }
    if let Ok(piece) = pieces.get(click.entity) {
        clicks.write(UckersClick(current.game.position().square(piece.0)));
    }
}

fn click_die(
    click: On<Pointer<Click>>,
    current: Res<UckersMatch>,
    mut roll: MessageWriter<super::UckersRollRequest>,
) {
    if click.button == PointerButton::Primary && current.human_to_move() {
        roll.write(super::UckersRollRequest);
    }
}

/// Gold rings round mixi blobs; while a person chooses, green rings on the squares to
/// click next (pieces), discs where they can go, and white rings on what is picked.
fn update_marks(
    mut commands: Commands,
    current: Res<UckersMatch>,
    pick: Res<UckersPick>,
    assets: Option<Res<UckersAssets>>,
    marks: Query<Entity, With<UckersMark>>,
    hops: Query<(), With<Hop>>,
    cursor: Res<KeyCursor>,
    cursor_assets: Option<Res<CursorAssets>>,
    mut shown: Local<Option<(usize, Stage, Vec<Square>, bool, KeyCursor)>>,
) {
    let Some(assets) = assets else { return };
    let key = (
        current.game.history().len(),
        current.stage.clone(),
        pick.0.clone(),
        hops.is_empty(),
        cursor.clone(),
    );
    if shown.as_ref() == Some(&key) {
        return;
    }
    *shown = Some(key);
    for e in &marks {
        commands.entity(e).despawn();
    }
    let scope = DespawnOnExit(ActiveGame::Uckers);
    if !hops.is_empty() {
        return;
    }
    // Where the last play's pieces landed: a thin ring on each square.
    if let Some(crate::rules::uckers::Action::Roll { play, .. }) = current.game.history().last() {
        for sq in clicks_of(*play).into_iter().skip(1).step_by(2) {
            commands.spawn((
                scope.clone(),
                UckersMark,
                LastMoveMark,
                Mesh3d(assets.ring.clone()),
                MeshMaterial3d(assets.last_move.clone()),
                Transform::from_translation(square_top(sq) + Vec3::Y * 0.01)
                    .with_scale(Vec3::new(1.15, 0.35, 1.15)),
                Pickable::IGNORE,
            ));
        }
    }
    let position = current.game.position();
    for (t, counts) in (0..TRACK_LEN).zip(position.track_counts()) {
        if counts.iter().filter(|&&n| n > 0).count() > 1 {
            commands.spawn((
                scope.clone(),
                UckersMark,
                Mesh3d(assets.ring.clone()),
                MeshMaterial3d(assets.gold.clone()),
                Transform::from_translation(square_top(Square::Track(t)) + Vec3::Y * 0.03)
                    .with_scale(Vec3::new(1.15, 0.5, 1.15)),
                Pickable::IGNORE,
            ));
        }
    }
    // The keyboard's cursor: an arrow over each piece of the play (or the declaring
    // piece), a ring where each goes.
    if let Some(ca) = cursor_assets.filter(|_| cursor.shown) {
        let list = cursor_list(&current, &pick);
        let clicks = match list.get(cursor.at(list.len())) {
            Some(KeyChoice::Play(p)) => clicks_of(*p),
            Some(KeyChoice::Declare(d)) => vec![position.square(d.piece())],
            _ => Vec::new(),
        };
        for (k, sq) in clicks.into_iter().enumerate() {
            let at = square_top(sq) + Vec3::Y * 0.1;
            if k % 2 == 0 {
                commands.spawn((scope.clone(), UckersMark, ca.arrow(at)));
            } else {
                commands.spawn((scope.clone(), UckersMark, ca.ring(at)));
            }
        }
    }
    let Stage::Choose { plays, .. } = &current.stage else {
        return;
    };
    if !current.human_to_move() {
        return;
    }
    for &sq in &pick.0 {
        commands.spawn((
            scope.clone(),
            UckersMark,
            Mesh3d(assets.ring.clone()),
            MeshMaterial3d(assets.mark_picked.clone()),
            Transform::from_translation(square_top(sq) + Vec3::Y * 0.05),
            Pickable::IGNORE,
        ));
    }
    let k = pick.0.len();
    let mut next: Vec<Square> = candidates(plays, &pick.0)
        .into_iter()
        .filter_map(|p| clicks_of(p).get(k).copied())
        .collect();
    next.dedup();
    for sq in next {
        let origin = k.is_multiple_of(2);
        commands.spawn((
            scope.clone(),
            UckersMark,
            Mesh3d(if origin {
                assets.ring.clone()
            } else {
                assets.disc.clone()
            }),
            MeshMaterial3d(if origin {
                assets.mark_from.clone()
            } else {
                assets.mark_to.clone()
            }),
            Transform::from_translation(square_top(sq) + Vec3::Y * 0.04).with_scale(
                if matches!(sq, Square::Base(_)) {
                    Vec3::new(3.0, 1.0, 3.0)
                } else {
                    Vec3::ONE
                },
            ),
            Pickable::IGNORE,
        ));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_track_is_a_loop_of_neighbouring_cells_with_the_doorsteps_in_place() {
        assert_eq!(TRACK.len(), 52);
        for i in 0..52 {
            // Neighbours, diagonally at the four inner corners of the cross.
            let (a, b) = (TRACK[i], TRACK[(i + 1) % 52]);
            assert_eq!(
                (a.0 - b.0).abs().max((a.1 - b.1).abs()),
                1,
                "t{i} and the next"
            );
        }
        let mut cells = TRACK.clone();
        cells.sort();
        cells.dedup();
        assert_eq!(cells.len(), 52);
        assert_eq!(TRACK[Colour::Red.doorstep() as usize], (1, 8));
        assert_eq!(TRACK[Colour::Green.tube_end() as usize], (7, 14));
        // Each tube starts next to its tube's end and runs to the centre.
        for c in Colour::ALL {
            let end = square_top(Square::Track(c.tube_end()));
            let t1 = square_top(Square::Tube(c, 1));
            let t5 = square_top(Square::Tube(c, 5));
            assert!((end.distance(t1) - 1.0).abs() < 1e-4, "{c:?}");
            assert!(t5.xz().length() < t1.xz().length(), "{c:?}");
            assert!((t5.xz().length() - 2.0).abs() < 1e-4, "{c:?}");
        }
    }
}
