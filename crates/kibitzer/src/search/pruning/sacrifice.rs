//! Sacrifice follow-ups: the material balance of every node on the search path, so a node can
//! tell that its side to move gave up material over the last two plies (its own move and the
//! reply), and then withhold futility and late move pruning from its quiet moves: the quiet
//! follow-up of a sacrifice (a mating threat) is exactly the move those prunings skip, since
//! the evaluation only sees the material given. The same balances tell the other side's node
//! that its opponent sacrificed, where `sacrifice_wait` withholds the static null move.

use shakmaty::{Board, Color, Position, Role};

use crate::eval::value;
use crate::search::Searcher;
use crate::search::explain::recorder::Recorder;
use crate::search::negamax::alpha_beta::{Frame, MAX_PLY};
use crate::search::negamax::node::Node;

/// A side counts as having sacrificed when its material balance fell by at least this many
/// centipawns over its last move and the reply (a pawn or more).
pub const SACRIFICE_LOSS: i32 = 100;

/// White's material minus Black's, in Stanback values (kings left out).
fn white_balance(board: &Board) -> i32 {
    Role::ALL
        .into_iter()
        .filter(|&role| role != Role::King)
        .map(|role| {
            let pieces = board.by_role(role);
            let count = |color: Color| (pieces & board.by_color(color)).count() as i32;
            (count(Color::White) - count(Color::Black)) * value(role)
        })
        .sum()
}

impl<R: Recorder> Searcher<'_, R> {
    /// Notes the balance of `node` at `ply` and tells whether its side to move sacrificed
    /// (its balance stands [`SACRIFICE_LOSS`] or more below the one two plies up the path;
    /// always `false` without `sacrifice_follow_up`) and whether its opponent did (the
    /// balance stands that much above; always `false` without `sacrifice_wait`).
    pub(in crate::search) fn after_sacrifice(&mut self, node: &Node, ply: usize) -> (bool, bool) {
        if !(self.options.sacrifice_follow_up || self.options.sacrifice_wait) || ply >= MAX_PLY {
            return (false, false);
        }
        let balance = white_balance(node.pos.board());
        self.stack[ply].balance = balance;
        let sign = node.pos.turn().fold_wb(1, -1);
        let fell = if ply >= 2 {
            sign * (self.stack[ply - 2].balance - balance)
        } else {
            0
        };
        (
            self.options.sacrifice_follow_up && fell >= SACRIFICE_LOSS,
            self.options.sacrifice_wait && -fell >= SACRIFICE_LOSS,
        )
    }

    /// Withholds futility and late move pruning from the node of `frame` when its side to
    /// move just sacrificed (see [`Searcher::after_sacrifice`]), counting the nodes where
    /// either pruning would have applied.
    pub(in crate::search) fn follow_up_sacrifice(&mut self, frame: &mut Frame) {
        if !frame.follow_up {
            return;
        }
        if frame.futility.take().is_some()
            || frame.depth <= crate::search::pruning::move_pruning::LATE_MOVE_DEPTH
        {
            self.counters.sacrifice_follow_ups += 1;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::white_balance;
    use crate::game::parse_fen;
    use shakmaty::Position;

    #[test]
    fn the_balance_counts_every_man_but_the_kings() {
        let start = parse_fen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1").unwrap();
        assert_eq!(white_balance(start.board()), 0);
        let rook_up = parse_fen("4k3/8/8/8/8/8/8/R3K3 w - - 0 1").unwrap();
        assert_eq!(
            white_balance(rook_up.board()),
            crate::eval::value(shakmaty::Role::Rook)
        );
    }
}
