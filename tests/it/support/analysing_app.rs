//! A workstation app on the starting position whose analysis has started.

use kibitzer::game::Game;
use kibitzer_tui::{AnalysisLimits, App, Msg};

/// The app, analysing.
pub fn app() -> App {
    let mut app = App::new(Game::default(), AnalysisLimits::default(), true);
    app.start();
    let _ = app.update(Msg::SearchStarted(kibitzer::engine::RequestId::internal(1)));
    app
}
