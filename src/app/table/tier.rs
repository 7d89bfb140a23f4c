//! The picture's tier: what the settings' quality asks for on this machine's renderer,
//! and what each tier puts on the camera.
//!
//! *Low* keeps the look by cheap means, for a software renderer (Mesa's llvmpipe: every
//! pixel costs the CPU's time) or a modest card: the grain and the table's fall-off
//! are in the textures and the vertices (the table unlit: it covers most of the
//! window), flat ambient light, one shadow map filtered by a fixed kernel, no pass over
//! the screen. On a software renderer it also drops multisampling and halves the
//! shadow map.
//!
//! *High* adds what Bevy 0.19 offers on a graphics card: image-based light from a room
//! the app makes, the table lit and shadowed, screen-space ambient
//! occlusion, temporal anti-aliasing (and the shadow filter made for it), contact
//! shadows where pieces touch the board, a larger shadow map, and bloom, so that what
//! glows (the winning path, the hint, the last move) glows. Its effects converge over
//! frames, so after anything moves the window draws a few frames more before it sleeps.

use bevy::anti_alias::taa::TemporalAntiAliasing;
use bevy::core_pipeline::prepass::{DepthPrepass, MotionVectorPrepass, NormalPrepass};
use bevy::light::{DirectionalLightShadowMap, ShadowFilteringMethod};
use bevy::pbr::{ContactShadows, ScreenSpaceAmbientOcclusion};
use bevy::post_process::bloom::Bloom;
use bevy::prelude::*;
use bevy::render::camera::{MipBias, TemporalJitter};
use bevy::render::renderer::RenderAdapterInfo;

use super::camera::{FLAT_LIGHT, MainCamera, RoomLight};
use super::scene::{LampLit, Tabletop};
use crate::app::ground::pace::Frames;
use crate::app::ground::settings::AppSettings;

/// The tier the picture is drawn in now.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Tier {
    /// Cheap means (see the module's text).
    #[default]
    Low,
    /// A graphics card's effects.
    High,
}

impl Tier {
    /// Its word for the settings window.
    pub fn code(self) -> &'static str {
        match self {
            Tier::Low => "low",
            Tier::High => "high",
        }
    }
}

/// Whether the renderer draws in software (known once it has started; until then, and
/// with no renderer at all, taken to be so: the cheaper guess).
#[derive(Resource, Clone, Copy, Debug, PartialEq, Eq)]
pub struct InSoftware(pub bool);

pub(crate) fn plugin(app: &mut App) {
    super::scene::plugin(app);
    app.init_resource::<Tier>()
        .add_systems(
            Update,
            know_the_renderer
                .run_if(resource_exists::<RenderAdapterInfo>)
                .run_if(not(resource_exists::<InSoftware>)),
        )
        .add_systems(
            PostUpdate,
            (
                choose_tier,
                dress_camera,
                light_the_table,
                let_the_picture_settle,
            )
                .chain(),
        );
}

/// Reads what the renderer is, once.
fn know_the_renderer(adapter: Res<RenderAdapterInfo>, mut commands: Commands) {
    let in_software = format!("{:?}", adapter.device_type) == "Cpu";
    info!(
        "renderer: {} ({})",
        adapter.name,
        if in_software {
            "software"
        } else {
            "graphics card"
        }
    );
    commands.insert_resource(InSoftware(in_software));
}

/// The tier for the settings' quality on this renderer.
fn choose_tier(
    settings: Res<AppSettings>,
    software: Option<Res<InSoftware>>,
    mut tier: ResMut<Tier>,
) {
    let in_software = software.is_none_or(|s| s.0);
    let want = if settings.file.settings.quality.is_high(in_software) {
        Tier::High
    } else {
        Tier::Low
    };
    if *tier != want {
        info!("picture: {} tier", want.code());
        *tier = want;
    }
}

/// Puts the tier's effects on the camera (and takes the other tier's off), when the
/// tier or the renderer becomes known or changes.
fn dress_camera(
    tier: Res<Tier>,
    software: Option<Res<InSoftware>>,
    cameras: Query<(Entity, Ref<MainCamera>)>,
    mut shadow_map: ResMut<DirectionalLightShadowMap>,
    mut lights: Query<&mut DirectionalLight>,
    (room, mut flat): (Option<Res<RoomLight>>, ResMut<GlobalAmbientLight>),
    mut commands: Commands,
) {
    let software_changed = software.as_ref().is_some_and(|s| s.is_changed());
    let new_camera = cameras.iter().any(|(_, c)| c.is_added());
    if !tier.is_changed() && !software_changed && !new_camera {
        return;
    }
    let in_software = software.is_none_or(|s| s.0);
    let high = *tier == Tier::High;
    for (camera, _) in &cameras {
        let mut camera = commands.entity(camera);
        if high {
            if let Some(room) = &room {
                camera.insert(room.0.clone());
            }
            camera.insert((
                Msaa::Off,
                TemporalAntiAliasing::default(),
                ScreenSpaceAmbientOcclusion::default(),
                ContactShadows::default(),
                ShadowFilteringMethod::Temporal,
                Bloom {
                    intensity: 0.08,
                    ..Bloom::NATURAL
                },
            ));
        } else {
            camera
                .remove::<bevy::light::EnvironmentMapLight>()
                .remove::<(TemporalAntiAliasing, TemporalJitter, MipBias)>()
                .remove::<(ScreenSpaceAmbientOcclusion, ContactShadows, Bloom)>()
                .remove::<(DepthPrepass, NormalPrepass, MotionVectorPrepass)>()
                .insert((
                    if in_software {
                        Msaa::Off
                    } else {
                        Msaa::Sample4
                    },
                    ShadowFilteringMethod::Gaussian,
                ));
        }
    }
    flat.brightness = if high && room.is_some() {
        80.0
    } else {
        FLAT_LIGHT
    };
    for mut light in &mut lights {
        if light.contact_shadows_enabled != high {
            light.contact_shadows_enabled = high;
        }
    }
    shadow_map.size = match (high, in_software) {
        (true, _) => 4096,
        (false, true) => 1024,
        (false, false) => 2048,
    };
}

