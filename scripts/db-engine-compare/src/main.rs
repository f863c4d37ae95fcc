//! db-engine-compare: the games database's candidate storage engines measured on the same
//! data, the explorer's real workload (issue #36).
//!
//!   db-engine-compare FILE.pgn FOLDER [--games N] [--engines sqlite,redb,fjall]
//!                     [--queries N] [--batch N]
//!
//! Reads the games (all, or the first N) a batch at a time (default 100,000 games), replays
//! each game's first 50 plies into rows keyed (position hash, move) with the explorer's counts
//! (see workload.rs), aggregates a batch in memory and writes it, sorted, into every engine in
//! turn (the order rotates from batch to batch), each in a fresh database under FOLDER. Then
//! each database is closed, opened again, and asked for all moves of 10,000 random stored
//! positions, twice (the first pass starts from the engine's empty cache; the OS's file cache
//! is whatever the import left). Prints the import time and rows per second, the query
//! latencies (first query, p50 and p99 of each pass) and the size on disk.

mod counts;
mod engine;
mod fjall_engine;
mod redb_engine;
mod sqlite;
mod workload;

use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::time::{Duration, Instant};

use engine::{Engine, Lookup, Result, size_of};
use workload::Workload;

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Kind {
    Sqlite,
    Redb,
    Fjall,
}

impl Kind {
    fn name(self) -> &'static str {
        match self {
            Kind::Sqlite => "sqlite",
            Kind::Redb => "redb",
            Kind::Fjall => "fjall",
        }
    }

    fn create(self, folder: &Path) -> Result<Box<dyn Engine>> {
        Ok(match self {
            Kind::Sqlite => Box::new(sqlite::Sqlite::create(folder)?),
            Kind::Redb => Box::new(redb_engine::Redb::create(folder)?),
            Kind::Fjall => Box::new(fjall_engine::Fjall::create(folder)?),
        })
    }

    fn lookup(self, folder: &Path) -> Result<Box<dyn Lookup>> {
        Ok(match self {
            Kind::Sqlite => Box::new(sqlite::SqliteLookup::open(folder)?),
            Kind::Redb => Box::new(redb_engine::RedbLookup::open(folder)?),
            Kind::Fjall => Box::new(fjall_engine::FjallLookup::open(folder)?),
        })
    }

    fn path(self, folder: &Path) -> PathBuf {
        match self {
            Kind::Sqlite => sqlite::file(folder),
            Kind::Redb => redb_engine::file(folder),
            Kind::Fjall => fjall_engine::folder_of(folder),
        }
    }
}

/// An engine being filled: its kind, itself (until finished), its write time so far.
type Filling = (Kind, Option<Box<dyn Engine>>, Duration);

struct Options {
    pgn: String,
    folder: PathBuf,
    games: u64,
    batch: u64,
    queries: usize,
    kinds: Vec<Kind>,
}

fn options() -> std::result::Result<Options, String> {
    let mut args = std::env::args().skip(1);
    let mut positional = Vec::new();
    let mut o = Options {
        pgn: String::new(),
        folder: PathBuf::new(),
        games: u64::MAX,
        batch: 100_000,
        queries: 10_000,
        kinds: vec![Kind::Sqlite, Kind::Redb, Kind::Fjall],
    };
    while let Some(arg) = args.next() {
        let mut value = |name: &str| args.next().ok_or(format!("{name} needs a value"));
        match arg.as_str() {
            "--games" => o.games = value("--games")?.parse().map_err(|_| "bad --games")?,
            "--batch" => o.batch = value("--batch")?.parse().map_err(|_| "bad --batch")?,
            "--queries" => o.queries = value("--queries")?.parse().map_err(|_| "bad --queries")?,
            "--engines" => {
                o.kinds = value("--engines")?
                    .split(',')
                    .map(|name| match name {
                        "sqlite" => Ok(Kind::Sqlite),
                        "redb" => Ok(Kind::Redb),
                        "fjall" => Ok(Kind::Fjall),
                        other => Err(format!("unknown engine {other}")),
                    })
                    .collect::<std::result::Result<_, _>>()?;
            }
            _ if arg.starts_with("--") => return Err(format!("unknown option {arg}")),
            _ => positional.push(arg),
        }
    }
    let [pgn, folder] = <[String; 2]>::try_from(positional).map_err(|_| "need FILE.pgn FOLDER")?;
    o.pgn = pgn;
    o.folder = PathBuf::from(folder);
    Ok(o)
}

/// Small seeded generator for picking the query positions.
struct Pick(u64);

impl Pick {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
}

fn percentile(sorted: &[Duration], p: f64) -> Duration {
    let i = ((sorted.len() as f64 - 1.0) * p).round() as usize;
    sorted[i]
}

