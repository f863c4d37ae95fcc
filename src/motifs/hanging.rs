//! Hanging piece: a move takes a piece (not a pawn) that the exchange evaluator says is lost
//! outright (the capture keeps the piece's whole value, whatever recaptures follow), and it
//! was the owner's last move that left it so: not a recapture of a trade, not a loss forced
//! on a side answering a check (a fork or skewer with check), and not a piece already lost
//! where it stood before that move (the capturer's own tactic won it).

use shakmaty::Position;
use shakmaty::Role;

use super::gain::{attackers, best_gain_against};
use super::step::{Step, man_at};
use super::{Motif, Theme};
use crate::eval::{Man, value};
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
        if ply > 0 && !left_hanging(&steps[ply - 1], victim) {
            continue;
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

/// The owner's move `last` is what left `victim` to be taken: it was not a capture on the
/// victim's square (then taking back is a trade), not an answer to a check, and the victim
/// was not already lost outright where it stood before it.
fn left_hanging(last: &Step, victim: Man) -> bool {
    if last.mv.is_capture() && last.mv.to() == victim.square {
        return false;
    }
    if last.before.is_check() {
        return false;
    }
    let board = last.before.board();
    let stood = man_at(board, victim.square) == Some(victim);
    !(stood && best_gain_against(board, victim) >= value(victim.role))
}
