//! The review's glue (`A`, `:annotate`, `]`, `[`): builds the [`Context`] for
//! [`AnnotateRun`], keeps the run and its id in `App`, and does what a report asks (drop the
//! run, put the marks into the game as one undoable edit).
//!
//! [`Context`]: crate::context::Context

use shakmaty::Move;

use crate::annotate::judge::choose_judge;
use crate::annotate::run::{AnnotateRun, ReportOutcome};
use crate::context::context;
use crate::message::{AnnotateId, AnnotateReport, Effect};
use crate::model::app::App;
use kibitzer::annotate::Judging;
use kibitzer::compare::Comparison;
use kibitzer::game::NodeId;

impl App {
    /// The judge of the next review or comparison, or why there is none.
    pub fn review_judging(&self) -> Result<Judging, String> {
        choose_judge(&self.settings.review_engine, &self.engines)
    }

    /// `A` and `:annotate`: starts a review of the main line, or stops the one running.
    pub(crate) fn toggle_annotate(&mut self) -> Vec<Effect> {
        if self.annotation.as_ref().is_some_and(AnnotateRun::running) {
            return self.cancel_annotate();
        }
        let judge = self.review_judging().map(|judging| {
            let limits = self.review_limits(&judging);
            (judging, limits)
        });
        let mut effects = Vec::new();
        let id = self.annotate_runs + 1;
        let run = AnnotateRun::start(&mut context!(self, &mut effects), id, judge);
        if run.is_some() {
            self.annotate_runs = id;
            self.annotation = run;
        }
        effects
    }

    /// Stops the running review (Esc, `A` again).
    pub(crate) fn cancel_annotate(&mut self) -> Vec<Effect> {
        self.annotation = None;
        let mut effects = Vec::new();
        AnnotateRun::cancel(&mut context!(self, &mut effects));
        effects
    }

    /// The review with `id` reported (reports of another than the running one are dropped).
    pub(crate) fn annotated(&mut self, id: AnnotateId, report: AnnotateReport) {
        let Some(run) = self
            .annotation
            .as_mut()
            .filter(|r| r.id == id && r.running())
        else {
            return;
        };
        let mut effects = Vec::new();
        let outcome = run.report(report, &mut context!(self, &mut effects), &mut self.evals);
        match outcome {
            ReportOutcome::Kept => {}
            ReportOutcome::Failed(why) => {
                self.annotation = None;
                self.status = Some((why, true));
            }
            ReportOutcome::Finished => self.mark_mistakes(),
        }
    }

    /// Puts the finished review's judgements on the moves as NAGs, one undoable edit.
    fn mark_mistakes(&mut self) {
        let Some(run) = &self.annotation else { return };
        let changes = run.nag_changes(&self.game);
        let marked = self.game.set_nags_together(&changes);
        self.status = Some((run.summary(marked), false));
    }

    /// `]` / `[`: the next (`step` 1) or previous (-1) marked move of the review.
    pub(crate) fn jump_to_mistake(&mut self, step: isize) -> Vec<Effect> {
        match AnnotateRun::mistake_from(self.annotation.as_ref(), &self.game, step) {
            Ok((node, judgement)) => {
                let effects = self.go(node);
                let label = self.game.node(node).san().unwrap_or_default().to_owned();
                self.status = Some((format!("{label}{judgement}: w shows why"), false));
                effects
            }
            Err(why) => self.error(why),
        }
    }

    /// The finished review's comparison of `mv` played at `at`, if the review judged it.
    pub(crate) fn annotated_comparison(&self, at: NodeId, mv: Move) -> Option<Box<Comparison>> {
        self.annotation.as_ref()?.comparison(&self.game, at, mv)
    }
}
