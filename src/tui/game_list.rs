//! Opening a PGN text (a file, `:pgn`, the command line's argument, a paste): one game opens
//! at once; several open a [`GameList`] to pick from with the keys, typing filters it by
//! player name. The game opened remembers where it came from ([`GameSource`]) so that `:save!`
//! can write the whole collection back with it in place.

use std::path::{Path, PathBuf};

use super::app::App;
use super::message::Effect;
use super::mode::GameListAction;
use crate::pgn::{GameEntry, PgnIndex, read_game};

/// The games of a text to choose from.
#[derive(Clone, Debug)]
pub struct GameList {
    /// The file they came from (none when pasted).
    pub path: Option<PathBuf>,
    /// The whole text.
    pub text: String,
    /// Its games.
    pub index: PgnIndex,
    /// The player-name search typed so far.
    pub filter: String,
    /// The selected row among the games that match.
    pub selected: usize,
}

impl GameList {
    /// The games whose White or Black contains the search (all when it is empty).
    pub fn matches(&self) -> Vec<&GameEntry> {
        self.index.search(&self.filter)
    }
}

/// Where the shown game came from.
#[derive(Clone, Debug)]
pub struct GameSource {
    /// The file (none when pasted).
    pub path: Option<PathBuf>,
    /// The file's whole text as read.
    pub text: String,
    /// The game's place in it.
    pub entry: GameEntry,
    /// How many games the text holds.
    pub games: usize,
}

impl App {
    /// Opens the games of `text`: the only one at once, a list when there are several.
    pub fn open_pgn(&mut self, path: Option<&Path>, text: String) -> Vec<Effect> {
        let index = PgnIndex::scan(&text);
        let name = path.map_or("paste".to_owned(), crate::escaped::escaped_path);
        match index.entries() {
            [] => self.error(&format!("{name}: no game found")),
            [entry] => {
                let entry = entry.clone();
                self.open_entry(path.map(Path::to_path_buf), text, entry, 1)
            }
            entries => {
                self.status = Some((
                    format!(
                        "{name}: {} games; type a player's name to search, Enter opens, Esc \
                         keeps the current game",
                        entries.len()
                    ),
                    false,
                ));
                self.game_list = Some(GameList {
                    path: path.map(Path::to_path_buf),
                    text,
                    index,
                    filter: String::new(),
                    selected: 0,
                });
                Vec::new()
            }
        }
    }

    /// Reads and shows game `entry` of `text`; a game that cannot be read is reported (its
    /// number and line) and nothing changes.
    fn open_entry(
        &mut self,
        path: Option<PathBuf>,
        text: String,
        entry: GameEntry,
        games: usize,
    ) -> Vec<Effect> {
        let name = path
            .as_ref()
            .map_or("paste".to_owned(), |p| crate::escaped::escaped_path(p));
        match read_game(&text, &entry) {
            Ok(game) => {
                let message = if games > 1 {
                    format!("{name}: game {} of {games}", entry.number)
                } else {
                    format!("loaded {name}")
                };
                self.game_list = None;
                let effects = self.replace_game(game, &message);
                self.source = Some(GameSource {
                    path,
                    text,
                    entry,
                    games,
                });
                effects
            }
            Err(e) => self.error(&format!("{name}: {e} (skipped)")),
        }
    }

    /// A key while the game list is open.
    pub(super) fn game_list_key(&mut self, action: GameListAction) -> Vec<Effect> {
        let Some(list) = self.game_list.as_mut() else {
            return Vec::new();
        };
        let count = list.matches().len();
        match action {
            GameListAction::Close => {
                self.game_list = None;
                self.status = None;
            }
            GameListAction::Quit => {
                self.quit = true;
                return vec![Effect::StopSearch, Effect::Quit];
            }
            GameListAction::Up => list.selected = list.selected.saturating_sub(1),
            GameListAction::Down => {
                list.selected = (list.selected + 1).min(count.saturating_sub(1));
            }
            GameListAction::PageUp => list.selected = list.selected.saturating_sub(10),
            GameListAction::PageDown => {
                list.selected = (list.selected + 10).min(count.saturating_sub(1));
            }
            GameListAction::First => list.selected = 0,
            GameListAction::Last => list.selected = count.saturating_sub(1),
            GameListAction::DeleteBack => {
                list.filter.pop();
                list.selected = 0;
            }
            GameListAction::Open => {
                let Some(entry) = list.matches().get(list.selected).map(|e| (*e).clone()) else {
                    return self.error("no game matches the search");
                };
                let (path, text, games) = (
                    list.path.clone(),
                    list.text.clone(),
                    list.index.entries().len(),
                );
                return self.open_entry(path, text, entry, games);
            }
        }
        Vec::new()
    }

    /// A character typed into the game list's search.
    pub(super) fn game_list_text(&mut self, c: char) {
        if let Some(list) = self.game_list.as_mut() {
            list.filter.push(c);
            list.selected = 0;
        }
    }
}
