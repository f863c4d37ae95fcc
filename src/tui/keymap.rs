//! Keys to actions. Plain keys mean commands; while the command line is open they are text.

use crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

use super::message::{Action, ReviewKey};
use super::tree_edits::TreeEdit;

/// The action of `key`, or none for keys without meaning. `typing` is true while the command
/// line takes text.
pub fn action(key: KeyEvent, typing: bool) -> Option<Action> {
    let ctrl = key.modifiers.contains(KeyModifiers::CONTROL);
    if ctrl && key.code == KeyCode::Char('c') {
        return Some(Action::Quit);
    }
    if ctrl && let KeyCode::Char(c @ ('z' | 'y')) = key.code {
        return Some(Action::Edit(if c == 'z' {
            TreeEdit::Undo
        } else {
            TreeEdit::Redo
        }));
    }
    if typing {
        return match key.code {
            KeyCode::Enter => Some(Action::Enter),
            KeyCode::Esc => Some(Action::Escape),
            KeyCode::Backspace => Some(Action::DeleteChar),
            KeyCode::Up => Some(Action::Up),
            KeyCode::Down => Some(Action::Down),
            KeyCode::PageUp => Some(Action::PageUp),
            KeyCode::PageDown => Some(Action::PageDown),
            KeyCode::Home => Some(Action::Start),
            KeyCode::End => Some(Action::End),
            KeyCode::Char(c) if !ctrl => Some(Action::Char(c)),
            _ => None,
        };
    }
    Some(match key.code {
        KeyCode::Up | KeyCode::Char('k') => Action::Up,
        KeyCode::Down | KeyCode::Char('j') => Action::Down,
        KeyCode::Left | KeyCode::Char('h') => Action::Left,
        KeyCode::Right | KeyCode::Char('l') => Action::Right,
        KeyCode::Enter => Action::Enter,
        KeyCode::Char(' ') => Action::ToggleAnalysis,
        KeyCode::Home => Action::Start,
        KeyCode::End => Action::End,
        KeyCode::PageUp => Action::PageUp,
        KeyCode::PageDown => Action::PageDown,
        KeyCode::Backspace | KeyCode::Char('u') => Action::TakeBack,
        KeyCode::Char('f') => Action::Flip,
        KeyCode::Char('g') => Action::GuardOverlay,
        KeyCode::Char('e') => Action::CycleEvalView,
        KeyCode::Char('x') => Action::ShowThreat,
        KeyCode::Char('+' | '=') => Action::MoreLines,
        KeyCode::Char('-') => Action::FewerLines,
        KeyCode::Char('p') => Action::PlayBest,
        KeyCode::Char('P') => Action::PlayLine,
        KeyCode::Char('y') => Action::CopyFen,
        KeyCode::Char('Y') => Action::CopyGame,
        KeyCode::Char('w') => Action::Review(ReviewKey::Why),
        KeyCode::Char('L') => Action::EngineLog,
        KeyCode::Char('A') => Action::Review(ReviewKey::Review),
        KeyCode::Char(']') => Action::Review(ReviewKey::NextMistake),
        KeyCode::Char('[') => Action::Review(ReviewKey::PreviousMistake),
        KeyCode::Char('m') => Action::Edit(TreeEdit::Promote),
        KeyCode::Char('M') => Action::Edit(TreeEdit::PromoteToMainLine),
        KeyCode::Delete => Action::Edit(TreeEdit::Delete),
        KeyCode::Tab => Action::NextPane,
        KeyCode::BackTab => Action::PreviousPane,
        KeyCode::Char(':') => Action::CommandLine,
        KeyCode::Char('?') | KeyCode::F(1) => Action::Help,
        KeyCode::Esc => Action::Escape,
        KeyCode::Char('q') => Action::Quit,
        KeyCode::Char(c @ ('t' | 'b' | 's' | 'S' | 'r' | 'n' | 'N' | 'v' | 'c' | 'Q')) => {
            Action::Letter(c)
        }
        _ => return None,
    })
}

