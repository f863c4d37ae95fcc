//! Hands a node's moves to the move loop best first, keying them in two stages: captures,
//! promotions, escapes and killers at once; the quiet rest only when the loop gets past every
//! move that ranks above them. Most nodes cut off before that, so most quiet moves are never
//! keyed. The order is the one a full sort by key would give.

use arrayvec::ArrayVec;
use shakmaty::{Move, MoveList};

use super::heuristics::Heuristics;
use super::ordering::{MoveScorer, QUIET_KEY_BOUND, ScoredMove};

/// Moves picked by a linear scan before the rest of the list is sorted (most cutoffs come
/// early; past them the node will probably try every move).
const PICKED_ONE_BY_ONE: usize = 3;

/// Room for the moves of one node, on the caller's stack (a picker is made for every node;
/// copying 8 kB of lists in and out of calls would cost more than keying the moves).
#[derive(Default)]
pub(super) struct MoveLists {
    keyed: ArrayVec<ScoredMove, 256>,
    /// Quiet moves not keyed yet; all of them rank below [`QUIET_KEY_BOUND`].
    waiting: ArrayVec<Move, 256>,
}

/// The moves of one node, keyed or waiting to be.
pub(super) struct MovePicker<'a, 'm> {
    /// Borrowed, not owned: the scorer holds the guard map, which is too big to move around.
    scorer: Option<&'m MoveScorer<'a>>,
    keyed: &'m mut ArrayVec<ScoredMove, 256>,
    waiting: &'m mut ArrayVec<Move, 256>,
    /// Index of the next move to hand out.
    next: usize,
    /// Whether `keyed[next..]` is sorted.
    sorted: bool,
}

impl<'a, 'm> MovePicker<'a, 'm> {
    /// A picker of the one move `scored` (the table move, tried before the others are keyed).
    pub(super) fn only(scored: ScoredMove, lists: &'m mut MoveLists) -> MovePicker<'a, 'm> {
        lists.keyed.clear();
        lists.waiting.clear();
        lists.keyed.push(scored);
        MovePicker {
            scorer: None,
            keyed: &mut lists.keyed,
            waiting: &mut lists.waiting,
            next: 0,
            sorted: true,
        }
    }

    /// A picker of `moves`, keying those that may rank above the quiet ones now.
    pub(super) fn staged(
        scorer: &'m MoveScorer<'a>,
        moves: &MoveList,
        heuristics: &Heuristics,
        lists: &'m mut MoveLists,
    ) -> MovePicker<'a, 'm> {
        let MoveLists { keyed, waiting } = lists;
        keyed.clear();
        waiting.clear();
        for &mv in moves {
            if scorer.keyed_early(&mv) {
                keyed.push(scorer.score(mv, heuristics));
            } else {
                waiting.push(mv);
            }
        }
        MovePicker {
            scorer: Some(scorer),
            keyed,
            waiting,
            next: 0,
            sorted: false,
        }
    }

    /// The best move not handed out yet. `heuristics` keys the waiting quiet moves when
    /// their turn comes (with the history as it is then).
    pub(super) fn next(&mut self, heuristics: &Heuristics) -> Option<ScoredMove> {
        let i = self.next;
        if !self.waiting.is_empty() {
            let best = self.best_from(i);
            if let Some(j) = best.filter(|&j| self.keyed[j].key > QUIET_KEY_BOUND) {
                return Some(self.take(i, j));
            }
            if let Some(scorer) = self.scorer {
                for &mv in self.waiting.iter() {
                    self.keyed.push(scorer.score(mv, heuristics));
                }
            }
            self.waiting.clear();
        }
        if i >= self.keyed.len() {
            return None;
        }
        if i < PICKED_ONE_BY_ONE {
            let j = self.best_from(i).unwrap_or(i);
            return Some(self.take(i, j));
        }
        if !self.sorted {
            self.keyed[i..].sort_unstable_by_key(|m| std::cmp::Reverse(m.key));
            self.sorted = true;
        }
        self.next += 1;
        Some(self.keyed[i])
    }

    /// The index of the best keyed move from `i` on.
    fn best_from(&self, i: usize) -> Option<usize> {
        (i..self.keyed.len()).max_by_key(|&j| self.keyed[j].key)
    }

    /// Hands out `keyed[j]` as the `i`-th move.
    fn take(&mut self, i: usize, j: usize) -> ScoredMove {
        self.keyed.swap(i, j);
        self.next += 1;
        self.keyed[i]
    }
}
