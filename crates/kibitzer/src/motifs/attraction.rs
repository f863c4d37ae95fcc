//! Attraction: a move offers a man on a square; the enemy king, queen or rook takes it there;
//! the offering side's next move attacks that square, with check when the king came, and
//! for a queen or rook the side takes on that square two moves later.

use shakmaty::Position;
use shakmaty::Role;

use super::gain::attackers;
use super::step::{Step, man_at};
use super::{Motif, Theme};

/// Every attraction in the line.
pub(super) fn find(steps: &[Step], out: &mut Vec<Motif>) {
    for (ply, bait) in steps.iter().enumerate() {
        let (Some(take), Some(hit)) = (steps.get(ply + 1), steps.get(ply + 2)) else {
            continue;
        };
        let square = bait.landing();
        if take.mv.to() != square || !take.mv.is_capture() {
            continue;
        }
        let role = take.mv.role();
        if !matches!(role, Role::King | Role::Queen | Role::Rook) {
            continue;
        }
        if !attackers(hit.after.board(), hit.side(), square).contains(hit.landing()) {
            continue;
        }
        let follows = role == Role::King
            || steps
                .get(ply + 4)
                .is_some_and(|s| s.mv.to() == square && s.mv.is_capture());
        if !follows {
            continue;
        }
        let mut motif = bait.motif(Theme::Attraction, ply);
        motif.actor = Some(bait.moved());
        motif.targets.extend(
            take.mv
                .from()
                .and_then(|from| man_at(take.before.board(), from)),
        );
        motif.squares.push(square);
        out.push(motif);
    }
}
