//! The board's actions (the workstation's own keys) and their table.

use crate::mode::{Action, Binding, Mode, ModeAction, bind, hinted};

/// What a key does on the board and the panes around it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BoardAction {
    /// Back in the game (the board cursor: left).
    Back,
    /// Forward in the game (the board cursor: right).
    Forward,
    /// At a branch: the previous continuation; in a list: the row above.
    Up,
    /// At a branch: the next continuation; in a list: the row below.
    Down,
    /// The start of the current line.
    LineStart,
    /// The end of the current line.
    LineEnd,
    /// Board: cursor on, pick up or drop a piece; Lines: play the line.
    Select,
    /// Start or stop the analysis.
    ToggleAnalysis,
    /// One move back (the moves after it stay).
    TakeBack,
    /// Play the best move.
    PlayBest,
    /// Add the engine's whole first line as a variation.
    PlayLine,
    /// Promote the shown variation one step.
    PromoteVariation,
    /// Promote the shown variation to the main line.
    PromoteToMainLine,
    /// Delete the shown move and what follows.
    DeleteMove,
    /// Edit the comment after the shown move.
    Comment,
    /// Set the shown move's glyphs.
    Glyphs,
    /// Undo the last edit of the game.
    Undo,
    /// Redo the last undone edit.
    Redo,
    /// Copy the FEN to the clipboard.
    CopyFen,
    /// Copy the game as PGN to the clipboard.
    CopyGame,
    /// Open the board editor on the shown position.
    BoardEditor,
    /// Flip the board.
    Flip,
    /// The guard-value overlay.
    GuardOverlay,
    /// Cycle the evaluation view.
    CycleEvaluationView,
    /// The Moves pane as a table or inline.
    MovesLayout,
    /// Show the threat.
    ShowThreat,
    /// One more line.
    MoreLines,
    /// One line fewer.
    FewerLines,
    /// Focus the next pane.
    NextPane,
    /// Focus the previous pane.
    PreviousPane,
    /// Open the command line.
    CommandLine,
    /// Open the move box (type a move in SAN or UCI).
    MoveBox,
    /// Open the move box with the key's piece letter typed.
    TypeMove,
    /// Compare a move with the best one (the Compare pane).
    Why,
    /// The raw UCI traffic of the selected external engine.
    EngineLog,
    /// Review the game (again: stop).
    Annotate,
    /// The next move the review marked.
    NextMistake,
    /// The previous move the review marked.
    PreviousMistake,
    /// Learn from the reviewed mistakes of a side.
    Learn,
    /// Open the search tree explorer (again: close).
    Tree,
    /// Open best-first mode (again: close).
    BestFirst,
    /// Open the Explorer pane: the games database's moves (again: close).
    Explorer,
    /// Open the help.
    Help,
    /// Put a picked-up piece back, the board cursor off, stop a review.
    Cancel,
    /// Quit.
    Quit,
}

