//! PGN: reading every game of a text with `pgn-reader` into [`Game`] trees (headers in order,
//! variations, comments, NAGs, command annotations, `SetUp`/`FEN`, null moves written `--`,
//! `Z0` or `0000`, which are written back as `--`), an index of a file's games
//! that does not build their moves ([`PgnIndex`]), and writing games back without losing
//! anything ([`write_game`], [`replace_game`] for a collection with one game changed), and
//! saving to a person's file without silently replacing it ([`save_pgn`] and its
//! [`WriteRule`]).
//!
//! Comment texts are kept as written (also rest-of-line `;` comments, which `pgn-reader`
//! does not report: the token check finds them); only the whitespace at a comment's ends,
//! empty comments and `%` escape lines are dropped. A blank line outside a comment ends a
//! game's movetext, as in `pgn-reader` and python-chess.
//!
//! A game that cannot be read is an error naming the game's number and the line where it
//! failed: an unreadable token (quoted, at most 40 characters), an illegal move (numbered from
//! the game's FEN), a null move while in check, a variant other than standard chess.
//!
//! ```
//! use kibitzer::pgn::{PgnIndex, read_game, write_game};
//!
//! let file = "[White \"Tal\"]\n\n1. e4 {best} e5 (1... c5 $1) *\n\n[White \"Ivanchuk\"]\n\n1. d4 *\n";
//! let index = PgnIndex::scan(file);
//! assert_eq!(index.entries().len(), 2);
//! assert_eq!(index.search("tal")[0].number, 1);
//! let game = read_game(file, &index.entries()[0]).unwrap();
//! assert_eq!(write_game(&game), "[White \"Tal\"]\n[Result \"*\"]\n\n1. e4 { best } 1... e5 (1... c5 $1) *\n");
//! ```

mod builder;
mod guarded_save;
mod index;
mod pgn_file;
mod streamed;
mod tokens;
mod writer;

use pgn_reader::Reader;

pub use guarded_save::{
    NotPgnText, SaveError, WriteRule, count_games, games_counted, save_pgn, save_with,
};
pub use index::{GameEntry, PgnIndex};
pub use pgn_file::{PgnFile, read_pgn_file};
pub use streamed::{CHUNK_BYTES, GameSpan, MAX_GAME_BYTES, ROW_BYTES, StreamedPgn};
pub use writer::write_game;

/// The first token of one game's text that is not PGN (`pgn-reader` would skip it without a
/// word), as this reader refuses it: its line (0-based within `text`) and the reason.
pub fn unreadable_token(text: &str) -> Option<(usize, String)> {
    tokens::first_bad_token(text).map(|bad| (bad.line, bad.reason))
}

use crate::game::Game;

/// Why a game could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PgnError {
    /// The game's number in the text, from 1.
    pub game: usize,
    /// The line (from 1, in the whole text) where it failed.
    pub line: usize,
    /// What went wrong.
    pub reason: String,
}

impl std::fmt::Display for PgnError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "game {} (line {}): {}",
            self.game, self.line, self.reason
        )
    }
}

impl std::error::Error for PgnError {}

/// Reads the game `entry` of `file` (the text `entry`'s index was made from). The shown
/// node is the end of the main line.
pub fn read_game(file: &str, entry: &GameEntry) -> Result<Game, PgnError> {
    let text = entry.text(file);
    let error = |line: usize, reason: String| PgnError {
        game: entry.number,
        line: entry.line + line,
        reason,
    };
    let scan = tokens::check(text).map_err(|bad| error(bad.line, bad.reason))?;
    let rewritten = scan.rewritten(text);
    let mut builder = builder::Builder { text, scan: &scan };
    let input = rewritten.as_deref().unwrap_or(text);
    match Reader::new(input.as_bytes()).read_game(&mut builder) {
        Ok(Some(Ok(game))) => Ok(game),
        Ok(Some(Err(failure))) => Err(error(failure.line.unwrap_or(0), failure.reason)),
        Ok(None) => Err(error(0, "no game found".to_owned())),
        Err(e) => Err(error(0, e.to_string())),
    }
}

/// Every game of `text` that can be read, and an error for each that cannot.
pub fn read_games(text: &str) -> (Vec<Game>, Vec<PgnError>) {
    let mut games = Vec::new();
    let mut errors = Vec::new();
    for entry in PgnIndex::scan(text).entries() {
        match read_game(text, entry) {
            Ok(game) => games.push(game),
            Err(e) => errors.push(e),
        }
    }
    (games, errors)
}

/// Reads the first game of `text` (a file or pasted text). The shown node is the end of the
/// main line.
pub fn read_pgn(text: &str) -> Result<Game, PgnError> {
    let index = PgnIndex::scan(text);
    match index.entries().first() {
        Some(entry) => read_game(text, entry),
        None => Err(PgnError {
            game: 1,
            line: 1,
            reason: "no game found".to_owned(),
        }),
    }
}

/// `file` with game `entry` replaced by `game`; every other game's text is kept as it was.
pub fn replace_game(file: &str, entry: &GameEntry, game: &Game) -> String {
    let written = write_game(game);
    let mut out = String::with_capacity(file.len() + written.len());
    out.push_str(&file[..entry.range.start]);
    out.push_str(written.trim_end());
    out.push_str(&file[entry.range.end..]);
    if entry.range.end == file.len() {
        out.push('\n');
    }
    out
}

#[cfg(test)]
mod tests;
