//! Draws the full 220x60 screen of the `frame` bench in a loop, for timing by CPU time where
//! the wall clock is unreliable (a loaded machine):
//! `perf stat -e task-clock target/release/examples/frame_loop 5000` and divide by the count
//! (setting up the screen takes a few milliseconds of it).

#[path = "../tests/it/support/long_game.rs"]
mod long_game;

use kibitzer_tui::{Theme, draw};
use ratatui::Terminal;
use ratatui::backend::TestBackend;

fn main() {
    let frames: u32 = std::env::args()
        .nth(1)
        .and_then(|n| n.parse().ok())
        .unwrap_or(1000);
    let app = long_game::long_analysed_game((220, 60));
    let mut terminal = Terminal::new(TestBackend::new(220, 60)).expect("a test terminal");
    let theme = Theme {
        color: true,
        ascii: false,
        ..Theme::DEFAULT
    };
    for _ in 0..frames {
        terminal
            .draw(|f| draw(f, std::hint::black_box(&app), theme))
            .expect("drawn");
    }
    println!("{frames} frames drawn");
}
