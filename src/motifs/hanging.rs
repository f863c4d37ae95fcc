//! Hanging piece: a move takes a piece (not a pawn) that the exchange evaluator says is lost
//! outright: the capture keeps the piece's whole value, whatever recaptures follow.

use shakmaty::Position;
use shakmaty::Role;

use super::gain::attackers;
use super::step::{Step, man_at};
use super::{Motif, Theme};
use crate::eval::value;
use crate::search::static_exchange;

/// Every capture of a hanging piece in the line.
pub(super) fn find(steps: &[Step], out: &mut Vec<Motif>) {
    for (ply, step) in steps.iter().enumerate() {
        let Some(victim) = step.captured() else {
            continue;
        };
        if matches!(victim.role, Role::Pawn | Role::King) {
            continue;
        }
        // Taking back on the square of the last capture is a trade, not a piece left hanging.
        if ply > 0 {
            let last = &steps[ply - 1];
            if last.mv.is_capture() && last.mv.to() == victim.square {
                continue;
            }
        }
        let board = step.before.board();
        if static_exchange(board, step.side(), &step.mv) < value(victim.role) {
            continue;
        }
        let mut motif = step.motif(Theme::HangingPiece, ply);
        motif.actor = Some(step.mover());
        motif.targets.push(victim);
        motif.others = attackers(board, victim.color, victim.square)
            .into_iter()
            .filter_map(|sq| man_at(board, sq))
            .collect();
        out.push(motif);
    }
}
