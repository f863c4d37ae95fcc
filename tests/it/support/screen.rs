//! The whole screen of a workstation drawn on ratatui's `TestBackend` (no colour), as rows of
//! text.

#![allow(dead_code)]

use kibitzer_tui::{App, Theme, draw};
use ratatui::Terminal;
use ratatui::backend::TestBackend;

/// The rows of `app`'s screen at `width` x `height`.
pub fn screen_rows(app: &App, width: u16, height: u16) -> Vec<String> {
    let mut terminal = Terminal::new(TestBackend::new(width, height)).unwrap();
    let theme = Theme {
        color: false,
        ascii: false,
        ..Theme::DEFAULT
    };
    terminal.draw(|f| draw(f, app, theme)).unwrap();
    let buffer = terminal.backend().buffer();
    (0..height)
        .map(|y| (0..width).map(|x| buffer[(x, y)].symbol()).collect())
        .collect()
}

/// Compares `actual` with the snapshot `tests/snapshots/NAME.txt` (written instead with
/// `UPDATE_SNAPSHOTS=1`, after a deliberate change).
pub fn check_snapshot(name: &str, actual: &str) {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/snapshots")
        .join(format!("{name}.txt"));
    if std::env::var_os("UPDATE_SNAPSHOTS").is_some() {
        std::fs::write(&path, actual).unwrap();
        return;
    }
    let expected = std::fs::read_to_string(&path).unwrap_or_else(|_| {
        panic!(
            "no snapshot {}; run with UPDATE_SNAPSHOTS=1",
            path.display()
        )
    });
    assert_eq!(actual, expected, "snapshot {name} differs");
}
