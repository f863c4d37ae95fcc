//! Reviewing the game in the workstation (`A`, `:annotate`): each main-line move is judged in
//! the position it was played in — the position's best line and the move searched alone
//! beside it, one judge at one limit — on a background worker (`Effect::Review` with an id:
//! the latest review wins, reports of an older one are dropped), by the judge of
//! `App::review_judging` (an external engine, or kibitzer's own search). Each judged move's
//! evaluation fills the graph as it arrives (kept with its depth, unless a deeper search of it
//! is held), and when the last one is in, the judged moves get their `?!`, `?` or `??` as
//! NAGs in one undoable edit (Ctrl-Z takes them all back; `:save` writes them, with an
//! `Annotator` header naming the judge). `]` and `[` jump to the next and previous marked
//! move; `w` on one opens the review's comparison.
//!
//! [`AnnotateRun`] changes only itself, given a [`Context`] (and the graph's evaluations);
//! what it asks of the workstation (drop the run, mark the game) is a [`ReportOutcome`] the
//! router (`router/annotate.rs`) acts on.

use std::collections::BTreeMap;

use shakmaty::{Color, Move, Position};

use crate::context::Context;
use crate::message::{AnnotateId, AnnotateReport, AnnotateRequest, Effect};
use crate::model::app::hold_eval;
use kibitzer::annotate::{
    AnnotatedGame, Judgement, Judging, MoveEval, white_eval_after, whole_percent,
};
use kibitzer::compare::Comparison;
use kibitzer::game::{Game, Nag, NodeId, SearchedEval};
use kibitzer::search::Limits;

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

/// What a report of the review asks of the workstation.
#[derive(Debug, PartialEq, Eq)]
pub(crate) enum ReportOutcome {
    /// Nothing more (a judged move's evaluation was kept, or the report was dropped).
    Kept,
    /// The review failed (why): it ends, and the status bar says why.
    Failed(String),
    /// Every move is in: the marks go into the game ([`AnnotateRun::nag_changes`]).
    Finished,
}

impl AnnotateRun {
    /// `A` and `:annotate` when no review runs: a review of `cx.game`'s main line with id `id`
    /// by `judge` (the judge and its limits, or why there is no judge). None (and an error in
    /// the status bar) when there is nothing to review or no judge; else the run, with the
    /// status bar saying so and the effect that starts it.
    pub(crate) fn start(
        cx: &mut Context,
        id: AnnotateId,
        judge: Result<(Judging, Limits), String>,
    ) -> Option<AnnotateRun> {
        let line = cx.game.main_line();
        let moves = line
            .iter()
            .skip(1)
            .filter(|&&node| cx.game.node(node).mv().is_some())
            .count();
        if moves == 0 {
            cx.error("no moves to review: the game has no main line yet");
            return None;
        }
        let (judging, limits) = match judge {
            Ok(judge) => judge,
            Err(why) => {
                cx.error(format!("cannot review: {why}"));
                return None;
            }
        };
        let run = AnnotateRun {
            id,
            evals: vec![None; line.len()],
            line,
            moves,
            judged_by: judging.name(),
            judged: None,
        };
        run.say_progress(cx.status);
        let request = AnnotateRequest {
            game: Box::new(cx.game.clone()),
            limits,
            judging,
        };
        cx.effects.push(Effect::Annotate(id, Box::new(request)));
        Some(run)
    }

    /// Stops the running review (Esc, `A` again): the router drops the run.
    pub(crate) fn cancel(cx: &mut Context) {
        cx.say("review stopped");
        cx.effects.push(Effect::CancelAnnotate);
    }

    /// The status bar's progress of the review.
    fn say_progress(&self, status: &mut Option<(String, bool)>) {
        let text = format!(
            "reviewing the game: {}/{} moves, judged by {} (A or Esc stops)",
            self.done(),
            self.moves,
            self.judged_by
        );
        *status = Some((text, false));
    }

    /// A report of this running review on `cx.game`: a judged move's evaluation goes to
    /// `evals` (the graph's: the played line's score, on the position after the move, as the
    /// saved game gets it); at the end the router puts the marks into the game.
    pub(crate) fn report(
        &mut self,
        report: AnnotateReport,
        cx: &mut Context,
        evals: &mut BTreeMap<NodeId, SearchedEval>,
    ) -> ReportOutcome {
        match report {
            AnnotateReport::Position(index, eval) => {
                let (Some(&parent), Some(&node)) = (self.line.get(index), self.line.get(index + 1))
                else {
                    return ReportOutcome::Kept;
                };
                let game = cx.game;
                if game.contains(parent) && game.contains(node) {
                    let before = game.node(parent);
                    let mover = before.position().turn();
                    // The game's start (or the position after a null move) has no judged move
                    // before it: its evaluation is its best line's.
                    if index == 0 || before.mv().is_none() {
                        let best =
                            SearchedEval::new(eval.best.score.for_white(mover), eval.best.depth);
                        hold_eval(evals, parent, best);
                    }
                    if !game.node(node).position().legal_moves().is_empty() {
                        let score = white_eval_after(mover, eval.played.score);
                        let after = SearchedEval::new(score, eval.played.depth);
                        hold_eval(evals, node, after);
                    }
                }
                if let Some(slot) = self.evals.get_mut(index) {
                    *slot = Some(*eval);
                }
                self.say_progress(cx.status);
                ReportOutcome::Kept
            }
            AnnotateReport::Failed(why) => ReportOutcome::Failed(why),
            AnnotateReport::Finished(review) => {
                self.judged_by.clone_from(&review.judged_by);
                self.judged = Some(review);
                ReportOutcome::Finished
            }
        }
    }

