//! The Stanback evaluation of GNU Chess (December 1987), exactly as `docs/spec/stanback-eval.md`
//! specifies it, with one code path and two outputs: [`evaluate`] for the search and
//! [`breakdown`] for people. Every term reports into a [`Sink`]; the search's sink only adds,
//! the breakdown's records, so `breakdown(..).score() == evaluate(..)` always.
//!
//! ```
//! use kibitzer::{History, eval::evaluate, eval::breakdown};
//! use shakmaty::Chess;
//!
//! let start = Chess::default();
//! assert_eq!(evaluate(&start, History::default()).centipawns(), 10); // the tempo, nothing else
//! assert_eq!(breakdown(&start, History::default()).score(), evaluate(&start, History::default()));
//! ```

mod attack_map;
mod bishop;
mod breakdown;
mod context;
mod exact_divisor;
mod exposure;
mod king;
mod king_safety;
mod knight;
mod line_scan;
mod lone_king;
mod neighbourhood;
mod passed;
mod pawn;
mod pawn_structure;
mod queen;
mod rook;
mod sink;
mod stage;
mod term;
pub mod weights;

pub use attack_map::{AttackMap, attack_sets, control, pawn_captures};
pub use breakdown::{Breakdown, ManValue, SideValues};
pub use sink::{Entry, Man, RecordingSink, Sink, role_name};
pub use stage::StageWeights;
pub use term::{Row, Term};

use shakmaty::{Bitboard, Board, ByColor, Color, Position, Role, Square};

use crate::History;
use crate::Score;
use context::Context;
pub use context::value;
use pawn_structure::PawnStructure;
use weights::{BARE_KING, DRAWISH_MATERIAL, HUNG_EXTRA, TEMPO};

/// The Stanback evaluation of `pos` for the side to move.
#[inline]
pub fn evaluate<P: Position>(pos: &P, history: History) -> Score {
    evaluate_board(pos.board(), pos.turn(), history)
}

/// The Stanback evaluation of `board` with `turn` to move.
pub fn evaluate_board(board: &Board, turn: Color, history: History) -> Score {
    evaluate_with_hung(board, turn, history).0
}

/// The evaluation and the hung counters of both sides (the search extends the horizon when the
/// side to move has more than one hung man).
pub fn evaluate_with_hung(board: &Board, turn: Color, history: History) -> (Score, ByColor<i32>) {
    PawnStructure::with(board, |pawns| {
        let mut ctx = Context::new(board, pawns, turn, history);
        let score = run(&mut ctx, &mut ());
        (Score::cp(score), ctx.hung)
    })
}

/// The evaluation of `pos` term by term, per side and per man.
pub fn breakdown<P: Position>(pos: &P, history: History) -> Breakdown {
    let board = pos.board();
    let mut sink = RecordingSink::default();
    PawnStructure::with(board, |pawns| {
        let mut ctx = Context::new(board, pawns, pos.turn(), history);
        run(&mut ctx, &mut sink);
        let lone_king = lone_king::applies(&ctx);
        Breakdown::new(
            board,
            pos.turn(),
            ctx.stage(),
            ctx.hung,
            lone_king,
            sink.entries,
        )
    })
}

/// Scores every man, then assembles (spec section 3 and 4.9). Returns the score for the side
/// to move, which is always the sum of what was reported to `sink`.
fn run<S: Sink>(ctx: &mut Context<'_>, sink: &mut S) -> i32 {
    let mut tally = Tally {
        inner: sink,
        sums: [0; 2],
    };
    if lone_king::applies(ctx) {
        lone_king::score(ctx, &mut tally);
    } else {
        // One loop per role, in the spec's order, so that each scorer is called directly.
        for color in Color::ALL {
            king_first(ctx, &mut tally, color);
            // The pawns a set at a time.
            pawn::score(ctx, color, &mut tally);
            each_man(ctx, &mut tally, color, Role::Knight, |c, m, t| {
                knight::score(c, m, t);
            });
            each_man(ctx, &mut tally, color, Role::Bishop, |c, m, t| {
                bishop::score(c, m, t);
            });
            each_man(ctx, &mut tally, color, Role::Rook, |c, m, t| {
                rook::score(c, m, t);
            });
            each_man(ctx, &mut tally, color, Role::Queen, |c, m, t| {
                queen::score(c, m, t);
            });
            // Each man's terms stay in order, its own before its tail's.
            tails(ctx, &mut tally, color);
        }
        assemble(ctx, &mut tally);
    }
    tally.for_side(ctx.turn)
}

/// Scores the king of `color`, the first of its kings if a set-up gives it more.
// Measured with callgrind: as a loop like the other roles', the compiler hoists the king
// terms' colour-dependent addresses in front of it and spills them, and `bench` takes 6.8M
// more instructions (0.14%).
#[allow(clippy::inline_always)]
#[inline(always)]
fn king_first<S: Sink>(ctx: &mut Context<'_>, tally: &mut Tally<'_, S>, color: Color) {
    let kings = ctx.board.by_color(color) & ctx.board.kings();
    let Some(first) = kings.first() else {
        return;
    };
    let man = |square| Man {
        color,
        role: Role::King,
        square,
    };
    king::score(ctx, man(first), tally);
    for square in kings.without(first) {
        king::score(ctx, man(square), tally);
    }
}

