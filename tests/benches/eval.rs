//! Criterion benchmarks of the evaluation: `evaluate` (what the search calls at every node)
//! and `breakdown` (what the screen shows) over `crates/kibitzer/assets/positions/bench.epd`.

use std::hint::black_box;

use criterion::{Criterion, criterion_group, criterion_main};
use kibitzer::{History, bench_positions::bench_positions, eval::breakdown, eval::evaluate};
use shakmaty::Chess;

fn positions() -> Vec<(Chess, History)> {
    bench_positions()
        .into_iter()
        .map(|(_, pos, history)| (pos, history))
        .collect()
}

fn evaluation(c: &mut Criterion) {
    let positions = positions();
    let n = positions.len();
    c.bench_function(&format!("evaluate x{n}"), |b| {
        b.iter(|| {
            for (pos, history) in &positions {
                black_box(evaluate(black_box(pos), *history));
            }
        });
    });
    c.bench_function(&format!("breakdown x{n}"), |b| {
        b.iter(|| {
            for (pos, history) in &positions {
                black_box(breakdown(black_box(pos), *history));
            }
        });
    });
}

criterion_group!(benches, evaluation);
criterion_main!(benches);
