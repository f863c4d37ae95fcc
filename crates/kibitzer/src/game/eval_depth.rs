//! Evaluations with the depth of the search behind them, and the rule deciding which one a
//! game keeps (issue #32): [`StatedEval`] is what an `[%eval]` says (`[%eval 0.20,20]`: its
//! depth is stated; `[%eval 0.20]`: unknown), [`SearchedEval`] what one of our searches found
//! (its depth always known), and [`SearchedEval::may_replace`] whether ours may take the place
//! of the `[%eval]` a game already has: never when our search is shallower than the depth that
//! one states, never when our search did not reach the minimum depth asked for.
//!
//! An `[%eval]` that states no depth came from an unknown search (an older kibitzer, a site's
//! export, a person): it cannot be compared, so it gives way to any of ours that reaches the
//! minimum depth (the depth the person asked every saved evaluation to have), and only to such
//! a one. Refusing to ever replace it would freeze an evaluation of any quality for good.

use std::fmt;

use crate::Score;

use super::annotation::eval_text;

/// No minimum depth: every search may be saved (a search always completes depth 1, and a
/// position evaluated without a search, when its limit was too small, counts as depth 0).
pub const NO_MINIMUM_DEPTH: u32 = 0;

/// An `[%eval]` as a game holds it: the score from White's point of view and the depth of the
/// search that found it, when the annotation states one.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct StatedEval {
    /// White's point of view.
    pub score: Score,
    /// `[%eval 0.20,20]`: 20; `[%eval 0.20]`: unknown.
    pub depth: Option<u32>,
}

/// The evaluation of a position by one of our searches.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SearchedEval {
    /// White's point of view.
    pub score: Score,
    /// The depth the search completed (0: evaluated without a search).
    pub depth: u32,
}

impl SearchedEval {
    /// `score` (White's point of view) found at `depth`.
    pub const fn new(score: Score, depth: u32) -> SearchedEval {
        SearchedEval { score, depth }
    }

    /// Whether this may be written in place of `existing` (the game's `[%eval]`, if any): our
    /// search reached `min_depth`, and it is at least as deep as the depth `existing` states
    /// (one that states none gives way to any search reaching `min_depth`).
    pub fn may_replace(&self, existing: Option<StatedEval>, min_depth: u32) -> bool {
        self.depth >= min_depth
            && existing
                .and_then(|e| e.depth)
                .is_none_or(|d| self.depth >= d)
    }

    /// Whether this is to be kept rather than `held`, an earlier search of the same position:
    /// a later search replaces an earlier one only if it is at least as deep.
    pub fn supersedes(&self, held: Option<&SearchedEval>) -> bool {
        held.is_none_or(|held| self.depth >= held.depth)
    }
}

/// `0.20,20`, `#3,15`: the value of our `[%eval]`, the score then the depth, the form
/// Lichess, `ChessBase` and `python-chess` write and read.
impl fmt::Display for SearchedEval {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{},{}", eval_text(self.score), self.depth)
    }
}

#[cfg(test)]
mod tests {
    use super::{NO_MINIMUM_DEPTH, SearchedEval, StatedEval};
    use crate::Score;

    fn stated(depth: Option<u32>) -> StatedEval {
        StatedEval {
            score: Score::cp(20),
            depth,
        }
    }

    #[test]
    fn a_shallower_search_never_replaces_a_deeper_eval() {
        let ours = SearchedEval::new(Score::cp(9), 14);
        assert!(!ours.may_replace(Some(stated(Some(20))), 12));
        assert!(!ours.may_replace(Some(stated(Some(20))), NO_MINIMUM_DEPTH));
        assert!(ours.may_replace(Some(stated(Some(14))), 12));
        assert!(ours.may_replace(Some(stated(Some(3))), 12));
        assert!(ours.may_replace(None, 12));
    }

    #[test]
    fn a_search_below_the_minimum_is_not_written() {
        let shallow = SearchedEval::new(Score::cp(9), 9);
        assert!(!shallow.may_replace(None, 12));
        assert!(!shallow.may_replace(Some(stated(None)), 12));
        assert!(!shallow.may_replace(Some(stated(Some(2))), 12));
        assert!(shallow.may_replace(Some(stated(Some(2))), NO_MINIMUM_DEPTH));
        // An evaluation of unknown depth gives way exactly at the minimum.
        assert!(SearchedEval::new(Score::cp(9), 12).may_replace(Some(stated(None)), 12));
    }

    #[test]
    fn a_later_search_replaces_a_held_one_only_if_as_deep() {
        let held = SearchedEval::new(Score::cp(30), 16);
        assert!(SearchedEval::new(Score::cp(1), 16).supersedes(Some(&held)));
        assert!(!SearchedEval::new(Score::cp(1), 15).supersedes(Some(&held)));
        assert!(SearchedEval::new(Score::cp(1), 1).supersedes(None));
    }

    #[test]
    fn written_with_the_depth() {
        assert_eq!(SearchedEval::new(Score::cp(20), 20).to_string(), "0.20,20");
        assert_eq!(SearchedEval::new(Score::cp(-105), 7).to_string(), "-1.05,7");
        assert_eq!(
            SearchedEval::new(Score::mate_in_plies(5), 15).to_string(),
            "#3,15"
        );
    }
}
