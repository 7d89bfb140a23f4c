//! How an evaluation becomes a chance of winning: a logistic fit of self-play outcomes
//! (`unlur calibrate`), for the dice games' reviews.

/// How an evaluation in (-1, 1) becomes a chance of winning: `1 / (1 + e^-z)` with
/// `z = a x + c x t + b` for `x = atanh(v)` and `t` how far the game has gone (0 at the
/// start, 1 at the end), fitted to self-play outcomes (`unlur calibrate`, measured in
/// `docs/ai.md`). The games' evaluations squash a score with `tanh`; the fit works on
/// the score itself, so a position that is all but won can read 99%; and a lead counts
/// for more as the game nears its end (a race decided by one piece).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Calibration {
    /// The slope.
    pub a: f32,
    /// The offset (0 for a game fair to both sides).
    pub b: f32,
    /// The slope's growth with the game's progress.
    pub c: f32,
}

/// The chance `1 / (1 + e^-z)` of log-odds `z`.
pub fn logistic(z: f32) -> f32 {
    1.0 / (1.0 + (-z).exp())
}

/// One self-play sample: the evaluation from a side's point of view, how far the game
/// had gone, and whether that side won.
pub type Sample = (f32, f32, bool);

impl Calibration {
    /// The chance of winning for an evaluation `v` from the same side's point of view,
    /// `phase` (0 to 1) into the game.
    pub fn chance(self, v: f32, phase: f32) -> f32 {
        logistic(self.log_odds(v, phase))
    }

    /// The log-odds of [`Calibration::chance`].
    pub fn log_odds(self, v: f32, phase: f32) -> f32 {
        let x = score(v);
        self.a * x + self.c * x * phase + self.b
    }

    /// The logistic fit of `samples`, by Newton's method on the log-likelihood.
    pub fn fit(samples: &[Sample]) -> Calibration {
        Calibration::fit_offset(samples, &[])
    }

    /// As [`Calibration::fit`], each sample's log-odds with its offset added (what a
    /// game knows besides the evaluation, fitted apart; missing offsets are 0).
    pub fn fit_offset(samples: &[Sample], offsets: &[f32]) -> Calibration {
        let mut w = [1.0f64, 0.0, 0.0];
        for _ in 0..60 {
            let mut g = [0.0f64; 3];
            let mut h = [[0.0f64; 3]; 3];
            for (k, &(v, phase, won)) in samples.iter().enumerate() {
                let x = f64::from(score(v));
                let f = [x, 1.0, x * f64::from(phase)];
                let offset = f64::from(offsets.get(k).copied().unwrap_or(0.0));
                let z: f64 = offset + (0..3).map(|i| w[i] * f[i]).sum::<f64>();
                let p = 1.0 / (1.0 + (-z).exp());
                let e = f64::from(u8::from(won)) - p;
                let k = p * (1.0 - p);
                for i in 0..3 {
                    g[i] += e * f[i];
                    for j in 0..3 {
                        h[i][j] += k * f[i] * f[j];
                    }
                }
            }
            let Some(step) = solve3(h, g) else { break };
            for i in 0..3 {
                w[i] += step[i];
            }
            if step.iter().map(|d| d.abs()).sum::<f64>() < 1e-9 {
                break;
            }
        }
        Calibration {
            a: w[0] as f32,
            b: w[1] as f32,
            c: w[2] as f32,
        }
    }

    /// How well it predicts `samples`: the mean log loss and the Brier score.
    pub fn scores(self, samples: &[Sample]) -> (f32, f32) {
        self.scores_offset(samples, &[])
    }

    /// As [`Calibration::scores`], with the offsets of [`Calibration::fit_offset`].
    pub fn scores_offset(self, samples: &[Sample], offsets: &[f32]) -> (f32, f32) {
        let n = samples.len().max(1) as f32;
        let (mut log, mut brier) = (0.0, 0.0);
        for (k, &(v, phase, won)) in samples.iter().enumerate() {
            let z = self.log_odds(v, phase) + offsets.get(k).copied().unwrap_or(0.0);
            let p = logistic(z).clamp(1e-6, 1.0 - 1e-6);
            let y = f32::from(u8::from(won));
            log -= y * p.ln() + (1.0 - y) * (1.0 - p).ln();
            brier += (p - y) * (p - y);
        }
        (log / n, brier / n)
    }
}

/// One tenth of a set of predictions, sorted by the chance predicted: how many, the mean
/// chance predicted, and the share that came true.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Decile {
    /// Predictions in this tenth.
    pub count: usize,
    /// Their mean predicted chance.
    pub predicted: f32,
    /// The share of them that came true.
    pub observed: f32,
}

