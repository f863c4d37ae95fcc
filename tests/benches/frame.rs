//! Criterion benchmark of drawing the whole workstation screen at 220x60 (target: under 1 ms
//! per frame) with every pane full: a 100-ply game with an evaluation per ply in the graph,
//! three analysed lines of twelve moves, the large board, the breakdown and the threats.

#[path = "../support/long_game.rs"]
mod long_game;

use std::hint::black_box;

use criterion::{Criterion, criterion_group, criterion_main};
use kibitzer::tui::{Theme, draw};
use ratatui::Terminal;
use ratatui::backend::TestBackend;

fn frame(c: &mut Criterion) {
    let app = long_game::long_analysed_game((220, 60));
    let mut terminal = Terminal::new(TestBackend::new(220, 60)).unwrap();
    let theme = Theme {
        color: true,
        ascii: false,
    };
    c.bench_function("draw 220x60", |b| {
        b.iter(|| {
            terminal.draw(|f| draw(f, black_box(&app), theme)).unwrap();
        });
    });
}

criterion_group!(benches, frame);
criterion_main!(benches);
