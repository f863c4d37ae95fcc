//! Mates at the end of the line: mate in N (N the mating side's moves in the line), and the
//! named patterns of the final position: back-rank mate (the king on its own first rank,
//! every square in front of it held by its own men, mated by a man on that rank) and
//! smothered mate (mated by a knight, every square around the king held by its own men).

use shakmaty::{Bitboard, Position, Rank, attacks};

use super::step::{Step, man_at};
use super::{Motif, Theme};

/// The mates of the line, if it ends in mate.
pub(super) fn find(steps: &[Step], out: &mut Vec<Motif>) {
    let Some(last) = steps.last() else {
        return;
    };
    if !last.after.is_checkmate() {
        return;
    }
    let mater = last.side();
    let board = last.after.board();
    let Some(king) = board
        .king_of(mater.other())
        .and_then(|sq| man_at(board, sq))
    else {
        return;
    };
    let ply = steps.len() - 1;
    let first = steps.iter().position(|s| s.side() == mater).unwrap_or(ply);
    let moves = steps.iter().filter(|s| s.side() == mater).count();
    let mut mate = steps[first].motif(Theme::MateIn(u8::try_from(moves).unwrap_or(u8::MAX)), first);
    mate.actor = Some(last.moved());
    mate.targets.push(king);
    out.push(mate);

    let checkers = last.after.checkers();
    let own = board.by_color(king.color);
    let around = attacks::king_attacks(king.square);
    let back = if king.color.is_white() {
        Rank::First
    } else {
        Rank::Eighth
    };
    if king.square.rank() == back && checkers.into_iter().all(|c| c.rank() == back) {
        let front = around & !Bitboard::from_rank(back);
        if !front.is_empty() && (front & !own).is_empty() {
            let mut motif = last.motif(Theme::BackRankMate, ply);
            motif.actor = checkers.first().and_then(|sq| man_at(board, sq));
            motif.targets.push(king);
            out.push(motif);
        }
    }
    let by_knight = checkers.count() == 1 && !(checkers & board.knights()).is_empty();
    if by_knight && (around & !own).is_empty() {
        let mut motif = last.motif(Theme::SmotheredMate, ply);
        motif.actor = checkers.first().and_then(|sq| man_at(board, sq));
        motif.targets.push(king);
        out.push(motif);
    }
}
