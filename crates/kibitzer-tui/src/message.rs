//! What flows into and out of [`super::App::update`]: messages (keys, mouse, paste, search
//! events, resizes) and the effects the runtime carries out.

use std::path::PathBuf;

use kibitzer::engine::{EngineId, EngineSpec, RequestId, SearchEvent, SearchRequest};

/// Identifies one comparison (`w`) the app asked for; a result with an older id is dropped.
pub type CompareId = u64;

/// Identifies one review of the game (`A`); reports with an older id are dropped.
pub type AnnotateId = u64;

/// Identifies one question to the games database (the Explorer pane); an answer with an
/// older id is dropped.
pub type DatabaseId = u64;

/// What the Explorer pane asks the games database (`Effect::AskDatabase`).
#[derive(Clone, Debug)]
pub enum DatabaseQuestion {
    /// The explorer's table for this position.
    Explore(shakmaty::Chess),
    /// The games that reached this position (at most [`DATABASE_GAMES`]).
    Games(shakmaty::Chess),
    /// The text of the game with this id.
    Game(i64),
}

/// How many games the Explorer pane lists for a position.
pub const DATABASE_GAMES: usize = 100;

/// A question to the games database at a file, numbered.
#[derive(Clone, Debug)]
pub struct DatabaseAsk {
    /// Its number: the answer carries it back.
    pub id: DatabaseId,
    /// The database file.
    pub path: PathBuf,
    /// What is asked.
    pub question: DatabaseQuestion,
}

/// The games database's answer to a [`DatabaseAsk`].
#[derive(Clone, Debug)]
pub enum DatabaseReply {
    /// The explorer's table.
    Explored(Box<kibitzer_db::ExplorerAnswer>),
    /// The games that reached the position.
    Games(Vec<kibitzer_db::GameSummary>),
    /// A game's id and its PGN text as imported.
    Game(i64, String),
    /// There is no file at the path.
    NoDatabase(PathBuf),
    /// The database could not answer (the message to show: a damaged file, not a database, a
    /// game no longer there).
    Failed(String),
}

/// What a review of the game reports while it runs.
#[derive(Debug)]
pub enum AnnotateReport {
    /// The move played in the main line's position `index` (0: the game's start) was judged:
    /// the position's best line and the played move's line, from one judge at one limit.
    Position(usize, Box<kibitzer::annotate::MoveEval>),
    /// Every move was judged: the main line judged, with who judged it.
    Finished(Box<kibitzer::annotate::AnnotatedGame>),
    /// The review could not run (why).
    Failed(String),
}

/// A review of the game's main line to run (`Effect::Review`).
#[derive(Clone, Debug)]
pub struct AnnotateRequest {
    /// A copy of the game whose main line is reviewed (its node ids are the app's).
    pub game: Box<kibitzer::game::Game>,
    /// The limit of each position's search.
    pub limits: kibitzer::search::Limits,
    /// Who judges the moves.
    pub judging: kibitzer::annotate::Judging,
}

