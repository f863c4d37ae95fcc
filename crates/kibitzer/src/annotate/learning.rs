//! Learning from one's mistakes after a review, as Lichess's "Learn from your mistakes" does:
//! the positions before one side's judged moves, in the game's order ([`questions`]), and
//! whether a move tried there counts as found ([`attempt_verdict`]): the best move itself, a
//! move the comparison finds within [`FOUND_MARGIN`] of it in winning chances, or a move that
//! still mates when the best move mates. The move played in the game is never found. A move
//! that fails is explained without the best move ([`why_it_fails`]).

use shakmaty::{Color, Move};

use super::annotated_game::AnnotatedGame;
use super::judgement::Judgement;
use crate::compare::{Candidate, Loss, Relation};
use crate::game::NodeId;

/// A move tried in a question's position that loses less than this in winning chances (on
/// the -1..1 scale of [`winning_chances`](crate::compare::winning_chances)) against the best
/// move counts as found. Lichess's retrospection accepts a move whose evaluation is within
/// 0.04 of the position's; below the 0.1 of an inaccuracy, and twice the review's noise
/// margin ([`AS_GOOD_AS_BEST`](super::AS_GOOD_AS_BEST)), so a move the review would not mark
/// against the best one but that loses something real is not called found.
pub const FOUND_MARGIN: f64 = 0.04;

/// One position to find a better move in: the move played there was judged.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Question {
    /// The position the move was played in.
    pub before: NodeId,
    /// The node of the move played.
    pub played_node: NodeId,
    /// The move played.
    pub played: Move,
    /// Its judgement.
    pub judgement: Judgement,
    /// The review's best line in the position.
    pub best_line: Vec<Move>,
}

/// The positions before `side`'s judged moves in `review`, in the game's order. A judged move
/// without a best line (none was found) is left out: there would be nothing to find.
pub fn questions(review: &AnnotatedGame, side: Color) -> Vec<Question> {
    review
        .moves
        .iter()
        .filter(|m| m.mover == side && !m.best_line.is_empty())
        .filter_map(|m| {
            let played = m.comparison.as_ref()?.line.first;
            Some(Question {
                before: m.parent,
                played_node: m.node,
                played,
                judgement: m.judgement?,
                best_line: m.best_line.clone(),
            })
        })
        .collect()
}

/// What a move tried in a question's position is.
#[derive(Clone, Debug, PartialEq)]
pub enum Attempt {
    /// The best move, or one as good: found.
    Found,
    /// The move played in the game.
    PlayedInGame,
    /// Worse than the best move by `loss` (judged `judgement` when it is at least an
    /// inaccuracy).
    Worse {
        /// What it costs against the best move.
        loss: Loss,
        /// Its judgement, if it earns one.
        judgement: Option<Judgement>,
    },
}

/// Whether `tried` at `question`'s position counts as found, from the comparison of it with
/// the best move (`candidate`, none when the move is the review's best move or the move
/// played, which need no comparison).
pub fn attempt_verdict(question: &Question, tried: Move, candidate: Option<&Candidate>) -> Attempt {
    if tried == question.played {
        return Attempt::PlayedInGame;
    }
    if question.best_line.first() == Some(&tried) {
        return Attempt::Found;
    }
    let Some(candidate) = candidate else {
        return Attempt::Found;
    };
    let still_mating = candidate.line.score.mate_moves().is_some_and(|m| m > 0);
    if candidate.is_best || candidate.loss.winning_chances < FOUND_MARGIN || still_mating {
        Attempt::Found
    } else {
        Attempt::Worse {
            loss: candidate.loss,
            judgement: candidate.judgement,
        }
    }
}

/// Why a move tried fails, without giving the answer away (as Lichess says only "you can do
/// better" until the solution is asked for): the motifs its line allows the opponent (a man
/// it leaves hanging, a fork, a pin...), each as the comparison says it; none of the motifs
/// it misses, which name the best line's moves.
pub fn why_it_fails(candidate: &Candidate) -> Vec<String> {
    candidate
        .summary
        .tactics
        .iter()
        .filter(|t| t.relation == Relation::Allows)
        .map(ToString::to_string)
        .collect()
}

/// Whether `tried` needs a comparison with the best move to be judged: not the best move, not
/// the move played.
pub fn needs_comparison(question: &Question, tried: Move) -> bool {
    tried != question.played && question.best_line.first() != Some(&tried)
}
