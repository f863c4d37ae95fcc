//! The moves of a node put off to the end of its list (see `threads::busy_moves`): the move
//! loop takes its moves from here, which hands out the picker's moves in their order and then
//! the deferred ones in the order they were put off.

use arrayvec::ArrayVec;

use crate::search::moves::heuristics::Heuristics;
use crate::search::moves::move_picker::MovePicker;
use crate::search::moves::ordering::ScoredMove;

/// The most moves one node defers; past that, moves are searched in their turn.
const ROOM: usize = 16;

/// A node's deferred moves and how far the loop has got through them.
#[derive(Default)]
pub(in crate::search) struct DeferredMoves {
    moves: ArrayVec<ScoredMove, ROOM>,
    /// Deferred moves handed out so far.
    replayed: usize,
    /// Whether the picker has handed out its last move.
    picker_done: bool,
}

impl DeferredMoves {
    /// The picker's next move, or once it has none, the next deferred one.
    #[inline]
    pub(in crate::search) fn next(
        &mut self,
        picker: &mut MovePicker<'_, '_>,
        heuristics: &Heuristics,
    ) -> Option<ScoredMove> {
        if !self.picker_done {
            if let Some(scored) = picker.next(heuristics) {
                return Some(scored);
            }
            self.picker_done = true;
        }
        let scored = self.moves.get(self.replayed).copied();
        self.replayed += 1;
        scored
    }

    /// Whether a move may still be deferred: not once the deferred moves are being searched.
    #[inline]
    pub(in crate::search) fn may_defer(&self) -> bool {
        !self.picker_done
    }

    /// Puts `scored` off; false if there is no room (the move is then searched now).
    #[inline]
    pub(in crate::search) fn defer(&mut self, scored: ScoredMove) -> bool {
        self.moves.try_push(scored).is_ok()
    }
}

#[cfg(test)]
mod tests {
    use shakmaty::{Chess, Position};

    use super::DeferredMoves;
    use crate::search::SearchOptions;
    use crate::search::moves::heuristics::Heuristics;
    use crate::search::moves::move_picker::{MoveLists, MovePicker};
    use crate::search::moves::ordering::MoveScorer;

    #[test]
    fn deferred_moves_come_after_the_pickers_in_the_order_they_were_put_off() {
        let pos = Chess::default();
        let moves = pos.legal_moves();
        let options = SearchOptions::default();
        let heuristics = Heuristics::new(4);
        let scorer = MoveScorer::new(pos.board(), pos.turn(), 0, [None, None], &options);
        let mut lists = MoveLists::default();
        let mut picker = MovePicker::staged(&scorer, &moves, &heuristics, &mut lists);
        let mut deferred = DeferredMoves::default();
        let mut order = Vec::new();
        let mut put_off = Vec::new();
        while let Some(scored) = deferred.next(&mut picker, &heuristics) {
            if deferred.may_defer() && order.len() % 3 == 1 && deferred.defer(scored) {
                put_off.push(scored.mv);
                order.push(None);
                continue;
            }
            order.push(Some(scored.mv));
        }
        let searched: Vec<_> = order.into_iter().flatten().collect();
        assert_eq!(searched.len(), moves.len(), "every move exactly once");
        assert!(!put_off.is_empty());
        assert_eq!(
            searched[searched.len() - put_off.len()..],
            put_off[..],
            "the deferred moves last, in their order"
        );
    }
}
