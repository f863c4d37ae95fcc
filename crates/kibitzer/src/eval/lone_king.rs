//! The lone-king routine (spec 4.8): when one side has only its king and the other no pawns,
//! it replaces the whole evaluation, driving the bare king to the edge and the kings together.

use shakmaty::Color;

use super::context::Context;
use super::sink::Sink;
use super::term::Term;
use super::weights::{DRAWISH_MATERIAL, DYING_KING, LONE_KING_BASE, at};

/// Whether the routine applies: a side has only its king and the other side has no pawns.
pub fn applies(ctx: &Context<'_>) -> bool {
    Color::ALL
        .into_iter()
        .any(|c| ctx.board.by_color(c).count() == 1 && *ctx.pawns.material.get(c.other()) == 0)
}

/// Reports the routine's parts to the winner (the side with more material, Black on a tie).
pub fn score<S: Sink>(ctx: &Context<'_>, sink: &mut S) {
    let winner = if ctx.material.white > ctx.material.black {
        Color::White
    } else {
        Color::Black
    };
    let loser = winner.other();
    let pieces = *ctx.piece_material.get(winner);
    if pieces <= DRAWISH_MATERIAL {
        return;
    }
    let loser_king = *ctx.kings.get(loser);
    let distance = ctx.kings.get(winner).distance(loser_king) as i32;
    sink.side(winner, Term::LoneKingBase, LONE_KING_BASE);
    sink.side(winner, Term::LoneKingMaterial, pieces);
    sink.side(winner, Term::LoneKingEdge, -at(&DYING_KING, loser_king));
    sink.side(winner, Term::LoneKingDistance, -2 * distance);
}
