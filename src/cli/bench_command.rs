//! `kibitzer bench`: searches the positions of `assets/positions/bench.epd` to a fixed depth
//! and prints the total node count (a signature of search behaviour, identical on every run
//! and machine) and the speed.

use std::time::Instant;

use clap::Args;

use super::line_format::{human, san};
use crate::bench_positions::bench_positions;
use crate::search::{Limits, Search, nodes_per_second};

/// The default bench depth.
pub const BENCH_DEPTH: u32 = 7;

/// Arguments of `kibitzer bench`.
#[derive(Debug, Clone, Args)]
pub struct BenchArgs {
    /// Search every position to this depth.
    #[arg(long, value_name = "N", default_value_t = BENCH_DEPTH)]
    pub depth: u32,
    /// Turn features off (as for `analyse`).
    #[arg(long, value_name = "FEATURES", value_delimiter = ',', value_parser = clap::builder::PossibleValuesParser::new(super::search_args::FEATURES))]
    pub without: Vec<String>,
    /// Also print one line per position.
    #[arg(long)]
    pub verbose: bool,
}

/// Runs `kibitzer bench`.
pub fn run(args: &BenchArgs) {
    let mut total_nodes = 0;
    // The searches only: clearing the table between positions is setup, not search.
    let mut elapsed = std::time::Duration::ZERO;
    let switches = super::search_args::SearchArgs {
        hash: Some(16),
        without: args.without.clone(),
    };
    let mut search = Search::new(switches.options());
    for (id, pos, history) in bench_positions() {
        // An empty table per position keeps every count independent of the order.
        search.clear();
        let started = Instant::now();
        let result = search.run_position(&pos, history, &Limits::depth(args.depth));
        elapsed += started.elapsed();
        total_nodes += result.counters.nodes;
        if args.verbose {
            let best = result.best.map_or_else(|| "-".to_owned(), |m| san(&pos, m));
            out!(
                "{:<16} {:>10} nodes  best {best}",
                id,
                result.counters.nodes
            );
        }
    }
    out!("{total_nodes} nodes");
    out!("{} nodes/s", nodes_per_second(total_nodes, elapsed));
    eprintln!(
        "depth {}, {:.2}s, {} nodes/s",
        args.depth,
        elapsed.as_secs_f64(),
        human(nodes_per_second(total_nodes, elapsed))
    );
}
