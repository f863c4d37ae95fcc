//! Mate distances in the workstation from both sides and both points of view: the Lines pane
//! (its heading and its rows, White's point of view) and the `[%eval]` that `:save` writes,
//! for mates found by the search when White or Black is to move.

use std::time::Duration;

use kibitzer::engine::SearchEvent;
use kibitzer::search::{Bound, Counters, Limits, Line, Search, SearchOptions};
use kibitzer::{History, Score, game::Game, game::parse_fen};
use kibitzer_tui::{App, Effect, Msg, Pane, Settings, Theme, draw_pane};
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use shakmaty::Position;

const PLAIN: Theme = Theme {
    color: false,
    ascii: false,
    ..Theme::DEFAULT
};

/// A workstation on `fen` that has played `san` and awaits the search of the result.
fn app_after(fen: &str, san: &str) -> App {
    let pos = parse_fen(fen).unwrap();
    let game = Game::from_position(pos.clone(), History::from_board(pos.board()));
    // The reports below are of depth 9: saved only under a minimum that low.
    let settings = Settings {
        min_eval_depth: 9,
        ..Settings::default()
    };
    let mut app = App::with_settings(game, settings, true);
    app.start();
    crate::support::keys::command(&mut app, &format!("move {san}"));
    let _ = app.update(Msg::SearchStarted(kibitzer::engine::RequestId::internal(7)));
    app
}

/// The first line of the analysis arrives with `score` (side to move's view) and `pv`.
fn report(app: &mut App, score: Score, pv: Vec<shakmaty::Move>) {
    report_at(app, score, pv, (9, 9));
}

/// A line of `score` and `pv` at `depth` and `seldepth`.
fn report_at(app: &mut App, score: Score, pv: Vec<shakmaty::Move>, (depth, seldepth): (u32, u32)) {
    let line = Line {
        depth,
        seldepth,
        multipv: 1,
        score,
        bound: Bound::Exact,
        pv,
        nodes: 100,
        elapsed: Duration::from_millis(5),
        hashfull: 0,
        counters: Counters::default(),
    };
    let _ = app.update(Msg::Search(Box::new(SearchEvent::line(
        kibitzer::engine::RequestId::internal(7),
        line,
    ))));
}

fn lines_pane(app: &App) -> String {
    let area = Rect::new(0, 0, 100, 6);
    let mut buffer = Buffer::empty(area);
    draw_pane(app, PLAIN, Pane::Lines, area, &mut buffer);
    let mut out = String::new();
    for y in 0..area.height {
        for x in 0..area.width {
            out.push_str(buffer[(x, y)].symbol());
        }
        out.push('\n');
    }
    out
}

fn saved(app: &mut App) -> String {
    match crate::support::keys::command(app, "save mate.pgn").as_slice() {
        [Effect::SaveFile(save)] => save.text.clone(),
        other => panic!("{other:?}"),
    }
}

/// The example: after 1. a3, Black mates with Rb1#: `#-1`, not `#0`.
#[test]
fn black_mating_at_once_reads_minus_one_in_the_pane_and_the_saved_game() {
    let mut app = app_after("1r4k1/8/8/8/8/8/P4PPP/6K1 w - - 0 1", "a3");
    let pos = app.game.position().clone();
    let rb1 = kibitzer_tui::parse_move(&pos, "Rb1").unwrap();
    report(&mut app, Score::mate_in_plies(1), vec![rb1]);
    let pane = lines_pane(&app);
    assert!(pane.contains("d9/9 #-1 "), "{pane}");
    assert!(pane.contains("Rb1#"), "{pane}");
    assert!(!pane.contains("#0"), "{pane}");
    let pgn = saved(&mut app);
    assert!(pgn.contains("1. a3 { [%eval #-1,9] } *"), "{pgn}");
}

