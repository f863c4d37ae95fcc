//! Knight terms (spec 4.0 knight table, 4.2): centralisation, closeness to both kings, enemy
//! men nearby, strong square and the undeveloped penalty.

use shakmaty::{File, Square};

use super::context::Context;
use super::neighbourhood::{distance, within_two};
use super::sink::{Man, Sink};
use super::term::Term;
use super::weights::{KNIGHT_TABLE, MINOR_UNDEVELOPED, at};

/// Scores the knight `man` (everything but the common tail).
pub fn score<S: Sink>(ctx: &Context<'_>, man: Man, sink: &mut S) {
    let Man { color, square, .. } = man;
    let enemy = color.other();
    sink.man(man, Term::Pst, at(&KNIGHT_TABLE, square));
    let to_enemy_king = 5 - distance(square, *ctx.kings.get(enemy));
    let to_own_king = 5 - distance(square, *ctx.kings.get(color));
    sink.man(man, Term::KingTropism, to_enemy_king + to_own_king);
    if ctx.weights.knight_post != 0 {
        let near = (ctx.board.by_color(enemy) & within_two(square)).count() as i32;
        sink.man(man, Term::NearEnemy, ctx.weights.knight_post * near);
    }
    if ctx.strong_for(color, square) {
        sink.man(man, Term::StrongSquare, ctx.weights.strong_square);
    }
    if undeveloped_on_home(ctx, man, [File::B, File::G]) {
        sink.man(man, Term::Undeveloped, MINOR_UNDEVELOPED);
    }
}

/// Whether `man` stands on one of its original squares (`files` on its back rank) while its
/// side is not Developed.
pub fn undeveloped_on_home(ctx: &Context<'_>, man: Man, files: [File; 2]) -> bool {
    !ctx.developed(man.color)
        && files
            .iter()
            .any(|&f| Square::from_coords(f, man.color.backrank()) == man.square)
}