impl ModeAction for BoardAction {
    const MODE: Mode = Mode::Board;
    const TABLE: &'static [Binding<Self>] = &[
        bind(
            BoardAction::Back,
            "back",
            &["left", "h"],
            "back in the game (board cursor: left; Lines: back along the previewed line)",
        ),
        bind(
            BoardAction::Forward,
            "forward",
            &["right", "l"],
            "forward in the game (board cursor: right; Lines: preview the line on the board)",
        ),
        bind(
            BoardAction::Up,
            "up",
            &["up", "k"],
            "at a branch: previous continuation (board, Moves); in a list: row above",
        ),
        bind(
            BoardAction::Down,
            "down",
            &["down", "j"],
            "at a branch: next continuation (board, Moves); in a list: row below",
        ),
        bind(
            BoardAction::LineStart,
            "line_start",
            &["home"],
            "start of the current line",
        ),
        bind(
            BoardAction::LineEnd,
            "line_end",
            &["end"],
            "end of the current line",
        ),
        bind(
            BoardAction::Select,
            "select",
            &["enter"],
            "board: cursor on (arrows move it until Esc), pick up / drop; Lines: play the line (previewing: add it up to the shown move)",
        ),
        bind(
            BoardAction::ToggleAnalysis,
            "toggle_analysis",
            &["space"],
            "start / stop the analysis",
        ),
        bind(
            BoardAction::TakeBack,
            "take_back",
            &["backspace", "u"],
            "one move back (navigation: nothing is deleted)",
        ),
        bind(
            BoardAction::PlayBest,
            "play_best",
            &["p"],
            "play the best move (enters the game's move or adds a variation)",
        ),
        bind(
            BoardAction::PlayLine,
            "play_line",
            &["P"],
            "add the engine's whole first line as a variation, go to its end",
        ),
        bind(
            BoardAction::PromoteVariation,
            "promote_variation",
            &["m"],
            "promote the shown variation one step",
        ),
        bind(
            BoardAction::PromoteToMainLine,
            "promote_to_main_line",
            &["M"],
            "promote the shown variation to the main line",
        ),
        bind(
            BoardAction::DeleteMove,
            "delete_move",
            &["delete"],
            "delete the shown move and what follows",
        ),
        bind(
            BoardAction::Comment,
            "comment",
            &["c"],
            "edit the comment after the shown move (at the start: before the first move)",
        ),
        bind(
            BoardAction::Glyphs,
            "glyphs",
            &["!"],
            "glyphs of the shown move: ! ? !! ?? !? ?! and = += =+ ± ∓ +- -+",
        ),
        bind(
            BoardAction::Undo,
            "undo",
            &["ctrl-z"],
            "undo the last edit, or reopen the game replaced",
        ),
        bind(
            BoardAction::Redo,
            "redo",
            &["ctrl-y"],
            "redo the last undone edit or game replaced",
        ),
        bind(
            BoardAction::CopyFen,
            "copy_fen",
            &["y"],
            "copy the FEN to the clipboard",
        ),
        bind(
            BoardAction::CopyGame,
            "copy_game",
            &["Y"],
            "copy the game as PGN to the clipboard",
        ),
        bind(
            BoardAction::BoardEditor,
            "board_editor",
            &["E"],
            "board editor: set up a position from the shown one (Enter plays it, Esc leaves)",
        ),
        bind(BoardAction::Flip, "flip", &["f"], "flip the board"),
        bind(
            BoardAction::GuardOverlay,
            "guard_overlay",
            &["g"],
            "guard-value overlay on the board",
        ),
        bind(
            BoardAction::CycleEvaluationView,
            "cycle_evaluation_view",
            &["e"],
            "evaluation view: position, line end, difference",
        ),
        bind(
            BoardAction::MovesLayout,
            "moves_layout",
            &["T"],
            "Moves pane: two columns (a variation under its move) or inline text",
        ),
        bind(
            BoardAction::ShowThreat,
            "show_threat",
            &["x"],
            "show threat: what the side not to move would play",
        ),
        bind(
            BoardAction::MoreLines,
            "more_lines",
            &["+", "="],
            "one more line (at most 8)",
        ),
        bind(
            BoardAction::FewerLines,
            "fewer_lines",
            &["-"],
            "one line fewer (at least 1)",
        ),
        bind(
            BoardAction::NextPane,
            "next_pane",
            &["tab"],
            "focus the next pane",
        ),
        bind(
            BoardAction::PreviousPane,
            "previous_pane",
            &["backtab"],
            "focus the previous pane",
        ),
        bind(
            BoardAction::CommandLine,
            "command_line",
            &[":"],
            "command line (commands below)",
        ),
        hinted(
            BoardAction::MoveBox,
            "move_box",
            &["i"],
            "move box: type a move (Nf3, nf3, e4, O-O, g1f3); Tab completes, Enter plays",
            "move",
        ),
        bind(
            BoardAction::TypeMove,
            "type_move",
            &["N", "B", "R", "Q", "K", "O"],
            "the move box with that piece letter (or O of O-O) already typed",
        ),
        bind(
            BoardAction::Why,
            "why",
            &["w"],
            "why? compare the move played (Lines: the line; Engines: its move) with the best one",
        ),
        bind(
            BoardAction::EngineLog,
            "engine_log",
            &["L"],
            "engine log: raw UCI traffic of the selected external engine (Esc closes)",
        ),
        bind(
            BoardAction::Annotate,
            "review",
            &["A"],
            "review the game (judged by [review] engine, else an engine running; again: stop)",
        ),
        bind(
            BoardAction::NextMistake,
            "next_mistake",
            &["]"],
            "go to the next move the review marked",
        ),
        bind(
            BoardAction::PreviousMistake,
            "previous_mistake",
            &["["],
            "go to the previous move the review marked",
        ),
        bind(
            BoardAction::Learn,
            "learn",
            &["D"],
            "learn from your mistakes: find better moves where the review marked one side's",
        ),
        bind(
            BoardAction::Tree,
            "tree",
            &["t"],
            "search tree of the position (again: close)",
        ),
        bind(
            BoardAction::BestFirst,
            "best_first",
            &["b"],
            "Harris best-first search of the position (again: close)",
        ),
        bind(
            BoardAction::Explorer,
            "explorer",
            &["X"],
            "the Explorer pane: the games database's moves from the position (again: close)",
        ),
        hinted(BoardAction::Help, "help", &["?", "F1"], "this help", "help"),
        bind(
            BoardAction::Cancel,
            "cancel",
            &["esc"],
            "close an overlay, put a piece back, board cursor off, stop a review",
        ),
        hinted(BoardAction::Quit, "quit", &["q", "ctrl-c"], "quit", "quit"),
    ];

    fn in_mode(self) -> Action {
        Action::Board(self)
    }
}