/// `predictions` (a chance, whether it came true) sorted by chance and cut into ten
/// groups of (nearly) equal size, each with its mean chance and how often it came
/// true: a calibration is right where the two agree. Fewer than ten predictions give
/// fewer groups.
pub fn deciles(predictions: &[(f32, bool)]) -> Vec<Decile> {
    let mut sorted = predictions.to_vec();
    sorted.sort_by(|a, b| a.0.total_cmp(&b.0));
    let n = sorted.len();
    (0..10)
        .map(|d| &sorted[d * n / 10..(d + 1) * n / 10])
        .filter(|group| !group.is_empty())
        .map(|group| {
            let count = group.len();
            Decile {
                count,
                predicted: group.iter().map(|p| p.0).sum::<f32>() / count as f32,
                observed: group.iter().filter(|p| p.1).count() as f32 / count as f32,
            }
        })
        .collect()
}

/// `m x = g` for a 3 x 3 system (Cramer's rule); `None` when `m` is singular.
fn solve3(m: [[f64; 3]; 3], g: [f64; 3]) -> Option<[f64; 3]> {
    let det = |m: [[f64; 3]; 3]| {
        m[0][0] * (m[1][1] * m[2][2] - m[1][2] * m[2][1])
            - m[0][1] * (m[1][0] * m[2][2] - m[1][2] * m[2][0])
            + m[0][2] * (m[1][0] * m[2][1] - m[1][1] * m[2][0])
    };
    let d = det(m);
    if d.abs() < 1e-12 {
        return None;
    }
    let mut out = [0.0; 3];
    for (i, o) in out.iter_mut().enumerate() {
        let mut mi = m;
        for r in 0..3 {
            mi[r][i] = g[r];
        }
        *o = det(mi) / d;
    }
    Some(out)
}

/// The score an evaluation squashed by `tanh` stands for.
fn score(v: f32) -> f32 {
    v.clamp(-0.999, 0.999).atanh()
}

/// `games` finished self-play games between two strong AIs parsed by `parse` (the
/// calibration's), each as its winner and the game: `play` plays one with the seed of
/// its dice, `None` when it did not finish.
pub fn self_play<C, W, G>(
    games: usize,
    seed: u64,
    parse: fn(&str, u64) -> Result<C, crate::i18n::Said>,
    mut play: impl FnMut(&mut C, &mut C, u64) -> Option<(W, G)>,
) -> Vec<(W, G)> {
    let mut out = Vec::new();
    for g in 0..games as u64 {
        let (Ok(mut a), Ok(mut b)) = (
            parse("ai:strong", seed + g),
            parse("ai:strong", seed + g + 1_000),
        ) else {
            break;
        };
        out.extend(play(&mut a, &mut b, seed ^ (g * 7919)));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_fit_finds_the_curve_the_outcomes_came_from() {
        let truth = Calibration {
            a: 1.5,
            b: 0.2,
            c: 2.0,
        };
        let mut rng = super::super::Rng64::new(7);
        let samples: Vec<Sample> = (0..40_000)
            .map(|_| {
                let v = rng.below(1999) as f32 / 1000.0 - 0.999;
                let phase = rng.below(1001) as f32 / 1000.0;
                let won = (rng.below(1_000_000) as f32 / 1e6) < truth.chance(v, phase);
                (v, phase, won)
            })
            .collect();
        let fit = Calibration::fit(&samples);
        assert!(
            (fit.a - 1.5).abs() < 0.2 && (fit.b - 0.2).abs() < 0.08 && (fit.c - 2.0).abs() < 0.4,
            "{fit:?}"
        );
        let (log, brier) = fit.scores(&samples);
        let flat = Calibration {
            a: 0.0,
            b: 0.0,
            c: 0.0,
        };
        let (flat_log, _) = flat.scores(&samples);
        assert!(log < flat_log && brier < 0.25, "{log} {brier}");
    }

    #[test]
    fn deciles_cut_the_predictions_in_tenths_by_chance() {
        // 100 predictions of 0.00..0.99, each true where its hundredths are under 5
        // (half of each tenth): every tenth predicts its mean and came true half the time.
        let predictions: Vec<(f32, bool)> = (0..100)
            .rev()
            .map(|i| (i as f32 / 100.0, i % 10 < 5))
            .collect();
        let d = deciles(&predictions);
        assert_eq!(d.len(), 10);
        for (k, decile) in d.iter().enumerate() {
            assert_eq!(decile.count, 10);
            assert!(
                (decile.predicted - (k as f32 / 10.0 + 0.045)).abs() < 1e-4,
                "{decile:?}"
            );
            assert!((decile.observed - 0.5).abs() < 1e-6);
        }
        // Too few for ten groups: as many groups as predictions.
        assert_eq!(deciles(&[(0.3, true), (0.1, false)]).len(), 2);
        assert!(deciles(&[]).is_empty());
    }
}
