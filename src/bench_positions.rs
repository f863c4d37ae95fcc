//! The fixed position set of `kibitzer bench` and the criterion benchmarks
//! (`assets/positions/bench.epd`, compiled in): openings, middlegames and endings.

use shakmaty::{Chess, Position};

use crate::epd::parse_epd_file;
use crate::game::parse_fen;
use crate::history::History;

/// The bench positions as EPD text.
pub const BENCH_EPD: &str = include_str!("../assets/positions/bench.epd");

/// Every bench position with its id and its history facts (judged from the board).
pub fn bench_positions() -> Vec<(String, Chess, History)> {
    parse_epd_file(BENCH_EPD)
        .into_iter()
        .filter_map(Result::ok)
        .filter_map(|r| {
            let pos = parse_fen(&r.fen).ok()?;
            let history = History::from_board(pos.board());
            Some((r.id().to_owned(), pos, history))
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::{BENCH_EPD, bench_positions};

    #[test]
    fn every_bench_line_is_a_legal_position() {
        let lines = BENCH_EPD.lines().filter(|l| !l.trim().is_empty()).count();
        assert_eq!(bench_positions().len(), lines);
        assert!(lines >= 30);
    }
}
