//! The pawn-ending extension: a capture that takes the last piece off the board (only kings
//! and pawns are left) is searched [`PAWN_ENDING_PLIES`] plies deeper. A pawn ending is
//! decided by races and opposition many plies past the horizon, and the evaluation cannot
//! tell a won one from a lost one at the moment of the exchange (WAC.087's Rxe5).

use shakmaty::{Board, Move, Position, Role};

use crate::search::Searcher;
use crate::search::explain::recorder::Recorder;
use crate::search::negamax::node::Node;

/// The extra plies of a capture into a pawn ending. Lighter variants (Toga's one ply, or two;
/// at every node or at PV nodes only) solve the same 283 WAC positions at 300,000 nodes but
/// none of them finds WAC.087's Rxe5 within 1,000,000 nodes (two plies at every node find it
/// by 2,000,000), which three plies do.
pub const PAWN_ENDING_PLIES: i32 = 3;

/// Whether `mv`, which led to `after`, captured a piece (not a pawn) and left only kings and
/// pawns on the board. A promotion never does: it puts a piece on.
pub fn enters_pawn_ending(mv: &Move, after: &Board) -> bool {
    mv.capture().is_some_and(|role| role != Role::Pawn)
        && mv.promotion().is_none()
        && (after.kings() | after.pawns()) == after.occupied()
}

impl<R: Recorder> Searcher<'_, R> {
    /// The extra plies for `mv`, which led to `child`: the pawn-ending extension's (counted)
    /// when the switch is on.
    pub(in crate::search) fn pawn_ending_plies(&mut self, mv: &Move, child: &Node) -> i32 {
        if self.options.pawn_ending_extension && enters_pawn_ending(mv, child.pos.board()) {
            self.counters.pawn_ending_extensions += 1;
            PAWN_ENDING_PLIES
        } else {
            0
        }
    }
}

#[cfg(test)]
mod tests {
    use super::enters_pawn_ending;
    use crate::game::parse_fen;
    use shakmaty::{Position, Square};

    /// The move from `from` to `to` in `fen`, and the board after it.
    fn played(fen: &str, from: Square, to: Square) -> (shakmaty::Move, shakmaty::Board) {
        let pos = parse_fen(fen).unwrap();
        let mv = pos
            .legal_moves()
            .into_iter()
            .find(|m| m.from() == Some(from) && m.to() == to)
            .unwrap();
        let mut after = pos.clone();
        after.play_unchecked(mv);
        (mv, after.board().clone())
    }

    #[test]
    fn taking_the_last_piece_enters_a_pawn_ending() {
        // WAC.087 after Rxe5: the recapture dxe5 leaves kings and pawns.
        let fen = "8/p3k1p1/8/2pprpp1/PP1P4/2P3KP/5P2/8 w - - 0 2";
        let (mv, after) = played(fen, Square::D4, Square::E5);
        assert!(enters_pawn_ending(&mv, &after));
    }

    #[test]
    fn a_capture_that_leaves_a_piece_or_takes_a_pawn_does_not() {
        // Black's Rxe5 takes the knight but keeps the rook on the board.
        let fen = "8/p3k1p1/4r3/2ppNpp1/PP1P4/2P3KP/5P2/8 b - - 0 1";
        let (mv, after) = played(fen, Square::E6, Square::E5);
        assert!(!enters_pawn_ending(&mv, &after));
        // A pawn takes a pawn in a pawn ending: already there, not entering.
        let fen = "8/4k3/8/3p4/4P3/8/8/4K3 w - - 0 1";
        let (mv, after) = played(fen, Square::E4, Square::D5);
        assert!(!enters_pawn_ending(&mv, &after));
    }
}
