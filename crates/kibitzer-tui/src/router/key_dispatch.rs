//! Keys to state changes: a key press is offered to the keymap of each mode that is open, in
//! order (see [`App::modes`]); the first mode that binds it and takes it acts; in the command
//! line and the game list an unbound character is text. The board's actions are here; the
//! other modes' are in their own files.

use crossterm::event::{KeyCode, KeyEvent};
use shakmaty::Position;

use crate::keymap::Key;
use crate::message::Effect;
use crate::mode::{Action, BoardAction, Mode};
use crate::model::app::App;
use crate::model::tree_edits::TreeEdit;
use crate::router::overlay::Overlay;

impl App {
    /// The modes a key is offered to, in order: the open overlay's alone (see
    /// [`App::overlay`]); else the open panel's (see [`App::tree`], [`App::compare`]), then the board.
    pub fn modes(&self) -> Vec<crate::mode::Mode> {
        use crate::mode::Mode;
        if let Some(mode) = self.overlay.mode() {
            return vec![mode];
        }
        // The open panel (at most one) takes its keys; the rest are the board's.
        self.panel.mode().into_iter().chain([Mode::Board]).collect()
    }

    /// A key press.
    pub(crate) fn key(&mut self, event: KeyEvent) -> Vec<Effect> {
        let key = Key::from_event(event);
        for mode in self.modes() {
            if let Some(action) = self.settings.keymap.action(mode, key) {
                // A piece letter opens the move box with itself typed.
                let effects = if action == Action::Board(BoardAction::TypeMove) {
                    self.type_move(key)
                } else {
                    self.perform(action)
                };
                if let Some(effects) = effects {
                    return effects;
                }
            }
            if mode.takes_text()
                && let KeyCode::Char(c) = key.code
                && !key.ctrl
                && !key.alt
            {
                return self.text(mode, c);
            }
        }
        Vec::new()
    }

    /// Carries out `action` if its mode is open and takes it (None: not taken, so a key can go
    /// on to the next mode).
    pub(crate) fn perform(&mut self, action: Action) -> Option<Vec<Effect>> {
        let mode = match action {
            Action::Board(_) => Mode::Board,
            Action::CommandLine(_) => Mode::CommandLine,
            Action::MoveBox(_) => Mode::MoveBox,
            Action::GameList(_) => Mode::GameList,
            Action::Help(_) => Mode::Help,
            Action::Tree(_) => Mode::Tree,
            Action::BestFirst(_) => Mode::BestFirst,
            Action::Compare(_) => Mode::Compare,
            Action::Promotion(_) => Mode::Promotion,
            Action::Learn(_) => Mode::Learn,
            Action::Comment(_) => Mode::Comment,
            Action::Glyph(_) => Mode::Glyphs,
            Action::BoardEditor(_) => Mode::BoardEditor,
            Action::Explorer(_) => Mode::Explorer,
        };
        if !self.modes().contains(&mode) {
            return None;
        }
        match action {
            // With the Lines pane focused, the keys that step the game preview a line.
            Action::Board(action) => Some(
                self.line_preview_key(action)
                    .unwrap_or_else(|| self.board_action(action)),
            ),
            Action::CommandLine(action) => Some(self.command_key(action)),
            Action::MoveBox(action) => Some(self.move_box_key(action)),
            Action::GameList(action) => Some(self.game_list_key(action)),
            Action::Help(action) => {
                self.help_key(action);
                Some(Vec::new())
            }
            Action::Tree(action) => self.tree_key(action),
            Action::BestFirst(action) => self.best_first_key(action),
            Action::Compare(action) => self.compare_key(action).then(Vec::new),
            Action::Promotion(action) => Some(self.promotion_key(action)),
            Action::Learn(action) => Some(self.learn_key(action)),
            Action::Comment(action) => Some(self.comment_key(action)),
            Action::Glyph(action) => Some(self.glyph_key(action)),
            Action::BoardEditor(action) => Some(self.board_editor_key(action)),
            Action::Explorer(action) => Some(self.explorer_key(action)),
        }
    }