/// Scores every man of `color` and `role` with `score`.
// Measured with callgrind: with a plain `#[inline]`, `run` takes 1.3% more instructions.
#[allow(clippy::inline_always)]
#[inline(always)]
fn each_man<'c, S: Sink>(
    ctx: &mut Context<'c>,
    tally: &mut Tally<'_, S>,
    color: Color,
    role: Role,
    score: impl Fn(&mut Context<'c>, Man, &mut Tally<'_, S>),
) {
    for square in ctx.board.by_color(color) & ctx.board.by_role(role) {
        let man = Man {
            color,
            role,
            square,
        };
        score(ctx, man, tally);
    }
}

/// The common tails of the men of `color` (spec 4.7), which score only men the enemy attacks:
/// one loop over those few men rather than one per role.
// Measured with callgrind: left to the compiler, `tails` is a call of its own and `bench`
// takes 3.1% more instructions.
#[allow(clippy::inline_always)]
#[inline(always)]
fn tails<S: Sink>(ctx: &mut Context<'_>, tally: &mut Tally<'_, S>, color: Color) {
    let board = ctx.board;
    for square in board.by_color(color) & ctx.attacks.reach(color.other()).any {
        let Some(role) = board.role_at(square) else {
            continue;
        };
        let man = Man {
            color,
            role,
            square,
        };
        exposure::score(ctx, man, tally);
    }
}

/// Material, the extra for more than one hung man, tempo, then draw zeroing and the bare-king
/// bonus, which depend on the score so far (spec 4.9).
fn assemble<S: Sink>(ctx: &Context<'_>, tally: &mut Tally<'_, S>) {
    let stm = ctx.turn;
    let other = stm.other();
    for color in Color::ALL {
        tally.side(color, Term::Material, *ctx.material.get(color));
        if *ctx.hung.get(color) > 1 {
            tally.side(color, Term::HungExtra, HUNG_EXTRA);
        }
    }
    tally.side(stm, Term::Tempo, TEMPO);

    let raw = tally.for_side(stm);
    let no_pawns = |c: Color| *ctx.pawns.material.get(c) == 0;
    let drawish = |c: Color| no_pawns(c) && *ctx.piece_material.get(c) <= DRAWISH_MATERIAL;
    if raw > 0 && drawish(stm) {
        tally.side(stm, Term::DrawZeroing, -raw);
    } else if raw < 0 && drawish(other) {
        tally.side(other, Term::DrawZeroing, raw);
    }
    let bare = |c: Color| ctx.board.by_color(c).count() == 1;
    if bare(other) && *ctx.piece_material.get(stm) > DRAWISH_MATERIAL {
        tally.side(stm, Term::BareKing, BARE_KING);
    } else if bare(stm) && *ctx.piece_material.get(other) > DRAWISH_MATERIAL {
        tally.side(other, Term::BareKing, BARE_KING);
    }
}

/// Forwards every term to the caller's sink and keeps the balance the assembly needs.
struct Tally<'s, S> {
    inner: &'s mut S,
    /// Each side's terms so far, indexed by `Color as usize` (one addition per term, where a
    /// single balance would need the sign of the colour first).
    sums: [i32; 2],
}

impl<S> Tally<'_, S> {
    /// Everything so far from `color`'s point of view.
    #[inline]
    fn for_side(&self, color: Color) -> i32 {
        self.sums[color as usize] - self.sums[color.other() as usize]
    }
}

impl<S: Sink> Sink for Tally<'_, S> {
    #[inline]
    fn man(&mut self, man: Man, term: Term, value: i32) {
        self.sums[man.color as usize] += value;
        self.inner.man(man, term, value);
    }

    #[inline]
    fn side(&mut self, color: Color, term: Term, value: i32) {
        self.sums[color as usize] += value;
        self.inner.side(color, term, value);
    }

    #[inline]
    fn men(
        &mut self,
        color: Color,
        role: Role,
        squares: Bitboard,
        term: Term,
        total: i32,
        value: impl Fn(Square) -> i32,
    ) {
        debug_assert_eq!(total, squares.into_iter().map(&value).sum::<i32>());
        self.sums[color as usize] += total;
        self.inner.men(color, role, squares, term, total, value);
    }
}

#[cfg(test)]
mod tests {
    use super::{Context, PawnStructure, RecordingSink, run};
    use crate::History;
    use shakmaty::{Board, Color, Role, Square};

    #[test]
    fn every_king_of_a_side_is_scored_in_square_order() {
        // Two white kings: a set-up no game reaches, which the evaluation still scores whole.
        let board: Board = "4k3/1pp5/8/8/3K4/8/1PP5/4K3".parse().unwrap();
        let mut sink = RecordingSink::default();
        PawnStructure::with(&board, |pawns| {
            let mut ctx = Context::new(&board, pawns, Color::White, History::default());
            run(&mut ctx, &mut sink);
        });
        let mut kings: Vec<Square> = sink
            .entries
            .iter()
            .filter_map(|entry| entry.man)
            .filter(|man| man.color == Color::White && man.role == Role::King)
            .map(|man| man.square)
            .collect();
        kings.dedup();
        assert_eq!(kings, [Square::E1, Square::D4]);
    }
}
