//! Capturing the defender: a move takes an enemy man that defended another enemy man, and
//! the same side's next move in the line takes that man, winning material (by the exchange
//! evaluator) where taking it before the defender fell would not have.

use shakmaty::Position;

use super::gain::{attackers, best_gain_against};
use super::step::{Step, man_at};
use super::{Motif, Theme};
use crate::search::static_exchange;

/// Every defender captured in the line so that what it defended falls.
pub(super) fn find(steps: &[Step], out: &mut Vec<Motif>) {
    for (ply, step) in steps.iter().enumerate() {
        let (Some(defender), Some(win)) = (step.captured(), steps.get(ply + 2)) else {
            continue;
        };
        let Some(victim) = win.captured() else {
            continue;
        };
        let board = step.before.board();
        let q = victim.square;
        if q == step.mv.to() || steps[ply + 1].mv.to() == q {
            continue;
        }
        if man_at(board, q) != Some(victim)
            || !attackers(board, victim.color, q).contains(defender.square)
        {
            continue;
        }
        if best_gain_against(board, victim) > 0 {
            continue;
        }
        if static_exchange(win.before.board(), win.side(), &win.mv) <= 0 {
            continue;
        }
        let mut motif = step.motif(Theme::CapturingDefender, ply);
        motif.actor = Some(step.mover());
        motif.targets.push(defender);
        motif.others.push(victim);
        motif.squares.push(q);
        out.push(motif);
    }
}
