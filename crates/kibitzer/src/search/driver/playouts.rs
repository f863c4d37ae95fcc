//! Seeded random games for the move generators' unit tests: every position met before a move
//! is played, with its legal moves. A fixed linear congruential sequence picks the moves, so
//! the positions are the same on every run and machine.

use shakmaty::{Chess, MoveList, Position};

/// Calls `visit` with every position of `games` random games of at most `plies` plies (those
/// with a legal move) and that position's legal moves.
pub fn for_each_position(games: usize, plies: usize, mut visit: impl FnMut(&Chess, &MoveList)) {
    let mut seed: u64 = 0x2545_F491_4F6C_DD1D;
    for _ in 0..games {
        let mut pos = Chess::default();
        for _ in 0..plies {
            let moves = pos.legal_moves();
            if moves.is_empty() {
                break;
            }
            visit(&pos, &moves);
            seed = seed
                .wrapping_mul(6_364_136_223_846_793_005)
                .wrapping_add(1_442_695_040_888_963_407);
            pos.play_unchecked(moves[(seed >> 33) as usize % moves.len()]);
        }
    }
}
