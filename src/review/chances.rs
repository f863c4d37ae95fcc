//! Winning chances: the logistic Lichess uses to turn a score into a number between -1 (lost)
//! and +1 (won), and the losses a move costs in centipawns and in those chances.

use crate::score::Score;

/// The slope of Lichess's logistic (`lila`'s `WinPercent`, in centipawns).
const SLOPE: f64 = 0.003_682_08;

/// The winning chances of `score` for the side it belongs to: `2 / (1 + exp(-0.00368208 *
/// cp)) - 1`, with a mate for this side at +1 and a mate against it at -1.
///
/// ```
/// use kibitzer::Score;
/// use kibitzer::review::winning_chances;
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
    /// In centipawns; a mate counts as its score's encoding (about ±30,000), so losing a
    /// mate or walking into one costs about that much.
    pub centipawns: i32,
    /// In winning chances, 0 to 2.
    pub winning_chances: f64,
}

impl Loss {
    /// The loss of `candidate` against `best`.
    pub fn between(best: Score, candidate: Score) -> Loss {
        Loss {
            centipawns: (best.centipawns() - candidate.centipawns()).max(0),
            winning_chances: (winning_chances(best) - winning_chances(candidate)).max(0.0),
        }
    }

    /// No loss at all.
    pub const NONE: Loss = Loss {
        centipawns: 0,
        winning_chances: 0.0,
    };
}

#[cfg(test)]
mod tests {
    use super::{Loss, winning_chances};
    use crate::score::Score;

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
        assert!(mated.centipawns > 29_000);
        let gain = Loss::between(Score::cp(10), Score::cp(40));
        assert_eq!(gain, Loss::NONE);
        let slower_mate = Loss::between(Score::mate_in_plies(3), Score::mate_in_plies(7));
        assert!(slower_mate.winning_chances.abs() < 1e-12);
        assert_eq!(slower_mate.centipawns, 4);
    }
}
