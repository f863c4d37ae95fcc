//! Criterion benchmark of drawing the whole workstation screen at 220x60 (target: under 1 ms
//! per frame) with every pane full: a 100-ply game with an evaluation per ply in the graph,
//! three analysed lines of twelve moves, the large board, the breakdown and the threats; then
//! each pane alone and an empty frame (ratatui's own share). On a loaded machine the wall
//! clock counts the waits for a core: `examples/frame_loop.rs` under `perf stat -e task-clock`
//! gives the CPU time.

#[path = "../it/support/long_game.rs"]
mod long_game;

use std::hint::black_box;

use criterion::{Criterion, criterion_group, criterion_main};
use kibitzer_tui::{Theme, draw};
use ratatui::Terminal;
use ratatui::backend::TestBackend;

fn frame(c: &mut Criterion) {
    let app = long_game::long_analysed_game((220, 60));
    let mut terminal = Terminal::new(TestBackend::new(220, 60)).unwrap();
    let theme = Theme {
        color: true,
        ascii: false,
        ..Theme::DEFAULT
    };
    c.bench_function("draw 220x60", |b| {
        b.iter(|| {
            terminal.draw(|f| draw(f, black_box(&app), theme)).unwrap();
        });
    });
}

fn panes(c: &mut Criterion) {
    use kibitzer_tui::{Pane, draw_pane, draw_status};
    use ratatui::buffer::Buffer;
    let app = long_game::long_analysed_game((220, 60));
    let theme = Theme {
        color: true,
        ascii: false,
        ..Theme::DEFAULT
    };
    let p = app.panes().unwrap();
    for (name, pane, rect) in [
        ("board", Pane::Board, p.board),
        ("moves", Pane::Moves, p.moves),
        ("lines", Pane::Lines, p.lines),
        ("evaluation", Pane::Evaluation, p.evaluation),
        ("threats", Pane::Threats, p.threats),
    ] {
        let mut buffer = Buffer::empty(ratatui::layout::Rect::new(0, 0, 220, 60));
        c.bench_function(name, |b| {
            b.iter(|| draw_pane(black_box(&app), theme, pane, rect, &mut buffer));
        });
    }
    let mut buffer = Buffer::empty(ratatui::layout::Rect::new(0, 0, 220, 60));
    c.bench_function("status", |b| {
        b.iter(|| draw_status(black_box(&app), theme, p.status, &mut buffer));
    });
    let mut terminal = Terminal::new(TestBackend::new(220, 60)).unwrap();
    c.bench_function("empty frame", |b| {
        b.iter(|| {
            terminal.draw(|_| {}).unwrap();
        });
    });
}

criterion_group!(benches, frame, panes);
criterion_main!(benches);
