//! Fork: the moved man (not the king) attacks two or more enemy men that are each worth
//! winning — the king, a man worth more than the forker, or a man the forker wins by the
//! exchange evaluator — while the forker itself cannot be won where it stands. Pawns are
//! not counted as forked men (as in Lichess). A move that mates is not a fork.

use shakmaty::{Position, Role, attacks};

use super::gain::{capture_gain, is_lost};
use super::step::{Step, man_at};
use super::{Motif, Theme};
use crate::eval::value;

/// Every fork made in the line.
pub(super) fn find(steps: &[Step], out: &mut Vec<Motif>) {
    for (ply, step) in steps.iter().enumerate() {
        let forker = step.moved();
        if forker.role == Role::King || step.after.is_checkmate() {
            continue;
        }
        let board = step.after.board();
        if is_lost(board, forker) {
            continue;
        }
        let Some(piece) = board.piece_at(forker.square) else {
            continue;
        };
        let reach = attacks::attacks(forker.square, piece, board.occupied())
            & board.by_color(forker.color.other());
        let mut targets: Vec<_> = reach
            .into_iter()
            .filter_map(|sq| man_at(board, sq))
            .filter(|t| t.role != Role::Pawn)
            .filter(|t| {
                t.role == Role::King
                    || value(t.role) > value(forker.role)
                    || capture_gain(board, forker.color, forker.square, t.square) > 0
            })
            .collect();
        if targets.len() < 2 {
            continue;
        }
        targets.sort_by_key(|t| std::cmp::Reverse(value(t.role)));
        let mut motif = step.motif(Theme::Fork, ply);
        motif.actor = Some(forker);
        motif.targets = targets;
        out.push(motif);
    }
}
