//! `kibitzer analyse`: headless iterative deepening, one line per completed depth and line,
//! then the best move; `--json` prints one object per line.

use std::time::Duration;

use clap::Args;
use serde_json::json;
use shakmaty::Position;

use super::CliError;
use super::position_args::PositionArgs;
use super::positive_limit::at_least_one;
use super::search_args::SearchArgs;
use super::tablebase_args::{TablebaseArgs, verdict_line};
use super::threads_arg::ThreadsArg;
use kibitzer::engine::Info;
use kibitzer::format::{counters_text, info_json, line_text, san};
use kibitzer::search::{Limits, MAX_MULTIPV, Node, SearchUpdate, StopSignal};

/// What `analyse` searches without a limit.
const DEFAULT: &str = "depth 10";

/// Arguments of `kibitzer analyse`.
#[derive(Debug, Clone, Args)]
pub struct AnalyseArgs {
    /// The position and its history facts.
    #[command(flatten)]
    pub position: PositionArgs,
    /// Stop after this depth, at least 1 (without any limit: depth 10).
    #[arg(long, value_name = "N", value_parser = at_least_one::<u32>(DEFAULT))]
    pub depth: Option<u32>,
    /// Stop after this many nodes, at least 1 (deterministic).
    #[arg(long, value_name = "N", value_parser = at_least_one::<u64>(DEFAULT))]
    pub nodes: Option<u64>,
    /// Stop after this many milliseconds, at least 1.
    #[arg(long, value_name = "MS", value_parser = at_least_one::<u64>(DEFAULT))]
    pub movetime: Option<u64>,
    /// Number of lines (1-8).
    #[arg(long, value_name = "N", default_value_t = 1, value_parser = clap::value_parser!(u8).range(1..=MAX_MULTIPV as i64))]
    pub multipv: u8,
    /// Table size and switches.
    #[command(flatten)]
    pub search: SearchArgs,
    /// Endgame tables.
    #[command(flatten)]
    pub tablebases: TablebaseArgs,
    /// Threads searching together.
    #[command(flatten)]
    pub threads: ThreadsArg,
    /// Print one JSON object per line.
    #[arg(long)]
    pub json: bool,
    /// Print the search's own counters (nodes, pruning, reductions, extensions) before the
    /// best move; the JSON's last object always has them.
    #[arg(long)]
    pub verbose: bool,
}

impl AnalyseArgs {
    /// The limits; without any, depth 10.
    pub fn limits(&self) -> Limits {
        let mut limits = Limits {
            depth: self.depth,
            nodes: self.nodes,
            movetime: self.movetime.map(Duration::from_millis),
            ..Limits::default()
        };
        if limits.is_infinite() {
            limits.depth = Some(10);
        }
        limits.with_multipv(usize::from(self.multipv))
    }
}

/// The opening named at `pos` as JSON: `{"eco": "B20", "name": "Sicilian Defense"}`, or
/// `null`.
pub(super) fn opening_json(pos: &shakmaty::Chess) -> serde_json::Value {
    kibitzer::openings::of_position(pos).map_or(
        serde_json::Value::Null,
        |opening| json!({ "eco": opening.eco, "name": opening.name }),
    )
}

/// Runs `kibitzer analyse`.
pub fn run(args: &AnalyseArgs) -> Result<(), CliError> {
    let (pos, history) = args.position.resolve()?;
    let limits = args.limits();
    let tables = args.tablebases.load()?;
    let mut search = args.threads.search(&args.search, tables.clone())?;
    let root = Node::new(pos.clone(), history);
    let multipv = limits.multipv > 1;
    if !args.json {
        out!(
            "Scores are from the side to move ({}).",
            pos.turn().fold_wb("White", "Black")
        );
        if let Some(opening) = kibitzer::openings::of_position(&pos) {
            out!("Opening: {opening}");
        }
        if let Some(tables) = &tables {
            out!("{}", verdict_line(tables, &pos));
        }
    }
    let mut report = |update: SearchUpdate| {
        if let SearchUpdate::Line(line) = update {
            let info = Info::from(*line);
            if args.json {
                out!("{}", info_json(&pos, &info));
            } else {
                out!("{}", line_text(&pos, &info, multipv));
            }
        }
    };
    let result = search.run(&root, &[], &limits, &StopSignal::never(), &mut report);
    let best = result.best.map(|m| san(&pos, m));
    if args.json {
        out!(
            "{}",
            json!({
                "bestmove": best,
                "reason": result.reason,
                "counters": result.counters,
                "opening": opening_json(&pos),
            })
        );
    } else {
        if args.verbose {
            out!("{}", counters_text(&result.counters));
        }
        match best {
            Some(best) => out!("bestmove {best}"),
            None => out!(
                "no legal moves ({})",
                if pos.is_check() {
                    "checkmate"
                } else {
                    "stalemate"
                }
            ),
        }
    }
    Ok(())
}
