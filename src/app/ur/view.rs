//! The Ur board in 3D: the 20 squares with their rosettes, the pieces as entities
//! (stacks and prisoners riding on their captors), the die, the marks of legal moves,
//! and the animations of a turn.

use std::collections::HashMap;

use bevy::prelude::*;

use crate::app::dice_kit::{die_rotation, pip_layout, plain, spawn_pips};

use super::{
    SETTLE_SECONDS, STEP_SECONDS, Stage, TUMBLE_SECONDS, UrMatch, UrMoveRefused, UrMoveRequest,
    UrReset, UrRolled, UrRules, UrTurnPlayed,
};
use crate::app::ActiveGame;
use crate::app::animation::AnimationSettings;
use crate::app::audio::{AudioSet, PlaySound};
use crate::app::input::KeyCursor;
use crate::app::motion::{CursorAssets, Hop, Tumble};
use crate::app::palette::{SideMark, ViewPalette, recolour};
use crate::app::style::LAST_MOVE_COLOUR;
use crate::rules::Player;
use crate::rules::ur::{
    Move, PIECES, PieceId, Place, Position, Rank, Square, path_index, path_square,
};
use crate::synth::SoundId;

/// Height of a piece's arc from square to square.
const HOP_ARC: f32 = 0.35;
/// Distance between square centres.
pub const SPACING: f32 = 1.0;
/// Top of the squares.
pub const TILE_TOP: f32 = 0.14;
/// Height of one piece.
pub const PIECE_HEIGHT: f32 = 0.12;
/// Radius of a free piece (prisoners are smaller).
pub const PIECE_RADIUS: f32 = 0.33;
/// Prisoners are drawn this much smaller than free pieces.
pub const PRISONER_SCALE: f32 = 0.78;
/// Where the die rests.
pub const DIE_REST: Vec3 = Vec3::new(5.6, DIE_SIZE / 2.0 + 0.02, 0.0);
/// Edge of the die.
pub const DIE_SIZE: f32 = 0.56;

const CARNELIAN: Color = Color::srgb(0.66, 0.20, 0.12);
const WOOD: Color = Color::srgb(0.20, 0.12, 0.07);
const GOLD: Color = Color::srgb(0.95, 0.72, 0.22);

/// A square of the board.
#[derive(Component, Clone, Copy, Debug)]
pub struct UrSquare(pub Square);

/// A piece.
#[derive(Component, Clone, Copy, Debug)]
pub struct UrPiece(pub PieceId);

/// The die.
#[derive(Component, Debug, Default)]
pub struct UrDie;

/// The place beside the board where a player's waiting pieces stand (`D`).
#[derive(Component, Clone, Copy, Debug)]
pub struct UrWaiting(pub Player);

/// A mark of a legal move (rebuilt whenever the choice changes).
#[derive(Component, Debug)]
struct UrMark;

/// The ring on the square where the last move landed.
#[derive(Component, Debug)]
pub struct LastMoveMark;

/// What a person clicked on the Ur board.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub enum UrClick {
    /// A square (or a piece on it).
    Square(Square),
    /// A player's waiting pieces.
    Waiting(Player),
}

/// Moves of the piece a person picked, when it has more than one destination (an
/// officer that can go both ways).
#[derive(Resource, Debug, Default, Clone, PartialEq)]
pub struct UrSelection(pub Option<Vec<Move>>);

#[derive(Resource)]
struct UrAssets {
    piece: Handle<Mesh>,
    pip: Handle<Mesh>,
    ring: Handle<Mesh>,
    disc: Handle<Mesh>,
    colours: [Handle<StandardMaterial>; 2],
    gold: Handle<StandardMaterial>,
    mark_from: Handle<StandardMaterial>,
    mark_to: Handle<StandardMaterial>,
    band: Handle<Mesh>,
    bands: [Handle<StandardMaterial>; 2],
    shell: Handle<StandardMaterial>,
    camps: [Handle<StandardMaterial>; 2],
    lapis: Handle<StandardMaterial>,
    last_move: Handle<StandardMaterial>,
}

