//! Passed pawns (spec 4.1, P5): free or contested by the enemy king and men, scored by rank
//! and stage, and blocked.

use shakmaty::{Bitboard, Color, Role, Square};

use super::context::{Context, ahead, relative_rank};
use super::sink::Sink;
use super::term::Term;
use super::weights::{PASSED_CONTESTED, PASSED_FREE, PAWN_PASSED_BLOCKED};

/// Scores the passed pawns of `color` (those with a stop square and no enemy pawn on their
/// file, from the pawn structure); `stop_occupied` holds the pawns whose stop square is
/// occupied.
pub fn score<S: Sink>(ctx: &Context<'_>, color: Color, stop_occupied: Bitboard, sink: &mut S) {
    let passed = *ctx.pawns.terms.passed(color);
    if passed.is_empty() {
        return;
    }
    let contested = contested(ctx, color, passed);
    let table = &PASSED_BY_STAGE[ctx.stage() as usize];
    let value = |square: Square| {
        let rank = relative_rank(color, square) as usize;
        table[usize::from(contested.contains(square))][rank]
    };
    let mut total = 0;
    for square in passed {
        total += value(square);
    }
    sink.men(color, Role::Pawn, passed, Term::Passed, total, value);
    let blocked = passed & stop_occupied;
    let blocked_total = PAWN_PASSED_BLOCKED * blocked.count() as i32;
    sink.men(
        color,
        Role::Pawn,
        blocked,
        Term::PassedBlocked,
        blocked_total,
        |_| PAWN_PASSED_BLOCKED,
    );
}

/// P5's value, `stage * table[relative rank] / 10`, for every stage (0..=10), free (0) or
/// contested (1), and relative rank: a lookup instead of a multiplication and a division.
static PASSED_BY_STAGE: [[[i32; 8]; 2]; 11] = passed_by_stage();

const fn passed_by_stage() -> [[[i32; 8]; 2]; 11] {
    let mut table = [[[0; 8]; 2]; 11];
    let mut stage = 0;
    while stage < 11 {
        let mut rank = 0;
        while rank < 8 {
            table[stage][0][rank] = stage as i32 * PASSED_FREE[rank] / 10;
            table[stage][1][rank] = stage as i32 * PASSED_CONTESTED[rank] / 10;
            rank += 1;
        }
        stage += 1;
    }
    table
}

/// The passed pawns of `color` among `passed` that are inside the enemy king's square or have
/// their path touched (PP2 rather than PP1), found a set at a time: the square of the king
/// is a table, and a path is touched when its first square that the enemy attacks or a man
/// occupies is not one an enemy pawn attacks (the original walk stops there).
fn contested(ctx: &Context<'_>, color: Color, passed: Bitboard) -> Bitboard {
    let enemy = color.other();
    let defender_to_move = ctx.turn == enemy;
    let enemy_king = *ctx.kings.get(enemy);
    let reach = ctx.attacks.reach(enemy).any;
    let mut contested = passed
        & Bitboard(
            IN_SQUARE[usize::from(color.is_white())][usize::from(defender_to_move)]
                [enemy_king.to_usize()],
        );
    if defender_to_move {
        // Attacked where it stands (a word with any attacker has a count, kept by
        // MASK_COMMON).
        contested |= passed & reach;
    }
    // An enemy pawn's control bit is the highest of a word: its squares are those with a word
    // at or above CONTROL_PAWN.
    let pawn_control = *ctx.pawns.attacks.get(enemy);
    let stops = reach | ctx.board.occupied();
    for square in passed & !contested {
        let path = ahead(color, square) & stops;
        let first = match color {
            Color::White => path.first(),
            Color::Black => path.last(),
        };
        if first.is_some_and(|first| !pawn_control.contains(first)) {
            contested.add(square);
        }
    }
    contested
}

/// `IN_SQUARE[white][defender to move][enemy king]`: the squares where a passed pawn of
/// White (1) or Black (0) has the enemy king inside its square.
static IN_SQUARE: [[[u64; 64]; 2]; 2] = in_square_table();

