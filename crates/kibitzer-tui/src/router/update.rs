//! [`App::update`]: the one place the state changes. Pure: it returns the effects for the
//! runtime (start or stop a search, read or write a file, quit) and never blocks.

use shakmaty::{Position, Square};

use crate::help;
use crate::help::update::Closing;
use crate::message::{Effect, Msg};
use crate::mode::{BoardAction, GameListAction, HelpAction};
use crate::model::app::{App, Pane};
use crate::router::overlay::Overlay;

impl App {
    /// Handles one message and returns what the runtime must do: every effect must be
    /// carried out (the runtime dispatches all of them, whatever the message).
    #[must_use = "the runtime must carry out every effect update returns"]
    pub fn update(&mut self, msg: Msg) -> Vec<Effect> {
        if !matches!(msg, Msg::AutosaveTick(_)) {
            self.autosave_touched();
        }
        match msg {
            Msg::Key(key) => self.key(key),
            Msg::Action(action) => self.perform(action).unwrap_or_default(),
            Msg::Click { column, row } => self.click(column, row),
            Msg::RightClick { column, row } => self.right_click(column, row),
            Msg::Release { column, row } => self.release(column, row),
            Msg::Wheel { delta, column, row } => self.wheel(delta, column, row),
            Msg::Scroll(delta) if self.game_list().is_some() => {
                let step = if delta < 0 {
                    GameListAction::Up
                } else {
                    GameListAction::Down
                };
                self.game_list_key(step)
            }
            Msg::Scroll(delta) if self.help_open() || self.engine_log().is_some() => {
                self.scroll_help(delta as isize);
                Vec::new()
            }
            Msg::Scroll(delta) if self.focus == Pane::Moves => {
                if delta < 0 {
                    self.back()
                } else {
                    self.forward()
                }
            }
            Msg::Scroll(delta) => {
                self.move_selection(delta);
                Vec::new()
            }
            Msg::Paste(text) => self.paste(&text),
            Msg::Search(event) => {
                self.search_event(*event);
                self.remove_failed_additions()
            }
            Msg::SearchStarted(id) => {
                self.search_started(id);
                Vec::new()
            }
            Msg::FileLoaded { path, text } => self.file_loaded(&path, text),
            Msg::PgnStreamed(result) => self.pgn_streamed(result),
            Msg::PgnIndexing { path, done, total } => self.pgn_indexing(&path, done, total),
            Msg::FileSaved {
                path,
                result,
                saving,
            } => {
                self.file_saved(&path, result, &saving);
                Vec::new()
            }
            Msg::HashResized(result) => {
                self.hash_resized(result);
                Vec::new()
            }
            Msg::Resize(w, h) => {
                self.size = (w, h);
                self.scroll_help(0);
                Vec::new()
            }
            Msg::ExplainStarted(id) => {
                if let Some(view) = self.tree_mut().filter(|v| v.tree.is_none()) {
                    view.run = Some(id);
                }
                Vec::new()
            }
            Msg::Tick => {
                self.tick();
                Vec::new()
            }
            Msg::Compared(id, result) => self.compared(id, result),
            Msg::Annotated(id, report) => {
                self.annotated(id, report);
                Vec::new()
            }
            Msg::HistoryLoaded(text) => {
                self.history_loaded(text);
                Vec::new()
            }
            Msg::HistoryNotWritten(why) => {
                self.status = Some((format!("command history not saved: {why}"), false));
                Vec::new()
            }
            Msg::DirectoryListed { directory, listing } => {
                self.directory_listed(&directory, listing);
                Vec::new()
            }
            Msg::EngineLog(id, lines) => {
                self.engine_log_arrived(id, lines);
                Vec::new()
            }
            Msg::AutosaveTick(now) => self.autosave_tick(now),
            Msg::AutosaveRead(result, resume) => self.autosave_read(result, resume),
            Msg::AutosaveNotWritten(why) => self.error(&format!("autosave not written: {why}")),
            Msg::DatabaseAnswered(id, reply) => self.database_answered(id, reply),
        }
    }

    /// A message reports the last action: the next one clears it (or replaces it with its
    /// own), so an old error never stands beside a later success. (The explorers' keys leave
    /// their own hints standing.)
    pub(crate) fn clear_status(&mut self) {
        self.status = None;
    }

    /// The arrows: the board cursor while it is on (or a piece is picked up); else Left/Right
    /// step through the game from any pane, and Up/Down choose the continuation at a branch
    /// (board and moves panes) or move the selection of the focused list.
    pub(crate) fn arrow(&mut self, action: BoardAction) -> Vec<Effect> {
        let cursor = self.focus == Pane::Board && (self.board_cursor || self.picked.is_some());
        match self.focus {
            _ if cursor => {
                let (df, dr) = match action {
                    BoardAction::Up => (0, 1),
                    BoardAction::Down => (0, -1),
                    BoardAction::Back => (-1, 0),
                    _ => (1, 0),
                };
                let (df, dr) = if self.flipped { (-df, -dr) } else { (df, dr) };
                if let Some(sq) = self.cursor.offset(dr * 8 + df)
                    && sq.distance(self.cursor) == 1
                {
                    self.cursor = sq;
                }
                Vec::new()
            }
            _ => match action {
                BoardAction::Back => self.back(),
                BoardAction::Forward => self.forward(),
                BoardAction::Up | BoardAction::Down => {
                    let step = if action == BoardAction::Up { -1 } else { 1 };
                    if matches!(self.focus, Pane::Board | Pane::Moves) {
                        self.choose_variation(step);
                    } else {
                        self.move_selection(step as i32);
                    }
                    Vec::new()
                }
                _ => Vec::new(),
            },
        }
    }

