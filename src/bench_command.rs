//! `kibitzer bench`: searches the positions of `assets/positions/bench.epd` to a fixed depth
//! and prints the total node count (a signature of search behaviour, identical on every run
//! and machine) and the speed.

use clap::Args;

use super::CliError;
use super::positive_limit::at_least_one;
use kibitzer::bench_positions::run_bench;
use kibitzer::format::{human, san};
use kibitzer::search::nodes_per_second;

use kibitzer::bench_positions::BENCH_DEPTH;

/// Arguments of `kibitzer bench`.
#[derive(Debug, Clone, Args)]
pub struct BenchArgs {
    /// Search every position to this depth, at least 1.
    #[arg(long, value_name = "N", default_value_t = BENCH_DEPTH, value_parser = at_least_one::<u32>("depth 7"))]
    pub depth: u32,
    /// Turn features off (as for `analyse`).
    #[arg(long, value_name = "FEATURES", value_delimiter = ',', value_parser = clap::builder::PossibleValuesParser::new(super::search_args::FEATURES))]
    pub without: Vec<String>,
    /// Threads searching together.
    #[command(flatten)]
    pub threads: super::threads_arg::ThreadsArg,
    /// Turn features on that are off by default (as for `analyse`).
    #[arg(long, value_name = "FEATURES", value_delimiter = ',', value_parser = clap::builder::PossibleValuesParser::new(super::search_args::FEATURES))]
    pub with: Vec<String>,
    /// Also print one line per position.
    #[arg(long)]
    pub verbose: bool,
}

/// Runs `kibitzer bench`.
pub fn run(args: &BenchArgs) -> Result<(), CliError> {
    let switches = super::search_args::SearchArgs {
        hash: Some(kibitzer::bench_positions::BENCH_HASH_MB),
        without: args.without.clone(),
        with: args.with.clone(),
    };
    let options = args.threads.apply(switches.options());
    let total = run_bench(args.depth, &options, |id, pos, result| {
        if args.verbose {
            let best = result.best.map_or_else(|| "-".to_owned(), |m| san(pos, m));
            out!("{id:<16} {:>10} nodes  best {best}", result.counters.nodes);
        }
    })
    .map_err(|e| CliError(e.to_string()))?;
    out!("{total}");
    eprintln!(
        "depth {}, {} thread{}, {:.2}s, {} nodes/s",
        args.depth,
        args.threads.threads,
        if args.threads.threads == 1 { "" } else { "s" },
        total.elapsed.as_secs_f64(),
        human(nodes_per_second(total.nodes, total.elapsed))
    );
    Ok(())
}
