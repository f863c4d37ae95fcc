//! [`Overlay`]: the one modal thing over the workstation — the help, the engine log, the
//! command line, the move box, the promotion picker or the list of a file's games — or none. One value
//! holds it, so two cannot be open at once: opening one closes the other. While one is open
//! it takes every key (see [`App::modes`]).

use crate::board::promotion::PromotionChoice;
use crate::board_editor::state::BoardEditor;
use crate::command_line::line::CommandLine;
use crate::comments::editor::CommentEditor;
use crate::comments::picker::GlyphPicker;
use crate::engines::log::EngineLog;
use crate::game_list::list::GameList;
use crate::mode::Mode;
use crate::model::app::App;
use crate::move_box::state::MoveBox;

/// The modal overlay open over the workstation, if any.
#[derive(Clone, Debug, Default)]
pub enum Overlay {
    /// Nothing: the keys go to the open panel and the board.
    #[default]
    None,
    /// The help (`?`), scrolled down this many lines (when the terminal is too short for it).
    Help {
        /// How many lines it is scrolled down.
        scroll: usize,
    },
    /// The engine log (`L`).
    EngineLog(EngineLog),
    /// The command line (`:`).
    CommandLine(CommandLine),
    /// The move box (`i`, or a piece letter typed on the board).
    MoveBox(MoveBox),
    /// The promotion picker: a pawn's move waiting for its piece.
    Promotion(PromotionChoice),
    /// The games of a file to pick from.
    GameList(Box<GameList>),
    /// The comment editor (`c`).
    Comment(CommentEditor),
    /// The glyph picker (`!`).
    Glyphs(GlyphPicker),
    /// The board editor (`E`, `:setup`).
    BoardEditor(Box<BoardEditor>),
}

impl Overlay {
    /// The mode its keys are in (none: no overlay). The engine log scrolls and closes as the
    /// help does.
    pub const fn mode(&self) -> Option<Mode> {
        match self {
            Overlay::None => None,
            Overlay::Help { .. } | Overlay::EngineLog(_) => Some(Mode::Help),
            Overlay::CommandLine(_) => Some(Mode::CommandLine),
            Overlay::MoveBox(_) => Some(Mode::MoveBox),
            Overlay::Promotion(_) => Some(Mode::Promotion),
            Overlay::GameList(_) => Some(Mode::GameList),
            Overlay::Comment(_) => Some(Mode::Comment),
            Overlay::Glyphs(_) => Some(Mode::Glyphs),
            Overlay::BoardEditor(_) => Some(Mode::BoardEditor),
        }
    }

    /// Whether it takes the mouse too: every overlay does (the engine log covers the screen,
    /// so a click under it must not reach the board it hides; its wheel scrolls it).
    pub const fn takes_mouse(&self) -> bool {
        !matches!(self, Overlay::None)
    }
}

impl App {
    /// The open overlay.
    pub fn overlay(&self) -> &Overlay {
        &self.overlay
    }

    /// Whether the help is open.
    pub fn help_open(&self) -> bool {
        matches!(self.overlay, Overlay::Help { .. })
    }

    /// How many lines the open help is scrolled down (0 when it is closed).
    pub fn help_scroll(&self) -> usize {
        match self.overlay {
            Overlay::Help { scroll } => scroll,
            _ => 0,
        }
    }

    /// The command line, while it is open.
    pub fn command_line(&self) -> Option<&CommandLine> {
        match &self.overlay {
            Overlay::CommandLine(line) => Some(line),
            _ => None,
        }
    }

    /// The command line's text, while it is open.
    pub fn command_input(&self) -> Option<&str> {
        self.command_line().map(|line| &**line)
    }

    /// The command line, while it is open, to change.
    pub(crate) fn command_line_mut(&mut self) -> Option<&mut CommandLine> {
        match &mut self.overlay {
            Overlay::CommandLine(line) => Some(line),
            _ => None,
        }
    }

    /// The promotion picker, while it is open.
    pub fn promotion(&self) -> Option<&PromotionChoice> {
        match &self.overlay {
            Overlay::Promotion(choice) => Some(choice),
            _ => None,
        }
    }

    /// The list of a file's games, while it is open.
    pub fn game_list(&self) -> Option<&GameList> {
        match &self.overlay {
            Overlay::GameList(list) => Some(list),
            _ => None,
        }
    }

    /// The board editor, while it is open.
    pub fn board_editor(&self) -> Option<&BoardEditor> {
        match &self.overlay {
            Overlay::BoardEditor(editor) => Some(editor),
            _ => None,
        }
    }

    /// The engine log, while it is open.
    pub fn engine_log(&self) -> Option<&EngineLog> {
        match &self.overlay {
            Overlay::EngineLog(log) => Some(log),
            _ => None,
        }
    }

    /// Opens `overlay` in place of the open one, which closes.
    pub(crate) fn open_overlay(&mut self, overlay: Overlay) {
        self.overlay = overlay;
    }

    /// Closes the open overlay.
    pub(crate) fn close_overlay(&mut self) {
        self.overlay = Overlay::None;
    }
}
