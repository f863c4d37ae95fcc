//! The pawn themes: promotion, en passant, and an advanced pawn (a pawn moving to its
//! seventh rank; a promotion is reported as a promotion only).

use shakmaty::{Rank, Role};

use super::step::Step;
use super::{Motif, Theme};

/// Every pawn theme of the line.
pub(super) fn find(steps: &[Step], out: &mut Vec<Motif>) {
    for (ply, step) in steps.iter().enumerate() {
        if step.mv.role() != Role::Pawn {
            continue;
        }
        let to = step.mv.to();
        if step.mv.is_promotion() {
            let mut motif = step.motif(Theme::Promotion, ply);
            motif.actor = Some(step.moved());
            motif.squares.push(to);
            out.push(motif);
        } else if to.rank() == step.side().fold_wb(Rank::Seventh, Rank::Second) {
            let mut motif = step.motif(Theme::AdvancedPawn, ply);
            motif.actor = Some(step.moved());
            motif.squares.push(to);
            out.push(motif);
        }
        if step.mv.is_en_passant() {
            let mut motif = step.motif(Theme::EnPassant, ply);
            motif.actor = Some(step.moved());
            motif.targets.extend(step.captured());
            out.push(motif);
        }
    }
}
