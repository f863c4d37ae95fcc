//! Evaluates the bench positions in a tight loop, for profiling the evaluation with perf or
//! callgrind: `cargo run --release --example eval_loop -- 200000`.

use kibitzer::{History, evaluate, parse_epd_file, parse_fen};
use shakmaty::Position;

fn main() {
    let rounds: usize = std::env::args()
        .nth(1)
        .and_then(|a| a.parse().ok())
        .unwrap_or(100_000);
    let text = include_str!("../assets/positions/bench.epd");
    let positions: Vec<_> = parse_epd_file(text)
        .into_iter()
        .filter_map(Result::ok)
        .map(|r| {
            let pos = parse_fen(&r.fen).expect("legal");
            let history = History::from_board(pos.board());
            (pos, history)
        })
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
