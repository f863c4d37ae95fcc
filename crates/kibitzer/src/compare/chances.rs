//! Winning chances: the logistic Lichess uses to turn a score into a number between -1 (lost)
//! and +1 (won), and the losses a move costs in centipawns (or, with a mate or a tablebase
//! result on either side, as the two scores) and in those chances.

use std::fmt;

use crate::Score;

/// The slope of Lichess's logistic (`lila`'s `WinPercent`, in centipawns).
const SLOPE: f64 = 0.003_682_08;

/// The winning chances of `score` for the side it belongs to: `2 / (1 + exp(-0.00368208 *
/// cp)) - 1`, with a mate for this side at +1 and a mate against it at -1.
///
/// ```
/// use kibitzer::Score;
/// use kibitzer::compare::winning_chances;
///
/// assert_eq!(winning_chances(Score::cp(0)), 0.0);
/// assert_eq!(winning_chances(Score::mate_in_plies(3)), 1.0);
/// assert_eq!(winning_chances(Score::mated_in_plies(2)), -1.0);
/// assert!((winning_chances(Score::cp(300)) - 0.5023).abs() < 1e-4);
/// ```
pub fn winning_chances(score: Score) -> f64 {
    match score.mate_moves() {
        Some(moves) if moves > 0 => 1.0,
        Some(_) => -1.0,
        None => 2.0 / (1.0 + (-SLOPE * f64::from(score.centipawns())).exp()) - 1.0,
    }
}

/// What playing the move scored `candidate` instead of the move scored `best` costs (both
/// from the same side's point of view): never negative, since a candidate searched alone that
/// scores above the best line is the search's noise, not a gain.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Loss {
    /// In centipawns, or the two scores when either is a mate or a tablebase result.
    pub cost: Cost,
    /// In winning chances, 0 to 2.
    pub winning_chances: f64,
}

/// A loss in centipawns, which only two evaluations have: a mate or a tablebase result is
/// no number of centipawns (its encoding, about ±30,000 or ±20,000, is not a cost), so such
/// a loss is the two scores.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Cost {
    /// Both scores are evaluations: their difference, never negative.
    Centipawns(i32),
    /// A mate or a tablebase result on either side, the candidate scoring lower.
    Scores {
        /// The best move's score.
        best: Score,
        /// The candidate's score.
        candidate: Score,
    },
}

impl Cost {
    /// The cost of `candidate` against `best`.
    pub fn between(best: Score, candidate: Score) -> Cost {
        let proved = |s: Score| s.is_mate() || s.is_tablebase();
        if candidate < best && (proved(best) || proved(candidate)) {
            Cost::Scores { best, candidate }
        } else {
            Cost::Centipawns((best.centipawns() - candidate.centipawns()).max(0))
        }
    }
}

impl fmt::Display for Cost {
    /// `435 cp`, or `#-2 against +0.05` (the candidate's score, then the best move's).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Cost::Centipawns(centipawns) => write!(f, "{centipawns} cp"),
            Cost::Scores { best, candidate } => write!(f, "{candidate} against {best}"),
        }
    }
}

impl Loss {
    /// The loss of `candidate` against `best`.
    pub fn between(best: Score, candidate: Score) -> Loss {
        Loss {
            cost: Cost::between(best, candidate),
            winning_chances: (winning_chances(best) - winning_chances(candidate)).max(0.0),
        }
    }

    /// No loss at all.
    pub const NONE: Loss = Loss {
        cost: Cost::Centipawns(0),
        winning_chances: 0.0,
    };
}

#[cfg(test)]
mod tests {
    use super::{Cost, Loss, winning_chances};
    use crate::Score;

    #[test]
    fn chances_are_symmetric_and_bounded() {
        for cp in [1, 50, 300, 1_000, 5_000] {
            let up = winning_chances(Score::cp(cp));
            let down = winning_chances(Score::cp(-cp));
            assert!((up + down).abs() < 1e-12);
            assert!(up > 0.0 && up < 1.0);
        }
    }

    #[test]
    fn losses_count_mates_at_the_extremes_and_never_go_negative() {
        let mated = Loss::between(Score::cp(50), Score::mated_in_plies(4));
        assert!((mated.winning_chances - (1.0 + winning_chances(Score::cp(50)))).abs() < 1e-12);
        // Walking into a mate is no number of centipawns (it was 30,009 cp, the encoding).
        assert_eq!(mated.cost.to_string(), "#-2 against +0.50");
        let gain = Loss::between(Score::cp(10), Score::cp(40));
        assert_eq!(gain, Loss::NONE);
        assert_eq!(
            Loss::between(Score::cp(40), Score::cp(10)).cost,
            Cost::Centipawns(30)
        );
        // A slower mate costs no chances, and is no 4 cp either.
        let slower_mate = Loss::between(Score::mate_in_plies(3), Score::mate_in_plies(7));
        assert!(slower_mate.winning_chances.abs() < 1e-12);
        assert_eq!(slower_mate.cost.to_string(), "#4 against #2");
        // Losing a tablebase win likewise; the same mate costs nothing.
        let drawn = Loss::between(Score::cp(Score::TABLEBASE_WIN - 3), Score::DRAW);
        assert_eq!(drawn.cost.to_string(), "+0.00 against +TB");
        let same = Score::mated_in_plies(2);
        assert_eq!(Loss::between(same, same).cost, Cost::Centipawns(0));
    }
}
