//! `kibitzer db bench [--positions N] [--seed S]`: how fast the explorer answers on this
//! database: positions taken from its own games (a game and a ply within the indexed plies,
//! chosen by a seeded generator), the first query timed alone (cold: the process has read
//! nothing yet), then every position twice, the second pass timed (warm): median, 99th
//! percentile and slowest.

use std::path::Path;
use std::time::{Duration, Instant};

use clap::Args;

use super::CliError;
use crate::db_command::{DbPathArg, db_error};
use kibitzer_db::{Access, INDEX_PLIES, explore, main_line_positions, stored_game};

/// `kibitzer db bench`.
#[derive(Debug, Args)]
pub struct LatencyArgs {
    /// How many positions.
    #[arg(long, value_name = "N", default_value_t = 1000, value_parser = clap::value_parser!(u64).range(1..=1_000_000))]
    pub positions: u64,
    /// The generator's seed (the same seed, the same positions).
    #[arg(long, value_name = "S", default_value_t = 1)]
    pub seed: u64,
    /// The database.
    #[command(flatten)]
    pub db: DbPathArg,
}

/// A small seeded generator (xorshift).
fn next(state: &mut u64) -> u64 {
    *state ^= *state << 13;
    *state ^= *state >> 7;
    *state ^= *state << 17;
    *state
}

/// Runs `kibitzer db bench`.
pub fn run(args: &LatencyArgs, config_file: Option<&Path>) -> Result<(), CliError> {
    let opened = Instant::now();
    let database = args.db.open(config_file, Access::Read)?;
    let games = database.game_count().map_err(db_error)?;
    if games == 0 {
        return Err(CliError("the database has no games".to_owned()));
    }
    let mut state = args.seed.max(1).wrapping_mul(0x9e37_79b9_7f4a_7c15) | 1;
    let mut positions = Vec::new();
    let mut first = None;
    let mut attempts = 0;
    while positions.len() < args.positions as usize && attempts < args.positions * 10 {
        attempts += 1;
        // Ids run from 1 to the count when nothing was deleted; a missing one is skipped.
        let id = (next(&mut state) % games) as i64 + 1;
        let Some(text) = stored_game(&database, id).map_err(db_error)? else {
            continue;
        };
        let Ok(line) = main_line_positions(text.as_bytes(), INDEX_PLIES - 1) else {
            continue;
        };
        let ply = (next(&mut state) % line.len() as u64) as usize;
        let position = line[ply].clone();
        if first.is_none() {
            let started = Instant::now();
            explore(&database, &position).map_err(db_error)?;
            first = Some((started.elapsed(), opened.elapsed()));
        }
        positions.push(position);
    }
    for position in &positions {
        explore(&database, position).map_err(db_error)?;
    }
    let mut times: Vec<Duration> = Vec::with_capacity(positions.len());
    let mut total_games = 0;
    for position in &positions {
        let started = Instant::now();
        let answer = explore(&database, position).map_err(db_error)?;
        times.push(started.elapsed());
        total_games += answer.total.games;
    }
    times.sort();
    let at = |q: f64| times[((times.len() - 1) as f64 * q).round() as usize];
    let ms = |d: Duration| d.as_secs_f64() * 1000.0;
    let (cold, since_open) = first.expect("at least one position");
    out!(
        "{} positions of {games} games ({} games reached them in all)",
        positions.len(),
        total_games
    );
    out!(
        "cold first query: {:.2} ms ({:.1} ms after opening the database)",
        ms(cold),
        ms(since_open)
    );
    out!(
        "warm: median {:.3} ms, p99 {:.3} ms, slowest {:.3} ms",
        ms(at(0.5)),
        ms(at(0.99)),
        ms(*times.last().expect("at least one"))
    );
    Ok(())
}
