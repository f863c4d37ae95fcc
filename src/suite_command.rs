//! `kibitzer suite FILE.epd`: runs a test suite of `bm` (best move) and `am` (avoid move)
//! positions, prints `++ id solved` / `-- id not solved (played X)` per position and the score
//! at the end, with a progress bar when stderr is a terminal. Dirty EPD (unknown opcodes,
//! missing semicolons, unreadable moves or positions) is reported as a warning, never a panic.

use std::io::{IsTerminal, Write};
use std::path::PathBuf;
use std::time::{Duration, Instant};

use clap::Args;
use shakmaty::san::SanPlus;
use shakmaty::{Chess, Move, Position};

use super::CliError;
use super::positive_limit::at_least_one;
use super::search_args::SearchArgs;
use super::tablebase_args::TablebaseArgs;
use super::threads_arg::ThreadsArg;
use kibitzer::History;
use kibitzer::epd::{EpdRecord, parse_epd_file};
use kibitzer::escaped::{Escaped, escaped_path};
use kibitzer::format::san;
use kibitzer::game::parse_fen;
use kibitzer::search::Limits;
use kibitzer::text_file::read_text_file;

/// What `suite` searches each position without a limit.
const DEFAULT: &str = "1000 ms a position";

/// Arguments of `kibitzer suite`.
#[derive(Debug, Clone, Args)]
pub struct SuiteArgs {
    /// The EPD file.
    #[arg(value_name = "FILE.epd", value_parser = kibitzer::home_path::parse_path)]
    pub file: PathBuf,
    /// Time per position in milliseconds, at least 1 (default 1000 unless --depth or --nodes
    /// is given).
    #[arg(long, value_name = "MS", value_parser = at_least_one::<u64>(DEFAULT))]
    pub movetime: Option<u64>,
    /// Search every position to this depth instead, at least 1.
    #[arg(long, value_name = "N", value_parser = at_least_one::<u32>(DEFAULT))]
    pub depth: Option<u32>,
    /// Search every position for this many nodes instead, at least 1 (deterministic).
    #[arg(long, value_name = "N", value_parser = at_least_one::<u64>(DEFAULT))]
    pub nodes: Option<u64>,
    /// Table size and switches.
    #[command(flatten)]
    pub search: SearchArgs,
    /// Endgame tables.
    #[command(flatten)]
    pub tablebases: TablebaseArgs,
    /// Threads searching together.
    #[command(flatten)]
    pub threads: ThreadsArg,
}

/// A suite position ready to search.
struct Problem {
    id: String,
    pos: Chess,
    best: Vec<Move>,
    avoid: Vec<Move>,
}

/// Reads `moves` (SAN) of `opcode` in `pos`, warning about the ones that do not parse.
fn moves_of(
    record: &EpdRecord,
    pos: &Chess,
    opcode: &str,
    warnings: &mut Vec<String>,
) -> Vec<Move> {
    let mut out = Vec::new();
    for text in record.operands(opcode).unwrap_or_default() {
        let parsed = text
            .parse::<SanPlus>()
            .ok()
            .and_then(|s| s.san.to_move(pos).ok());
        match parsed {
            Some(m) => out.push(m),
            None => warnings.push(format!(
                "{}: {opcode} move \"{text}\" is not legal here",
                record.label()
            )),
        }
    }
    out
}

fn problem(record: &EpdRecord, warnings: &mut Vec<String>) -> Option<Problem> {
    let pos = match parse_fen(&record.fen) {
        Ok(pos) => pos,
        Err(e) => {
            warnings.push(format!("{}: invalid position: {e}", record.label()));
            return None;
        }
    };
    let best = moves_of(record, &pos, "bm", warnings);
    let avoid = moves_of(record, &pos, "am", warnings);
    if best.is_empty() && avoid.is_empty() {
        warnings.push(format!("{}: no usable bm or am, skipped", record.label()));
        return None;
    }
    Some(Problem {
        id: record.label(),
        pos,
        best,
        avoid,
    })
}

/// Runs `kibitzer suite`.
pub fn run(args: &SuiteArgs) -> Result<(), CliError> {
    let file = read_text_file(&args.file).map_err(|e| CliError(e.to_string()))?;
    let mut warnings: Vec<String> = file.warning().into_iter().collect();
    let mut problems = Vec::new();
    for record in parse_epd_file(&file.text) {
        match record {
            Ok(record) => {
                for w in &record.warnings {
                    warnings.push(format!("{}: {w}", record.label()));
                }
                problems.extend(problem(&record, &mut warnings));
            }
            Err(e) => warnings.push(e),
        }
    }
    for w in &warnings {
        eprintln!("warning: {}", Escaped(w));
    }
    if problems.is_empty() {
        return Err(CliError(format!(
            "{} has no usable positions",
            escaped_path(&args.file)
        )));
    }
    let mut limits = Limits {
        depth: args.depth,
        nodes: args.nodes,
        movetime: args.movetime.map(Duration::from_millis),
        multipv: 1,
        ..Limits::default()
    };
    if limits.is_infinite() {
        limits.movetime = Some(Duration::from_secs(1));
    }
    let mut search = args.threads.search(&args.search, args.tablebases.load()?)?;
    let bar = std::io::stderr().is_terminal();
    let started = Instant::now();
    let mut solved = 0;
    for (i, p) in problems.iter().enumerate() {
        if bar {
            progress_bar(i, problems.len(), solved);
        }
        search.clear();
        let history = History::from_board(p.pos.board());
        let result = search.run_position(&p.pos, history, &limits);
        let played = result.best;
        let ok = played
            .is_some_and(|m| (p.best.is_empty() || p.best.contains(&m)) && !p.avoid.contains(&m));
        if bar {
            eprint!("\r\x1b[2K");
        }
        if ok {
            solved += 1;
            out!("++ {} solved", Escaped(&p.id));
        } else {
            let played = played.map_or_else(|| "nothing".to_owned(), |m| san(&p.pos, m));
            out!("-- {} not solved (played {played})", Escaped(&p.id));
        }
    }
    out!(
        "{solved} out of {} solved ({:.1}s)",
        problems.len(),
        started.elapsed().as_secs_f64()
    );
    Ok(())
}

fn progress_bar(done: usize, total: usize, solved: usize) {
    let width = 30;
    let filled = done * width / total.max(1);
    eprint!(
        "\r[{}{}] {done}/{total}, {solved} solved",
        "#".repeat(filled),
        "-".repeat(width - filled)
    );
    let _ = std::io::stderr().flush();
}
