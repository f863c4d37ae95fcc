//! [`DatabaseWorker`]: the thread that owns the games database for the Explorer pane (an
//! SQLite connection may move between threads but not be shared), so the screen never waits
//! for it. It opens the file named by each question (again after a failure, so a database made
//! while the workstation runs is found), answers only the newest question waiting (older ones
//! are dropped unanswered: the pane wants the position shown now) and sends each answer back
//! with its question's id.

use std::path::Path;
use std::sync::mpsc;

use crate::message::{DATABASE_GAMES, DatabaseAsk, DatabaseQuestion, DatabaseReply, Msg};
use kibitzer_db::{Access, Database, GameFilter, explore, find_games, stored_game};

/// Where the answers go.
type Answers = std::sync::Arc<dyn Fn(Msg) + Send + Sync>;

/// The games database's thread; it ends when this is dropped.
pub struct DatabaseWorker {
    questions: mpsc::Sender<DatabaseAsk>,
    /// Why the thread could not start, and where to say so (each question is then answered
    /// at once with it).
    failed: Option<(String, Answers)>,
}

impl std::fmt::Debug for DatabaseWorker {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("DatabaseWorker")
            .field("failed", &self.failed.as_ref().map(|(why, _)| why))
            .finish_non_exhaustive()
    }
}

impl DatabaseWorker {
    /// Starts the thread; `send` gets each answer as `Msg::DatabaseAnswered`. If no thread
    /// can be started, every question is answered at once with the failure.
    pub fn spawn(send: impl Fn(Msg) + Send + Sync + 'static) -> DatabaseWorker {
        let (questions, waiting) = mpsc::channel::<DatabaseAsk>();
        let send: Answers = std::sync::Arc::new(send);
        let sender = std::sync::Arc::clone(&send);
        let spawned = std::thread::Builder::new()
            .name("kibitzer-database".to_owned())
            .spawn(move || serve(&waiting, &*sender));
        let failed = spawned.err().map(|e| {
            let why = format!("the games database's thread could not start: {e}");
            (why, send)
        });
        DatabaseWorker { questions, failed }
    }

    /// Asks `ask` (superseding the questions still waiting).
    pub fn ask(&self, ask: DatabaseAsk) {
        if let Some((why, send)) = &self.failed {
            send(Msg::DatabaseAnswered(
                ask.id,
                DatabaseReply::Failed(why.clone()),
            ));
            return;
        }
        let _ = self.questions.send(ask);
    }
}

/// The open database and the file it is.
struct Open {
    database: Database,
}

fn serve(waiting: &mpsc::Receiver<DatabaseAsk>, send: &(impl Fn(Msg) + ?Sized)) {
    let mut open: Option<Open> = None;
    while let Ok(mut ask) = waiting.recv() {
        // Latest wins: only the newest question waiting is answered.
        while let Ok(newer) = waiting.try_recv() {
            ask = newer;
        }
        let reply = answer(&mut open, &ask);
        send(Msg::DatabaseAnswered(ask.id, reply));
    }
}

/// Answers `ask`, opening its database first unless it is the one open.
fn answer(open: &mut Option<Open>, ask: &DatabaseAsk) -> DatabaseReply {
    if open
        .as_ref()
        .is_none_or(|o| o.database.path() != ask.path.as_path())
    {
        *open = None;
        match open_database(&ask.path) {
            Ok(database) => *open = Some(Open { database }),
            Err(reply) => return reply,
        }
    }
    let Some(Open { database }) = open.as_ref() else {
        return DatabaseReply::Failed("the games database is not open".to_owned());
    };
    let reply = match &ask.question {
        DatabaseQuestion::Explore(position) => {
            explore(database, position).map(|a| DatabaseReply::Explored(Box::new(a)))
        }
        DatabaseQuestion::Games(position) => {
            let filter = GameFilter {
                position: Some(position.clone()),
                limit: Some(DATABASE_GAMES),
                ..GameFilter::default()
            };
            find_games(database, &filter).map(DatabaseReply::Games)
        }
        DatabaseQuestion::Game(id) => stored_game(database, *id).map(|text| match text {
            Some(text) => DatabaseReply::Game(*id, text),
            None => DatabaseReply::Failed(format!("game #{id} is not in the database")),
        }),
    };
    reply.unwrap_or_else(|e| {
        // A failing file is opened afresh next time (it may have been replaced).
        *open = None;
        DatabaseReply::Failed(e.to_string())
    })
}

/// Opens the database at `path` to read; no file there is its own answer.
fn open_database(path: &Path) -> Result<Database, DatabaseReply> {
    if !path.exists() {
        return Err(DatabaseReply::NoDatabase(path.to_path_buf()));
    }
    Database::open(path, Access::Read).map_err(|e| DatabaseReply::Failed(e.to_string()))
}
