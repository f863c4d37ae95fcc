//! The search worker's events in the app: events of a superseded search or of another engine
//! are dropped; the current one fills the lines and the status, and its exact first line the
//! evaluation of the shown node, with its depth (kept unless a deeper one of it is held). The worker reports only what
//! it found, so the breakdowns and threats the panes show are computed here, from the
//! analysed root when the search starts and from the first line's leaf as it arrives.

use shakmaty::Position;

use crate::engines::external::place_line;
use crate::model::app::{Analysis, App, Subject, hold_eval};
use kibitzer::advisors::{AdvisorOptions, AdvisorReport, advise};
use kibitzer::engine::{Info, SearchEvent};
use kibitzer::eval::{Breakdown, breakdown};
use kibitzer::game::SearchedEval;
use kibitzer::search::{Bound, Node, nodes_per_second};

impl App {
    /// The runtime started the search an effect asked for: the internal analysis's, or an
    /// external engine's.
    pub(crate) fn search_started(&mut self, id: kibitzer::engine::RequestId) {
        if id.engine != kibitzer::engine::EngineId::INTERNAL {
            self.engine_search_started(id);
        } else if self.analysis.awaiting {
            self.analysis.id = Some(id);
            self.analysis.awaiting = false;
        }
    }

    pub(crate) fn search_event(&mut self, event: SearchEvent) {
        if let SearchEvent::Explained { id, tree } = event {
            self.tree_ready(id, tree);
            return;
        }
        if self.analysis.id != Some(event.id()) {
            if event.id().engine != kibitzer::engine::EngineId::INTERNAL {
                self.engine_event(event);
            }
            return;
        }
        let a = &mut self.analysis;
        match event {
            SearchEvent::Started { .. } => a.fill_root(),
            SearchEvent::Info { info, counters, .. } => self.info(info, counters.as_ref()),
            SearchEvent::Progress { progress, .. } => {
                a.nodes = progress.nodes;
                a.nps = nodes_per_second(progress.nodes, progress.elapsed);
                a.hashfull = progress.hashfull;
                a.counters = progress.counters;
                a.depth = a.depth.max(progress.depth.saturating_sub(1));
            }
            SearchEvent::Finished {
                reason, counters, ..
            } => {
                a.finished = Some(reason);
                a.counters = counters;
                a.nodes = counters.nodes;
            }
            // Routed to the tree explorer above.
            SearchEvent::Explained { .. } | SearchEvent::Engine { .. } => {}
        }
    }

    fn info(&mut self, info: Info, counters: Option<&kibitzer::search::Counters>) {
        let index = info.multipv.saturating_sub(1);
        let a = &mut self.analysis;
        a.depth = info.depth;
        a.nodes = info.nodes;
        a.nps = info.nps;
        a.hashfull = info.hashfull;
        if let Some(counters) = counters {
            a.counters = *counters;
        }
        if index == 0 {
            a.leaf = a
                .subject
                .as_deref()
                .map(|subject| Box::new(leaf_breakdown(subject, &info)));
            if info.bound == Bound::Exact && !self.threat_mode {
                let turn = self.game.position().turn();
                let eval = SearchedEval::new(info.score.for_white(turn), info.depth);
                hold_eval(&mut self.evals, self.game.current(), eval);
            }
        }
        let san = self
            .analysed_position()
            .map(|p| kibitzer::format::pv_numbered(&p, &info.pv))
            .unwrap_or_default();
        let a = &mut self.analysis;
        place_line(
            &mut a.lines,
            &mut a.line_sans,
            (info, san),
            self.settings.multipv,
        );
    }
}

impl Analysis {
    /// The breakdown and threats of the subject's root, which need no search: computed when
    /// its search starts, or at once on a position without legal moves (none starts there).
    pub(crate) fn fill_root(&mut self) {
        if let Some(subject) = &self.subject {
            self.root = Some(Box::new(breakdown(&subject.position, subject.history)));
            self.threats = Some(Box::new(threats(subject)));
        }
    }
}

/// The advisors' report of the analysed root (valuing the pockets of a crazyhouse root).
fn threats(subject: &Subject) -> AdvisorReport {
    match &subject.crazyhouse {
        Some(zh) => advise(zh, subject.history, AdvisorOptions::default()),
        None => advise(
            &subject.position,
            subject.history,
            AdvisorOptions::default(),
        ),
    }
}

/// The breakdown of the position at the end of `info`'s line.
fn leaf_breakdown(subject: &Subject, info: &Info) -> Breakdown {
    let leaf = Node::new(subject.position.clone(), subject.history).after_moves(&info.pv);
    breakdown(&leaf.pos, leaf.history)
}
