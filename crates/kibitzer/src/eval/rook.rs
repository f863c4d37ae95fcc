//! Rook terms (spec 4.4): files without own or enemy pawns, the orthogonal line scan, mobility
//! (halved before stage 3) and, from stage 3, closeness to the enemy king.

use super::context::Context;
use super::line_scan;
use super::neighbourhood::taxicab;
use super::sink::{Man, Sink};
use super::term::Term;
use super::weights::{ROOK_MOBILITY, ROOK_NO_ENEMY_PAWN, ROOK_NO_OWN_PAWN};

/// Scores the rook `man` (everything but the common tail).
pub fn score<S: Sink>(ctx: &mut Context<'_>, man: Man, sink: &mut S) {
    let file = man.square.file();
    if ctx.pawns_on_file(man.color, file) == 0 {
        sink.man(man, Term::FileNoOwnPawn, ROOK_NO_OWN_PAWN);
    }
    if ctx.pawns_on_file(man.color.other(), file) == 0 {
        sink.man(man, Term::FileNoEnemyPawn, ROOK_NO_ENEMY_PAWN);
    }
    let mobility = ROOK_MOBILITY[line_scan::scan(ctx, man, sink).min(29)];
    if ctx.stage() < 3 {
        sink.man(man, Term::Mobility, mobility / 2);
    } else {
        sink.man(man, Term::Mobility, mobility);
        sink.man(man, Term::KingTropism, tropism(ctx, man));
    }
}

/// `14 - taxi(square, enemy king)`: the rook and queen bonus for closeness to the enemy king.
pub fn tropism(ctx: &Context<'_>, man: Man) -> i32 {
    14 - taxicab(man.square, *ctx.kings.get(man.color.other()))
}
