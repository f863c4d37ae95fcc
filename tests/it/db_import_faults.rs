//! The games database facing bad input: duplicate and unreadable games in a file (each named
//! with its number, line and reason), the same file imported twice, a damaged or foreign
//! database file refused with a clear error, and an export that gives back the imported text.

use kibitzer_db::{
    Access, Database, DbError, GameFilter, ImportOptions, explore, export_games, import_file,
};
use shakmaty::Chess;

use crate::support::scratch::Scratch;

const FAULTS: &str = include_str!("../data/db/faults.pgn");
const SIX: &str = include_str!("../data/six-games.pgn");

#[test]
fn duplicates_and_unreadable_games_are_counted_and_named() {
    let scratch = Scratch::new("db-faults");
    let file = scratch.file("faults.pgn", FAULTS);
    let mut database = Database::open(&scratch.path("g.kdb"), Access::Write).unwrap();
    let summary = import_file(&mut database, &file, ImportOptions::default(), &mut |_| {}).unwrap();
    assert_eq!((summary.imported, summary.duplicates), (2, 1));
    let skipped: Vec<(u64, u64, &str)> = summary
        .skipped
        .iter()
        .map(|s| (s.number, s.line, s.reason.as_str()))
        .collect();
    assert_eq!(skipped.len(), 3, "{skipped:?}");
    assert_eq!(skipped[0], (2, 8, "illegal move 2.Ke3"));
    assert_eq!((skipped[1].0, skipped[1].1), (4, 22));
    assert!(
        skipped[1].2.starts_with("bad FEN header"),
        "{}",
        skipped[1].2
    );
    assert_eq!(
        (skipped[2].0, skipped[2].2),
        (5, "variant \"Atomic\" is not chess")
    );
    // The game from a set-up position is in, explored from its own start.
    let endgame: Chess = kibitzer::game::parse_fen("4k3/8/8/8/8/8/4P3/4K3 b - - 0 1").unwrap();
    let answer = explore(&database, &endgame).unwrap();
    assert_eq!((answer.total.games, answer.total.draws), (1, 1));
    assert_eq!(answer.moves[0].san, "Kd7");

    // The same file again adds nothing and reads nothing.
    let again = import_file(&mut database, &file, ImportOptions::default(), &mut |_| {}).unwrap();
    assert!(again.already_imported);
    assert_eq!(again.imported, 0);
    // Another file holding one of its games: a duplicate.
    let good = FAULTS.split("\n\n[Event \"Illegal\"]").next().unwrap();
    let other = scratch.file("other.pgn", &format!("{good}\n\n{SIX}"));
    let third = import_file(&mut database, &other, ImportOptions::default(), &mut |_| {}).unwrap();
    assert_eq!(
        (third.imported, third.duplicates, third.skipped.len()),
        (5, 1, 1)
    );
    assert_eq!(database.game_count().unwrap(), 7);
}

#[test]
fn export_gives_back_each_game_as_it_was_imported() {
    let scratch = Scratch::new("db-export");
    let file = scratch.file("six.pgn", SIX);
    let mut database = Database::open(&scratch.path("g.kdb"), Access::Write).unwrap();
    import_file(&mut database, &file, ImportOptions::default(), &mut |_| {}).unwrap();
    let mut out = Vec::new();
    let written = export_games(&database, &GameFilter::default(), &mut out).unwrap();
    assert_eq!(written, 5);
    let exported = String::from_utf8(out).unwrap();
    // Every readable game's text, byte for byte (the file's own blank lines between them).
    let (games, _) = kibitzer::pgn::read_games(SIX);
    assert_eq!(games.len(), 5);
    let index = kibitzer::pgn::PgnIndex::scan(SIX);
    let readable: Vec<&str> = index
        .entries()
        .iter()
        .filter(|e| kibitzer::pgn::read_game(SIX, e).is_ok())
        .map(|e| e.text(SIX))
        .collect();
    assert_eq!(exported, readable.join("\n\n") + "\n");
    // Imported again elsewhere, the export gives the same explorer.
    let copy = scratch.file("copy.pgn", &exported);
    let mut second = Database::open(&scratch.path("h.kdb"), Access::Write).unwrap();
    import_file(&mut second, &copy, ImportOptions::default(), &mut |_| {}).unwrap();
    let start = Chess::default();
    assert_eq!(
        explore(&database, &start).unwrap(),
        explore(&second, &start).unwrap()
    );
}

#[test]
fn files_that_are_not_sound_databases_are_refused_clearly() {
    let scratch = Scratch::new("db-damage");
    // A PGN given as the database.
    let pgn = scratch.file("games.pgn", SIX);
    let error = Database::open(&pgn, Access::Read).err().unwrap();
    assert!(matches!(error, DbError::NotADatabase { .. }), "{error}");
    assert!(
        error.to_string().contains("looks like a PGN file"),
        "{error}"
    );
    // Another program's SQLite file.
    let other = scratch.path("other.sqlite");
    {
        let c = rusqlite_like_file(&other);
        drop(c);
    }
    let error = Database::open(&other, Access::Write).err().unwrap();
    assert!(
        error
            .to_string()
            .contains("another program's SQLite database"),
        "{error}"
    );
    // A missing file, read.
    let error = Database::open(&scratch.path("none.kdb"), Access::Read)
        .err()
        .unwrap();
    assert!(error.to_string().contains("kibitzer db import"), "{error}");

    // A real database, then damaged: cut short, and overwritten in the middle.
    let path = scratch.path("g.kdb");
    let (games, _) = crate::support::pgn_playouts::collection(200, 60);
    let file = scratch.file("games.pgn", &games);
    {
        let mut database = Database::open(&path, Access::Write).unwrap();
        import_file(&mut database, &file, ImportOptions::default(), &mut |_| {}).unwrap();
    }
    let whole = std::fs::read(&path).unwrap();
    assert!(whole.len() > 8192 * 3, "several pages");
    for damage in 0..3 {
        let mut bytes = whole.clone();
        match damage {
            0 => bytes.truncate(bytes.len() / 2),
            1 => bytes[8192..8192 * 2].fill(0xa5),
            _ => bytes[100..4000].fill(0xff),
        }
        std::fs::write(&path, &bytes).unwrap();
        let _ = std::fs::remove_file(scratch.path("g.kdb-wal"));
        let _ = std::fs::remove_file(scratch.path("g.kdb-shm"));
        // Opening may succeed (SQLite reads pages lazily); then a query or the check fails.
        let outcome = Database::open(&path, Access::Read).and_then(|database| {
            explore(&database, &Chess::default())?;
            let problems = database.check()?;
            if problems.is_empty() {
                Ok(())
            } else {
                Err(DbError::Damaged {
                    path: path.clone(),
                    detail: problems.join("; "),
                })
            }
        });
        let error = outcome
            .err()
            .unwrap_or_else(|| panic!("damage {damage} was not noticed"));
        let text = error.to_string();
        assert!(
            text.contains("damaged") || text.contains("not a kibitzer games database"),
            "damage {damage}: {text}"
        );
    }
}

/// An SQLite file of another program: a kibitzer database whose header's application id
/// (offset 68) is changed to another one.
fn rusqlite_like_file(path: &std::path::Path) -> std::fs::File {
    {
        let database = Database::open(path, Access::Write).unwrap();
        drop(database);
    }
    let mut bytes = std::fs::read(path).unwrap();
    // The application id lives at offset 68 of the header.
    bytes[68..72].copy_from_slice(&0x1234_5678u32.to_be_bytes());
    std::fs::write(path, &bytes).unwrap();
    std::fs::File::open(path).unwrap()
}
