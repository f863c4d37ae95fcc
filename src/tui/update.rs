//! [`App::update`]: the one place the state changes. Pure: it returns the effects for the
//! runtime (start or stop a search, read or write a file, quit) and never blocks.

use shakmaty::{Position, Role, Square};

use super::app::{App, EvalView, Pane};
use super::engines_view::screen_panes;
use super::layout::{contains, square_at};
use super::message::{Action, Effect, Msg};
use super::move_text::{MoveText, MovesAreas};
use super::{help_view, lines_view};
use crate::escaped::escaped_path;

/// Lines one Page Up / Page Down scrolls the help by.
const HELP_PAGE: isize = 10;

impl App {
    /// Handles one message and returns what the runtime must do.
    pub fn update(&mut self, msg: Msg) -> Vec<Effect> {
        match msg {
            Msg::Action(action) => self.act(action),
            Msg::Click { column, row } => self.click(column, row),
            Msg::Scroll(delta) if self.game_list.is_some() => {
                let step = if delta < 0 { Action::Up } else { Action::Down };
                self.game_list_key(step)
            }
            Msg::Scroll(delta) if self.help => {
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
                Vec::new()
            }
            Msg::SearchStarted(id) => {
                self.search_started(id);
                Vec::new()
            }
            Msg::FileLoaded { path, text } => self.file_loaded(&path, text),
            Msg::FileSaved { path, result } => {
                self.status = Some(match result {
                    Ok(()) => (format!("saved {}", escaped_path(&path)), false),
                    Err(e) => (e.to_string(), true),
                });
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
                if let Some(view) = self.tree.as_mut().filter(|v| v.tree.is_none()) {
                    view.run = Some(id);
                }
                Vec::new()
            }
            Msg::Tick => {
                self.tick();
                Vec::new()
            }
            Msg::Compared(id, result) => {
                self.compared(id, result);
                Vec::new()
            }
            Msg::Reviewed(id, report) => {
                self.reviewed(id, report);
                Vec::new()
            }
            Msg::EngineLog(id, lines) => {
                self.engine_log_arrived(id, lines);
                Vec::new()
            }
        }
    }

    fn act(&mut self, action: Action) -> Vec<Effect> {
        if self.command.is_some() {
            return self.command_key(&action);
        }
        if self.game_list.is_some() {
            return self.game_list_key(action);
        }
        if self.help || self.engine_log.is_some() {
            self.overlay_key(action);
            return Vec::new();
        }
        match action {
            Action::Letter('t') => return self.toggle_tree(),
            Action::Letter('b') => return self.toggle_best_first(),
            Action::Escape if self.tree.is_some() || self.best_first.is_some() => {
                self.best_first = None;
                return self.close_tree();
            }
            _ => {}
        }
        if self.tree_key(action) || self.best_first_key(action) || self.compare_key(action) {
            return Vec::new();
        }
        self.clear_status();
        match action {
            action if self.is_review_key(action) => self.review_key(action),
            Action::Quit => {
                self.quit = true;
                vec![Effect::StopSearch, Effect::Quit]
            }
            Action::Help => {
                self.help = true;
                self.help_scroll = 0;
                Vec::new()
            }
            Action::Escape => {
                self.picked = None;
                self.board_cursor = false;
                Vec::new()
            }
            Action::CommandLine => {
                self.command = Some(String::new());
                Vec::new()
            }
            Action::NextPane | Action::PreviousPane => {
                self.cycle_focus(if action == Action::NextPane { 1 } else { -1 });
                Vec::new()
            }
            Action::EngineLog => self.open_engine_log(),
            Action::Up | Action::Down | Action::Left | Action::Right => self.arrow(&action),
            Action::Enter => self.enter(),
            Action::ToggleAnalysis => self.toggle_analysis(),
            Action::Start => self.line_end(false),
            Action::End => self.line_end(true),
            // Going back is navigation: the moves after it stay in the game.
            Action::TakeBack => self.back(),
            Action::Flip => {
                self.flipped = !self.flipped;
                Vec::new()
            }
            Action::GuardOverlay => {
                self.guard_overlay = !self.guard_overlay;
                Vec::new()
            }
            Action::CycleEvalView => {
                self.eval_view = match self.eval_view {
                    EvalView::Position => EvalView::Leaf,
                    EvalView::Leaf => EvalView::Difference,
                    EvalView::Difference => EvalView::Position,
                };
                Vec::new()
            }
            Action::ShowThreat => {
                if !self.threat_mode && self.game.position().is_check() {
                    return self.error("no threat to show: the side to move is in check");
                }
                self.threat_mode = !self.threat_mode;
                self.restart()
            }
            Action::MoreLines | Action::FewerLines => {
                let more = action == Action::MoreLines;
                self.multipv = if more {
                    (self.multipv + 1).min(8)
                } else {
                    self.multipv.saturating_sub(1).max(1)
                };
                self.restart()
            }
            Action::PlayBest => self.play_best(),
            Action::PlayLine => self.add_engine_line(),
            Action::Edit(edit) => self.edit_tree(edit),
            Action::CopyFen => self.copy_fen(),
            Action::CopyGame => self.copy_game(),
            Action::Review(_)
            | Action::Char(_)
            | Action::DeleteChar
            | Action::Letter(_)
            | Action::PageUp
            | Action::PageDown => Vec::new(),
        }
    }