/// Recolours the board and pieces when the palette changes.
fn apply_palette(
    palette: Res<ViewPalette>,
    assets: Option<Res<UrAssets>>,
    mut materials: ResMut<Assets<StandardMaterial>>,
) {
    let Some(a) = assets else { return };
    if !palette.is_changed() && !a.is_added() {
        return;
    }
    let c = crate::app::palette::ur(palette.0);
    for i in 0..2 {
        recolour(&mut materials, &a.colours[i], c.pieces[i], None);
        recolour(&mut materials, &a.bands[i], c.bands[i], None);
        recolour(&mut materials, &a.camps[i], c.camps[i], None);
    }
    recolour(&mut materials, &a.shell, c.shell, None);
    recolour(&mut materials, &a.lapis, c.lapis, None);
    recolour(&mut materials, &a.mark_from, c.marks[0], Some(c.mark_glow));
    recolour(&mut materials, &a.mark_to, c.marks[1], None);
    let last = crate::app::palette::unlur(palette.0).last_move;
    recolour(&mut materials, &a.last_move, last, None);
}

pub(super) fn plugin(app: &mut App) {
    app.add_message::<UrClick>()
        .init_resource::<UrSelection>()
        .add_systems(OnEnter(ActiveGame::RoyalUr), spawn_board)
        .add_systems(
            Update,
            (
                resolve_clicks.before(UrRules),
                (
                    rebuild_pieces,
                    animate_turn,
                    start_tumble,
                    update_marks,
                    apply_palette,
                )
                    .chain()
                    .after(UrRules)
                    .before(AudioSet),
            )
                .run_if(crate::app::ur_active),
        );
}

/// Centre of a square's top.
pub fn square_top(square: Square) -> Vec3 {
    Vec3::new(
        (square.col as f32 - 3.5) * SPACING,
        TILE_TOP,
        (1.0 - square.row as f32) * SPACING,
    )
}

fn camp_row(player: Player) -> u8 {
    path_square(player, 1).row
}

/// Where `player`'s waiting pieces stand: beside square 1, in the gap of its row.
pub fn waiting_spot(player: Player) -> Vec3 {
    square_top(Square {
        row: camp_row(player),
        col: 4,
    })
    .with_y(0.0)
}

/// Where the pieces `player` removed from the game lie: beside its `A`.
pub fn trophy_spot(player: Player) -> Vec3 {
    square_top(Square {
        row: camp_row(player),
        col: 5,
    })
    .with_y(0.0)
}

/// The corners of what the camera must keep in view: the board, the waiting and
/// removed pieces beside it, and the die.
pub fn outline() -> Vec<Vec3> {
    let (x0, x1, z) = (-4.35, DIE_REST.x + 0.6, 1.75);
    [(x0, -z), (x1, -z), (x0, z), (x1, z)]
        .into_iter()
        .flat_map(|(x, z)| [Vec3::new(x, 0.0, z), Vec3::new(x, 1.0, z)])
        .collect()
}

/// Where a piece rests: the centre of the piece and its width scale.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Spot {
    /// Centre of the piece.
    pub at: Vec3,
    /// Width scale (1 for a lone free piece; smaller in a stack and for prisoners).
    pub scale: f32,
}

/// Offsets of the free pieces sharing a square: one in the middle, or up to four side
/// by side (more stand on top of these).
fn stack_slots(n: usize) -> (&'static [(f32, f32)], f32) {
    match n {
        0 | 1 => (&[(0.0, 0.0)], 1.0),
        2 => (&[(-0.22, 0.0), (0.22, 0.0)], 0.66),
        _ => (
            &[(-0.22, -0.22), (0.22, -0.22), (-0.22, 0.22), (0.22, 0.22)],
            0.62,
        ),
    }
}

