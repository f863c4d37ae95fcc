//! Evaluates the bench positions in a tight loop, for profiling the evaluation with perf or
//! callgrind: `cargo run --release --example eval_loop -- 200000`.

use kibitzer::{bench_positions, evaluate};

fn main() {
    let rounds: usize = std::env::args()
        .nth(1)
        .and_then(|a| a.parse().ok())
        .unwrap_or(100_000);
    let positions: Vec<_> = bench_positions()
        .into_iter()
        .map(|(_, pos, history)| (pos, history))
        .collect();
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
