//! The game list's glue: opening a PGN text or a streamed file (one game at once, else the
//! list overlay), the list's keys and typed characters, and what its [`Outcome`] asks
//! (open a game in place of the shown one, close, quit, report).

use std::path::{Path, PathBuf};
use std::sync::Arc;

use crate::context::context;
use crate::game_list::list::{GameList, GameSource};
use crate::game_list::rows::indexing_message;
use crate::game_list::update::Outcome;
use crate::message::Effect;
use crate::mode::GameListAction;
use crate::model::app::App;
use crate::router::overlay::Overlay;
use kibitzer::pgn::{GameEntry, StreamedPgn};

impl App {
    /// Opens the games of `text`: the only one at once, a list when there are several.
    pub fn open_pgn(&mut self, path: Option<&Path>, text: String) -> Vec<Effect> {
        let mut effects = Vec::new();
        let outcome = GameList::open_text(path, text, &mut context!(self, &mut effects));
        effects.extend(self.game_list_outcome(outcome));
        effects
    }

    /// Reads and shows game `entry` of `text` (of `games` in the file, the streamed file when
    /// it is one); a game that cannot be read is reported (its number and line) and nothing
    /// changes.
    pub(crate) fn open_entry(
        &mut self,
        path: Option<PathBuf>,
        text: String,
        entry: GameEntry,
        games: (usize, Option<Arc<StreamedPgn>>),
    ) -> Vec<Effect> {
        match GameSource::read(path, text, entry, games) {
            Ok(read) => {
                self.overlay = Overlay::None;
                let effects = self.replace_game(read.game, &read.message);
                self.source = Some(read.source);
                effects
            }
            Err(why) => self.error(&why),
        }
    }

    /// A key while the game list is open (the list's own update: `game_list::update`).
    pub(crate) fn game_list_key(&mut self, action: GameListAction) -> Vec<Effect> {
        let Overlay::GameList(list) = &mut self.overlay else {
            return Vec::new();
        };
        let outcome = list.key(action);
        self.game_list_outcome(outcome)
    }

    /// A character typed into the game list's search.
    pub(crate) fn game_list_text(&mut self, c: char) {
        let Overlay::GameList(list) = &mut self.overlay else {
            return;
        };
        let outcome = list.text(c);
        let _ = self.game_list_outcome(outcome);
    }

    /// Does what the game list asked.
    fn game_list_outcome(&mut self, outcome: Outcome) -> Vec<Effect> {
        match outcome {
            Outcome::Stay => Vec::new(),
            Outcome::Show(list) => {
                self.open_overlay(Overlay::GameList(list));
                Vec::new()
            }
            Outcome::Close => {
                self.overlay = Overlay::None;
                self.status = None;
                Vec::new()
            }
            Outcome::Quit => {
                self.quit = true;
                vec![Effect::StopSearch, Effect::Quit]
            }
            Outcome::OpenStreamed(path, pgn, number) => self.open_streamed_game(path, pgn, number),
            Outcome::OpenEntry(path, text, entry, games) => {
                self.open_entry(path, text, *entry, (games, None))
            }
            Outcome::Error(why) => self.error(&why),
        }
    }

    /// `path` was indexed by streaming: the list of its games (or its only game, at once).
    pub fn open_streamed(&mut self, pgn: StreamedPgn) -> Vec<Effect> {
        let mut effects = Vec::new();
        let (outcome, warning) = GameList::open_streamed(pgn, &mut context!(self, &mut effects));
        effects.extend(self.game_list_outcome(outcome));
        if let Some(warning) = warning {
            self.status = Some((warning, true));
        }
        effects
    }

    /// Reads game `number` of `pgn` from the disk and shows it.
    fn open_streamed_game(
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
    pub(crate) fn pgn_indexing(&mut self, path: &Path, done: u64, total: u64) -> Vec<Effect> {
        self.status = Some((indexing_message(path, done, total), false));
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
