//! The game list of a file too large to read whole ([`StreamedPgn`]): only where each game
//! lies is in memory; the rows around the selection are read from the disk as it moves (a few
//! hundred games at a time), and the game picked is read at its offset. Typing a game number
//! goes to that game (searching by player would read the whole file). Indexing runs in the
//! background and reports its progress in the status bar.

use std::path::PathBuf;
use std::sync::Arc;

use crate::app::App;
use crate::game_list::list::{GameList, ListGames};
use crate::message::Effect;
use crate::router::overlay::Overlay;
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

impl App {
    /// `path` was indexed by streaming: the list of its games (or its only game, at once).
    pub fn open_streamed(&mut self, pgn: StreamedPgn) -> Vec<Effect> {
        let path = pgn.path().to_path_buf();
        let name = escaped_path(&path);
        let warning = replaced_warning(&path, pgn.replaced_bytes());
        let pgn = Arc::new(pgn);
        let effects = match pgn.spans().len() {
            0 => return self.error(&format!("{name}: no game found")),
            1 => self.open_streamed_game(Some(path), pgn, 1),
            games => {
                self.status = Some((
                    format!(
                        "{name}: {games} games, too many to search by player: type a game \
                         number to go to it, Enter opens, Esc keeps the current game"
                    ),
                    false,
                ));
                self.overlay = Overlay::GameList(Box::new(GameList {
                    path: Some(path),
                    games: ListGames::Streamed(StreamedRows {
                        pgn,
                        first: 0,
                        rows: Vec::new(),
                    }),
                    filter: String::new(),
                    selected: 0,
                }));
                let Overlay::GameList(list) = &mut self.overlay else {
                    return Vec::new();
                };
                let outcome = list.read_visible_rows();
                self.game_list_outcome(outcome)
            }
        };
        if let Some(warning) = warning {
            self.status = Some((warning, true));
        }
        effects
    }

    /// Reads game `number` of `pgn` from the disk and shows it.
    pub(crate) fn open_streamed_game(
        &mut self,
        path: Option<PathBuf>,
        pgn: Arc<StreamedPgn>,
        number: usize,
    ) -> Vec<Effect> {
        match pgn.read_entry(number) {
            Ok((text, entry)) => {
                let games = pgn.spans().len();
                self.open_entry(path, text, entry, (games, Some(pgn)))
            }
            Err(e) => self.error(&e.to_string()),
        }
    }

    /// The background indexing of `path` has read `done` of its `total` bytes.
    pub(crate) fn pgn_indexing(
        &mut self,
        path: &std::path::Path,
        done: u64,
        total: u64,
    ) -> Vec<Effect> {
        const MB: u64 = 1_000_000;
        self.status = Some((
            format!(
                "indexing {} (too large to read whole): {} of {} MB read...",
                escaped_path(path),
                done / MB,
                total / MB
            ),
            false,
        ));
        Vec::new()
    }

    /// The background indexing of a PGN file too large to read whole ended.
    pub(crate) fn pgn_streamed(
        &mut self,
        result: Result<StreamedPgn, kibitzer::text_file::TextFileError>,
    ) -> Vec<Effect> {
        match result {
            Ok(pgn) => self.open_streamed(pgn),
            Err(e) => self.error(&e.to_string()),
        }
    }
}
