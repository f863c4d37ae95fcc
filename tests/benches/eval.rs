//! Criterion benchmarks of the evaluation: `evaluate` (what the search calls at every node)
//! and `breakdown` (what the screen shows) over `assets/positions/bench.epd`.

use std::hint::black_box;

use criterion::{Criterion, criterion_group, criterion_main};
use kibitzer::{History, breakdown, evaluate, parse_epd_file, parse_fen};
use shakmaty::{Chess, Position};

fn bench_positions() -> Vec<(Chess, History)> {
    let text = include_str!("../../assets/positions/bench.epd");
    parse_epd_file(text)
        .into_iter()
        .filter_map(Result::ok)
        .map(|r| {
            let pos = parse_fen(&r.fen).expect("bench positions are legal");
            let history = History::from_board(pos.board());
            (pos, history)
        })
        .collect()
}

fn evaluation(c: &mut Criterion) {
    let positions = bench_positions();
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
