//! Threat totals per side (spec 2.3 and 5.2): the local sum, the global threat (Pell's code
//! rule by default, the paper's rule as an option) and the best potent threat.

use serde::Serialize;
use shakmaty::Color;

use super::threats::{ThreatRow, initiative};

/// How the global threat is credited.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum GlobalRule {
    /// Pell's code: the mover gets 0.9 B1; the other side 0.7 B2 with two or more targets,
    /// 0.49 B1 with one.
    #[default]
    Code,
    /// The paper: the side-to-move factor times the best target, B1.
    Paper,
}

/// Local, global and potent threat of one side (or their difference).
#[derive(Clone, Copy, Debug, Default, PartialEq, Serialize)]
pub struct SideThreat {
    /// Sum of the local values of the side's rows.
    pub local: f64,
    /// The global threat.
    pub global: f64,
    /// The best potent value.
    pub potent: f64,
}

/// Both sides and White minus Black.
#[derive(Clone, Copy, Debug, Default, PartialEq, Serialize)]
pub struct ThreatTotals {
    /// White's threats.
    pub white: SideThreat,
    /// Black's threats.
    pub black: SideThreat,
    /// White minus Black.
    pub net: SideThreat,
}

/// The totals of `rows` with `turn` to move.
pub fn totals(rows: &[ThreatRow], turn: Color, rule: GlobalRule) -> ThreatTotals {
    let side = |color: Color| {
        let own: Vec<&ThreatRow> = rows
            .iter()
            .filter(|r| r.side == color && !r.check)
            .collect();
        let local = own.iter().map(|r| r.local).sum();
        let potent = own.iter().map(|r| r.potent_value).fold(0.0, f64::max);
        // Distinct targets (several attackers on one target count once), best first.
        let mut targets: Vec<(shakmaty::Square, f64)> = Vec::new();
        for r in &own {
            if !targets.iter().any(|(sq, _)| *sq == r.target.square) {
                targets.push((r.target.square, r.base));
            }
        }
        targets.sort_by(|a, b| b.1.total_cmp(&a.1));
        let best = targets.first().map_or(0.0, |t| t.1);
        let global = match rule {
            GlobalRule::Paper => initiative(color, turn) * best,
            GlobalRule::Code if color == turn => 0.9 * best,
            GlobalRule::Code => match targets.get(1) {
                Some(second) => 0.7 * second.1,
                None => 0.49 * best,
            },
        };
        SideThreat {
            local,
            global,
            potent,
        }
    };
    let white = side(Color::White);
    let black = side(Color::Black);
    let net = SideThreat {
        local: white.local - black.local,
        global: white.global - black.global,
        potent: white.potent - black.potent,
    };
    ThreatTotals { white, black, net }
}