/// Where every piece stands in `p`. The free pieces sharing a square stand side by
/// side, each with what it holds piled on it (smaller, prisoners of prisoners
/// included), so a piece and its prisoners read as one tower that moves together. The
/// waiting pieces stand in a stack at `D` (lowest number on top: the next to enter),
/// the removed ones beside the capturer's `A`.
pub fn layout(p: &Position) -> HashMap<PieceId, Spot> {
    let mut out = HashMap::new();
    fn pile(
        p: &Position,
        id: PieceId,
        base: Vec3,
        scale: f32,
        level: &mut u32,
        out: &mut HashMap<PieceId, Spot>,
    ) {
        let y = base.y + (*level as f32 + 0.5) * PIECE_HEIGHT;
        out.insert(
            id,
            Spot {
                at: base.with_y(y),
                scale,
            },
        );
        *level += 1;
        let mut held: Vec<PieceId> = p.prisoners_of(id).collect();
        held.sort();
        for h in held {
            pile(p, h, base, scale * PRISONER_SCALE, level, out);
        }
    }
    let mut squares: HashMap<Square, Vec<PieceId>> = HashMap::new();
    for (id, piece) in p.pieces() {
        if let (Place::On(sq), None) = (piece.place, piece.holder) {
            squares.entry(sq).or_default().push(id);
        }
    }
    for (sq, mut free) in squares {
        free.sort();
        let (slots, scale) = stack_slots(free.len());
        let mut levels = vec![0u32; slots.len()];
        for (k, id) in free.into_iter().enumerate() {
            let slot = k % slots.len();
            let (dx, dz) = slots[slot];
            let base = square_top(sq) + Vec3::new(dx, 0.0, dz);
            let mut level = levels[slot];
            pile(p, id, base, scale, &mut level, &mut out);
            levels[slot] = level;
        }
    }
    for player in [Player::One, Player::Two] {
        let mut level = 0;
        for n in (1..=PIECES).rev() {
            let id = PieceId {
                owner: player,
                number: n,
            };
            if p.piece(id).place == Place::Waiting {
                let y = (level as f32 + 0.5) * PIECE_HEIGHT;
                out.insert(
                    id,
                    Spot {
                        at: waiting_spot(player).with_y(y),
                        scale: 1.0,
                    },
                );
                level += 1;
            }
        }
        let mut level = 0;
        for n in 1..=PIECES {
            let id = PieceId {
                owner: player.other(),
                number: n,
            };
            if p.piece(id).place == Place::Removed {
                let y = (level as f32 + 0.5) * PIECE_HEIGHT;
                out.insert(
                    id,
                    Spot {
                        at: trophy_spot(player).with_y(y),
                        scale: 0.9,
                    },
                );
                level += 1;
            }
        }
    }
    out
}

