//! Criterion benchmark of opening a game list: indexing a generated 10,000-game PGN text
//! (`PgnIndex::scan`), and opening one game of it (`read_game`).

#[path = "../it/support/pgn_playouts.rs"]
mod pgn_playouts;
#[allow(dead_code)]
#[path = "../it/support/playouts.rs"]
mod playouts;

use std::hint::black_box;

use criterion::{Criterion, criterion_group, criterion_main};
use kibitzer::pgn::{PgnIndex, read_game};

fn index(c: &mut Criterion) {
    let (text, _) = pgn_playouts::collection(10_000, 80);
    let megabytes = text.len() as f64 / 1e6;
    let mut group = c.benchmark_group(format!("pgn 10,000 games, {megabytes:.1} MB"));
    group.sample_size(10);
    group.bench_function("index", |b| {
        b.iter(|| black_box(PgnIndex::scan(black_box(&text))));
    });
    let index = PgnIndex::scan(&text);
    let entry = &index.entries()[9_999];
    group.bench_function("open one game", |b| {
        b.iter(|| black_box(read_game(black_box(&text), entry)));
    });
    group.finish();
}

criterion_group!(benches, index);
criterion_main!(benches);
