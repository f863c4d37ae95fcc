//! `kibitzer db import FILE... [--db PATH]`: PGN files (plain or `.pgn.zst`) into the games
//! database, with a progress bar on a terminal (games, games per second, time left) and a
//! summary per file: imported, duplicates, and each unreadable game with its number and why.

use std::io::{IsTerminal, Write};
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use clap::Args;

use super::CliError;
use crate::db_command::{DbPathArg, db_error};
use kibitzer::escaped::Escaped;
use kibitzer_db::{Access, ImportOptions, ImportProgress, ImportSummary, import_file};

/// How many unreadable games a summary names one by one.
const NAMED_SKIPS: usize = 20;

/// `kibitzer db import`.
#[derive(Debug, Args)]
pub struct ImportArgs {
    /// PGN files, plain or compressed with zstd (.pgn.zst).
    #[arg(value_name = "FILE", required = true, value_parser = kibitzer::home_path::parse_path)]
    pub files: Vec<PathBuf>,
    /// The database.
    #[command(flatten)]
    pub db: DbPathArg,
    /// Games written per transaction (an interrupted import reads at most this many again).
    #[arg(long, value_name = "N", default_value_t = kibitzer_db::BATCH_GAMES as u64, value_parser = clap::value_parser!(u64).range(1..=10_000_000))]
    pub batch_games: u64,
    /// Threads replaying games (default: the cores, at most 4).
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u64).range(1..=64))]
    pub threads: Option<u64>,
}

/// Runs `kibitzer db import`.
pub fn run(args: &ImportArgs, config_file: Option<&Path>) -> Result<(), CliError> {
    let mut database = args.db.open(config_file, Access::Write)?;
    let mut options = ImportOptions {
        batch_games: args.batch_games as usize,
        ..ImportOptions::default()
    };
    if let Some(threads) = args.threads {
        options.replay_threads = threads as usize;
    }
    let show_bar = std::io::stderr().is_terminal();
    let mut failed = Vec::new();
    for file in &args.files {
        let started = Instant::now();
        let mut bar = ProgressBar::new(show_bar);
        match import_file(&mut database, file, options, &mut |p| bar.show(p, started)) {
            Ok(summary) => {
                bar.clear();
                print_summary(&summary, started.elapsed());
            }
            Err(error) => {
                bar.clear();
                let message = error.to_string();
                eprintln!("error: {}", Escaped(&message));
                failed.push(message);
            }
        }
    }
    let total = database.game_count().map_err(db_error)?;
    out!(
        "{}: {} games",
        Escaped(&database.path().display().to_string()),
        thousands(total)
    );
    match failed.len() {
        0 => Ok(()),
        1 if args.files.len() == 1 => Err(CliError(
            "the import stopped; run it again to continue".to_owned(),
        )),
        n => Err(CliError(format!(
            "{n} of {} files could not be imported whole; run the import again to continue",
            args.files.len()
        ))),
    }
}

fn print_summary(summary: &ImportSummary, took: Duration) {
    let name = Escaped(&summary.path.display().to_string()).to_string();
    if summary.already_imported {
        out!("{name}: imported before; nothing added");
        return;
    }
    let read = summary.imported + summary.duplicates + summary.skipped.len() as u64;
    let seconds = took.as_secs_f64().max(1e-3);
    let resumed = match summary.resumed_after {
        Some(n) => format!(" (continued after game {})", thousands(n)),
        None => String::new(),
    };
    out!(
        "{name}: {} games read in {seconds:.1} s ({} games/s){resumed}: {} imported, {} duplicates, {} unreadable",
        thousands(read),
        thousands((read as f64 / seconds) as u64),
        thousands(summary.imported),
        thousands(summary.duplicates),
        thousands(summary.skipped.len() as u64),
    );
    for skipped in summary.skipped.iter().take(NAMED_SKIPS) {
        out!(
            "  game {} (line {}): {}",
            skipped.number,
            skipped.line,
            Escaped(&skipped.reason)
        );
    }
    if summary.skipped.len() > NAMED_SKIPS {
        out!("  ... and {} more", summary.skipped.len() - NAMED_SKIPS);
    }
}

pub use kibitzer_db::thousands;

/// The progress bar on standard error, redrawn at most ten times a second.
struct ProgressBar {
    enabled: bool,
    last: Option<Instant>,
}

impl ProgressBar {
    fn new(enabled: bool) -> ProgressBar {
        ProgressBar {
            enabled,
            last: None,
        }
    }

    fn show(&mut self, progress: &ImportProgress, started: Instant) {
        if !self.enabled
            || self
                .last
                .is_some_and(|t| t.elapsed() < Duration::from_millis(100))
        {
            return;
        }
        self.last = Some(Instant::now());
        let seconds = started.elapsed().as_secs_f64().max(1e-3);
        let rate = progress.games_read as f64 / seconds;
        let fraction = if progress.file_size == 0 {
            1.0
        } else {
            (progress.bytes_read as f64 / progress.file_size as f64).min(1.0)
        };
        let left = if fraction > 0.0 {
            seconds * (1.0 - fraction) / fraction
        } else {
            0.0
        };
        let width = 24;
        let filled = (fraction * width as f64) as usize;
        let bar = format!("{}{}", "#".repeat(filled), "-".repeat(width - filled));
        let mut stderr = std::io::stderr().lock();
        let _ = write!(
            stderr,
            "\r[{bar}] {:>3.0}%  {} games  {} games/s  {} left   ",
            fraction * 100.0,
            thousands(progress.games_read),
            thousands(rate as u64),
            clock(left)
        );
        let _ = stderr.flush();
    }

    fn clear(&mut self) {
        if self.enabled && self.last.is_some() {
            let _ = write!(std::io::stderr().lock(), "\r{}\r", " ".repeat(90));
        }
    }
}

/// Seconds as `m:ss` (or `h:mm:ss`).
fn clock(seconds: f64) -> String {
    let s = seconds.round() as u64;
    if s >= 3600 {
        format!("{}:{:02}:{:02}", s / 3600, s / 60 % 60, s % 60)
    } else {
        format!("{}:{:02}", s / 60, s % 60)
    }
}

#[cfg(test)]
mod tests {
    use super::{clock, thousands};

    #[test]
    fn numbers_and_times_read_as_people_write_them() {
        assert_eq!(thousands(0), "0");
        assert_eq!(thousands(999), "999");
        assert_eq!(thousands(1_234_567), "1,234,567");
        assert_eq!(clock(75.4), "1:15");
        assert_eq!(clock(3725.0), "1:02:05");
    }
}
