//! [`GameReview`]: the main line of one game judged move by move from the searches of its
//! positions, and each player's average centipawn loss and counts of `?!`, `?` and `??`.
//!
//! Position `i` of the main line is searched once; the move from position `i - 1` to `i` is
//! judged by the mover's score at `i - 1` (the best move's) against the negated score at `i`.
//! A move that is the best move of its position's search costs nothing. For a judged move the
//! comparison is made from those two searches without searching again: the best line is the
//! search's line at `i - 1`, the played line the move followed by the search's line at `i`.
//! A null move (`--`) is never judged: it gets no mark and counts for neither player, and the
//! moves after it are judged as usual.

use shakmaty::{ByColor, Color, Move, Position};

use super::judgement::{Judgement, centipawn_loss};
use super::workers::{Job, PositionEval};
use crate::game::{Game, NodeId, SearchedEval};
use crate::review::{Candidate, LineEnd, Loss, explain};
use crate::score::Score;
use crate::search::{Node, hash_of};

/// One main-line move, judged.
#[derive(Clone, Debug)]
pub struct MoveReview {
    /// The move's node in the game.
    pub node: NodeId,
    /// Its parent (the position it was played in).
    pub parent: NodeId,
    /// Who played it.
    pub mover: Color,
    /// The position after it, from White's point of view, with the search's depth (none when
    /// the game ended there).
    pub eval: Option<SearchedEval>,
    /// What it cost against the best move.
    pub loss: Loss,
    /// The loss as the average centipawn loss counts it.
    pub centipawn_loss: i32,
    /// `?!`, `?` or `??`, if it earned one.
    pub judgement: Option<Judgement>,
    /// The best line of the position it was played in.
    pub best_line: Vec<Move>,
    /// For a judged move: the comparison with the best move.
    pub comparison: Option<Box<Candidate>>,
}

/// One player's totals.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct PlayerSummary {
    /// Moves judged.
    pub moves: usize,
    /// Sum of the centipawn losses.
    pub total_loss: i64,
    /// Counts of `?!`, `?` and `??`.
    pub counts: [usize; 3],
}

impl PlayerSummary {
    /// The average centipawn loss, rounded (0 without moves).
    pub fn acpl(&self) -> i64 {
        if self.moves == 0 {
            return 0;
        }
        let n = self.moves as i64;
        (self.total_loss + n / 2) / n
    }

    /// How many moves earned `judgement`.
    pub fn count(&self, judgement: Judgement) -> usize {
        self.counts[judgement as usize]
    }
}

/// A game's main line, judged.
#[derive(Clone, Debug, Default)]
pub struct GameReview {
    /// Every main-line move in order.
    pub moves: Vec<MoveReview>,
    /// Each player's totals.
    pub players: ByColor<PlayerSummary>,
}

/// How many of the positions before a search's root can count for a repetition: the search
/// calls a position with a halfmove clock of 100 a fifty-move draw before looking for a
/// repetition, and looks back at most its halfmove clock, so older hashes never count. Each
/// job keeps only these, so a long game takes linear memory, not quadratic.
const REPETITION_REACH: usize = 100;

/// The positions of `game`'s main line to search, the root first.
pub fn jobs_of(game: &Game) -> Vec<Job> {
    let mut before = Vec::new();
    game.main_line()
        .into_iter()
        .map(|id| {
            let node = game.node(id);
            // Positions before a null move never repeat in the search's eyes (as UCI).
            if node.is_null_move() {
                before.clear();
            }
            let search_node = Node::new(node.position().clone(), node.history());
            let job = Job {
                before: before[before.len().saturating_sub(REPETITION_REACH)..].to_vec(),
                node: search_node,
            };
            before.push(hash_of(node.position()));
            job
        })
        .collect()
}

/// A score of the position after a move (for its side to move) as the mover sees it before
/// the move: negated, and a mate one ply further away.
pub fn seen_from_parent(child: Score) -> Score {
    let raw = child.centipawns();
    if !child.is_mate() {
        -child
    } else if raw > 0 {
        Score::cp(-raw + 1)
    } else {
        Score::cp(-raw - 1)
    }
}

