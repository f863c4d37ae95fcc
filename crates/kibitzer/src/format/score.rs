//! Scores and bounds as people and protocols read them: `+0.32` / `mate 3 (lower)` for
//! people, `cp 32` / `mate -3 lowerbound` for UCI, `{"cp": 32}` for JSON.

use std::fmt;

use serde_json::{Value, json};

use crate::Score;
use crate::search::Bound;

/// A score for people: `+0.32`, or `mate 3` / `mate -2`, with ` (lower)` / ` (upper)` for
/// bounds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ScoreText(pub Score, pub Bound);

impl fmt::Display for ScoreText {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let ScoreText(score, bound) = *self;
        match score.mate_moves() {
            Some(n) => write!(f, "mate {n}")?,
            None => write!(f, "{score}")?,
        }
        match bound {
            Bound::Exact => Ok(()),
            Bound::Lower => f.write_str(" (lower)"),
            Bound::Upper => f.write_str(" (upper)"),
        }
    }
}

/// A value of Harris's best-first search (centipawns from White's point of view, as a float)
/// for people: `+0.32` in pawns, or `#2` / `#-3` when it is a mate's encoding (which in pawns
/// read as `-299.97`).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct ValueText(pub f64);

impl fmt::Display for ValueText {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mate_range = f64::from(Score::MATE - Score::MAX_MATE_PLY)..=f64::from(Score::MATE);
        if mate_range.contains(&self.0.abs()) {
            // Mate encodings are whole numbers: the rounding only drops a float's noise.
            write!(f, "{}", Score::cp(self.0.round() as i32))
        } else {
            write!(f, "{:+.2}", self.0 / 100.0)
        }
    }
}

/// A score as UCI's `info ... score` says it, from the side to move: `cp 23`, `mate 3`,
/// `mate -3`, followed by ` lowerbound` / ` upperbound` for bounds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct UciScore(pub Score, pub Bound);

impl fmt::Display for UciScore {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let UciScore(score, bound) = *self;
        match score.mate_moves() {
            Some(n) => write!(f, "mate {n}")?,
            None => write!(f, "cp {}", score.centipawns())?,
        }
        match bound {
            Bound::Exact => Ok(()),
            Bound::Lower => f.write_str(" lowerbound"),
            Bound::Upper => f.write_str(" upperbound"),
        }
    }
}

/// A bound's name: `exact`, `lower`, `upper`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BoundName(pub Bound);

impl fmt::Display for BoundName {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self.0 {
            Bound::Exact => "exact",
            Bound::Lower => "lower",
            Bound::Upper => "upper",
        })
    }
}

/// `{"cp": n}` or `{"mate": n}`, from the side to move (as UCI does).
pub fn score_json(score: Score) -> Value {
    match score.mate_moves() {
        Some(n) => json!({ "mate": n }),
        None => json!({ "cp": score.centipawns() }),
    }
}

#[cfg(test)]
mod tests {
    use super::{BoundName, ScoreText, UciScore, ValueText, score_json};
    use crate::Score;
    use crate::search::Bound;

    #[test]
    fn scores_for_people() {
        assert_eq!(ScoreText(Score::cp(32), Bound::Exact).to_string(), "+0.32");
        assert_eq!(
            ScoreText(Score::mate_in_plies(5), Bound::Exact).to_string(),
            "mate 3"
        );
        assert_eq!(
            ScoreText(Score::mated_in_plies(2), Bound::Lower).to_string(),
            "mate -1 (lower)"
        );
        assert_eq!(
            ScoreText(Score::cp(-5), Bound::Upper).to_string(),
            "-0.05 (upper)"
        );
    }

    #[test]
    fn scores_for_uci() {
        assert_eq!(UciScore(Score::cp(23), Bound::Exact).to_string(), "cp 23");
        assert_eq!(
            UciScore(Score::cp(-140), Bound::Exact).to_string(),
            "cp -140"
        );
        assert_eq!(
            UciScore(Score::mated_in_plies(6), Bound::Exact).to_string(),
            "mate -3"
        );
        assert_eq!(
            UciScore(Score::mate_in_plies(1), Bound::Lower).to_string(),
            "mate 1 lowerbound"
        );
        assert_eq!(
            UciScore(Score::cp(0), Bound::Upper).to_string(),
            "cp 0 upperbound"
        );
    }

    #[test]
    fn bounds_and_json() {
        assert_eq!(BoundName(Bound::Exact).to_string(), "exact");
        assert_eq!(BoundName(Bound::Lower).to_string(), "lower");
        assert_eq!(BoundName(Bound::Upper).to_string(), "upper");
        assert_eq!(score_json(Score::cp(7)), serde_json::json!({ "cp": 7 }));
        assert_eq!(
            score_json(Score::mated_in_plies(2)),
            serde_json::json!({ "mate": -1 })
        );
    }

    #[test]
    fn best_first_values_read_in_pawns_or_as_mates() {
        assert_eq!(ValueText(12.0).to_string(), "+0.12");
        assert_eq!(ValueText(-346.4).to_string(), "-3.46");
        // Black mates in 2 (3 plies from White's point of view); White mates at once.
        assert_eq!(ValueText(-29_997.0).to_string(), "#-2");
        assert_eq!(ValueText(29_999.0).to_string(), "#1");
        // Beyond the mate range (a bound past a mate) it is not a mate.
        assert_eq!(ValueText(31_000.0).to_string(), "+310.00");
    }
}
