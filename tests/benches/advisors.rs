//! Criterion benchmark of the full advisor report (threat rows, totals, both guard grids) over
//! `crates/kibitzer/assets/positions/bench.epd`: it runs once per position shown.

use std::hint::black_box;

use criterion::{Criterion, criterion_group, criterion_main};
use kibitzer::advisors::{AdvisorOptions, advise};
use kibitzer::bench_positions::bench_positions;

fn advisors(c: &mut Criterion) {
    let positions = bench_positions();
    c.bench_function(&format!("advise x{}", positions.len()), |b| {
        b.iter(|| {
            for (_, pos, history) in &positions {
                black_box(advise(black_box(pos), *history, AdvisorOptions::default()));
            }
        });
    });
}

criterion_group!(benches, advisors);
criterion_main!(benches);
