//! Camera, lights and framing: the whole board stays in view beside the HUD, at any
//! window size and aspect ratio.

use bevy::prelude::*;
use bevy::window::{PrimaryWindow, WindowMode};

use super::framing::{FOV, PITCH};
pub use super::framing::{framing, framing_outline, framing_turned};
use crate::app::ground::pace::Frames;
use crate::app::look::style::CLEAR_COLOUR;

/// The main 3D camera.
#[derive(Component, Debug)]
pub struct MainCamera;

/// The part of the window the HUD leaves free for the board, in logical pixels from the
/// window's edges. The HUD updates it every frame.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq)]
pub struct UiInsets {
    /// Covered at the left.
    pub left: f32,
    /// Covered at the right.
    pub right: f32,
    /// Covered at the top.
    pub top: f32,
    /// Covered at the bottom.
    pub bottom: f32,
}

/// The points of the board on screen that must stay in view (world coordinates, board
/// centred at the origin): each game keeps it up to date while it is on screen, so the
/// camera frames any board without knowing which game it is.
#[derive(Resource, Clone, Debug, Default, PartialEq)]
pub struct BoardOutline(pub Vec<Vec3>);

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<UiInsets>()
        .init_resource::<CameraYaw>()
        .insert_resource(ClearColor(CLEAR_COLOUR))
        // Flat light, so that no shadow is ever black; on the high tier the room's
        // light comes from an environment the camera carries (`tier.rs`), and this
        // is lowered.
        .insert_resource(GlobalAmbientLight {
            color: Color::srgb(0.95, 0.93, 1.0),
            brightness: FLAT_LIGHT,
            ..default()
        })
        .add_systems(Startup, spawn_camera_and_lights)
        .add_systems(
            PostUpdate,
            // Framed before the UI's pass, which draws the boards' labels where this
            // camera sees them (a change of the panels' room asks for the next frame,
            // which frames the board for it).
            (
                frame_board.before(bevy_egui::EguiPostUpdateSet::EndPass),
                turn_lights,
            )
                .before(TransformSystems::Propagate),
        );
}

/// The flat light's brightness on the low tier.
pub const FLAT_LIGHT: f32 = 350.0;

/// The room's image-based light (see `spawn_camera_and_lights`), put on the camera on
/// the high tier.
#[derive(Resource, Clone)]
pub struct RoomLight(pub bevy::light::EnvironmentMapLight);

/// Where the sun-like key light stands, the camera unturned.
const KEY_LIGHT: Vec3 = Vec3::new(-6.0, 14.0, 5.0);
/// Where the warm fill light stands, the camera unturned.
const FILL_LIGHT: Vec3 = Vec3::new(9.0, 10.0, 8.0);

fn spawn_camera_and_lights(mut commands: Commands, mut images: ResMut<Assets<Image>>) {
    // Image-based light from a room the app makes: a warm ceiling, walls in half
    // light, a dark floor. It lights the pieces' sides and puts a soft sheen on the
    // varnish and the stones, where flat ambient light left them dull.
    let mut room = bevy::light::EnvironmentMapLight::hemispherical_gradient(
        &mut images,
        Color::srgb(1.0, 0.93, 0.82),
        Color::srgb(0.42, 0.40, 0.42),
        Color::srgb(0.10, 0.09, 0.08),
    );
    room.intensity = 900.0;
    commands.insert_resource(RoomLight(room));
    commands.spawn((
        MainCamera,
        Camera3d::default(),
        Projection::Perspective(PerspectiveProjection {
            fov: FOV,
            ..default()
        }),
        Transform::from_xyz(0.0, 14.0, 9.0).looking_at(Vec3::ZERO, Vec3::Y),
    ));
    commands.spawn((
        DirectionalLight {
            illuminance: 9_000.0,
            shadow_maps_enabled: true,
            ..default()
        },
        // The board is small and close: one cascade covers it (four cost four times more).
        bevy::light::CascadeShadowConfigBuilder {
            num_cascades: 1,
            minimum_distance: 0.1,
            maximum_distance: 120.0,
            first_cascade_far_bound: 120.0,
            overlap_proportion: 0.2,
        }
        .build(),
        Transform::from_translation(KEY_LIGHT).looking_at(Vec3::ZERO, Vec3::Y),
        TurnsWithCamera(KEY_LIGHT),
    ));
    // A soft warm fill light from the other side.
    commands.spawn((
        PointLight {
            intensity: 2_500_000.0,
            range: 60.0,
            color: Color::srgb(1.0, 0.9, 0.78),
            ..default()
        },
        Transform::from_translation(FILL_LIGHT),
        TurnsWithCamera(FILL_LIGHT),
    ));
}

/// A light that keeps its place beside the camera when the camera turns about the
/// board (the guest's turned board, the demo): the board is lit alike from either side.
/// Left in place, the warm fill light stood behind a turned board and its glare washed
/// out the half of the board nearest it. Its place with the camera unturned.
#[derive(Component, Clone, Copy, Debug)]
pub struct TurnsWithCamera(pub Vec3);

/// Puts the lights where they stand for the camera's turn, when it changes.
fn turn_lights(yaw: Res<CameraYaw>, mut lights: Query<(&mut Transform, &TurnsWithCamera)>) {
    if !yaw.is_changed() {
        return;
    }
    let turn = Quat::from_rotation_y(yaw.0);
    for (mut transform, at) in &mut lights {
        let target = Transform::from_translation(turn * at.0).looking_at(Vec3::ZERO, Vec3::Y);
        if *transform != target {
            *transform = target;
        }
    }
}