    pub(crate) fn move_selection(&mut self, delta: i32) {
        let pane = self.focus;
        let rows = match pane {
            Pane::Lines => self.analysis.lines.len(),
            Pane::Evaluation => kibitzer::eval::Row::ALL.len(),
            Pane::Threats => self
                .analysis
                .threats
                .as_ref()
                .map_or(0, |t| t.threats.len()),
            Pane::Engines => self.engines.len(),
            Pane::Board | Pane::Moves => 0,
        };
        let current = self.selection(pane) as i64;
        let next = (current + i64::from(delta)).clamp(0, rows.saturating_sub(1) as i64);
        self.select(pane, next as usize);
    }

    pub(crate) fn enter(&mut self) -> Vec<Effect> {
        match self.focus {
            Pane::Board => {
                self.board_cursor = true;
                self.board_enter(self.cursor)
            }
            Pane::Lines => {
                let first = self
                    .analysis
                    .lines
                    .get(self.selection(Pane::Lines))
                    .and_then(|l| l.pv.first().copied());
                match first {
                    Some(m) if !self.threat_mode => self.play(m),
                    _ => self.error("no line to play"),
                }
            }
            Pane::Moves | Pane::Evaluation | Pane::Threats | Pane::Engines => Vec::new(),
        }
    }

    /// Picks up the piece on `square`, or drops the picked-up piece there.
    pub(crate) fn board_enter(&mut self, square: Square) -> Vec<Effect> {
        if self.panel.owns_board() {
            // The board shows the panel's position, not the game's.
            let why = format!(
                "the board belongs to {}: close it to move a piece",
                self.panel.name()
            );
            return self.error(&why);
        }
        self.cursor = square;
        let pos = self.game.position();
        let Some(from) = self.picked else {
            if pos.board().color_at(square) == Some(pos.turn()) {
                self.picked = Some(square);
            }
            return Vec::new();
        };
        self.picked = None;
        if from == square {
            return Vec::new();
        }
        let candidates: Vec<_> = self
            .legal_moves_from(from)
            .into_iter()
            .filter(|m| kibitzer::search::destination(m) == square)
            .collect();
        if candidates.len() > 1 {
            // A promotion: the person picks the piece.
            self.open_overlay(Overlay::Promotion(
                crate::board::promotion::PromotionChoice {
                    from,
                    to: square,
                    moves: candidates,
                    selected: 0,
                },
            ));
            return Vec::new();
        }
        match candidates.into_iter().next() {
            Some(m) => self.play(m),
            None if pos.board().color_at(square) == Some(pos.turn()) => {
                self.picked = Some(square);
                Vec::new()
            }
            None => self.error(&format!("{from}{square} is not a legal move")),
        }
    }

    /// The legal moves of the piece on `from`.
    fn legal_moves_from(&self, from: Square) -> Vec<shakmaty::Move> {
        self.game
            .position()
            .legal_moves()
            .into_iter()
            .filter(|m| m.from() == Some(from))
            .collect()
    }

    /// The squares the picked-up piece can move to (the board marks them).
    pub fn picked_targets(&self) -> Vec<Square> {
        let Some(from) = self.picked else {
            return Vec::new();
        };
        let mut targets: Vec<Square> = self
            .legal_moves_from(from)
            .iter()
            .map(kibitzer::search::destination)
            .collect();
        targets.sort_unstable();
        targets.dedup();
        targets
    }

    /// A key while the help or the engine log is open: each scrolls or closes itself (see
    /// `help::update` and [`crate::engines::log::EngineLog::key`]); a closed one leaves the
    /// overlay.
    pub(crate) fn help_key(&mut self, action: HelpAction) {
        let limit = help::view::scroll_limit(&self.settings.keymap, self.size);
        let page = help::view::page(&self.settings.keymap, self.size);
        let rows = self.size.1;
        let closing = match &mut self.overlay {
            Overlay::EngineLog(log) => log.key(action, rows),
            Overlay::Help { scroll } => help::update::key(scroll, action, limit, page),
            _ => Closing::Open,
        };
        if closing == Closing::Closed {
            self.close_overlay();
        }
    }

    /// The traffic of the open engine log arrived.
    fn engine_log_arrived(&mut self, id: kibitzer::engine::EngineId, lines: Vec<String>) {
        let rows = self.size.1;
        if let Overlay::EngineLog(log) = &mut self.overlay {
            log.arrived(id, lines, rows);
        }
    }

    /// Scrolls the help (or the engine log) by `delta` lines, within what does not fit the
    /// terminal.
    fn scroll_help(&mut self, delta: isize) {
        let limit = help::view::scroll_limit(&self.settings.keymap, self.size);
        let rows = self.size.1;
        match &mut self.overlay {
            Overlay::Help { scroll } => help::update::scroll_by(scroll, delta, limit),
            Overlay::EngineLog(log) => {
                let step = if delta < 0 {
                    HelpAction::ScrollUp
                } else {
                    HelpAction::ScrollDown
                };
                for _ in 0..delta.unsigned_abs() {
                    log.key(step, rows);
                }
            }
            _ => {}
        }
    }
}
