//! Sacrifice: a move gives up material by the exchange evaluator (at least 150 cp, so a rook
//! for a minor piece counts and a pawn does not) and the line justifies it: it ends in mate
//! by the sacrificing side, or it goes on at least until that side's next move and ends with
//! that side's material back to at least where it was before the move. A move that gives up material and is not justified by the line is not
//! a sacrifice but a loss (a hanging piece or worse for the other side).

use shakmaty::{Board, Color, Position, Role};

use super::step::Step;
use super::{Motif, Theme};
use crate::eval::value;
use crate::search::static_exchange;

/// The least the exchange evaluator must say a move gives up to be a sacrifice.
pub const SACRIFICE_THRESHOLD: i32 = 150;

/// Every sacrifice of the line.
pub(super) fn find(steps: &[Step], out: &mut Vec<Motif>) {
    let Some(last) = steps.last() else {
        return;
    };
    for (ply, step) in steps.iter().enumerate() {
        let side = step.side();
        if step.after.is_checkmate() || step.mv.is_promotion() {
            continue;
        }
        if static_exchange(step.before.board(), side, &step.mv) > -SACRIFICE_THRESHOLD {
            continue;
        }
        let mated = last.after.is_checkmate() && last.side() == side;
        let recovered = steps.len() > ply + 2
            && balance(last.after.board(), side) >= balance(step.before.board(), side);
        if !(mated || recovered) {
            continue;
        }
        let mut motif = step.motif(Theme::Sacrifice, ply);
        motif.actor = Some(step.moved());
        out.push(motif);
    }
}

/// `side`'s material minus the other side's, kings left out.
fn balance(board: &Board, side: Color) -> i32 {
    board
        .iter()
        .filter(|(_, p)| p.role != Role::King)
        .map(|(_, p)| {
            if p.color == side {
                value(p.role)
            } else {
                -value(p.role)
            }
        })
        .sum()
}
