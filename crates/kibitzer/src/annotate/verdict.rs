//! Judging a game's main line from one position per move ([`annotate_moves`]): the move from
//! position `i - 1` to `i` is judged by two searches of position `i - 1` with the same limit,
//! its best line and the played move's line ([`MoveEval`]). Its loss is the best line's score
//! minus the played line's, both for the mover in the same position, never below 0 (a move
//! searched alone that scores above the best line is the search's noise). A move that loses
//! less than [`AS_GOOD_AS_BEST`] counts as the best move: no loss, no mark, no variation.
//!
//! The evaluation after the move is the played line's score, seen from the position after
//! it and given for White: it comes from the same search as the verdict, so evaluations do
//! not swing with the side to move as the searches of successive positions at a shallow
//! depth do (issue #33).

use shakmaty::{Color, Position};

use super::annotated_game::{AnnotatedGame, AnnotatedMove};
use super::judgement::{Judgement, centipawn_loss};
use super::workers::MoveEval;
use crate::Score;
use crate::compare::{Loss, explain};
use crate::game::{Game, SearchedEval};
use crate::search::Node;

/// A move that loses less than this in winning chances (on the -1..1 scale of
/// [`winning_chances`](crate::compare::winning_chances)) is as good as the best move. Lichess
/// (lila's `Advice`) marks from 0.1 on and has no margin below it; a fifth of that, about
/// 11 cp near equality and more in won positions, is the size of the noise between a search
/// of the position and a search of one of its moves alone, so the average centipawn loss
/// does not charge a player for it.
pub const AS_GOOD_AS_BEST: f64 = 0.02;

/// A score from the point of view of the side that moved, before its move, as the side to
/// move after the move sees it: negated, and a mate one ply nearer.
pub fn seen_from_child(parent: Score) -> Score {
    -parent.from_node_at(1)
}

/// Judges `game`'s main line from `evals`, one per move in order (the judgements of the
/// positions before the moves), judged by `judged_by`.
pub fn annotate_moves(game: &Game, evals: &[MoveEval], judged_by: &str) -> AnnotatedGame {
    let line = game.main_line();
    let mut review = AnnotatedGame {
        judged_by: judged_by.to_owned(),
        ..AnnotatedGame::default()
    };
    // One judgement per move: a null move has none, so it takes none of `evals`.
    let mut evals = evals.iter();
    for pair in line.windows(2) {
        let (parent, node) = (pair[0], pair[1]);
        let Some(played) = game.node(node).mv() else {
            continue;
        };
        let Some(eval) = evals.next() else {
            break;
        };
        let root = Node::new(
            game.node(parent).position().clone(),
            game.node(parent).history(),
        );
        let mover = root.pos.turn();
        let (best, mine) = (&eval.best, &eval.played);
        let loss = Loss::between(best.score, mine.score);
        let as_good = played == best.first || loss.winning_chances < AS_GOOD_AS_BEST;
        let (loss, centipawns, judgement) = if as_good {
            (Loss::NONE, 0, None)
        } else {
            (
                loss,
                centipawn_loss(best.score, mine.score),
                Judgement::of(best.score, mine.score),
            )
        };
        let comparison = judgement.map(|_| Box::new(explain(&root, best, mine.clone())));
        let after = game.node(node).position();
        let eval_after = (!after.legal_moves().is_empty())
            .then(|| SearchedEval::new(white_eval_after(mover, mine.score), mine.depth));
        let totals = review.players.get_mut(mover);
        totals.moves += 1;
        totals.total_loss += i64::from(centipawns);
        if let Some(j) = judgement {
            totals.counts[j as usize] += 1;
        }
        review.moves.push(AnnotatedMove {
            node,
            parent,
            mover,
            eval: eval_after,
            best_score: best.score,
            played_score: mine.score,
            loss,
            centipawn_loss: centipawns,
            judgement,
            best_line: best.pv.clone(),
            comparison,
        });
    }
    review
}

/// The evaluation for White after a move that `mover` played, from the played line's score.
pub fn white_eval_after(mover: Color, played_score: Score) -> Score {
    seen_from_child(played_score).for_white(!mover)
}

#[cfg(test)]
mod tests {
    use super::{seen_from_child, white_eval_after};
    use crate::Score;
    use shakmaty::Color;

    #[test]
    fn a_mate_before_the_move_is_one_ply_nearer_after_it() {
        // The move mates: before it, mate in 1 ply; after it, the opponent is mated in 0.
        assert_eq!(
            seen_from_child(Score::mate_in_plies(1)),
            Score::mated_in_plies(0)
        );
        // The move allows mate in one: the mover is mated in 2 plies, the opponent mates in 1.
        assert_eq!(
            seen_from_child(Score::mated_in_plies(2)),
            Score::mate_in_plies(1)
        );
        assert_eq!(seen_from_child(Score::cp(35)), Score::cp(-35));
        assert_eq!(seen_from_child(Score::cp(-120)), Score::cp(120));
        // White mates in 3 plies (2 moves) before its move: after it, Black is mated in 2
        // plies, and White still mates in 1 move.
        let after = white_eval_after(Color::White, Score::mate_in_plies(3));
        assert_eq!(after.mate_moves(), Some(1));
        assert_eq!(
            white_eval_after(Color::Black, Score::cp(40)),
            Score::cp(-40)
        );
    }
}
