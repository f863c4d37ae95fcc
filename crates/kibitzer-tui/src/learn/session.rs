//! [`LearnSession`]: learning from one side's reviewed mistakes, one question at a time. The
//! workstation shows the position before the marked move and hides the engine's lines; a move
//! played there is tried, not added to the game: the best move counts at once, the move played
//! in the game is refused at once, any other is compared with the best move by the review's
//! judge (an `Effect::Compare`) and counts as found within the library's margin
//! ([`attempt_verdict`]); else the panel says why it fails without naming the best move (its
//! line, the reply, the motifs it allows), and the person tries again (`r`), asks for the
//! solution (`s`: the best line, and the whole comparison of the move that failed) or skips
//! (`n`). At the end, a summary.
//!
//! The session changes only itself, given a [`Context`]; going to a question's position and
//! closing the panel are the [`LearnOutcome`] the router (`router/learn.rs`) acts on.

use shakmaty::{Color, Move};

use crate::compare::request::{compare_request, move_label};
use crate::compare::state::CompareView;
use crate::context::Context;
use crate::message::{CompareId, Effect};
use crate::mode::LearnAction;
use kibitzer::annotate::{Attempt, Judging, Question, attempt_verdict, needs_comparison};
use kibitzer::compare::{CompareError, Comparison};
use kibitzer::game::NodeId;
use kibitzer::search::Limits;

/// How a question ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Answer {
    /// A good move was found, after this many tries (1: at once).
    Found(u32),
    /// The solution was shown.
    SolutionShown,
    /// Skipped without an answer.
    Skipped,
}

/// Where the current question stands.
#[derive(Clone, Debug)]
pub enum Phase {
    /// Waiting for a move; `note` says what happened to the last one tried, if anything.
    Asking {
        /// Why the last move tried was refused at once (the move played in the game).
        note: Option<String>,
    },
    /// A move tried is being compared with the best move.
    Judging {
        /// The move tried.
        tried: Move,
        /// The comparison, waiting for its result.
        view: Box<CompareView>,
    },
    /// The move tried is not good enough: the comparison says why.
    Wrong {
        /// The move tried.
        tried: Move,
        /// Its comparison with the best move.
        view: Box<CompareView>,
    },
    /// A good move was found.
    Found {
        /// The move found, as the game writes it.
        label: String,
    },
    /// The solution is shown, with the comparison of the last move tried if it failed.
    Solution {
        /// The comparison of the move that failed, now shown whole (best line included).
        failed: Option<Box<CompareView>>,
    },
    /// Every question is answered: the summary.
    Finished,
}

/// What the router does after a key or a move of the session.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum LearnOutcome {
    /// Nothing more.
    Stay,
    /// Show this node (the question's position) and restart the analysis there (hidden while
    /// the question is open).
    Show(NodeId),
    /// The answer is out: the analysis may run again where the board is.
    Reveal,
    /// The session ends: close the panel.
    Closed,
}

/// Learning from one side's mistakes.
#[derive(Clone, Debug)]
pub struct LearnSession {
    /// The side whose mistakes are asked about.
    pub side: Color,
    /// The questions, in the game's order.
    pub questions: Vec<Question>,
    /// The current question.
    pub index: usize,
    /// Where it stands.
    pub phase: Phase,
    /// How each question ended (none: not yet).
    pub answers: Vec<Option<Answer>>,
    /// Moves tried at the current question.
    pub tries: u32,
    /// Who judges the moves tried, and at what limit (the review's judge).
    pub judge: (Judging, Limits),
}

impl LearnSession {
    /// A session on `questions` (not empty) of `side`, judged by `judge`; the router shows
    /// the first question's position.
    pub(crate) fn new(
        side: Color,
        questions: Vec<Question>,
        judge: (Judging, Limits),
    ) -> LearnSession {
        LearnSession {
            side,
            answers: vec![None; questions.len()],
            questions,
            index: 0,
            phase: Phase::Asking { note: None },
            tries: 0,
            judge,
        }
    }

    /// The current question (none once finished).
    pub fn question(&self) -> Option<&Question> {
        match self.phase {
            Phase::Finished => None,
            _ => self.questions.get(self.index),
        }
    }

    /// Whether the engine's lines stay hidden: while the current question is unanswered.
    pub fn hides_analysis(&self) -> bool {
        matches!(
            self.phase,
            Phase::Asking { .. } | Phase::Judging { .. } | Phase::Wrong { .. }
        )
    }

    /// Whether a move played at `at` is a move tried for the question (else it is played in
    /// the game as usual).
    pub fn takes_move_at(&self, at: NodeId) -> bool {
        matches!(self.phase, Phase::Asking { .. } | Phase::Wrong { .. })
            && self.question().is_some_and(|q| q.before == at)
    }

    /// How many questions were answered with a good move found.
    pub fn found(&self) -> usize {
        self.count(|a| matches!(a, Answer::Found(_)))
    }

    /// How many answers satisfy `pred`.
    fn count(&self, pred: impl Fn(Answer) -> bool) -> usize {
        self.answers.iter().flatten().filter(|&&a| pred(a)).count()
    }

