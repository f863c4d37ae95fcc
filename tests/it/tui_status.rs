//! The status bar's message and state: a message reports the last action only (the next one
//! clears or replaces it), and a checkmate or stalemate reads as the result, not as a search.

use crate::support::keys::cursor_to;

use crossterm::event::KeyCode;
use kibitzer::{History, game::Game, game::parse_fen};
use kibitzer_tui::{
    AnalysisLimits, App, Effect, GameEnd, Msg, Pane, Theme, draw_pane, draw_status,
};
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use shakmaty::{Position, Square};

const PLAIN: Theme = Theme {
    color: false,
    ascii: false,
    ..Theme::DEFAULT
};

fn app_on(fen: &str) -> App {
    let pos = parse_fen(fen).unwrap();
    let game = Game::from_position(pos.clone(), History::from_board(pos.board()));
    let mut app = App::new(game, AnalysisLimits::default(), true);
    app.start();
    app
}

fn command(app: &mut App, line: &str) -> Vec<Effect> {
    let _ = app.update(Msg::press(KeyCode::Char(':')));
    for c in line.chars() {
        let _ = app.update(Msg::press(KeyCode::Char(c)));
    }
    app.update(Msg::press(KeyCode::Enter))
}

fn rendered(width: u16, height: u16, draw: impl FnOnce(Rect, &mut Buffer)) -> String {
    let area = Rect::new(0, 0, width, height);
    let mut buffer = Buffer::empty(area);
    draw(area, &mut buffer);
    let mut out = String::new();
    for y in 0..height {
        for x in 0..width {
            out.push_str(buffer[(x, y)].symbol());
        }
        out.push('\n');
    }
    out
}

fn status_bar(app: &App) -> String {
    rendered(100, 1, |area, buf| draw_status(app, PLAIN, area, buf))
}

fn lines_pane(app: &App) -> String {
    rendered(60, 5, |area, buf| {
        draw_pane(app, PLAIN, Pane::Lines, area, buf);
    })
}

#[test]
fn a_successful_action_clears_the_last_error() {
    let start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    // A move from the command line.
    let mut app = app_on(start);
    command(&mut app, "hash 999999");
    assert_eq!(
        app.status,
        Some(("hash must be 1 to 65536 MB".to_owned(), true))
    );
    assert!(status_bar(&app).contains("hash must be"));
    let effects = command(&mut app, "move e4");
    assert!(effects.iter().any(|e| matches!(e, Effect::StartSearch(_))));
    assert_eq!(app.status, None);
    assert!(!status_bar(&app).contains("hash must be"));
    // A move on the board.
    command(&mut app, "hash 0");
    assert!(app.status.as_ref().is_some_and(|(_, error)| *error));
    let _ = app.update(Msg::press(KeyCode::Char('f')));
    assert_eq!(
        app.status,
        Some((
            "board flipped: Black at the bottom (f again: back)".to_owned(),
            false
        )),
        "any key that succeeds replaces it (a view key by what it did)"
    );
    command(&mut app, "nonsense");
    cursor_to(&mut app, Square::E7);
    let _ = app.update(Msg::press(KeyCode::Enter));
    cursor_to(&mut app, Square::E5);
    let _ = app.update(Msg::press(KeyCode::Enter));
    assert_eq!(app.game.san_moves(), ["e4", "e5"]);
    assert_eq!(app.status, None);
    // A command that succeeds replaces the error with its own message.
    command(&mut app, "multipv 9");
    assert!(app.status.as_ref().is_some_and(|(_, error)| *error));
    command(&mut app, "multipv 2");
    assert_eq!(app.status, Some(("multipv 2: done".to_owned(), false)));
    // A failing action after a success shows its error.
    command(&mut app, "move Ke5");
    assert!(app.status.as_ref().is_some_and(|(_, error)| *error));
}

