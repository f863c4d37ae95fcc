//! Discoveries: a move uncovers a line of a slider of the mover behind it. A double check
//! (two checkers at once); a discovered check (the only checker is not the moved man); a
//! discovered attack (the uncovered slider now attacks an enemy piece, not a pawn or the king,
//! that it wins by the exchange evaluator). A double check is not also reported as a discovered
//! check; Lichess files both under `discoveredAttack` as well.

use shakmaty::{Bitboard, Move, Position, Role, attacks};

use super::gain::capture_gain;
use super::step::{Step, man_at};
use super::{Motif, Theme};

/// Every discovery made in the line.
pub(super) fn find(steps: &[Step], out: &mut Vec<Motif>) {
    for (ply, step) in steps.iter().enumerate() {
        checks(ply, step, out);
        attacks_uncovered(ply, step, out);
    }
}

/// The squares the move puts men on (both for castling).
fn landed(step: &Step) -> Bitboard {
    let mut squares = Bitboard::from(step.landing());
    if let Move::Castle { king, rook } = step.mv {
        let side = if rook > king {
            shakmaty::CastlingSide::KingSide
        } else {
            shakmaty::CastlingSide::QueenSide
        };
        squares |= Bitboard::from(side.rook_to(step.side()));
    }
    squares
}

fn checks(ply: usize, step: &Step, out: &mut Vec<Motif>) {
    let checkers = step.after.checkers();
    let board = step.after.board();
    if checkers.count() >= 2 {
        let mut motif = step.motif(Theme::DoubleCheck, ply);
        motif.actor = Some(step.moved());
        motif.targets = king(step);
        motif.others = checkers
            .into_iter()
            .filter_map(|sq| man_at(board, sq))
            .collect();
        out.push(motif);
    } else if let Some(checker) = (checkers & !landed(step)).first() {
        let mut motif = step.motif(Theme::DiscoveredCheck, ply);
        motif.actor = man_at(board, checker);
        motif.targets = king(step);
        motif.others.push(step.mover());
        out.push(motif);
    }
}

fn king(step: &Step) -> Vec<crate::eval::Man> {
    let board = step.after.board();
    board
        .king_of(step.side().other())
        .and_then(|sq| man_at(board, sq))
        .into_iter()
        .collect()
}

fn attacks_uncovered(ply: usize, step: &Step, out: &mut Vec<Motif>) {
    let Some(from) = step.mv.from() else {
        return;
    };
    let side = step.side();
    let before = step.before.board();
    let board = step.after.board();
    let sliders =
        board.by_color(side) & (board.bishops() | board.rooks() | board.queens()) & !landed(step);
    for square in sliders {
        let Some(piece) = board.piece_at(square) else {
            continue;
        };
        let now = attacks::attacks(square, piece, board.occupied());
        let then = attacks::attacks(square, piece, before.occupied());
        let uncovered = now & !then & board.by_color(side.other()) & !board.kings();
        let targets: Vec<_> = uncovered
            .into_iter()
            .filter(|t| attacks::between(square, *t).contains(from))
            .filter(|t| capture_gain(board, side, square, *t) > 0)
            .filter_map(|t| man_at(board, t))
            .filter(|t| !matches!(t.role, Role::King | Role::Pawn))
            .collect();
        if targets.is_empty() {
            continue;
        }
        let mut motif = step.motif(Theme::DiscoveredAttack, ply);
        motif.actor = man_at(board, square);
        motif.targets = targets;
        motif.others.push(step.mover());
        out.push(motif);
    }
}