    /// A character typed in `mode` (the command line, the move box, or the game list's search).
    fn text(&mut self, mode: Mode, c: char) -> Vec<Effect> {
        match mode {
            Mode::CommandLine => self.command_text(c),
            Mode::MoveBox => self.move_box_text(c),
            Mode::GameList => self.game_list_text(c),
            Mode::Comment => self.comment_text(c),
            _ => {}
        }
        Vec::new()
    }

    /// One of the board's actions.
    fn board_action(&mut self, action: BoardAction) -> Vec<Effect> {
        match action {
            BoardAction::Tree => return self.toggle_tree(),
            BoardAction::BestFirst => return self.toggle_best_first(),
            BoardAction::Explorer => return self.toggle_explorer(),
            _ => {}
        }
        self.clear_status();
        match action {
            BoardAction::Why => self.why(None),
            BoardAction::EngineLog => self.open_engine_log(),
            BoardAction::Annotate => self.toggle_annotate(),
            BoardAction::NextMistake => self.jump_to_mistake(1),
            BoardAction::Learn => self.start_learning(None),
            BoardAction::PreviousMistake => self.jump_to_mistake(-1),
            BoardAction::Cancel
                if self
                    .annotation
                    .as_ref()
                    .is_some_and(crate::annotate::run::AnnotateRun::running) =>
            {
                self.cancel_annotate()
            }
            BoardAction::Quit => {
                self.quit = true;
                vec![Effect::StopSearch, Effect::Quit]
            }
            BoardAction::Help => {
                self.open_overlay(Overlay::Help { scroll: 0 });
                Vec::new()
            }
            BoardAction::Cancel => {
                self.picked = None;
                self.board_cursor = false;
                Vec::new()
            }
            BoardAction::CommandLine => {
                self.open_overlay(Overlay::CommandLine(
                    crate::command_line::line::CommandLine::default(),
                ));
                Vec::new()
            }
            BoardAction::MoveBox | BoardAction::TypeMove => self.open_move_box(""),
            BoardAction::NextPane | BoardAction::PreviousPane => {
                let step = if action == BoardAction::NextPane {
                    1
                } else {
                    -1
                };
                self.cycle_focus(step);
                Vec::new()
            }
            BoardAction::Up | BoardAction::Down | BoardAction::Back | BoardAction::Forward => {
                self.arrow(action)
            }
            BoardAction::Select => self.enter(),
            BoardAction::ToggleAnalysis => self.toggle_analysis(),
            BoardAction::LineStart => self.line_end(false),
            BoardAction::LineEnd => self.line_end(true),
            // Going back is navigation: the moves after it stay in the game.
            BoardAction::TakeBack => self.back(),
            BoardAction::Flip => self.flip(),
            BoardAction::GuardOverlay => self.toggle_guard_overlay(),
            BoardAction::CycleEvaluationView => self.cycle_evaluation_view(),
            BoardAction::MovesLayout => self.toggle_moves_layout(),
            BoardAction::ShowThreat => self.toggle_threat(self.game.position().is_check()),
            BoardAction::MoreLines => self.change_lines(true),
            BoardAction::FewerLines => self.change_lines(false),
            BoardAction::PlayBest => self.play_best(),
            BoardAction::PlayLine => self.add_engine_line(),
            BoardAction::PromoteVariation => self.edit_tree(TreeEdit::Promote),
            BoardAction::PromoteToMainLine => self.edit_tree(TreeEdit::PromoteToMainLine),
            BoardAction::DeleteMove => self.edit_tree(TreeEdit::Delete),
            BoardAction::Undo => self.edit_tree(TreeEdit::Undo),
            BoardAction::Redo => self.edit_tree(TreeEdit::Redo),
            BoardAction::CopyFen => self.copy_fen(),
            BoardAction::CopyGame => self.copy_game(),
            BoardAction::Comment => self.open_comment_editor(),
            BoardAction::Glyphs => self.open_glyph_picker(),
            BoardAction::BoardEditor => self.open_board_editor(None),
            BoardAction::Tree | BoardAction::BestFirst | BoardAction::Explorer => Vec::new(),
        }
    }
}