    /// The summary: `found 3 of 5 (1 solution shown, 1 skipped)`.
    pub fn summary(&self) -> String {
        let shown = self.count(|a| a == Answer::SolutionShown);
        let skipped = self.questions.len() - self.found() - shown;
        format!(
            "found {} of {} ({shown} solution{} shown, {skipped} skipped)",
            self.found(),
            self.questions.len(),
            if shown == 1 { "" } else { "s" },
        )
    }

    /// A move `tried` at the question's position; `id` is the comparison's id if one is needed.
    pub(crate) fn tried(&mut self, cx: &mut Context, tried: Move, id: CompareId) -> LearnOutcome {
        let Some(question) = self.question().cloned() else {
            return LearnOutcome::Stay;
        };
        self.tries += 1;
        let label = move_label(cx.game, question.before, tried);
        if !needs_comparison(&question, tried) {
            return match attempt_verdict(&question, tried, None) {
                Attempt::PlayedInGame => {
                    self.phase = Phase::Asking {
                        note: Some(format!(
                            "{label} is the move played in the game: try another"
                        )),
                    };
                    LearnOutcome::Stay
                }
                _ => self.answer_found(cx, label),
            };
        }
        let (judging, limits) = self.judge.clone();
        let request = compare_request(cx.game, question.before, tried, limits);
        cx.say(format!("judging {label} (by {})...", judging.name()));
        cx.effects
            .push(Effect::Compare(id, Box::new(request), Box::new(judging)));
        let view = CompareView::new(id, label, None, None);
        self.phase = Phase::Judging {
            tried,
            view: Box::new(view),
        };
        LearnOutcome::Stay
    }

    /// A comparison arrived: the verdict on the move tried, if it is the awaited one.
    pub(crate) fn arrived(
        &mut self,
        id: CompareId,
        result: Result<Box<Comparison>, CompareError>,
        cx: &mut Context,
    ) -> LearnOutcome {
        if !matches!(&self.phase, Phase::Judging { view, .. } if view.id == id) {
            return LearnOutcome::Stay;
        }
        let Phase::Judging { tried, mut view } =
            std::mem::replace(&mut self.phase, Phase::Finished)
        else {
            return LearnOutcome::Stay;
        };
        let verdict = match &result {
            Ok(comparison) => self
                .questions
                .get(self.index)
                .map(|q| attempt_verdict(q, tried, comparison.candidates.first())),
            Err(_) => None,
        };
        let label = view.label.clone();
        view.arrived(id, result, cx);
        match verdict {
            Some(Attempt::Found) => self.answer_found(cx, label),
            verdict => {
                if let Some(Attempt::Worse { loss, .. }) = verdict {
                    cx.say(format!(
                        "{label} loses {:.2} in winning chances: r tries again, s shows the solution, n skips",
                        loss.winning_chances
                    ));
                }
                self.phase = Phase::Wrong { tried, view };
                LearnOutcome::Stay
            }
        }
    }

    /// The question is answered with `label`.
    fn answer_found(&mut self, cx: &mut Context, label: String) -> LearnOutcome {
        self.answers[self.index] = Some(Answer::Found(self.tries));
        cx.say(format!("{label} found: n goes on"));
        self.phase = Phase::Found { label };
        LearnOutcome::Reveal
    }

    /// A key of the session.
    pub(crate) fn key(&mut self, cx: &mut Context, action: LearnAction) -> LearnOutcome {
        match action {
            LearnAction::Stop => {
                cx.say(format!("learning stopped: {}", self.summary()));
                LearnOutcome::Closed
            }
            LearnAction::Retry => match self.question() {
                Some(q) if self.hides_analysis() => {
                    let before = q.before;
                    self.phase = Phase::Asking { note: None };
                    LearnOutcome::Show(before)
                }
                _ => LearnOutcome::Stay,
            },
            LearnAction::Solution => match &self.phase {
                Phase::Asking { .. } | Phase::Wrong { .. } => {
                    self.answers[self.index] = Some(Answer::SolutionShown);
                    let failed = match std::mem::replace(&mut self.phase, Phase::Finished) {
                        Phase::Wrong { view, .. } => Some(view),
                        _ => None,
                    };
                    self.phase = Phase::Solution { failed };
                    match self.question() {
                        Some(q) => LearnOutcome::Show(q.before),
                        None => LearnOutcome::Stay,
                    }
                }
                _ => LearnOutcome::Stay,
            },
            LearnAction::Next => self.next(cx),
        }
    }

    /// `n`: the next question (the current one skipped if unanswered), or the summary.
    fn next(&mut self, cx: &mut Context) -> LearnOutcome {
        if matches!(self.phase, Phase::Finished) {
            return LearnOutcome::Stay;
        }
        if self.answers[self.index].is_none() {
            self.answers[self.index] = Some(Answer::Skipped);
        }
        self.index += 1;
        self.tries = 0;
        match self.questions.get(self.index) {
            Some(q) => {
                self.phase = Phase::Asking { note: None };
                LearnOutcome::Show(q.before)
            }
            None => {
                self.index = self.questions.len() - 1;
                self.phase = Phase::Finished;
                cx.say(format!("learning done: {} (Esc closes)", self.summary()));
                LearnOutcome::Reveal
            }
        }
    }
}
