//! Interference: a move puts a man on the line between an enemy slider and the enemy man it
//! defends; the same side's next move takes that man, winning material (by the exchange
//! evaluator) where taking it before the interference would not have. An enemy that blocks
//! its own line (Lichess's "self-interference") is not reported.

use shakmaty::Position;
use shakmaty::{Role, attacks};

use super::gain::{attackers, best_gain_against};
use super::step::{Step, man_at};
use super::{Motif, Theme};
use crate::search::static_exchange;

/// Every interference in the line.
pub(super) fn find(steps: &[Step], out: &mut Vec<Motif>) {
    for (ply, block) in steps.iter().enumerate() {
        let (Some(reply), Some(win)) = (steps.get(ply + 1), steps.get(ply + 2)) else {
            continue;
        };
        let Some(victim) = win.captured() else {
            continue;
        };
        let gap = block.landing();
        let q = victim.square;
        let board = block.before.board();
        if q == gap || reply.mv.to() == q || man_at(board, q) != Some(victim) {
            continue;
        }
        if best_gain_against(board, victim) > 0 {
            continue;
        }
        if static_exchange(win.before.board(), win.side(), &win.mv) <= 0 {
            continue;
        }
        let cut = attackers(board, victim.color, q)
            .into_iter()
            .filter_map(|sq| man_at(board, sq))
            .find(|d| {
                matches!(d.role, Role::Bishop | Role::Rook | Role::Queen)
                    && attacks::between(d.square, q).contains(gap)
            });
        let Some(defender) = cut else {
            continue;
        };
        let mut motif = block.motif(Theme::Interference, ply);
        motif.actor = Some(block.moved());
        motif.targets.push(victim);
        motif.others.push(defender);
        motif.squares.push(gap);
        out.push(motif);
    }
}
