//! The search worker's events in the app: events of a superseded search are dropped; the
//! current one fills the lines, the breakdowns, the threats and the status.

use shakmaty::Position;

use super::app::App;
use crate::engine::SearchEvent;
use crate::search::{Bound, nodes_per_second};

impl App {
    pub(super) fn search_event(&mut self, event: SearchEvent) {
        if self.analysis.id != Some(event.id()) {
            return;
        }
        let a = &mut self.analysis;
        match event {
            SearchEvent::Started { root, threats, .. } => {
                a.root = Some(root);
                a.threats = Some(threats);
            }
            SearchEvent::Iteration { line, leaf, .. } => {
                let index = line.multipv.saturating_sub(1);
                a.depth = line.depth;
                a.nodes = line.nodes;
                a.nps = line.nps();
                a.hashfull = line.hashfull;
                a.counters = line.counters;
                if index == 0 {
                    a.leaf = Some(leaf);
                    if line.bound == Bound::Exact && !self.threat_mode {
                        let turn = self.game.position().turn();
                        self.evals
                            .insert(self.game.current(), line.score.for_white(turn));
                    }
                }
                let san = self
                    .analysed_position()
                    .map(|p| crate::cli::line_format::pv_san(&p, &line.pv).join(" "))
                    .unwrap_or_default();
                let a = &mut self.analysis;
                if index < a.lines.len() {
                    a.lines[index] = line;
                    a.line_sans[index] = san;
                } else if index == a.lines.len() {
                    a.lines.push(line);
                    a.line_sans.push(san);
                }
                a.lines.truncate(self.multipv);
                a.line_sans.truncate(self.multipv);
            }
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
        }
    }
}
