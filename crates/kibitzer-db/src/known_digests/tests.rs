use std::collections::BTreeSet;

use rusqlite::Connection;

use super::*;

fn database() -> Connection {
    let connection = Connection::open_in_memory().unwrap();
    connection
        .execute_batch(
            "CREATE TABLE games(id INTEGER PRIMARY KEY, digest INTEGER NOT NULL);
             CREATE TABLE digest_rows(row INTEGER PRIMARY KEY, digests BLOB NOT NULL);",
        )
        .unwrap();
    connection
}

/// A stream of well-spread digests (splitmix64).
fn digests(seed: u64, n: usize) -> Vec<u64> {
    let mut state = seed;
    (0..n)
        .map(|_| {
            state = state.wrapping_add(0x9e37_79b9_7f4a_7c15);
            let mut z = state;
            z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
            z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
            z ^ (z >> 31)
        })
        .collect()
}

fn sorted(mut digests: Vec<u64>) -> Vec<u64> {
    digests.sort_unstable();
    digests.dedup();
    digests
}

fn add_games(connection: &Connection, digests: &[u64]) {
    let mut insert = connection
        .prepare("INSERT INTO games(digest) VALUES (?1)")
        .unwrap();
    for d in digests {
        insert.execute([*d as i64]).unwrap();
    }
}

fn row_count(connection: &Connection) -> i64 {
    connection
        .query_row("SELECT count(*) FROM digest_rows", [], |r| r.get(0))
        .unwrap()
}

#[test]
fn what_is_recorded_is_known_here_and_to_another_reader() {
    let connection = database();
    let mut known = KnownDigests::default();
    known.catch_up(&connection).unwrap();
    assert!(known.is_empty());
    let batch = sorted(digests(1, 1000));
    known.record(&connection, &batch).unwrap();
    assert!(batch.iter().all(|d| known.contains(*d)));
    assert!(!digests(2, 1000).iter().any(|d| known.contains(*d)));

    // Another import, reading the rows, knows them too, and then the next row only.
    let mut other = KnownDigests::default();
    other.catch_up(&connection).unwrap();
    assert_eq!(other.len(), 1000);
    let next = sorted(digests(3, 10));
    known.record(&connection, &next).unwrap();
    other.catch_up(&connection).unwrap();
    assert_eq!(other.len(), 1010);
    assert!(next.iter().all(|d| other.contains(*d)));
}

#[test]
fn the_set_in_memory_equals_a_plain_set_through_many_additions() {
    let connection = database();
    let mut known = KnownDigests::default();
    let mut expected = BTreeSet::new();
    for round in 0..60u64 {
        let batch: Vec<u64> = sorted(digests(round, 1 + (round as usize * 37) % 500))
            .into_iter()
            .filter(|d| !expected.contains(d))
            .collect();
        known.record(&connection, &batch).unwrap();
        expected.extend(batch);
        assert_eq!(known.len(), expected.len());
    }
    for d in digests(7, 3000) {
        assert_eq!(known.contains(d), expected.contains(&d), "{d:x}");
    }
    for d in &expected {
        assert!(known.contains(*d));
    }
}

#[test]
fn small_rows_are_folded_once_there_are_too_many_and_nothing_is_lost() {
    let connection = database();
    let mut known = KnownDigests::default();
    let mut all = Vec::new();
    for round in 0..=SMALL_ROWS_FOLDED as u64 {
        let batch = sorted(digests(100 + round, 50));
        add_games(&connection, &batch);
        all.extend_from_slice(&batch);
        known.record(&connection, &batch).unwrap();
    }
    // Seventeen small rows became one.
    assert_eq!(row_count(&connection), 1);
    assert_eq!(digest_problems(&connection).unwrap(), Vec::<String>::new());
    let mut fresh = KnownDigests::default();
    fresh.catch_up(&connection).unwrap();
    assert_eq!(fresh.len(), sorted(all.clone()).len());
    assert!(all.iter().all(|d| fresh.contains(*d)));
    // The writer's own rows are not read back as new.
    let before = known.last_row;
    known.catch_up(&connection).unwrap();
    assert_eq!(known.last_row, before);
}

#[test]
fn a_fold_past_a_full_row_makes_full_rows_and_a_remainder() {
    let connection = database();
    let mut known = KnownDigests::default();
    let per_row = ROW_DIGESTS / SMALL_ROWS_FOLDED + 1000;
    for round in 0..=SMALL_ROWS_FOLDED as u64 {
        known
            .record(&connection, &sorted(digests(round * 7919, per_row)))
            .unwrap();
    }
    let lengths: Vec<i64> = connection
        .prepare("SELECT length(digests) / 8 FROM digest_rows ORDER BY row")
        .unwrap()
        .query_map([], |r| r.get(0))
        .unwrap()
        .collect::<rusqlite::Result<_>>()
        .unwrap();
    assert_eq!(lengths.len(), 2, "{lengths:?}");
    assert_eq!(lengths[0], ROW_DIGESTS as i64);
    assert_eq!(
        lengths[0] + lengths[1],
        (per_row * (SMALL_ROWS_FOLDED + 1)) as i64
    );
    // The full row stays through the next folds.
    for round in 0..=SMALL_ROWS_FOLDED as u64 {
        known
            .record(&connection, &sorted(digests(1_000_000 + round, 10)))
            .unwrap();
    }
    let full: i64 = connection
        .query_row(
            "SELECT count(*) FROM digest_rows WHERE length(digests) = ?1",
            [ROW_BYTES],
            |r| r.get(0),
        )
        .unwrap();
    assert_eq!(full, 1);
}

#[test]
fn rows_made_from_the_games_of_an_older_database_know_them_all() {
    let connection = database();
    let games = digests(5, 2000);
    add_games(&connection, &games);
    add_games(&connection, &games[..10]);
    rows_from_games(&connection).unwrap();
    assert_eq!(digest_problems(&connection).unwrap(), Vec::<String>::new());
    let mut known = KnownDigests::default();
    known.catch_up(&connection).unwrap();
    assert_eq!(known.len(), 2000);
}

#[test]
fn the_check_finds_each_kind_of_disagreement() {
    let connection = database();
    let games = sorted(digests(9, 100));
    add_games(&connection, &games);
    let mut known = KnownDigests::default();
    known.record(&connection, &games[..99]).unwrap();
    assert_eq!(
        digest_problems(&connection).unwrap(),
        vec!["1 games have a digest in no digest row".to_owned()]
    );
    known.record(&connection, &games[99..]).unwrap();
    assert!(digest_problems(&connection).unwrap().is_empty());
    known.record(&connection, &[1, 2]).unwrap();
    assert_eq!(
        digest_problems(&connection).unwrap(),
        vec!["2 digests in the digest rows are of no game".to_owned()]
    );
    connection.execute("DELETE FROM digest_rows", []).unwrap();
    connection
        .execute(
            "INSERT INTO digest_rows(row, digests) VALUES (1, ?1), (2, ?2)",
            [encode(&[games[1], games[0]]), encode(&games)],
        )
        .unwrap();
    connection
        .execute(
            "INSERT INTO digest_rows(row, digests) VALUES (3, x'0102')",
            [],
        )
        .unwrap();
    let problems = digest_problems(&connection).unwrap();
    assert_eq!(
        problems,
        vec![
            "digest row 1: not sorted".to_owned(),
            "digest row 3: 2 bytes, not whole digests".to_owned(),
            "2 digests are in two digest rows".to_owned(),
        ]
    );
}
