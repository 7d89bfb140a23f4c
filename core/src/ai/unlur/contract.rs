//! Where each AI level passes in the contract, by the board's side, and what the pass
//! search's estimate is worth as Black's chance of winning.
//!
//! The contract's pass search estimates Black's chances were the mover to pass now (the
//! share of its playouts Black wins, White to move). Random playouts undervalue the Y,
//! the more so the larger the board and the plainer the playouts, and weaker players
//! defend a Y less well: so the estimate at which Black and White are even differs from
//! level to level and from side to side, and Black's real chance climbs from nothing to
//! everything over a few points of it (four stones more or less). Both are measured by
//! self-play (`unlur match --pass-threshold`, `docs/ai.md`) on sides 4, 6, 8 and 10, and
//! read between them for the other sides.

/// One level's pass point on one side: the estimate at which Black wins half the games
/// between two players of that level, and how steeply Black's chance grows with it.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct PassPoint {
    /// The pass search's estimate of Black's chances at which the game is even.
    pub fair: f32,
    /// Black's log-odds of winning per unit of the estimate's log-odds, around `fair`.
    pub slope: f32,
}

impl PassPoint {
    /// Black's chance of winning when the contract ends on stones the pass search
    /// estimates at `raw` for Black.
    pub fn black_chance(self, raw: f32) -> f32 {
        crate::ai::calibration::logistic(self.log_odds(raw))
    }

    /// The log-odds of [`PassPoint::black_chance`].
    pub fn log_odds(self, raw: f32) -> f32 {
        self.slope * (logit(raw) - logit(self.fair))
    }
}

/// A level's pass points on the measured sides ([`Contract::SIDES`]).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Contract {
    points: [PassPoint; 4],
}

impl Contract {
    /// The sides the pass points were measured on.
    pub const SIDES: [usize; 4] = [4, 6, 8, 10];

    /// Pass points on sides 4, 6, 8 and 10.
    pub const fn new(points: [PassPoint; 4]) -> Contract {
        Contract { points }
    }

    /// The same fair estimate on every side (calibration runs), the slopes kept.
    pub fn with_fair(self, fair: f32) -> Contract {
        Contract {
            points: self.points.map(|p| PassPoint { fair, ..p }),
        }
    }

    /// The pass point on `side`: a measured side's, read on a straight line between the
    /// two measured sides around it, or the nearest measured side's outside them.
    pub fn at(&self, side: usize) -> PassPoint {
        let sides = Self::SIDES;
        let Some(k) = sides.iter().position(|&s| s >= side) else {
            return self.points[sides.len() - 1];
        };
        if k == 0 || sides[k] == side {
            return self.points[k];
        }
        let (lo, hi) = (self.points[k - 1], self.points[k]);
        let t = (side - sides[k - 1]) as f32 / (sides[k] - sides[k - 1]) as f32;
        PassPoint {
            fair: lo.fair + t * (hi.fair - lo.fair),
            slope: lo.slope + t * (hi.slope - lo.slope),
        }
    }

    /// Black's chance of winning when the contract ends on `side` on stones the pass
    /// search estimates at `raw` for Black.
    pub fn black_chance(&self, side: usize, raw: f32) -> f32 {
        self.at(side).black_chance(raw)
    }
}

/// A pass point measured by self-play (see `docs/ai.md`).
const fn point(fair: f32, slope: f32) -> PassPoint {
    PassPoint { fair, slope }
}

/// The beginner's pass points (300 games a side and a first check of 200, whose Black
/// won 58.5% and 58% on sides 6 and 8, 41.5% on side 10; its contract searched as the
/// easy level's, see `AiConfig::contract_search`).
pub const BEGINNER: Contract = Contract::new([
    point(0.165, 3.3),
    point(0.148, 2.4),
    point(0.148, 1.8),
    point(0.16, 1.2),
]);

/// The easy level's pass points (240 games a side).
pub const EASY: Contract = Contract::new([
    point(0.179, 5.2),
    point(0.173, 6.2),
    point(0.155, 3.9),
    point(0.148, 3.5),
]);

/// The strong level's pass points (180 games on sides 4 and 6, and on side 4 a first
/// check of 200 whose Black won 36.5%; 80 on side 8; side 10, where one game takes some
/// 45 s of a core, is not fitted and takes side 8's: its check, session 46, Black 112 of
/// 200).
pub const STRONG: Contract = Contract::new([
    point(0.194, 3.8),
    point(0.199, 6.0),
    point(0.193, 7.0),
    point(0.193, 7.0),
]);

/// The strongest level's pass points. Side 6: fitted to 200 games of max against max
/// with careful playouts in play, 1 s a move (sessions 44 and 45; at 0.2, where the max
/// before them was measured fair, Black won 53 of 60: careful players make more of
/// Black's stones; on an idle machine Black won 37% at 0.155 and 68% at 0.167).
/// Side 8: side 6's 0.161 (0.2 was measured fair, Black 103 of 200, before careful
/// playouts); its check at 0.161, Black 30 of 60 (sessions 45 and 46).
/// Elsewhere the strong level's (its games are too long to measure on every side).
pub const MAX: Contract = Contract::new([
    STRONG.points[0],
    point(0.161, 7.8),
    point(0.161, 7.0),
    STRONG.points[3],
]);

/// Log-odds, kept finite.
fn logit(p: f32) -> f32 {
    let p = p.clamp(1e-4, 1.0 - 1e-4);
    (p / (1.0 - p)).ln()
}

#[cfg(test)]
mod tests {
    use super::*;

    const C: Contract = Contract::new([
        PassPoint {
            fair: 0.3,
            slope: 4.0,
        },
        PassPoint {
            fair: 0.2,
            slope: 6.0,
        },
        PassPoint {
            fair: 0.1,
            slope: 8.0,
        },
        PassPoint {
            fair: 0.05,
            slope: 8.0,
        },
    ]);

    #[test]
    fn a_measured_side_is_its_own_point_and_the_others_lie_between() {
        assert_eq!(C.at(6).fair, 0.2);
        assert!((C.at(7).fair - 0.15).abs() < 1e-6);
        assert!((C.at(7).slope - 7.0).abs() < 1e-6);
        assert_eq!(C.at(3), C.at(4));
        assert_eq!(C.at(12), C.at(10));
    }

    #[test]
    fn black_is_even_at_the_fair_estimate_and_climbs_with_it() {
        for side in 3..=12 {
            let fair = C.at(side).fair;
            assert!((C.black_chance(side, fair) - 0.5).abs() < 1e-4);
            assert!(C.black_chance(side, fair * 1.5) > 0.8);
            assert!(C.black_chance(side, fair / 1.5) < 0.2);
        }
        assert_eq!(C.with_fair(0.25).at(8).fair, 0.25);
        assert_eq!(C.with_fair(0.25).at(8).slope, 8.0);
    }
}
