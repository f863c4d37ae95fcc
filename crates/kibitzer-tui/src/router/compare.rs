//! The Compare pane's glue (`w`, `:why`): which move the panes ask about (the Engines pane's
//! move, the selected line in Lines, a typed one), opening the pane on it in place of the
//! open panel, handing it its comparison and keys, and closing it on its
//! [`CompareOutcome`]. The pane itself is [`CompareView`].

use shakmaty::Move;

use crate::compare::request::{CompareSource, Compared, compared_move, review_limits};
use crate::compare::second_opinion::SecondOpinion;
use crate::compare::state::{CompareOutcome, CompareView};
use crate::context::context;
use crate::message::{CompareId, Effect};
use crate::mode::CompareAction;
use crate::model::app::{App, Pane};
use crate::router::panel::Panel;
use kibitzer::annotate::Judging;
use kibitzer::compare::{CompareError, Comparison};
use kibitzer::search::Limits;

impl App {
    /// The limit of a comparison or review by `judging`: the analysis's depth or time, else
    /// the judge's default ([`Judging::default_limits`]: [`REVIEW_DEPTH`](crate::REVIEW_DEPTH)
    /// for kibitzer, a node budget for an external engine).
    pub fn review_limits(&self, judging: &Judging) -> Limits {
        review_limits(&self.settings, judging)
    }

    /// `w` and `:why`: compares `chosen` (at the shown position), or else the selected line's
    /// first move in Lines, or else the move that led to the shown position, with the best
    /// move. With the focus on the Engines pane, the selected engine's best move is compared
    /// (a second opinion kibitzer disagrees with); with the focus elsewhere than Lines and
    /// Moves, the move of an engine the Engines pane marks as disagreeing (`≠`), if one is
    /// shown.
    pub(crate) fn why(&mut self, chosen: Option<Move>) -> Vec<Effect> {
        let engine = self.selection(Pane::Engines);
        let chosen = match chosen {
            None if self.focus == Pane::Engines => match self.engines.get(engine) {
                Some(e) if !self.threat_mode => match e.best_move() {
                    Some(m) => Some(m),
                    None => return self.error(&format!("{} has no move yet", e.spec.name)),
                },
                _ => return self.error("no engine move to compare"),
            },
            None if !matches!(self.focus, Pane::Lines | Pane::Moves) => self.shown_disagreement(),
            chosen => chosen,
        };
        let ours = self
            .analysis
            .lines
            .first()
            .and_then(|l| l.pv.first().copied());
        let second_opinion = chosen
            .filter(|_| !self.threat_mode)
            .and_then(|m| SecondOpinion::of(m, ours, self.engines.iter()));
        let line = self
            .analysis
            .lines
            .get(self.selection(Pane::Lines))
            .and_then(|l| l.pv.first().copied())
            .filter(|_| self.focus == Pane::Lines && !self.threat_mode);
        let (at, mv) = match compared_move(&self.game, chosen.or(line)) {
            Ok(compared) => compared,
            Err(why) => return self.error(why),
        };
        let source = match self.annotated_comparison(at, mv) {
            Some(result) => CompareSource::Reviewed(result),
            None => match self.review_judging() {
                Ok(judging) => CompareSource::Judged {
                    judging,
                    analysed_depth: self
                        .analysis
                        .lines
                        .first()
                        .map(|l| l.depth)
                        .filter(|_| !self.threat_mode),
                },
                Err(why) => return self.error(&format!("cannot compare: {why}")),
            },
        };
        let compared = Compared {
            at,
            mv,
            second_opinion,
        };
        self.compare_runs += 1;
        let id = self.compare_runs;
        let mut asked = Vec::new();
        let view = CompareView::open(&mut context!(self, &mut asked), id, compared, source);
        self.open_panel_asking(Panel::Compare(Box::new(view)), asked)
    }

    /// The move of the first engine the Engines pane marks as disagreeing with kibitzer's
    /// best (`≠ stockfish prefers d4`), if the pane is shown.
    fn shown_disagreement(&self) -> Option<Move> {
        if !matches!(self.panel, Panel::None) || self.threat_mode {
            return None;
        }
        (0..self.engines.len()).find_map(|i| self.disagreement(i))
    }

    /// A comparison arrived: shown if it is the open pane's latest request (or judges the
    /// move tried while learning), else dropped.
    pub(crate) fn compared(
        &mut self,
        id: CompareId,
        result: Result<Box<Comparison>, CompareError>,
    ) -> Vec<Effect> {
        if self.learn().is_some() {
            return self.learn_compared(id, result);
        }
        let mut effects = Vec::new();
        if let Some(view) = self.panel.compare_mut() {
            view.arrived(id, result, &mut context!(self, &mut effects));
        }
        effects
    }

    /// A key while the Compare pane is open; false if the pane does not take it.
    pub(crate) fn compare_key(&mut self, action: CompareAction) -> bool {
        let Some(view) = self.panel.compare_mut() else {
            return false;
        };
        if view.key(action) == CompareOutcome::Closed {
            self.panel = Panel::None;
        }
        true
    }
}
