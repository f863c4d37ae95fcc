//! The workstation's notes on the shown position: the opening in the Moves pane's title, and
//! the endgame tables' verdict in the Lines pane and the Evaluation pane's title (with the
//! small tables of `tests/data/syzygy`). No search runs.

use std::ffi::OsString;

use kibitzer::tablebase::Tablebases;
use kibitzer::{History, game::Game, game::parse_fen};
use kibitzer_tui::{App, Pane, Settings, Theme, draw_pane};
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;

const PLAIN: Theme = Theme {
    color: false,
    ascii: false,
    ..Theme::DEFAULT
};

fn app(game: Game, tables: Option<&str>) -> App {
    let tablebases = tables.map(|dir| {
        let dir = format!("{}/tests/data/{dir}", env!("CARGO_MANIFEST_DIR"));
        Tablebases::open(&OsString::from(dir)).unwrap()
    });
    let settings = Settings {
        tablebases,
        ..Settings::default()
    };
    let mut app = App::with_settings(game, settings, true);
    app.start();
    app
}

fn pane(app: &App, which: Pane) -> String {
    let area = Rect::new(0, 0, 80, 12);
    let mut buffer = Buffer::empty(area);
    draw_pane(app, PLAIN, which, area, &mut buffer);
    let mut text = String::new();
    for y in 0..area.height {
        for x in 0..area.width {
            text.push_str(buffer[(x, y)].symbol());
        }
        text.push('\n');
    }
    text
}

fn position(fen: &str) -> Game {
    let pos = parse_fen(fen).unwrap();
    let history = History::from_board(shakmaty::Position::board(&pos));
    Game::from_position(pos, history)
}

#[test]
fn the_lines_and_evaluation_panes_say_what_the_tables_say() {
    let app = app(position("8/8/8/8/8/2k5/8/KR6 b - - 0 1"), Some("syzygy"));
    let lines = pane(&app, Pane::Lines);
    assert!(
        lines.contains("tablebase loss, DTZ ~-30 (Black to move)"),
        "{lines}"
    );
    let evaluation = pane(&app, Pane::Evaluation);
    assert!(evaluation.contains(", in the tables (e)"), "{evaluation}");
}

#[test]
fn without_tables_or_outside_them_nothing_is_said() {
    for app in [
        app(position("8/8/8/8/8/2k5/8/KR6 b - - 0 1"), None),
        app(Game::default(), Some("syzygy")),
    ] {
        assert!(!pane(&app, Pane::Lines).contains("tablebase"));
        assert!(!pane(&app, Pane::Evaluation).contains("in the tables"));
    }
}

#[test]
fn a_damaged_table_is_named_in_the_lines_pane() {
    let app = app(
        position("8/8/8/8/8/2k5/8/KR6 b - - 0 1"),
        Some("syzygy-corrupt"),
    );
    let lines = pane(&app, Pane::Lines);
    assert!(
        lines.contains("tablebase: no answer: the syzygy wdl table KRvK is not a syzygy"),
        "{lines}"
    );
}

#[test]
fn the_moves_title_names_the_deepest_opening_of_the_line() {
    // Named last at 2. a4; 2... a5 is in no table.
    let game = kibitzer::pgn::read_pgn("1. e4 c5 2. a4 a5 *").unwrap();
    let mut app = app(game, None);
    let moves = pane(&app, Pane::Moves);
    assert!(
        moves.starts_with("┌ Moves: B20 Sicilian Defense: Myers Attack, with a4 ─"),
        "{moves}"
    );
    app.game.go_to_ply(2);
    let moves = pane(&app, Pane::Moves);
    assert!(
        moves.starts_with("┌ Moves: B20 Sicilian Defense ─"),
        "{moves}"
    );
    app.game.go_to_start();
    let moves = pane(&app, Pane::Moves);
    assert!(moves.starts_with("┌ Moves ──"), "{moves}");
}
