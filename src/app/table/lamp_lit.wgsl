// The table on the low tier: its grain, tinted by its colour and by the lamp's pool of
// light in its vertices, and nothing else. It covers most of the window, and a software
// renderer shades every pixel of it on the CPU: the standard material's fragment shader,
// even unlit, cost a third more time per frame at 1920x1080 on llvmpipe.
#import bevy_pbr::forward_io::VertexOutput
#import bevy_pbr::mesh_view_bindings::view
#import bevy_core_pipeline::tonemapping::{tone_mapping, screen_space_dither}
#import bevy_render::maths::powsafe

struct LampLit {
    tint: vec4<f32>,
    // x, y: repeats of the grain across the table.
    repeats: vec4<f32>,
}

@group(#{MATERIAL_BIND_GROUP}) @binding(0) var<uniform> material: LampLit;
@group(#{MATERIAL_BIND_GROUP}) @binding(1) var grain_texture: texture_2d<f32>;
@group(#{MATERIAL_BIND_GROUP}) @binding(2) var grain_sampler: sampler;

@fragment
fn fragment(in: VertexOutput) -> @location(0) vec4<f32> {
    var colour = material.tint;
#ifdef VERTEX_UVS_A
    colour = colour * textureSample(grain_texture, grain_sampler, in.uv * material.repeats.xy);
#endif
#ifdef VERTEX_COLORS
    colour = colour * in.color;
#endif
    colour.a = 1.0;
#ifdef TONEMAP_IN_SHADER
    colour = tone_mapping(colour, view.color_grading);
#ifdef DEBAND_DITHER
    // The pool's long fall-off to dark would show steps without it.
    var rgb = powsafe(colour.rgb, 1.0 / 2.2);
    rgb = rgb + screen_space_dither(in.position.xy);
    colour = vec4(powsafe(rgb, 2.2), colour.a);
#endif
#endif
    return colour;
}
