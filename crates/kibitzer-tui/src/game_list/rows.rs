//! The game list of a file too large to read whole ([`StreamedPgn`]): only where each game
//! lies is in memory; the rows around the selection are read from the disk as it moves (a few
//! hundred games at a time), and the game picked is read at its offset. Typing a game number
//! goes to that game (searching by player would read the whole file). Indexing runs in the
//! background and reports its progress in the status bar. What to show is an [`Outcome`] for
//! the router (`router/game_list.rs`).

use std::path::Path;
use std::sync::Arc;

use crate::context::Context;
use crate::game_list::list::{GameList, ListGames};
use crate::game_list::update::Outcome;
use kibitzer::escaped::escaped_path;
use kibitzer::pgn::{GameEntry, StreamedPgn};
use kibitzer::text_file::replaced_warning;

/// How many rows are read from the disk on each side of the selection.
pub(crate) const ROWS_AROUND: usize = 200;

/// A streamed file's games, and the rows read so far.
#[derive(Clone, Debug)]
pub struct StreamedRows {
    /// The file's index.
    pub pgn: Arc<StreamedPgn>,
    /// The row (from 0) of the first game in `rows`.
    pub first: usize,
    /// Consecutive rows read from the disk (`None`: a game too long to read for a row).
    pub rows: Vec<Option<GameEntry>>,
}

impl StreamedRows {
    /// Row `i` (from 0), when it has been read.
    pub fn row(&self, i: usize) -> Option<&GameEntry> {
        self.rows.get(i.checked_sub(self.first)?)?.as_ref()
    }
}

impl GameList {
    /// The row of the game number typed (the first when none is, the last when it is past
    /// the end).
    pub(crate) fn typed_number(&self) -> usize {
        let number = self.filter.parse::<usize>().unwrap_or(1).max(1);
        number.min(self.games()).saturating_sub(1)
    }
}

impl GameList {
    /// `pgn` was indexed by streaming: an error when it holds no game, its only game at once,
    /// else the list of its games (the rows around the first read; the status bar says how).
    /// With it, the warning to show after it when the file's bytes were replaced (none when
    /// there is no game).
    pub(crate) fn open_streamed(pgn: StreamedPgn, cx: &mut Context) -> (Outcome, Option<String>) {
        let path = pgn.path().to_path_buf();
        let name = escaped_path(&path);
        let warning = replaced_warning(&path, pgn.replaced_bytes());
        let pgn = Arc::new(pgn);
        let outcome = match pgn.spans().len() {
            0 => return (Outcome::Error(format!("{name}: no game found")), None),
            1 => Outcome::OpenStreamed(Some(path), pgn, 1),
            games => {
                cx.say(format!(
                    "{name}: {games} games, too many to search by player: type a game number \
                     to go to it, Enter opens, Esc keeps the current game"
                ));
                let mut list = GameList {
                    path: Some(path),
                    games: ListGames::Streamed(StreamedRows {
                        pgn,
                        first: 0,
                        rows: Vec::new(),
                    }),
                    filter: String::new(),
                    selected: 0,
                };
                if let Outcome::Error(why) = list.read_visible_rows() {
                    cx.error(why);
                }
                Outcome::Show(Box::new(list))
            }
        };
        (outcome, warning)
    }
}

/// The status bar while a file too large to read whole is indexed: `done` of its `total`
/// bytes read.
pub(crate) fn indexing_message(path: &Path, done: u64, total: u64) -> String {
    const MB: u64 = 1_000_000;
    format!(
        "indexing {} (too large to read whole): {} of {} MB read...",
        escaped_path(path),
        done / MB,
        total / MB
    )
}
