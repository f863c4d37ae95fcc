//! Keying the quiet moves that wait for their turn (those not [keyed
//! early](super::MoveScorer::keyed_early)): the same keys as [`MoveScorer::score`] gives them,
//! with the move taken apart once and nothing looked for that such a move cannot be.

use shakmaty::{Move, Role};

use super::{
    MoveScorer, OrderReason, ScoredMove, destination, narrow_guard_value, quiet_bits, uci_code,
};
use crate::advisors::capture_strength;
use crate::search::moves::heuristics::Heuristics;
use crate::search::moves::quiets::normal_quiet;

impl MoveScorer<'_> {
    /// [`MoveScorer::score`] of a move that is not [keyed early](MoveScorer::keyed_early) (a
    /// quiet move of a man on a safe square, neither a killer nor the table move), taken apart
    /// once: no victim, no stake, no killer rank and no table key to look for.
    // Measured with callgrind: keying the waiting quiet moves with this rather than `score`,
    // `MovePicker::key_quiets` takes 513M -> 367M instructions in `bench` (same tree).
    #[allow(clippy::inline_always)]
    #[inline(always)]
    pub fn score_waiting(&self, mv: Move, heuristics: &Heuristics) -> ScoredMove {
        let (role, from, to, controls) = match (normal_quiet(&mv), mv) {
            (Some((role, from, to)), _) => (role, from, to, role != Role::Pawn),
            (None, Move::Castle { king, .. }) => (Role::King, king, destination(&mv), false),
            (None, _) => return self.score(mv, heuristics),
        };
        debug_assert!(!self.keyed_early(&mv), "{mv:?} is keyed early");
        let turn = self.turn;
        let options = self.options;
        let gv_target = self.guard.value_with_occupant(turn, to, None)
            - if controls { capture_strength(role) } else { 0 };
        let safe = gv_target >= -options.guard_margin;
        let tie = u64::from(0xFFFF - uci_code(from, to, None).min(0xFFFF));
        let gv_bits = (gv_target + 512).clamp(0, 1023) as u64;
        let (key, reason) = if safe {
            let (bits, reason) = quiet_bits(
                &mv,
                [None, None],
                self.quiet_history(&mv, heuristics),
                options,
            );
            ((1 << 62) | (bits << 26) | (gv_bits << 16) | tie, reason)
        } else {
            ((gv_bits << 16) | tie, OrderReason::Unsafe)
        };
        ScoredMove {
            mv,
            key,
            safe,
            gv_target: narrow_guard_value(gv_target),
            reason,
        }
    }
}
