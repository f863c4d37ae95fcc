//! make-games: `make-games N SEED > out.pgn` writes N made-up but legal games, the same ones
//! for the same seed (whatever the number of threads): real opening lines from kibitzer's
//! tables, then seeded random play, with varied headers (see game.rs and headers.rs). Built to
//! test the games database's import on a million games without shipping a million games.
//! `MAKE_GAMES_THREADS` sets the number of threads (default: the machine's cores).

mod game;
mod headers;
mod openings;
mod rng;

use std::io::{self, Write};
use std::process::ExitCode;

use openings::Openings;
use rng::Rng;

/// Games one thread makes at a time.
const CHUNK: u64 = 4096;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let (Some(n), Some(seed), 2) = (
        args.first().and_then(|a| a.parse::<u64>().ok()),
        args.get(1).and_then(|a| a.parse::<u64>().ok()),
        args.len(),
    ) else {
        eprintln!("usage: make-games N SEED > out.pgn   (N games, deterministic for SEED)");
        return ExitCode::from(2);
    };
    let threads = std::env::var("MAKE_GAMES_THREADS")
        .ok()
        .and_then(|t| t.parse::<u64>().ok())
        .or_else(|| {
            std::thread::available_parallelism()
                .ok()
                .map(|n| n.get() as u64)
        })
        .unwrap_or(1)
        .max(1);
    let openings = Openings::load();
    let stdout = io::stdout();
    let mut out = io::BufWriter::with_capacity(1 << 20, stdout.lock());
    let mut next = 0;
    while next < n {
        let chunks: Vec<Vec<u8>> = std::thread::scope(|scope| {
            let workers: Vec<_> = (0..threads)
                .map(|t| next + t * CHUNK)
                .filter(|&start| start < n)
                .map(|start| {
                    let openings = &openings;
                    scope.spawn(move || {
                        let mut text = Vec::with_capacity(CHUNK as usize * 1024);
                        for index in start..(start + CHUNK).min(n) {
                            game::write_game(&mut text, openings, &mut Rng::for_game(seed, index));
                        }
                        text
                    })
                })
                .collect();
            workers.into_iter().map(|w| w.join().unwrap()).collect()
        });
        for chunk in chunks {
            if let Err(e) = out.write_all(&chunk) {
                return write_failed(&e);
            }
        }
        next += threads * CHUNK;
    }
    match out.flush() {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => write_failed(&e),
    }
}

fn write_failed(e: &io::Error) -> ExitCode {
    if e.kind() == io::ErrorKind::BrokenPipe {
        return ExitCode::SUCCESS;
    }
    eprintln!("make-games: cannot write the games: {e}");
    ExitCode::FAILURE
}
