//! Saving PGN to a person's file without ever silently replacing what is there. Each save
//! states its [`WriteRule`]: a new file only, at the end of a collection (every byte of it
//! kept), over a file of at most one game, over a file of exactly N games (the count typed
//! confirms what is destroyed), or over the collection's own source. The rule is checked where
//! the file is written, not only where the command was typed: a new file lands only where no
//! file is (also one that appeared while it was written), a replaced file's games are counted
//! again just before the new file is renamed over it, and an appended file must be unchanged
//! since it was read.

use std::fs::File;
use std::io::{self, Read, Write};
use std::path::{Path, PathBuf};
use std::time::SystemTime;

use super::{PgnFile, PgnIndex, read_pgn_file};
use crate::escaped::escaped_path;
use crate::text_file::{
    Landing, MAX_TEXT_FILE_BYTES, TextFileError, open_regular, write_landing, write_with,
};

/// What a save may do to the file already at its path.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum WriteRule {
    /// Only make a file that does not exist yet.
    New,
    /// Add at the end of the file, every byte of it kept (a missing file is made).
    Append,
    /// Replace a file of at most one game (a missing file is made).
    AtMostOneGame,
    /// Replace a file of exactly this many games: the count confirms what is replaced.
    Games(usize),
    /// Replace whatever the file holds: a collection written back to its own source.
    Source,
}

/// Why a file cannot be appended to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NotPgnText {
    /// Its bytes are not UTF-8.
    NotUtf8,
    /// It holds a NUL byte: a binary file.
    Binary,
    /// It holds text but no PGN game.
    NoGames,
}

/// Why a save was refused or failed. The refusals leave the file byte for byte as it was.
#[derive(Debug)]
pub enum SaveError {
    /// The rule allows only a new file, and this one exists, holding `games` games (0 for a
    /// file that is not PGN, or empty).
    Exists {
        /// The file.
        path: PathBuf,
        /// Its games.
        games: usize,
    },
    /// The file holds `games` games, which `rule` does not replace.
    Holds {
        /// The file.
        path: PathBuf,
        /// Its games (0 when it does not exist).
        games: usize,
        /// The rule it was saved with.
        rule: WriteRule,
    },
    /// The file cannot be appended to without changing it: it is not PGN text.
    NotPgnText {
        /// The file.
        path: PathBuf,
        /// What it is instead.
        why: NotPgnText,
    },
    /// The file changed between being read and the save landing; nothing was written.
    Changed {
        /// The file.
        path: PathBuf,
    },
    /// The file could not be read or written.
    File(TextFileError),
}

impl From<TextFileError> for SaveError {
    fn from(error: TextFileError) -> SaveError {
        SaveError::File(error)
    }
}

/// `1 game`, `6 games`.
pub fn games_counted(games: usize) -> String {
    format!("{games} game{}", if games == 1 { "" } else { "s" })
}

impl std::fmt::Display for SaveError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            SaveError::Exists { path, games } => {
                write!(
                    f,
                    "{} exists ({})",
                    escaped_path(path),
                    games_counted(*games)
                )
            }
            SaveError::Holds { path, games, rule } => {
                write!(f, "{} holds {}", escaped_path(path), games_counted(*games))?;
                match rule {
                    WriteRule::Games(wanted) => write!(f, ", not {wanted}"),
                    _ => Ok(()),
                }
            }
            SaveError::NotPgnText { path, why } => write!(
                f,
                "cannot append to {}: {}",
                escaped_path(path),
                match why {
                    NotPgnText::NotUtf8 => "it is not valid UTF-8",
                    NotPgnText::Binary => "it holds a NUL byte (not text)",
                    NotPgnText::NoGames => "it holds text but no PGN game",
                }
            ),
            SaveError::Changed { path } => write!(
                f,
                "{} changed while it was saved; nothing written",
                escaped_path(path)
            ),
            SaveError::File(error) => error.fmt(f),
        }
    }
}

impl std::error::Error for SaveError {}

