//! Lines for the comparison's unit tests: UCI moves played from a root, and the evaluated end
//! of a line with its men followed.

use shakmaty::uci::UciMove;
use shakmaty::{Chess, Move, Position};

use super::tracking::Tracks;
use crate::eval::{Breakdown, breakdown};
use crate::history::History;

/// The moves of `uci` from `root`, and the position they reach.
pub fn play(root: &Chess, uci: &[&str]) -> (Vec<Move>, Chess) {
    let mut pos = root.clone();
    let line = uci
        .iter()
        .map(|u| {
            let m = u.parse::<UciMove>().unwrap().to_move(&pos).unwrap();
            pos.play_unchecked(m);
            m
        })
        .collect();
    (line, pos)
}

/// The end of `uci` from `root`, evaluated (history judged from its board), with its tracks.
pub fn end(root: &Chess, uci: &[&str]) -> (Breakdown, Tracks) {
    let (line, pos) = play(root, uci);
    let b = breakdown(&pos, History::from_board(pos.board()));
    (b, Tracks::follow(root, &line))
}
