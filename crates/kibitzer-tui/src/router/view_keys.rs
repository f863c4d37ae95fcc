//! The board's keys that change only what is shown (flip, the guard overlay, the evaluation
//! view, the Moves layout, threat mode, the number of lines), each saying in the status bar what it did and how
//! to undo it: a letter typed on the board by someone who meant to type a move never changes
//! the screen silently.

use crate::message::Effect;
use crate::mode::BoardAction;
use crate::model::app::{App, EvalView};
use kibitzer::config::MovesLayout;

impl App {
    /// The first key of a board action, as the help names it (`f`), for the messages.
    fn board_key(&self, action: BoardAction) -> String {
        self.settings
            .keymap
            .board
            .keys(action)
            .first()
            .map_or_else(|| "its key".to_owned(), |key| key.label())
    }

    /// `f`: flips the board and says which side is at the bottom.
    pub(crate) fn flip(&mut self) -> Vec<Effect> {
        self.flipped = !self.flipped;
        let key = self.board_key(BoardAction::Flip);
        let message = if self.flipped {
            format!("board flipped: Black at the bottom ({key} again: back)")
        } else {
            format!("board flipped back: White at the bottom ({key}: flip)")
        };
        self.status = Some((message, false));
        Vec::new()
    }

    /// `g`: the guard-value overlay on or off.
    pub(crate) fn toggle_guard_overlay(&mut self) -> Vec<Effect> {
        self.guard_overlay = !self.guard_overlay;
        let key = self.board_key(BoardAction::GuardOverlay);
        let message = if self.guard_overlay {
            format!("guard values on the board ({key}: off)")
        } else {
            format!("guard values off ({key}: on)")
        };
        self.status = Some((message, false));
        Vec::new()
    }

    /// `e`: the next evaluation view, named.
    pub(crate) fn cycle_evaluation_view(&mut self) -> Vec<Effect> {
        self.eval_view = match self.eval_view {
            EvalView::Position => EvalView::Leaf,
            EvalView::Leaf => EvalView::Difference,
            EvalView::Difference => EvalView::Position,
        };
        let name = match self.eval_view {
            EvalView::Position => "the position",
            EvalView::Leaf => "end of line 1",
            EvalView::Difference => "line end minus position",
        };
        let key = self.board_key(BoardAction::CycleEvaluationView);
        self.status = Some((format!("evaluation view: {name} ({key} cycles)"), false));
        Vec::new()
    }

    /// `T`: the Moves pane as a table or inline text.
    pub(crate) fn toggle_moves_layout(&mut self) -> Vec<Effect> {
        let layout = self.settings.moves_layout.toggled();
        self.settings.moves_layout = layout;
        let key = self.board_key(BoardAction::MovesLayout);
        let message = match layout {
            MovesLayout::Table => format!("moves as a table ({key}: inline)"),
            MovesLayout::Inline => format!("moves inline ({key}: table)"),
        };
        self.status = Some((message, false));
        Vec::new()
    }

    /// `x`: threat mode on or off (refused in check), and the analysis restarts.
    pub(crate) fn toggle_threat(&mut self, in_check: bool) -> Vec<Effect> {
        if !self.threat_mode && in_check {
            return self.error("no threat to show: the side to move is in check");
        }
        self.threat_mode = !self.threat_mode;
        let effects = self.restart();
        let key = self.board_key(BoardAction::ShowThreat);
        let message = if self.threat_mode {
            format!("threat: what the side not to move would play ({key}: off)")
        } else {
            format!("threat off: the position's own lines ({key}: threat)")
        };
        self.status.get_or_insert((message, false));
        effects
    }

    /// `+` / `-`: one line more or fewer (1 to 8), and the analysis restarts.
    pub(crate) fn change_lines(&mut self, more: bool) -> Vec<Effect> {
        self.settings.multipv = if more {
            (self.settings.multipv + 1).min(kibitzer::search::MAX_MULTIPV)
        } else {
            self.settings.multipv.saturating_sub(1).max(1)
        };
        let effects = self.restart();
        let lines = self.settings.multipv;
        let (more, fewer) = (
            self.board_key(BoardAction::MoreLines),
            self.board_key(BoardAction::FewerLines),
        );
        let noun = if lines == 1 { "line" } else { "lines" };
        self.status.get_or_insert((
            format!("{lines} {noun} ({more} more, {fewer} fewer)"),
            false,
        ));
        effects
    }
}
