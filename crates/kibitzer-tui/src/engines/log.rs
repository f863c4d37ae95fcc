//! The engine log overlay (`L`): the raw UCI traffic of the selected external engine, for
//! engine authors. Opening it asks the runtime for the traffic (`Effect::ReadEngineLog`),
//! which keeps sending it while the log is open; it follows the end until the person scrolls
//! up. The arrows, Page Up/Down, Home and End scroll it; Esc or `L` close it. It changes only
//! itself; the router (`router/engines.rs`) opens and closes the overlay.

use crate::engines::external::EngineView;
use crate::help::update::Closing;
use crate::mode::HelpAction;
use kibitzer::engine::EngineId;

/// The engine log overlay while it is open.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EngineLog {
    /// The engine whose traffic it shows.
    pub engine: EngineId,
    /// Its name.
    pub name: String,
    /// The traffic, oldest first (`>` sent, `<` received); none until the runtime sends it.
    pub lines: Option<Vec<String>>,
    /// The first line shown.
    pub scroll: usize,
}

impl EngineLog {
    /// The log of engine `index` of `engines`, not yet arrived (none: no such engine). The
    /// router opens it and asks the runtime for the traffic.
    pub(crate) fn open(engines: &[EngineView], index: usize) -> Option<EngineLog> {
        let engine = engines.get(index)?;
        Some(EngineLog {
            engine: engine.id,
            name: engine.spec.name.clone(),
            lines: None,
            scroll: 0,
        })
    }

    /// Its traffic arrived (when it opens, then again as the engine talks), on a terminal of
    /// `rows`: shown from its end, unless the person scrolled up, where it stays. Traffic of
    /// another engine than its own is not shown.
    pub(crate) fn arrived(&mut self, id: EngineId, lines: Vec<String>, rows: u16) {
        let following = self
            .lines
            .as_ref()
            .is_none_or(|old| self.scroll >= last_page(old.len(), rows));
        if self.engine == id {
            if following {
                self.scroll = last_page(lines.len(), rows);
            }
            self.lines = Some(lines);
        }
    }

    /// A key while it is open on a terminal of `rows`: scroll it (Page Up / Page Down by the
    /// lines it shows), or close it.
    pub(crate) fn key(&mut self, action: HelpAction, rows: u16) -> Closing {
        let last = last_page(self.lines.as_ref().map_or(0, Vec::len), rows);
        let page = usize::from(rows.saturating_sub(2)).max(1);
        self.scroll = match action {
            HelpAction::Close => return Closing::Closed,
            HelpAction::ScrollUp => self.scroll.saturating_sub(1),
            HelpAction::ScrollDown => self.scroll + 1,
            HelpAction::PageUp => self.scroll.saturating_sub(page),
            HelpAction::PageDown => self.scroll + page,
            HelpAction::Top => 0,
            HelpAction::Bottom => last,
        }
        .min(last);
        Closing::Open
    }
}

/// The first line of the log's last page, of `lines` on a terminal of `rows`: the overlay
/// covers the screen but its border.
fn last_page(lines: usize, rows: u16) -> usize {
    lines.saturating_sub(usize::from(rows.saturating_sub(2)))
}
