//! Hanging piece: a move takes a piece (not a pawn) that the exchange evaluator says is lost
//! outright (the capture keeps the piece's whole value, whatever recaptures follow), and the
//! owner left it so: not a recapture of a trade (taking back a man worth at least as much as
//! the one that took), not a loss forced on a side answering a check (a fork or skewer with
//! check), and not a piece the capturer's own move before won (a fork, a pin: that move is
//! the tactic). A piece that was already lost before the capturer's move before, or before
//! the line starts, and that its owner left where it stood, hangs, as Lichess counts it.

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
        if ply > 0
            && !left_hanging(
                &steps[ply - 1],
                ply.checked_sub(2).map(|i| &steps[i]),
                victim,
            )
        {
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

/// The owner's move `last` left `victim` to be taken: it was not a capture on the victim's
/// square of a man worth at least as much (then taking back is a trade), not an answer to a
/// check, and, if the victim was already lost where it stood before `last`, the capturer's
/// move before it (`tactic`, none when the line starts with `last`) did not make it so.
fn left_hanging(last: &Step, tactic: Option<&Step>, victim: Man) -> bool {
    if last.mv.is_capture() && last.mv.to() == victim.square {
        let taken = last.captured().map_or(0, |man| value(man.role));
        if taken >= value(victim.role) {
            return false;
        }
    }
    if last.before.is_check() {
        return false;
    }
    if !lost_where_it_stands(last, victim) {
        return true;
    }
    // Lost before the owner's move: hanging only if it was lost before the capturer's move
    // before that too (then nobody's tactic won it; its owner left it).
    tactic.is_none_or(|step| lost_where_it_stands(step, victim))
}

/// `victim` stood on its square before `step` and was lost there outright.
fn lost_where_it_stands(step: &Step, victim: Man) -> bool {
    let board = step.before.board();
    man_at(board, victim.square) == Some(victim)
        && best_gain_against(board, victim) >= value(victim.role)
}
