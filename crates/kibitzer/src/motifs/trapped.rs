//! Trapped piece: after a move, an enemy piece (not a pawn or the king), not pinned and with
//! its king not in check, is lost where it stands (by the exchange evaluator), was not lost
//! before the move, and every move it has either lands where it is lost too or takes less
//! than it is worth. Defending it where it stands or blocking the attack are not counted as
//! escapes (as in Lichess).

use shakmaty::{Bitboard, Position};

use super::gain::is_lost;
use super::step::{Step, man_at};
use super::{Motif, Theme};
use crate::eval::{Man, value};

/// Every piece trapped by a move of the line.
pub(super) fn find(steps: &[Step], out: &mut Vec<Motif>) {
    for (ply, step) in steps.iter().enumerate() {
        if step.after.is_check() {
            continue;
        }
        let board = step.after.board();
        let enemy = step.side().other();
        let pieces = board.by_color(enemy) & !board.pawns() & !board.kings();
        for square in pieces {
            let Some(man) = man_at(board, square) else {
                continue;
            };
            let was = step.before.board().piece_at(square);
            let lost_before = was == board.piece_at(square) && is_lost(step.before.board(), man);
            if lost_before || !is_lost(board, man) || pinned(step, man) || escapes(step, man) {
                continue;
            }
            let mut motif = step.motif(Theme::TrappedPiece, ply);
            motif.actor = Some(step.moved());
            motif.targets.push(man);
            out.push(motif);
        }
    }
}

/// Taking `man` off the board would expose its king.
fn pinned(step: &Step, man: Man) -> bool {
    let board = step.after.board();
    let Some(king) = board.king_of(man.color) else {
        return false;
    };
    let occupied = board.occupied() ^ Bitboard::from(man.square);
    !(board.attacks_to(king, man.color.other(), occupied) & board.by_color(man.color.other()))
        .is_empty()
}

/// Some move of `man` saves it.
fn escapes(step: &Step, man: Man) -> bool {
    step.after
        .legal_moves()
        .into_iter()
        .filter(|m| m.from() == Some(man.square))
        .any(|m| {
            if m.capture().is_some_and(|c| value(c) >= value(man.role)) {
                return true;
            }
            let mut after = step.after.clone();
            after.play_unchecked(m);
            let moved = Man {
                square: m.to(),
                ..man
            };
            !is_lost(after.board(), moved)
        })
}
