//! The moves the threads of a team are searching right now, kept where every thread can see
//! them (simplified ABDADA, after Tom Kerrigan): a thread about to search a move that is not
//! its node's first, deep enough to matter, looks it up; if another thread is already in that
//! subtree it defers the move to the end of its own list and searches its other moves first,
//! by which time the other thread's result is usually in the transposition table. Threads
//! that would have searched the same subtree side by side spread over different ones instead.
//!
//! One word per slot, written without locks: the key of the node and the move, or 0. Two
//! moves that share a slot only make a deferral more or less likely; a deferred move is
//! always searched in the end, so the table changes the order of work, never its result.

use std::sync::atomic::{AtomicU64, Ordering};

use shakmaty::Move;

use crate::search::table::tt::encode_move;

/// Slots in the table: 2^15 words (256 kB), far more than the moves being searched at once
/// (a few per thread and ply).
const SLOT_BITS: u32 = 15;

/// The least remaining depth at which moves are marked and deferred: shallower subtrees are
/// over before another thread could profit from the mark.
pub(in crate::search) const DEFER_DEPTH: i32 = 3;

/// The key of `mv` played at the node whose hash is `node_hash` (never 0).
#[inline]
fn key(node_hash: u64, mv: &Move) -> u64 {
    let spread = u64::from(encode_move(mv)).wrapping_mul(0x9E37_79B9_7F4A_7C15);
    (node_hash ^ spread) | 1
}

/// The moves being searched by the threads of one team.
#[derive(Debug)]
pub(in crate::search) struct BusyMoves {
    slots: Box<[AtomicU64]>,
}

impl Default for BusyMoves {
    fn default() -> Self {
        BusyMoves {
            slots: (0..1usize << SLOT_BITS)
                .map(|_| AtomicU64::new(0))
                .collect(),
        }
    }
}

/// A move marked busy by [`BusyMoves::enter`], to hand back to [`BusyMoves::leave`].
#[derive(Clone, Copy, Debug)]
#[must_use]
pub(in crate::search) struct Entered {
    slot: usize,
    key: u64,
}

impl BusyMoves {
    #[inline]
    fn slot(key: u64) -> usize {
        (key >> (64 - SLOT_BITS)) as usize
    }

    /// Whether some thread is searching `mv` at the node `node_hash`.
    #[inline]
    pub(in crate::search) fn is_busy(&self, node_hash: u64, mv: &Move) -> bool {
        let key = key(node_hash, mv);
        self.slots[Self::slot(key)].load(Ordering::Relaxed) == key
    }

    /// Marks `mv` at `node_hash` as being searched (by the caller, until it calls
    /// [`BusyMoves::leave`]).
    #[inline]
    pub(in crate::search) fn enter(&self, node_hash: u64, mv: &Move) -> Entered {
        let key = key(node_hash, mv);
        let slot = Self::slot(key);
        self.slots[slot].store(key, Ordering::Relaxed);
        Entered { slot, key }
    }

    /// The search of an [`Entered`] move is over: its mark is cleared, unless another move
    /// has taken the slot since.
    #[inline]
    pub(in crate::search) fn leave(&self, entered: Entered) {
        let _ = self.slots[entered.slot].compare_exchange(
            entered.key,
            0,
            Ordering::Relaxed,
            Ordering::Relaxed,
        );
    }
}

#[cfg(test)]
mod tests {
    use shakmaty::{Chess, Position};

    use super::BusyMoves;

    #[test]
    fn a_move_is_busy_between_enter_and_leave_at_its_own_node_only() {
        let busy = BusyMoves::default();
        let moves = Chess::default().legal_moves();
        let (e4, d4) = (&moves[0], &moves[1]);
        assert!(!busy.is_busy(7, e4));
        let entered = busy.enter(7, e4);
        assert!(busy.is_busy(7, e4));
        assert!(!busy.is_busy(7, d4), "another move of the node");
        assert!(!busy.is_busy(8, e4), "the same move at another node");
        busy.leave(entered);
        assert!(!busy.is_busy(7, e4));
    }

    /// Searches the start position to depth 5 as the main thread of a team whose (made-up)
    /// other thread is in every root move; the counters.
    fn search_with_every_root_move_busy(busy_deferral: bool) -> crate::search::Counters {
        use crate::History;
        use crate::search::driver::threads::{DeepestIteration, Seat};
        use crate::search::explain::recorder::NoRecorder;
        use crate::search::negamax::node::Node;
        use crate::search::table::eval_cache::EvalCache;
        use crate::search::table::tt::TranspositionTable;
        use crate::search::{Limits, SearchOptions, Searcher, StopSignal};
        use std::sync::atomic::AtomicU64;

        let root = Node::new(Chess::default(), History::default());
        let busy = BusyMoves::default();
        for mv in &root.pos.legal_moves() {
            let _held = busy.enter(root.hash, mv);
        }
        let (tt, cache) = (TranspositionTable::new(1), EvalCache::new(10));
        let options = SearchOptions {
            busy_deferral,
            ..SearchOptions::default()
        };
        let (limits, stop) = (Limits::depth(5), StopSignal::never());
        let (deepest, helper_nodes) = (DeepestIteration::default(), AtomicU64::new(0));
        let (mut report, mut recorder) = (|_| {}, NoRecorder);
        let mut main = Searcher::begin(
            (&tt, &cache),
            &options,
            &limits,
            &stop,
            (Vec::new(), None),
            &mut report,
            &mut recorder,
        );
        main.seat = Seat::team(0, &helper_nodes, (&deepest, &busy));
        let result = main.iterate(&root);
        assert!(result.best.is_some());
        result.counters
    }

    #[test]
    fn a_team_thread_puts_off_the_moves_another_is_in_unless_switched_off() {
        let deferring = search_with_every_root_move_busy(true);
        // At the first root search deep enough (depth 3), 16 of the 19 moves after the first
        // (all the room a node has); searching them, the thread marks and then clears the
        // same keys, so the made-up thread's marks are gone for the later iterations.
        assert_eq!(deferring.deferred_moves, 16, "{deferring:?}");
        assert_eq!(search_with_every_root_move_busy(false).deferred_moves, 0);
    }

    #[test]
    fn leaving_a_slot_another_move_took_keeps_the_other_mark() {
        let busy = BusyMoves::default();
        let moves = Chess::default().legal_moves();
        let mv = &moves[0];
        // Two nodes whose keys share a slot: the top bits of the hash pick the slot.
        let (first, second) = (0x1234_5678_0000_0000, 0x1234_5678_0000_0100);
        let entered = busy.enter(first, mv);
        let _overwritten = busy.enter(second, mv);
        busy.leave(entered);
        assert!(busy.is_busy(second, mv), "the later mark stays");
        assert!(!busy.is_busy(first, mv));
    }
}
