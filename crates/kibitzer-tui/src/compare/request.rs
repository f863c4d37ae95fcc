//! What the Compare pane (`w`, `:why`) compares and how: the move (the chosen one, else the
//! move that led to the shown position: [`compared_move`]), its label, the request to the
//! worker with its limits, and the pane that opens on it ([`CompareView::open`]: at once with
//! the review's own comparison of a judged move, else waiting for an `Effect::Compare`).
//!
//! The depth of a comparison ([`compare_limits`]): the analysis's limit when it has one;
//! else, for a move at the shown position (a line of Lines, the Engines pane's move, `:why
//! MOVE`), the depth the analysis of that position has reached, so that the pane agrees with
//! the Lines beside it; else (the move that led to the shown position, or no completed depth
//! yet) the judge's default: [`REVIEW_DEPTH`] for kibitzer, a node budget for an external
//! engine ([`Judging::default_limits`]).

use shakmaty::{Move, Position};

use crate::compare::second_opinion::SecondOpinion;
use crate::compare::state::CompareView;
use crate::context::Context;
use crate::message::{CompareId, Effect};
use crate::model::settings::Settings;
use kibitzer::annotate::Judging;
use kibitzer::compare::{Comparison, Request};
use kibitzer::game::{Game, NodeId};
use kibitzer::search::{GameLine, Limits, Root, hash_of};

/// The depth of a comparison (and of a review) when the analysis has no limit: the same as
/// `kibitzer compare` uses without one.
pub const REVIEW_DEPTH: u32 = kibitzer::annotate::DEFAULT_DEPTH;

/// The move the pane compares with the best one, and the engine that prefers it.
#[derive(Clone, Debug)]
pub(crate) struct Compared {
    /// The node the move is played at.
    pub at: NodeId,
    /// The move.
    pub mv: Move,
    /// The external engine that prefers it while kibitzer's best is another.
    pub second_opinion: Option<SecondOpinion>,
}

/// Where the pane's comparison comes from.
#[derive(Clone, Debug)]
pub(crate) enum CompareSource {
    /// The finished review's own comparison of the move: shown at once.
    Reviewed(Box<Comparison>),
    /// A new comparison by `judging`; `analysed_depth` is the depth the analysis of the shown
    /// position (not the threat) has completed, if any.
    Judged {
        /// The judge.
        judging: Judging,
        /// The depth the analysis of the shown position has completed.
        analysed_depth: Option<u32>,
    },
}

/// The node and move to compare: `chosen` (a move at the shown position), else the move that
/// led to the shown position; or why there is none.
pub(crate) fn compared_move(
    game: &Game,
    chosen: Option<Move>,
) -> Result<(NodeId, Move), &'static str> {
    let current = game.current();
    match (chosen, game.node(current).parent()) {
        (Some(m), _) => Ok((current, m)),
        (None, Some(parent)) => match game.node(current).mv() {
            Some(m) => Ok((parent, m)),
            None if game.node(current).is_null_move() => {
                Err("a null move (--) cannot be compared: it is no move")
            }
            None => Err("no move to compare"),
        },
        (None, None) => Err("no move to compare: play one, or select a line in Lines"),
    }
}

/// The limit of a comparison or review by `judging`: the analysis's depth or time, else the
/// judge's default ([`Judging::default_limits`]: [`REVIEW_DEPTH`] for kibitzer, a node budget
/// for an external engine).
pub fn review_limits(settings: &Settings, judging: &Judging) -> Limits {
    match (settings.limits.depth, settings.limits.movetime) {
        (None, None) => judging.default_limits(),
        (depth, movetime) => Limits {
            depth,
            movetime: movetime.map(std::time::Duration::from_millis),
            ..Limits::infinite()
        },
    }
}

/// The limit of `w`'s comparison of a move at node `at`: the analysis's limit when it has one
/// ([`review_limits`]); else, at the shown position, `analysed_depth` (the depth the analysis
/// of it has completed, as Lines shows it); else [`REVIEW_DEPTH`].
pub(crate) fn compare_limits(
    cx: &Context,
    at: NodeId,
    judging: &Judging,
    analysed_depth: Option<u32>,
) -> Limits {
    let limits = &cx.settings.limits;
    let unlimited = limits.depth.is_none() && limits.movetime.is_none();
    let reached = analysed_depth.filter(|&d| d >= 1 && unlimited && at == cx.game.current());
    reached.map_or_else(|| review_limits(cx.settings, judging), Limits::depth)
}

/// `12...Nxe4` for `mv` played at `at`.
pub(crate) fn move_label(game: &Game, at: NodeId, mv: Move) -> String {
    let pos = game.node(at).position();
    let san = shakmaty::san::SanPlus::from_move(pos.clone(), mv);
    let number = pos.fullmoves();
    let dots = if pos.turn().is_white() { "." } else { "..." };
    format!("{number}{dots}{san}")
}

/// A comparison of `mv` at node `at` with the game's history before it (its positions'
/// hashes, and its moves for an external engine; after a null move, which UCI cannot say,
/// from the position after the last one).
pub(crate) fn compare_request(game: &Game, at: NodeId, mv: Move, limits: Limits) -> Request {
    let node = game.node(at);
    let path = game.since_null_move(at);
    let before = path[..path.len() - 1]
        .iter()
        .map(|&id| hash_of(game.node(id).position()))
        .collect();
    let line = GameLine {
        start: game.node(path[0]).position().clone(),
        moves: path.iter().filter_map(|&id| game.node(id).mv()).collect(),
    };
    Request {
        root: Root::new(node.position().clone(), node.history())
            .with_before(before)
            .with_line(line),
        candidates: vec![mv],
        limits,
    }
}

impl CompareView {
    /// The pane of request `id` on `compared`: with the review's comparison at once, or
    /// asking the worker for a new one (the status bar says so, the effects ask).
    pub(crate) fn open(
        cx: &mut Context,
        id: CompareId,
        compared: Compared,
        source: CompareSource,
    ) -> CompareView {
        let Compared {
            at,
            mv,
            second_opinion,
        } = compared;
        let label = move_label(cx.game, at, mv);
        let (judging, analysed_depth) = match source {
            CompareSource::Reviewed(result) => {
                return CompareView::new(id, label, Some(Ok(result)), second_opinion);
            }
            CompareSource::Judged {
                judging,
                analysed_depth,
            } => (judging, analysed_depth),
        };
        let limits = compare_limits(cx, at, &judging, analysed_depth);
        let request = compare_request(cx.game, at, mv, limits);
        let by = judging.name();
        cx.say(format!(
            "comparing {label} with the best move (judged by {by})..."
        ));
        cx.effects
            .push(Effect::Compare(id, Box::new(request), Box::new(judging)));
        CompareView::new(id, label, None, second_opinion)
    }
}
