//! [`Fall`]: the first ply of a candidate's line at which it falls behind the best line by more
//! than half a pawn, in material, or in the static evaluation if the material of the two lines
//! is equal throughout.
//!
//! The two lines are walked side by side from the root, ply 1 being the position after each
//! line's first move; a line that has ended stays at its last position. All numbers are from
//! the point of view of the side to move at the root.

use shakmaty::{Color, Move, Position};

use crate::eval::{evaluate, value};
use crate::search::Node;

/// Falling behind by more than this (centipawns) counts.
pub const MARGIN: i32 = 50;

/// What is compared.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Measure {
    /// The material balance (kings not counted).
    Material,
    /// The static Stanback evaluation.
    Evaluation,
}

impl Measure {
    /// `material` or `evaluation`.
    pub const fn name(self) -> &'static str {
        match self {
            Measure::Material => "material",
            Measure::Evaluation => "evaluation",
        }
    }
}

/// Where the candidate's line first falls behind the best line's.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Fall {
    /// The ply (1: after the first move).
    pub ply: usize,
    /// What fell behind.
    pub measure: Measure,
    /// The best line's value at that ply.
    pub best: i32,
    /// The candidate line's value at that ply.
    pub candidate: i32,
}

/// The positions of `line` from `root`, the root included.
pub fn walk(root: &Node, line: &[Move]) -> Vec<Node> {
    let mut nodes = vec![root.clone()];
    for &m in line {
        let last = nodes.last().unwrap_or(root);
        if !last.pos.is_legal(m) {
            break;
        }
        let next = last.child(m);
        nodes.push(next);
    }
    nodes
}

/// The first fall of the candidate's line (`candidate`, root included) behind the best line
/// (`best`, root included), if any.
pub fn first_fall(mover: Color, best: &[Node], candidate: &[Node]) -> Option<Fall> {
    let plies = best.len().max(candidate.len()).saturating_sub(1);
    let at = |nodes: &[Node], ply: usize| nodes[ply.min(nodes.len().saturating_sub(1))].clone();
    let pairs: Vec<(Node, Node)> = (1..=plies)
        .map(|p| (at(best, p), at(candidate, p)))
        .collect();
    let material: Vec<(i32, i32)> = pairs
        .iter()
        .map(|(b, c)| (balance(&b.pos, mover), balance(&c.pos, mover)))
        .collect();
    let (measure, values) = if material.iter().all(|(b, c)| b == c) {
        let evaluation = pairs
            .iter()
            .map(|(b, c)| (static_for(b, mover), static_for(c, mover)))
            .collect();
        (Measure::Evaluation, evaluation)
    } else {
        (Measure::Material, material)
    };
    values
        .into_iter()
        .enumerate()
        .find(|(_, (b, c))| *c < *b - MARGIN)
        .map(|(i, (best, candidate))| Fall {
            ply: i + 1,
            measure,
            best,
            candidate,
        })
}

/// The material balance of `pos` for `side`.
fn balance(pos: &shakmaty::Chess, side: Color) -> i32 {
    let board = pos.board();
    let mut sum = 0;
    for square in board.occupied() & !board.kings() {
        if let Some(piece) = board.piece_at(square) {
            let v = value(piece.role);
            sum += if piece.color == side { v } else { -v };
        }
    }
    sum
}

/// The static evaluation of `node` for `side`.
fn static_for(node: &Node, side: Color) -> i32 {
    let own = evaluate(&node.pos, node.history).centipawns();
    if node.pos.turn() == side { own } else { -own }
}
