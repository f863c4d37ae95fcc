//! The legal moves of a position in check (its evasions), generated directly: the king's safe
//! steps, and against a single checker its capture and the blocks of its line by men free to
//! move there. shakmaty's `legal_moves` generates every pseudo-legal move and then tests them;
//! in check only a few can be legal. The same moves as `legal_moves`, perhaps in another order
//! (the search orders moves by keys that never depend on the order of generation).

use shakmaty::{Bitboard, Chess, MoveList, Position, Rank, Role, Square, attacks};

use crate::search::moves::captures::{PROMOTIONS, normal_move};
use crate::search::moves::pins::Pins;

/// Appends the legal moves of `pos`, which must be in check, to `moves`.
// Measured with callgrind: with the pawns' moves found by whole boards and the pieces' from
// the squares of the checking line (rather than every man's moves masked by the line), this
// takes 120M -> 92M instructions in `bench` (5,231 -> 5,206 per node, same tree).
pub fn evasions_into(pos: &Chess, moves: &mut MoveList) {
    let board = pos.board();
    let turn = pos.turn();
    let Some(king) = board.king_of(turn) else {
        moves.extend(pos.legal_moves());
        return;
    };
    let checkers = pos.checkers();
    debug_assert!(checkers.any(), "not in check");
    let us = board.by_color(turn);
    let occupied = board.occupied();
    let normal = |role, from, to, promotion| normal_move(board, role, from, to, promotion);
    let without_king = occupied ^ Bitboard::from_square(king);
    for to in attacks::king_attacks(king) & !us {
        if board.attacks_to(to, !turn, without_king).is_empty() {
            moves.push(normal(Role::King, king, to, None));
        }
    }
    let Some(checker) = checkers.single_square() else {
        return;
    };
    // A pinned man cannot help: it stays on its line through the king, which meets the
    // checking line only at the king.
    let free = us & !Pins::of(pos).pinned();
    let blocks = attacks::between(king, checker);
    let forward = turn.fold_wb(8, -8);
    let mut pawn_move = |from: Square, to: Square| {
        if Bitboard::BACKRANKS.contains(to) {
            for role in PROMOTIONS {
                moves.push(normal(Role::Pawn, from, to, Some(role)));
            }
        } else {
            moves.push(normal(Role::Pawn, from, to, None));
        }
    };
    // The pawns' moves by whole boards: captures of the checker, then pushes onto the line.
    let pawns = free & board.pawns();
    for from in attacks::pawn_attacks(!turn, checker) & pawns {
        pawn_move(from, checker);
    }
    if blocks.any() {
        let pushed = pawns.shift(forward) & !occupied;
        for to in pushed & blocks {
            pawn_move(to.offset(-forward).unwrap_or(to), to);
        }
        let third = Bitboard::from_rank(turn.fold_wb(Rank::Third, Rank::Sixth));
        for to in (pushed & third).shift(forward) & blocks {
            pawn_move(to.offset(-2 * forward).unwrap_or(to), to);
        }
    }
    // The pieces' by looking from each square of the line for the men that reach it.
    let knights = free & board.knights();
    let bishops = free & board.bishops();
    let rooks = free & board.rooks();
    let queens = free & board.queens();
    for to in blocks.with(checker) {
        let diagonal = attacks::bishop_attacks(to, occupied);
        let straight = attacks::rook_attacks(to, occupied);
        for (role, men) in [
            (Role::Knight, attacks::knight_attacks(to) & knights),
            (Role::Bishop, diagonal & bishops),
            (Role::Rook, straight & rooks),
            (Role::Queen, (diagonal | straight) & queens),
        ] {
            for from in men {
                moves.push(normal(role, from, to, None));
            }
        }
    }
    if pos.maybe_ep_square().is_some() {
        moves.extend(pos.en_passant_moves());
    }
}

#[cfg(test)]
mod tests;
