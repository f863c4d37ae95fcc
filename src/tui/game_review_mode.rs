//! Reviewing the game in the workstation (`A`, `:annotate`): the main line is searched
//! position by position on a background worker (`Effect::Review` with an id: the latest
//! review wins, reports of an older one are dropped); each position's evaluation fills the
//! graph as it arrives (kept with its depth, unless a deeper search of it is held), and when the last one is in, the judged moves get their `?!`, `?` or
//! `??` as NAGs in one undoable edit (Ctrl-Z takes them all back; `:save` writes them). `]`
//! and `[` jump to the next and previous marked move; `w` on one opens the review's comparison.

use shakmaty::{Move, Position};

use super::app::{App, hold_eval};
use super::message::{Effect, ReviewId, ReviewReport, ReviewRequest};
use crate::annotate::{GameReview, Judgement, PositionEval};
use crate::game::{Nag, NodeId, SearchedEval};
use crate::review::{Comparison, LineEnd};
use crate::search::Node;

/// The review of the game: running, or finished.
#[derive(Clone, Debug)]
pub struct ReviewRun {
    /// The review whose reports are accepted.
    pub id: ReviewId,
    /// The main line reviewed, the game's start first.
    pub line: Vec<NodeId>,
    /// Each position's search as it arrives (by index on `line`).
    pub evals: Vec<Option<PositionEval>>,
    /// The judged moves, once every position is in.
    pub review: Option<Box<GameReview>>,
}

impl ReviewRun {
    /// Positions searched so far.
    pub fn done(&self) -> usize {
        self.evals.iter().filter(|e| e.is_some()).count()
    }

    /// Whether it is still searching.
    pub fn running(&self) -> bool {
        self.review.is_none()
    }

    /// The judged moves' nodes and judgements, in the main line's order.
    pub fn marks(&self) -> Vec<(NodeId, Judgement)> {
        self.review.as_ref().map_or_else(Vec::new, |r| {
            r.moves
                .iter()
                .filter_map(|m| Some((m.node, m.judgement?)))
                .collect()
        })
    }
}

/// The glyphs that already judge a move (`!`, `?`, `!!`, `??`, `!?`, `?!`): a move that has one
/// keeps it and gets none of ours.
fn judges_the_move(nag: Nag) -> bool {
    (1..=6).contains(&nag.0)
}

impl App {
    /// `A` and `:annotate`: starts a review of the main line, or stops the one running.
    pub(super) fn toggle_review(&mut self) -> Vec<Effect> {
        if self.review.as_ref().is_some_and(ReviewRun::running) {
            return self.cancel_review();
        }
        let line = self.game.main_line();
        if line.len() < 2 {
            return self.error("no moves to review: the game has no main line yet");
        }
        self.review_runs += 1;
        self.review = Some(ReviewRun {
            id: self.review_runs,
            evals: vec![None; line.len()],
            line,
            review: None,
        });
        self.review_status();
        let request = ReviewRequest {
            game: Box::new(self.game.clone()),
            limits: self.review_limits(),
        };
        vec![Effect::Review(self.review_runs, Box::new(request))]
    }

    /// Stops the running review (Esc, `A` again).
    pub(super) fn cancel_review(&mut self) -> Vec<Effect> {
        self.review = None;
        self.status = Some(("review stopped".to_owned(), false));
        vec![Effect::CancelReview]
    }

    fn review_status(&mut self) {
        if let Some(run) = &self.review {
            let text = format!(
                "reviewing the game: {}/{} positions (A or Esc stops)",
                run.done(),
                run.line.len()
            );
            self.status = Some((text, false));
        }
    }

