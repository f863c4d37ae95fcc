//! Mates in 1, 2 and 3 for both colours (`crates/kibitzer/assets/positions/mates.epd`): the distances are
//! first confirmed by a brute-force solver, then the engine must report exactly them.

use crate::support::mate_solver;

use kibitzer::search::{Limits, Search, SearchOptions};
use kibitzer::{History, epd::parse_epd_file, game::parse_fen};
use shakmaty::san::SanPlus;
use shakmaty::{Color, Position};

const MATES: &str = include_str!("../../crates/kibitzer/assets/positions/mates.epd");

#[test]
fn mate_file_covers_one_to_three_moves_for_both_colours() {
    let records: Vec<_> = parse_epd_file(MATES)
        .into_iter()
        .map(Result::unwrap)
        .collect();
    for n in 1..=3 {
        for color in Color::ALL {
            assert!(records.iter().any(|r| {
                let pos = parse_fen(&r.fen).unwrap();
                pos.turn() == color && r.operands("dm").unwrap()[0] == n.to_string()
            }));
        }
    }
}

#[test]
fn engine_finds_every_mate_at_its_exact_distance() {
    for record in parse_epd_file(MATES) {
        let record = record.unwrap();
        let pos = parse_fen(&record.fen).unwrap();
        let n: u32 = record.operands("dm").unwrap()[0].parse().unwrap();
        assert_eq!(
            mate_solver::mate_distance(&pos, n),
            Some(n),
            "{}: brute force",
            record.id()
        );

        let mut search = Search::new(SearchOptions {
            hash_mb: 4,
            ..SearchOptions::default()
        });
        let depth = 2 * n + 1;
        let result = search.run_position(
            &pos,
            History::from_board(pos.board()),
            &Limits::depth(depth),
        );
        let line = &result.lines[0];
        assert_eq!(
            line.score.mate_moves(),
            Some(n as i32),
            "{}: {:?}",
            record.id(),
            line
        );
        // The principal variation really mates.
        let mut end = pos.clone();
        for &m in &line.pv {
            assert!(end.is_legal(m), "{}", record.id());
            end.play_unchecked(m);
        }
        assert!(
            end.is_checkmate(),
            "{}: pv does not end in mate",
            record.id()
        );
        assert_eq!(line.pv.len(), 2 * n as usize - 1, "{}", record.id());
        if let Some(best) = record.operands("bm") {
            let expected = best[0]
                .parse::<SanPlus>()
                .unwrap()
                .san
                .to_move(&pos)
                .unwrap();
            assert_eq!(result.best, Some(expected), "{}", record.id());
        }
    }
}

#[test]
fn the_mated_side_sees_a_negative_mate() {
    // After 1.Kb6 in mate2-white, Black is mated in one: mate -1 for the side to move.
    let pos = parse_fen("k7/8/1K6/8/8/8/8/7R b - - 1 1").unwrap();
    let mut search = Search::new(SearchOptions {
        hash_mb: 4,
        ..SearchOptions::default()
    });
    let result = search.run_position(&pos, History::from_board(pos.board()), &Limits::depth(4));
    assert_eq!(result.lines[0].score.mate_moves(), Some(-1));
}
