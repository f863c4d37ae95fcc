//! The engine log overlay (`L`): the raw UCI traffic of the selected external engine, for
//! engine authors. Opening it asks the runtime for the traffic (`Effect::ReadEngineLog`),
//! which keeps sending it while the log is open; it follows the end until the person scrolls
//! up. The arrows, Page Up/Down, Home and End scroll it; Esc or `L` close it.

use crate::engine::EngineId;
use crate::tui::app::{App, Pane};
use crate::tui::message::Effect;
use crate::tui::mode::HelpAction;
use crate::tui::overlay::Overlay;

/// Lines one Page Up / Page Down scrolls the log by.
const LOG_PAGE: usize = 10;

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

impl App {
    /// `L`: opens the log of the engine selected in the Engines pane (the first engine when
    /// another pane has the focus).
    pub(in crate::tui) fn open_engine_log(&mut self) -> Vec<Effect> {
        let index = if self.focus == Pane::Engines {
            self.selection(Pane::Engines)
        } else {
            0
        };
        let Some(engine) = self.engines.get(index) else {
            return self.error("no external engine: add one with :engine add PATH");
        };
        let id = engine.id;
        self.overlay = Overlay::EngineLog(EngineLog {
            engine: id,
            name: engine.spec.name.clone(),
            lines: None,
            scroll: 0,
        });
        vec![Effect::ReadEngineLog(id)]
    }

    /// The traffic of the open log arrived (when it opens, then again as the engine talks):
    /// shown from its end, unless the person scrolled up, where it stays.
    pub(in crate::tui) fn engine_log_arrived(&mut self, id: EngineId, lines: Vec<String>) {
        let last_page = self.engine_log_last_page(lines.len());
        let shown = self.engine_log().and_then(|l| l.lines.as_ref());
        let following = shown.is_none_or(|old| {
            let log = self.engine_log().map_or(0, |l| l.scroll);
            log >= self.engine_log_last_page(old.len())
        });
        if let Some(log) = self.engine_log_mut().filter(|l| l.engine == id) {
            if following {
                log.scroll = last_page;
            }
            log.lines = Some(lines);
        }
    }

    /// The first line of the log's last page: the overlay covers the screen but its border.
    fn engine_log_last_page(&self, lines: usize) -> usize {
        lines.saturating_sub(usize::from(self.size.1.saturating_sub(2)))
    }

    /// A key while the log is open: scroll it or close it; nothing else.
    pub(in crate::tui) fn engine_log_key(&mut self, action: HelpAction) {
        let lines = self.engine_log().and_then(|l| l.lines.as_ref());
        let last = self.engine_log_last_page(lines.map_or(0, Vec::len));
        let Overlay::EngineLog(log) = &mut self.overlay else {
            return;
        };
        log.scroll = match action {
            HelpAction::Close => {
                self.overlay = Overlay::None;
                return;
            }
            HelpAction::ScrollUp => log.scroll.saturating_sub(1),
            HelpAction::ScrollDown => log.scroll + 1,
            HelpAction::PageUp => log.scroll.saturating_sub(LOG_PAGE),
            HelpAction::PageDown => log.scroll + LOG_PAGE,
            HelpAction::Top => 0,
            HelpAction::Bottom => last,
        }
        .min(last);
    }
}