#[test]
fn checkmate_and_stalemate_read_as_results() {
    for (fen, end, bar) in [
        (
            "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3",
            "checkmate: Black wins",
            "░",
        ),
        (
            "R5k1/5ppp/8/8/8/8/8/6K1 b - - 0 1",
            "checkmate: White wins",
            "█",
        ),
        ("k7/8/1Q6/8/8/8/8/7K b - - 0 1", "stalemate: draw", "█░"),
    ] {
        let mut app = app_on(fen);
        assert_eq!(app.game_end().map(GameEnd::text), Some(end));
        let status = status_bar(&app);
        assert!(status.starts_with(&format!(" {end} ")), "{status}");
        for searching in [" d0 ", " nodes ", "analysing", "done"] {
            assert!(!status.contains(searching), "{status}");
        }
        let pane = lines_pane(&app);
        let bar_row = pane.lines().nth(1).unwrap();
        assert!(bar_row.contains(end), "{pane}");
        assert!(!bar_row.contains('·'), "{pane}");
        assert!(bar_row.contains(bar), "{pane}");
        // Not the other colour's full bar.
        if bar == "░" {
            assert!(!bar_row.contains('█'), "{pane}");
        } else if bar == "█" {
            assert!(!bar_row.contains('░'), "{pane}");
        }
        // Keys leave the result shown; stopping and starting the analysis too.
        let _ = app.update(Msg::press(KeyCode::Tab));
        let _ = app.update(Msg::press(KeyCode::Char(' ')));
        let _ = app.update(Msg::press(KeyCode::Char(' ')));
        assert!(status_bar(&app).starts_with(&format!(" {end} ")));
    }
}

#[test]
fn checkmate_and_stalemate_show_their_static_evaluation_and_threats() {
    let fens = [
        "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3",
        "k7/8/1Q6/8/8/8/8/7K b - - 0 1",
    ];
    for fen in fens {
        for analysing in [true, false] {
            let pos = parse_fen(fen).unwrap();
            let history = History::from_board(pos.board());
            let game = Game::from_position(pos.clone(), history);
            let mut app = App::new(game, AnalysisLimits::default(), analysing);
            app.start();
            for pane in [Pane::Evaluation, Pane::Threats] {
                let text = rendered(60, 12, |area, buf| draw_pane(&app, PLAIN, pane, area, buf));
                assert!(!text.contains("waiting for the search"), "{text}");
            }
            // The numbers are the position's own, as `kibitzer eval` computes them.
            let expected = kibitzer::eval::breakdown(&pos, history);
            assert_eq!(
                app.position_breakdown()
                    .map(kibitzer::eval::Breakdown::score),
                Some(expected.score()),
                "{fen}"
            );
            let evaluation = rendered(60, 12, |area, buf| {
                draw_pane(&app, PLAIN, Pane::Evaluation, area, buf);
            });
            assert!(evaluation.contains("Material"), "{evaluation}");
            let threats = rendered(60, 12, |area, buf| {
                draw_pane(&app, PLAIN, Pane::Threats, area, buf);
            });
            assert!(threats.contains("net W-B"), "{threats}");
        }
    }
}

/// The search's own counters are for those who ask (`:counters`, `status_counters` in the
/// config); a message too long for the bar ends in `…`.
#[test]
fn counters_are_shown_on_request_and_a_cut_message_ends_in_an_ellipsis() {
    use kibitzer::engine::SearchEvent;
    use kibitzer::search::{Counters, Progress};
    let mut app = app_on("4k3/8/8/8/8/8/8/R3K3 w - - 0 1");
    let id = kibitzer::engine::RequestId::internal(1);
    let _ = app.update(Msg::SearchStarted(id));
    let _ = app.update(Msg::Search(Box::new(SearchEvent::Progress {
        id,
        progress: Progress {
            depth: 6,
            nodes: 5000,
            elapsed: std::time::Duration::from_millis(50),
            hashfull: 9,
            counters: Counters {
                nodes: 5000,
                futility_pruned: 1200,
                ..Counters::default()
            },
            currmove: None,
        },
    })));
    let bar = |app: &App| rendered(160, 1, |area, buf| draw_status(app, PLAIN, area, buf));
    assert!(!bar(&app).contains("pruned"), "{}", bar(&app));
    assert!(bar(&app).contains("5000 nodes"), "{}", bar(&app));
    command(&mut app, "counters");
    assert!(bar(&app).contains("search counters shown"), "{}", bar(&app));
    assert!(
        bar(&app).contains("| pruned 1200 red 0 ext 0"),
        "{}",
        bar(&app)
    );
    command(&mut app, "counters");
    assert!(!bar(&app).contains("pruned"), "{}", bar(&app));
    let config = kibitzer::config::Config {
        status_counters: true,
        ..kibitzer::config::Config::default()
    };
    let _ = app.configure(&config);
    assert!(bar(&app).contains("pruned 1200"), "{}", bar(&app));

    command(&mut app, "why Zz9-which-is-no-move-in-any-notation");
    let narrow = rendered(40, 1, |area, buf| draw_status(&app, PLAIN, area, buf));
    assert!(narrow.trim_end().ends_with('…'), "{narrow}");
    assert_eq!(
        narrow.trim_end_matches('\n').chars().count(),
        40,
        "{narrow}"
    );
}
