//! Skewer: the moved slider attacks an enemy man (the king, or a man worth more than the one
//! behind it) and, behind it on the same line, another enemy man that the slider would win
//! (by the exchange evaluator) once the front man steps aside; the slider itself cannot be
//! won where it stands.

use shakmaty::Position;
use shakmaty::{Bitboard, Role, attacks};

use super::gain::{capture_gain, is_lost};
use super::pin::on_its_line;
use super::step::{Step, man_at};
use super::{Motif, Theme};
use crate::eval::value;

/// Every skewer made in the line.
pub(super) fn find(steps: &[Step], out: &mut Vec<Motif>) {
    for (ply, step) in steps.iter().enumerate() {
        let slider = step.moved();
        if !matches!(slider.role, Role::Bishop | Role::Rook | Role::Queen) {
            continue;
        }
        let board = step.after.board();
        if is_lost(board, slider) {
            continue;
        }
        let Some(piece) = board.piece_at(slider.square) else {
            continue;
        };
        let enemy = slider.color.other();
        let occupied = board.occupied();
        let fronts = attacks::attacks(slider.square, piece, occupied) & board.by_color(enemy);
        for front_square in fronts {
            let Some(front) = man_at(board, front_square) else {
                continue;
            };
            if !on_its_line(slider.role, slider.square, front_square) {
                continue;
            }
            let without = occupied ^ Bitboard::from(front_square);
            let beyond = attacks::attacks(slider.square, piece, without)
                & attacks::ray(slider.square, front_square)
                & board.by_color(enemy);
            let Some(behind) = beyond
                .into_iter()
                .filter(|sq| attacks::between(slider.square, *sq).contains(front_square))
                .find_map(|sq| man_at(board, sq))
            else {
                continue;
            };
            if behind.role == Role::King || value(front.role) <= value(behind.role) {
                continue;
            }
            let mut lifted = board.clone();
            lifted.discard_piece_at(front_square);
            if capture_gain(&lifted, slider.color, slider.square, behind.square) <= 0 {
                continue;
            }
            let mut motif = step.motif(Theme::Skewer, ply);
            motif.actor = Some(slider);
            motif.targets.push(front);
            motif.others.push(behind);
            out.push(motif);
        }
    }
}
