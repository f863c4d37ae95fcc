//! Best-first mode's `u`: one expansion back, through the search's undo log, and the
//! "expanded" section then shows the expansion before it (it used to go blank).

use crate::support::screen;

use crossterm::event::KeyCode;
use kibitzer::game::Game;
use kibitzer_tui::{AnalysisLimits, App, Msg};

/// The screen at 120x40, a row a line.
fn screen(app: &App) -> String {
    screen::screen_rows(app, 120, 40)
        .into_iter()
        .map(|row| row + "\n")
        .collect()
}

fn letter(app: &mut App, c: char) {
    let _ = app.update(Msg::press(KeyCode::Char(c)));
}

#[test]
fn a_step_back_shows_the_expansion_before_it() {
    let mut app = App::new(Game::default(), AnalysisLimits::default(), false);
    crate::support::keys::command(
        &mut app,
        "fen r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4",
    );
    letter(&mut app, 'b');
    for _ in 0..3 {
        letter(&mut app, 's');
    }
    let second = {
        let mut replay = app.best_first().cloned().unwrap();
        replay.search.undo();
        replay.search.last_expansion().cloned().unwrap()
    };
    let _ = app.update(Msg::press(KeyCode::Backspace));
    let view = app.best_first().unwrap();
    assert_eq!(view.search.expansions(), 2);
    assert_eq!(view.search.last_expansion(), Some(&second));
    assert!(screen(&app).contains("expanded:"), "{}", screen(&app));
    let _ = app.update(Msg::press(KeyCode::Backspace));
    let _ = app.update(Msg::press(KeyCode::Backspace));
    let view = app.best_first().unwrap();
    assert_eq!(view.search.expansions(), 0);
    assert!(view.search.last_expansion().is_none());
    assert!(!screen(&app).contains("expanded:"));
}

/// When best-first's best move and the main search's differ, a mistake apart or more, the
/// pane says so with the main search's move and score; when they agree it says nothing.
#[test]
fn the_pane_says_when_the_main_search_disagrees() {
    use kibitzer::Score;
    use kibitzer::engine::{RequestId, SearchEvent};
    use kibitzer::search::{Bound, Counters, Line};
    let mut app = App::new(Game::default(), AnalysisLimits::default(), true);
    crate::support::keys::command(
        &mut app,
        "fen r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4",
    );
    letter(&mut app, 'b');
    for _ in 0..3 {
        letter(&mut app, 's');
    }
    let ours = app.best_first().unwrap().search.principal_variation()[0];
    let pos = app.game.position().clone();
    let other = shakmaty::Position::legal_moves(&pos)
        .into_iter()
        .find(|&m| m != ours)
        .unwrap();
    let report = |app: &mut App, mv, score| {
        let id = RequestId::internal(9);
        let _ = app.update(Msg::SearchStarted(id));
        let line = Line {
            depth: 9,
            seldepth: 12,
            multipv: 1,
            score,
            bound: Bound::Exact,
            pv: vec![mv],
            nodes: 100,
            elapsed: std::time::Duration::from_millis(5),
            hashfull: 0,
            counters: Counters::default(),
        };
        let _ = app.update(Msg::Search(Box::new(SearchEvent::line(id, line))));
    };
    report(&mut app, other, Score::mate_in_plies(3));
    let shown = screen(&app);
    assert!(shown.contains("≠ main search d9: "), "{shown}");
    assert!(shown.contains(" #2 (best-first "), "{shown}");
    report(&mut app, ours, Score::mate_in_plies(3));
    assert!(!screen(&app).contains("≠ main search"), "{}", screen(&app));
}