/// One line of help per key, in the order the help screen shows them.
pub const HELP: [(&str, &str); 45] = [
    (
        "Left / Right, h l",
        "back / forward in the game, from any pane (the board cursor off)",
    ),
    (
        "Up / Down, k j",
        "at a branch: choose the continuation (board, Moves); in a list: move the selection",
    ),
    ("Home / End", "start / end of the current line"),
    (
        "Enter",
        "board: cursor on (arrows move it until Esc), pick up / drop; Lines: play the line",
    ),
    ("Space", "start / stop the analysis"),
    (
        "Backspace, u",
        "one move back (navigation: nothing is deleted)",
    ),
    (
        "p",
        "play the best move (enters the game's move or adds a variation)",
    ),
    (
        "P",
        "add the engine's whole first line as a variation, go to its end",
    ),
    (
        "m / M",
        "promote the shown variation one step / to the main line",
    ),
    ("Delete", "delete the shown move and what follows"),
    ("Ctrl-Z / Ctrl-Y", "undo / redo the last edit of the game"),
    ("y / Y", "copy the FEN / the game as PGN to the clipboard"),
    ("f", "flip the board"),
    ("g", "guard-value overlay on the board"),
    ("e", "evaluation view: position, line end, difference"),
    ("x", "show threat: what the side not to move would play"),
    ("+ / -", "more / fewer lines (1-8)"),
    ("Tab, Shift-Tab", "focus the next / previous pane"),
    (":", "command line (below)"),
    (
        "w",
        "why? compare the move played (Lines: the line; Engines: its move) with the best one",
    ),
    (
        "  arrows, Tab",
        "compare: select a row (lit on the board), walk the line, switch line",
    ),
    (
        "A / ] [",
        "review the game (again: stop) / go to the next / previous marked move",
    ),
    (
        "t",
        "search tree of the position (again: close); in it: Enter/Right open, Left parent",
    ),
    (
        "  v r n N",
        "tree: principal variation, refutation, next / previous sibling",
    ),
    (
        "  c Q",
        "tree: PV and cut nodes only, quiescence too (no pruned) / hide quiescence",
    ),
    (
        "b",
        "Harris best-first search: s step, S ten, r run, p pause, u step back",
    ),
    (
        "? , F1",
        "this help (up / down, PgUp / PgDn, Home / End scroll it when it does not fit)",
    ),
    (
        "Esc",
        "close an overlay, put a piece back, board cursor off",
    ),
    (
        "L",
        "engine log: raw UCI traffic of the selected external engine (Esc closes)",
    ),
    ("q, Ctrl-C", "quit"),
    (":fen FEN", "set up a position"),
    (":fen", "show the FEN of the position on the board"),
    (":move e4", "play a move (SAN or UCI)"),
    (
        ":pgn FILE / :save FILE",
        "load (several games: a list, type to search) / save the game as PGN",
    ),
    (
        ":save! [FILE]",
        "save the whole file the game came from, the game in its place",
    ),
    (
        ":promote / :promote!",
        "promote the variation one step / to the main line (also :mainline)",
    ),
    (
        ":delete / :undo / :redo",
        "delete the shown move on / undo / redo an edit",
    ),
    (
        ":depth N / :movetime MS",
        "limit the analysis (depth 0 or movetime 0: infinite)",
    ),
    (":multipv N / :hash MB", "number of lines / table size"),
    (
        ":why [MOVE] / :annotate",
        "compare MOVE (or as w) with the best move / review the game (as A)",
    ),
    (
        ":engine add PATH [ARGS]",
        "add an external engine (a second opinion); :engine lists them",
    ),
    (
        ":engine restart NAME",
        "start a failed engine again; also :engine off / on / remove NAME",
    ),
    (
        ":engine lines NAME N",
        "number of lines of an external engine (1-8)",
    ),
    (
        "mouse",
        "click squares to move, a line to play it, a move to go there; wheel scrolls",
    ),
    ("paste", "a FEN or a PGN loads it"),
];
