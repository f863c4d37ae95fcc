//! Evaluates positions in a tight loop, for profiling the evaluation with perf or callgrind:
//! `cargo run --release --example eval_loop -- 100`. The positions are the bench positions
//! and, from each, 500 positions a few fixed pseudo-random moves away, as a search sees them,
//! so that the branch predictor cannot learn them (a loop over the 37 bench positions alone
//! runs faster than the evaluation does inside a search).

use kibitzer::{History, bench_positions::bench_positions, eval::evaluate};
use shakmaty::{Chess, Position};

fn positions() -> Vec<(Chess, History)> {
    let mut seed: u64 = 0x9E37_79B9_7F4A_7C15;
    let mut out = Vec::new();
    for (_, start, history) in bench_positions() {
        out.push((start.clone(), history));
        for walk in 0..500 {
            let mut pos = start.clone();
            for _ in 0..=walk % 6 {
                let moves = pos.legal_moves();
                if moves.is_empty() {
                    break;
                }
                seed = seed
                    .wrapping_mul(6_364_136_223_846_793_005)
                    .wrapping_add(1_442_695_040_888_963_407);
                pos.play_unchecked(moves[(seed >> 33) as usize % moves.len()]);
            }
            out.push((pos, history));
        }
    }
    out
}

fn main() {
    let rounds: usize = std::env::args()
        .nth(1)
        .and_then(|a| a.parse().ok())
        .unwrap_or(100);
    let positions = positions();
    let start = std::time::Instant::now();
    let mut sum = 0i64;
    for _ in 0..rounds {
        for (pos, history) in &positions {
            sum += i64::from(evaluate(pos, *history).centipawns());
        }
    }
    let n = rounds * positions.len();
    let ns = start.elapsed().as_nanos() as f64 / n as f64;
    println!("{n} evaluations, {ns:.0} ns each (checksum {sum})");
}
