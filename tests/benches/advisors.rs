//! Criterion benchmark of the full advisor report (threat rows, totals, both guard grids) over
//! `assets/positions/bench.epd`: it runs once per position shown.

use std::hint::black_box;

use criterion::{Criterion, criterion_group, criterion_main};
use kibitzer::advisors::{AdvisorOptions, advise};
use kibitzer::{History, parse_epd_file, parse_fen};
use shakmaty::Position;

fn advisors(c: &mut Criterion) {
    let positions: Vec<_> = parse_epd_file(include_str!("../../assets/positions/bench.epd"))
        .into_iter()
        .filter_map(Result::ok)
        .map(|r| {
            let pos = parse_fen(&r.fen).expect("bench positions are legal");
            let history = History::from_board(pos.board());
            (pos, history)
        })
        .collect();
    c.bench_function(&format!("advise x{}", positions.len()), |b| {
        b.iter(|| {
            for (pos, history) in &positions {
                black_box(advise(black_box(pos), *history, AdvisorOptions::default()));
            }
        });
    });
}

criterion_group!(benches, advisors);
criterion_main!(benches);
