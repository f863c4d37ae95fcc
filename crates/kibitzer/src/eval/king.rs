//! King terms (spec 4.0 king table, 4.6 K2-K4): castling and king moved, open files at the
//! king, and the king table blended by stage with the pawn-distance term, smoothed in endings.
//! The safety scan K1 lives in `king_safety`.

use std::cell::Cell;

use shakmaty::{Bitboard, ByColor, Color, Square, attacks};

use super::context::{Context, ahead, relative_rank};
use super::exact_divisor::ExactDivisor;
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

    // K3: open files at the king and at the neighbour towards the nearer corner: those
    // without a pawn of one side or the other.
    let files = KING_FILES[square.file().to_usize()];
    let open_for = |side: Color| (files & !ctx.pawns.file_mask.get(side)).count_ones() as i32;
    let open = open_for(color) * ctx.weights.king_file_no_own_pawn
        + open_for(color.other()) * ctx.weights.king_file_no_enemy_pawn;
    sink.man(man, Term::OpenFiles, open);

    // K4: the table.
    let pull = &ctx.pawns.pull;
    if ctx.stage() < 8 {
        sink.man(man, Term::PstBlend, blend(ctx, square));
        sink.man(man, Term::PawnDistance, -pull.at(ctx, square));
    } else {
        let table = |u: Square| blend(ctx, u) - pull.at(ctx, u);
        let here = table(square);
        let enemy = color.other();
        let best = attacks::king_attacks(square)
            .into_iter()
            .filter(|&u| ctx.attacks.word(enemy, u) == 0)
            .map(table)
            .fold(here, i32::max);
        sink.man(man, Term::PstSmoothed, (here + best) / 2);
    }
}

/// K3's files of a king on each file (a bit per file, a = bit 0): its own and the neighbour
/// towards the nearer corner (b, c and d look towards a, h towards g, the others towards h).
static KING_FILES: [u8; 8] = {
    let mut files = [0; 8];
    let mut file = 0;
    while file < 8 {
        let neighbour = match file {
            1..=3 | 7 => file - 1,
            _ => file + 1,
        };
        files[file] = 1 << file | 1 << neighbour;
        file += 1;
    }
    files
};

/// Opening and ending tables blended by stage.
#[inline]
fn blend(ctx: &Context<'_>, square: Square) -> i32 {
    BLEND_BY_STAGE[ctx.stage() as usize][square.to_usize()]
}

/// [`blend`] for every stage (0..=10) and square: a lookup instead of two multiplications and
/// a division.
static BLEND_BY_STAGE: [[i32; 64]; 11] = blend_by_stage();

const fn blend_by_stage() -> [[i32; 64]; 11] {
    let mut table = [[0; 64]; 11];
    let mut stage = 0;
    while stage < 11 {
        let mut index = 0;
        while index < 64 {
            let square = Square::new(index as u32);
            let weight = stage as i32;
            table[stage][index] = (at(&KING_OPENING, square) * (10 - weight)
                + at(&KING_ENDING, square) * weight)
                / 10;
            index += 1;
        }
        stage += 1;
    }
    table
}

/// The pawns' pull on a king (spec 4.0): for every pawn the square two steps ahead (one from
/// the seventh rank) and its weight, `relative rank + 3`, four times that for a free pawn.
/// Kept as parallel arrays padded with zero weights, so that the distance sum is one
/// fixed-length loop the compiler turns into a few vector instructions (a king in the ending
/// asks for it on up to nine squares).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PawnPull {
    files: [i8; MAX_PAWNS],
    ranks: [i8; MAX_PAWNS],
    /// Zero for unused slots; at most (6 + 3) * 4 = 36.
    weights: [i8; MAX_PAWNS],
    any: bool,
    /// Twice the pawn material of both sides, the pull's divisor.
    divisor: ExactDivisor,
    /// The distance sums found so far, per square.
    sums: SumMemo,
}

/// The pull's distance sum of every square asked for so far, plus one (zero: not yet known).
/// The same pawns meet the same king squares evaluation after evaluation, and a sum is at most
/// 36 * 7 * 32 = 8,064. A memo is no part of the pull's value: any two are equal.
#[derive(Clone, Debug)]
struct SumMemo([Cell<u16>; 64]);

impl PartialEq for SumMemo {
    fn eq(&self, _other: &SumMemo) -> bool {
        true
    }
}

impl Eq for SumMemo {}

/// Room for every pawn of both sides (a legal position has at most sixteen; a set-up one may
/// have more, and pawns beyond this many do not pull).
const MAX_PAWNS: usize = 32;

