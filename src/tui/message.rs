//! What flows into and out of [`super::App::update`]: messages (keys, mouse, paste, search
//! events, resizes), the actions keys map to, and the effects the runtime carries out.

use std::path::PathBuf;

use crate::engine::{SearchEvent, SearchId, SearchRequest};

/// Something that happened.
#[derive(Debug)]
pub enum Msg {
    /// A key was pressed (already mapped).
    Action(Action),
    /// A left click on a cell of the terminal.
    Click {
        /// Column.
        column: u16,
        /// Row.
        row: u16,
    },
    /// The mouse wheel turned over the focused list (negative: up).
    Scroll(i32),
    /// Text was pasted (bracketed paste).
    Paste(String),
    /// The search worker reported.
    Search(Box<SearchEvent>),
    /// The runtime started the search the last effect asked for, under this id.
    SearchStarted(SearchId),
    /// A file the app asked for was read.
    FileLoaded {
        /// The file.
        path: PathBuf,
        /// Its text, or why it could not be read.
        text: Result<crate::text_file::TextFile, crate::text_file::TextFileError>,
    },
    /// A file the app asked to write was written (or not).
    FileSaved {
        /// The file.
        path: PathBuf,
        /// Success, or why not.
        result: Result<(), crate::text_file::TextFileError>,
    },
    /// The terminal changed size.
    Resize(u16, u16),
    /// An explain run finished: the recorded tree of the position it was asked for.
    TreeReady(Box<crate::search::SearchTree>),
    /// A frame passed while best-first search is running.
    Tick,
}

/// What a key means.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Action {
    /// Arrow up / k.
    Up,
    /// Arrow down / j.
    Down,
    /// Arrow left / h.
    Left,
    /// Arrow right / l.
    Right,
    /// Enter: pick up or drop a piece; open the selected item of a list.
    Enter,
    /// Space: start or stop the analysis.
    ToggleAnalysis,
    /// Home: the start of the game.
    Start,
    /// End: the end of the game.
    End,
    /// Page Up: scroll the help up a page.
    PageUp,
    /// Page Down: scroll the help down a page.
    PageDown,
    /// Backspace / u: one move back (the moves after it are kept).
    TakeBack,
    /// f: flip the board.
    Flip,
    /// g: guard-value overlay.
    GuardOverlay,
    /// e: cycle the evaluation view.
    CycleEvalView,
    /// x: show the threat (null-move search for the side not to move).
    ShowThreat,
    /// +: one more line.
    MoreLines,
    /// -: one line fewer.
    FewerLines,
    /// p: play the best move.
    PlayBest,
    /// P: play the whole first line.
    PlayLine,
    /// Tab: focus the next pane.
    NextPane,
    /// Shift-Tab: focus the previous pane.
    PreviousPane,
    /// :: open the command line.
    CommandLine,
    /// ? / F1: help.
    Help,
    /// Esc: close an overlay, drop a picked-up piece.
    Escape,
    /// q / Ctrl-C: quit.
    Quit,
    /// A character typed into the command line.
    Char(char),
    /// Backspace in the command line.
    DeleteChar,
    /// A letter whose meaning depends on the mode: `t` tree, `b` best-first, `s`/`S` steps,
    /// `r` run or refutation, `n`/`N` siblings, `v` principal variation, `c` and `Q` filters.
    Letter(char),
}

/// What the runtime should do.
#[derive(Debug)]
pub enum Effect {
    /// Start a search (superseding any running one) and report its id back.
    StartSearch(Box<SearchRequest>),
    /// Stop the running search.
    StopSearch,
    /// Change the transposition table size.
    SetHash(usize),
    /// Read a file (off the UI thread) and send back `Msg::FileLoaded`.
    LoadFile(PathBuf),
    /// Write `contents` to a file atomically (off the UI thread) and send back
    /// `Msg::FileSaved`.
    SaveFile(PathBuf, String),
    /// Record the search tree of `position` to `depth` (on a background thread) and send back
    /// `Msg::TreeReady`.
    Explain {
        /// The position.
        position: Box<shakmaty::Chess>,
        /// Its history facts.
        history: crate::history::History,
        /// The depth to search.
        depth: u32,
        /// At most this many recorded nodes.
        budget: usize,
    },
    /// Leave the program.
    Quit,
}
