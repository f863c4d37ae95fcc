//! The position after a line of SAN moves from the start, for tests that name positions by
//! the moves that reach them (panics on a move that is not legal).

#![allow(dead_code)]

use shakmaty::san::San;
use shakmaty::{Chess, Position};

/// The position after `moves` (SAN) from the start position.
pub fn after_san(moves: &[&str]) -> Chess {
    let mut position = Chess::default();
    for san in moves {
        let m = san
            .parse::<San>()
            .unwrap_or_else(|e| panic!("{san}: {e}"))
            .to_move(&position)
            .unwrap_or_else(|e| panic!("{san} is not legal after {moves:?}: {e}"));
        position.play_unchecked(m);
    }
    position
}
