//! Royal d'Ûr's table, built when the game comes on screen: the board of twenty squares,
//! the waiting stacks, the trophies, the die, and the pieces.

use bevy::prelude::*;

use super::UrMatch;
use super::layout::*;
use super::view::{UrDie, UrPiece, UrSquare, UrWaiting};
use crate::app::dice_core::click_on;
use crate::app::session::screen::ActiveGame;
use crate::app::table::dice_kit::{
    MoveMarks, die_rotation, pip_layout, plain, rounded_cube, spawn_pips,
};
use crate::app::table::grain::{Grain, grained};
use crate::app::table::palette::SideMark;
use crate::app::table::scene::{Setting, Surface, tabletop};
use crate::rules::Player;
use crate::rules::ur::{PieceId, Rank, Square};

const CARNELIAN: Color = Color::srgb(0.66, 0.20, 0.12);

const WOOD: Color = Color::srgb(0.20, 0.12, 0.07);

const GOLD: Color = Color::srgb(0.95, 0.72, 0.22);

#[derive(Resource)]
pub struct UrAssets {
    pub(super) piece: Handle<Mesh>,
    pub(super) pip: Handle<Mesh>,
    pub(super) colours: [Handle<StandardMaterial>; 2],
    pub(super) gold: Handle<StandardMaterial>,
    pub(super) band: Handle<Mesh>,
    pub(super) bands: [Handle<StandardMaterial>; 2],
    pub(super) shell: Handle<StandardMaterial>,
    pub(super) camps: [Handle<StandardMaterial>; 2],
    pub(super) lapis: Handle<StandardMaterial>,
    pub(super) marks: MoveMarks,
}

/// A piece's resting orientation: officers lie flipped, their dotted face up.
pub(super) fn rank_rotation(rank: Rank) -> Quat {
    match rank {
        Rank::Soldier => Quat::IDENTITY,
        Rank::Officer => Quat::from_rotation_x(std::f32::consts::PI),
    }
}

