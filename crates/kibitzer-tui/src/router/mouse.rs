//! The mouse: in the board editor a click puts a piece down or takes it away (see
//! `router/board_editor.rs`); elsewhere a click picks up and drops pieces, plays a line, goes to a move or to a ply of
//! the evaluation graph, and focuses the pane under it; letting go over another square drops
//! a dragged piece there; the wheel steps through the game over the board and the Moves pane
//! and scrolls elsewhere. Hit-testing uses the pane rectangles the layout computes from the size.

use ratatui::layout::Rect;

use crate::board_editor::state::Button;
use crate::message::{Effect, Msg};
use crate::model::app::{App, Pane};
use crate::panes;
use crate::panes::layout::{contains, square_at};
use crate::panes::move_text::MoveText;
use crate::panes::moves_areas::MovesAreas;

impl App {
    pub(crate) fn click(&mut self, column: u16, row: u16) -> Vec<Effect> {
        if self.board_editor().is_some() {
            self.board_editor_click(column, row, Button::Left);
            return Vec::new();
        }
        let Some(panes) = self.panes() else {
            return Vec::new();
        };
        if self.overlay.takes_mouse() {
            return Vec::new();
        }
        self.status = None;
        if contains(panes.board, column, row) {
            self.focus = Pane::Board;
            if let Some(sq) = square_at(panes.board, panes.square, self.flipped, column, row) {
                return self.board_enter(sq);
            }
        } else if contains(panes.lines, column, row) {
            self.focus = Pane::Lines;
            let window = panes::lines_view::line_window(self, panes.lines);
            let index = usize::from(row.saturating_sub(panes.lines.y + 2));
            if row >= panes.lines.y + 2 && index < window.shown {
                self.select(Pane::Lines, window.first + index);
                return self.enter();
            }
        } else if contains(panes.moves, column, row) {
            self.focus = Pane::Moves;
            let areas = MovesAreas::new(panes.moves, &self.game, self.annotation.is_some());
            if let Some(graph) = areas.graph.filter(|g| contains(*g, column, row)) {
                return self.graph_click(graph, column);
            }
            let text_area = areas.text;
            if contains(text_area, column, row) {
                let text = MoveText::new(
                    &self.game,
                    usize::from(text_area.width),
                    usize::from(text_area.height),
                    self.settings.moves_layout,
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
        }
        Vec::new()
    }

    /// A right click: in the board editor it empties the square; elsewhere it does nothing.
    pub(crate) fn right_click(&mut self, column: u16, row: u16) -> Vec<Effect> {
        if self.board_editor().is_some() {
            self.board_editor_click(column, row, Button::Right);
        }
        Vec::new()
    }

    /// The panes of the screen now, unless an overlay takes the mouse.
    fn mouse_panes(&self) -> Option<crate::panes::layout::Panes> {
        let blocked = self.overlay.takes_mouse();
        self.panes().filter(|_| !blocked)
    }

    /// The left button let go: over another square than the picked-up piece's, the piece is
    /// dropped there (a drag); over the same square nothing happens (a click).
    pub(crate) fn release(&mut self, column: u16, row: u16) -> Vec<Effect> {
        let Some(panes) = self.mouse_panes() else {
            return Vec::new();
        };
        let Some(from) = self.picked else {
            return Vec::new();
        };
        match square_at(panes.board, panes.square, self.flipped, column, row) {
            Some(square) if square != from => self.board_enter(square),
            _ => Vec::new(),
        }
    }

    /// The wheel: over the board or the Moves pane it steps through the game (up: back),
    /// elsewhere it scrolls.
    pub(crate) fn wheel(&mut self, delta: i32, column: u16, row: u16) -> Vec<Effect> {
        let panes = self.mouse_panes();
        let over_board = panes.is_some_and(|p| contains(p.board, column, row));
        // Over the Moves pane the wheel steps through the game whichever pane has the focus.
        let over_moves = panes.is_some_and(|p| contains(p.moves, column, row));
        if (over_board && !self.panel.owns_board()) || over_moves {
            return if delta < 0 {
                self.back()
            } else {
                self.forward()
            };
        }
        self.update(Msg::Scroll(delta))
    }

    /// A click on the evaluation graph (its label row and bar row): goes to the ply of the
    /// bar under it.
    fn graph_click(&mut self, graph: Rect, column: u16) -> Vec<Effect> {
        match crate::annotate::eval_graph::node_at(self, graph, column) {
            Some(id) => self.go(id),
            None => Vec::new(),
        }
    }
}