/// A piece's resting orientation: officers lie flipped, their dotted face up.
fn rank_rotation(rank: Rank) -> Quat {
    match rank {
        Rank::Soldier => Quat::IDENTITY,
        Rank::Officer => Quat::from_rotation_x(std::f32::consts::PI),
    }
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
    let scope = DespawnOnExit(ActiveGame::RoyalUr);
    let wood = plain(&mut materials, WOOD, 0.55);
    let colours = crate::app::palette::ur(crate::settings::Palette::Standard);
    let shell = plain(&mut materials, colours.shell, 0.7);
    let camp = [
        plain(&mut materials, colours.camps[0], 0.7),
        plain(&mut materials, colours.camps[1], 0.7),
    ];
    let lapis = plain(&mut materials, colours.lapis, 0.35);
    let carnelian = plain(&mut materials, CARNELIAN, 0.5);
    let felt = plain(&mut materials, Color::srgb(0.10, 0.20, 0.16), 0.95);
    let gold = plain(&mut materials, GOLD, 0.25);
    let translucent = |materials: &mut Assets<StandardMaterial>, color: Color| {
        materials.add(StandardMaterial {
            base_color: color,
            alpha_mode: AlphaMode::Blend,
            unlit: true,
            ..default()
        })
    };
    let assets = UrAssets {
        piece: meshes.add(
            Cylinder::new(PIECE_RADIUS, PIECE_HEIGHT * 0.92)
                .mesh()
                .resolution(40),
        ),
        pip: meshes.add(Sphere::new(0.045).mesh().uv(12, 8)),
        ring: meshes.add(Torus::new(PIECE_RADIUS * 1.02, PIECE_RADIUS * 1.22)),
        disc: meshes.add(Cylinder::new(0.36, 0.02).mesh().resolution(32)),
        colours: [
            materials.add(StandardMaterial {
                base_color: colours.pieces[0],
                perceptual_roughness: 0.3,
                ..default()
            }),
            materials.add(StandardMaterial {
                base_color: colours.pieces[1],
                perceptual_roughness: 0.25,
                ..default()
            }),
        ],
        gold: gold.clone(),
        mark_from: materials.add(StandardMaterial {
            base_color: colours.marks[0],
            emissive: colours.mark_glow,
            ..default()
        }),
        mark_to: translucent(&mut materials, colours.marks[1]),
        band: meshes.add(Torus::new(PIECE_RADIUS * 0.96, PIECE_RADIUS * 1.06)),
        bands: [
            plain(&mut materials, colours.bands[0], 0.5),
            plain(&mut materials, colours.bands[1], 0.5),
        ],
        shell: shell.clone(),
        camps: camp.clone(),
        lapis: lapis.clone(),
        last_move: plain(&mut materials, LAST_MOVE_COLOUR, 0.5),
    };
    // The wooden box: the middle row full length, the outer rows in two blocks.
    let mut slab = |len: f32| meshes.add(Cuboid::new(len * SPACING + 0.12, 0.1, SPACING + 0.12));
    let blocks = [(1u8, 0u8, 8u8), (0, 0, 4), (0, 6, 2), (2, 0, 4), (2, 6, 2)];
    for (row, col, len) in blocks {
        let left = square_top(Square { row, col });
        let centre = left + Vec3::X * (len as f32 - 1.0) * SPACING / 2.0;
        commands.spawn((
            scope.clone(),
            Mesh3d(slab(len as f32)),
            MeshMaterial3d(wood.clone()),
            Transform::from_translation(centre.with_y(0.05)),
            Pickable::IGNORE,
        ));
    }
    // The squares: shell tiles, the camps faintly tinted by owner.
    let tile = meshes.add(Cuboid::new(SPACING * 0.92, TILE_TOP - 0.1, SPACING * 0.92));
    let petal = meshes.add(Sphere::new(0.1).mesh().uv(12, 8));
    let centre_disc = meshes.add(Cylinder::new(0.13, 0.012).mesh().resolution(24));
    let ring_disc = meshes.add(Cylinder::new(0.38, 0.008).mesh().resolution(40));
    let dot = meshes.add(Cylinder::new(0.06, 0.01).mesh().resolution(16));
    for sq in Square::all() {
        let material = match sq.camp_of() {
            Some(owner) => camp[owner.index()].clone(),
            None => shell.clone(),
        };
        let top = square_top(sq);
        commands
            .spawn((
                scope.clone(),
                UrSquare(sq),
                Mesh3d(tile.clone()),
                MeshMaterial3d(material),
                Transform::from_translation(top.with_y(0.1 + (TILE_TOP - 0.1) / 2.0)),
            ))
            .observe(click_square);
        let flat = |y: f32| Transform::from_translation(top + Vec3::Y * y);
        if sq.is_rosette() {
            // Decoration only: an eight-petalled rosette of lapis around a carnelian heart.
            commands.spawn((
                scope.clone(),
                Mesh3d(ring_disc.clone()),
                MeshMaterial3d(lapis.clone()),
                flat(0.004),
                Pickable::IGNORE,
            ));
            for k in 0..8 {
                let a = k as f32 * std::f32::consts::FRAC_PI_4;
                let at = top + Vec3::new(a.cos() * 0.22, 0.012, a.sin() * 0.22);
                commands.spawn((
                    scope.clone(),
                    Mesh3d(petal.clone()),
                    MeshMaterial3d(shell.clone()),
                    Transform::from_translation(at)
                        .with_rotation(Quat::from_rotation_y(-a))
                        .with_scale(Vec3::new(1.0, 0.12, 0.55)),
                    Pickable::IGNORE,
                ));
            }
            commands.spawn((
                scope.clone(),
                Mesh3d(centre_disc.clone()),
                MeshMaterial3d(carnelian.clone()),
                flat(0.02),
                Pickable::IGNORE,
            ));
        } else {
            // The other squares carry the historical five-dot or eye patterns, in lapis.
            let pattern: &[(f32, f32)] = if sq.is_battlefield() && sq.col % 2 == 0 {
                &[
                    (0.0, 0.0),
                    (0.2, 0.2),
                    (-0.2, 0.2),
                    (0.2, -0.2),
                    (-0.2, -0.2),
                ]
            } else {
                &[
                    (0.0, 0.0),
                    (0.22, 0.0),
                    (-0.22, 0.0),
                    (0.0, 0.22),
                    (0.0, -0.22),
                ]
            };
            for &(dx, dz) in pattern {
                commands.spawn((
                    scope.clone(),
                    Mesh3d(dot.clone()),
                    MeshMaterial3d(lapis.clone()),
                    Transform::from_translation(top + Vec3::new(dx, 0.004, dz)),
                    Pickable::IGNORE,
                ));
            }
        }
    }
    // Where each side's waiting pieces stand: a clickable felt pad (clicking it enters).
    for player in [Player::One, Player::Two] {
        commands
            .spawn((
                scope.clone(),
                UrWaiting(player),
                Mesh3d(meshes.add(Cylinder::new(0.42, 0.02).mesh().resolution(32))),
                MeshMaterial3d(felt.clone()),
                Transform::from_translation(waiting_spot(player).with_y(0.01)),
            ))
            .observe(click_waiting);
    }
    // The die's tray and the die, with its pips.
    commands.spawn((
        scope.clone(),
        Mesh3d(meshes.add(Cylinder::new(0.75, 0.04).mesh().resolution(40))),
        MeshMaterial3d(felt.clone()),
        Transform::from_translation(DIE_REST.with_y(0.0)),
        Pickable::IGNORE,
    ));
    let die_material = plain(&mut materials, Color::srgb(0.93, 0.90, 0.82), 0.4);
    let pip_material = plain(&mut materials, Color::srgb(0.08, 0.07, 0.06), 0.5);
    commands
        .spawn((
            scope.clone(),
            UrDie,
            Mesh3d(meshes.add(Cuboid::from_length(DIE_SIZE))),
            MeshMaterial3d(die_material),
            Transform::from_translation(DIE_REST).with_rotation(die_rotation(1)),
        ))
        .observe(click_die)
        .with_children(|die| spawn_pips(die, DIE_SIZE, &assets.pip, &pip_material, 1.1));
    commands.insert_resource(assets);
}