/// Judges `game`'s main line from `evals`, the searches of [`jobs_of`]'s positions in order.
pub fn review_game(game: &Game, evals: &[PositionEval]) -> GameReview {
    let line = game.main_line();
    let mut review = GameReview::default();
    for (i, pair) in line.windows(2).enumerate() {
        let (parent, node) = (pair[0], pair[1]);
        let (Some(before), Some(after)) = (evals.get(i), evals.get(i + 1)) else {
            break;
        };
        let Some(played) = game.node(node).mv() else {
            continue;
        };
        let root = Node::new(
            game.node(parent).position().clone(),
            game.node(parent).history(),
        );
        let mover = root.pos.turn();
        let best_score = before.score;
        let after_score = seen_from_parent(after.score);
        let is_best = before.pv.first() == Some(&played);
        let (loss, centipawns, judgement) = if is_best {
            (Loss::NONE, 0, None)
        } else {
            (
                Loss::between(best_score, after_score),
                centipawn_loss(best_score, after_score),
                Judgement::of(best_score, after_score),
            )
        };
        let comparison = judgement.and_then(|_| {
            let best = LineEnd::from_pv(&root, best_score, before.pv.clone(), before.nodes)?;
            let mut pv = vec![played];
            pv.extend(&after.pv);
            let line = LineEnd::from_pv(&root, after_score, pv, after.nodes)?;
            Some(Box::new(explain(&root, &best, line)))
        });
        let after_pos = game.node(node).position();
        let eval = (!after.is_final())
            .then(|| SearchedEval::new(after.score.for_white(after_pos.turn()), after.depth));
        let totals = review.players.get_mut(mover);
        totals.moves += 1;
        totals.total_loss += i64::from(centipawns);
        if let Some(j) = judgement {
            totals.counts[j as usize] += 1;
        }
        review.moves.push(MoveReview {
            node,
            parent,
            mover,
            eval,
            loss,
            centipawn_loss: centipawns,
            judgement,
            best_line: before.pv.clone(),
            comparison,
        });
    }
    review
}

#[cfg(test)]
mod tests {
    #[test]
    fn a_long_game_keeps_a_bounded_history_per_job() {
        // 5,000 plies of knights going out and back: no capture or pawn move, so nothing
        // shortens the history but the fifty-move rule.
        let movetext = ["Nf3", "Nf6", "Ng1", "Ng8"].repeat(1250).join(" ");
        let game = crate::pgn::read_pgn(&format!("{movetext} *")).unwrap();
        let jobs = super::jobs_of(&game);
        assert_eq!(jobs.len(), 5001);
        let kept: usize = jobs.iter().map(|job| job.before.len()).sum();
        assert!(kept <= 100 * jobs.len(), "{kept} hashes kept");
        // The last job keeps the 100 positions before it, the newest last.
        let last = &jobs[5000];
        let before_last = &jobs[4999];
        assert_eq!(last.before.len(), 100);
        assert_eq!(last.before[..99], before_last.before[1..]);
        assert_eq!(
            last.before.last(),
            Some(&crate::search::hash_of(&before_last.node.pos))
        );
    }

    #[test]
    fn the_repetition_history_of_a_job_starts_after_a_null_move() {
        let game = crate::pgn::read_pgn("1. Nf3 Nf6 2. Ng1 Ng8 3. -- Nf6 *").unwrap();
        let jobs = super::jobs_of(&game);
        let kept: Vec<usize> = jobs.iter().map(|job| job.before.len()).collect();
        assert_eq!(kept, [0, 1, 2, 3, 4, 0, 1]);
    }

    use super::seen_from_parent;
    use crate::score::Score;

    #[test]
    fn a_mate_after_the_move_is_one_ply_further_before_it() {
        // The move mates: after it the opponent is mated in 0 plies; before it, mate in 1.
        assert_eq!(
            seen_from_parent(Score::mated_in_plies(0)).mate_moves(),
            Some(1)
        );
        // The move allows mate in one: the mover is mated in 2 plies, in 1 move.
        assert_eq!(
            seen_from_parent(Score::mate_in_plies(1)),
            Score::mated_in_plies(2)
        );
        assert_eq!(
            seen_from_parent(Score::mated_in_plies(2)).mate_moves(),
            Some(2)
        );
        assert_eq!(seen_from_parent(Score::cp(35)), Score::cp(-35));
    }
}
