//! Deflection: a move offers a man on a square; the enemy man that takes it there (or moves
//! there) had been guarding another square, and guards it no longer; the next move of the
//! offering side uses that square: takes there winning material (by the exchange evaluator,
//! where the same capture did not win before), promotes there, or mates there.

use shakmaty::Position;

use super::step::{Step, man_at};
use super::{Motif, Theme};
use crate::search::static_exchange;

/// Every deflection in the line.
pub(super) fn find(steps: &[Step], out: &mut Vec<Motif>) {
    for (ply, bait) in steps.iter().enumerate() {
        let (Some(reply), Some(use_)) = (steps.get(ply + 1), steps.get(ply + 2)) else {
            continue;
        };
        let lure = bait.landing();
        if reply.mv.to() != lure {
            continue;
        }
        let duty = use_.landing();
        if duty == lure {
            continue;
        }
        let Some(from) = reply.mv.from() else {
            continue;
        };
        let guarded = reply.before.board().attacks_from(from).contains(duty);
        let still = reply
            .after
            .board()
            .attacks_from(reply.landing())
            .contains(duty);
        if !guarded || still {
            continue;
        }
        let mates = use_.after.is_checkmate();
        let promotes = use_.mv.is_promotion();
        let wins = use_.mv.is_capture()
            && static_exchange(use_.before.board(), use_.side(), &use_.mv) > 0
            && !(reply.before.is_legal(use_.mv)
                && static_exchange(reply.before.board(), use_.side(), &use_.mv) > 0);
        if !(mates || promotes || wins) {
            continue;
        }
        let mut motif = bait.motif(Theme::Deflection, ply);
        motif.actor = Some(bait.moved());
        motif.targets.extend(man_at(reply.before.board(), from));
        motif.squares.push(duty);
        out.push(motif);
    }
}
