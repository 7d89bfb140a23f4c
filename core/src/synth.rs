//! Synthesizes the game's sounds: every sound in `assets/sounds` is made here.
//!
//! `unlur synth-sounds --out assets/sounds` writes them; a test checks that the
//! committed files are exactly what this code makes. Deterministic (no randomness
//! beyond a fixed-seed noise generator).

use std::f32::consts::TAU;

/// Sample rate of every generated sound.
pub const SAMPLE_RATE: u32 = 44_100;

/// A sound the app plays, with its file name.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SoundId {
    /// A stone lands on the board: a short wooden click.
    Place,
    /// The contract ends: a soft two-note chime.
    Pass,
    /// The game ends: a rising bell arpeggio.
    GameOver,
    /// A refused move: a low, gentle thud.
    Refuse,
    /// A die tumbling on wood: a burst of small knocks, slowing down.
    Roll,
    /// A capture: a sharp double knock over a low drum.
    Capture,
    /// Prisoners leave the game: a falling three-note chime.
    Remove,
}

impl SoundId {
    /// Every sound.
    pub const ALL: [SoundId; 7] = [
        SoundId::Place,
        SoundId::Pass,
        SoundId::GameOver,
        SoundId::Refuse,
        SoundId::Roll,
        SoundId::Capture,
        SoundId::Remove,
    ];

    /// The file name under `assets/sounds`.
    pub const fn file_name(self) -> &'static str {
        match self {
            SoundId::Place => "place.wav",
            SoundId::Pass => "pass.wav",
            SoundId::GameOver => "game_over.wav",
            SoundId::Refuse => "refuse.wav",
            SoundId::Roll => "roll.wav",
            SoundId::Capture => "capture.wav",
            SoundId::Remove => "remove.wav",
        }
    }
}

/// A small deterministic noise source (xorshift).
struct Noise(u32);

impl Noise {
    fn next(&mut self) -> f32 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 17;
        self.0 ^= self.0 << 5;
        (self.0 as f32 / u32::MAX as f32) * 2.0 - 1.0
    }
}

fn seconds(s: f32) -> usize {
    (s * SAMPLE_RATE as f32) as usize
}

/// A bell-like partial stack: decaying sines at inharmonic ratios.
fn bell(out: &mut [f32], start: usize, freq: f32, gain: f32, decay: f32) {
    let partials = [(1.0, 1.0), (2.01, 0.45), (3.02, 0.2), (4.17, 0.12)];
    for (i, s) in out.iter_mut().enumerate().skip(start) {
        let t = (i - start) as f32 / SAMPLE_RATE as f32;
        let attack = (t / 0.004).min(1.0);
        let v: f32 = partials
            .iter()
            .map(|(ratio, amp)| amp * (TAU * freq * ratio * t).sin() * (-t * decay * ratio).exp())
            .sum();
        *s += gain * attack * v;
    }
}

/// A knock on wood at `start`: a noisy transient and a short resonance at `freq`.
fn knock(out: &mut [f32], start: usize, freq: f32, gain: f32, noise: &mut Noise) {
    for (i, s) in out.iter_mut().enumerate().skip(start) {
        let t = (i - start) as f32 / SAMPLE_RATE as f32;
        if t > 0.08 {
            break;
        }
        let click = noise.next() * (-t * 320.0).exp() * 0.5;
        let body = (TAU * freq * t).sin() * (-t * 70.0).exp() * 0.5;
        *s += gain * (click + body);
    }
}

