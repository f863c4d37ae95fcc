//! A save of a person's file as the app asks for it ([`SaveRequest`]: the text, the path and
//! the [`WriteRule`] the command stands for), carried out by the writer, and its outcome in
//! the status bar: "saved", or a refusal that names the file, its games and the command that
//! would do it (`:append`, `:overwrite FILE N`, `:save! FILE N`). A `:save!` to another file
//! makes that file the game's source only once it is written.

use std::path::{Path, PathBuf};

use crate::message::Msg;
use crate::model::app::App;
use kibitzer::escaped::escaped_path;
use kibitzer::pgn::{SaveError, WriteRule, games_counted, save_pgn};

/// What a save writes, for the words of its outcome.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Saving {
    /// The shown game alone (`:save`, `:append`, `:overwrite`).
    Game,
    /// The collection the game came from, the game in its place (`:save!`), read from this
    /// file (none: pasted): once written, the written file is where the game came from.
    Collection {
        /// The game's source when the save was asked for.
        from: Option<PathBuf>,
    },
}

/// A text to write to a person's file, as its rule allows.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SaveRequest {
    /// The file.
    pub path: PathBuf,
    /// The PGN: the whole file, or (for [`WriteRule::Append`]) what is added to it.
    pub text: String,
    /// What may happen to a file already there.
    pub rule: WriteRule,
    /// What is saved.
    pub saving: Saving,
}

impl SaveRequest {
    /// Writes the file (on the calling thread) and gives the message with the outcome.
    pub fn write(self) -> Msg {
        let result = save_pgn(&self.path, &self.text, self.rule);
        Msg::FileSaved {
            path: self.path,
            result,
            saving: self.saving,
        }
    }
}

impl App {
    /// A save finished: the status bar says how, and a collection written to another file
    /// has that file as its source from now on (if the game is still the one saved).
    pub(crate) fn file_saved(
        &mut self,
        path: &Path,
        result: Result<(), SaveError>,
        saving: &Saving,
    ) {
        if result.is_ok()
            && let Saving::Collection { from } = saving
            && let Some(source) = self.source.as_mut()
            && source.path == *from
        {
            source.path = Some(path.to_path_buf());
        }
        self.status = Some(match result {
            Ok(()) => (format!("saved {}", escaped_path(path)), false),
            Err(e) => (refusal(&e, saving), true),
        });
    }
}

/// The status bar's words for a save that did not happen: for a refusal, the command that
/// would do it, short enough to follow the analysis state (`done (depth)`) in an 80-column
/// status bar with a short file name.
pub fn refusal(error: &SaveError, saving: &Saving) -> String {
    let collection = matches!(saving, Saving::Collection { .. });
    match error {
        SaveError::Exists { path, games } => {
            let file = escaped_path(path);
            let counted = games_counted(*games);
            if collection {
                format!("{file} exists ({counted}): :save! {file} {games} replaces it")
            } else if *games > 1 {
                format!("{file} exists ({counted}): :append, or :overwrite {file} {games}")
            } else {
                format!("{file} exists ({counted}): :append, or :overwrite {file}")
            }
        }
        SaveError::Holds { path, games, rule } => {
            let file = escaped_path(path);
            let holds = format!("{file} holds {}", games_counted(*games));
            let command = if collection { "save!" } else { "overwrite" };
            match rule {
                WriteRule::Games(wanted) => {
                    format!("{holds}, not {wanted}; use :{command} {file} {games}")
                }
                _ => format!("{holds}; :{command} {file} {games} replaces all {games}"),
            }
        }
        other => other.to_string(),
    }
}
