//! Uckers' table, built when the game comes on screen: the board, its bases and tubes,
//! the dice, and the pieces.

use bevy::prelude::*;

use super::layout::*;
use super::view::*;

use super::UckersMatch;
use crate::app::dice_core::click_on;
use crate::app::session::screen::ActiveGame;
use crate::app::table::dice_kit::{MoveMarks, die_rotation, plain, rounded_cube, spawn_pips};
use crate::app::table::grain::{Grain, grained};
use crate::app::table::palette::SideMark;
use crate::app::table::scene::{Setting, Surface, tabletop};
use crate::rules::uckers::{Colour, PieceId, Square, TRACK_LEN};

pub(super) const WOOD: Color = Color::srgb(0.24, 0.15, 0.08);
pub(super) const GOLD: Color = Color::srgb(0.95, 0.75, 0.25);
pub(super) const MARK_PICKED: Color = Color::srgb(1.0, 1.0, 1.0);

#[derive(Resource)]
pub struct UckersAssets {
    pub(super) gold: Handle<StandardMaterial>,
    pub(super) mark_picked: Handle<StandardMaterial>,
    pub(super) body: Handle<Mesh>,
    pub(super) head: Handle<Mesh>,
    pub(super) colours: [Handle<StandardMaterial>; 4],
    /// Each colour's symbol (dot, ring, bar, triangle) and its material.
    pub(super) symbols: [(Handle<Mesh>, Handle<StandardMaterial>); 4],
    pub(super) board: Handle<StandardMaterial>,
    pub(super) squares: [Handle<StandardMaterial>; 4],
    pub(super) pale: [Handle<StandardMaterial>; 4],
    pub(super) marks: MoveMarks,
}

pub(super) fn spawn_board(
    mut commands: Commands,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<StandardMaterial>>,
    grain: Res<Grain>,
) {
    let scope = DespawnOnExit(ActiveGame::UCKERS);
    // A navy mess table: a painted plywood board in a wooden frame, on a well-used deck.
    commands.spawn((
        scope.clone(),
        tabletop(
            Setting {
                surface: Surface::Deck,
                top: -0.05,
                reach: 8.0,
            },
            &mut meshes,
            &mut materials,
            &grain,
        ),
    ));
    let wood = grained(&mut materials, (WOOD, 0.5), &grain.wood, 2.0, 0.4);
    let standard = super::palette::uckers(crate::settings::Palette::Standard);
    let mut paint = |colour: Color, roughness: f32| {
        grained(&mut materials, (colour, roughness), &grain.paint, 0.5, 0.15)
    };
    let board = paint(standard.board, 0.7);
    let colours = standard.colours.map(|c| paint(c, 0.45));
    let pale = standard
        .colours
        .map(|c| paint(c.mix(&standard.board, 0.55), 0.65));
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
            .observe(click_on::<UckersMatch, UckersCell>);
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
                .observe(click_on::<UckersMatch, UckersCell>);
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
            .observe(click_on::<UckersMatch, UckersCell>);
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
            .observe(click_on::<UckersMatch, UckersCell>);
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
    let cube = meshes.add(rounded_cube(DIE_SIZE));
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
            .observe(crate::app::dice_core::click_die::<super::UckersMatch>)
            .with_children(|die| spawn_pips(die, DIE_SIZE, &pip, &pip_material, 1.0));
    }
    commands.insert_resource(UckersAssets {
        gold: plain(&mut materials, GOLD, 0.25),
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
        marks: MoveMarks::new(
            &mut meshes,
            &mut materials,
            (PIECE_RADIUS * 1.05, PIECE_RADIUS * 1.3),
            0.38,
        ),
    });
}

pub(super) fn spawn_piece(commands: &mut Commands, assets: &UckersAssets, id: PieceId, at: Vec3) {
    let material = assets.colours[id.colour.index()].clone();
    commands
        .spawn((
            DespawnOnExit(ActiveGame::UCKERS),
            UckersPiece(id),
            crate::app::table::coordinates::CoversLabel,
            Mesh3d(assets.body.clone()),
            MeshMaterial3d(material.clone()),
            Transform::from_translation(at - Vec3::Y * PIECE_HEIGHT * 0.19),
        ))
        .observe(click_on::<UckersMatch, UckersPiece>)
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
pub(super) fn rest(at: Vec3) -> Vec3 {
    at - Vec3::Y * PIECE_HEIGHT * 0.19
}

/// The pieces of a game on the board.
impl crate::app::dice_core::PieceView for UckersMatch {
    type Click = UckersClick;
    type Assets = UckersAssets;
    type Piece = UckersPiece;
    type Pick = super::pick::UckersPick;
    type Die = UckersDie;

    fn spawn_pieces(&self, commands: &mut Commands, assets: &UckersAssets) {
        for (id, at) in layout(self.game.position()) {
            spawn_piece(commands, assets, id, at);
        }
    }

    fn die_face(&self, die: &UckersDie) -> Option<u8> {
        self.shown_dice.map(|d| if die.0 == 0 { d.0 } else { d.1 })
    }
}