pub(super) fn spawn_board(
    mut commands: Commands,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<StandardMaterial>>,
    grain: Res<Grain>,
) {
    let scope = DespawnOnExit(ActiveGame::ROYAL_UR);
    // The British Museum's board: a dark wooden box, shell squares, lapis and red
    // limestone inlays, on the deep blue linen of its case.
    commands.spawn((
        scope.clone(),
        tabletop(
            Setting {
                surface: Surface::Linen,
                top: -0.03,
                reach: 4.8,
            },
            &mut meshes,
            &mut materials,
            &grain,
        ),
    ));
    let wood = grained(&mut materials, (WOOD, 0.5), &grain.wood, 1.0, 0.5);
    let colours = super::palette::ur(crate::settings::Palette::Standard);
    // Shell, lapis and red limestone: inlays with a stone's mottling.
    let mut inlay = |colour: Color, roughness: f32, varnish: f32| {
        grained(
            &mut materials,
            (colour, roughness),
            &grain.stone,
            1.0,
            varnish,
        )
    };
    let shell = inlay(colours.shell, 0.55, 0.3);
    let camp = [
        inlay(colours.camps[0], 0.55, 0.3),
        inlay(colours.camps[1], 0.55, 0.3),
    ];
    let lapis = inlay(colours.lapis, 0.35, 0.0);
    let carnelian = inlay(CARNELIAN, 0.5, 0.0);
    let felt = grained(
        &mut materials,
        (Color::srgb(0.10, 0.20, 0.16), 0.95),
        &grain.felt,
        1.0,
        0.0,
    );
    let gold = plain(&mut materials, GOLD, 0.25);
    let assets = UrAssets {
        piece: meshes.add(
            Cylinder::new(PIECE_RADIUS, PIECE_HEIGHT * 0.92)
                .mesh()
                .resolution(40),
        ),
        pip: meshes.add(Sphere::new(0.045).mesh().uv(12, 8)),
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
        band: meshes.add(Torus::new(PIECE_RADIUS * 0.96, PIECE_RADIUS * 1.06)),
        bands: [
            plain(&mut materials, colours.bands[0], 0.5),
            plain(&mut materials, colours.bands[1], 0.5),
        ],
        shell: shell.clone(),
        camps: camp.clone(),
        lapis: lapis.clone(),
        marks: MoveMarks::new(
            &mut meshes,
            &mut materials,
            (PIECE_RADIUS * 1.02, PIECE_RADIUS * 1.22),
            0.36,
        ),
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
            .observe(click_on::<UrMatch, UrSquare>);
        // A decoration of the square, which clicks go through.
        let deco = |commands: &mut Commands,
                    mesh: &Handle<Mesh>,
                    material: &Handle<StandardMaterial>,
                    at: Transform| {
            commands.spawn((
                scope.clone(),
                Mesh3d(mesh.clone()),
                MeshMaterial3d(material.clone()),
                at,
                Pickable::IGNORE,
            ));
        };
        let flat = |y: f32| Transform::from_translation(top + Vec3::Y * y);
        if sq.is_rosette() {
            // Decoration only: an eight-petalled rosette of lapis around a carnelian heart.
            deco(&mut commands, &ring_disc, &lapis, flat(0.004));
            for k in 0..8 {
                let a = k as f32 * std::f32::consts::FRAC_PI_4;
                let at = top + Vec3::new(a.cos() * 0.22, 0.012, a.sin() * 0.22);
                let petal_at = Transform::from_translation(at)
                    .with_rotation(Quat::from_rotation_y(-a))
                    .with_scale(Vec3::new(1.0, 0.12, 0.55));
                deco(&mut commands, &petal, &shell, petal_at);
            }
            deco(&mut commands, &centre_disc, &carnelian, flat(0.02));
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
                let dot_at = Transform::from_translation(top + Vec3::new(dx, 0.004, dz));
                deco(&mut commands, &dot, &lapis, dot_at);
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
            .observe(click_on::<UrMatch, UrWaiting>);
    }
    // The die's tray and the die, with its pips.
    commands.spawn((
        scope.clone(),
        Mesh3d(meshes.add(Cylinder::new(TRAY_RADIUS, 0.04).mesh().resolution(40))),
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
            Mesh3d(meshes.add(rounded_cube(DIE_SIZE))),
            MeshMaterial3d(die_material),
            Transform::from_translation(DIE_REST).with_rotation(die_rotation(1)),
        ))
        .observe(crate::app::dice_core::click_die::<super::UrMatch>)
        .with_children(|die| spawn_pips(die, DIE_SIZE, &assets.pip, &pip_material, 1.1));
    commands.insert_resource(assets);
}

pub(super) fn spawn_piece(
    commands: &mut Commands,
    assets: &UrAssets,
    id: PieceId,
    rank: Rank,
    spot: Spot,
) {
    let pos = spot.at;
    commands
        .spawn((
            DespawnOnExit(ActiveGame::ROYAL_UR),
            UrPiece(id),
            Mesh3d(assets.piece.clone()),
            MeshMaterial3d(assets.colours[id.owner.index()].clone()),
            Transform::from_translation(pos)
                .with_rotation(rank_rotation(rank))
                .with_scale(spot.scale3()),
        ))
        .observe(click_on::<UrMatch, UrPiece>)
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

/// The pieces of a game on the board.
impl crate::app::dice_core::PieceView for UrMatch {
    type Click = super::pointer::UrClick;
    type Assets = UrAssets;
    type Piece = UrPiece;
    type Pick = super::view::UrSelection;
    type Die = UrDie;

    fn spawn_pieces(&self, commands: &mut Commands, assets: &UrAssets) {
        let position = self.game.position();
        for (id, at) in layout(position) {
            spawn_piece(commands, assets, id, position.piece(id).rank, at);
        }
    }

    fn die_face(&self, _: &UrDie) -> Option<u8> {
        match self.stage {
            super::Stage::Choose { roll, .. } | super::Stage::Passing { roll } => Some(roll),
            _ => self.game.history().last().map(|t| t.roll),
        }
    }
}
