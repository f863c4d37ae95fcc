//! The fixed position set of `kibitzer bench` and the criterion benchmarks
//! (`assets/positions/bench.epd`, compiled in): openings, middlegames and endings; and
//! [`run_bench`], the search of all of them that `kibitzer bench` and the UCI `bench` print.

use std::time::{Duration, Instant};

use shakmaty::{Chess, Position};

use crate::History;
use crate::epd::parse_epd_file;
use crate::game::parse_fen;
use crate::search::{
    HashAllocError, Limits, Search, SearchOptions, SearchResult, nodes_per_second,
};

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

/// The default bench depth.
pub const BENCH_DEPTH: u32 = 7;

/// The table size of a bench run in MB (the node count depends on it).
pub const BENCH_HASH_MB: usize = 16;

/// What a bench run did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BenchTotal {
    /// Nodes of all searches (the signature of the search's behaviour).
    pub nodes: u64,
    /// Time of the searches alone.
    pub elapsed: Duration,
}

impl std::fmt::Display for BenchTotal {
    /// The two lines both `kibitzer bench` and the UCI `bench` print: the total nodes, then
    /// the nodes per second.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "{} nodes\n{} nodes/s",
            self.nodes,
            nodes_per_second(self.nodes, self.elapsed)
        )
    }
}

/// Searches every bench position to `depth` with `options` (and a [`BENCH_HASH_MB`] table,
/// emptied before each position so every count is independent of the order); `each` sees
/// every position's id, position and result.
pub fn run_bench(
    depth: u32,
    options: &SearchOptions,
    mut each: impl FnMut(&str, &Chess, &SearchResult),
) -> Result<BenchTotal, HashAllocError> {
    let mut search = Search::try_new(SearchOptions {
        hash_mb: BENCH_HASH_MB,
        ..options.clone()
    })?;
    let mut total = BenchTotal {
        nodes: 0,
        elapsed: Duration::ZERO,
    };
    for (id, pos, history) in bench_positions() {
        search.clear();
        let started = Instant::now();
        let result = search.run_position(&pos, history, &Limits::depth(depth));
        total.elapsed += started.elapsed();
        total.nodes += result.counters.nodes;
        each(&id, &pos, &result);
    }
    Ok(total)
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
