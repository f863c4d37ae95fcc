//! King terms (spec 4.0 king table, 4.6 K2-K4): castling and king moved, open files at the
//! king, and the king table blended by stage with the pawn-distance term, smoothed in endings.
//! The safety scan K1 lives in `king_safety`.

use shakmaty::{Color, File, Square, attacks};

use super::context::{Context, ahead};
use super::king_safety;
use super::sink::{Man, Sink};
use super::term::Term;
use super::weights::{KING_ENDING, KING_OPENING, at};

/// Scores the king `man` (everything but the common tail).
pub fn score<S: Sink>(ctx: &Context<'_>, man: Man, sink: &mut S) {
    let Man { color, square, .. } = man;
    king_safety::score(ctx, man, sink);

    // K2: castling.
    if *ctx.history.castled.get(color) {
        sink.man(man, Term::Castled, ctx.weights.castled);
    } else if *ctx.history.king_moved.get(color) {
        sink.man(man, Term::KingMoved, ctx.weights.king_moved);
    }

    // K3: open files at the king and at the neighbour towards the nearer corner.
    let neighbour = match square.file() {
        File::B | File::C | File::D | File::H => square.file().offset(-1),
        _ => square.file().offset(1),
    };
    let mut open = 0;
    for file in std::iter::once(square.file()).chain(neighbour) {
        if ctx.pawns_on_file(color, file) == 0 {
            open += ctx.weights.king_file_no_own_pawn;
        }
        if ctx.pawns_on_file(color.other(), file) == 0 {
            open += ctx.weights.king_file_no_enemy_pawn;
        }
    }
    sink.man(man, Term::OpenFiles, open);

    // K4: the table.
    if ctx.stage() < 8 {
        sink.man(man, Term::PstBlend, blend(ctx, square));
        sink.man(man, Term::PawnDistance, -pawn_distance(ctx, square));
    } else {
        let here = table(ctx, square);
        let enemy = color.other();
        let best = attacks::king_attacks(square)
            .into_iter()
            .filter(|&u| ctx.attacks.word(enemy, u) == 0)
            .map(|u| table(ctx, u))
            .fold(here, i32::max);
        sink.man(man, Term::PstSmoothed, (here + best) / 2);
    }
}

/// `Mking[square]`: the blended table minus the pawn-distance term.
fn table(ctx: &Context<'_>, square: Square) -> i32 {
    blend(ctx, square) - pawn_distance(ctx, square)
}

/// Opening and ending tables blended by stage.
fn blend(ctx: &Context<'_>, square: Square) -> i32 {
    let stage = ctx.stage();
    (at(&KING_OPENING, square) * (10 - stage) + at(&KING_ENDING, square) * stage) / 10
}

/// `(Pd(square) * stage²) / (2 * tpmtl)`: pulls the king towards the pawns, four times harder
/// towards free ones. Zero without pawns and at stage 0.
fn pawn_distance(ctx: &Context<'_>, square: Square) -> i32 {
    let pawn_material = ctx.pawn_material.white + ctx.pawn_material.black;
    if pawn_material == 0 || ctx.stage() == 0 {
        return 0;
    }
    let mut sum: i32 = 0;
    for color in Color::ALL {
        let enemy = color.other();
        for pawn in ctx.board.by_color(color) & ctx.board.pawns() {
            let rank = pawn.rank().to_u32() as i32;
            let relative = if color == Color::White {
                rank
            } else {
                7 - rank
            };
            let steps = if relative == 6 { 1 } else { 2 };
            let forward = if color == Color::White { 8 } else { -8 };
            let target = pawn.offset(forward * steps).unwrap_or(pawn);
            let mut weight = relative + 3;
            if ahead(color, pawn)
                .into_iter()
                .all(|j| ctx.weak_for(enemy, j))
            {
                weight *= 4;
            }
            sum += weight * square.distance(target) as i32;
        }
    }
    sum * ctx.weights.stage_squared() / (2 * pawn_material)
}