    /// A message reports the last action: the next one clears it (or replaces it with its
    /// own), so an old error never stands beside a later success. (The explorers' keys leave
    /// their own hints standing.)
    pub(super) fn clear_status(&mut self) {
        self.status = None;
    }

    /// The arrows: the board cursor while it is on (or a piece is picked up); else Left/Right
    /// step through the game from any pane, and Up/Down choose the continuation at a branch
    /// (board and moves panes) or move the selection of the focused list.
    fn arrow(&mut self, action: &Action) -> Vec<Effect> {
        let cursor = self.focus == Pane::Board && (self.board_cursor || self.picked.is_some());
        match self.focus {
            _ if cursor => {
                let (df, dr) = match action {
                    Action::Up => (0, 1),
                    Action::Down => (0, -1),
                    Action::Left => (-1, 0),
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
                Action::Left => self.back(),
                Action::Right => self.forward(),
                Action::Up | Action::Down => {
                    let step = if *action == Action::Up { -1 } else { 1 };
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

    pub(super) fn move_selection(&mut self, delta: i32) {
        let pane = self.focus;
        let rows = match pane {
            Pane::Lines => self.analysis.lines.len(),
            Pane::Evaluation => crate::eval::Row::ALL.len(),
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

    fn enter(&mut self) -> Vec<Effect> {
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
    pub(super) fn board_enter(&mut self, square: Square) -> Vec<Effect> {
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
        let moves = pos.legal_moves();
        let candidates: Vec<_> = moves
            .iter()
            .filter(|m| m.from() == Some(from) && super::super::search::destination(m) == square)
            .collect();
        let chosen = candidates
            .iter()
            .find(|m| m.promotion().is_none_or(|r| r == Role::Queen))
            .copied()
            .copied();
        match chosen {
            Some(m) => self.play(m),
            None if pos.board().color_at(square) == Some(pos.turn()) => {
                self.picked = Some(square);
                Vec::new()
            }
            None => self.error(&format!("{from}{square} is not a legal move")),
        }
    }

    /// A key while an overlay is open: the engine log's, or the help's.
    fn overlay_key(&mut self, action: Action) {
        if self.engine_log.is_some() {
            self.engine_log_key(action);
        } else {
            self.help_key(action);
        }
    }

    /// A key while the help is open: close it or scroll it; nothing else.
    fn help_key(&mut self, action: Action) {
        match action {
            Action::Escape | Action::Help | Action::Quit => self.help = false,
            Action::Up => self.scroll_help(-1),
            Action::Down => self.scroll_help(1),
            Action::PageUp => self.scroll_help(-HELP_PAGE),
            Action::PageDown => self.scroll_help(HELP_PAGE),
            Action::Start => self.help_scroll = 0,
            Action::End => self.help_scroll = help_view::scroll_limit(self.size),
            _ => {}
        }
    }

    /// Scrolls the help by `delta` lines, within what does not fit the terminal.
    fn scroll_help(&mut self, delta: isize) {
        let limit = help_view::scroll_limit(self.size);
        self.help_scroll = self.help_scroll.saturating_add_signed(delta).min(limit);
    }

    fn click(&mut self, column: u16, row: u16) -> Vec<Effect> {
        let area = ratatui::layout::Rect::new(0, 0, self.size.0, self.size.1);
        let Some(panes) = screen_panes(self, area) else {
            return Vec::new();
        };
        if self.help || self.command.is_some() || self.game_list.is_some() {
            return Vec::new();
        }
        self.status = None;
        if contains(panes.board, column, row) {
            self.focus = Pane::Board;
            if let Some(sq) = square_at(panes.board, self.flipped, column, row) {
                return self.board_enter(sq);
            }
        } else if contains(panes.lines, column, row) {
            self.focus = Pane::Lines;
            let window = lines_view::line_window(self, panes.lines);
            let index = usize::from(row.saturating_sub(panes.lines.y + 2));
            if row >= panes.lines.y + 2 && index < window.shown {
                self.select(Pane::Lines, window.first + index);
                return self.enter();
            }
        } else if contains(panes.moves, column, row) {
            self.focus = Pane::Moves;
            let text_area = MovesAreas::new(panes.moves, &self.game).text;
            if contains(text_area, column, row) {
                let text = MoveText::new(
                    &self.game,
                    usize::from(text_area.width),
                    usize::from(text_area.height),
                );
                let at = text.node_at(
                    usize::from(column - text_area.x),
                    usize::from(row - text_area.y),
                );
                if let Some(id) = at {
                    return self.go(id);
                }
            }
        } else if contains(panes.evaluation, column, row) {
            self.focus = Pane::Evaluation;
        } else if contains(panes.threats, column, row) {
            self.focus = Pane::Threats;
        } else if contains(panes.engines, column, row) {
            self.focus = Pane::Engines;
        }
        Vec::new()
    }
}