fn spawn_piece(commands: &mut Commands, assets: &UrAssets, id: PieceId, rank: Rank, spot: Spot) {
    let (pos, scale) = (spot.at, spot.scale);
    commands
        .spawn((
            DespawnOnExit(ActiveGame::RoyalUr),
            UrPiece(id),
            Mesh3d(assets.piece.clone()),
            MeshMaterial3d(assets.colours[id.owner.index()].clone()),
            Transform::from_translation(pos)
                .with_rotation(rank_rotation(rank))
                .with_scale(Vec3::new(scale, 1.0, scale)),
        ))
        .observe(click_piece)
        .with_children(|piece| {
            // The band round its edge, in the other side's tone (accessible palettes).
            piece.spawn((
                SideMark,
                Visibility::Hidden,
                Mesh3d(assets.band.clone()),
                MeshMaterial3d(assets.bands[id.owner.index()].clone()),
                Transform::from_scale(Vec3::new(1.0, 0.9, 1.0)),
                Pickable::IGNORE,
            ));
            // The officer's face: five gold dots underneath, shown when it is flipped.
            let under = -PIECE_HEIGHT * 0.46;
            for (a, b) in pip_layout(5) {
                piece.spawn((
                    Mesh3d(assets.pip.clone()),
                    MeshMaterial3d(assets.gold.clone()),
                    Transform::from_translation(Vec3::new(a * 0.15, under, b * 0.15))
                        .with_scale(Vec3::new(1.3, 0.35, 1.3)),
                    Pickable::IGNORE,
                ));
            }
        });
}

fn rebuild_pieces(
    mut resets: MessageReader<UrReset>,
    mut commands: Commands,
    current: Res<UrMatch>,
    assets: Option<Res<UrAssets>>,
    pieces: Query<Entity, With<UrPiece>>,
    mut selection: ResMut<UrSelection>,
) {
    if resets.read().count() == 0 {
        return;
    }
    let Some(assets) = assets else { return };
    for e in &pieces {
        commands.entity(e).despawn();
    }
    selection.0 = None;
    let position = current.game.position();
    for (id, at) in layout(position) {
        spawn_piece(&mut commands, &assets, id, position.piece(id).rank, at);
    }
}