/// The samples of a sound, in -1..1.
pub fn samples(id: SoundId) -> Vec<f32> {
    let mut noise = Noise(0x9E37_79B9);
    match id {
        SoundId::Place => {
            // A stone on wood: a noisy transient and two short resonances.
            let mut out = vec![0.0; seconds(0.16)];
            for (i, s) in out.iter_mut().enumerate() {
                let t = i as f32 / SAMPLE_RATE as f32;
                let click = noise.next() * (-t * 260.0).exp() * 0.55;
                let body = (TAU * 1_180.0 * t).sin() * (-t * 55.0).exp() * 0.5
                    + (TAU * 2_630.0 * t).sin() * (-t * 90.0).exp() * 0.25
                    + (TAU * 340.0 * t).sin() * (-t * 40.0).exp() * 0.35;
                *s = click + body;
            }
            out
        }
        SoundId::Pass => {
            let mut out = vec![0.0; seconds(0.9)];
            bell(&mut out, 0, 659.25, 0.35, 6.0);
            bell(&mut out, seconds(0.16), 493.88, 0.35, 5.0);
            out
        }
        SoundId::GameOver => {
            let mut out = vec![0.0; seconds(2.2)];
            for (k, f) in [523.25, 659.25, 783.99, 1_046.5].into_iter().enumerate() {
                bell(&mut out, seconds(0.14 * k as f32), f, 0.28, 2.2);
            }
            out
        }
        SoundId::Refuse => {
            let mut out = vec![0.0; seconds(0.22)];
            for (i, s) in out.iter_mut().enumerate() {
                let t = i as f32 / SAMPLE_RATE as f32;
                let f = 150.0 - 40.0 * t / 0.22;
                *s = (TAU * f * t).sin() * (-t * 18.0).exp() * 0.6 * (t / 0.01).min(1.0);
            }
            out
        }
        SoundId::Roll => {
            // Knocks that come further apart and softer as the die slows down.
            let mut out = vec![0.0; seconds(0.85)];
            let mut at = 0.0f32;
            let mut gap = 0.045f32;
            let mut gain = 1.0f32;
            while at < 0.7 {
                let freq = 900.0 + 700.0 * (noise.next() * 0.5 + 0.5);
                knock(&mut out, seconds(at), freq, gain, &mut noise);
                at += gap;
                gap *= 1.22;
                gain *= 0.86;
            }
            out
        }
        SoundId::Capture => {
            let mut out = vec![0.0; seconds(0.4)];
            knock(&mut out, 0, 1_500.0, 1.0, &mut noise);
            knock(&mut out, seconds(0.07), 1_100.0, 0.8, &mut noise);
            for (i, s) in out.iter_mut().enumerate() {
                let t = i as f32 / SAMPLE_RATE as f32;
                *s += (TAU * 110.0 * t).sin() * (-t * 9.0).exp() * 0.45 * (t / 0.005).min(1.0);
            }
            out
        }
        SoundId::Remove => {
            let mut out = vec![0.0; seconds(1.1)];
            for (k, f) in [783.99, 659.25, 523.25].into_iter().enumerate() {
                bell(&mut out, seconds(0.11 * k as f32), f, 0.3, 4.0);
            }
            out
        }
    }
}

/// Encodes samples as a 16-bit mono PCM WAV file, normalised to a safe peak.
pub fn wav_bytes(samples: &[f32]) -> Vec<u8> {
    let peak = samples.iter().fold(0.0f32, |m, s| m.max(s.abs())).max(1e-6);
    let scale = 0.85 / peak;
    let data_len = (samples.len() * 2) as u32;
    let mut out = Vec::with_capacity(44 + data_len as usize);
    out.extend_from_slice(b"RIFF");
    out.extend_from_slice(&(36 + data_len).to_le_bytes());
    out.extend_from_slice(b"WAVEfmt ");
    out.extend_from_slice(&16u32.to_le_bytes());
    out.extend_from_slice(&1u16.to_le_bytes()); // PCM
    out.extend_from_slice(&1u16.to_le_bytes()); // mono
    out.extend_from_slice(&SAMPLE_RATE.to_le_bytes());
    out.extend_from_slice(&(SAMPLE_RATE * 2).to_le_bytes());
    out.extend_from_slice(&2u16.to_le_bytes());
    out.extend_from_slice(&16u16.to_le_bytes());
    out.extend_from_slice(b"data");
    out.extend_from_slice(&data_len.to_le_bytes());
    for s in samples {
        let v = (s * scale * i16::MAX as f32)
            .round()
            .clamp(i16::MIN as f32, i16::MAX as f32) as i16;
        out.extend_from_slice(&v.to_le_bytes());
    }
    out
}

/// The WAV file of a sound, as committed under `assets/sounds`.
pub fn wav(id: SoundId) -> Vec<u8> {
    wav_bytes(&samples(id))
}

/// Writes every sound into `dir`.
pub fn write_all(dir: &std::path::Path) -> std::io::Result<()> {
    std::fs::create_dir_all(dir)?;
    for id in SoundId::ALL {
        std::fs::write(dir.join(id.file_name()), wav(id))?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn committed_sounds_are_what_the_generator_makes() {
        let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../assets/sounds");
        for id in SoundId::ALL {
            let committed = std::fs::read(dir.join(id.file_name())).expect("sound file present");
            assert!(
                committed == wav(id),
                "{} differs: run `unlur synth-sounds --out assets/sounds`",
                id.file_name()
            );
        }
    }

    #[test]
    fn sounds_are_short_loud_enough_and_never_clip() {
        for id in SoundId::ALL {
            let s = samples(id);
            let secs = s.len() as f32 / SAMPLE_RATE as f32;
            assert!((0.1..=2.5).contains(&secs), "{id:?} lasts {secs}s");
            let bytes = wav(id);
            assert_eq!(&bytes[..4], b"RIFF");
            let pcm: Vec<i16> = bytes[44..]
                .chunks(2)
                .map(|c| i16::from_le_bytes([c[0], c[1]]))
                .collect();
            let peak = pcm.iter().map(|v| v.unsigned_abs()).max().unwrap_or(0);
            assert!(
                peak > 20_000 && peak < i16::MAX as u16,
                "{id:?} peak {peak}"
            );
        }
    }

    #[test]
    fn the_placement_click_is_over_by_a_quarter_second() {
        assert!(samples(SoundId::Place).len() <= seconds(0.25));
    }
}
