//! The command line's keys: editing at the cursor, the history of run commands (read and
//! written by the runtime, in the data directory) and Tab completion (the runtime lists a
//! directory when a path is completed).

use std::ffi::OsStr;
use std::path::PathBuf;

use crate::app::App;
use crate::command_line::completion::{Completion, ListedFile, complete, complete_path};
use crate::message::Effect;
use crate::mode::CommandAction;
use crate::router::overlay::Overlay;
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

impl App {
    /// A key while the command line is open.
    pub(crate) fn command_key(&mut self, action: CommandAction) -> Vec<Effect> {
        let Overlay::CommandLine(line) = &mut self.overlay else {
            return Vec::new();
        };
        match action {
            CommandAction::DeleteBack => {
                if line.is_empty() {
                    self.overlay = Overlay::None;
                } else {
                    line.delete_back();
                }
            }
            CommandAction::DeleteForward => line.delete_forward(),
            CommandAction::DeleteWord => line.delete_word(),
            CommandAction::DeleteToStart => line.delete_to_start(),
            CommandAction::CursorLeft => line.move_cursor(-1),
            CommandAction::CursorRight => line.move_cursor(1),
            CommandAction::CursorStart => line.cursor_to_end(false),
            CommandAction::CursorEnd => line.cursor_to_end(true),
            CommandAction::HistoryPrevious => {
                line.recall(&self.command_history, -1);
            }
            CommandAction::HistoryNext => {
                line.recall(&self.command_history, 1);
            }
            CommandAction::Complete => return self.complete_command(),
            CommandAction::Cancel => self.overlay = Overlay::None,
            CommandAction::Run => {
                let line = match std::mem::take(&mut self.overlay) {
                    Overlay::CommandLine(line) => line,
                    _ => crate::command_line::line::CommandLine::default(),
                };
                self.status = None;
                let mut effects = self.remember_command(line.trim());
                effects.extend(self.run_command(line.trim()));
                return effects;
            }
            CommandAction::Quit => {
                self.quit = true;
                return vec![Effect::StopSearch, Effect::Quit];
            }
        }
        Vec::new()
    }

    /// A character typed into the command line.
    pub(crate) fn command_text(&mut self, c: char) {
        if let Overlay::CommandLine(line) = &mut self.overlay {
            line.insert(c);
            self.status = None;
        }
    }

    /// Adds a run command to the history (not twice in a row) and asks the runtime to write
    /// the history file.
    fn remember_command(&mut self, line: &str) -> Vec<Effect> {
        if line.is_empty() || self.command_history.last().is_some_and(|l| l == line) {
            return Vec::new();
        }
        self.command_history.push(line.to_owned());
        let excess = self.command_history.len().saturating_sub(HISTORY_LIMIT);
        self.command_history.drain(..excess);
        match &self.history_path {
            Some(path) => {
                let mut text = self.command_history.join("\n");
                text.push('\n');
                vec![Effect::WriteHistory(path.clone(), text)]
            }
            None => Vec::new(),
        }
    }

    /// The history file was read (its text), or could not be (why: a status message; a
    /// missing file is an empty history).
    pub(crate) fn history_loaded(&mut self, text: Result<String, String>) {
        match text {
            Ok(text) => {
                let lines: Vec<String> = text
                    .lines()
                    .filter(|l| !l.trim().is_empty())
                    .map(str::to_owned)
                    .collect();
                let skip = lines.len().saturating_sub(HISTORY_LIMIT);
                self.command_history = lines.into_iter().skip(skip).collect();
            }
            Err(e) => self.status = Some((format!("command history not read: {e}"), false)),
        }
    }

    /// Tab: completes a command name at once, or asks for the directory a path is in.
    fn complete_command(&mut self) -> Vec<Effect> {
        let Overlay::CommandLine(line) = &self.overlay else {
            return Vec::new();
        };
        match complete(line) {
            Completion::ListDirectory(directory) => {
                let path = if directory.is_empty() {
                    PathBuf::from(".")
                } else {
                    expand_home(&directory)
                };
                vec![Effect::ListDirectory(directory, path)]
            }
            completion => {
                self.completed(completion);
                Vec::new()
            }
        }
    }

    /// The directory `directory` (as typed) was listed: completes the path typed in it, if
    /// the command line still asks for it.
    pub(crate) fn directory_listed(
        &mut self,
        directory: &str,
        listing: Result<Vec<ListedFile>, String>,
    ) {
        let Overlay::CommandLine(line) = &self.overlay else {
            return;
        };
        if complete(line) != Completion::ListDirectory(directory.to_owned()) {
            return;
        }
        match listing {
            Ok(listing) => {
                let completion = complete_path(line, &listing);
                self.completed(completion);
            }
            Err(e) => self.status = Some((format!("cannot list {directory}: {e}"), true)),
        }
    }

    /// Shows a completion: the completed text, and the candidates when several remain.
    fn completed(&mut self, completion: Completion) {
        let Overlay::CommandLine(line) = &mut self.overlay else {
            return;
        };
        match completion {
            Completion::Text(text, candidates) => {
                line.set(&text);
                self.status = (!candidates.is_empty()).then(|| {
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
                self.status = Some(("no completion".to_owned(), false));
            }
        }
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
