//! A brute-force mate finder, independent of the engine: plain minimax over every legal move,
//! used to check the mate distances of the test positions.

use shakmaty::{Chess, Position};

/// Whether the side to move can force mate within `moves` moves.
pub fn mates_within(pos: &Chess, moves: u32) -> bool {
    if moves == 0 {
        return false;
    }
    pos.legal_moves().into_iter().any(|m| {
        let mut after = pos.clone();
        after.play_unchecked(m);
        if after.is_checkmate() {
            return true;
        }
        let replies = after.legal_moves();
        moves > 1
            && !replies.is_empty()
            && replies.into_iter().all(|r| {
                let mut next = after.clone();
                next.play_unchecked(r);
                mates_within(&next, moves - 1)
            })
    })
}

/// The exact mate distance in moves, if it is at most `limit`.
pub fn mate_distance(pos: &Chess, limit: u32) -> Option<u32> {
    (1..=limit).find(|&n| mates_within(pos, n))
}