/// Sets every piece moving to its place after a turn: the mover and its prisoners hop
/// square by square along the path, then the pieces the move displaced settle.
fn animate_turn(
    mut played: MessageReader<UrTurnPlayed>,
    mut commands: Commands,
    current: Res<UrMatch>,
    animation: Option<Res<AnimationSettings>>,
    pieces: Query<(Entity, &UrPiece, &Transform)>,
    mut selection: ResMut<UrSelection>,
) {
    let instant = animation.as_ref().is_some_and(|a| a.instant());
    for UrTurnPlayed(p) in played.read() {
        selection.0 = None;
        let Some(mover) = p.piece else { continue };
        let position = current.game.position();
        let places = layout(position);
        let group: Vec<PieceId> = std::iter::once(mover)
            .chain(p.carried.iter().copied())
            .collect();
        let mut on_land = Vec::new();
        if !p.captured.is_empty() {
            on_land.push(SoundId::Capture);
        }
        if !p.removed.is_empty() {
            on_land.push(SoundId::Remove);
        }
        if p.winner.is_some() {
            on_land.push(SoundId::GameOver);
        }
        let travel = p.path.len() as f32 * STEP_SECONDS;
        for (entity, piece, transform) in &pieces {
            let Some(&Spot { at: target, scale }) = places.get(&piece.0) else {
                continue;
            };
            let rank = position.piece(piece.0).rank;
            let end_rotation = rank_rotation(rank);
            if instant {
                commands.entity(entity).insert(
                    Transform::from_translation(target)
                        .with_rotation(end_rotation)
                        .with_scale(Vec3::new(scale, 1.0, scale)),
                );
                continue;
            }
            let hop = if let Some(k) = group.iter().position(|&g| g == piece.0) {
                let lift = Vec3::Y * (0.3 + k as f32 * PIECE_HEIGHT);
                let mut waypoints = vec![transform.translation];
                let steps = p.path.len();
                for sq in &p.path[..steps.saturating_sub(1)] {
                    waypoints.push(square_top(*sq) + lift);
                }
                waypoints.push(target);
                Hop {
                    end_rotation: Some(end_rotation),
                    flip: piece.0 == mover && p.promoted,
                    on_land: if piece.0 == mover {
                        on_land.clone()
                    } else {
                        Vec::new()
                    },
                    clicks: piece.0 == mover,
                    ..Hop::new(waypoints, 0.0, STEP_SECONDS, HOP_ARC)
                }
            } else if transform.translation.distance(target) > 1e-3
                || transform.rotation.angle_between(end_rotation) > 1e-3
            {
                Hop {
                    end_rotation: Some(end_rotation),
                    ..Hop::new(
                        vec![transform.translation, target],
                        travel,
                        SETTLE_SECONDS,
                        HOP_ARC,
                    )
                }
            } else {
                continue;
            };
            commands.entity(entity).insert((
                hop,
                Transform {
                    scale: Vec3::new(scale, 1.0, scale),
                    ..*transform
                },
            ));
        }
    }
}

fn start_tumble(
    mut rolled: MessageReader<UrRolled>,
    mut commands: Commands,
    dice: Query<(Entity, Option<&Tumble>), With<UrDie>>,
) {
    for UrRolled(value) in rolled.read() {
        for (die, tumbling) in &dice {
            let spin = *value as f32 * 1.7 + tumbling.map_or(0.0, |t| t.elapsed);
            commands.entity(die).insert(Tumble::new(
                spin,
                Quat::from_rotation_y(spin) * die_rotation(*value),
                DIE_REST,
                Vec3::new(-0.5, 0.0, 0.3),
                TUMBLE_SECONDS,
            ));
        }
    }
}

