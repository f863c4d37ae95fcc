//! What the tests of refused FENs share: the binary run with its standard input closed, a
//! started workstation, and the error its status bar shows.

use std::process::{Command, Output, Stdio};

use kibitzer::game::Game;
use kibitzer_tui::{AnalysisLimits, App};

/// Runs `kibitzer` with `args` and no input.
pub fn kibitzer(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_kibitzer"))
        .args(args)
        .stdin(Stdio::null())
        .output()
        .expect("runs")
}

/// A started workstation on the starting position.
pub fn app() -> App {
    let mut app = App::new(Game::default(), AnalysisLimits::default(), true);
    app.start();
    app
}

/// The error the status bar shows; panics when it shows none.
pub fn error_status(app: &App) -> String {
    match &app.status {
        Some((text, true)) => text.clone(),
        other => panic!("no error in the status bar: {other:?}"),
    }
}

/// Runs `kibitzer suite --depth DEPTH` on an EPD file holding `epd`, in a temporary folder
/// named after `tag`, and removes it.
pub fn suite(tag: &str, epd: &str, depth: &str) -> Output {
    let dir = std::env::temp_dir().join(format!("kibitzer-{tag}-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("suite.epd");
    std::fs::write(&path, epd).unwrap();
    let out = kibitzer(&["suite", "--depth", depth, path.to_str().unwrap()]);
    std::fs::remove_dir_all(&dir).unwrap();
    out
}
