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
    /// A win the endgame tables proved at the root; one proved `ply` plies down is
    /// `TABLEBASE_WIN - ply`, below every mate and above every evaluation.
    pub const TABLEBASE_WIN: i32 = 20_000;
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

    /// Whether this is a win or loss proved by the endgame tables (not a mate score).
    #[inline]
    pub const fn is_tablebase(self) -> bool {
        !self.is_mate() && self.0.abs() > Score::TABLEBASE_WIN - Score::MAX_MATE_PLY
    }

    /// Mate in N moves (positive: this side mates; negative: this side is mated), UCI style.
    ///
    /// A mate `p` plies away takes `(p + 1) / 2` moves of the side that mates, whichever side
    /// that is and whichever side's point of view the score is given from: from the side to
    /// move, its own mates are an odd number of plies away and its opponent's an even number,
    /// but a score negated to the other side's point of view (White's, in the panes and the
    /// saved PGN) swaps that parity, so neither sign may assume it.
    pub const fn mate_moves(self) -> Option<i32> {
        if !self.is_mate() {
            return None;
        }
        let plies = Score::MATE - self.0.abs();
        let moves = (plies + 1) / 2;
        Some(if self.0 > 0 { moves } else { -moves })
    }

    /// A mate score counted in plies from the search's root, as a node `ply` plies below the
    /// root counts it (the mate is `ply` plies nearer); other scores are unchanged.
    #[must_use]
    pub const fn from_node_at(self, ply: i32) -> Score {
        if !self.is_mate() {
            self
        } else if self.0 > 0 {
            Score(self.0 + ply)
        } else {
            Score(self.0 - ply)
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
    /// `+0.52` in pawns, `#3` / `#-2` for mates, `+TB` / `-TB` for a win or loss the endgame
    /// tables proved.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if let Some(n) = self.mate_moves() {
            return write!(f, "#{n}");
        }
        let sign = if self.0 < 0 { '-' } else { '+' };
        if self.is_tablebase() {
            return write!(f, "{sign}TB");
        }
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
        assert_eq!(Score::cp(Score::TABLEBASE_WIN - 7).to_string(), "+TB");
        assert_eq!(Score::cp(-Score::TABLEBASE_WIN + 4).to_string(), "-TB");
        assert!(!Score::mate_in_plies(3).is_tablebase());
        assert!(!Score::cp(1_500).is_tablebase());
    }

    /// Mates from 0 to 10 moves away, by either side, from either side's point of view: the
    /// side that mates in `n` moves gets `#n`, the side mated gets `#-n`.
    #[test]
    fn mate_distances_read_the_same_from_both_points_of_view() {
        for mover in [Color::White, Color::Black] {
            for n in 1..=10 {
                // The side to move mates on its n-th move: 2n - 1 plies.
                let wins = Score::mate_in_plies(2 * n - 1);
                assert_eq!(wins.mate_moves(), Some(n), "{mover:?} mates in {n}");
                assert_eq!((-wins).mate_moves(), Some(-n), "seen by the mated side");
                let white = wins.for_white(mover);
                let expected = if mover.is_white() { n } else { -n };
                assert_eq!(white.mate_moves(), Some(expected), "{mover:?} mates in {n}");
                assert_eq!(white.to_string(), format!("#{expected}"));
                // The side to move is mated by the opponent's n-th move: 2n plies.
                let loses = Score::mated_in_plies(2 * n);
                assert_eq!(loses.mate_moves(), Some(-n), "{mover:?} mated in {n}");
                assert_eq!((-loses).mate_moves(), Some(n), "seen by the mating side");
                let white = loses.for_white(mover);
                let expected = if mover.is_white() { -n } else { n };
                assert_eq!(white.mate_moves(), Some(expected), "{mover:?} mated in {n}");
                assert_eq!(white.to_string(), format!("#{expected}"));
            }
            // Mated now (0 plies): no move of anybody's is left.
            let mated = Score::mated_in_plies(0).for_white(mover);
            assert_eq!(mated.mate_moves(), Some(0));
            assert_eq!(mated.to_string(), "#0");
        }
        // Black mates with its first move, seen by White: the issue's `#0` beside `Rb1#`.
        assert_eq!(
            Score::mate_in_plies(1).for_white(Color::Black).to_string(),
            "#-1"
        );
        // WAC.009: Black mates on its fifth move (nine plies), seen by White.
        assert_eq!(
            Score::mate_in_plies(9).for_white(Color::Black).to_string(),
            "#-5"
        );
    }

    #[test]
    fn node_relative_mates_count_from_the_node() {
        // Found at root ply 7; a node at ply 4 mates 3 plies away: in 2 moves.
        assert_eq!(
            Score::mate_in_plies(7).from_node_at(4),
            Score::mate_in_plies(3)
        );
        assert_eq!(
            Score::mate_in_plies(7).from_node_at(4).mate_moves(),
            Some(2)
        );
        assert_eq!(
            Score::mated_in_plies(6).from_node_at(2),
            Score::mated_in_plies(4)
        );
        assert_eq!(Score::cp(-35).from_node_at(5), Score::cp(-35));
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