/// The moves a person may make from what they clicked.
fn resolve_clicks(
    mut clicks: MessageReader<UrClick>,
    current: Res<UrMatch>,
    mut selection: ResMut<UrSelection>,
    mut requests: MessageWriter<UrMoveRequest>,
    mut refused: MessageWriter<UrMoveRefused>,
    mut sound: MessageWriter<PlaySound>,
) {
    for click in clicks.read() {
        let Stage::Choose { roll, moves } = &current.stage else {
            continue;
        };
        if !current.human_to_move() {
            continue;
        }
        let position = current.game.position();
        let player = position.to_move();
        let dest = |mv: &Move| position.target(*mv, *roll).ok().map(|(_, to)| to);
        // A destination of the piece picked before.
        if let (Some(picked), UrClick::Square(sq)) = (&selection.0, click)
            && let Some(mv) = picked
                .iter()
                .find(|m| dest(m).map(|to| path_square(player, to)) == Some(*sq))
        {
            requests.write(UrMoveRequest(*mv));
            continue;
        }
        let from = match click {
            UrClick::Waiting(p) if *p == player => Some(0),
            UrClick::Waiting(_) => None,
            UrClick::Square(sq) => path_index(player, *sq),
        };
        let mine: Vec<Move> = moves
            .iter()
            .copied()
            .filter(|m| {
                from.is_some()
                    && position.path_pos(PieceId {
                        owner: player,
                        number: m.number,
                    }) == from
            })
            .collect();
        let mut destinations: Vec<u8> = mine.iter().filter_map(dest).collect();
        destinations.sort();
        destinations.dedup();
        match destinations.len() {
            0 => {
                // Perhaps the square is where a piece can go.
                let arriving: Vec<Move> = match click {
                    UrClick::Square(sq) => moves
                        .iter()
                        .copied()
                        .filter(|m| dest(m).map(|to| path_square(player, to)) == Some(*sq))
                        .collect(),
                    UrClick::Waiting(_) => Vec::new(),
                };
                if arriving.len() == 1 {
                    requests.write(UrMoveRequest(arriving[0]));
                } else if arriving.len() > 1 {
                    selection.0 = Some(arriving);
                } else {
                    selection.0 = None;
                    refused.write(UrMoveRefused(super::UrRefusal::NothingFrom { roll: *roll }));
                    sound.write(PlaySound(SoundId::Refuse));
                }
            }
            // Pieces of one stack going to one square are the same move: the lowest.
            1 => {
                requests.write(UrMoveRequest(mine[0]));
            }
            _ => selection.0 = Some(mine),
        }
    }
}

fn click_square(
    click: On<Pointer<Click>>,
    squares: Query<&UrSquare>,
    mut clicks: MessageWriter<UrClick>,
) {
    if click.button != PointerButton::Primary {
        return;
    }
    if let Ok(sq) = squares.get(click.entity) {
        clicks.write(UrClick::Square(sq.0));
    }
}

fn click_waiting(
    click: On<Pointer<Click>>,
    pads: Query<&UrWaiting>,
    mut clicks: MessageWriter<UrClick>,
) {
    if click.button != PointerButton::Primary {
        return;
    }
    if let Ok(pad) = pads.get(click.entity) {
        clicks.write(UrClick::Waiting(pad.0));
    }
}

/// A click on a piece counts as a click on where it stands.
fn click_piece(
    click: On<Pointer<Click>>,
    pieces: Query<&UrPiece>,
    current: Res<UrMatch>,
    mut clicks: MessageWriter<UrClick>,
) {
    if click.button != PointerButton::Primary {
        return;
    }
    let Ok(piece) = pieces.get(click.entity) else {
        return;
    };
    match current.game.position().piece(piece.0).place {
        Place::Waiting => {
            clicks.write(UrClick::Waiting(piece.0.owner));
        }
        Place::On(sq) => {
            clicks.write(UrClick::Square(sq));
        }
        Place::Removed => {}
    }
}

fn click_die(
    click: On<Pointer<Click>>,
    current: Res<UrMatch>,
    mut roll: MessageWriter<super::UrRollRequest>,
) {
    if click.button == PointerButton::Primary && current.human_to_move() {
        roll.write(super::UrRollRequest::default());
    }
}

