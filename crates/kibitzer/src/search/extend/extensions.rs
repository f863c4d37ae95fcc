//! The extensions of a move: the plies by which the child search of a move is searched deeper
//! than its node's depth less one, from every rule that extends a move (rather than a node):
//! the pawn-ending extension, and GNU Chess 6's (Fruit 2.1's) single-reply, recapture and
//! passed-pawn extensions. The move loop plans a move's extension just before searching it
//! (where the position before the move, needed for the static exchange, is at hand) and the
//! child search takes it. The check and hung-man extensions extend a node, in `alpha_beta`.

use shakmaty::{Color, Move, Position, Rank, Role};

use crate::search::Searcher;
use crate::search::explain::recorder::Recorder;
use crate::search::moves::exchange::static_exchange;
use crate::search::negamax::alpha_beta::{Frame, MAX_PLY};
use crate::search::negamax::node::Node;

/// Whether `mv` by `turn` pushes a pawn to its seventh rank (not a promotion: that is the
/// eighth), the move the passed-pawn extension looks at. (Any passed pawn's push to the sixth
/// or seventh solved fewer WAC positions: 280 of 300 at 300,000 nodes against 283.)
pub fn pushes_to_seventh(mv: &Move, turn: Color) -> bool {
    mv.role() == Role::Pawn && mv.to().rank() == turn.fold_wb(Rank::Seventh, Rank::Second)
}

impl<R: Recorder> Searcher<'_, R> {
    /// Plans the extension of `mv`, played from `node` (searched with `frame`) to reach
    /// `child`, for [`Searcher::planned_extension`]; `single_reply` tells whether `mv` is the
    /// node's only legal move in check. Also notes where `mv` captured, for the recapture
    /// extension of the child's moves.
    pub(in crate::search) fn plan_extension(
        &mut self,
        (node, child): (&Node, &Node),
        mv: &Move,
        frame: &Frame,
        single_reply: bool,
    ) {
        if frame.ply < MAX_PLY {
            self.stack[frame.ply].captured_on = mv.is_capture().then(|| mv.to());
        }
        let planned = self.extension_plies((node, child), mv, frame, single_reply);
        self.stack[frame.ply].planned_extension = planned;
    }

    /// The plies planned for the move about to be searched from `ply` (taken: a second call
    /// gives 0).
    pub(in crate::search) fn planned_extension(&mut self, ply: usize) -> i32 {
        std::mem::take(&mut self.stack[ply].planned_extension)
    }

    /// The plies by which the child search of `mv` is extended, each rule counted when it
    /// applies: the pawn-ending extension's plies, or one ply for a single reply, a
    /// recapture at a PV node or a pawn's push to the seventh at a PV node. None of the
    /// one-ply rules applies when `mv` gives check (the check extension gives the child its
    /// ply already) or once the path is half [`MAX_PLY`] deep, so a move is extended by one
    /// ply at most and the path stays bounded.
    fn extension_plies(
        &mut self,
        (node, child): (&Node, &Node),
        mv: &Move,
        frame: &Frame,
        single_reply: bool,
    ) -> i32 {
        let options = self.options;
        if frame.ply >= MAX_PLY / 2 {
            return 0;
        }
        let pawn_ending = self.pawn_ending_plies(mv, child);
        if pawn_ending > 0 {
            return pawn_ending;
        }
        let single_reply = single_reply && options.single_reply_extension;
        let any = single_reply
            || (frame.pv_node && (options.recapture_extension || options.passed_pawn_extension));
        // Whether the child is in check is asked only of a move a rule may extend: it costs
        // an attack computation, and most moves are none of these.
        if !any || (options.check_extension && child.pos.is_check()) {
            return 0;
        }
        if single_reply {
            self.counters.single_reply_extensions += 1;
            return 1;
        }
        if !frame.pv_node {
            return 0;
        }
        let turn = node.pos.turn();
        let previous = frame
            .ply
            .checked_sub(1)
            .and_then(|ply| self.stack[ply].captured_on);
        if options.recapture_extension
            && mv.is_capture()
            && previous == Some(mv.to())
            && static_exchange(node.pos.board(), turn, mv) > 0
        {
            self.counters.recapture_extensions += 1;
            return 1;
        }
        if options.passed_pawn_extension
            && pushes_to_seventh(mv, turn)
            && static_exchange(node.pos.board(), turn, mv) >= 0
        {
            self.counters.passed_pawn_extensions += 1;
            return 1;
        }
        0
    }
}

#[cfg(test)]
mod tests {
    use super::pushes_to_seventh;
    use crate::game::parse_fen;
    use shakmaty::{Color, Position, Square};

    #[test]
    fn only_pushes_to_the_seventh_are_advanced() {
        let pos = parse_fen("4k3/8/1P6/8/8/8/6p1/4K3 w - - 0 1").unwrap();
        let push = |from: Square, to: Square, pos: &shakmaty::Chess| {
            pos.legal_moves()
                .into_iter()
                .find(|m| m.from() == Some(from) && m.to() == to)
                .unwrap()
        };
        assert!(pushes_to_seventh(
            &push(Square::B6, Square::B7, &pos),
            Color::White
        ));
        let black = parse_fen("4k3/8/1P6/8/8/6p1/8/4K3 b - - 0 1").unwrap();
        assert!(pushes_to_seventh(
            &push(Square::G3, Square::G2, &black),
            Color::Black
        ));
        let early = parse_fen("4k3/8/8/1P6/8/8/8/4K3 w - - 0 1").unwrap();
        assert!(!pushes_to_seventh(
            &push(Square::B5, Square::B6, &early),
            Color::White
        ));
    }
}
