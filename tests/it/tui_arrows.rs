//! Arrows on the board (issue #35): at 160x50 (squares of 7x3 cells) the first move of each
//! line is an arrow from square to square, the pieces left readable; at 80x24 (3x1) the
//! lines' squares are marked as before and no arrow is drawn.

use crate::support::keys;

use kibitzer::Score;
use kibitzer::engine::SearchEvent;
use kibitzer::search::{Bound, Counters, Line};
use kibitzer_tui::{App, Msg, Settings, Theme};
use ratatui::Terminal;
use ratatui::backend::TestBackend;

fn engine_line(app: &mut App, multipv: usize, san: &str) {
    let mv = kibitzer_tui::parse_move(app.game.position(), san).unwrap();
    let line = Line {
        depth: 4,
        seldepth: 4,
        multipv,
        score: Score::cp(20),
        bound: Bound::Exact,
        pv: vec![mv],
        nodes: 100,
        elapsed: std::time::Duration::ZERO,
        hashfull: 0,
        counters: Counters::default(),
    };
    let id = app
        .analysis
        .id
        .unwrap_or(kibitzer::engine::RequestId::internal(1));
    let _ = app.update(Msg::Search(Box::new(SearchEvent::line(id, line))));
}

fn screen(app: &mut App, width: u16, height: u16) -> String {
    let _ = app.update(Msg::Resize(width, height));
    let mut terminal = Terminal::new(TestBackend::new(width, height)).unwrap();
    let plain = Theme {
        color: false,
        ascii: false,
        ..Theme::DEFAULT
    };
    terminal
        .draw(|f| kibitzer_tui::draw(f, app, plain))
        .unwrap();
    let buffer = terminal.backend().buffer();
    (0..buffer.area.height)
        .map(|y| {
            (0..buffer.area.width)
                .map(|x| buffer[(x, y)].symbol().to_owned())
                .collect::<String>()
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// The board's rows (the left part of the screen up to its right border).
fn board(screen: &str, width: usize) -> Vec<String> {
    screen
        .lines()
        .map(|l| l.chars().take(width).collect())
        .take_while(|l: &String| !l.starts_with('└'))
        .collect()
}

fn app_with_two_lines() -> App {
    let settings = Settings {
        multipv: 2,
        ..Settings::default()
    };
    let mut app = keys::app_with(kibitzer::game::Game::default(), settings);
    engine_line(&mut app, 1, "e4");
    engine_line(&mut app, 2, "Nf3");
    app
}

#[test]
fn a_large_board_draws_each_first_move_as_an_arrow() {
    let mut app = app_with_two_lines();
    let screen = screen(&mut app, 160, 50);
    let rows = board(&screen, 60);
    let text = rows.join("\n");
    // e2-e4 straight up the e-file to a head under e4's middle; g1-f3 up and left.
    assert_eq!(text.matches('↑').count(), 1, "{text}");
    assert_eq!(text.matches('↖').count(), 1, "{text}");
    assert!(text.matches('│').count() >= 4, "{text}");
    // Every piece is still there: 16 white and 16 black men.
    let pieces = text.chars().filter(|c| "♔♕♖♗♘♙♚♛♜♝♞♟".contains(*c)).count();
    assert_eq!(pieces, 32, "{text}");
    // The arrow's head is in the e-file's column, between e2 and e4.
    let head_row = rows.iter().position(|r| r.contains('↑')).unwrap();
    let e_column = rows
        .iter()
        .find(|r| r.contains('♔'))
        .and_then(|r| r.chars().position(|c| c == '♔'))
        .unwrap();
    assert_eq!(
        rows[head_row].chars().position(|c| c == '↑'),
        Some(e_column),
        "{text}"
    );
}

#[test]
fn a_small_board_keeps_its_marks_and_draws_no_arrow() {
    let mut app = app_with_two_lines();
    let screen = screen(&mut app, 80, 24);
    let rows = board(&screen, 28);
    let text = rows.join("\n");
    let inside: String = rows
        .iter()
        .map(|r| r.chars().skip(1).take(26).collect::<String>())
        .collect();
    assert!(!inside.contains('↑') && !inside.contains('│'), "{text}");
    // The lines' numbers in their squares' corners.
    assert!(text.contains("1♙") && text.contains("2♘"), "{text}");
}
