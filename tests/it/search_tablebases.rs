//! The search with Syzygy tables (the small set in `tests/data/syzygy`): the probe below the
//! root cuts and counts, its switch turns it off, and a root in the tables searches only the
//! moves that keep the result. Searches are limited by depth.

use std::ffi::OsString;

use kibitzer::game::parse_fen;
use kibitzer::search::{Limits, Search, SearchOptions, Switch};
use kibitzer::tablebase::{Outcome, Tablebases};
use kibitzer::{History, Score};
use shakmaty::{Chess, Position};

fn tables() -> Tablebases {
    let dir = OsString::from(concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/syzygy"));
    Tablebases::open(&dir).unwrap()
}

fn search(tables: Option<Tablebases>, switch_on: bool) -> Search {
    let mut options = SearchOptions {
        hash_mb: 1,
        tablebases: tables,
        ..SearchOptions::default()
    };
    options.set(Switch::TablebaseProbe, switch_on);
    Search::new(options)
}

/// White's rook takes the knight into KR v K (the `KRvKN` table is not shipped, so the root
/// is searched without root filtering and the probe acts below it).
const ROOK_TAKES_KNIGHT: &str = "8/8/8/8/8/2k5/8/KR2n3 w - - 0 1";

#[test]
fn the_probe_below_the_root_proves_the_win_and_counts_its_hits() {
    let pos: Chess = parse_fen(ROOK_TAKES_KNIGHT).unwrap();
    let result =
        search(Some(tables()), true).run_position(&pos, History::default(), &Limits::depth(6));
    let line = &result.lines[0];
    assert!(line.score.is_tablebase(), "{}", line.score);
    assert!(line.score > Score::cp(0));
    assert!(result.counters.tablebase_hits > 0);
    assert_eq!(line.pv[0].to_string(), "Rb1xe1");
}

#[test]
fn without_tables_or_with_the_switch_off_nothing_is_probed() {
    let pos: Chess = parse_fen(ROOK_TAKES_KNIGHT).unwrap();
    for mut search in [search(None, true), search(Some(tables()), false)] {
        let result = search.run_position(&pos, History::default(), &Limits::depth(6));
        assert_eq!(result.counters.tablebase_hits, 0);
        assert!(
            !result.lines[0].score.is_tablebase(),
            "{}",
            result.lines[0].score
        );
    }
}

#[test]
fn a_root_in_the_tables_searches_only_the_moves_that_keep_the_win() {
    let tables = tables();
    // KQ v KR, the queen pinned along the second rank: one move of 13 keeps the win.
    let pos: Chess = parse_fen("8/8/2k5/8/8/8/1K1Q3r/8 w - - 0 1").unwrap();
    let keep = tables.root_moves(&pos).unwrap();
    assert_eq!((keep.len(), pos.legal_moves().len()), (1, 13));
    let limits = Limits::depth(3).with_multipv(8);
    let result = search(Some(tables.clone()), true).run_position(&pos, History::default(), &limits);
    assert_eq!(result.lines.len(), keep.len().min(8));
    for line in &result.lines {
        assert!(keep.contains(&line.pv[0]), "{}", line.pv[0]);
        let after = pos.clone().play(line.pv[0]).unwrap();
        assert_eq!(
            tables.verdict(&after).unwrap().unwrap().outcome,
            Outcome::Loss
        );
    }
    // The root is in the tables: the search below it does not probe.
    assert_eq!(result.counters.tablebase_hits, 0);
}
