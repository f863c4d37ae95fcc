//! Learning from mistakes' glue (`D`, `:learn`): opening the session on a finished review's
//! marks of one side, handing it the moves played at a question's position (they are tried,
//! not added to the game), its comparisons and its keys, and acting on its [`LearnOutcome`]
//! (show a question's position, let the analysis run again, close). While a question is open
//! the analysis does not run (see [`App::hides_analysis`]), so the Lines, the arrows and the
//! status bar cannot give the answer away.

use shakmaty::{Color, Move};

use crate::context::context;
use crate::learn::session::{LearnOutcome, LearnSession};
use crate::message::{CompareId, Effect};
use crate::mode::LearnAction;
use crate::model::app::App;
use crate::router::panel::Panel;
use kibitzer::annotate::questions;
use kibitzer::compare::{CompareError, Comparison};

impl App {
    /// `D` and `:learn [white|black]`: learn from `side`'s marked moves of the finished review
    /// (none: the side at the bottom of the board).
    pub(crate) fn start_learning(&mut self, side: Option<Color>) -> Vec<Effect> {
        if self.panel.learn().is_some() {
            let mut effects = Vec::new();
            self.learn_outcome(LearnOutcome::Closed, &mut effects);
            return effects;
        }
        let review = match &self.annotation {
            Some(run) if run.running() => {
                return self.error("the review is still running: learn when it is done");
            }
            Some(run) => run.judged.as_deref(),
            None => None,
        };
        let Some(review) = review else {
            return self.error("review the game first (A), then learn from its mistakes (D)");
        };
        let side = side.unwrap_or(if self.flipped {
            Color::Black
        } else {
            Color::White
        });
        let asked: Vec<_> = questions(review, side)
            .into_iter()
            .filter(|q| self.game.contains(q.before) && self.game.contains(q.played_node))
            .collect();
        let name = if side.is_white() { "White" } else { "Black" };
        if asked.is_empty() {
            let other = if side.is_white() { "black" } else { "white" };
            return self.error(&format!(
                "the review marked no move of {name}: nothing to learn (:learn {other} for the other side)"
            ));
        }
        let judge = match self.review_judging() {
            Ok(judging) => {
                let limits = self.review_limits(&judging);
                (judging, limits)
            }
            Err(why) => return self.error(&format!("cannot judge the moves tried: {why}")),
        };
        let first = asked[0].before;
        let count = asked.len();
        let mut effects = self.open_panel(Panel::Learn(Box::new(LearnSession::new(
            side, asked, judge,
        ))));
        self.game.go_to(first);
        effects.extend(self.position_changed());
        self.status = Some((
            format!(
                "learning from {name}'s {count} marked move{}: find a better move (n skips, Esc stops)",
                if count == 1 { "" } else { "s" }
            ),
            false,
        ));
        effects
    }

    /// The learning session, if its panel is open.
    pub fn learn(&self) -> Option<&LearnSession> {
        self.panel.learn()
    }

    /// Whether the analysis stays hidden: a learning question is open.
    pub(crate) fn hides_analysis(&self) -> bool {
        self.panel.learn().is_some_and(LearnSession::hides_analysis)
    }

    /// A move played at the shown position: tried for the open question if it is asked here
    /// (Some), else None and it is played in the game as usual.
    pub(crate) fn learn_attempt(&mut self, mv: Move) -> Option<Vec<Effect>> {
        let current = self.game.current();
        if !self.panel.learn().is_some_and(|s| s.takes_move_at(current)) {
            return None;
        }
        self.compare_runs += 1;
        let id = self.compare_runs;
        self.picked = None;
        let mut effects = Vec::new();
        let outcome = match self.panel.learn_mut() {
            Some(session) => session.tried(&mut context!(self, &mut effects), mv, id),
            None => LearnOutcome::Stay,
        };
        self.learn_outcome(outcome, &mut effects);
        Some(effects)
    }

    /// A comparison arrived for the learning session (dropped unless it is the awaited one).
    pub(crate) fn learn_compared(
        &mut self,
        id: CompareId,
        result: Result<Box<Comparison>, CompareError>,
    ) -> Vec<Effect> {
        let mut effects = Vec::new();
        let outcome = match self.panel.learn_mut() {
            Some(session) => session.arrived(id, result, &mut context!(self, &mut effects)),
            None => return effects,
        };
        self.learn_outcome(outcome, &mut effects);
        effects
    }

    /// A key while learning.
    pub(crate) fn learn_key(&mut self, action: LearnAction) -> Vec<Effect> {
        let mut effects = Vec::new();
        let outcome = match self.panel.learn_mut() {
            Some(session) => session.key(&mut context!(self, &mut effects), action),
            None => return effects,
        };
        self.learn_outcome(outcome, &mut effects);
        effects
    }

    /// Does what the session asks.
    fn learn_outcome(&mut self, outcome: LearnOutcome, effects: &mut Vec<Effect>) {
        match outcome {
            LearnOutcome::Stay => {}
            LearnOutcome::Show(node) => {
                self.game.go_to(node);
                effects.extend(self.position_changed());
            }
            LearnOutcome::Reveal => effects.extend(self.restart()),
            LearnOutcome::Closed => effects.extend(self.close_panel()),
        }
    }
}
