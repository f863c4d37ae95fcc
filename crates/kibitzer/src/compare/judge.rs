//! [`Judge`]: whatever searches the positions a comparison or a game review judges — kibitzer's
//! own [`Search`], or an external UCI engine ([`EngineJudge`](super::EngineJudge)). A judge
//! answers two questions about one position with one limit: its best line
//! ([`best`](Judge::best)), and the best line that starts with a given move
//! ([`only`](Judge::only), the root-move restriction, UCI's `searchmoves`). Both answers come
//! from the same position at the same limit, so a move's loss is the difference of two scores
//! of one position from one side's point of view, never of two positions a ply apart.
//!
//! Our own search answers from a cleared table every time, so an answer depends on the
//! position and the limit only. No terminal types.

use shakmaty::{Move, Position};

use super::{CompareError, LineEnd};
use crate::eval::evaluate;
use crate::search::{Limits, Node, Root, Search, StopSignal};

/// Searches positions for a comparison or a review.
pub trait Judge {
    /// Who judges, as an annotated game's `Annotator` header says: `kibitzer`, or the name
    /// an external engine gave itself (`id name`).
    fn name(&self) -> String;

    /// The best line of a search of `root` with `limits` (its line count is set to one),
    /// restricted to the move `only` when given. The line's score is for the root's side to
    /// move. `stop` ends the search early ([`CompareError::Stopped`]).
    fn line(
        &mut self,
        root: &Root,
        limits: &Limits,
        only: Option<Move>,
        stop: &StopSignal,
    ) -> Result<LineEnd, CompareError>;

    /// The best line of `root`.
    fn best(
        &mut self,
        root: &Root,
        limits: &Limits,
        stop: &StopSignal,
    ) -> Result<LineEnd, CompareError> {
        self.line(root, limits, None, stop)
    }

    /// The best line of `root` that starts with `mv`, searched with the same limit.
    fn only(
        &mut self,
        root: &Root,
        limits: &Limits,
        mv: Move,
        stop: &StopSignal,
    ) -> Result<LineEnd, CompareError> {
        self.line(root, limits, Some(mv), stop)
    }
}

/// What every judge's [`Judge::line`] starts with: the root must have a legal move and `only`
/// must be legal there; the limits restricted to `only` (UCI's `searchmoves`) with one line.
pub(super) fn restricted(
    node: &Node,
    limits: &Limits,
    only: Option<Move>,
) -> Result<Limits, CompareError> {
    if node.pos.legal_moves().is_empty() {
        return Err(CompareError::NoLegalMoves);
    }
    if let Some(mv) = only.filter(|mv| !node.pos.is_legal(*mv)) {
        return Err(CompareError::IllegalCandidate(mv));
    }
    Ok(Limits {
        searchmoves: only.into_iter().collect(),
        ..limits.clone()
    }
    .with_multipv(1))
}

/// The name of kibitzer's own search as a judge.
pub const KIBITZER: &str = "kibitzer";

impl Judge for Search {
    fn name(&self) -> String {
        KIBITZER.to_owned()
    }

    /// Searches from a cleared table. A limit too small to finish depth 1 gives the first
    /// move the search had (or `only`) with the static evaluation: of the root for the best
    /// line, of the position after the move (negated) for a restricted one.
    fn line(
        &mut self,
        root: &Root,
        limits: &Limits,
        only: Option<Move>,
        stop: &StopSignal,
    ) -> Result<LineEnd, CompareError> {
        let node = &root.node;
        let limits = restricted(node, limits, only)?;
        self.clear();
        let result = self.run(node, &root.before, &limits, stop, &mut |_| {});
        if stop.raised() {
            return Err(CompareError::Stopped);
        }
        let nodes = result.counters.nodes;
        if let Some(line) = result.lines.first().filter(|l| !l.pv.is_empty()) {
            return LineEnd::from_pv(node, line.score, line.pv.clone(), nodes)
                .map(|end| end.with_depth(line.depth))
                .ok_or(CompareError::NoLine);
        }
        let first = only.or(result.best).ok_or(CompareError::NoLine)?;
        let score = if only.is_some() {
            let mut after = node.pos.clone();
            after.play_unchecked(first);
            let history = node.history.after(node.pos.board(), &first, after.board());
            -evaluate(&after, history)
        } else {
            evaluate(&node.pos, node.history)
        };
        LineEnd::from_pv(node, score, vec![first], nodes).ok_or(CompareError::NoLine)
    }
}
