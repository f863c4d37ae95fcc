//! [`Judgement`]: what a move's loss in winning chances makes it (Lichess's thresholds), and
//! the centipawn loss that the average centipawn loss counts.

use std::fmt;

use crate::Score;
use crate::compare::Loss;
use crate::game::Nag;

/// A move that lost winning chances, from the mildest.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Judgement {
    /// Lost at least 0.1 in winning chances: `?!`.
    Inaccuracy,
    /// Lost at least 0.2: `?`.
    Mistake,
    /// Lost at least 0.3: `??`.
    Blunder,
}

impl Judgement {
    /// Every judgement, from the mildest.
    pub const ALL: [Judgement; 3] = [
        Judgement::Inaccuracy,
        Judgement::Mistake,
        Judgement::Blunder,
    ];

    /// The least loss in winning chances (on the -1..1 scale) that earns it.
    pub const fn threshold(self) -> f64 {
        match self {
            Judgement::Inaccuracy => 0.1,
            Judgement::Mistake => 0.2,
            Judgement::Blunder => 0.3,
        }
    }

    /// The glyph: `$6`, `$2` or `$4`.
    pub const fn nag(self) -> Nag {
        match self {
            Judgement::Inaccuracy => Nag(6),
            Judgement::Mistake => Nag(2),
            Judgement::Blunder => Nag(4),
        }
    }

    /// `Inaccuracies`, `Mistakes`, `Blunders`: the word of the headers that count them.
    pub const fn plural(self) -> &'static str {
        match self {
            Judgement::Inaccuracy => "Inaccuracies",
            Judgement::Mistake => "Mistakes",
            Judgement::Blunder => "Blunders",
        }
    }

    /// The judgement of a move after which the mover's score went from `best` (the best move's)
    /// to `after`, both from the mover's point of view. A forced mate for the mover that only
    /// got longer (or shorter) is no mistake, whatever the scores' encoding says (the bug of
    /// lila#18262).
    pub fn of(best: Score, after: Score) -> Option<Judgement> {
        let still_mating =
            best.mate_moves().is_some_and(|m| m > 0) && after.mate_moves().is_some_and(|m| m > 0);
        if still_mating {
            return None;
        }
        let loss = Loss::between(best, after).winning_chances;
        Judgement::ALL
            .iter()
            .rev()
            .copied()
            .find(|j| loss >= j.threshold())
    }
}

impl Judgement {
    /// "Inaccuracy", "Mistake" or "Blunder", as Lichess's comments name them.
    pub const fn name(self) -> &'static str {
        match self {
            Judgement::Inaccuracy => "Inaccuracy",
            Judgement::Mistake => "Mistake",
            Judgement::Blunder => "Blunder",
        }
    }
}

impl fmt::Display for Judgement {
    /// `?!`, `?` or `??`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Judgement::Inaccuracy => "?!",
            Judgement::Mistake => "?",
            Judgement::Blunder => "??",
        })
    }
}

/// Scores count at most this much in the average centipawn loss, mates included (as Lichess
/// counts them).
pub const CEILING: i32 = 1_000;

/// The centipawn loss of a move from `best` to `after` (mover's point of view) as the average
/// counts it: both scores held within ±[`CEILING`], a mate at the ceiling.
pub fn centipawn_loss(best: Score, after: Score) -> i32 {
    let held = |s: Score| match s.mate_moves() {
        Some(m) if m > 0 => CEILING,
        Some(_) => -CEILING,
        None => s.centipawns().clamp(-CEILING, CEILING),
    };
    (held(best) - held(after)).max(0)
}

#[cfg(test)]
mod tests {
    use super::{Judgement, centipawn_loss};
    use crate::Score;

    #[test]
    fn thresholds_follow_lichess() {
        assert_eq!(Judgement::of(Score::cp(0), Score::cp(-20)), None);
        // 0 to -60: 0.11 in chances; to -120: 0.22; to -200: 0.36.
        assert_eq!(
            Judgement::of(Score::cp(0), Score::cp(-60)),
            Some(Judgement::Inaccuracy)
        );
        assert_eq!(
            Judgement::of(Score::cp(0), Score::cp(-120)),
            Some(Judgement::Mistake)
        );
        assert_eq!(
            Judgement::of(Score::cp(0), Score::cp(-200)),
            Some(Judgement::Blunder)
        );
        assert_eq!(
            Judgement::of(Score::cp(100), Score::mated_in_plies(3)),
            Some(Judgement::Blunder)
        );
    }

    #[test]
    fn a_longer_forced_mate_is_no_mistake() {
        assert_eq!(
            Judgement::of(Score::mate_in_plies(1), Score::mate_in_plies(9)),
            None
        );
        assert_eq!(
            centipawn_loss(Score::mate_in_plies(1), Score::mate_in_plies(9)),
            0
        );
        // Losing the mate for a draw is a blunder.
        assert_eq!(
            Judgement::of(Score::mate_in_plies(3), Score::cp(0)),
            Some(Judgement::Blunder)
        );
    }

    #[test]
    fn centipawn_losses_are_held_at_the_ceiling() {
        assert_eq!(centipawn_loss(Score::cp(50), Score::cp(-20)), 70);
        assert_eq!(centipawn_loss(Score::cp(3_000), Score::cp(1_500)), 0);
        assert_eq!(
            centipawn_loss(Score::cp(0), Score::mated_in_plies(2)),
            1_000
        );
        assert_eq!(centipawn_loss(Score::cp(-20), Score::cp(50)), 0);
    }
}
