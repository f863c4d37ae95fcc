//! Comparing moves: "why is this move worse than the best one?", answered from the search and
//! the evaluation alone (docs/DESIGN.md, "Verdicts and explanations").
//!
//! [`compare`] has a [`Judge`] (kibitzer's search or an external engine, [`EngineJudge`]) search
//! the best move, then each candidate alone (the search's root-move restriction, UCI's
//! `searchmoves`), every search with the same limit and a cleared table (`ucinewgame` for an
//! external engine), so that the result depends on the position and the limit only. For each
//! candidate it returns the line and score, the [`Loss`] against the best line, a [`Ledger`] of
//! each line (its captures and material balance, the line extended to finish an exchange left
//! half made at its end), the [`Difference`] by term and by man between the two lines' quiet
//! ends, and the first ply at which the candidate's line falls behind ([`Fall`]). A candidate
//! that is at least an inaccuracy ([`Judgement`]) also gets a plain-words [`Summary`] in trades,
//! losses and positional reasons, and the refutation (the opponent's reply in its line); a
//! smaller loss gets neither. Scores are from the side to move at the root throughout.
//!
//! No terminal types: a worker thread can run it and send the [`Comparison`] to a view.
//!
//! ```
//! use kibitzer::compare::{Cost, Request, compare};
//! use kibitzer::search::{Limits, Search, SearchOptions, StopSignal};
//! use kibitzer::{History, game::parse_fen};
//! use shakmaty::{Position, uci::UciMove};
//!
//! // Nc5?? puts the knight where the b6 pawn takes it.
//! let pos = parse_fen("4k3/7p/1p6/8/4N3/8/P6P/4K3 w - - 0 1").unwrap();
//! let history = History::from_board(pos.board());
//! let blunder = "e4c5".parse::<UciMove>().unwrap().to_move(&pos).unwrap();
//! let request = Request::new(pos, history, vec![blunder], Limits::depth(3));
//! let mut search = Search::new(SearchOptions { hash_mb: 1, ..SearchOptions::default() });
//! let comparison = compare(&mut search, &request, &StopSignal::never()).unwrap();
//! let candidate = &comparison.candidates[0];
//! assert!(matches!(candidate.loss.cost, Cost::Centipawns(cp) if cp > 200));
//! assert_eq!(candidate.refutation.map(|m| m.to().to_string()), Some("c5".to_owned()));
//! ```

mod chances;
mod difference;
mod engine_judge;
mod exchange;
mod fall;
mod judge;
mod ledger;
mod reasons;
mod settle;
mod story;
mod summary;
mod tactics;
#[cfg(test)]
mod test_lines;
mod tracking;

use shakmaty::{Chess, Move, Position};

use crate::History;
use crate::Score;
use crate::annotate::Judgement;
use crate::engine::EngineFault;
use crate::eval::breakdown;
use crate::search::{Limits, Node, Root, StopSignal};

pub use chances::{Cost, Loss, winning_chances};
pub use difference::{Difference, ManChange, Placed};
pub use engine_judge::EngineJudge;
pub use fall::{Fall, MARGIN, Measure};
pub use judge::{Judge, KIBITZER};
pub use ledger::{Capture, Captured, Capturer, Fate, Ledger, pawns};
pub use reasons::Reason;
pub use story::{InBest, LineKind, Story};
pub use summary::{MateNote, Side, Summary};
pub use tactics::{MAX_PER_RELATION, Relation, Tactic};
pub use tracking::Tracks;

/// What to compare: a position with its game before it, the moves to explain, and the limit
/// every search gets.
#[derive(Clone, Debug)]
pub struct Request {
    /// The position, its history facts and the game before it (the game's moves, when known,
    /// are told to an external engine that judges, so that it sees repetitions too).
    pub root: Root,
    /// The moves to compare with the best one (legal in the root position).
    pub candidates: Vec<Move>,
    /// The limit of each search (its line count and root moves are set by the comparison).
    pub limits: Limits,
}

