//! Criterion benchmark of drawing the whole workstation screen at 160x50 (target: well under
//! 2 ms per frame), with an analysed position in every pane.

use std::hint::black_box;
use std::time::Duration;

use criterion::{Criterion, criterion_group, criterion_main};
use kibitzer::Score;
use kibitzer::engine::SearchEvent;
use kibitzer::search::{Bound, Counters, Line};
use kibitzer::tui::{AnalysisLimits, App, Msg, Theme, draw};
use ratatui::Terminal;
use ratatui::backend::TestBackend;
use shakmaty::Position;

fn analysed() -> App {
    let game = kibitzer::pgn::read_pgn("1. e4 e5 2. Nf3 Nc6 3. Bc4 Nf6 4. d3 Bc5 *").unwrap();
    let mut app = App::new(game, AnalysisLimits::default(), true);
    app.start();
    app.update(Msg::SearchStarted(kibitzer::engine::RequestId::internal(1)));
    let pos = app.game.position().clone();
    app.update(Msg::Search(Box::new(SearchEvent::Started {
        id: kibitzer::engine::RequestId::internal(1),
    })));
    app.multipv = 3;
    let moves: Vec<_> = pos.legal_moves().into_iter().take(3).collect();
    for (i, m) in moves.into_iter().enumerate() {
        let line = Line {
            depth: 12,
            seldepth: 30,
            multipv: i + 1,
            score: Score::cp(20 - 10 * i as i32),
            bound: Bound::Exact,
            pv: vec![m],
            nodes: 5_000_000,
            elapsed: Duration::from_secs(7),
            hashfull: 300,
            counters: Counters::default(),
        };
        app.update(Msg::Search(Box::new(SearchEvent::line(
            kibitzer::engine::RequestId::internal(1),
            line,
        ))));
    }
    app.size = (160, 50);
    app
}

fn frame(c: &mut Criterion) {
    let app = analysed();
    let mut terminal = Terminal::new(TestBackend::new(160, 50)).unwrap();
    let theme = Theme::default();
    c.bench_function("draw 160x50", |b| {
        b.iter(|| {
            terminal.draw(|f| draw(f, black_box(&app), theme)).unwrap();
        });
    });
}

criterion_group!(benches, frame);
criterion_main!(benches);