impl PawnPull {
    /// The targets and weights of every pawn of `pawns`, with `pawn_material` (both sides').
    /// The stage only scales the pull ([`PawnPull::at`]), so the same pull serves every stage.
    pub fn new(
        pawns: &ByColor<Bitboard>,
        pawn_attacks: &ByColor<Bitboard>,
        pawn_material: i32,
    ) -> PawnPull {
        let mut pull = PawnPull {
            files: [0; MAX_PAWNS],
            ranks: [0; MAX_PAWNS],
            weights: [0; MAX_PAWNS],
            any: false,
            divisor: ExactDivisor::new(1),
            sums: SumMemo(std::array::from_fn(|_| Cell::new(0))),
        };
        if pawn_material == 0 {
            return pull;
        }
        let mut len = 0;
        for color in Color::ALL {
            let enemy_pawn_attacks = *pawn_attacks.get(color.other());
            for pawn in *pawns.get(color) {
                if len == MAX_PAWNS {
                    break;
                }
                let relative = relative_rank(color, pawn);
                let steps = if relative == 6 { 1 } else { 2 };
                let forward = if color == Color::White { 8 } else { -8 };
                let target = pawn.offset(forward * steps).unwrap_or(pawn);
                let mut weight = relative + 3;
                // Free: every square ahead is weak for the enemy, i.e. no enemy pawn attacks
                // any square ahead of this pawn on its file.
                if (enemy_pawn_attacks & ahead(color, pawn)).is_empty() {
                    weight *= 4;
                }
                pull.files[len] = target.file().to_u32() as i8;
                pull.ranks[len] = target.rank().to_u32() as i8;
                pull.weights[len] = weight as i8;
                len += 1;
            }
        }
        pull.any = len > 0;
        // At most 64 pawns: a divisor of at most 12,800; the dividend, at most
        // 36 * 7 * 32 * 100 (weight, distance, pawns that pull, stage squared), is below 2^24.
        pull.divisor = ExactDivisor::new((2 * pawn_material) as u32);
        pull
    }

    /// `(Pd(square) * stage²) / (2 * tpmtl)`: zero without pawns and at stage 0 (where the
    /// sum is multiplied by zero).
    pub fn at(&self, ctx: &Context<'_>, square: Square) -> i32 {
        if !self.any {
            return 0;
        }
        let sum = self.remembered_sum(square);
        self.divisor
            .divide((sum * ctx.weights.stage_squared()) as u32) as i32
    }

    /// [`PawnPull::sum`], computed once per square.
    fn remembered_sum(&self, square: Square) -> i32 {
        let memo = &self.sums.0[square.to_usize()];
        match memo.get() {
            0 => {
                let sum = self.sum(square);
                memo.set(sum as u16 + 1);
                sum
            }
            known => i32::from(known - 1),
        }
    }

    /// `Pd(square)`: the weighted king distances from `square` to every pawn's target.
    fn sum(&self, square: Square) -> i32 {
        let file = square.file().to_u32() as i8;
        let rank = square.rank().to_u32() as i8;
        let mut sum = 0i32;
        for i in 0..MAX_PAWNS {
            let distance = (self.files[i] - file)
                .abs()
                .max((self.ranks[i] - rank).abs());
            sum += i32::from(self.weights[i]) * i32::from(distance);
        }
        sum
    }
}

#[cfg(test)]
mod tests {
    use crate::eval::pawn_structure::PawnStructure;
    use crate::game::parse_fen;
    use shakmaty::{ByColor, Position, Square};

    #[test]
    fn a_king_s_open_files_are_its_own_and_the_one_towards_the_nearer_corner() {
        use shakmaty::File;
        for file in File::ALL {
            let neighbour = match file {
                File::B | File::C | File::D | File::H => file.offset(-1),
                _ => file.offset(1),
            }
            .unwrap();
            let expected = (1u8 << file.to_u32()) | (1 << neighbour.to_u32());
            assert_eq!(super::KING_FILES[file.to_usize()], expected, "{file:?}");
        }
        assert_eq!(super::KING_FILES[0], 0b11);
        assert_eq!(super::KING_FILES[7], 0b1100_0000);
    }

    #[test]
    fn a_remembered_pull_is_the_computed_one_however_often_it_is_asked() {
        let pos = parse_fen("4k3/1p4p1/1P1p4/3P4/2P5/8/P4PP1/4K3 b - - 0 1").unwrap();
        let board = pos.board();
        let facts =
            PawnStructure::compute(ByColor::new_with(|c| board.by_color(c) & board.pawns()));
        let pull = &facts.pull;
        for _ in 0..2 {
            for square in Square::ALL {
                assert_eq!(pull.remembered_sum(square), pull.sum(square), "{square}");
            }
        }
        assert!(Square::ALL.iter().any(|&square| pull.sum(square) > 255));
    }
}