impl Request {
    /// A request for `pos` with `history` and no game before it.
    pub fn new(pos: Chess, history: History, candidates: Vec<Move>, limits: Limits) -> Request {
        Request {
            root: Root::new(pos, history),
            candidates,
            limits,
        }
    }
}

/// Why a comparison could not be made.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CompareError {
    /// The position has no legal moves.
    NoLegalMoves,
    /// A candidate is not a legal move in the position.
    IllegalCandidate(Move),
    /// The limit ended a search before it finished its first depth.
    NoLine,
    /// The stop signal was raised.
    Stopped,
    /// The external engine that judges failed (it died, hung in its handshake, ...).
    Engine(EngineFault),
    /// The external engine said nothing for this many seconds during a search.
    Silent {
        /// How long it was silent.
        seconds: u64,
    },
    /// The external engine finished a search without a score.
    Unscored,
    /// The external engine was asked to search one move alone (`searchmoves`) and answered
    /// with another.
    NotRestricted {
        /// The move it was asked about.
        asked: Move,
        /// The move its line began with.
        got: Move,
    },
}

impl std::fmt::Display for CompareError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            CompareError::NoLegalMoves => f.write_str("the position has no legal moves"),
            CompareError::IllegalCandidate(m) => write!(f, "{m} is not a legal move here"),
            CompareError::NoLine => f.write_str("the limit ended the search before depth 1"),
            CompareError::Stopped => f.write_str("stopped"),
            CompareError::Engine(fault) => write!(f, "the judging engine failed: {fault}"),
            CompareError::Silent { seconds } => write!(
                f,
                "the judging engine said nothing for {seconds} s during a search; given up"
            ),
            CompareError::Unscored => {
                f.write_str("the judging engine finished a search without a score")
            }
            CompareError::NotRestricted { asked, got } => write!(
                f,
                "the judging engine was asked to search {asked} alone (searchmoves) and \
                 answered {got}"
            ),
        }
    }
}

impl std::error::Error for CompareError {}

/// One searched line and where it ends.
#[derive(Clone, Debug)]
pub struct LineEnd {
    /// Its first move.
    pub first: Move,
    /// Its score for the side to move at the root.
    pub score: Score,
    /// The moves from the root.
    pub pv: Vec<Move>,
    /// The position at its end.
    pub leaf: Chess,
    /// The history facts at its end.
    pub leaf_history: History,
    /// The nodes its search took.
    pub nodes: u64,
    /// The depth its search completed (0 when unknown or not searched).
    pub depth: u32,
}

/// A candidate compared with the best move.
#[derive(Clone, Debug)]
pub struct Candidate {
    /// Its line (the best line itself when it is the best move).
    pub line: LineEnd,
    /// Whether it is the best move.
    pub is_best: bool,
    /// What it costs against the best line.
    pub loss: Loss,
    /// What the loss makes it (none: less than an inaccuracy, or the best move).
    pub judgement: Option<Judgement>,
    /// The opponent's reply in its line (only for a move that is at least an inaccuracy).
    pub refutation: Option<Move>,
    /// The captures and balance of its line, settled to a quiet end.
    pub ledger: Ledger,
    /// The captures and balance of the best line, settled to a quiet end.
    pub best_ledger: Ledger,
    /// The best line's quiet end minus its line's quiet end.
    pub difference: Difference,
    /// Why it is worse, in words (empty for a move that is not at least an inaccuracy).
    pub summary: Summary,
    /// Where its line first falls behind the best line.
    pub fall: Option<Fall>,
}

/// The best line and every candidate compared with it.
#[derive(Clone, Debug)]
pub struct Comparison {
    /// The position compared in.
    pub root: Chess,
    /// Who searched the lines: `kibitzer` or the external engine's name ([`Judge::name`]).
    pub judged_by: String,
    /// The best move's line.
    pub best: LineEnd,
    /// The candidates, in the order asked.
    pub candidates: Vec<Candidate>,
}

