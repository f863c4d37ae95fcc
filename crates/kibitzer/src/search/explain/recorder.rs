//! The search tree recorder, a type parameter of the search. The normal search uses
//! [`NoRecorder`], whose methods are empty and compile away; an explain run uses
//! [`crate::search::explain::tree::TreeRecorder`], which keeps every node up to a budget.

use shakmaty::Move;

use crate::search::moves::ordering::OrderReason;

/// Why a recorded node ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "snake_case", tag = "kind")]
pub enum EndReason {
    /// Every move was searched without a cutoff.
    Searched,
    /// Move number `by` (1-based) refuted the node: score >= beta.
    BetaCutoff {
        /// The refuting move's place in the order.
        by: usize,
    },
    /// The transposition table proved the result.
    TableCutoff,
    /// The endgame tables proved the result.
    TablebaseCutoff,
    /// Passing (a null move) already held beta.
    NullMoveCutoff,
    /// The moves other than the table move held beta in the singular check (multi-cut).
    MultiCut,
    /// The static evaluation stood above beta by more than the margin for the remaining depth.
    StaticNullCutoff,
    /// Razored: the static evaluation stood far below alpha and quiescence did not lift it.
    Razored,
    /// Skipped by futility pruning: a quiet move where the static evaluation stands too far
    /// below alpha for the remaining depth.
    FutilityPruned,
    /// Skipped by late move pruning: a late quiet move near the horizon.
    LateMovePruned,
    /// Skipped by guard pruning: an unsafe move near the tips.
    GuardPruned,
    /// Quiescence skipped the capture: it cannot lift the score to alpha (delta pruning).
    DeltaPruned,
    /// Skipped as losing material by static exchange: a capture in quiescence, or a capture
    /// or quiet move near the horizon of the main search.
    ExchangePruned,
    /// Quiescence: the static evaluation was already good enough.
    StandPat,
    /// Quiescence: no capture was worth trying.
    Quiet,
    /// Mate-distance pruning: no shorter mate is possible here.
    MateDistance,
    /// The position repeats one of the path or the game.
    Repetition,
    /// Fifty moves without capture or pawn move.
    FiftyMoves,
    /// No legal move, in check.
    Checkmate,
    /// No legal move, not in check.
    Stalemate,
    /// The search was stopped or ran out of time or nodes inside this node.
    Aborted,
}

/// Receives the search's progress through the tree. Every method has an empty default, so
/// the normal search pays nothing.
pub trait Recorder {
    /// Whether this recorder keeps anything (lets the search skip work done only for it).
    const ACTIVE: bool;

    /// A new root search begins (each aspiration attempt of each iteration).
    #[inline]
    fn begin_root(&mut self) {}

    /// The next node entered is reached by `mv`, the `rank`-th move in the order, placed
    /// there for `reason`, searched `reduction` plies shallower than normal.
    #[inline]
    fn child_move(&mut self, _mv: Move, _rank: usize, _reason: OrderReason, _reduction: i32) {}

    /// The next node entered is the null move (the side to move passes), searched
    /// `reduction` plies shallower.
    #[inline]
    fn null_child(&mut self, _reduction: i32) {}

    /// A node is entered at `ply` with `draft` plies left and window (`alpha`, `beta`).
    #[inline]
    fn enter(&mut self, _ply: usize, _draft: i32, _alpha: i32, _beta: i32, _quiescence: bool) {}

    /// A move of the current node was not searched.
    #[inline]
    fn skipped(&mut self, _mv: Move, _rank: usize, _reason: OrderReason, _why: EndReason) {}

    /// The current node's static evaluation.
    #[inline]
    fn static_eval(&mut self, _eval: i32) {}

    /// The current node was extended by one ply (`check` or hung men).
    #[inline]
    fn extended(&mut self, _check: bool) {}

    /// The child searched last raised the current node's alpha: it is the best so far.
    #[inline]
    fn improved(&mut self) {}

    /// Why the current node ended.
    #[inline]
    fn end(&mut self, _reason: EndReason) {}

    /// The current node returns `score` (none if the search was aborted).
    #[inline]
    fn leave(&mut self, _score: Option<i32>) {}
}

/// Records nothing.
#[derive(Clone, Copy, Debug, Default)]
pub struct NoRecorder;

impl Recorder for NoRecorder {
    const ACTIVE: bool = false;
}
