//! The command line's keys: editing at the cursor, the history of run commands (read and
//! written by the runtime, in the data directory) and Tab completion (the runtime lists a
//! directory when a path is completed). [`CommandLine::key`] changes only the line (and the
//! status bar and effects of its [`Context`]) and hands Enter's command, read, to the router
//! as a [`LineOutcome`]; the history is kept by functions of the history itself.

use std::ffi::OsStr;
use std::path::{Path, PathBuf};

use crate::command_line::commands::{Invocation, parse};
use crate::command_line::completion::{Completion, ListedFile, complete, complete_path};
use crate::command_line::line::CommandLine;
use crate::context::Context;
use crate::message::Effect;
use crate::mode::CommandAction;
use kibitzer::home_path::expand_home;

/// The most lines the history keeps.
pub const HISTORY_LIMIT: usize = 500;

/// The most candidates the status bar lists after a Tab.
const CANDIDATES_SHOWN: usize = 12;

/// The history file: `$XDG_DATA_HOME/kibitzer/history` (an absolute `XDG_DATA_HOME`), else
/// `$HOME/.local/share/kibitzer/history`; none without either.
pub fn history_path(xdg_data_home: Option<&OsStr>, home: Option<&OsStr>) -> Option<PathBuf> {
    kibitzer::data_directory::data_directory(xdg_data_home, home).map(|data| data.join("history"))
}

/// What a key of the open command line asks of the workstation.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum LineOutcome {
    /// It stays open.
    Open,
    /// It closes (Esc, Backspace on an empty line).
    Closed,
    /// Enter: it closes, and `line` (trimmed) is kept in the history and run as `command`
    /// (none: an empty line; an error: why it cannot run).
    Run {
        /// The line as typed, trimmed.
        line: String,
        /// What it asks for.
        command: Result<Option<Invocation>, String>,
    },
    /// Ctrl-C: quit.
    Quit,
}

impl CommandLine {
    /// A key while the command line is open; `history` is the commands run, oldest first.
    /// Tab completes (see [`CommandLine::complete_line`]).
    pub(crate) fn key(
        &mut self,
        action: CommandAction,
        history: &[String],
        cx: &mut Context,
    ) -> LineOutcome {
        match action {
            CommandAction::DeleteBack => {
                if self.is_empty() {
                    return LineOutcome::Closed;
                }
                self.delete_back();
            }
            CommandAction::DeleteForward => self.delete_forward(),
            CommandAction::DeleteWord => self.delete_word(),
            CommandAction::DeleteToStart => self.delete_to_start(),
            CommandAction::CursorLeft => self.move_cursor(-1),
            CommandAction::CursorRight => self.move_cursor(1),
            CommandAction::CursorStart => self.cursor_to_end(false),
            CommandAction::CursorEnd => self.cursor_to_end(true),
            CommandAction::HistoryPrevious => {
                self.recall(history, -1);
            }
            CommandAction::HistoryNext => {
                self.recall(history, 1);
            }
            CommandAction::Complete => self.complete_line(cx),
            CommandAction::Cancel => return LineOutcome::Closed,
            CommandAction::Run => {
                let line = self.trim().to_owned();
                let command = parse(&line);
                return LineOutcome::Run { line, command };
            }
            CommandAction::Quit => return LineOutcome::Quit,
        }
        LineOutcome::Open
    }

    /// A character typed into the command line: at the cursor, and the status bar clears.
    pub(crate) fn text(&mut self, c: char, cx: &mut Context) {
        self.insert(c);
        *cx.status = None;
    }

    /// Pasted `text`: its first line, at the cursor, as typed.
    pub(crate) fn paste(&mut self, text: &str) {
        text.lines()
            .next()
            .unwrap_or("")
            .chars()
            .for_each(|c| self.insert(c));
    }