/// The games of the PGN file at `path` (0 for text that is not PGN, or bytes that are not
/// text), or `None` when there is no file; a file too large to read whole is counted by
/// streaming.
pub fn count_games(path: &Path) -> Result<Option<usize>, TextFileError> {
    match std::fs::metadata(path) {
        Err(e) if e.kind() == io::ErrorKind::NotFound => return Ok(None),
        _ => {}
    }
    let mut quiet = |_, _| std::ops::ControlFlow::Continue(());
    Ok(Some(
        match read_pgn_file(path, MAX_TEXT_FILE_BYTES, &mut quiet)? {
            PgnFile::Whole(file) => games_in(&file.text),
            PgnFile::Streamed(pgn) => pgn.spans().len(),
        },
    ))
}

/// The games of `text`: the index's entries that have a tag section or a move (prose is
/// not a game, though the index keeps it as an entry so that opening it says why).
fn games_in(text: &str) -> usize {
    let index = PgnIndex::scan(text);
    index
        .entries()
        .iter()
        .filter(|e| e.plies > 0 || e.text(text).starts_with('['))
        .count()
}

/// Writes `text` to `path` as `rule` allows (see the module documentation).
pub fn save_pgn(path: &Path, text: &str, rule: WriteRule) -> Result<(), SaveError> {
    save_with(path, rule, |file| file.write_all(text.as_bytes()))
}

/// Writes what `fill` makes to `path` as `rule` allows; for [`WriteRule::Append`], `fill`
/// writes what is added after the file's own bytes.
pub fn save_with(
    path: &Path,
    rule: WriteRule,
    fill: impl FnOnce(&mut File) -> io::Result<()>,
) -> Result<(), SaveError> {
    match rule {
        WriteRule::Source => Ok(write_with(path, fill)?),
        WriteRule::New => new_file(path, fill),
        WriteRule::Append => append(path, fill),
        WriteRule::AtMostOneGame | WriteRule::Games(_) => replace_counted(path, rule, fill),
    }
}

/// A file that exists, with its games counted (0 when they cannot be).
fn exists(path: &Path) -> SaveError {
    SaveError::Exists {
        path: path.to_path_buf(),
        games: count_games(path).ok().flatten().unwrap_or(0),
    }
}

fn new_file(path: &Path, fill: impl FnOnce(&mut File) -> io::Result<()>) -> Result<(), SaveError> {
    // A directory or a FIFO is named as such by the writer.
    if std::fs::metadata(path).is_ok_and(|m| m.is_file()) {
        return Err(exists(path));
    }
    match write_landing(path, Landing::New, fill, || Ok::<(), SaveError>(())) {
        Err(SaveError::File(TextFileError::Exists { .. })) => Err(exists(path)),
        written => written,
    }
}

fn replace_counted(
    path: &Path,
    rule: WriteRule,
    fill: impl FnOnce(&mut File) -> io::Result<()>,
) -> Result<(), SaveError> {
    let allowed = |games: usize| match rule {
        WriteRule::Games(wanted) => games == wanted,
        _ => games <= 1,
    };
    let holds = |games| SaveError::Holds {
        path: path.to_path_buf(),
        games,
        rule,
    };
    let Some(games) = count_games(path)? else {
        return if allowed(0) {
            new_file(path, fill)
        } else {
            Err(holds(0))
        };
    };
    if !allowed(games) {
        return Err(holds(games));
    }
    // Counted again just before the new file is renamed over it.
    write_landing(path, Landing::Replace, fill, || {
        let now = count_games(path)?.unwrap_or(0);
        if allowed(now) {
            Ok(())
        } else {
            Err(holds(now))
        }
    })
}

/// The size and time of a file, to tell whether it changed.
fn stamp(metadata: &std::fs::Metadata) -> (u64, Option<SystemTime>) {
    (metadata.len(), metadata.modified().ok())
}

