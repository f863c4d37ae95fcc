//! [`ExplorerView`]: the Explorer pane's state and update. It asks the games database (by
//! effects, each question numbered) for the shown position's table, again whenever the shown
//! position changes, and takes only the answer to its newest question; Up/Down select a
//! move, Enter asks the router to play it; `g` lists the games that reached the position, and
//! Enter on one reads it and asks the router to open it at that position.

use std::path::PathBuf;

use shakmaty::uci::UciMove;
use shakmaty::{Chess, Move};

use crate::context::Context;
use crate::explorer::actions::ExplorerAction;
use crate::message::{DatabaseAsk, DatabaseId, DatabaseQuestion, DatabaseReply, Effect};
use kibitzer::game::Game;
use kibitzer_db::{ExplorerAnswer, GameSummary, PositionKey};

/// What the pane shows of the database.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Shown {
    /// Asked; no answer yet.
    Waiting,
    /// The table of the position.
    Answer(Box<ExplorerAnswer>),
    /// No database file there (none: no path could be made, no data directory).
    NoDatabase(Option<PathBuf>),
    /// The database could not answer (why).
    Failed(String),
}

/// What the games list shows.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Listed {
    /// Asked; no answer yet.
    Waiting,
    /// The games, in the order they were imported.
    Games(Vec<GameSummary>),
    /// The database could not answer (why).
    Failed(String),
}

/// The games that reached the position, listed (`g`).
#[derive(Clone, Debug)]
pub struct GamesList {
    /// What is listed.
    pub listed: Listed,
    /// The selected row.
    pub selected: usize,
    /// The game being read to open, if one was chosen.
    pub opening: Option<i64>,
}

/// The Explorer pane.
#[derive(Clone, Debug)]
pub struct ExplorerView {
    /// The database file (none: no path could be made).
    pub path: Option<PathBuf>,
    /// The position the table is for.
    pub position: Chess,
    /// Its key in the database.
    pub key: PositionKey,
    /// The table, or why there is none.
    pub shown: Shown,
    /// The selected move.
    pub selected: usize,
    /// The games list, when open.
    pub games: Option<GamesList>,
    /// The question whose answer the pane waits for (older answers are dropped).
    pub waiting: Option<DatabaseId>,
}

/// What the router must do after a key or an answer.
#[derive(Clone, Debug)]
pub enum ExplorerOutcome {
    /// Nothing beyond the pane.
    Stay,
    /// The pane closed itself.
    Closed,
    /// Play this move at the shown position, as any move played.
    Play(Move),
    /// Open this game (its node at the position shown) in place of the shown one, saying this.
    Open(Box<Game>, String),
}

impl ExplorerView {
    /// The pane on the shown position of `cx`'s game, asking the database at `path` for its
    /// table (`ids` numbers the questions).
    pub fn open(cx: &mut Context<'_>, path: Option<PathBuf>, ids: &mut DatabaseId) -> ExplorerView {
        let position = cx.game.position().clone();
        let mut view = ExplorerView {
            path,
            key: PositionKey::of(&position),
            position,
            shown: Shown::Waiting,
            selected: 0,
            games: None,
            waiting: None,
        };
        view.ask_table(cx, ids);
        view
    }

    /// Whether the table is for another position than the game's shown one.
    pub fn is_stale(&self, game: &Game) -> bool {
        PositionKey::of(game.position()) != self.key || game.position() != &self.position
    }

    /// The shown position changed: the table of the new one is asked for (a games list of
    /// the old one closes).
    pub fn follow(&mut self, cx: &mut Context<'_>, ids: &mut DatabaseId) {
        if !self.is_stale(cx.game) {
            return;
        }
        self.position = cx.game.position().clone();
        self.key = PositionKey::of(&self.position);
        self.games = None;
        self.selected = 0;
        self.ask_table(cx, ids);
    }

    fn ask_table(&mut self, cx: &mut Context<'_>, ids: &mut DatabaseId) {
        self.shown = if self.path.is_some() {
            Shown::Waiting
        } else {
            Shown::NoDatabase(None)
        };
        self.ask(cx, ids, DatabaseQuestion::Explore(self.position.clone()));
    }

    /// Asks `question` of the database (nothing without a path), superseding what was asked.
    fn ask(&mut self, cx: &mut Context<'_>, ids: &mut DatabaseId, question: DatabaseQuestion) {
        let Some(path) = &self.path else {
            self.waiting = None;
            return;
        };
        *ids += 1;
        self.waiting = Some(*ids);
        cx.effects.push(Effect::AskDatabase(DatabaseAsk {
            id: *ids,
            path: path.clone(),
            question,
        }));
    }

    /// The moves of the table (none without one).
    pub fn moves(&self) -> &[kibitzer_db::MoveRow] {
        match &self.shown {
            Shown::Answer(answer) => &answer.moves,
            _ => &[],
        }
    }

