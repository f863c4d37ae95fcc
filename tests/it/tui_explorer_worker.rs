//! The Explorer pane's worker thread ([`DatabaseWorker`]) against a real games database made
//! from tests/data/six-games.pgn: the table, the games, a game's text, a missing file and a
//! file that is not a database, and the newest question answered when several wait.

use std::path::PathBuf;
use std::sync::mpsc;
use std::time::Duration;

use kibitzer_tui::{DatabaseAsk, DatabaseId, DatabaseQuestion, DatabaseReply, DatabaseWorker, Msg};
use shakmaty::Chess;

/// A database of tests/data/six-games.pgn in a directory of its own.
fn six_games_database(name: &str) -> (PathBuf, PathBuf) {
    let dir = std::env::temp_dir().join(format!("kibitzer-explorer-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("games.kdb");
    let mut database = kibitzer_db::Database::open(&path, kibitzer_db::Access::Write).unwrap();
    let source = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/data/six-games.pgn");
    kibitzer_db::import_file(
        &mut database,
        &source,
        kibitzer_db::ImportOptions::default(),
        &mut |_| {},
    )
    .unwrap();
    (dir, path)
}

/// The worker's answer to `question` about the database at `path`.
fn worker_answer(
    worker: &DatabaseWorker,
    answers: &mpsc::Receiver<Msg>,
    id: DatabaseId,
    path: &std::path::Path,
    question: DatabaseQuestion,
) -> DatabaseReply {
    worker.ask(DatabaseAsk {
        id,
        path: path.to_path_buf(),
        question,
    });
    match answers.recv_timeout(Duration::from_mins(1)) {
        Ok(Msg::DatabaseAnswered(got, reply)) => {
            assert_eq!(got, id);
            reply
        }
        other => panic!("no answer: {other:?}"),
    }
}

#[test]
fn the_worker_answers_from_a_real_database() {
    let (dir, path) = six_games_database("real");
    let (tx, answers) = mpsc::channel();
    let worker = DatabaseWorker::spawn(move |msg| {
        let _ = tx.send(msg);
    });
    let start = Chess::default();
    let DatabaseReply::Explored(table) = worker_answer(
        &worker,
        &answers,
        1,
        &path,
        DatabaseQuestion::Explore(start.clone()),
    ) else {
        panic!("no table");
    };
    assert!(table.total.games >= 2, "{table:?}");
    assert!(table.moves.iter().any(|m| m.san == "e4"));
    assert!(table.moves.iter().any(|m| m.san == "d4"));
    let DatabaseReply::Games(games) =
        worker_answer(&worker, &answers, 2, &path, DatabaseQuestion::Games(start))
    else {
        panic!("no games");
    };
    assert_eq!(games.len() as u64, table.total.games);
    let morphy = games.iter().find(|g| g.white == "Paul Morphy").unwrap();
    let DatabaseReply::Game(id, text) = worker_answer(
        &worker,
        &answers,
        3,
        &path,
        DatabaseQuestion::Game(morphy.id),
    ) else {
        panic!("no game text");
    };
    assert_eq!(id, morphy.id);
    assert!(text.contains("Rd8#"));
    // A missing file, and a file that is not a database: said, not a panic.
    let missing = dir.join("missing.kdb");
    let reply = worker_answer(&worker, &answers, 4, &missing, DatabaseQuestion::Game(1));
    assert!(matches!(reply, DatabaseReply::NoDatabase(p) if p == missing));
    let bogus = dir.join("bogus.kdb");
    std::fs::write(&bogus, "not a database at all").unwrap();
    let reply = worker_answer(&worker, &answers, 5, &bogus, DatabaseQuestion::Game(1));
    assert!(
        matches!(&reply, DatabaseReply::Failed(why) if why.contains("not a kibitzer games database")),
        "{reply:?}"
    );
    // Back to the real one.
    let reply = worker_answer(
        &worker,
        &answers,
        6,
        &path,
        DatabaseQuestion::Game(morphy.id),
    );
    assert!(matches!(reply, DatabaseReply::Game(..)));
    drop(worker);
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn the_worker_answers_the_newest_question_last() {
    let (dir, path) = six_games_database("newest");
    let (tx, answers) = mpsc::channel();
    let worker = DatabaseWorker::spawn(move |msg| {
        let _ = tx.send(msg);
    });
    for id in 1..=20 {
        worker.ask(DatabaseAsk {
            id,
            path: path.clone(),
            question: DatabaseQuestion::Explore(Chess::default()),
        });
    }
    // Every answer comes in order; questions overtaken while waiting may be skipped, the
    // newest never is.
    let mut ids = Vec::new();
    while ids.last() != Some(&20) {
        match answers.recv_timeout(Duration::from_mins(1)) {
            Ok(Msg::DatabaseAnswered(id, _)) => ids.push(id),
            other => panic!("no answer: {other:?}"),
        }
    }
    assert!(ids.windows(2).all(|w| w[0] < w[1]), "{ids:?}");
    drop(worker);
    std::fs::remove_dir_all(&dir).unwrap();
}