/// Rings under the pieces that can move, discs on where they can go (only those of
/// the picked piece once one is picked).
fn update_marks(
    mut commands: Commands,
    current: Res<UrMatch>,
    selection: Res<UrSelection>,
    assets: Option<Res<UrAssets>>,
    marks: Query<Entity, With<UrMark>>,
    hops: Query<(), With<Hop>>,
    cursor: Res<KeyCursor>,
    cursor_assets: Option<Res<CursorAssets>>,
    mut shown: Local<Option<(usize, Stage, Option<Vec<Move>>, bool, KeyCursor)>>,
) {
    let Some(assets) = assets else { return };
    // Only when the turn, its stage, the pick, the moving pieces or the cursor change.
    let key = (
        current.game.history().len(),
        current.stage.clone(),
        selection.0.clone(),
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
    // Where the last move landed: a thin ring on its square (once the pieces stand still).
    if hops.is_empty()
        && let Some(sq) = current.last_landing()
    {
        commands.spawn((
            DespawnOnExit(ActiveGame::RoyalUr),
            UrMark,
            LastMoveMark,
            Mesh3d(assets.ring.clone()),
            MeshMaterial3d(assets.last_move.clone()),
            Transform::from_translation(square_top(sq) + Vec3::Y * 0.005)
                .with_scale(Vec3::new(1.12, 0.35, 1.12)),
            Pickable::IGNORE,
        ));
    }
    let Stage::Choose { roll, moves } = &current.stage else {
        return;
    };
    if !current.human_to_move() || !hops.is_empty() {
        return;
    }
    let position = current.game.position();
    let player = position.to_move();
    let places = layout(position);
    let shown_moves = selection.0.as_ref().unwrap_or(moves);
    let scope = DespawnOnExit(ActiveGame::RoyalUr);
    // Where a piece of the player's that is `from` along its path stands.
    let piece_spot = |number: u8, from: u8| {
        let id = PieceId {
            owner: player,
            number,
        };
        places.get(&id).copied().unwrap_or(Spot {
            at: if from == 0 {
                waiting_spot(player)
            } else {
                square_top(path_square(player, from))
            },
            scale: 1.0,
        })
    };
    // The keyboard's cursor: an arrow over the piece, a ring where it goes.
    if let Some(ca) = cursor_assets.filter(|_| cursor.shown) {
        let list = super::keys::cursor_list(&current, &selection);
        if let Some(mv) = list.get(cursor.at(list.len()))
            && let Ok((from, to)) = position.target(*mv, *roll)
        {
            let at = piece_spot(mv.number, from).at;
            commands.spawn((scope.clone(), UrMark, ca.arrow(at + Vec3::Y * 0.1)));
            commands.spawn((
                scope.clone(),
                UrMark,
                ca.ring(square_top(path_square(player, to))),
            ));
        }
    }
    let mut origins = Vec::new();
    for mv in shown_moves {
        let Ok((from, to)) = position.target(*mv, *roll) else {
            continue;
        };
        if !origins.contains(&mv.number) {
            origins.push(mv.number);
            let spot = piece_spot(mv.number, from);
            commands.spawn((
                scope.clone(),
                UrMark,
                Mesh3d(assets.ring.clone()),
                MeshMaterial3d(assets.mark_from.clone()),
                Transform::from_translation(spot.at - Vec3::Y * PIECE_HEIGHT * 0.4)
                    .with_scale(Vec3::new(spot.scale, 1.0, spot.scale)),
                Pickable::IGNORE,
            ));
        }
        {
            commands.spawn((
                scope.clone(),
                UrMark,
                Mesh3d(assets.disc.clone()),
                MeshMaterial3d(assets.mark_to.clone()),
                Transform::from_translation(square_top(path_square(player, to)) + Vec3::Y * 0.012),
                Pickable::IGNORE,
            ));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::ur::Piece;

    #[test]
    fn prisoners_pile_on_their_captor_and_stacked_pieces_stand_apart() {
        let sq = path_square(Player::One, 9);
        let on = |holder| Piece {
            place: Place::On(sq),
            rank: Rank::Soldier,
            holder,
        };
        let (a, b) = (
            PieceId {
                owner: Player::One,
                number: 1,
            },
            PieceId {
                owner: Player::One,
                number: 2,
            },
        );
        let x = PieceId {
            owner: Player::Two,
            number: 1,
        };
        let p = Position::setup(
            Player::One,
            &[(a, on(None)), (b, on(None)), (x, on(Some(a)))],
        );
        let spots = layout(&p);
        assert_eq!(spots.len(), 14, "every piece has a place");
        let (sa, sb, sx) = (spots[&a], spots[&b], spots[&x]);
        assert!((sa.at.xz() - sb.at.xz()).length() > 2.0 * PIECE_RADIUS * sa.scale);
        assert_eq!(sx.at.xz(), sa.at.xz(), "the prisoner rides on its captor");
        assert!(sx.at.y > sa.at.y && sx.scale < sa.scale);
        // The next piece to enter is on top of the waiting stack.
        let waiting = |n| {
            spots[&PieceId {
                owner: Player::One,
                number: n,
            }]
                .at
                .y
        };
        assert!(waiting(3) > waiting(4));
    }
}
