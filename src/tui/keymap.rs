//! Keys to actions. Plain keys mean commands; while the command line is open they are text.

use crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

use super::message::Action;

/// The action of `key`, or none for keys without meaning. `typing` is true while the command
/// line takes text.
pub fn action(key: KeyEvent, typing: bool) -> Option<Action> {
    let ctrl = key.modifiers.contains(KeyModifiers::CONTROL);
    if ctrl && key.code == KeyCode::Char('c') {
        return Some(Action::Quit);
    }
    if typing {
        return match key.code {
            KeyCode::Enter => Some(Action::Enter),
            KeyCode::Esc => Some(Action::Escape),
            KeyCode::Backspace => Some(Action::DeleteChar),
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
pub const HELP: [(&str, &str); 28] = [
    (
        "arrows, h j k l",
        "move the board cursor, or the selection in the focused list",
    ),
    (
        "Enter",
        "pick up / drop a piece; in a list: open the selected item",
    ),
    ("Space", "start / stop the analysis"),
    ("Left / Right", "back / forward in the game (Moves focused)"),
    ("Home / End", "start / end of the game"),
    ("Backspace, u", "one move back (nothing is deleted)"),
    ("p / P", "play the best move / the whole first line"),
    ("f", "flip the board"),
    ("g", "guard-value overlay on the board"),
    ("e", "evaluation view: position, line end, difference"),
    ("x", "show threat: what the side not to move would play"),
    ("+ / -", "more / fewer lines (1-8)"),
    ("Tab, Shift-Tab", "focus the next / previous pane"),
    (":", "command line (below)"),
    (
        "t",
        "search tree of the position (again: close); in it: Enter/Right open, Left parent",
    ),
    (
        "  v r n N",
        "tree: principal variation, refutation, next / previous sibling",
    ),
    ("  c Q", "tree: only PV and cut nodes / hide quiescence"),
    (
        "b",
        "Harris best-first search: s step, S ten, r run, p pause, u step back",
    ),
    (
        "? , F1",
        "this help (up / down, PgUp / PgDn, Home / End scroll it when it does not fit)",
    ),
    ("Esc", "close an overlay, put a piece back"),
    ("q, Ctrl-C", "quit"),
    (":fen FEN", "set up a position"),
    (":move e4", "play a move (SAN or UCI)"),
    (
        ":pgn FILE / :save FILE",
        "load / save the game as PGN (with [%eval])",
    ),
    (
        ":depth N / :movetime MS",
        "limit the analysis (depth 0 or movetime 0: infinite)",
    ),
    (":multipv N / :hash MB", "number of lines / table size"),
    (
        "mouse",
        "click squares to move, click a line to play its first move, wheel scrolls",
    ),
    ("paste", "a FEN or a PGN loads it"),
];
