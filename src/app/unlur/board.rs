//! The board on screen: `Cell` and `Stone` entities, markers, hover and click.
//!
//! Every entity here is a view of [`UnlurMatch`]: stones are spawned when a move is played and
//! rebuilt from the rules state after an undo or a new game.

use crate::app::game_core::{Reset, TurnPlayed};
use bevy::prelude::*;

use super::game::UnlurMatch;
use crate::app::look::style::*;
use crate::app::table::grain::Grain;
use crate::app::table::palette::SideMark;
use crate::app::table::scene::{Setting, Surface, tabletop};
use crate::app::unlur::tweens::StoneFall;
use crate::rules::unlur::{Board, Cell as CellId, Colour, Move};

use super::assets::BoardAssets;
use super::pointer::{click_cell, hover_cell, leave_cell};

/// A cell of the board on screen.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub struct Cell {
    /// Which cell of the rules board.
    pub id: CellId,
}

/// A stone on the board.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub struct Stone {
    /// The cell it stands on.
    pub cell: CellId,
    /// Its colour.
    pub colour: Colour,
}

/// Marks the stones of the group that decided the game.
#[derive(Component, Debug)]
pub struct WinningStone;

/// A golden ring around a stone of the winning group.
#[derive(Component, Debug)]
pub struct WinningHalo;

/// The ring that marks the last stone placed.
#[derive(Component, Debug)]
pub struct LastMoveMarker;

/// The mark shown over the hovered cell.
#[derive(Component, Debug)]
pub struct HoverMarker;

/// The pulsing ring on the cell the hint suggests.
#[derive(Component, Debug)]
pub struct HintMarker;

/// Part of the board's furniture (base, rim), rebuilt when the side changes.
#[derive(Component, Debug)]
pub struct BoardPiece;

/// The cell under the pointer, if any.
#[derive(Resource, Default, Debug, Clone, Copy, PartialEq, Eq)]
pub struct Hovered(pub Option<CellId>);

/// Which board is built on screen, and its cell entities by cell index.
#[derive(Resource, Default, Debug)]
pub struct BoardView {
    /// Side of the board on screen (0 before the first build).
    pub side: usize,
    /// Cell entities, indexed by cell.
    pub cells: Vec<Entity>,
}

impl BoardView {
    /// Radius of a circle that holds the whole board with its rim, in world units.
    pub fn radius(&self) -> f32 {
        board_radius(self.side.max(3))
    }
}

/// Radius of a circle around a board of side `side`, rim included.
pub fn board_radius(side: usize) -> f32 {
    (side as f32 - 1.0) * CELL_SPACING + CELL_RADIUS + 0.55
}

/// Spawns a stone; a white one carries its band (shown in the accessible palettes).
fn spawn_stone(commands: &mut Commands, assets: &BoardAssets, stone: impl Bundle, colour: Colour) {
    let mut e = commands.spawn((UNLUR_VIEW, stone));
    if colour == Colour::White {
        // On the dome's surface (a sphere of the stone's radius before its flattening).
        let height = STONE_RADIUS * (1.0 - super::assets::BAND_AT.powi(2)).sqrt();
        e.with_child((
            SideMark,
            Visibility::Hidden,
            Transform::from_xyz(0.0, height, 0.0),
            Mesh3d(assets.band.clone()),
            MeshMaterial3d(assets.band_material.clone()),
            Pickable::IGNORE,
        ));
    }
}

/// World position of a cell's centre on the board's top surface (y = 0 at the base).
pub fn cell_position(board: &Board, cell: CellId) -> Vec3 {
    let (x, y) = board.centre(cell);
    Vec3::new(x * CELL_SPACING, 0.0, -y * CELL_SPACING)
}

fn stone_bundle(
    assets: &BoardAssets,
    board: &Board,
    cell: CellId,
    colour: Colour,
    y: f32,
) -> impl Bundle {
    let pos = cell_position(board, cell);
    (
        Stone { cell, colour },
        Mesh3d(assets.stone.clone()),
        MeshMaterial3d(assets.stone_material(colour, false)),
        Transform::from_translation(pos.with_y(y)).with_scale(Vec3::new(1.0, STONE_FLATTEN, 1.0)),
        Pickable::IGNORE,
    )
}

/// Every entity of the Unlur view goes when another game takes the screen.
pub(super) const UNLUR_VIEW: DespawnOnExit<crate::app::session::screen::ActiveGame> =
    DespawnOnExit(crate::app::session::screen::ActiveGame::UNLUR);

/// Leaving Unlur: its entities go (they carry `DespawnOnExit`); forget them.
pub(super) fn forget_board(
    mut view: ResMut<BoardView>,
    mut hovered: ResMut<Hovered>,
    mut label: ResMut<crate::app::table::coordinates::CursorLabel>,
) {
    view.cells.clear();
    view.side = 0;
    *hovered = Hovered(None);
    label.0 = None;
}

