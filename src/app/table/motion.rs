//! Motions the dice games share: pieces hopping square by square (or settling after a
//! move), and dice tumbling before they show their values.

use bevy::prelude::*;

use super::animation::{AnimationSettings, Attention};
use super::audio::PlaySound;
use crate::app::ground::order::Step;
use crate::synth::SoundId;

/// A piece moving through `waypoints`, one segment every `step` seconds after `delay`,
/// in arcs `arc` high.
#[derive(Component, Debug)]
pub struct Hop {
    /// Where it starts, the squares it passes, where it ends.
    pub waypoints: Vec<Vec3>,
    /// Seconds before it sets off.
    pub delay: f32,
    /// Seconds since the hop was given.
    pub elapsed: f32,
    /// Seconds per segment.
    pub step: f32,
    /// Height of each arc.
    pub arc: f32,
    /// The rotation it ends with (`None`: it keeps its own).
    pub end_rotation: Option<Quat>,
    /// It turns over during its last segment (a promotion).
    pub flip: bool,
    /// Sounds to play when it lands (captures, removals, a win).
    pub on_land: Vec<SoundId>,
    /// A click on each square entered (the mover only).
    pub clicks: bool,
}

impl Hop {
    /// A hop with no rotation, flip, sounds or clicks.
    pub fn new(waypoints: Vec<Vec3>, delay: f32, step: f32, arc: f32) -> Hop {
        Hop {
            waypoints,
            delay,
            elapsed: 0.0,
            step,
            arc,
            end_rotation: None,
            flip: false,
            on_land: Vec::new(),
            clicks: false,
        }
    }
}

/// A die tumbling for `seconds`, then resting at `rest` with `end` as its rotation.
#[derive(Component, Debug)]
pub struct Tumble {
    /// Seconds since the throw.
    pub elapsed: f32,
    axis: Vec3,
    end: Quat,
    rest: Vec3,
    /// Where it comes from, relative to `rest`, as it rolls in.
    drift: Vec3,
    seconds: f32,
}

impl Tumble {
    /// A throw: `spin` varies the axis it turns about.
    pub fn new(spin: f32, end: Quat, rest: Vec3, drift: Vec3, seconds: f32) -> Tumble {
        Tumble {
            elapsed: 0.0,
            axis: Vec3::new(spin.sin(), 0.6, spin.cos()).normalize(),
            end,
            rest,
            drift,
            seconds,
        }
    }
}

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(Startup, make_cursor_assets).add_systems(
        Update,
        (advance_tumbles, advance_hops, bob_cursor_marks).in_set(Step::View),
    );
}

/// The keyboard cursor's mark in the dice games: a bright arrow pointing down at a
/// piece, bobbing a while, or a ring on a destination.
#[derive(Component, Debug)]
pub struct CursorMark {
    /// Where it points (the arrow floats above).
    pub at: Vec3,
}

/// The cursor mark's meshes and material (the same in every palette: a glowing magenta
/// that neither the boards, the pieces nor the green marks of legal moves use, and that
/// stays apart from green for colour-blind eyes too).
#[derive(Resource, Clone, Debug)]
pub struct CursorAssets {
    arrow: Handle<Mesh>,
    ring: Handle<Mesh>,
    material: Handle<StandardMaterial>,
}

/// Height of the cursor's arrow above what it points at.
const CURSOR_LIFT: f32 = 0.55;

fn make_cursor_assets(
    mut commands: Commands,
    meshes: Option<ResMut<Assets<Mesh>>>,
    materials: Option<ResMut<Assets<StandardMaterial>>>,
) {
    let (Some(mut meshes), Some(mut materials)) = (meshes, materials) else {
        return;
    };
    commands.insert_resource(CursorAssets {
        arrow: meshes.add(Cone::new(0.24, 0.5)),
        ring: meshes.add(Torus::new(0.30, 0.42)),
        material: materials.add(StandardMaterial {
            base_color: Color::srgb(1.0, 0.25, 0.85),
            emissive: LinearRgba::rgb(1.6, 0.2, 1.3),
            ..default()
        }),
    });
}

impl CursorAssets {
    /// An arrow pointing down at `at` (a piece to move).
    pub fn arrow(&self, at: Vec3) -> impl Bundle + use<> {
        (
            CursorMark { at },
            Attention::default(),
            Mesh3d(self.arrow.clone()),
            MeshMaterial3d(self.material.clone()),
            Transform::from_translation(at + Vec3::Y * CURSOR_LIFT)
                .with_rotation(Quat::from_rotation_x(std::f32::consts::PI)),
            Pickable::IGNORE,
        )
    }

    /// A ring around `at` (where the piece goes).
    pub fn ring(&self, at: Vec3) -> impl Bundle + use<> {
        (
            Mesh3d(self.ring.clone()),
            MeshMaterial3d(self.material.clone()),
            Transform::from_translation(at + Vec3::Y * 0.06),
            Pickable::IGNORE,
        )
    }
}

