//! Bishop terms (spec 4.0 bishop table, 4.3): placement table, stage bonus, strong square,
//! undeveloped penalty, the diagonal line scan and mobility.

use shakmaty::File;

use super::context::Context;
use super::knight::undeveloped_on_home;
use super::line_scan;
use super::sink::{Man, Sink};
use super::term::Term;
use super::weights::{BISHOP_MOBILITY, BISHOP_TABLE, MINOR_UNDEVELOPED, at};

/// Scores the bishop `man` (everything but the common tail).
pub fn score<S: Sink>(ctx: &mut Context<'_>, man: Man, sink: &mut S) {
    sink.man(man, Term::Pst, at(&BISHOP_TABLE, man.square));
    sink.man(man, Term::StageBonus, ctx.stage());
    if ctx.strong_for(man.color, man.square) {
        sink.man(man, Term::StrongSquare, ctx.weights.strong_square);
    }
    if undeveloped_on_home(ctx, man, [File::C, File::F]) {
        sink.man(man, Term::Undeveloped, MINOR_UNDEVELOPED);
    }
    let mobility = line_scan::scan(ctx, man, sink);
    sink.man(man, Term::Mobility, BISHOP_MOBILITY[mobility.min(29)]);
}
