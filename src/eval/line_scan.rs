//! The bishop and rook line scan (spec 4.3.1, "BRscan"): mobility in half-squares, the king
//! field, x-rays through a first man, and pins that count as hung for the enemy.
//!
//! Each direction is walked with precomputed rays: up to the first occupied square, then (if
//! that was not a pawn) on to the second one. That visits exactly the squares the original's
//! square-by-square walk visits.

use shakmaty::{Bitboard, Role, attacks};

use super::attack_map::control;
use super::context::Context;
use super::rays::{Direction, nearest, ray, segment};
use super::sink::{Man, Sink};
use super::term::Term;
use super::weights::{KING_FIELD, XRAY};

/// Scans `directions` from `man`, reports king-field and x-ray terms, counts pins into the
/// enemy's hung counter, and returns the mobility `m` in half-squares.
pub fn scan<S: Sink>(
    ctx: &mut Context<'_>,
    man: Man,
    directions: &[Direction],
    sink: &mut S,
) -> usize {
    let board = ctx.board;
    let occupied = board.occupied();
    let pawns = board.pawns();
    let enemy = man.color.other();
    let enemy_kings = board.kings() & board.by_color(enemy);
    let king_ring = enemy_kings
        .first()
        .map_or(Bitboard::EMPTY, attacks::king_attacks);
    let mut visited = Bitboard::EMPTY;
    let mut mobility = 0;
    let mut xray = 0;
    for &direction in directions {
        let full = ray(man.square, direction);
        let Some(first) = nearest(full & occupied, direction) else {
            visited |= full;
            mobility += 2 * full.count();
            continue;
        };
        let before = segment(man.square, direction, first);
        visited |= before;
        mobility += 2 * (before.count() - 1);
        if pawns.contains(first) {
            continue;
        }
        let beyond = ray(first, direction);
        let Some(second) = nearest(beyond & occupied, direction) else {
            visited |= beyond;
            mobility += beyond.count();
            continue;
        };
        let between = segment(first, direction, second);
        visited |= between;
        mobility += between.count() - 1;
        let Some(piece) = board.piece_at(second) else {
            continue;
        };
        if piece.role == Role::Pawn || piece.color != enemy {
            continue;
        }
        if piece.role as u8 > man.role as u8 || ctx.attacks.word(enemy, second) == 0 {
            xray += XRAY;
            if let Some(pinned) = board.piece_at(first)
                && pinned.color == enemy
                && (ctx.attacks.word(enemy, first) == 0
                    || ctx.attacks.word(man.color, first) > control(pinned.role) + 1)
            {
                *ctx.hung.get_mut(enemy) += 1;
            }
        }
    }
    sink.man(
        man,
        Term::Kingfield,
        KING_FIELD * (visited & king_ring).count() as i32,
    );
    sink.man(man, Term::Xray, xray);
    mobility
}