fn bob_cursor_marks(
    time: Res<Time>,
    mut marks: Query<(&CursorMark, &mut Attention, &mut Transform)>,
) {
    for (mark, mut attention, mut transform) in &mut marks {
        let lift = CURSOR_LIFT + 0.08 * attention.sway(time.delta_secs());
        let at = mark.at + Vec3::Y * lift;
        if transform.translation != at {
            transform.translation = at;
        }
    }
}

fn advance_hops(
    time: Res<Time>,
    animation: Res<AnimationSettings>,
    mut commands: Commands,
    mut hops: Query<(Entity, &mut Hop, &mut Transform)>,
    mut sounds: MessageWriter<PlaySound>,
) {
    for (entity, mut hop, mut transform) in &mut hops {
        let before = hop.elapsed - hop.delay;
        hop.elapsed += animation.pace(time.delta_secs());
        let t = hop.elapsed - hop.delay;
        if t < 0.0 {
            continue;
        }
        let segments = hop.waypoints.len() - 1;
        let total = segments as f32 * hop.step;
        // A click each time the piece lands on a square.
        if hop.clicks {
            let landed_before = (before.max(0.0) / hop.step).floor() as usize;
            let landed_now = (t.min(total) / hop.step).floor() as usize;
            for _ in landed_before..landed_now {
                sounds.write(PlaySound(SoundId::Place));
            }
        }
        if t >= total || segments == 0 {
            transform.translation = hop.waypoints[segments];
            if let Some(r) = hop.end_rotation {
                transform.rotation = r;
            }
            for &s in &hop.on_land {
                sounds.write(PlaySound(s));
            }
            commands.entity(entity).remove::<Hop>();
            continue;
        }
        let i = ((t / hop.step) as usize).min(segments - 1);
        let f = (t - i as f32 * hop.step) / hop.step;
        let (a, b) = (hop.waypoints[i], hop.waypoints[i + 1]);
        let arc = (f * std::f32::consts::PI).sin() * hop.arc;
        transform.translation = a.lerp(b, f) + Vec3::Y * arc;
        if hop.flip && i == segments - 1 {
            transform.rotation = Quat::from_rotation_x(std::f32::consts::PI * f);
        }
    }
}

fn advance_tumbles(
    time: Res<Time>,
    animation: Res<AnimationSettings>,
    mut commands: Commands,
    mut dice: Query<(Entity, &mut Tumble, &mut Transform)>,
) {
    let instant = animation.instant();
    for (entity, mut tumble, mut transform) in &mut dice {
        tumble.elapsed += animation.pace(time.delta_secs());
        let t = if instant {
            1.0
        } else {
            (tumble.elapsed / tumble.seconds).min(1.0)
        };
        let ease = 1.0 - (1.0 - t).powi(3);
        let turns = 3.0 * std::f32::consts::TAU * (1.0 - ease);
        transform.rotation = Quat::from_axis_angle(tumble.axis, turns) * tumble.end;
        let bounce = ((t * 3.0 * std::f32::consts::PI).sin()).abs() * 0.6 * (1.0 - t);
        // The die rests on a face, its centre `rest.y` above what it rests on; turned on
        // an edge or a corner it stands higher (at a few frames a second a frame caught
        // it tilted with its corners in the table: "half sunk").
        let clear = clear_of_table(transform.rotation, tumble.rest.y);
        transform.translation =
            tumble.rest + tumble.drift * (1.0 - ease) + Vec3::Y * (bounce + clear);
        if t >= 1.0 {
            transform.translation = tumble.rest;
            commands.entity(entity).remove::<Tumble>();
        }
    }
}

/// How much higher than on a face a cube of half size `half` must stand, turned by
/// `rotation`, for its lowest corner to stay where its face rests.
pub(crate) fn clear_of_table(rotation: Quat, half: f32) -> f32 {
    let reach =
        (rotation * Vec3::X).y.abs() + (rotation * Vec3::Y).y.abs() + (rotation * Vec3::Z).y.abs();
    half * (reach - 1.0).max(0.0)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Whichever way the die is turned, no corner goes below the table it rests on; on
    /// a face it stands where it rests.
    #[test]
    fn a_tumbling_die_never_sinks_into_the_table() {
        let half = 0.3;
        assert!(clear_of_table(Quat::IDENTITY, half).abs() < 1e-6);
        assert!(clear_of_table(Quat::from_rotation_x(std::f32::consts::FRAC_PI_2), half) < 1e-5);
        for k in 0..500 {
            let a = k as f32 * 0.37;
            let r = Quat::from_axis_angle(Vec3::new(a.sin(), 0.6, a.cos()).normalize(), a * 2.3);
            let centre = half + clear_of_table(r, half);
            let lowest = [-1.0f32, 1.0]
                .into_iter()
                .flat_map(|x| [-1.0f32, 1.0].map(|y| (x, y)))
                .flat_map(|(x, y)| [-1.0f32, 1.0].map(|z| Vec3::new(x, y, z) * half))
                .map(|corner| centre + (r * corner).y)
                .fold(f32::MAX, f32::min);
            assert!(
                lowest > -1e-4,
                "turned {k}: a corner {lowest} under the table"
            );
        }
    }
}
