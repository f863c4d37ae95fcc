//! The game list's update: its keys and typed characters change only the list (the
//! selection, the search, the rows of a streamed file read around the selection) and say
//! what the workstation must do next ([`Outcome`]: open a game or a list, close, quit, report).

use std::path::PathBuf;
use std::sync::Arc;

use crate::game_list::list::{GameList, ListGames};
use crate::game_list::rows::ROWS_AROUND;
use crate::mode::GameListAction;
use kibitzer::pgn::{GameEntry, StreamedPgn};

/// What a key or a character in the list asks of the workstation.
#[derive(Debug)]
pub(crate) enum Outcome {
    /// Nothing more: the list changed, or not.
    Stay,
    /// Close the list and clear the status bar.
    Close,
    /// Quit the workstation.
    Quit,
    /// Open game `number` of the streamed file (read from the disk).
    OpenStreamed(Option<PathBuf>, Arc<StreamedPgn>, usize),
    /// Open `entry` of `text`, one of `games` in the file.
    OpenEntry(Option<PathBuf>, String, Box<GameEntry>, usize),
    /// Report an error in the status bar.
    Error(String),
    /// Open this list of games to pick from (in place of the open overlay).
    Show(Box<GameList>),
}

impl GameList {
    /// A key while the list is open.
    pub(crate) fn key(&mut self, action: GameListAction) -> Outcome {
        let count = self.match_count();
        match action {
            GameListAction::Close => return Outcome::Close,
            GameListAction::Quit => return Outcome::Quit,
            GameListAction::Up => self.selected = self.selected.saturating_sub(1),
            GameListAction::Down => {
                self.selected = (self.selected + 1).min(count.saturating_sub(1));
            }
            GameListAction::PageUp => self.selected = self.selected.saturating_sub(10),
            GameListAction::PageDown => {
                self.selected = (self.selected + 10).min(count.saturating_sub(1));
            }
            GameListAction::First => self.selected = 0,
            GameListAction::Last => self.selected = count.saturating_sub(1),
            GameListAction::DeleteBack => {
                self.filter.pop();
                self.selected = 0;
                if matches!(self.games, ListGames::Streamed(_)) {
                    self.selected = self.typed_number();
                }
            }
            GameListAction::Open => return self.open(),
        }
        self.read_visible_rows()
    }

    /// Enter: the selected game.
    fn open(&self) -> Outcome {
        if let ListGames::Streamed(rows) = &self.games {
            let (path, number) = (self.path.clone(), self.selected + 1);
            return Outcome::OpenStreamed(path, Arc::clone(&rows.pgn), number);
        }
        let Some(entry) = self.matches().get(self.selected).map(|e| (*e).clone()) else {
            return Outcome::Error("no game matches the search".to_owned());
        };
        let ListGames::Text { text, .. } = &self.games else {
            return Outcome::Stay;
        };
        Outcome::OpenEntry(
            self.path.clone(),
            text.clone(),
            Box::new(entry),
            self.games(),
        )
    }

    /// A character typed into the search.
    pub(crate) fn text(&mut self, c: char) -> Outcome {
        if !matches!(self.games, ListGames::Streamed(_)) {
            self.filter.push(c);
            self.selected = 0;
            return Outcome::Stay;
        }
        if !c.is_ascii_digit() {
            return Outcome::Error(
                "this file is too large to search by player: type a game number to go to it"
                    .to_owned(),
            );
        }
        self.filter.push(c);
        self.selected = self.typed_number();
        self.read_visible_rows()
    }

    /// Reads the rows around the selection of a streamed list, unless they were read (an
    /// error when they cannot be).
    pub(crate) fn read_visible_rows(&mut self) -> Outcome {
        let selected = self.selected;
        let ListGames::Streamed(rows) = &mut self.games else {
            return Outcome::Stay;
        };
        let wanted = selected.saturating_sub(ROWS_AROUND / 2)..selected + 1;
        let read = |i: usize| i >= rows.first && i < rows.first + rows.rows.len();
        if read(wanted.start) && read(wanted.end - 1) {
            return Outcome::Stay;
        }
        let first = selected.saturating_sub(ROWS_AROUND);
        match rows.pgn.read_entries(first + 1..selected + ROWS_AROUND + 1) {
            Ok(read) => {
                rows.first = first;
                rows.rows = read;
                Outcome::Stay
            }
            Err(e) => {
                rows.rows.clear();
                Outcome::Error(e.to_string())
            }
        }
    }
}
