//! [`Score`]: an evaluation or search result in centipawns or as a mate distance, always from
//! one side's point of view, with conversions between the side to move's and White's.

use std::fmt;
use std::ops::Neg;

use shakmaty::Color;

/// Centipawns, or a mate distance encoded near ±[`Score::MATE`]; from one side's point of view.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
pub struct Score(i32);

impl Score {
    /// The score of delivering mate right now (mate in 0 plies).
    pub const MATE: i32 = 30_000;
    /// Scores within this many plies of [`Score::MATE`] are mate scores.
    pub const MAX_MATE_PLY: i32 = 1_000;
    /// A draw.
    pub const DRAW: Score = Score(0);
    /// Larger than any reachable score: the search's infinite window.
    pub const INFINITE: Score = Score(Score::MATE + 1);

    /// A score of `centipawns`.
    #[inline]
    pub const fn cp(centipawns: i32) -> Score {
        Score(centipawns)
    }

    /// The side to move mates in `ply` half-moves.
    #[inline]
    pub const fn mate_in_plies(ply: i32) -> Score {
        Score(Score::MATE - ply)
    }

    /// The side to move is mated in `ply` half-moves.
    #[inline]
    pub const fn mated_in_plies(ply: i32) -> Score {
        Score(-Score::MATE + ply)
    }

    /// The raw value (centipawns, or the mate encoding).
    #[inline]
    pub const fn centipawns(self) -> i32 {
        self.0
    }

    /// Whether this is a mate score.
    #[inline]
    pub const fn is_mate(self) -> bool {
        self.0.abs() > Score::MATE - Score::MAX_MATE_PLY
    }

    /// Mate in N moves (positive: this side mates; negative: this side is mated), UCI style.
    pub const fn mate_moves(self) -> Option<i32> {
        if !self.is_mate() {
            return None;
        }
        if self.0 > 0 {
            Some((Score::MATE - self.0 + 1) / 2)
        } else {
            Some(-(Score::MATE + self.0) / 2)
        }
    }

    /// This score, given from `turn`'s point of view, as seen by White.
    #[inline]
    #[must_use]
    pub const fn for_white(self, turn: Color) -> Score {
        match turn {
            Color::White => self,
            Color::Black => Score(-self.0),
        }
    }
}

impl Neg for Score {
    type Output = Score;

    #[inline]
    fn neg(self) -> Score {
        Score(-self.0)
    }
}

impl fmt::Display for Score {
    /// `+0.52` in pawns, or `#3` / `#-2` for mates.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if let Some(n) = self.mate_moves() {
            return write!(f, "#{n}");
        }
        let sign = if self.0 < 0 { '-' } else { '+' };
        let abs = self.0.unsigned_abs();
        write!(f, "{sign}{}.{:02}", abs / 100, abs % 100)
    }
}

#[cfg(test)]
mod tests {
    use super::Score;
    use shakmaty::Color;

    #[test]
    fn displays_pawns_and_mates() {
        assert_eq!(Score::cp(52).to_string(), "+0.52");
        assert_eq!(Score::cp(-7).to_string(), "-0.07");
        assert_eq!(Score::cp(0).to_string(), "+0.00");
        assert_eq!(Score::mate_in_plies(1).to_string(), "#1");
        assert_eq!(Score::mate_in_plies(5).to_string(), "#3");
        assert_eq!(Score::mated_in_plies(0).to_string(), "#0");
        assert_eq!(Score::mated_in_plies(4).to_string(), "#-2");
    }

    #[test]
    fn lone_king_scores_are_not_mates() {
        assert!(!Score::cp(13_815).is_mate());
        assert!(Score::mate_in_plies(40).is_mate());
    }

    #[test]
    fn white_point_of_view_negates_for_black() {
        assert_eq!(Score::cp(30).for_white(Color::Black), Score::cp(-30));
        assert_eq!(Score::cp(30).for_white(Color::White), Score::cp(30));
    }
}
