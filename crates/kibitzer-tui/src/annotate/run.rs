//! Reviewing the game in the workstation (`A`, `:annotate`): each main-line move is judged in
//! the position it was played in — the position's best line and the move searched alone
//! beside it, one judge at one limit — on a background worker (`Effect::Review` with an id:
//! the latest review wins, reports of an older one are dropped), by the judge of
//! [`App::review_judging`] (an external engine, or kibitzer's own search). Each judged move's
//! evaluation fills the graph as it arrives (kept with its depth, unless a deeper search of it
//! is held), and when the last one is in, the judged moves get their `?!`, `?` or `??` as
//! NAGs in one undoable edit (Ctrl-Z takes them all back; `:save` writes them, with an
//! `Annotator` header naming the judge). `]` and `[` jump to the next and previous marked
//! move; `w` on one opens the review's comparison.

use shakmaty::{Move, Position};

use crate::app::{App, hold_eval};
use crate::message::{AnnotateId, AnnotateReport, AnnotateRequest, Effect};
use kibitzer::annotate::{AnnotatedGame, Judgement, MoveEval, white_eval_after};
use kibitzer::compare::Comparison;
use kibitzer::game::{Nag, NodeId, SearchedEval};

/// The review of the game: running, or finished.
#[derive(Clone, Debug)]
pub struct AnnotateRun {
    /// The review whose reports are accepted.
    pub id: AnnotateId,
    /// The main line reviewed, the game's start first.
    pub line: Vec<NodeId>,
    /// The judgement of the move played in each position as it arrives (by index on `line`;
    /// the last position and one before a null move have none).
    pub evals: Vec<Option<MoveEval>>,
    /// How many moves are judged (the main line's, null moves aside).
    pub moves: usize,
    /// Who judges: the judge's name as the choice gave it, then as the judge said it.
    pub judged_by: String,
    /// The judged moves, once every move is in.
    pub judged: Option<Box<AnnotatedGame>>,
}

impl AnnotateRun {
    /// Moves judged so far.
    pub fn done(&self) -> usize {
        self.evals.iter().filter(|e| e.is_some()).count()
    }

    /// Whether it is still searching.
    pub fn running(&self) -> bool {
        self.judged.is_none()
    }

    /// Who judged the finished review, as `kibitzer annotate`'s `Annotator` header says it;
    /// none while it runs.
    pub fn annotator(&self) -> Option<&str> {
        self.judged
            .as_ref()
            .filter(|r| !r.moves.is_empty())
            .map(|r| r.judged_by.as_str())
    }

    /// The judged moves' nodes and judgements, in the main line's order.
    pub fn marks(&self) -> Vec<(NodeId, Judgement)> {
        self.judged.as_ref().map_or_else(Vec::new, |r| {
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
    pub(crate) fn toggle_annotate(&mut self) -> Vec<Effect> {
        if self.annotation.as_ref().is_some_and(AnnotateRun::running) {
            return self.cancel_annotate();
        }
        let line = self.game.main_line();
        let moves = line
            .iter()
            .skip(1)
            .filter(|&&id| self.game.node(id).mv().is_some())
            .count();
        if moves == 0 {
            return self.error("no moves to review: the game has no main line yet");
        }
        let judging = match self.review_judging() {
            Ok(judging) => judging,
            Err(why) => return self.error(&format!("cannot review: {why}")),
        };
        self.annotate_runs += 1;
        self.annotation = Some(AnnotateRun {
            id: self.annotate_runs,
            evals: vec![None; line.len()],
            line,
            moves,
            judged_by: judging.name(),
            judged: None,
        });
        self.annotate_status();
        let request = AnnotateRequest {
            game: Box::new(self.game.clone()),
            limits: self.review_limits(&judging),
            judging,
        };
        vec![Effect::Annotate(self.annotate_runs, Box::new(request))]
    }

    /// Stops the running review (Esc, `A` again).
    pub(crate) fn cancel_annotate(&mut self) -> Vec<Effect> {
        self.annotation = None;
        self.status = Some(("review stopped".to_owned(), false));
        vec![Effect::CancelAnnotate]
    }

    fn annotate_status(&mut self) {
        if let Some(run) = &self.annotation {
            let text = format!(
                "reviewing the game: {}/{} moves, judged by {} (A or Esc stops)",
                run.done(),
                run.moves,
                run.judged_by
            );
            self.status = Some((text, false));
        }
    }

    /// The review with `id` reported: a judged move's evaluation goes to the graph (the
    /// played line's score, on the position after the move, as the saved game gets it); at
    /// the end the marks go into the game.
    pub(crate) fn annotated(&mut self, id: AnnotateId, report: AnnotateReport) {
        let Some(run) = self
            .annotation
            .as_mut()
            .filter(|r| r.id == id && r.running())
        else {
            return;
        };
        match report {
            AnnotateReport::Position(index, eval) => {
                let (Some(&parent), Some(&node)) = (run.line.get(index), run.line.get(index + 1))
                else {
                    return;
                };
                if self.game.contains(parent) && self.game.contains(node) {
                    let before = self.game.node(parent);
                    let mover = before.position().turn();
                    // The game's start (or the position after a null move) has no judged move
                    // before it: its evaluation is its best line's.
                    if index == 0 || before.mv().is_none() {
                        let best =
                            SearchedEval::new(eval.best.score.for_white(mover), eval.best.depth);
                        hold_eval(&mut self.evals, parent, best);
                    }
                    if !self.game.node(node).position().legal_moves().is_empty() {
                        let score = white_eval_after(mover, eval.played.score);
                        let after = SearchedEval::new(score, eval.played.depth);
                        hold_eval(&mut self.evals, node, after);
                    }
                }
                if let Some(slot) = run.evals.get_mut(index) {
                    *slot = Some(*eval);
                }
                self.annotate_status();
            }
            AnnotateReport::Failed(why) => {
                self.annotation = None;
                self.status = Some((why, true));
            }
            AnnotateReport::Finished(review) => {
                run.judged_by.clone_from(&review.judged_by);
                run.judged = Some(review);
                self.mark_mistakes();
            }
        }
    }

    /// Puts the finished review's judgements on the moves as NAGs, one undoable edit.
    fn mark_mistakes(&mut self) {
        let Some(run) = &self.annotation else { return };
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
        let counts = run.judged.as_ref().map_or_else(String::new, |r| {
            let side = |name: &str, p: &kibitzer::annotate::PlayerSummary| {
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
        let by = &run.judged_by;
        self.status = Some((format!("review by {by}: {counts}{undo}; ] [ jump"), false));
    }

    /// `]` / `[`: the next (`step` 1) or previous (-1) marked move of the review.
    pub(crate) fn jump_to_mistake(&mut self, step: isize) -> Vec<Effect> {
        let marks = self.annotation.as_ref().map(AnnotateRun::marks);
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
    pub(crate) fn annotated_comparison(&self, at: NodeId, mv: Move) -> Option<Box<Comparison>> {
        let run = self.annotation.as_ref()?;
        let judged = run.judged.as_ref()?.moves.iter().find(|m| m.parent == at)?;
        if self.game.node(judged.node).mv() != Some(mv) {
            return None;
        }
        let candidate = judged.comparison.as_deref()?.clone();
        let index = run.line.iter().position(|&n| n == at)?;
        let before = run.evals.get(index)?.as_ref()?;
        Some(Box::new(Comparison {
            judged_by: run.judged_by.clone(),
            root: self.game.node(at).position().clone(),
            best: before.best.clone(),
            candidates: vec![candidate],
        }))
    }
}