fn micros(d: Duration) -> f64 {
    d.as_secs_f64() * 1e6
}

fn run(o: &Options) -> Result<()> {
    let _ = std::fs::remove_dir_all(&o.folder);
    std::fs::create_dir_all(&o.folder)?;
    let mut engines: Vec<Filling> = Vec::new();
    for &kind in &o.kinds {
        engines.push((kind, Some(kind.create(&o.folder)?), Duration::ZERO));
    }
    let mut workload = Workload::open(&o.pgn)?;
    let mut pick = Pick(0x2545_F491_4F6C_DD1D);
    let mut sample: Vec<u64> = Vec::with_capacity(o.queries);
    let mut seen_positions = 0u64;
    let (mut rows_written, mut read_time, mut batches) = (0u64, Duration::ZERO, 0usize);
    loop {
        let start = Instant::now();
        let rows = workload.next_batch(o.batch, o.games)?;
        read_time += start.elapsed();
        if rows.is_empty() {
            break;
        }
        // Reservoir sample of the batch's positions (the first row of each).
        for (i, ((position, _), _)) in rows.iter().enumerate() {
            if i > 0 && rows[i - 1].0.0 == *position {
                continue;
            }
            seen_positions += 1;
            if sample.len() < o.queries {
                sample.push(*position);
            } else {
                let j = pick.next() % seen_positions;
                if (j as usize) < o.queries {
                    sample[j as usize] = *position;
                }
            }
        }
        rows_written += rows.len() as u64;
        let n = engines.len();
        for k in 0..n {
            let (kind, engine, time) = &mut engines[(k + batches) % n];
            let start = Instant::now();
            engine.as_mut().unwrap().write(&rows)?;
            let took = start.elapsed();
            *time += took;
            eprintln!(
                "batch {batches}: {} rows, {}: {:.1} s",
                rows.len(),
                kind.name(),
                took.as_secs_f64()
            );
        }
        batches += 1;
    }
    println!(
        "{} games ({} not replayed), {} position-move occurrences, {} rows written in {} batches; reading and aggregating took {:.1} s",
        workload.games,
        workload.broken,
        workload.occurrences,
        rows_written,
        batches,
        read_time.as_secs_f64()
    );
    println!(
        "| engine | write s | finish s | rows/s | games/s | size MB | bytes/game | first query µs | pass 1 p50/p99 µs | pass 2 p50/p99 µs |"
    );
    println!("|---|---|---|---|---|---|---|---|---|---|");
    for (kind, engine, write_time) in &mut engines {
        let start = Instant::now();
        engine.take().unwrap().finish()?;
        let finish = start.elapsed();
        let total = (*write_time + finish).as_secs_f64();
        let size = size_of(&kind.path(&o.folder));
        let mut lookup = kind.lookup(&o.folder)?;
        let mut order = sample.clone();
        for i in (1..order.len()).rev() {
            order.swap(i, (pick.next() % (i as u64 + 1)) as usize);
        }
        let mut passes = Vec::new();
        let mut first = Duration::ZERO;
        for pass in 0..2 {
            let mut times = Vec::with_capacity(order.len());
            for &position in &order {
                let start = Instant::now();
                let (n, _) = lookup.moves(position)?;
                times.push(start.elapsed());
                if n == 0 {
                    return Err(format!("{}: position {position:#x} not found", kind.name()).into());
                }
            }
            if pass == 0 {
                first = times[0];
            }
            times.sort_unstable();
            passes.push((percentile(&times, 0.5), percentile(&times, 0.99)));
        }
        println!(
            "| {} | {:.1} | {:.1} | {:.0} | {:.0} | {:.1} | {:.0} | {:.0} | {:.1} / {:.1} | {:.1} / {:.1} |",
            kind.name(),
            write_time.as_secs_f64(),
            finish.as_secs_f64(),
            rows_written as f64 / total,
            workload.games as f64 / total,
            size as f64 / 1e6,
            size as f64 / workload.games as f64,
            micros(first),
            micros(passes[0].0),
            micros(passes[0].1),
            micros(passes[1].0),
            micros(passes[1].1),
        );
    }
    Ok(())
}

fn main() -> ExitCode {
    let o = match options() {
        Ok(o) => o,
        Err(e) => {
            eprintln!("db-engine-compare: {e}");
            eprintln!(
                "usage: db-engine-compare FILE.pgn FOLDER [--games N] [--engines sqlite,redb,fjall] [--queries N] [--batch N]"
            );
            return ExitCode::from(2);
        }
    };
    match run(&o) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("db-engine-compare: {e}");
            ExitCode::FAILURE
        }
    }
}
