//! Every number of the Stanback evaluation (`docs/spec/stanback-eval.md` sections 2 and 4.0) in one
//! place: material values, control bits, fixed weights and the static tables.
//!
//! Board-shaped tables are written as a person reads a diagram: **rank 8 on the top line, files a
//! to h from left to right**. Look a square up with [`at`], which flips the rank so that
//! `at(&TABLE, Square::A1)` reads the bottom-left entry.

use shakmaty::Square;

/// Material value of a pawn.
pub const PAWN_VALUE: i32 = 100;
/// Material value of a knight.
pub const KNIGHT_VALUE: i32 = 330;
/// Material value of a bishop.
pub const BISHOP_VALUE: i32 = 330;
/// Material value of a rook.
pub const ROOK_VALUE: i32 = 520;
/// Material value of a queen.
pub const QUEEN_VALUE: i32 = 980;
/// Material value of a king (counted in each side's total, so it cancels).
pub const KING_VALUE: i32 = 999;

/// Control bit of a pawn in an attack word.
pub const CONTROL_PAWN: u16 = 0x4000;
/// Control bits of a knight (knight-only bit plus the shared minor bit).
pub const CONTROL_KNIGHT: u16 = 0x2800;
/// Control bits of a bishop (bishop-only bit plus the shared minor bit).
pub const CONTROL_BISHOP: u16 = 0x1800;
/// Control bit of a rook.
pub const CONTROL_ROOK: u16 = 0x0400;
/// Control bit of a queen.
pub const CONTROL_QUEEN: u16 = 0x0200;
/// Control bit of a king.
pub const CONTROL_KING: u16 = 0x0100;
/// Mask that keeps pawn, minor, rook, queen, king bits and the count (drops N-only, B-only).
pub const MASK_COMMON: u16 = 0x4FFF;
/// Bishop-only or queen bit: a diagonal slider attacks the square.
pub const MASK_BISHOP_QUEEN: u16 = 0x1200;
/// Rook or queen bit: an orthogonal slider attacks the square.
pub const MASK_ROOK_QUEEN: u16 = 0x0600;
/// Knight-only bit.
pub const MASK_KNIGHT: u16 = 0x2000;
/// Low byte of an attack word: the number of attackers.
pub const MASK_COUNT: u16 = 0x00FF;

/// Centre pawn on its second rank with the stop square occupied.
pub const PAWN_CENTRE_BLOCKED: i32 = -15;
/// Backward pawn.
pub const PAWN_BACKWARD: i32 = -6;
/// Per enemy attacker of a backward pawn.
pub const PAWN_BACKWARD_ATTACKER: i32 = -3;
/// Backward pawn on a file without enemy pawns.
pub const PAWN_BACKWARD_HALF_OPEN: i32 = -3;
/// Backward pawn whose stop square is occupied.
pub const PAWN_BACKWARD_BLOCKED: i32 = -3;
/// Passed pawn whose stop square is occupied.
pub const PAWN_PASSED_BLOCKED: i32 = -8;
/// Undeveloped minor piece still on its original square.
pub const MINOR_UNDEVELOPED: i32 = -5;
/// Rook on a file without own pawns.
pub const ROOK_NO_OWN_PAWN: i32 = 10;
/// Rook on a file without enemy pawns.
pub const ROOK_NO_ENEMY_PAWN: i32 = 4;
/// Bishop or rook x-raying a valuable or undefended enemy man.
pub const XRAY: i32 = 8;
/// Bishop or rook line square next to the enemy king.
pub const KING_FIELD: i32 = 5;
/// Man attacked more than defended (but not hung).
pub const ATTACKED: i32 = -6;
/// Hung man.
pub const HUNG: i32 = -8;
/// More than one hung man.
pub const HUNG_EXTRA: i32 = -10;
/// Defended checking square near the king.
pub const KING_GUARDED_CHECK: i32 = -3;
/// Tempo for the side to move.
pub const TEMPO: i32 = 10;
/// Bare-king bonus for the side with material.
pub const BARE_KING: i32 = 200;
/// Base of the lone-king mating score.
pub const LONE_KING_BASE: i32 = 4995;
/// Most material (`emtl`) that cannot win: a single minor piece.
pub const DRAWISH_MATERIAL: i32 = 330;

/// Isolated pawn penalty by file a..h.
pub const ISOLATED: [i32; 8] = [-12, -14, -16, -20, -20, -16, -14, -12];
/// Doubled pawn penalty by file a..h.
pub const DOUBLED: [i32; 8] = [-12, -12, -12, -10, -10, -12, -12, -12];
/// Passed pawn, free path, by relative rank (0 = first rank).
pub const PASSED_FREE: [i32; 8] = [0, 15, 30, 60, 100, 180, 280, 800];
/// Passed pawn inside the enemy king's square or with a touched path, by relative rank.
pub const PASSED_CONTESTED: [i32; 8] = [0, 15, 25, 35, 50, 90, 140, 800];
/// Bishop mobility by half-squares.
pub const BISHOP_MOBILITY: [i32; 30] = [
    -4, -2, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 13, 14, 14, 15, 15, 16, 16, 17, 17, 18,
    18, 18, 18, 18,
];
/// Rook mobility by half-squares.
pub const ROOK_MOBILITY: [i32; 30] = [
    0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 14, 15, 15, 16, 16, 17, 17, 18, 18, 19, 19,
    20, 20, 20, 20,
];
/// King threat by number of safe checks (clamped at 15).
pub const KING_THREAT: [i32; 16] = [
    0, -6, -16, -32, -48, -64, -64, -64, -64, -64, -64, -64, -64, -64, -64, -64,
];