/// Rebuilds cells (if the side changed) and every stone from the rules state.
pub(super) fn rebuild_on_reset(
    mut resets: MessageReader<Reset<UnlurMatch>>,
    mut commands: Commands,
    current: Res<UnlurMatch>,
    assets: Option<Res<BoardAssets>>,
    mut view: ResMut<BoardView>,
    (mut meshes, mut materials, grain): (
        ResMut<Assets<Mesh>>,
        ResMut<Assets<StandardMaterial>>,
        Res<Grain>,
    ),
    old_board: Query<Entity, Or<(With<Cell>, With<BoardPiece>)>>,
    stones: Query<Entity, With<Stone>>,
    mut hovered: ResMut<Hovered>,
) {
    if resets.read().count() == 0 {
        return;
    }
    let Some(assets) = assets else { return };
    let board = current.game.board().clone();
    if view.side != board.side() {
        for e in &old_board {
            commands.entity(e).despawn();
        }
        view.cells.clear();
        view.side = board.side();
        *hovered = Hovered(None);
        let setting = Setting {
            surface: Surface::Walnut,
            top: -0.3,
            reach: board_radius(board.side()),
        };
        commands.spawn((
            UNLUR_VIEW,
            BoardPiece,
            tabletop(setting, &mut meshes, &mut materials, &grain),
        ));
        let locked = current.game.phase() == crate::rules::unlur::Phase::Contract;
        spawn_board(
            &mut commands,
            (&assets, locked),
            &mut meshes,
            &board,
            &mut view,
        );
    }
    for e in &stones {
        commands.entity(e).despawn();
    }
    for cell in board.cells() {
        if let Some(colour) = current.game.stone(cell) {
            let stone = stone_bundle(&assets, &board, cell, colour, STONE_REST_Y);
            spawn_stone(&mut commands, &assets, stone, colour);
        }
    }
}

/// The board's frame and cells, its edge cells dimmed when `locked` (the contract).
fn spawn_board(
    commands: &mut Commands,
    (assets, locked): (&BoardAssets, bool),
    meshes: &mut Assets<Mesh>,
    board: &Board,
    view: &mut BoardView,
) {
    let radius = board_radius(board.side());
    // The base: a flat hexagon under the cells (flat top/bottom, like the board).
    commands.spawn((
        UNLUR_VIEW,
        BoardPiece,
        Mesh3d(meshes.add(Cylinder::new(radius, 0.3).mesh().resolution(6))),
        MeshMaterial3d(assets.base.clone()),
        Transform::from_xyz(0.0, -0.15, 0.0),
        Pickable::IGNORE,
    ));
    // Rim bars along the six sides, coloured by Y triple: opposite sides always differ,
    // and each Y joins three bars of one colour.
    let side_len = radius * 0.82;
    let bar = meshes.add(Cuboid::new(side_len, 0.08, 0.16));
    for k in 0..6 {
        // Side N is at the top (-Z); sides go clockwise every 60 degrees.
        let angle = std::f32::consts::FRAC_PI_2 - k as f32 * std::f32::consts::FRAC_PI_3;
        let apothem = radius * 3f32.sqrt() / 2.0 - 0.14;
        let centre = Vec3::new(angle.cos() * apothem, 0.04, -angle.sin() * apothem);
        commands.spawn((
            UNLUR_VIEW,
            BoardPiece,
            Mesh3d(bar.clone()),
            MeshMaterial3d(assets.rim[k % 2].clone()),
            Transform::from_translation(centre)
                .with_rotation(Quat::from_rotation_y(angle - std::f32::consts::FRAC_PI_2)),
            Pickable::IGNORE,
        ));
    }
    for cell in board.cells() {
        let pos = cell_position(board, cell);
        let material = if board.is_edge(cell) && locked {
            assets.edge_locked.clone()
        } else if board.is_edge(cell) {
            assets.edge.clone()
        } else {
            assets.interior.clone()
        };
        let entity = commands
            .spawn((
                UNLUR_VIEW,
                Cell { id: cell },
                Mesh3d(assets.tile.clone()),
                MeshMaterial3d(material),
                Transform::from_translation(pos.with_y(CELL_HEIGHT / 2.0))
                    .with_rotation(Quat::from_rotation_y(std::f32::consts::FRAC_PI_6)),
            ))
            .observe(click_cell)
            .observe(hover_cell)
            .observe(leave_cell)
            .id();
        view.cells.push(entity);
    }
}

/// How high a stone falls from onto the cell at `at`: [`DROP_HEIGHT`], or less where
/// the whole stone would start above the window's top edge (a far row, the board large
/// in the window: at 4K the falling stone was cut at the top).
fn drop_height(at: Vec3, camera: Option<(&Camera, &Transform)>) -> f32 {
    let Some((camera, eye)) = camera else {
        return DROP_HEIGHT;
    };
    let eye = GlobalTransform::from(*eye);
    let in_view = |h: f32| {
        let top = at.with_y(STONE_REST_Y + h + STONE_RADIUS);
        // Without a size (no window yet, a headless run) the drop is left whole.
        camera
            .world_to_viewport(&eye, top)
            .map_or(true, |p| p.y >= 2.0)
    };
    let mut h = DROP_HEIGHT;
    while h > DROP_HEIGHT / 4.0 && !in_view(h) {
        h -= DROP_HEIGHT / 20.0;
    }
    h
}

/// Spawns the stone of a placement above its cell, with the drop animation.
pub(super) fn spawn_stone_on_move(
    mut played: MessageReader<TurnPlayed<UnlurMatch>>,
    mut commands: Commands,
    current: Res<UnlurMatch>,
    assets: Option<Res<BoardAssets>>,
    settings: Res<crate::app::table::animation::AnimationSettings>,
    camera: Query<(&Camera, &Transform), With<crate::app::table::camera::MainCamera>>,
) {
    let Some(assets) = assets else { return };
    let board = current.game.board();
    let camera = camera.single().ok();
    for TurnPlayed(p) in played.read() {
        if let (Move::Place(cell), Some(colour)) = (p.played.mv, p.played.colour) {
            if settings.instant() {
                let stone = stone_bundle(&assets, board, cell, colour, STONE_REST_Y);
                spawn_stone(&mut commands, &assets, stone, colour);
            } else {
                let from = STONE_REST_Y + drop_height(cell_position(board, cell), camera);
                let stone = (
                    stone_bundle(&assets, board, cell, colour, from),
                    StoneFall::new(from, STONE_REST_Y, settings.drop_seconds),
                );
                spawn_stone(&mut commands, &assets, stone, colour);
            }
        }
    }
}
