//! The bishop and rook line scan (spec 4.3.1, "BRscan"): mobility in half-squares, the king
//! field, x-rays through a first man, and pins that count as hung for the enemy.

use shakmaty::{Role, Square};

use super::attack_map::control;
use super::context::Context;
use super::exposure::step;
use super::sink::{Man, Sink};
use super::term::Term;
use super::weights::{KING_FIELD, XRAY};

/// Scans `directions` from `man`, reports king-field and x-ray terms, counts pins into the
/// enemy's hung counter, and returns the mobility `m` in half-squares.
pub fn scan<S: Sink>(
    ctx: &mut Context<'_>,
    man: Man,
    directions: &[(i32, i32)],
    sink: &mut S,
) -> usize {
    let board = ctx.board;
    let enemy = man.color.other();
    let enemy_king = *ctx.kings.get(enemy);
    let has_enemy_king = !(board.kings() & board.by_color(enemy)).is_empty();
    let mut mobility = 0;
    let mut kingfield = 0;
    let mut xray = 0;
    for &(df, dr) in directions {
        let mut half_step = 2;
        let mut first: Option<Square> = None;
        let mut sq = man.square;
        while let Some(u) = step(sq, df, dr) {
            sq = u;
            if has_enemy_king && u.distance(enemy_king) == 1 {
                kingfield += KING_FIELD;
            }
            let Some(piece) = board.piece_at(u) else {
                mobility += half_step;
                continue;
            };
            if piece.role == Role::Pawn {
                break;
            }
            let Some(first_sq) = first else {
                first = Some(u);
                half_step = 1;
                continue;
            };
            if piece.color == enemy
                && (piece.role as u8 > man.role as u8 || ctx.attacks.word(enemy, u) == 0)
            {
                xray += XRAY;
                if let Some(first_piece) = board.piece_at(first_sq)
                    && first_piece.color == enemy
                    && (ctx.attacks.word(enemy, first_sq) == 0
                        || ctx.attacks.word(man.color, first_sq) > control(first_piece.role) + 1)
                {
                    *ctx.hung.get_mut(enemy) += 1;
                }
            }
            break;
        }
    }
    sink.man(man, Term::Kingfield, kingfield);
    sink.man(man, Term::Xray, xray);
    mobility
}
