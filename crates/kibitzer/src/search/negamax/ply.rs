//! [`Ply`] and [`PlyStack`]: what the search keeps of each ply of the path from the root, one
//! struct per ply (as Stockfish's `Stack` and viridithas's `StackFrame`): the material balance
//! and static evaluation of the node there, where its move captured, whether the node was
//! reached by an offered man, and the extension planned for the move being searched from it.
//!
//! The node's window and working facts (depth, alpha, beta, its cached evaluation, the
//! prunings' verdicts) are its `Frame`, a value the node passes down its own calls: the
//! singular check searches a changed copy of it at the same ply, which a slot of the stack
//! could not hold beside the node's own.

use shakmaty::Square;

use crate::search::negamax::alpha_beta::MAX_PLY;

/// What the search keeps of one ply of the current path.
#[derive(Clone, Copy, Debug, Default)]
pub(in crate::search) struct Ply {
    /// White's material minus Black's at the node of this ply, noted only with
    /// `sacrifice_follow_up` or `sacrifice_wait` (see `sacrifice`).
    pub(in crate::search) balance: i32,
    /// The static evaluation of the node of this ply where known, noted only with
    /// `improving` (see `improving`).
    pub(in crate::search) eval: Option<i32>,
    /// Where the move searched from this ply captured, if it did (the recapture extension of
    /// the child's moves).
    pub(in crate::search) captured_on: Option<Square>,
    /// The plies planned for the move about to be searched from this ply (see `extensions`),
    /// taken by its child search.
    pub(in crate::search) planned_extension: i32,
    /// Whether the node of this ply is reached by an offered man (see `sacrifice_wait`): set
    /// by the parent's move loop just before it searches the child, taken when the node is
    /// entered.
    pub(in crate::search) reached_by_offer: bool,
}

/// The [`Ply`] of every ply from the root (0) to the deepest the search goes.
#[derive(Clone, Debug)]
pub(in crate::search) struct PlyStack(Box<[Ply; MAX_PLY + 1]>);

impl Default for PlyStack {
    fn default() -> PlyStack {
        PlyStack(Box::new([Ply::default(); MAX_PLY + 1]))
    }
}

impl std::ops::Index<usize> for PlyStack {
    type Output = Ply;

    fn index(&self, ply: usize) -> &Ply {
        &self.0[ply]
    }
}

impl std::ops::IndexMut<usize> for PlyStack {
    fn index_mut(&mut self, ply: usize) -> &mut Ply {
        &mut self.0[ply]
    }
}
