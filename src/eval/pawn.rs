//! Pawn terms (spec 4.1): advancement and shield, blocked centre pawn, isolated, doubled,
//! backward and passed pawns.

use shakmaty::{Bitboard, Color, File, Rank, Square};

use super::context::{Context, relative_rank};
use super::exposure::stop_square;
use super::neighbourhood::within_two;
use super::sink::{Man, Sink};
use super::stage::StageWeights;
use super::term::Term;
use super::weights::{
    CONTROL_PAWN, DOUBLED, ISOLATED, MASK_COMMON, MASK_COUNT, PASSED_CONTESTED, PASSED_FREE,
    PAWN_ADVANCE, PAWN_BACKWARD, PAWN_BACKWARD_ATTACKER, PAWN_BACKWARD_BLOCKED,
    PAWN_BACKWARD_HALF_OPEN, PAWN_CENTRE_BLOCKED, PAWN_PASSED_BLOCKED, at,
};

/// The d- and e-files.
const CENTRE_FILES: Bitboard =
    Bitboard(Bitboard::from_file(File::D).0 | Bitboard::from_file(File::E).0);

/// P1's advancement term, `pawn_advance * ADV[square] / 10`, for every stage (0..=10) and
/// square (from White's side): a lookup instead of a multiplication and a division per pawn.
static ADVANCE_BY_STAGE: [[i32; 64]; 11] = advance_by_stage();

const fn advance_by_stage() -> [[i32; 64]; 11] {
    let mut table = [[0; 64]; 11];
    let mut stage = 0;
    while stage < 11 {
        let weight = StageWeights::for_stage(stage as i32).pawn_advance;
        let mut square = 0;
        while square < 64 {
            table[stage][square] = weight * at(&PAWN_ADVANCE, Square::new(square as u32)) / 10;
            square += 1;
        }
        stage += 1;
    }
    table
}

/// Scores the pawn `man` (everything but the common tail).
pub fn score<S: Sink>(ctx: &Context<'_>, man: Man, sink: &mut S) {
    let Man { color, square, .. } = man;
    let enemy = color.other();
    let occupied = ctx.board.occupied();
    let file = square.file();
    let stop = stop_square(color, square);
    let stop_occupied = stop.is_some_and(|s| occupied.contains(s));

    // P1: advancement (ADV is file-symmetric, so a rank flip is the spec's 63 - sq).
    let relative = if color == Color::White {
        square
    } else {
        square.flip_vertical()
    };
    sink.man(
        man,
        Term::Advance,
        ADVANCE_BY_STAGE[ctx.stage() as usize][relative.to_usize()],
    );
    // Within king distance two of the own king, off the d- and e-files.
    if (within_two(*ctx.kings.get(color)) & !CENTRE_FILES).contains(square) {
        sink.man(man, Term::Shield, ctx.weights.pawn_shield);
    }

    // P2: centre pawn on its second rank, stop square occupied.
    let centre_second =
        CENTRE_FILES & Bitboard::from_rank(color.fold_wb(Rank::Second, Rank::Seventh));
    if stop_occupied && centre_second.contains(square) {
        sink.man(man, Term::Blocked, PAWN_CENTRE_BLOCKED);
    }

    // P3: isolated, else doubled.
    if ctx.isolated(color, file) {
        sink.man(man, Term::Isolated, ISOLATED[file.to_usize()]);
    } else if ctx.pawns_on_file(color, file) > 1 {
        sink.man(man, Term::Doubled, DOUBLED[file.to_usize()]);
    }

    // P4: backward.
    let Some(stop) = stop else { return };
    let here_and_stop = Bitboard::from_square(square) | Bitboard::from_square(stop);
    if (*ctx.pawn_attacks.get(color) & here_and_stop).is_empty() {
        let attackers = i32::from(ctx.attacks.word(enemy, square) & MASK_COMMON & MASK_COUNT);
        let mut backward = PAWN_BACKWARD + PAWN_BACKWARD_ATTACKER * attackers;
        if ctx.pawns_on_file(enemy, file) == 0 {
            backward += PAWN_BACKWARD_HALF_OPEN;
        }
        if stop_occupied {
            backward += PAWN_BACKWARD_BLOCKED;
        }
        sink.man(man, Term::Backward, backward);
    }

    // P5: passed (only the pawn's own file is checked).
    if ctx.pawns_on_file(enemy, file) == 0 {
        let contested = passed_contested(ctx, color, square);
        let rank = relative_rank(color, square) as usize;
        let table = if contested {
            &PASSED_CONTESTED
        } else {
            &PASSED_FREE
        };
        sink.man(man, Term::Passed, ctx.stage() * table[rank] / 10);
        if stop_occupied {
            sink.man(man, Term::PassedBlocked, PAWN_PASSED_BLOCKED);
        }
    }
}

/// Whether a passed pawn of `color` on `square` is inside the enemy king's square or has its
/// path touched (PP2 rather than PP1).
fn passed_contested(ctx: &Context<'_>, color: Color, square: Square) -> bool {
    let enemy = color.other();
    let enemy_king = *ctx.kings.get(enemy);
    let defender_to_move = ctx.turn == enemy;
    let rank = square.rank().to_u32() as i32;
    let king_rank = enemy_king.rank().to_u32() as i32;
    let distance = square.distance(enemy_king) as i32;
    let in_square = match color {
        Color::White => {
            let r = if defender_to_move { rank - 1 } else { rank };
            king_rank >= r && distance < 8 - r
        }
        Color::Black => {
            let r = if defender_to_move { rank + 1 } else { rank };
            king_rank <= r && distance < r + 1
        }
    };
    if in_square {
        return true;
    }
    if ctx.attacks.word(enemy, square) & MASK_COMMON > 0 && defender_to_move {
        return true;
    }
    let occupied = ctx.board.occupied();
    let mut path = stop_square(color, square);
    while let Some(j) = path {
        let word = ctx.attacks.word(enemy, j);
        if word >= CONTROL_PAWN {
            break;
        }
        if word > 0 || occupied.contains(j) {
            return true;
        }
        path = stop_square(color, j);
    }
    false
}