/// Searches the best move and every candidate of `request` with the same limit and compares
/// them: `judge` searches (kibitzer's own [`Search`](crate::search::Search), cleared before
/// every search so that the comparison does not depend on what it searched before, or an
/// [`EngineJudge`]); kibitzer's evaluation explains the lines it finds.
pub fn compare(
    judge: &mut dyn Judge,
    request: &Request,
    stop: &StopSignal,
) -> Result<Comparison, CompareError> {
    let at = &request.root;
    let root = &at.node;
    if root.pos.legal_moves().is_empty() {
        return Err(CompareError::NoLegalMoves);
    }
    if let Some(m) = request.candidates.iter().find(|m| !root.pos.is_legal(**m)) {
        return Err(CompareError::IllegalCandidate(*m));
    }
    let best = judge.best(at, &request.limits, stop)?;
    let mut candidates = Vec::with_capacity(request.candidates.len());
    for &m in &request.candidates {
        let line = if m == best.first {
            best.clone()
        } else {
            judge.only(at, &request.limits, m, stop)?
        };
        candidates.push(explain(root, &best, line));
    }
    Ok(Comparison {
        root: root.pos.clone(),
        judged_by: judge.name(),
        best,
        candidates,
    })
}

/// Compares `line` with the `best` line, both from `root` (scores for its side to move),
/// without searching: a line whose first move is the best line's first move is the best move
/// and costs nothing. Both lines are settled to quiet ends ([`Ledger::settled`]) before their
/// ends are compared. [`compare`] and the review of whole games use it.
pub fn explain(root: &Node, best: &LineEnd, line: LineEnd) -> Candidate {
    let mover = root.pos.turn();
    let is_best = line.first == best.first;
    let best_ledger = Ledger::settled(&root.pos, &best.pv);
    let ledger = if is_best {
        best_ledger.clone()
    } else {
        Ledger::settled(&root.pos, &line.pv)
    };
    let quiet_end = |ledger: &Ledger| {
        let end = fall::walk(root, ledger.moves())
            .pop()
            .unwrap_or_else(|| root.clone());
        (
            breakdown(&end.pos, end.history),
            Tracks::follow(&root.pos, ledger.moves()),
        )
    };
    let (best_end, best_tracks) = quiet_end(&best_ledger);
    let (end, tracks) = quiet_end(&ledger);
    let difference = Difference::new(mover, (best_end, &best_tracks), (end, &tracks));
    let (loss, judgement) = if is_best {
        (Loss::NONE, None)
    } else {
        (
            Loss::between(best.score, line.score),
            Judgement::of(best.score, line.score),
        )
    };
    let (summary, refutation) = if judgement.is_some() {
        let summary = Summary::of(
            &root.pos,
            Side {
                ledger: &best_ledger,
                score: best.score,
            },
            Side {
                ledger: &ledger,
                score: line.score,
            },
            &difference,
        );
        (summary, line.pv.get(1).copied())
    } else {
        (Summary::default(), None)
    };
    let fall = fall::first_fall(
        mover,
        &fall::walk(root, &best.pv),
        &fall::walk(root, &line.pv),
    );
    Candidate {
        line,
        is_best,
        loss,
        judgement,
        refutation,
        ledger,
        best_ledger,
        difference,
        summary,
        fall,
    }
}

impl LineEnd {
    /// The line `pv` (not empty, legal from `root`) scored `score` for `root`'s side to move,
    /// found in `nodes` nodes; its end is where its moves stop being legal, if they do.
    pub fn from_pv(root: &Node, score: Score, pv: Vec<Move>, nodes: u64) -> Option<LineEnd> {
        let first = *pv.first()?;
        let walked = fall::walk(root, &pv);
        let end = walked.last()?;
        Some(LineEnd {
            first,
            score,
            leaf: end.pos.clone(),
            leaf_history: end.history,
            pv,
            nodes,
            depth: 0,
        })
    }

    /// The same line, found by a search that completed `depth`.
    #[must_use]
    pub fn with_depth(self, depth: u32) -> LineEnd {
        LineEnd { depth, ..self }
    }
}