fn append(path: &Path, fill: impl FnOnce(&mut File) -> io::Result<()>) -> Result<(), SaveError> {
    let (opened, metadata) = match open_regular(path) {
        Err(TextFileError::Io { source, .. }) if source.kind() == io::ErrorKind::NotFound => {
            return new_file(path, fill);
        }
        opened => opened?,
    };
    let read = stamp(&metadata);
    let mut bytes = Vec::new();
    opened
        .take(MAX_TEXT_FILE_BYTES + 1)
        .read_to_end(&mut bytes)
        .map_err(|source| TextFileError::Io {
            path: path.to_path_buf(),
            doing: "read",
            source,
        })?;
    if bytes.len() as u64 > MAX_TEXT_FILE_BYTES {
        return Err(TextFileError::TooLarge {
            path: path.to_path_buf(),
            limit: MAX_TEXT_FILE_BYTES,
        }
        .into());
    }
    let not_text = |why| SaveError::NotPgnText {
        path: path.to_path_buf(),
        why,
    };
    let Ok(text) = std::str::from_utf8(&bytes) else {
        return Err(not_text(NotPgnText::NotUtf8));
    };
    if text.contains('\0') {
        return Err(not_text(NotPgnText::Binary));
    }
    let blank = text.trim_start_matches('\u{feff}').trim().is_empty();
    if !blank && games_in(text) == 0 {
        return Err(not_text(NotPgnText::NoGames));
    }
    let separator = separator_after(text);
    write_landing(
        path,
        Landing::Replace,
        |out| {
            out.write_all(&bytes)?;
            out.write_all(separator.as_bytes())?;
            fill(out)
        },
        || match std::fs::metadata(path) {
            Ok(now) if stamp(&now) == read => Ok(()),
            _ => Err(SaveError::Changed {
                path: path.to_path_buf(),
            }),
        },
    )
}

/// What goes between a file's text and a game appended to it: a blank line (none after an
/// empty file), completing a last line that has no newline.
fn separator_after(text: &str) -> &'static str {
    let crlf = text.contains("\r\n");
    let blank = text.trim_start_matches('\u{feff}').trim().is_empty();
    if blank || text.ends_with("\n\n") || text.ends_with("\r\n\r\n") {
        ""
    } else if text.ends_with('\n') {
        if crlf { "\r\n" } else { "\n" }
    } else if crlf {
        "\r\n\r\n"
    } else {
        "\n\n"
    }
}

#[cfg(test)]
mod tests {
    use super::separator_after;

    /// A fresh directory for one test.
    fn scratch(name: &str) -> std::path::PathBuf {
        let dir = std::env::temp_dir().join(format!(
            "kibitzer-guarded-save-{}-{name}",
            std::process::id()
        ));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        dir
    }

    #[test]
    fn a_file_that_changes_while_the_save_is_written_is_kept() {
        use super::{SaveError, WriteRule, save_with};
        use std::io::Write;
        let dir = scratch("meanwhile");
        let path = dir.join("one.pgn");
        let two = "[Event \"a\"]\n\n1. e4 *\n\n[Event \"b\"]\n\n1. d4 *\n";
        for rule in [WriteRule::AtMostOneGame, WriteRule::Append] {
            std::fs::write(&path, "[Event \"a\"]\n\n1. e4 *\n").unwrap();
            // Another program writes a second game while our file is being written.
            let result = save_with(&path, rule, |file| {
                std::fs::write(&path, two)?;
                file.write_all(b"1. c4 *\n")
            });
            match (rule, result) {
                (WriteRule::AtMostOneGame, Err(SaveError::Holds { games: 2, .. }))
                | (WriteRule::Append, Err(SaveError::Changed { .. })) => {}
                (rule, other) => panic!("{rule:?}: {other:?}"),
            }
            assert_eq!(std::fs::read_to_string(&path).unwrap(), two);
        }
        let names: Vec<_> = std::fs::read_dir(&dir).unwrap().collect();
        assert_eq!(names.len(), 1, "no temporary file left");
    }

    #[test]
    fn prose_is_no_game_and_tags_or_moves_are() {
        use super::games_in;
        assert_eq!(games_in(""), 0);
        assert_eq!(games_in("my notes\n\nmore notes\n"), 0);
        assert_eq!(games_in("1. e4 e5 *\n"), 1);
        assert_eq!(
            games_in("[Event \"x\"]\n\n*\n\n[Event \"y\"]\n\n1. d4 *\n"),
            2
        );
    }

    #[test]
    fn an_appended_game_follows_a_blank_line_whatever_the_file_ends_with() {
        assert_eq!(separator_after(""), "");
        assert_eq!(separator_after("1. e4 *"), "\n\n");
        assert_eq!(separator_after("1. e4 *\n"), "\n");
        assert_eq!(separator_after("1. e4 *\n\n"), "");
        assert_eq!(separator_after("1. e4 *\r\n"), "\r\n");
        assert_eq!(separator_after("1. e4 *\r\n\r\n"), "");
    }
}
