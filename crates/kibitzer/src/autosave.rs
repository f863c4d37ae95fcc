//! The autosave: the game being analysed (its tree as PGN, with variations, comments, headers
//! and our `[%eval]`s), the file and game of the file it came from, the line shown, when it
//! was written and whether the session that wrote it ended cleanly. One JSON file in the data
//! directory ([`crate::data_directory`]), written atomically; `kibitzer --resume` and
//! `:resume` read it back.

use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};

/// The autosave's file name in the data directory.
pub const AUTOSAVE_FILE: &str = "autosave.json";

/// The format this build writes and reads.
const FORMAT: u32 = 1;

/// The autosave file in `data_directory`.
pub fn autosave_path(data_directory: &Path) -> PathBuf {
    data_directory.join(AUTOSAVE_FILE)
}

/// One saved session.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Autosave {
    /// The file format (this build reads only its own).
    pub format: u32,
    /// When it was written, in seconds since 1970 (UTC).
    pub saved_at: u64,
    /// The session that wrote it last ended cleanly (quit), rather than by a signal, a panic
    /// or a lost terminal.
    pub clean_exit: bool,
    /// The file the game was read from, when it has one whose name is UTF-8.
    pub file: Option<String>,
    /// The game's number in that file (1 for a file of one game).
    pub game_number: Option<usize>,
    /// How many games that file held.
    pub games: usize,
    /// The shown node: from the start position, the index of the child taken at each ply
    /// (0: the main continuation).
    pub line: Vec<usize>,
    /// The game tree as PGN.
    pub pgn: String,
}

/// Why an autosave could not be read.
#[derive(Debug)]
pub enum AutosaveError {
    /// The file could not be read.
    Read(crate::text_file::TextFileError),
    /// Its text is not an autosave (or of another format).
    Corrupt {
        /// The file.
        path: PathBuf,
        /// What is wrong with it.
        why: String,
    },
}

impl std::fmt::Display for AutosaveError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            AutosaveError::Read(e) => write!(f, "{e}"),
            AutosaveError::Corrupt { path, why } => write!(
                f,
                "{}: not a kibitzer autosave ({why})",
                crate::escaped::escaped_path(path)
            ),
        }
    }
}

impl std::error::Error for AutosaveError {}

impl Autosave {
    /// An autosave of `pgn` written at `saved_at`, its session still running.
    pub fn new(pgn: String, saved_at: u64) -> Autosave {
        Autosave {
            format: FORMAT,
            saved_at,
            clean_exit: false,
            file: None,
            game_number: None,
            games: 0,
            line: Vec::new(),
            pgn,
        }
    }

    /// The file's text.
    pub fn to_json(&self) -> String {
        // Plain data: serialising cannot fail.
        serde_json::to_string_pretty(self).unwrap_or_default() + "\n"
    }

    /// Reads an autosave's text (`path` names it in errors).
    pub fn from_json(path: &Path, text: &str) -> Result<Autosave, AutosaveError> {
        let corrupt = |why: String| AutosaveError::Corrupt {
            path: path.to_path_buf(),
            why,
        };
        let autosave: Autosave = serde_json::from_str(text).map_err(|e| corrupt(e.to_string()))?;
        if autosave.format != FORMAT {
            return Err(corrupt(format!(
                "format {}, this kibitzer reads {FORMAT}",
                autosave.format
            )));
        }
        Ok(autosave)
    }

    /// When it was written, as `2026-11-24 00:31 UTC`.
    pub fn saved_at_text(&self) -> String {
        utc_text(self.saved_at)
    }
}

/// Reads the autosave at `path`: none when there is no such file.
pub fn read_autosave(path: &Path) -> Result<Option<Autosave>, AutosaveError> {
    match std::fs::symlink_metadata(path) {
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(None),
        _ => {}
    }
    // An autosave is small: a cap keeps a hostile file from filling the memory.
    let file =
        crate::text_file::read_text_file_limited(path, 64 << 20).map_err(AutosaveError::Read)?;
    Autosave::from_json(path, &file.text).map(Some)
}

/// Seconds since 1970 now (0 if the clock is before 1970).
pub fn now_seconds() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs())
}

/// `seconds` since 1970 as a UTC date and time to the minute.
pub fn utc_text(seconds: u64) -> String {
    let days = (seconds / 86_400) as i64;
    let minutes = seconds % 86_400 / 60;
    // Howard Hinnant's civil-from-days.
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let day_of_era = z.rem_euclid(146_097);
    let year_of_era =
        (day_of_era - day_of_era / 1460 + day_of_era / 36_524 - day_of_era / 146_096) / 365;
    let day_of_year = day_of_era - (365 * year_of_era + year_of_era / 4 - year_of_era / 100);
    let mp = (5 * day_of_year + 2) / 153;
    let day = day_of_year - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = year_of_era + era * 400 + i64::from(month <= 2);
    format!(
        "{year:04}-{month:02}-{day:02} {:02}:{:02} UTC",
        minutes / 60,
        minutes % 60
    )
}

#[cfg(test)]
mod tests {
    use super::{Autosave, AutosaveError, utc_text};
    use std::path::Path;

    #[test]
    fn dates_are_utc_calendar_dates() {
        assert_eq!(utc_text(0), "1970-01-01 00:00 UTC");
        // `date -u -d @1795480260`.
        assert_eq!(utc_text(1_795_480_260), "2026-11-24 00:31 UTC");
        assert_eq!(utc_text(951_782_400), "2000-02-29 00:00 UTC");
    }

    #[test]
    fn an_autosave_reads_back_and_a_corrupt_one_says_why() {
        let mut autosave = Autosave::new("1. e4 *\n".to_owned(), 7);
        autosave.file = Some("/games/a.pgn".to_owned());
        autosave.line = vec![0, 1];
        let path = Path::new("autosave.json");
        assert_eq!(
            Autosave::from_json(path, &autosave.to_json()).unwrap(),
            autosave
        );
        for text in ["", "{", "[1, 2]", "{\"format\": 99}"] {
            let error = Autosave::from_json(path, text).unwrap_err();
            assert!(matches!(error, AutosaveError::Corrupt { .. }), "{text}");
            assert!(error.to_string().contains("not a kibitzer autosave"));
        }
        let other = autosave.to_json().replace("\"format\": 1", "\"format\": 2");
        let error = Autosave::from_json(path, &other).unwrap_err().to_string();
        assert!(error.contains("format 2, this kibitzer reads 1"), "{error}");
    }
}