const fn in_square_table() -> [[[u64; 64]; 2]; 2] {
    let mut table = [[[0; 64]; 2]; 2];
    let mut color = 0;
    while color < 2 {
        let mut to_move = 0;
        while to_move < 2 {
            let mut king = 0;
            while king < 64 {
                let mut pawn = 0;
                while pawn < 64 {
                    if in_square(color == 1, to_move == 1, pawn, king) {
                        table[color][to_move][king] |= 1 << pawn;
                    }
                    pawn += 1;
                }
                king += 1;
            }
            to_move += 1;
        }
        color += 1;
    }
    table
}

/// Whether a passed pawn on `pawn` (White's if `white`) has the enemy king on `king` inside
/// its square, the king's side to move if `defender_to_move` (spec 4.1, P5).
const fn in_square(white: bool, defender_to_move: bool, pawn: usize, king: usize) -> bool {
    let rank = (pawn / 8) as i32;
    let king_rank = (king / 8) as i32;
    let distance = Square::new(pawn as u32).distance(Square::new(king as u32)) as i32;
    if white {
        let r = if defender_to_move { rank - 1 } else { rank };
        king_rank >= r && distance < 8 - r
    } else {
        let r = if defender_to_move { rank + 1 } else { rank };
        king_rank <= r && distance < r + 1
    }
}

#[cfg(test)]
mod tests {
    use super::contested;
    use crate::History;
    use crate::eval::context::Context;
    use crate::eval::exposure::stop_square;
    use crate::eval::pawn_structure::PawnStructure;
    use crate::eval::weights::{CONTROL_PAWN, MASK_COMMON};
    use crate::game::parse_fen;
    use shakmaty::{Bitboard, Color, Position, Square};

    /// The spec's P5 test of one passed pawn, walked square by square as the original does.
    fn contested_by_walk(ctx: &Context<'_>, color: Color, square: Square) -> bool {
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
        if in_square || (ctx.attacks.word(enemy, square) & MASK_COMMON > 0 && defender_to_move) {
            return true;
        }
        let mut path = stop_square(color, square);
        while let Some(j) = path {
            let word = ctx.attacks.word(enemy, j);
            if word >= CONTROL_PAWN {
                break;
            }
            if word > 0 || ctx.board.occupied().contains(j) {
                return true;
            }
            path = stop_square(color, j);
        }
        false
    }

    #[test]
    fn passed_pawns_found_contested_a_set_at_a_time_are_those_the_walk_finds() {
        // Passed pawns of both sides everywhere on the board, kings on every square, both
        // sides to move, paths blocked and attacked by pawns and pieces.
        let fens = [
            "8/1P3p2/8/2k5/5P2/1p6/3K2p1/8 w - - 0 1",
            "8/1P3p2/8/2k5/5P2/1p6/3K2p1/8 b - - 0 1",
            "4k3/1p4p1/1P1p4/3P4/2P5/8/P4PP1/4K3 b - - 0 1",
            "2r5/P4pk1/6p1/1n1P4/8/3b2P1/1p3PK1/1R6 w - - 0 1",
            "2r5/P4pk1/6p1/1n1P4/8/3b2P1/1p3PK1/1R6 b - - 0 1",
        ];
        let mut checked = 0;
        for fen in fens {
            let base = parse_fen(fen).unwrap();
            for king in Square::ALL {
                let mut board = base.board().clone();
                let Some(black_king) = board.king_of(Color::Black) else {
                    continue;
                };
                if board.piece_at(king).is_some() {
                    continue;
                }
                board.discard_piece_at(black_king);
                board.set_piece_at(king, Color::Black.king());
                PawnStructure::with(&board, |pawns| {
                    let ctx = Context::new(&board, pawns, base.turn(), History::default());
                    for color in Color::ALL {
                        let passed = board.by_color(color) & board.pawns();
                        let found = contested(&ctx, color, passed);
                        let walked: Bitboard = passed
                            .into_iter()
                            .filter(|&square| contested_by_walk(&ctx, color, square))
                            .collect();
                        assert_eq!(found, walked, "{fen} with the black king on {king}");
                        checked += passed.count();
                    }
                });
            }
        }
        assert!(checked > 1000);
    }
}
