//! The glue of the Lines pane's preview ([`LinePreview`]): with the Lines pane focused, Left /
//! Right (`h` / `l`), Home / End step along the selected line on the board instead of the game;
//! while a preview is shown, Up / Down start it again on the line selected, Enter adds the line
//! up to the shown move as a variation and goes there, Esc shows the game again. The analysis
//! is not restarted: it goes on on the game's position, whose lines are what is looked at.

use crate::line_preview::state::{LinePreview, PreviewOutcome};
use crate::message::Effect;
use crate::mode::BoardAction;
use crate::model::app::{App, Pane};

impl App {
    /// The line looked at on the board, while one is (and the game is still where it began).
    pub fn line_preview(&self) -> Option<&LinePreview> {
        self.preview.as_ref().filter(|p| {
            p.from() == self.game.current()
                && self.focus == Pane::Lines
                && self.panel.board().is_none()
        })
    }

    /// A board key while the Lines pane has the focus, if the preview takes it (`None`: the
    /// board's meaning applies).
    pub(crate) fn line_preview_key(&mut self, action: BoardAction) -> Option<Vec<Effect>> {
        if self.focus != Pane::Lines {
            self.preview = None;
            return None;
        }
        if self.line_preview().is_none() {
            self.preview = None;
            return match action {
                BoardAction::Forward | BoardAction::LineEnd => Some(self.start_preview(action)),
                BoardAction::Back | BoardAction::LineStart => Some(self.error(
                    "at the start of the line: Right steps along it, Tab leaves the Lines pane",
                )),
                _ => None,
            };
        }
        if matches!(action, BoardAction::Up | BoardAction::Down) {
            // Another line: its preview starts again at its first move.
            self.move_selection(if action == BoardAction::Up { -1 } else { 1 });
            return Some(self.start_preview(BoardAction::Forward));
        }
        let outcome = self.preview.as_mut()?.key(action);
        match outcome {
            PreviewOutcome::Shown => {
                self.say_preview();
                Some(Vec::new())
            }
            PreviewOutcome::Closed => {
                self.preview = None;
                self.status = Some(("back to the game".to_owned(), false));
                Some(Vec::new())
            }
            PreviewOutcome::Add { from, moves } => {
                self.preview = None;
                if !self.game.go_to(from) {
                    return Some(self.error("the line's position is no longer in the game"));
                }
                Some(self.add_moves_as_line(&moves))
            }
            PreviewOutcome::NotTaken => None,
        }
    }

    /// Starts the preview of the selected line at its first move (`LineEnd`: at its last).
    fn start_preview(&mut self, action: BoardAction) -> Vec<Effect> {
        if self.threat_mode {
            return self.error("leave threat mode (x) to look at a line");
        }
        if self.panel.board().is_some() {
            let why = format!("the board belongs to {}: close it first", self.panel.name());
            return self.error(&why);
        }
        let index = self.selection(Pane::Lines);
        let Some(line) = self.analysis.lines.get(index).filter(|l| !l.pv.is_empty()) else {
            self.preview = None;
            return self.error("no line to look at yet");
        };
        let from = self.game.current();
        self.preview = LinePreview::start(from, self.game.position(), index, &line.pv);
        match &mut self.preview {
            Some(preview) => {
                if action == BoardAction::LineEnd {
                    preview.key(BoardAction::LineEnd);
                }
                self.say_preview();
                Vec::new()
            }
            None => self.error("the line is not legal here"),
        }
    }

    /// The status bar names the previewed move.
    fn say_preview(&mut self) {
        if let Some(preview) = &self.preview {
            self.status = Some((preview.message(), false));
        }
    }
}
