//! Lines for the comparison's unit tests: UCI moves played from a root, the evaluated end of a
//! line with its men followed, and a candidate's hand-made line explained against a best one.

use shakmaty::uci::UciMove;
use shakmaty::{Chess, Move, Position};

use super::tracking::Tracks;
use super::{Candidate, LineEnd, explain};
use crate::History;
use crate::Score;
use crate::eval::{Breakdown, breakdown};
use crate::game::parse_fen;
use crate::search::Node;

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

/// The candidate `line` (scored `score`) explained against `best` (scored `best_score`), UCI
/// moves from `fen` (no search).
pub fn explained(
    fen: &str,
    (best, best_score): (&[&str], i32),
    (line, score): (&[&str], i32),
) -> Candidate {
    let pos = parse_fen(fen).unwrap();
    let root = Node::new(pos.clone(), History::from_board(pos.board()));
    let end = |uci: &[&str], cp: i32| {
        let (moves, _) = play(&pos, uci);
        LineEnd::from_pv(&root, Score::cp(cp), moves, 0).unwrap()
    };
    explain(&root, &end(best, best_score), end(line, score))
}