/// Every distance from 1 to 10 moves, mating and mated, with either side to move.
#[test]
fn every_distance_reads_from_whites_point_of_view() {
    // One move played, then White or Black is to move.
    for (fen, san) in [
        ("k7/8/8/8/8/8/8/K6R b - - 0 1", "Kb7"),
        ("k7/8/8/8/8/8/8/K6R w - - 0 1", "Kb1"),
    ] {
        for n in 1..=10 {
            for mates in [true, false] {
                let mut app = app_after(fen, san);
                let white = app.game.position().turn().is_white();
                let score = if mates {
                    Score::mate_in_plies(2 * n - 1)
                } else {
                    Score::mated_in_plies(2 * n)
                };
                report(&mut app, score, Vec::new());
                let white_mates = mates == white;
                let expected = if white_mates { n } else { -n };
                let pane = lines_pane(&app);
                let heading = pane.lines().nth(1).unwrap();
                assert!(heading.contains(&format!(" #{expected} ")), "{pane}");
                let row = pane.lines().nth(2).unwrap();
                assert!(row.contains(&format!(" #{expected} ")), "{pane}");
                let pgn = saved(&mut app);
                assert!(pgn.contains(&format!("[%eval #{expected},9]")), "{pgn}");
            }
        }
    }
}

/// WAC.009: Black mates in five (nine plies); the search's own line shows `#-5`.
#[test]
fn a_searched_black_mate_keeps_its_distance() {
    let fen = "3q1rk1/p4pp1/2pb3p/3p4/6Pr/1PNQ4/P1PB1PP1/4RR1K w - - 0 1";
    let mut app = app_after(fen, "Kg1");
    let pos = app.game.position().clone();
    let mut search = Search::new(SearchOptions {
        hash_mb: 4,
        ..SearchOptions::default()
    });
    let result = search.run_position(&pos, app.game.history(), &Limits::depth(9));
    let line = result.lines[0].clone();
    assert_eq!(line.score.mate_moves(), Some(5), "{line:?}");
    report(&mut app, line.score, line.pv);
    let pane = lines_pane(&app);
    assert!(pane.contains("d9/9 #-5 "), "{pane}");
    assert!(pane.contains("Qh2#"), "{pane}");
    let pgn = saved(&mut app);
    assert!(pgn.contains("1. Kg1 { [%eval #-5,9] } *"), "{pgn}");
}

/// A mate found at once (the search then runs on to its maximum depth) reads as a complete
/// search with the mate's distance, not `done (max_depth)`.
#[test]
fn a_finished_mate_says_mate_in_n_and_complete() {
    let mut app = app_after("6k1/5ppp/8/8/8/8/8/R5K1 b - - 0 1", "h6");
    let pos = app.game.position().clone();
    let ra8 = kibitzer_tui::parse_move(&pos, "Ra8").unwrap();
    report(&mut app, Score::mate_in_plies(1), vec![ra8]);
    let _ = app.update(Msg::Search(Box::new(SearchEvent::Finished {
        id: kibitzer::engine::RequestId::internal(7),
        best: None,
        ponder: None,
        reason: kibitzer::search::StopReason::MaxDepth,
        counters: Counters::default(),
    })));
    let area = Rect::new(0, 0, 120, 1);
    let mut buffer = Buffer::empty(area);
    kibitzer_tui::draw_status(&app, PLAIN, area, &mut buffer);
    let bar: String = (0..area.width).map(|x| buffer[(x, 0)].symbol()).collect();
    assert!(bar.contains("complete: mate in 1"), "{bar}");
    assert!(!bar.contains("max_depth"), "{bar}");
}

/// A mate whose search is complete (the search ran on to its last depth at once: `d64/3`)
/// reads `mate in N` in the row and in a narrow pane's title; a mate found at a depth the
/// search really reached keeps its depth.
#[test]
fn a_complete_mate_reads_mate_in_n_not_its_depth() {
    let mut app = app_after("6k1/5ppp/8/8/8/8/8/R5K1 b - - 0 1", "h6");
    let pos = app.game.position().clone();
    let ra8 = kibitzer_tui::parse_move(&pos, "Ra8").unwrap();
    report_at(&mut app, Score::mate_in_plies(1), vec![ra8], (64, 1));
    let pane = lines_pane(&app);
    assert!(pane.contains("mate in 1 #1 "), "{pane}");
    assert!(!pane.contains("d64"), "{pane}");
    let area = Rect::new(0, 0, 40, 6);
    let mut buffer = Buffer::empty(area);
    draw_pane(&app, PLAIN, Pane::Lines, area, &mut buffer);
    let title: String = (0..area.width).map(|x| buffer[(x, 0)].symbol()).collect();
    assert!(title.contains("Lines mate in 1"), "{title}");
    report_at(&mut app, Score::mate_in_plies(1), vec![ra8], (3, 3));
    assert!(
        lines_pane(&app).contains("d3/3 #1 "),
        "{}",
        lines_pane(&app)
    );
}
