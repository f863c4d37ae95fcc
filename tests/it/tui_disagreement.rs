//! The Engines pane's disagreement mark (`≠ NAME prefers MOVE`) through `App::update`: it is
//! marked only when one engine's own lines score both first moves exactly, at one depth, and
//! the moves differ by at least `DISAGREEMENT_CHANCES` in winning chances; a 2 cp preference,
//! a bound, or two engines' scores that cannot be compared give no mark.

use crate::support::keys;

use std::time::Duration;

use crossterm::event::KeyCode;
use keys::key;
use kibitzer::engine::{EngineSpec, Info, RequestId, SearchEvent, SearchId};
use kibitzer::search::Bound;
use kibitzer::{Score, game::Game};
use kibitzer_tui::{App, Effect, FIRST_EXTERNAL, Msg, Pane, Settings};
use shakmaty::uci::UciMove;
use shakmaty::{Chess, Move};

fn mv(uci: &str) -> Move {
    uci.parse::<UciMove>()
        .unwrap()
        .to_move(&Chess::default())
        .unwrap()
}

/// A line of `depth` at `multipv` from the start, first move `first` (UCI), scored `cp`.
fn info(multipv: usize, depth: u32, cp: i32, bound: Bound, first: &str) -> Info {
    Info {
        depth,
        seldepth: depth + 4,
        multipv,
        score: Score::cp(cp),
        bound,
        nodes: 1_000_000,
        nps: 2_500_000,
        time: Duration::from_millis(400),
        hashfull: 10,
        wdl: None,
        tbhits: None,
        pv: vec![mv(first)],
    }
}

fn report(app: &mut App, id: RequestId, info: Info) {
    let _ = app.update(Msg::Search(Box::new(SearchEvent::Info {
        id,
        info,
        counters: None,
    })));
}

/// The start position with `gnuchess` added; kibitzer and gnuchess with `ours` and `theirs`
/// lines.
fn with_lines(ours: usize, theirs: usize) -> (App, RequestId) {
    let settings = Settings {
        multipv: ours,
        ..Settings::default()
    };
    let mut app = App::with_settings(Game::default(), settings, true);
    app.start();
    let _ = app.update(Msg::SearchStarted(RequestId::internal(1)));
    let _ = app.add_engine_with(EngineSpec::from_path("/usr/games/gnuchess"), true, theirs);
    let request = RequestId {
        engine: FIRST_EXTERNAL,
        search: SearchId(1),
    };
    let _ = app.update(Msg::SearchStarted(request));
    (app, request)
}

/// kibitzer prefers 1.e4 (+0.20, one line, depth 8); gnuchess at depth 20 prefers 1.Nf3
/// scored `nf3` (`bound`) over 1.e4 scored `e4` in its second line.
fn gnuchess_scores(nf3: i32, bound: Bound, e4: i32) -> App {
    let (mut app, request) = with_lines(1, 2);
    report(
        &mut app,
        RequestId::internal(1),
        info(1, 8, 20, Bound::Exact, "e2e4"),
    );
    report(&mut app, request, info(1, 20, nf3, bound, "g1f3"));
    report(&mut app, request, info(2, 20, e4, Bound::Exact, "e2e4"));
    app
}

#[test]
fn a_two_centipawn_preference_is_no_disagreement() {
    let app = gnuchess_scores(22, Bound::Exact, 20);
    assert_eq!(app.disagreement(0), None);
    // Near equality 0.05 in winning chances is about 27 cp: 20 cp is still no mark.
    assert_eq!(gnuchess_scores(40, Bound::Exact, 20).disagreement(0), None);
}

#[test]
fn a_large_exact_difference_is_marked_and_w_on_it_compares_their_move() {
    let mut app = gnuchess_scores(90, Bound::Exact, 20);
    assert_eq!(app.disagreement(0), Some(mv("g1f3")));
    keys::focus(&mut app, Pane::Engines);
    let effects = key(&mut app, KeyCode::Char('w'));
    let Some(Effect::Compare(_, request, _)) = effects.first() else {
        panic!("w on the mark compares: {effects:?}");
    };
    assert_eq!(request.candidates, vec![mv("g1f3")]);
    assert_eq!(
        app.compare()
            .unwrap()
            .second_opinion
            .as_ref()
            .map(|s| s.engine.as_str()),
        Some("gnuchess")
    );
}

#[test]
fn a_bound_on_either_move_is_no_disagreement() {
    assert_eq!(gnuchess_scores(90, Bound::Lower, 20).disagreement(0), None);
    let (mut app, request) = with_lines(1, 2);
    report(
        &mut app,
        RequestId::internal(1),
        info(1, 8, 20, Bound::Exact, "e2e4"),
    );
    report(&mut app, request, info(1, 20, 90, Bound::Exact, "g1f3"));
    report(&mut app, request, info(2, 20, 20, Bound::Upper, "e2e4"));
    assert_eq!(app.disagreement(0), None);
}

#[test]
fn kibitzers_own_lines_with_their_move_can_mark_it() {
    let (mut app, request) = with_lines(2, 1);
    let ours = RequestId::internal(1);
    report(&mut app, ours, info(1, 8, 60, Bound::Exact, "e2e4"));
    report(&mut app, ours, info(2, 8, 50, Bound::Exact, "g1f3"));
    report(&mut app, request, info(1, 20, 30, Bound::Exact, "g1f3"));
    assert_eq!(app.disagreement(0), None, "kibitzer: 10 cp apart");
    report(&mut app, ours, info(2, 8, -40, Bound::Exact, "g1f3"));
    assert_eq!(app.disagreement(0), Some(mv("g1f3")));
}

#[test]
fn without_both_moves_in_one_engines_lines_there_is_no_mark() {
    // One line each (the default): kibitzer's +0.20 and gnuchess's +3.00 are two engines'
    // scales and cannot be compared.
    let (mut app, request) = with_lines(1, 1);
    report(
        &mut app,
        RequestId::internal(1),
        info(1, 8, 20, Bound::Exact, "e2e4"),
    );
    report(&mut app, request, info(1, 20, 300, Bound::Exact, "g1f3"));
    assert_eq!(app.disagreement(0), None);
}

#[test]
fn lines_of_two_depths_are_not_compared() {
    let (mut app, request) = with_lines(1, 2);
    report(
        &mut app,
        RequestId::internal(1),
        info(1, 8, 20, Bound::Exact, "e2e4"),
    );
    report(&mut app, request, info(1, 21, 90, Bound::Exact, "g1f3"));
    report(&mut app, request, info(2, 20, 20, Bound::Exact, "e2e4"));
    assert_eq!(app.disagreement(0), None);
    report(&mut app, request, info(2, 21, 20, Bound::Exact, "e2e4"));
    assert_eq!(app.disagreement(0), Some(mv("g1f3")));
}
