//! X-ray: an exchange on one square where a man of the winning side backs it up through the
//! enemy man that recaptures: a capture on a square, a recapture there by a man (not the
//! king) that stood on the line between, and the retake by the man behind it.

use shakmaty::{Role, attacks};

use super::step::Step;
use super::{Motif, Theme};

/// Every x-ray retake in the line.
pub(super) fn find(steps: &[Step], out: &mut Vec<Motif>) {
    for (ply, retake) in steps.iter().enumerate().skip(2) {
        let recapture = &steps[ply - 1];
        let first = &steps[ply - 2];
        let square = retake.mv.to();
        if !retake.mv.is_capture()
            || !recapture.mv.is_capture()
            || !first.mv.is_capture()
            || recapture.mv.to() != square
            || first.mv.to() != square
            || recapture.mv.role() == Role::King
        {
            continue;
        }
        let (Some(behind), Some(screen)) = (retake.mv.from(), recapture.mv.from()) else {
            continue;
        };
        if !attacks::between(behind, square).contains(screen) {
            continue;
        }
        let mut motif = retake.motif(Theme::XRay, ply);
        motif.actor = Some(retake.mover());
        motif.others.push(recapture.mover());
        motif.squares.push(square);
        out.push(motif);
    }
}
