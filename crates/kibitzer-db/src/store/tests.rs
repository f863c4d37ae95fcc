use super::*;
use crate::import::{ImportOptions, import_file};
use crate::test_scratch::scratch_dir;

/// Imports the file at `pgn` whole.
fn import(database: &mut Database, pgn: &Path) -> crate::import::ImportSummary {
    import_file(database, pgn, ImportOptions::default(), &mut |_| {}).unwrap()
}

#[test]
fn a_new_database_has_pages_an_index_page_fits_in() {
    let dir = scratch_dir("store");
    let path = dir.join("new.kdb");
    let database = Database::open(&path, Access::Write).unwrap();
    let (page_size, journal): (i64, String) = database
        .connection
        .query_row(
            "SELECT * FROM pragma_page_size, pragma_journal_mode",
            [],
            |r| Ok((r.get(0)?, r.get(1)?)),
        )
        .unwrap();
    assert_eq!((page_size, journal.as_str()), (8192, "wal"));
    drop(database);
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_database_of_the_second_schema_is_read_as_it_is_and_given_digest_rows_to_write() {
    let dir = scratch_dir("schema2");
    let path = dir.join("two.kdb");
    let (a, b, c) = (
        "[White \"a\"]\n[Result \"1-0\"]\n\n1. e4 e5 1-0\n\n",
        "[White \"b\"]\n[Result \"0-1\"]\n\n1. d4 0-1\n\n",
        "[White \"c\"]\n[Result \"*\"]\n\n1. c4 *\n\n",
    );
    let first = dir.join("first.pgn");
    std::fs::write(&first, format!("{a}{b}")).unwrap();
    let mut database = Database::open(&path, Access::Write).unwrap();
    import(&mut database, &first);
    // What an earlier kibitzer wrote: a unique index on the digests, no digest rows.
    database
        .connection
        .execute_batch(
            "DROP TABLE digest_rows; CREATE UNIQUE INDEX by_digest ON games(digest);
             PRAGMA user_version = 2;",
        )
        .unwrap();
    drop(database);

    let reading = Database::open(&path, Access::Read).unwrap();
    assert_eq!(reading.game_count().unwrap(), 2);
    assert_eq!(reading.check().unwrap(), Vec::<String>::new());
    assert!(!reading.has_digest_rows().unwrap());
    drop(reading);

    let mut database = Database::open(&path, Access::Write).unwrap();
    assert!(database.has_digest_rows().unwrap());
    let version: i64 = database
        .connection
        .query_row("PRAGMA user_version", [], |r| r.get(0))
        .unwrap();
    assert_eq!(version, SCHEMA_VERSION);
    assert_eq!(database.check().unwrap(), Vec::<String>::new());
    let second = dir.join("second.pgn");
    std::fs::write(&second, format!("{b}{c}{a}")).unwrap();
    let summary = import(&mut database, &second);
    assert_eq!((summary.imported, summary.duplicates), (1, 2));
    assert_eq!(database.game_count().unwrap(), 3);
    assert_eq!(database.check().unwrap(), Vec::<String>::new());
    drop(database);
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn the_check_finds_a_game_whose_digest_is_not_in_the_rows() {
    let dir = scratch_dir("digests");
    let path = dir.join("games.kdb");
    let pgn = dir.join("games.pgn");
    std::fs::write(
        &pgn,
        "[Result \"1-0\"]\n\n1. e4 1-0\n\n[Result \"0-1\"]\n\n1. d4 0-1\n",
    )
    .unwrap();
    let mut database = Database::open(&path, Access::Write).unwrap();
    import(&mut database, &pgn);
    assert_eq!(database.check().unwrap(), Vec::<String>::new());
    database
        .connection
        .execute("UPDATE games SET digest = digest + 1 WHERE id = 1", [])
        .unwrap();
    assert_eq!(
        database.check().unwrap(),
        vec![
            "1 games have a digest in no digest row".to_owned(),
            "1 digests in the digest rows are of no game".to_owned(),
        ]
    );
    drop(database);
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_database_of_the_first_schema_is_refused_with_what_to_do() {
    let dir = scratch_dir("schema");
    let path = dir.join("old.kdb");
    let database = Database::open(&path, Access::Write).unwrap();
    database
        .connection
        .execute_batch("PRAGMA user_version = 1")
        .unwrap();
    drop(database);
    for access in [Access::Read, Access::Write] {
        let Err(error) = Database::open(&path, access) else {
            panic!("a schema-1 database opened");
        };
        assert!(matches!(error, DbError::OlderSchema { version: 1, .. }));
        assert!(
            error.to_string().contains("import the PGN files again"),
            "{error}"
        );
    }
    std::fs::remove_dir_all(&dir).unwrap();
}
