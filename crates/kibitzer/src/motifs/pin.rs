//! Pin: after a move, an enemy piece (not a pawn) stands alone between a slider of the mover
//! and its king (an absolute pin) or its queen (a relative pin, when the pinner is worth less
//! than the queen), the pin is new (not there before the move), and the pinned piece cannot
//! simply take the pinner without losing material.

use shakmaty::Position;
use shakmaty::{Board, Color, Role, Square, attacks};

use super::gain::capture_gain;
use super::step::{Step, man_at};
use super::{Motif, Theme};
use crate::eval::{Man, value};

/// Every pin made in the line.
pub(super) fn find(steps: &[Step], out: &mut Vec<Motif>) {
    for (ply, step) in steps.iter().enumerate() {
        let side = step.side();
        let old = pins(step.before.board(), side);
        for (pinner, pinned, behind) in pins(step.after.board(), side) {
            if old
                .iter()
                .any(|(_, p, b)| p.square == pinned.square && b.square == behind.square)
            {
                continue;
            }
            let mut motif = step.motif(Theme::Pin, ply);
            motif.actor = Some(pinner);
            motif.targets.push(pinned);
            motif.others.push(behind);
            out.push(motif);
        }
    }
}

/// The pins `side`'s sliders hold on `board`: (pinner, pinned, the king or queen behind).
pub(super) fn pins(board: &Board, side: Color) -> Vec<(Man, Man, Man)> {
    let enemy = side.other();
    let mut found = Vec::new();
    let behinds = (board.kings() | board.queens()) & board.by_color(enemy);
    for behind_square in behinds {
        let Some(behind) = man_at(board, behind_square) else {
            continue;
        };
        for from in board.by_color(side) & (board.bishops() | board.rooks() | board.queens()) {
            let Some(pinner) = man_at(board, from) else {
                continue;
            };
            if !on_its_line(pinner.role, from, behind_square) {
                continue;
            }
            if behind.role == Role::Queen && value(pinner.role) >= value(Role::Queen) {
                continue;
            }
            let between = attacks::between(from, behind_square) & board.occupied();
            if between.count() != 1 {
                continue;
            }
            let Some(front) = between.first().and_then(|sq| man_at(board, sq)) else {
                continue;
            };
            if front.color != enemy || matches!(front.role, Role::Pawn | Role::King) {
                continue;
            }
            if behind.role == Role::Queen && value(front.role) >= value(Role::Queen) {
                continue;
            }
            let takes_pinner = board.attacks_from(front.square).contains(from)
                && capture_gain(board, enemy, front.square, from) >= 0;
            if !takes_pinner {
                found.push((pinner, front, behind));
            }
        }
    }
    found
}

/// A slider of `role` on `from` moves along the line to `to`.
pub(super) fn on_its_line(role: Role, from: Square, to: Square) -> bool {
    if from == to {
        return false;
    }
    let straight = from.file() == to.file() || from.rank() == to.rank();
    let diagonal = from.file().distance(to.file()) == from.rank().distance(to.rank());
    match role {
        Role::Rook => straight,
        Role::Bishop => diagonal,
        Role::Queen => straight || diagonal,
        _ => false,
    }
}
