//! The depth of `w`'s comparison: a move at the shown position (a line of Lines, `:why MOVE`)
//! is compared at the depth the analysis has reached, as Lines shows it, not at a fixed
//! depth that contradicts the pane; the analysis's own limit when it has one; `REVIEW_DEPTH`
//! before the analysis completes depth 1, and for the move that led to the shown position
//! (the analysis is of the position after it).

use crate::support::keys;

use std::time::Duration;

use crossterm::event::KeyCode;
use keys::{app_on, command, key};
use kibitzer::engine::{Info, RequestId, SearchEvent};
use kibitzer::search::{Bound, Limits};
use kibitzer::{Score, game::Game};
use kibitzer_tui::{AnalysisLimits, App, Effect, Msg, REVIEW_DEPTH, Settings, parse_move};

/// White's knight on e4 can go to c5, where the b6 pawn takes it.
const HANGS: &str = "4k3/7p/1p6/8/4N3/8/P6P/4K3 w - - 0 1";

/// The analysis's best line, `san` at `depth`, from search `search`.
fn analysed_to(app: &mut App, search: u64, san: &str, depth: u32) {
    let pos = app.game.position().clone();
    let info = Info {
        depth,
        seldepth: depth + 3,
        multipv: 1,
        score: Score::cp(15),
        bound: Bound::Exact,
        nodes: 50_000,
        nps: 1_000_000,
        time: Duration::from_millis(50),
        hashfull: 1,
        wdl: None,
        tbhits: Some(0),
        pv: vec![parse_move(&pos, san).unwrap()],
    };
    let _ = app.update(Msg::Search(Box::new(SearchEvent::Info {
        id: RequestId::internal(search),
        info,
        counters: None,
    })));
}

/// The limits of the comparison among `effects`.
fn limits(effects: &[Effect]) -> Limits {
    match effects.iter().find(|e| matches!(e, Effect::Compare(..))) {
        Some(Effect::Compare(_, request, _)) => request.limits.clone(),
        _ => panic!("no comparison in {effects:?}"),
    }
}

#[test]
fn w_on_a_line_compares_at_the_depth_the_analysis_has_reached() {
    let mut app = app_on(Game::from_fen(HANGS).unwrap());
    analysed_to(&mut app, 1, "Nc5", 11);
    key(&mut app, KeyCode::Tab); // Board -> Lines
    let limits = limits(&key(&mut app, KeyCode::Char('w')));
    assert_eq!(limits.depth, Some(11), "{limits:?}");
    assert_eq!(limits.movetime, None);
    // `:why MOVE` at the shown position: the same depth.
    key(&mut app, KeyCode::Esc);
    let limits = self::limits(&command(&mut app, "why Kd2"));
    assert_eq!(limits.depth, Some(11));
}

#[test]
fn before_depth_1_and_for_the_move_played_into_the_position_the_review_depth() {
    let mut app = app_on(Game::from_fen(HANGS).unwrap());
    assert_eq!(
        limits(&command(&mut app, "why Kd2")).depth,
        Some(REVIEW_DEPTH)
    );
    key(&mut app, KeyCode::Esc);
    command(&mut app, "move Nc5");
    let _ = app.update(Msg::SearchStarted(RequestId::internal(2)));
    analysed_to(&mut app, 2, "bxc5", 11);
    assert_eq!(
        app.analysis.lines.len(),
        1,
        "the analysis of the shown position"
    );
    // Board focus, no move chosen: 1.Nc5 itself, from the position before it.
    assert_eq!(
        limits(&key(&mut app, KeyCode::Char('w'))).depth,
        Some(REVIEW_DEPTH)
    );
}

#[test]
fn an_analysis_limit_is_kept() {
    let settings = Settings {
        limits: AnalysisLimits {
            depth: Some(3),
            movetime: None,
        },
        ..Settings::default()
    };
    let mut app = App::with_settings(Game::from_fen(HANGS).unwrap(), settings, true);
    app.start();
    let _ = app.update(Msg::SearchStarted(RequestId::internal(1)));
    analysed_to(&mut app, 1, "Nc5", 3);
    key(&mut app, KeyCode::Tab);
    assert_eq!(limits(&key(&mut app, KeyCode::Char('w'))).depth, Some(3));
}