    /// The review with `id` reported: a position's evaluation goes to the graph; at the end
    /// the marks go into the game.
    pub(super) fn reviewed(&mut self, id: ReviewId, report: ReviewReport) {
        let Some(run) = self.review.as_mut().filter(|r| r.id == id && r.running()) else {
            return;
        };
        match report {
            ReviewReport::Position(index, eval) => {
                let Some(&node) = run.line.get(index) else {
                    return;
                };
                if !eval.is_final() && self.game.contains(node) {
                    let turn = self.game.node(node).position().turn();
                    let searched = SearchedEval::new(eval.score.for_white(turn), eval.depth);
                    hold_eval(&mut self.evals, node, searched);
                }
                if let Some(slot) = run.evals.get_mut(index) {
                    *slot = Some(eval);
                }
                self.review_status();
            }
            ReviewReport::Failed(why) => {
                self.review = None;
                self.status = Some((why, true));
            }
            ReviewReport::Finished(review) => {
                run.review = Some(review);
                self.mark_mistakes();
            }
        }
    }

    /// Puts the finished review's judgements on the moves as NAGs, one undoable edit.
    fn mark_mistakes(&mut self) {
        let Some(run) = &self.review else { return };
        let changes: Vec<(NodeId, Vec<Nag>)> = run
            .marks()
            .into_iter()
            .filter(|(node, _)| self.game.contains(*node))
            .filter_map(|(node, judgement)| {
                let mut nags = self.game.node(node).annotation().nags.clone();
                (!nags.iter().any(|n| judges_the_move(*n))).then(|| {
                    nags.push(judgement.nag());
                    (node, nags)
                })
            })
            .collect();
        let counts = run.review.as_ref().map_or_else(String::new, |r| {
            let side = |name: &str, p: &crate::annotate::PlayerSummary| {
                format!(
                    "{name} ?! {} ? {} ?? {} (ACPL {})",
                    p.count(Judgement::Inaccuracy),
                    p.count(Judgement::Mistake),
                    p.count(Judgement::Blunder),
                    p.acpl()
                )
            };
            format!(
                "{}, {}",
                side("White", &r.players.white),
                side("Black", &r.players.black)
            )
        });
        let marked = self.game.set_nags_together(&changes);
        let undo = if marked {
            "; Ctrl-Z takes the marks back"
        } else {
            ""
        };
        self.status = Some((format!("review: {counts}{undo}; ] [ jump"), false));
    }

    /// `]` / `[`: the next (`step` 1) or previous (-1) marked move of the review.
    pub(super) fn jump_to_mistake(&mut self, step: isize) -> Vec<Effect> {
        let marks = self.review.as_ref().map(ReviewRun::marks);
        let Some(marks) = marks else {
            return self.error("no review yet: A reviews the game");
        };
        let ply = self.game.ply(self.game.current());
        let target = if step > 0 {
            marks.iter().find(|(n, _)| self.game.ply(*n) > ply)
        } else {
            marks.iter().rev().find(|(n, _)| self.game.ply(*n) < ply)
        };
        match target {
            Some(&(node, judgement)) => {
                let effects = self.go(node);
                let label = self.game.node(node).san().unwrap_or_default().to_owned();
                self.status = Some((format!("{label}{judgement}: w shows why"), false));
                effects
            }
            None if marks.is_empty() => self.error("the review found no mistakes"),
            None => self.error(if step > 0 {
                "no mistake after this move"
            } else {
                "no mistake before this move"
            }),
        }
    }

    /// The finished review's comparison of `mv` played at `at`, if the review judged it.
    pub(super) fn reviewed_comparison(&self, at: NodeId, mv: Move) -> Option<Box<Comparison>> {
        let run = self.review.as_ref()?;
        let judged = run.review.as_ref()?.moves.iter().find(|m| m.parent == at)?;
        if self.game.node(judged.node).mv() != Some(mv) {
            return None;
        }
        let candidate = judged.comparison.as_deref()?.clone();
        let index = run.line.iter().position(|&n| n == at)?;
        let before = run.evals.get(index)?.as_ref()?;
        let parent = self.game.node(at);
        let root = Node::new(parent.position().clone(), parent.history());
        let best = LineEnd::from_pv(&root, before.score, before.pv.clone(), before.nodes)?;
        Some(Box::new(Comparison {
            root: root.pos,
            best,
            candidates: vec![candidate],
        }))
    }
}
