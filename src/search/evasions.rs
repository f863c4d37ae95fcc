//! The legal moves of a position in check (its evasions), generated directly: the king's safe
//! steps, and against a single checker its capture and the blocks of its line by men free to
//! move there. shakmaty's `legal_moves` generates every pseudo-legal move and then tests them;
//! in check only a few can be legal. The same moves as `legal_moves`, perhaps in another order
//! (the search orders moves by keys that never depend on the order of generation).

use shakmaty::{Bitboard, Chess, MoveList, Position, Rank, Role, Square, attacks};

use super::captures::{PROMOTIONS, normal_move};
use super::pins::Pins;

/// Appends the legal moves of `pos`, which must be in check, to `moves`.
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
    let blocks = attacks::between(king, checker);
    let pins = Pins::of(pos);
    let forward = turn.fold_wb(8, -8);
    let double_rank = turn.fold_wb(Rank::Second, Rank::Seventh);
    let mut pawn_move = |from: Square, to: Square| {
        if Bitboard::BACKRANKS.contains(to) {
            for role in PROMOTIONS {
                moves.push(normal(Role::Pawn, from, to, Some(role)));
            }
        } else {
            moves.push(normal(Role::Pawn, from, to, None));
        }
    };
    for from in us & board.pawns() {
        let lines = pins.allowed(from);
        let mut targets = attacks::pawn_attacks(turn, from) & Bitboard::from_square(checker);
        if let Some(push) = from.offset(forward).filter(|&to| !occupied.contains(to)) {
            targets |= Bitboard::from_square(push) & blocks;
            if from.rank() == double_rank
                && let Some(double) = push.offset(forward).filter(|&to| blocks.contains(to))
            {
                targets.add(double);
            }
        }
        for to in targets & lines {
            pawn_move(from, to);
        }
    }
    let line = blocks.with(checker);
    for role in [Role::Knight, Role::Bishop, Role::Rook, Role::Queen] {
        for from in us & board.by_role(role) {
            let reach = attacks::attacks(from, role.of(turn), occupied);
            for to in reach & line & pins.allowed(from) {
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
