//! [`AnnotatedGame`]: the main line of one game judged move by move, and each player's average
//! centipawn loss and counts of `?!`, `?` and `??` (and accuracy, [`AnnotatedGame::accuracy`]); and the positions to judge ([`jobs_of`]),
//! each with the game's moves and position hashes before it. The judging itself is
//! [`annotate_moves`](super::annotate_moves)'s, from [`judge_moves`](super::judge_moves)'s
//! searches. A null move (`--`) is never judged: it gets no mark and counts for neither
//! player, and the moves after it are judged as usual.

use shakmaty::{ByColor, Color, Move};

use super::accuracy::accuracy_of;
use super::judgement::Judgement;
use super::workers::Job;
use crate::Score;
use crate::compare::{Candidate, Loss};
use crate::game::{Game, NodeId, SearchedEval};
use crate::search::{GameLine, Node, Root, hash_of};

/// One main-line move, judged.
#[derive(Clone, Debug)]
pub struct AnnotatedMove {
    /// The move's node in the game.
    pub node: NodeId,
    /// Its parent (the position it was played in).
    pub parent: NodeId,
    /// Who played it.
    pub mover: Color,
    /// The position after it, from White's point of view, with the search's depth (none when
    /// the game ended there).
    pub eval: Option<SearchedEval>,
    /// The best line's score, for the mover, in the position the move was played in.
    pub best_score: Score,
    /// The played move's score, for the mover, in the same position (from the same search
    /// when the move was the best line's first).
    pub played_score: Score,
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
pub struct AnnotatedGame {
    /// Every main-line move in order.
    pub moves: Vec<AnnotatedMove>,
    /// Each player's totals.
    pub players: ByColor<PlayerSummary>,
    /// Who judged: `kibitzer` or the external engine's name (empty when not said).
    pub judged_by: String,
}

impl AnnotatedGame {
    /// Each player's accuracy in percent by Lichess's formula (see the `annotate::accuracy`
    /// module); none for a player without judged moves.
    pub fn accuracy(&self) -> ByColor<Option<f64>> {
        accuracy_of(&self.moves)
    }
}

/// How many of the positions before a search's root can count for a repetition: the search
/// calls a position with a halfmove clock of 100 a fifty-move draw before looking for a
/// repetition, and looks back at most its halfmove clock, so older hashes never count. Each
/// job keeps only these, so a long game takes linear memory, not quadratic.
const REPETITION_REACH: usize = 100;

/// The positions of `game`'s main line to search, the root first, each with the move played
/// in it.
pub fn jobs_of(game: &Game) -> Vec<Job> {
    let line = game.main_line();
    let mut before = Vec::new();
    line.iter()
        .enumerate()
        .map(|(i, &id)| {
            let node = game.node(id);
            // Positions before a null move never repeat in the search's eyes (as UCI).
            if node.is_null_move() {
                before.clear();
            }
            let search_node = Node::new(node.position().clone(), node.history());
            let from = i.saturating_sub(REPETITION_REACH);
            let game_line = GameLine {
                start: game.node(line[from]).position().clone(),
                moves: line[from + 1..=i]
                    .iter()
                    .filter_map(|&n| game.node(n).mv())
                    .collect(),
            };
            let job = Job {
                root: Root::of(search_node)
                    .with_before(before[before.len().saturating_sub(REPETITION_REACH)..].to_vec())
                    .with_line(game_line),
                played: line.get(i + 1).and_then(|&next| game.node(next).mv()),
            };
            before.push(hash_of(node.position()));
            job
        })
        .collect()
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
        let kept: usize = jobs.iter().map(|job| job.root.before.len()).sum();
        assert!(kept <= 100 * jobs.len(), "{kept} hashes kept");
        // The last job keeps the 100 positions before it, the newest last.
        let last = &jobs[5000];
        let before_last = &jobs[4999];
        assert_eq!(last.root.before.len(), 100);
        assert_eq!(last.root.before[..99], before_last.root.before[1..]);
        assert_eq!(
            last.root.before.last(),
            Some(&crate::search::hash_of(&before_last.root.node.pos))
        );
    }

    #[test]
    fn the_repetition_history_of_a_job_starts_after_a_null_move() {
        let game = crate::pgn::read_pgn("1. Nf3 Nf6 2. Ng1 Ng8 3. -- Nf6 *").unwrap();
        let jobs = super::jobs_of(&game);
        let kept: Vec<usize> = jobs.iter().map(|job| job.root.before.len()).collect();
        assert_eq!(kept, [0, 1, 2, 3, 4, 0, 1]);
    }
}
