//! Queen terms (spec 4.5): from stage 4 on, closeness to the enemy king. Nothing else.

use super::context::Context;
use super::rook::tropism;
use super::sink::{Man, Sink};
use super::term::Term;

/// Scores the queen `man` (everything but the common tail).
pub fn score<S: Sink>(ctx: &Context<'_>, man: Man, sink: &mut S) {
    if ctx.stage() > 3 {
        sink.man(man, Term::KingTropism, tropism(ctx, man));
    }
}
