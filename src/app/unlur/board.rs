//! The board on screen: `Cell` and `Stone` entities, markers, hover and click.
//!
//! Every entity here is a view of [`Match`]: stones are spawned when a move is played and
//! rebuilt from the rules state after an undo or a new game.

use bevy::prelude::*;

use super::game::{BoardReset, Match, MovePlayed};
use crate::app::game::GameSet;
use crate::app::palette::SideMark;
use crate::app::style::*;
use crate::app::unlur::tweens::Drop;
use crate::rules::unlur::{Board, Cell as CellId, Colour, Move};

use super::assets::{BoardAssets, make_board_assets};
use super::marks::*;

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
        e.with_child((
            SideMark,
            Visibility::Hidden,
            Mesh3d(assets.band.clone()),
            MeshMaterial3d(assets.band_material.clone()),
            Pickable::IGNORE,
        ));
    }
}

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<Hovered>()
        .init_resource::<BoardView>()
        .init_resource::<crate::app::coordinates::BoardLabels>()
        .add_systems(Startup, make_board_assets)
        .add_systems(
            Update,
            (
                rebuild_on_reset,
                publish_outline,
                spawn_stone_on_move,
                shake_refused_cell,
                (
                    lock_edges_in_contract,
                    highlight_winning_group,
                    move_last_move_marker,
                )
                    .run_if(resource_changed::<Match>),
                update_hover_marker,
                crate::app::palette::repaint::<BoardAssets>,
                show_hint_marker,
                pulse_hint_marker,
            )
                .chain()
                .after(GameSet::Rules)
                .run_if(crate::app::unlur::active),
        )
        .add_systems(OnEnter(crate::app::ActiveGame::Unlur), rebuild_on_return)
        .add_systems(OnExit(crate::app::ActiveGame::Unlur), forget_board);
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
pub(super) const UNLUR_VIEW: DespawnOnExit<crate::app::ActiveGame> =
    DespawnOnExit(crate::app::ActiveGame::Unlur);

/// The camera frames the hexagon of the board on screen, whose coordinates are shown.
fn publish_outline(
    view: Res<BoardView>,
    mut outline: ResMut<crate::app::camera::BoardOutline>,
    mut labels: ResMut<crate::app::coordinates::BoardLabels>,
) {
    if view.is_changed() {
        outline.set_if_neq(crate::app::camera::BoardOutline(
            // The sides' names stand just beyond the rim.
            crate::app::framing::hexagon_outline(view.radius() + SIDE_NAME_OUT + 0.15),
        ));
        if let Some(board) = Board::new(view.side) {
            labels.set_if_neq(crate::app::coordinates::BoardLabels(coordinate_labels(
                &board,
            )));
        }
    }
}

/// How far beyond the rim the sides' names stand, in world units.
const SIDE_NAME_OUT: f32 = 0.5;

/// Where the board's coordinates stand: each row's letter beyond its left end, each
/// cell number beyond the bottom (S) and lower right (SE) sides, where the cells of
/// that number start, and the six sides' names further out.
pub fn coordinate_labels(board: &Board) -> Vec<(Vec3, String)> {
    let at = |(x, y): (f32, f32), (dx, dy): (f32, f32), out: f32| {
        Vec3::new(
            (x + dx * out) * CELL_SPACING,
            0.05,
            -(y + dy * out) * CELL_SPACING,
        )
    };
    let (c30, s30) = (3f32.sqrt() / 2.0, 0.5);
    let mut labels = Vec::new();
    for row in 0..board.rows() {
        if let Some(cell) = board.cell_at(row, 0) {
            let letter = ((b'a' + row as u8) as char).to_string();
            labels.push((at(board.centre(cell), (-1.0, 0.0), 1.0), letter));
        }
    }
    let side = board.side();
    for number in 1..=(2 * side - 1) {
        let (cell, out) = if number <= side {
            (board.cell_at(0, number - 1), (0.0, -1.0))
        } else {
            let row = number - side;
            (board.cell_at(row, number - 1), (c30, -s30))
        };
        if let Some(cell) = cell {
            labels.push((at(board.centre(cell), out, 0.95), number.to_string()));
        }
    }
    // The rim's flat sides stand at the board's radius times cos 30°.
    let rim = board_radius(side) * c30;
    for (i, s) in crate::rules::unlur::Side::ALL.into_iter().enumerate() {
        let angle = (90.0 - 60.0 * i as f32).to_radians();
        let out = rim + SIDE_NAME_OUT;
        let at = Vec3::new(angle.cos() * out, 0.05, -angle.sin() * out);
        labels.push((at, s.name().to_string()));
    }
    labels
}