/// Knight centralisation.
#[rustfmt::skip]
pub const KNIGHT_TABLE: [i32; 64] = [
     0,  4,  8, 10, 10,  8,  4,  0,
     4,  8, 16, 20, 20, 16,  8,  4,
     8, 16, 24, 28, 28, 24, 16,  8,
    10, 20, 28, 32, 32, 28, 20, 10,
    10, 20, 28, 32, 32, 28, 20, 10,
     8, 16, 24, 28, 28, 24, 16,  8,
     4,  8, 16, 20, 20, 16,  8,  4,
     0,  4,  8, 10, 10,  8,  4,  0,
];

/// Bishop placement.
#[rustfmt::skip]
pub const BISHOP_TABLE: [i32; 64] = [
    14, 14, 14, 14, 14, 14, 14, 14,
    14, 22, 18, 18, 18, 18, 22, 14,
    14, 18, 22, 22, 22, 22, 18, 14,
    14, 18, 22, 22, 22, 22, 18, 14,
    14, 18, 22, 22, 22, 22, 18, 14,
    14, 18, 22, 22, 22, 22, 18, 14,
    14, 22, 18, 18, 18, 18, 22, 14,
    14, 14, 14, 14, 14, 14, 14, 14,
];

/// Pawn advancement from White's side (Black looks it up mirrored).
#[rustfmt::skip]
pub const PAWN_ADVANCE: [i32; 64] = [
     0,  0,  0,  0,  0,  0,  0,  0,
    16, 28, 36, 48, 48, 36, 28, 16,
    16, 28, 36, 48, 48, 36, 28, 16,
    12, 20, 28, 40, 40, 28, 20, 12,
     8, 12, 20, 32, 32, 20, 12,  8,
     6,  8, 10, 12, 12, 10,  8,  6,
     0,  2,  4,  0,  0,  4,  2,  0,
     0,  0,  0,  0,  0,  0,  0,  0,
];

/// King placement in the opening.
#[rustfmt::skip]
pub const KING_OPENING: [i32; 64] = [
      0,   0,  -4,  -8,  -8,  -4,   0,   0,
     -4,  -4,  -8, -12, -12,  -8,  -4,  -4,
    -12, -16, -20, -20, -20, -20, -16, -12,
    -16, -20, -24, -24, -24, -24, -20, -16,
    -16, -20, -24, -24, -24, -24, -20, -16,
    -12, -16, -20, -20, -20, -20, -16, -12,
     -4,  -4,  -8, -12, -12,  -8,  -4,  -4,
      0,   0,  -4,  -8,  -8,  -4,   0,   0,
];

/// King placement in the ending.
#[rustfmt::skip]
pub const KING_ENDING: [i32; 64] = [
     0,  6, 12, 18, 18, 12,  6,  0,
     6, 12, 18, 24, 24, 18, 12,  6,
    12, 18, 24, 30, 30, 24, 18, 12,
    18, 24, 30, 36, 36, 30, 24, 18,
    18, 24, 30, 36, 36, 30, 24, 18,
    12, 18, 24, 30, 30, 24, 18, 12,
     6, 12, 18, 24, 24, 18, 12,  6,
     0,  6, 12, 18, 18, 12,  6,  0,
];

/// Where a lone king is driven to (lower is worse for it).
#[rustfmt::skip]
pub const DYING_KING: [i32; 64] = [
     0,  8, 16, 24, 24, 16,  8,  0,
     8, 32, 40, 48, 48, 40, 32,  8,
    16, 40, 56, 64, 64, 56, 40, 16,
    24, 48, 64, 72, 72, 64, 48, 24,
    24, 48, 64, 72, 72, 64, 48, 24,
    16, 40, 56, 64, 64, 56, 40, 16,
     8, 32, 40, 48, 48, 40, 32,  8,
     0,  8, 16, 24, 24, 16,  8,  0,
];

/// Looks up `square` in a board-shaped table written rank 8 first.
///
/// ```
/// use kibitzer::eval::weights::{at, KNIGHT_TABLE};
/// use shakmaty::Square;
/// assert_eq!(at(&KNIGHT_TABLE, Square::A1), 0);
/// assert_eq!(at(&KNIGHT_TABLE, Square::E4), 32);
/// assert_eq!(at(&KNIGHT_TABLE, Square::B1), 4);
/// ```
#[inline]
pub const fn at(table: &[i32; 64], square: Square) -> i32 {
    table[square.to_usize() ^ 0b11_1000]
}