    /// Tab: completes a command name at once, or asks the runtime for the directory a path
    /// is in.
    fn complete_line(&mut self, cx: &mut Context) {
        match complete(self) {
            Completion::ListDirectory(directory) => {
                let path = if directory.is_empty() {
                    PathBuf::from(".")
                } else {
                    expand_home(&directory)
                };
                cx.effects.push(Effect::ListDirectory(directory, path));
            }
            completion => self.completed(completion, cx.status),
        }
    }

    /// The directory `directory` (as typed) was listed: completes the path typed in it, if
    /// the command line still asks for it.
    pub(crate) fn directory_listed(
        &mut self,
        directory: &str,
        listing: Result<Vec<ListedFile>, String>,
        cx: &mut Context,
    ) {
        if complete(self) != Completion::ListDirectory(directory.to_owned()) {
            return;
        }
        match listing {
            Ok(listing) => {
                let completion = complete_path(self, &listing);
                self.completed(completion, cx.status);
            }
            Err(e) => cx.error(format!("cannot list {directory}: {e}")),
        }
    }

    /// Shows a completion: the completed text, and the candidates (in `status`) when
    /// several remain.
    fn completed(&mut self, completion: Completion, status: &mut Option<(String, bool)>) {
        match completion {
            Completion::Text(text, candidates) => {
                self.set(&text);
                *status = (!candidates.is_empty()).then(|| {
                    let more = candidates.len().saturating_sub(CANDIDATES_SHOWN);
                    let mut shown = candidates
                        .into_iter()
                        .take(CANDIDATES_SHOWN)
                        .collect::<Vec<_>>()
                        .join("  ");
                    if more > 0 {
                        shown = format!("{shown}  (+{more})");
                    }
                    (shown, false)
                });
            }
            Completion::Nothing | Completion::ListDirectory(_) => {
                *status = Some(("no completion".to_owned(), false));
            }
        }
    }
}

/// Adds a run command `line` to `history` (not twice in a row, at most [`HISTORY_LIMIT`]
/// lines) and asks the runtime to write the history file at `path` (none: not kept).
pub(crate) fn remember(history: &mut Vec<String>, path: Option<&Path>, line: &str) -> Vec<Effect> {
    if line.is_empty() || history.last().is_some_and(|l| l == line) {
        return Vec::new();
    }
    history.push(line.to_owned());
    let excess = history.len().saturating_sub(HISTORY_LIMIT);
    history.drain(..excess);
    match path {
        Some(path) => {
            let mut text = history.join("\n");
            text.push('\n');
            vec![Effect::WriteHistory(path.to_path_buf(), text)]
        }
        None => Vec::new(),
    }
}

/// The history file was read (its text: the last [`HISTORY_LIMIT`] lines that are not blank
/// become `history`), or could not be (why: a message in `status`; a missing file is an empty
/// history).
pub(crate) fn history_loaded(
    history: &mut Vec<String>,
    text: Result<String, String>,
    status: &mut Option<(String, bool)>,
) {
    match text {
        Ok(text) => {
            let lines: Vec<String> = text
                .lines()
                .filter(|l| !l.trim().is_empty())
                .map(str::to_owned)
                .collect();
            let skip = lines.len().saturating_sub(HISTORY_LIMIT);
            *history = lines.into_iter().skip(skip).collect();
        }
        Err(e) => *status = Some((format!("command history not read: {e}"), false)),
    }
}

#[cfg(test)]
mod tests {
    use super::history_path;
    use std::ffi::OsStr;
    use std::path::PathBuf;

    #[test]
    fn the_history_lives_in_the_data_directory() {
        let home = Some(OsStr::new("/home/ada"));
        assert_eq!(
            history_path(Some(OsStr::new("/data")), home),
            Some(PathBuf::from("/data/kibitzer/history"))
        );
        assert_eq!(
            history_path(Some(OsStr::new("relative")), home),
            Some(PathBuf::from("/home/ada/.local/share/kibitzer/history"))
        );
        assert_eq!(
            history_path(None, home),
            Some(PathBuf::from("/home/ada/.local/share/kibitzer/history"))
        );
        assert_eq!(history_path(None, None), None);
    }
}