    /// The finished review's judgements as NAGs for `game`'s moves (a move that a glyph
    /// already judges gets none of ours): what to set, in one undoable edit.
    pub(crate) fn nag_changes(&self, game: &Game) -> Vec<(NodeId, Vec<Nag>)> {
        self.marks()
            .into_iter()
            .filter(|(node, _)| game.contains(*node))
            .filter_map(|(node, judgement)| {
                let mut nags = game.node(node).annotation().nags.clone();
                (!nags.iter().any(|n| judges_the_move(*n))).then(|| {
                    nags.push(judgement.nag());
                    (node, nags)
                })
            })
            .collect()
    }

    /// `accuracy 87% / 64%`: each player's accuracy (White's first) once the review is
    /// finished, `-` for a player without a judged move.
    pub fn accuracy_label(&self) -> Option<String> {
        let accuracy = self.judged.as_ref()?.accuracy();
        let shown =
            |a: Option<f64>| a.map_or_else(|| "-".to_owned(), |a| format!("{}%", whole_percent(a)));
        Some(format!(
            "accuracy {} / {}",
            shown(accuracy.white),
            shown(accuracy.black)
        ))
    }

    /// The status bar's summary of the finished review, once the marks went into the game
    /// (`marked`: some did, so Ctrl-Z takes them back): what a player reads first (each
    /// side's accuracy and marks), so that an 80-column bar shows them whole, then the
    /// average centipawn losses, the judge and the keys: `White 96% ?!0 ?0 ??0 · Black 41%
    /// ?!1 ?0 ??1 · ACPL 4/160 by kibitzer · ] [ jump, D learn, Ctrl-Z unmarks`.
    pub(crate) fn summary(&self, marked: bool) -> String {
        let by = &self.judged_by;
        let counts = self.judged.as_ref().map_or_else(String::new, |r| {
            let accuracy = r.accuracy();
            let side = |color: Color| {
                let name = color.fold_wb("White", "Black");
                let p = r.players.get(color);
                let percent = accuracy
                    .get(color)
                    .map(|a| format!(" {}%", whole_percent(a)))
                    .unwrap_or_default();
                format!(
                    "{name}{percent} ?!{} ?{} ??{}",
                    p.count(Judgement::Inaccuracy),
                    p.count(Judgement::Mistake),
                    p.count(Judgement::Blunder),
                )
            };
            format!(
                "{} · {} · ACPL {}/{} by {by}",
                side(Color::White),
                side(Color::Black),
                r.players.white.acpl(),
                r.players.black.acpl()
            )
        });
        let undo = if marked { ", Ctrl-Z unmarks" } else { "" };
        format!("{counts} · ] [ jump, D learn{undo}")
    }

    /// `]` / `[`: the next (`step` 1) or previous (-1) marked move of the review (`run`, none
    /// before one) from `game`'s shown move, or the error to show.
    pub(crate) fn mistake_from(
        run: Option<&AnnotateRun>,
        game: &Game,
        step: isize,
    ) -> Result<(NodeId, Judgement), &'static str> {
        let Some(marks) = run.map(AnnotateRun::marks) else {
            return Err("no review yet: A reviews the game");
        };
        let ply = game.ply(game.current());
        let target = if step > 0 {
            marks.iter().find(|(n, _)| game.ply(*n) > ply)
        } else {
            marks.iter().rev().find(|(n, _)| game.ply(*n) < ply)
        };
        match target {
            Some(&found) => Ok(found),
            None if marks.is_empty() => Err("the review found no mistakes"),
            None if step > 0 => Err("no mistake after this move"),
            None => Err("no mistake before this move"),
        }
    }

    /// The finished review's comparison of `mv` played at `at` in `game`, if it judged it.
    pub(crate) fn comparison(&self, game: &Game, at: NodeId, mv: Move) -> Option<Box<Comparison>> {
        let judged = self
            .judged
            .as_ref()?
            .moves
            .iter()
            .find(|m| m.parent == at)?;
        if game.node(judged.node).mv() != Some(mv) {
            return None;
        }
        let candidate = judged.comparison.as_deref()?.clone();
        let index = self.line.iter().position(|&n| n == at)?;
        let before = self.evals.get(index)?.as_ref()?;
        Some(Box::new(Comparison {
            judged_by: self.judged_by.clone(),
            root: game.node(at).position().clone(),
            best: before.best.clone(),
            candidates: vec![candidate],
        }))
    }
}