/// A short move of the camera toward a point of the board and back, for a game's
/// decisive moment (the win): after `delay` seconds of animation time the camera goes a
/// part of the way toward `focus` (which stays where it is on the screen, the board
/// growing round it), holds, and goes back, each way eased at both ends.
#[derive(Resource, Clone, Copy, Debug, PartialEq)]
pub struct CameraFlourish {
    /// The point of the board the camera moves toward (world coordinates).
    pub focus: Vec3,
    /// Animation time before the move begins.
    pub delay: f32,
    /// Animation time since it was asked for.
    pub elapsed: f32,
}

/// The flourish's times, in seconds of animation time: toward the focus, held, back.
const FLOURISH: [f32; 3] = [0.9, 1.6, 1.1];
/// How much of the way to the focus the camera goes (the board grows by about a sixth).
const FLOURISH_DEPTH: f32 = 0.14;

impl CameraFlourish {
    /// A move toward `focus` after `delay` seconds.
    pub fn toward(focus: Vec3, delay: f32) -> Self {
        CameraFlourish {
            focus,
            delay,
            elapsed: 0.0,
        }
    }

    /// How much of the way to the focus the camera is now (0 before and after the
    /// move); `None` once it is over.
    pub fn reach(&self) -> Option<f32> {
        let [rise, hold, fall] = FLOURISH;
        let t = self.elapsed - self.delay;
        let ease = |x: f32| {
            let x = x.clamp(0.0, 1.0);
            x * x * (3.0 - 2.0 * x)
        };
        let part = if t < rise {
            ease(t / rise)
        } else if t < rise + hold {
            1.0
        } else if t < rise + hold + fall {
            1.0 - ease((t - rise - hold) / fall)
        } else {
            return None;
        };
        Some(FLOURISH_DEPTH * part)
    }
}

/// How far the camera is turned about the board's vertical axis (the demo turns it).
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq)]
pub struct CameraYaw(pub f32);

fn frame_board(
    window: Option<Single<&Window, With<PrimaryWindow>>>,
    insets: Res<UiInsets>,
    outline: Res<BoardOutline>,
    yaw: Res<CameraYaw>,
    mut camera: Query<&mut Transform, With<MainCamera>>,
    (flourish, time, animation): (
        Option<ResMut<CameraFlourish>>,
        Res<Time>,
        Res<super::animation::AnimationSettings>,
    ),
    (mut frames, mut commands): (ResMut<Frames>, Commands),
) {
    let Some(window) = window else { return };
    let Ok(mut transform) = camera.single_mut() else {
        return;
    };
    if outline.0.is_empty() {
        return;
    }
    let pos = framing_outline(window.width(), window.height(), *insets, &outline.0, yaw.0);
    let turn = Quat::from_rotation_y(yaw.0);
    let look = turn * Quat::from_rotation_x(-(std::f32::consts::FRAC_PI_2 - PITCH));
    let mut pos = turn * pos;
    if let Some(mut flourish) = flourish {
        flourish.elapsed += animation.pace(time.delta_secs());
        match flourish.reach() {
            Some(part) => {
                pos += (flourish.focus - pos) * part;
                frames.now();
            }
            None => commands.remove_resource::<CameraFlourish>(),
        }
    }
    let target = Transform::from_translation(pos).with_rotation(look);
    if *transform != target {
        *transform = target;
    }
}

/// Toggles between a window and borderless fullscreen.
pub fn toggle_fullscreen(window: &mut Window) {
    window.mode = match window.mode {
        WindowMode::Windowed => WindowMode::BorderlessFullscreen(MonitorSelection::Current),
        _ => WindowMode::Windowed,
    };
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The win's flourish waits, eases toward the focus, holds, eases back and ends.
    #[test]
    fn the_flourish_goes_and_comes_back_smoothly() {
        let mut f = CameraFlourish::toward(Vec3::ZERO, 0.5);
        let mut last = 0.0;
        let mut most = 0.0f32;
        let mut steps = 0;
        while let Some(part) = f.reach() {
            assert!(
                (part - last).abs() < 0.01,
                "a jump at {}: {last} -> {part}",
                f.elapsed
            );
            if f.elapsed < 0.5 {
                assert_eq!(part, 0.0);
            }
            most = most.max(part);
            last = part;
            f.elapsed += 1.0 / 60.0;
            steps += 1;
        }
        assert!(last < 1e-3, "it ends where it began: {last}");
        assert_eq!(most, FLOURISH_DEPTH);
        assert!((200..300).contains(&steps), "{steps} frames");
    }

    /// The guest's board is turned: its lights go round with the camera, so that the
    /// fill light's glare does not wash out the half of the board nearest it.
    #[test]
    fn the_lights_keep_their_place_beside_a_turned_camera() {
        let mut world = World::new();
        world.init_resource::<CameraYaw>();
        let at = Vec3::new(9.0, 10.0, 8.0);
        let light = world
            .spawn((Transform::from_translation(at), TurnsWithCamera(at)))
            .id();
        let mut turn = bevy::ecs::system::IntoSystem::into_system(turn_lights);
        turn.initialize(&mut world);
        world.resource_mut::<CameraYaw>().0 = std::f32::consts::PI;
        let _ = turn.run((), &mut world);
        let now = world.get::<Transform>(light).unwrap().translation;
        assert!(now.distance(Vec3::new(-9.0, 10.0, -8.0)) < 1e-4, "{now}");
        world.resource_mut::<CameraYaw>().0 = 0.0;
        let _ = turn.run((), &mut world);
        let back = world.get::<Transform>(light).unwrap().translation;
        assert!(back.distance(at) < 1e-4, "{back}");
    }
}
