//! Opening a PGN text (a file, `:pgn`, the command line's argument, a paste): one game opens
//! at once; several open a [`GameList`] to pick from with the keys, typing filters it by
//! player name. The game opened remembers where it came from ([`GameSource`]) so that `:save!`
//! can write the whole collection back with it in place. A file too large to read whole is
//! listed from its streamed index ([`rows`](super::rows)). Opening changes nothing but the
//! status bar: what to show is an [`Outcome`] for the router (`router/game_list.rs`).

use std::path::{Path, PathBuf};
use std::sync::Arc;

use crate::context::Context;
use crate::game_list::rows::StreamedRows;
use crate::game_list::update::Outcome;
use kibitzer::game::Game;
use kibitzer::pgn::{GameEntry, PgnIndex, StreamedPgn, read_game};

/// The games of a text to choose from.
#[derive(Clone, Debug)]
pub struct GameList {
    /// The file they came from (none when pasted).
    pub path: Option<PathBuf>,
    /// The games.
    pub games: ListGames,
    /// The player-name search typed so far (a game number, for a streamed file).
    pub filter: String,
    /// The selected row among the games that match.
    pub selected: usize,
}

/// The games of a list.
#[derive(Clone, Debug)]
pub enum ListGames {
    /// A text read whole, and its index.
    Text {
        /// The whole text.
        text: String,
        /// Its games.
        index: PgnIndex,
    },
    /// A file too large for that, and the rows read from it around the selection.
    Streamed(StreamedRows),
}

impl GameList {
    /// The games whose White or Black contains the search (all when it is empty); for a
    /// streamed file, the rows read so far.
    pub fn matches(&self) -> Vec<&GameEntry> {
        match &self.games {
            ListGames::Text { index, .. } => index.search(&self.filter),
            ListGames::Streamed(rows) => rows.rows.iter().flatten().collect(),
        }
    }

    /// How many games the list has.
    pub fn games(&self) -> usize {
        match &self.games {
            ListGames::Text { index, .. } => index.entries().len(),
            ListGames::Streamed(rows) => rows.pgn.spans().len(),
        }
    }

    /// How many rows the list shows: the games that match the search.
    pub fn match_count(&self) -> usize {
        match &self.games {
            ListGames::Text { .. } => self.matches().len(),
            ListGames::Streamed(rows) => rows.pgn.spans().len(),
        }
    }

    /// Rows `first..first + count` of those shown, each with its game when it is known (a
    /// streamed file's rows not read yet are `None`).
    pub fn rows(&self, first: usize, count: usize) -> Vec<(usize, Option<&GameEntry>)> {
        let last = (first + count).min(self.match_count());
        match &self.games {
            ListGames::Text { .. } => {
                let matches = self.matches();
                (first..last)
                    .map(|i| (i, matches.get(i).copied()))
                    .collect()
            }
            ListGames::Streamed(rows) => (first..last).map(|i| (i, rows.row(i))).collect(),
        }
    }
}

/// Where the shown game came from.
#[derive(Clone, Debug)]
pub struct GameSource {
    /// The file (none when pasted).
    pub path: Option<PathBuf>,
    /// The file's whole text as read (the game's own text, for a streamed file).
    pub text: String,
    /// The game's place in it.
    pub entry: GameEntry,
    /// How many games the text holds.
    pub games: usize,
    /// The streamed file the game was read from, when it was too large to read whole.
    pub streamed: Option<Arc<StreamedPgn>>,
}

impl GameList {
    /// Opens the games of `text` (read from `path`, none when pasted): an error when it holds
    /// none, the only one at once, else a list to pick from (the status bar says how).
    pub(crate) fn open_text(path: Option<&Path>, text: String, cx: &mut Context) -> Outcome {
        let index = PgnIndex::scan(&text);
        let name = path.map_or("paste".to_owned(), kibitzer::escaped::escaped_path);
        match index.entries() {
            [] => Outcome::Error(format!("{name}: no game found")),
            [entry] => {
                let entry = Box::new(entry.clone());
                Outcome::OpenEntry(path.map(Path::to_path_buf), text, entry, 1)
            }
            entries => {
                cx.say(format!(
                    "{name}: {} games; type a player's name to search, Enter opens, Esc keeps \
                     the current game",
                    entries.len()
                ));
                Outcome::Show(Box::new(GameList {
                    path: path.map(Path::to_path_buf),
                    games: ListGames::Text { text, index },
                    filter: String::new(),
                    selected: 0,
                }))
            }
        }
    }
}

/// A game read to be shown: the game, the status bar's message and where it came from.
pub(crate) struct ReadGame {
    /// The game.
    pub game: Game,
    /// `loaded NAME`, or `NAME: game N of M`.
    pub message: String,
    /// Where it came from.
    pub source: GameSource,
}

impl GameSource {
    /// Reads game `entry` of `text` (from `path`; of `games` in the file, the streamed file
    /// when it is one), or says why it cannot be read (its number and line).
    pub(crate) fn read(
        path: Option<PathBuf>,
        text: String,
        entry: GameEntry,
        (games, streamed): (usize, Option<Arc<StreamedPgn>>),
    ) -> Result<ReadGame, String> {
        let name = path
            .as_ref()
            .map_or("paste".to_owned(), |p| kibitzer::escaped::escaped_path(p));
        match read_game(&text, &entry) {
            Ok(game) => {
                let message = if games > 1 {
                    format!("{name}: game {} of {games}", entry.number)
                } else {
                    format!("loaded {name}")
                };
                let source = GameSource {
                    path,
                    text,
                    entry,
                    games,
                    streamed,
                };
                Ok(ReadGame {
                    game,
                    message,
                    source,
                })
            }
            Err(e) => Err(format!("{name}: {e} (not opened)")),
        }
    }
}