/// Something that happened.
#[derive(Debug)]
pub enum Msg {
    /// A key was pressed: the keymap of the open modes says what it does.
    Key(crossterm::event::KeyEvent),
    /// An action to carry out as if its key was pressed (ignored unless its mode is open).
    Action(super::mode::Action),
    /// A left click on a cell of the terminal.
    Click {
        /// Column.
        column: u16,
        /// Row.
        row: u16,
    },
    /// A right click on a cell of the terminal (the board editor empties the square).
    RightClick {
        /// Column.
        column: u16,
        /// Row.
        row: u16,
    },
    /// The mouse wheel turned over the focused list (negative: up).
    Scroll(i32),
    /// The mouse wheel turned over a cell (negative: up): over the board it steps through the
    /// game, elsewhere it is a `Scroll`.
    Wheel {
        /// Negative: up.
        delta: i32,
        /// Column.
        column: u16,
        /// Row.
        row: u16,
    },
    /// The left button was let go over a cell: dropping a dragged piece there.
    Release {
        /// Column.
        column: u16,
        /// Row.
        row: u16,
    },
    /// Text was pasted (bracketed paste).
    Paste(String),
    /// The search worker or the explain worker reported.
    Search(Box<SearchEvent>),
    /// The runtime started the search the last effect asked for, under this id.
    SearchStarted(RequestId),
    /// The runtime started the explain run the last effect asked for, under this id; its
    /// tree comes as `SearchEvent::Explained` with it, so a tree of a superseded run is
    /// recognised and dropped.
    ExplainStarted(RequestId),
    /// A file the app asked for was read.
    FileLoaded {
        /// The file.
        path: PathBuf,
        /// Its text, or why it could not be read.
        text: Result<kibitzer::text_file::TextFile, kibitzer::text_file::TextFileError>,
    },
    /// A PGN file the app asked for was too large to read whole and was indexed by
    /// streaming (or could not be).
    PgnStreamed(Result<kibitzer::pgn::StreamedPgn, kibitzer::text_file::TextFileError>),
    /// The background indexing of a large PGN file read this many of its bytes.
    PgnIndexing {
        /// The file.
        path: PathBuf,
        /// Bytes read so far.
        done: u64,
        /// Its size.
        total: u64,
    },
    /// A file the app asked to write was written (or not: refused by its rule, or failed).
    FileSaved {
        /// The file.
        path: PathBuf,
        /// Success, or why not.
        result: Result<(), kibitzer::pgn::SaveError>,
        /// What was saved.
        saving: crate::model::save_outcome::Saving,
    },
    /// The runtime allocated the hash table `Effect::SetHash` asked for (its size in MB), or
    /// could not (then the search keeps its old table).
    HashResized(Result<usize, kibitzer::search::HashAllocError>),
    /// The terminal changed size.
    Resize(u16, u16),
    /// A frame passed while best-first search is running.
    Tick,
    /// A comparison (`w`) finished, or could not be made.
    Compared(
        CompareId,
        Result<Box<kibitzer::compare::Comparison>, kibitzer::compare::CompareError>,
    ),
    /// The review of the game (`A`) with this id reported.
    Annotated(AnnotateId, AnnotateReport),
    /// The command history file was read (its text; a missing file is empty), or why not.
    HistoryLoaded(Result<String, String>),
    /// The history file could not be written (why).
    HistoryNotWritten(String),
    /// A directory `Effect::ListDirectory` asked for was listed (the directory as typed).
    DirectoryListed {
        /// The directory as typed on the command line (`""`: the current one).
        directory: String,
        /// Its files, or why they could not be listed.
        listing: Result<Vec<super::command_line::completion::ListedFile>, String>,
    },
    /// The raw UCI traffic of an external engine that `Effect::ReadEngineLog` asked for,
    /// oldest first.
    EngineLog(EngineId, Vec<String>),
    /// The autosave's clock (seconds since 1970): the runtime sends it every few seconds,
    /// and the app writes the autosave at most once a tick.
    AutosaveTick(u64),
    /// The autosave `Effect::ReadAutosave` asked for was read (none: there is none), and
    /// whether to reopen it.
    AutosaveRead(
        Result<Option<kibitzer::autosave::Autosave>, kibitzer::autosave::AutosaveError>,
        bool,
    ),
    /// The autosave could not be written (why).
    AutosaveNotWritten(String),
    /// The games database answered the question with this id.
    DatabaseAnswered(DatabaseId, DatabaseReply),
}

impl Msg {
    /// A press of `code` without modifiers.
    pub fn press(code: crossterm::event::KeyCode) -> Msg {
        Msg::Key(crossterm::event::KeyEvent::new(
            code,
            crossterm::event::KeyModifiers::NONE,
        ))
    }
}

