//! Tests of loading and probing the small tables kept in `tests/data/syzygy`.

use std::ffi::OsString;

use shakmaty::{Chess, Position};

use super::{Outcome, Tablebases};
use crate::game::parse_fen;

fn data(dirs: &[&str]) -> OsString {
    let paths = dirs
        .iter()
        .map(|d| format!("{}/../../tests/data/{d}", env!("CARGO_MANIFEST_DIR")));
    std::env::join_paths(paths).unwrap()
}

fn tables() -> Tablebases {
    Tablebases::open(&data(&["syzygy"])).unwrap()
}

fn pos(fen: &str) -> Chess {
    parse_fen(fen).unwrap()
}

#[test]
fn loads_every_table_of_several_directories() {
    let tables = Tablebases::open(&data(&["syzygy", "pgn"])).unwrap();
    assert_eq!(tables.files(), 14);
    assert_eq!(tables.max_men(), 4);
    assert_eq!(tables.directories().len(), 2);
}

#[test]
fn a_directory_without_tables_is_an_error() {
    let error = Tablebases::open(&data(&["pgn"])).unwrap_err().to_string();
    assert!(error.starts_with("no syzygy tables"), "{error}");
}

#[test]
fn a_missing_directory_is_an_error() {
    let error = Tablebases::open(&data(&["no-such-directory"]))
        .unwrap_err()
        .to_string();
    assert!(
        error.contains("cannot read the syzygy directory"),
        "{error}"
    );
    assert!(error.contains("no-such-directory"), "{error}");
}

#[test]
fn a_truncated_table_is_named() {
    let error = Tablebases::open(&data(&["syzygy-truncated"]))
        .unwrap_err()
        .to_string();
    assert!(
        error.contains("KRvK.rtbw is damaged or truncated"),
        "{error}"
    );
}

#[test]
fn a_corrupt_table_fails_its_probes_with_a_message() {
    let tables = Tablebases::open(&data(&["syzygy-corrupt"])).unwrap();
    let krk = pos("8/8/8/8/8/2k5/8/KR6 w - - 0 1");
    let error = tables.verdict(&krk).unwrap_err().to_string();
    assert_eq!(
        error,
        "the syzygy wdl table KRvK is not a syzygy table (wrong header)"
    );
    assert_eq!(tables.search_probe(&krk), None);
    assert_eq!(tables.root_moves(&krk), None);
}

#[test]
fn a_missing_table_fails_its_probes_with_a_message() {
    // KRvKP is not shipped.
    let tables = tables();
    let krkp = pos("8/8/8/8/7p/2k5/8/KR6 w - - 0 1");
    let error = tables.verdict(&krkp).unwrap_err().to_string();
    assert!(error.contains("KRvKP is missing"), "{error}");
}

#[test]
fn krk_is_a_win_for_the_rook_and_a_loss_for_the_lone_king() {
    let tables = tables();
    let white = tables
        .verdict(&pos("8/8/8/8/8/2k5/8/KR6 w - - 0 1"))
        .unwrap()
        .unwrap();
    assert_eq!(white.outcome, Outcome::Win);
    assert!(white.dtz > 0);
    let black = tables
        .verdict(&pos("8/8/8/8/8/2k5/8/KR6 b - - 0 1"))
        .unwrap()
        .unwrap();
    assert_eq!(black.outcome, Outcome::Loss);
    assert!(black.dtz < 0);
    assert!(
        white.to_string().starts_with("tablebase win, DTZ "),
        "{white}"
    );
}

#[test]
fn positions_outside_the_tables_have_no_verdict() {
    let tables = tables();
    assert_eq!(tables.verdict(&Chess::default()).unwrap(), None);
    // Four men but castling rights: not in the tables.
    let castling = pos("4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1");
    assert_eq!(tables.verdict(&castling).unwrap(), None);
}

#[test]
fn the_search_probes_only_with_the_fifty_move_counter_at_zero() {
    let tables = tables();
    let fresh = pos("8/8/8/8/8/2k5/8/KR6 w - - 0 1");
    assert_eq!(tables.search_probe(&fresh), Some(Outcome::Win));
    assert_eq!(
        tables.search_probe(&pos("8/8/8/8/8/2k5/8/KR6 b - - 0 1")),
        Some(Outcome::Loss)
    );
    assert_eq!(
        tables.search_probe(&pos("8/8/8/8/8/2k5/8/KR6 w - - 1 1")),
        None
    );
    // With the counter near 100 the verdict (by DTZ) says what the counter does.
    let late = tables
        .verdict(&pos("8/8/8/8/8/2k5/8/KR6 w - - 99 80"))
        .unwrap()
        .unwrap();
    assert_ne!(late.outcome, Outcome::Win);
}

#[test]
fn root_moves_keep_the_win() {
    let tables = tables();
    // KQ v KR: the queen must not be given away.
    let kqkr = pos("8/8/8/3r4/8/2k5/8/KQ6 w - - 0 1");
    let kept = tables.root_moves(&kqkr).unwrap();
    let all = kqkr.legal_moves().len();
    assert!(
        !kept.is_empty() && kept.len() < all,
        "{} of {all}",
        kept.len()
    );
    for m in &kept {
        let after = kqkr.clone().play(*m).unwrap();
        let verdict = tables.verdict(&after).unwrap().unwrap();
        assert_eq!(verdict.outcome, Outcome::Loss, "{m}");
    }
}