/// Back from another game: the board was despawned; build it again.
fn rebuild_on_return(mut reset: MessageWriter<BoardReset>) {
    reset.write(BoardReset);
}

/// Leaving Unlur: its entities go (they carry `DespawnOnExit`); forget them.
fn forget_board(mut view: ResMut<BoardView>, mut hovered: ResMut<Hovered>) {
    view.cells.clear();
    view.side = 0;
    *hovered = Hovered(None);
}

/// Rebuilds cells (if the side changed) and every stone from the rules state.
fn rebuild_on_reset(
    mut resets: MessageReader<BoardReset>,
    mut commands: Commands,
    current: Res<Match>,
    assets: Option<Res<BoardAssets>>,
    mut view: ResMut<BoardView>,
    mut meshes: ResMut<Assets<Mesh>>,
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

/// Spawns the stone of a placement above its cell, with the drop animation.
fn spawn_stone_on_move(
    mut played: MessageReader<MovePlayed>,
    mut commands: Commands,
    current: Res<Match>,
    assets: Option<Res<BoardAssets>>,
    settings: Res<crate::app::animation::AnimationSettings>,
) {
    let Some(assets) = assets else { return };
    let board = current.game.board();
    for p in played.read() {
        if let (Move::Place(cell), Some(colour)) = (p.played.mv, p.played.colour) {
            if settings.instant() {
                let stone = stone_bundle(&assets, board, cell, colour, STONE_REST_Y);
                spawn_stone(&mut commands, &assets, stone, colour);
            } else {
                let stone = (
                    stone_bundle(&assets, board, cell, colour, STONE_REST_Y + DROP_HEIGHT),
                    Drop::new(
                        STONE_REST_Y + DROP_HEIGHT,
                        STONE_REST_Y,
                        settings.drop_seconds,
                    ),
                );
                spawn_stone(&mut commands, &assets, stone, colour);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Each row's letter stands by the first cell of its row, each number by a cell of
    /// that number: the labels say the names the notation uses.
    #[test]
    fn the_coordinates_name_the_cells_they_stand_by() {
        for side in [4, 8] {
            let board = Board::new(side).unwrap();
            let labels = coordinate_labels(&board);
            let rows = 2 * side - 1;
            assert_eq!(labels.len(), rows + rows + 6, "letters, numbers, sides");
            let nearest = |at: Vec3| {
                board
                    .cells()
                    .min_by(|a, b| {
                        let d = |c| cell_position(&board, c).distance(at.with_y(0.0));
                        d(*a).total_cmp(&d(*b))
                    })
                    .unwrap()
            };
            for (at, text) in &labels {
                if text.chars().all(|c| c.is_ascii_lowercase()) {
                    // In line with its row, left of its first cell.
                    let first = board.parse_cell(&format!("{text}1")).unwrap();
                    let p = cell_position(&board, first);
                    assert!(
                        (at.z - p.z).abs() < 1e-4 && at.x < p.x - 0.5,
                        "{text} at {at}"
                    );
                } else if text.chars().all(|c| c.is_ascii_digit()) {
                    let name = board.name(nearest(*at)).to_string();
                    assert!(name[1..] == **text, "{text} at {at} is by {name}");
                }
            }
            // The sides' names stand outside the board, N beyond the far row.
            let n = labels.iter().find(|(_, t)| t == "N").unwrap().0;
            let far = cell_position(&board, board.cell_at(rows - 1, 0).unwrap());
            assert!(n.z < far.z - 1.0, "{n} beyond {far}");
        }
    }
}