/// What the runtime should do.
#[derive(Debug)]
pub enum Effect {
    /// Start a search (superseding any running one) and report its id back.
    StartSearch(Box<SearchRequest>),
    /// Stop the running search.
    StopSearch,
    /// Allocate a transposition table of this many MB for the search and send back
    /// `Msg::HashResized`.
    SetHash(usize),
    /// Search the analysis with this many threads from the next search on.
    SetThreads(usize),
    /// Read a file (off the UI thread) and send back `Msg::FileLoaded`; a PGN file too
    /// large to read whole is indexed by streaming instead, with `Msg::PgnIndexing` on the
    /// way and `Msg::PgnStreamed` at the end.
    LoadFile(PathBuf),
    /// Write a person's file atomically as the request's rule allows (off the UI thread:
    /// [`SaveRequest::write`](crate::model::save_outcome::SaveRequest::write)) and send back
    /// `Msg::FileSaved`.
    SaveFile(crate::model::save_outcome::SaveRequest),
    /// Write the streamed file with game `number` replaced by `game` (its PGN) to the path,
    /// atomically and by streaming, as `rule` allows (off the UI thread), and send back
    /// `Msg::FileSaved`.
    SaveStreamed {
        /// Where to write.
        path: PathBuf,
        /// What may happen to a file already there.
        rule: kibitzer::pgn::WriteRule,
        /// The collection's source when the save was asked for.
        saving: crate::model::save_outcome::Saving,
        /// The file the other games are copied from.
        pgn: std::sync::Arc<kibitzer::pgn::StreamedPgn>,
        /// The game replaced, from 1.
        number: usize,
        /// Its new text.
        game: String,
    },
    /// Record the search tree of a position (on the explain worker, superseding the run
    /// before it) and report the run's id back with `Msg::ExplainStarted`.
    Explain(Box<kibitzer::engine::ExplainRequest>),
    /// Stop the explain run, if one is working; it sends nothing back.
    CancelExplain,
    /// Compare moves on a background thread (superseding the comparison before it), judged
    /// by this judge, and send back `Msg::Compared` with this id.
    Compare(
        CompareId,
        Box<kibitzer::compare::Request>,
        Box<kibitzer::annotate::Judging>,
    ),
    /// Review the main line on a background thread (superseding the review before it),
    /// sending `Msg::Annotated` with this id per position and at the end.
    Annotate(AnnotateId, Box<AnnotateRequest>),
    /// Stop the review, if one is working; it sends nothing more.
    CancelAnnotate,
    /// Put this text on the terminal's clipboard (an OSC 52 escape sequence).
    CopyToClipboard(String),
    /// Write the command history (the whole file's text) to this file, creating its
    /// directory; report only a failure (`Msg::HistoryNotWritten`).
    WriteHistory(PathBuf, String),
    /// Start the external engine `spec` under this id (its events, its status and faults
    /// among them, come in the search event stream).
    SpawnEngine(EngineId, Box<EngineSpec>),
    /// Start a search on this external engine (superseding its running one), told the
    /// game's moves to the root when its root holds them (so it sees repetitions), and report
    /// the request's id back with `Msg::SearchStarted`.
    EngineSearch(EngineId, Box<SearchRequest>),
    /// Stop this external engine's search.
    EngineStop(EngineId),
    /// End this external engine's process and start it again (same id, its log goes on).
    RestartEngine(EngineId),
    /// End this external engine's process (its id is not used again).
    RemoveEngine(EngineId),
    /// Send back this external engine's raw UCI traffic as `Msg::EngineLog`.
    ReadEngineLog(EngineId),
    /// List a directory (as typed, and the path to read) for Tab completion and send back
    /// `Msg::DirectoryListed`.
    ListDirectory(String, PathBuf),
    /// Write the autosave's text to this file (creating its directory), after any write
    /// asked before; report only a failure (`Msg::AutosaveNotWritten`).
    WriteAutosave(PathBuf, String),
    /// Read the autosave at this file and send back `Msg::AutosaveRead` (with this flag:
    /// reopen it).
    ReadAutosave(PathBuf, bool),
    /// Ask the games database (on its worker thread, which answers only the newest question
    /// waiting) and send back `Msg::DatabaseAnswered` with the question's id.
    AskDatabase(DatabaseAsk),
    /// Leave the program.
    Quit,
}