    /// A key while the pane is open.
    pub fn key(
        &mut self,
        action: ExplorerAction,
        cx: &mut Context<'_>,
        ids: &mut DatabaseId,
    ) -> ExplorerOutcome {
        if let Some(list) = &mut self.games {
            let rows = match &list.listed {
                Listed::Games(games) => games.len(),
                _ => 0,
            };
            match action {
                ExplorerAction::Up => list.selected = list.selected.saturating_sub(1),
                ExplorerAction::Down => {
                    list.selected = (list.selected + 1).min(rows.saturating_sub(1));
                }
                ExplorerAction::Select => {
                    if let Listed::Games(games) = &list.listed
                        && let Some(game) = games.get(list.selected)
                    {
                        let id = game.id;
                        list.opening = Some(id);
                        cx.say(format!("reading game #{id}..."));
                        self.ask(cx, ids, DatabaseQuestion::Game(id));
                    }
                }
                ExplorerAction::Games => {}
                ExplorerAction::Back => self.games = None,
                ExplorerAction::Close => return ExplorerOutcome::Closed,
            }
            return ExplorerOutcome::Stay;
        }
        match action {
            ExplorerAction::Up => self.selected = self.selected.saturating_sub(1),
            ExplorerAction::Down => {
                self.selected = (self.selected + 1).min(self.moves().len().saturating_sub(1));
            }
            ExplorerAction::Select => return self.play_selected(cx),
            ExplorerAction::Games => {
                if self.path.is_none() {
                    cx.error("no games database to list games from");
                    return ExplorerOutcome::Stay;
                }
                self.games = Some(GamesList {
                    listed: Listed::Waiting,
                    selected: 0,
                    opening: None,
                });
                self.ask(cx, ids, DatabaseQuestion::Games(self.position.clone()));
            }
            ExplorerAction::Back | ExplorerAction::Close => return ExplorerOutcome::Closed,
        }
        ExplorerOutcome::Stay
    }

    /// Enter on a move: it is played, if it is legal in the shown position.
    fn play_selected(&self, cx: &mut Context<'_>) -> ExplorerOutcome {
        let Some(row) = self.moves().get(self.selected) else {
            cx.error("no move to play: the database has none from this position");
            return ExplorerOutcome::Stay;
        };
        let legal = row
            .uci
            .parse::<UciMove>()
            .ok()
            .and_then(|uci| uci.to_move(cx.game.position()).ok());
        match legal {
            Some(m) if !self.is_stale(cx.game) => ExplorerOutcome::Play(m),
            _ => {
                cx.error(format!("{} is not legal in the shown position", row.san));
                ExplorerOutcome::Stay
            }
        }
    }

    /// The database answered question `id`: an answer to an older question is dropped.
    pub fn answered(
        &mut self,
        id: DatabaseId,
        reply: DatabaseReply,
        cx: &mut Context<'_>,
    ) -> ExplorerOutcome {
        if self.waiting != Some(id) {
            return ExplorerOutcome::Stay;
        }
        self.waiting = None;
        match (reply, &mut self.games) {
            (DatabaseReply::Games(games), Some(list)) => list.listed = Listed::Games(games),
            (DatabaseReply::Game(id, text), Some(_)) => return self.open_game(id, &text, cx),
            (DatabaseReply::Failed(why), Some(list)) => {
                list.opening = None;
                if matches!(list.listed, Listed::Waiting) {
                    list.listed = Listed::Failed(why);
                } else {
                    cx.error(why);
                }
            }
            (DatabaseReply::Explored(answer), None) => {
                self.shown = Shown::Answer(answer);
                self.selected = self.selected.min(self.moves().len().saturating_sub(1));
            }
            (DatabaseReply::NoDatabase(path), _) => {
                self.games = None;
                self.shown = Shown::NoDatabase(Some(path));
            }
            (DatabaseReply::Failed(why), None) => self.shown = Shown::Failed(why),
            // An answer to a question the pane no longer asks (the list was closed).
            _ => {}
        }
        ExplorerOutcome::Stay
    }

    /// The text of game `id` arrived: it opens at the first node of its main line that
    /// reached the pane's position (its end if none did).
    fn open_game(&mut self, id: i64, text: &str, cx: &mut Context<'_>) -> ExplorerOutcome {
        if let Some(list) = &mut self.games {
            list.opening = None;
        }
        let index = kibitzer::pgn::PgnIndex::scan(text);
        let read = index
            .entries()
            .first()
            .ok_or_else(|| "no game in its text".to_owned())
            .and_then(|entry| kibitzer::pgn::read_game(text, entry).map_err(|e| e.to_string()));
        let mut game = match read {
            Ok(game) => game,
            Err(why) => {
                cx.error(format!("game #{id} of the database cannot be read: {why}"));
                return ExplorerOutcome::Stay;
            }
        };
        let reached = game
            .main_line()
            .into_iter()
            .find(|&node| PositionKey::of(game.node(node).position()) == self.key);
        if let Some(node) = reached {
            game.go_to(node);
        }
        self.games = None;
        let headers = game.headers();
        let name = |tag: &str| headers.get(tag).unwrap_or("?").to_owned();
        let message = format!(
            "game #{id} from the database: {} - {} (Ctrl-Z: the game before)",
            name("White"),
            name("Black")
        );
        ExplorerOutcome::Open(Box::new(game), message)
    }
}
