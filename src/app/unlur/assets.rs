//! What Unlur's board is made of: its meshes and materials, made once at start, and
//! recoloured when the palette changes.

use bevy::prelude::*;

use crate::app::table::grain::{Grain, grained};
use crate::app::table::palette::Repaint;

use crate::app::look::style::*;
use crate::app::table::palette::recolour;
use crate::rules::unlur::Colour;

/// Meshes and materials of the board, made once.
#[derive(Resource, Debug)]
pub struct BoardAssets {
    pub(super) tile: Handle<Mesh>,
    pub(super) stone: Handle<Mesh>,
    pub(super) ring: Handle<Mesh>,
    pub(super) halo: Handle<Mesh>,
    pub(super) disc: Handle<Mesh>,
    /// The hover mark over a stone: a ring on its top, which leaves the stone its colour
    /// (a pale disc over it turned one's own black stone grey).
    pub(super) taken_ring: Handle<Mesh>,
    pub(super) interior: Handle<StandardMaterial>,
    pub(super) edge: Handle<StandardMaterial>,
    pub(super) edge_locked: Handle<StandardMaterial>,
    pub(super) base: Handle<StandardMaterial>,
    pub(super) rim: [Handle<StandardMaterial>; 2],
    pub(super) black: Handle<StandardMaterial>,
    pub(super) white: Handle<StandardMaterial>,
    pub(super) black_win: Handle<StandardMaterial>,
    pub(super) white_win: Handle<StandardMaterial>,
    pub(super) last_move: Handle<StandardMaterial>,
    pub(super) halo_material: Handle<StandardMaterial>,
    pub(super) hint_material: Handle<StandardMaterial>,
    pub(super) hover_ok: Handle<StandardMaterial>,
    pub(super) hover_bad: Handle<StandardMaterial>,
    pub(super) hover_taken: Handle<StandardMaterial>,
    pub(super) band: Handle<Mesh>,
    pub(super) band_material: Handle<StandardMaterial>,
}

impl Repaint for BoardAssets {
    /// Recolours the board and the stones when the palette changes.
    fn repaint(&self, palette: crate::settings::Palette, materials: &mut Assets<StandardMaterial>) {
        let a = self;
        let c = super::palette::unlur(palette);
        let m = materials;
        recolour(m, &a.interior, c.interior, None);
        recolour(m, &a.edge, c.edge, None);
        recolour(m, &a.edge_locked, c.edge_locked, None);
        recolour(m, &a.base, c.base, None);
        recolour(m, &a.rim[0], c.rim[0], None);
        recolour(m, &a.rim[1], c.rim[1], None);
        recolour(m, &a.black, c.stones[0], None);
        recolour(m, &a.white, c.stones[1], None);
        recolour(m, &a.black_win, c.stones[0], None);
        recolour(m, &a.white_win, c.stones[1], None);
        recolour(m, &a.band_material, c.white_band, None);
        recolour(m, &a.last_move, c.last_move, None);
        recolour(m, &a.hint_material, c.hint.0, Some(c.hint.1));
        recolour(m, &a.hover_ok, c.hover[0], None);
        recolour(m, &a.hover_bad, c.hover[1], None);
    }
}

impl BoardAssets {
    pub(super) fn stone_material(&self, colour: Colour, winning: bool) -> Handle<StandardMaterial> {
        match (colour, winning) {
            (Colour::Black, false) => self.black.clone(),
            (Colour::White, false) => self.white.clone(),
            (Colour::Black, true) => self.black_win.clone(),
            (Colour::White, true) => self.white_win.clone(),
        }
    }
}

pub(super) fn make_board_assets(
    mut commands: Commands,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<StandardMaterial>>,
    grain: Res<Grain>,
) {
    // A go set: cells of close-grained kaya under a thin varnish, a walnut frame with a
    // deeper one, slate and shell stones polished to a soft shine.
    let mut finish = |colour: Color, roughness: f32, texture: &Handle<Image>, varnish: f32| {
        grained(&mut materials, (colour, roughness), texture, 0.6, varnish)
    };
    let interior = finish(INTERIOR_COLOUR, 0.6, &grain.fine_wood, 0.35);
    let edge = finish(EDGE_COLOUR, 0.6, &grain.fine_wood, 0.35);
    let edge_locked = finish(EDGE_LOCKED_COLOUR, 0.9, &grain.fine_wood, 0.0);
    let base = finish(BASE_COLOUR, 0.45, &grain.wood, 0.6);
    let black = finish(BLACK_STONE, 0.38, &grain.stone, 0.3);
    let white = finish(WHITE_STONE, 0.3, &grain.stone, 0.7);
    let mut mat = |color: Color, roughness: f32| {
        materials.add(StandardMaterial {
            base_color: color,
            perceptual_roughness: roughness,
            ..default()
        })
    };
    let rim = [mat(RIM_A_COLOUR, 0.55), mat(RIM_B_COLOUR, 0.55)];
    let last_move = mat(LAST_MOVE_COLOUR, 0.5);
    let band_material = mat(Color::BLACK, 0.5);
    let mut glow = |color: Color, emissive: LinearRgba| {
        materials.add(StandardMaterial {
            base_color: color,
            emissive,
            perceptual_roughness: 0.3,
            ..default()
        })
    };
    // Winning stones keep their colour (a faint warm glow); the halo carries the highlight.
    let black_win = glow(BLACK_STONE, WIN_GLOW * 0.025);
    let white_win = glow(WHITE_STONE, WIN_GLOW * 0.05);
    let halo_material = glow(Color::srgb(0.95, 0.70, 0.15), WIN_GLOW);
    let hint_material = glow(Color::srgb(0.3, 0.9, 0.5), LinearRgba::rgb(0.2, 1.2, 0.45));
    let mut translucent = |color: Color| {
        materials.add(StandardMaterial {
            base_color: color,
            alpha_mode: AlphaMode::Blend,
            unlit: true,
            ..default()
        })
    };
    let hover_ok = translucent(HOVER_OK);
    let hover_bad = translucent(HOVER_BAD);
    let hover_taken = translucent(HOVER_TAKEN);
    commands.insert_resource(BoardAssets {
        tile: meshes.add(Cylinder::new(CELL_RADIUS, CELL_HEIGHT).mesh().resolution(6)),
        stone: meshes.add(Sphere::new(STONE_RADIUS).mesh().uv(32, 18)),
        ring: meshes.add(Torus::new(0.07, 0.15)),
        halo: meshes.add(Torus::new(STONE_RADIUS * 1.0, STONE_RADIUS * 1.32)),
        disc: meshes.add(
            Cylinder::new(STONE_RADIUS * 0.95, 0.02)
                .mesh()
                .resolution(32),
        ),
        taken_ring: meshes.add(Torus::new(STONE_RADIUS * 0.56, STONE_RADIUS * 0.7)),
        interior,
        edge,
        edge_locked,
        base,
        rim,
        black,
        white,
        black_win,
        white_win,
        last_move,
        halo_material,
        hint_material,
        hover_ok,
        hover_bad,
        hover_taken,
        // A ring painted on the stone's dome, seen from above (a band round its
        // equator showed only as a hairline at its edge).
        band: meshes.add(Torus::new(
            STONE_RADIUS * (BAND_AT - BAND_WIDTH),
            STONE_RADIUS * (BAND_AT + BAND_WIDTH),
        )),
        band_material,
    });
}

/// Where the ring on a white stone stands, as a share of the stone's radius from its
/// axis, and half its width (shown in the accessible palettes).
pub(super) const BAND_AT: f32 = 0.62;
pub(super) const BAND_WIDTH: f32 = 0.09;
