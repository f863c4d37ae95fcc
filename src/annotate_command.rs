//! `kibitzer annotate GAME.pgn`: every game of the file (or of its shard, `--shard K/N`)
//! reviewed ([`kibitzer::annotate`]) by kibitzer's own search or an external engine
//! (`--engine`), and written back, to standard output or `-o OUT`, with a progress bar on a
//! terminal.

use std::io::{IsTerminal, Write as _};
use std::path::PathBuf;
use std::sync::Mutex;
use std::time::Instant;

use clap::Args;

use super::CliError;
use super::judge_args::JudgeArgs;
use super::limit_args::LimitArgs;
use super::search_args::SearchArgs;
use super::shard_arg::Shard;
use kibitzer::annotate::{Settings, annotate_games};
use kibitzer::escaped::{Escaped, escaped_path};
use kibitzer::game::Game;
use kibitzer::pgn::{PgnIndex, read_game, write_game};
use kibitzer::text_file::{read_text_file, write_text_file};

/// The table of each thread without `--hash`, in MB: enough for the searches of single
/// positions at the usual depths, and small enough that clearing it between positions costs
/// nothing (with 64 MB, a third of the time went to the kernel mapping fresh pages).
const TABLE_MB: usize = 16;

/// Arguments of `kibitzer annotate`.
#[derive(Debug, Clone, Args)]
pub struct AnnotateArgs {
    /// The games to review.
    #[arg(value_name = "GAME.pgn", value_parser = kibitzer::home_path::parse_path)]
    pub file: PathBuf,
    /// The limit of each position's search (default: depth 9, or 300000 nodes with --engine).
    #[command(flatten)]
    pub limit: LimitArgs,
    /// Positions searched at once (default: the number of cores); with --engine, the number
    /// of engine processes.
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u16).range(1..=256))]
    pub threads: Option<u16>,
    /// Review only the games numbered K, K+N, K+2N, ... of the file (counted from 1), so
    /// that N runs share a large file: --shard 2/4.
    #[arg(long, value_name = "K/N")]
    pub shard: Option<Shard>,
    /// Who judges (default: kibitzer's own search).
    #[command(flatten)]
    pub judge: JudgeArgs,
    /// Write the annotated games to this file instead of standard output.
    #[arg(short = 'o', long = "output", value_name = "OUT", value_parser = kibitzer::home_path::parse_path)]
    pub output: Option<PathBuf>,
    /// Table size (per thread) and switches.
    #[command(flatten)]
    pub search: SearchArgs,
}

/// One game of the file: read, or kept as its text because it could not be read or has no
/// move to review (it is then copied byte for byte).
enum Entry {
    Read(usize),
    Copied(String),
}

/// Runs `kibitzer annotate`.
pub fn run(args: &AnnotateArgs) -> Result<(), CliError> {
    let file = read_text_file(&args.file).map_err(|e| CliError(e.to_string()))?;
    if let Some(warning) = file.warning() {
        eprintln!("warning: {}", Escaped(&warning));
    }
    let index = PgnIndex::scan(&file.text);
    if index.entries().is_empty() {
        return Err(CliError(format!(
            "{}: no game found",
            escaped_path(&args.file)
        )));
    }
    let mut games: Vec<Game> = Vec::new();
    let mut entries = Vec::new();
    let mut errors = Vec::new();
    let shard = args.shard.unwrap_or(Shard { index: 1, count: 1 });
    let chosen: Vec<_> = index
        .entries()
        .iter()
        .enumerate()
        .filter(|(position, _)| shard.holds(*position))
        .map(|(_, entry)| entry)
        .collect();
    if chosen.is_empty() {
        eprintln!(
            "warning: shard {shard} holds none of the {} games of {}",
            index.entries().len(),
            escaped_path(&args.file)
        );
        return write_output(args, "");
    }
    for entry in chosen {
        let copied = || Entry::Copied(entry.text(&file.text).trim_end().to_owned());
        match read_game(&file.text, entry) {
            // Nothing to review: kept as it is.
            Ok(game) if game.main_line().len() == 1 => entries.push(copied()),
            Ok(game) => {
                entries.push(Entry::Read(games.len()));
                games.push(game);
            }
            Err(e) => {
                errors.push(format!("{}: {e}", escaped_path(&args.file)));
                entries.push(copied());
            }
        }
    }
    if errors.len() == index.entries().len() {
        let first = errors.into_iter().next().unwrap_or_default();
        return Err(CliError(first));
    }
    for error in &errors {
        eprintln!("warning: {}; copied unchanged", Escaped(error));
    }
    let threads = args.threads.map_or_else(
        || std::thread::available_parallelism().map_or(1, usize::from),
        usize::from,
    );
    let judging = args.judge.judging();
    let settings = Settings {
        limits: args.limit.limits_or(judging.default_limits()),
        options: args.search.options_with_table(TABLE_MB),
        threads,
        judging,
    };
    let started = Instant::now();
    // The highest count drawn: threads finish in any order, the bar only moves forward.
    let bar = std::io::stderr().is_terminal().then(|| Mutex::new(0));
    let progress = |done: usize, total: usize| {
        if let Some(lock) = &bar
            && let Ok(mut drawn) = lock.lock()
            && done > *drawn
        {
            *drawn = done;
            progress_bar(done, total, started);
        }
    };
    let reviews = annotate_games(&mut games, &settings, &progress);
    if bar.is_some() {
        eprint!("\r\x1b[2K");
    }
    let reviews = reviews.map_err(|e| CliError(e.to_string()))?;
    if bar.is_some() {
        let positions: usize = reviews.iter().map(|r| r.moves.len()).sum();
        let seconds = started.elapsed().as_secs_f64();
        eprintln!(
            "{} games, {positions} positions in {seconds:.1} s ({:.1} positions/s, {threads} threads, judged by {})",
            games.len(),
            positions as f64 / seconds.max(1e-9),
            reviews.first().map_or("", |r| r.judged_by.as_str())
        );
    }
    let texts: Vec<String> = entries
        .into_iter()
        .map(|entry| match entry {
            Entry::Read(i) => write_game(&games[i]).trim_end().to_owned(),
            Entry::Copied(text) => text,
        })
        .collect();
    let mut output = texts.join("\n\n");
    output.push('\n');
    write_output(args, &output)
}

/// Writes `output` to `-o OUT` or standard output.
fn write_output(args: &AnnotateArgs, output: &str) -> Result<(), CliError> {
    match &args.output {
        Some(path) => write_text_file(path, output).map_err(|e| CliError(e.to_string())),
        None => {
            out_text!("{output}");
            Ok(())
        }
    }
}

/// `[#######-------] 120/800 positions, 35 s left` on one line of stderr.
fn progress_bar(done: usize, total: usize, started: Instant) {
    let width = 30;
    let filled = done * width / total.max(1);
    let elapsed = started.elapsed().as_secs_f64();
    let left = if done == 0 {
        String::new()
    } else {
        let seconds = elapsed / done as f64 * (total - done.min(total)) as f64;
        format!(", {seconds:.0} s left")
    };
    eprint!(
        "\r\x1b[2K[{}{}] {done}/{total} positions{left}",
        "#".repeat(filled),
        "-".repeat(width - filled)
    );
    let _ = std::io::stderr().flush();
}