/// The table on the low tier is lit by its own vertices alone (the lamp's pool is in
/// them), in a material that computes no light: it covers most of the window, and a
/// software renderer shades every pixel of it. On the high tier it takes the lights,
/// and the board's shadow.
fn light_the_table(
    tier: Res<Tier>,
    mut tables: Query<(Entity, &mut Tabletop, Has<MeshMaterial3d<LampLit>>)>,
    standard: Res<Assets<StandardMaterial>>,
    mut plain: ResMut<Assets<LampLit>>,
    mut commands: Commands,
) {
    let low = *tier == Tier::Low;
    for (entity, mut table, in_plain) in &mut tables {
        if low == in_plain {
            continue;
        }
        let mut entity = commands.entity(entity);
        if !low {
            entity
                .remove::<MeshMaterial3d<LampLit>>()
                .insert(MeshMaterial3d(table.lit.clone()));
            continue;
        }
        if table.plain.is_none() {
            table.plain = standard
                .get(&table.lit)
                .and_then(LampLit::like)
                .map(|m| plain.add(m));
        }
        if let Some(handle) = &table.plain {
            entity
                .remove::<MeshMaterial3d<StandardMaterial>>()
                .insert(MeshMaterial3d(handle.clone()));
        }
    }
}

/// Frames drawn after the last motion on the high tier, for its effects to converge
/// (temporal anti-aliasing and the ambient occlusion's noise it smooths).
const SETTLING_FRAMES: u8 = 12;

/// On the high tier, asks for a few frames more after anything moved.
fn let_the_picture_settle(
    tier: Res<Tier>,
    moved: Query<(), Changed<Transform>>,
    mut left: Local<u8>,
    frames: Option<ResMut<Frames>>,
) {
    if *tier != Tier::High {
        *left = 0;
        return;
    }
    if tier.is_changed() || !moved.is_empty() {
        *left = SETTLING_FRAMES;
    }
    if *left > 0 {
        *left -= 1;
        if let Some(mut frames) = frames {
            frames.now();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::settings::{Quality, Settings};

    fn world_with(quality: Quality, software: Option<bool>) -> (World, Entity) {
        let mut world = World::new();
        world.insert_resource(AppSettings::in_memory(Settings {
            quality,
            ..Settings::default()
        }));
        if let Some(s) = software {
            world.insert_resource(InSoftware(s));
        }
        world.init_resource::<Tier>();
        world.init_resource::<DirectionalLightShadowMap>();
        world.init_resource::<GlobalAmbientLight>();
        let camera = world.spawn(MainCamera).id();
        world.spawn(DirectionalLight::default());
        (world, camera)
    }

    fn run(world: &mut World) {
        let mut choose = IntoSystem::into_system(choose_tier);
        choose.initialize(world);
        let _ = choose.run((), world);
        let mut dress = IntoSystem::into_system(dress_camera);
        dress.initialize(world);
        let _ = dress.run((), world);
        world.flush();
    }

    /// Auto is low on a software renderer (and before the renderer is known), high on
    /// a graphics card; low and high are what they say anywhere.
    #[test]
    fn the_tier_follows_the_quality_and_the_renderer() {
        let cases = [
            (Quality::Auto, Some(true), Tier::Low),
            (Quality::Auto, None, Tier::Low),
            (Quality::Auto, Some(false), Tier::High),
            (Quality::Low, Some(false), Tier::Low),
            (Quality::High, Some(true), Tier::High),
            (Quality::High, None, Tier::High),
        ];
        for (quality, software, want) in cases {
            let (mut world, _) = world_with(quality, software);
            run(&mut world);
            assert_eq!(*world.resource::<Tier>(), want, "{quality:?} {software:?}");
        }
    }

    /// The high tier puts its effects on the camera; back to low, they go, prepasses
    /// and all, and a software renderer loses multisampling.
    #[test]
    fn each_tier_dresses_the_camera() {
        let (mut world, camera) = world_with(Quality::High, Some(true));
        run(&mut world);
        let e = world.entity(camera);
        assert!(e.contains::<TemporalAntiAliasing>());
        assert!(e.contains::<ScreenSpaceAmbientOcclusion>());
        assert!(e.contains::<Bloom>());
        assert!(e.contains::<DepthPrepass>());
        assert_eq!(world.resource::<DirectionalLightShadowMap>().size, 4096);
        world.resource_mut::<AppSettings>().file.settings.quality = Quality::Low;
        run(&mut world);
        let e = world.entity(camera);
        for (name, present) in [
            ("taa", e.contains::<TemporalAntiAliasing>()),
            ("ssao", e.contains::<ScreenSpaceAmbientOcclusion>()),
            ("bloom", e.contains::<Bloom>()),
            ("depth prepass", e.contains::<DepthPrepass>()),
            ("motion vectors", e.contains::<MotionVectorPrepass>()),
            ("jitter", e.contains::<TemporalJitter>()),
        ] {
            assert!(!present, "{name} left on the low tier");
        }
        assert_eq!(e.get::<Msaa>(), Some(&Msaa::Off));
        assert_eq!(world.resource::<DirectionalLightShadowMap>().size, 1024);
    }
}
