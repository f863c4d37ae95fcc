//! Looking at a line without playing it, through `App::update`: with the Lines pane focused,
//! Right / Left (`l` / `h`), End / Home step along the selected line on the board (the board's
//! title and the status bar say it is a preview, with the move and its number), the game and
//! its analysis stay as they were, Esc shows the game again, Up / Down start the preview again
//! on the line selected, and Enter adds the line up to the shown move as a variation.

use crate::support::keys;

use crossterm::event::KeyCode;
use keys::{app_on_pgn, focus, key, line, main_line, started};
use kibitzer::Score;
use kibitzer::engine::SearchEvent;
use kibitzer::search::{Bound, Counters, Line};
use kibitzer_tui::{App, Msg, Pane};
use shakmaty::{EnPassantMode, Position};

/// The search reports line `multipv` (from 1) as `pv` (SAN from the shown position).
fn engine_line(app: &mut App, multipv: usize, pv: &[&str]) {
    let mut position = app.game.position().clone();
    let moves = pv
        .iter()
        .map(|san| {
            let mv = kibitzer_tui::parse_move(&position, san).unwrap();
            position.play_unchecked(mv);
            mv
        })
        .collect();
    let line = Line {
        depth: 4,
        seldepth: 4,
        multipv,
        score: Score::cp(20),
        bound: Bound::Exact,
        pv: moves,
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

fn fen(position: &shakmaty::Chess) -> String {
    shakmaty::fen::Fen::from_position(position, EnPassantMode::Legal).to_string()
}

fn status(app: &App) -> String {
    app.status.clone().map(|(m, _)| m).unwrap_or_default()
}

/// A game at 2.Nf3 with two lines, the Lines pane focused.
fn previewing() -> App {
    let game = kibitzer::pgn::read_pgn("1. e4 e5 2. Nf3 *").unwrap();
    let settings = kibitzer_tui::Settings {
        multipv: 2,
        ..kibitzer_tui::Settings::default()
    };
    let mut app = keys::app_with(game, settings);
    engine_line(&mut app, 1, &["Nc6", "Bb5", "a6"]);
    engine_line(&mut app, 2, &["Nf6", "Nxe5"]);
    focus(&mut app, Pane::Lines);
    app
}

#[test]
fn right_steps_along_the_line_on_the_board_and_esc_returns_to_the_game() {
    let mut app = previewing();
    let game_fen = app.game.fen();
    let pgn = kibitzer::pgn::write_game(&app.game);
    let effects = key(&mut app, KeyCode::Right);
    assert!(
        !started(&effects),
        "the analysis goes on on the game's position"
    );
    assert!(app.line_preview().is_some());
    assert!(fen(app.shown_position()).starts_with("r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2"));
    assert_eq!(app.game.fen(), game_fen, "the game is not moved");
    assert!(
        status(&app).contains("preview of line 1: 2...Nc6 (1/3)"),
        "{}",
        status(&app)
    );
    key(&mut app, KeyCode::Char('l'));
    key(&mut app, KeyCode::Right);
    key(&mut app, KeyCode::Right);
    assert_eq!(app.line_preview().unwrap().progress(), (3, 3));
    assert!(status(&app).contains("3...a6 (3/3)"), "{}", status(&app));
    key(&mut app, KeyCode::Char('h'));
    assert_eq!(app.line_preview().unwrap().progress(), (2, 3));
    // The board's title says it is a preview.
    let screen = screen(&app);
    assert!(
        screen.contains("Board: preview 3.Bb5 (2/3) · Esc back"),
        "{screen}"
    );
    assert_eq!(app.analysis.lines.len(), 2, "the lines stay");
    key(&mut app, KeyCode::Esc);
    assert!(app.line_preview().is_none());
    assert_eq!(fen(app.shown_position()), game_fen);
    assert_eq!(
        kibitzer::pgn::write_game(&app.game),
        pgn,
        "the game unchanged"
    );
    assert_eq!(app.focus, Pane::Lines);
}

#[test]
fn left_from_the_first_move_and_home_end_the_preview_end_shows_the_last_move() {
    let mut app = previewing();
    key(&mut app, KeyCode::Left);
    assert!(app.line_preview().is_none());
    assert!(
        app.status.clone().unwrap().1,
        "nothing before the line's start"
    );
    assert_eq!(
        line(&app),
        ["e4", "e5", "Nf3"],
        "the game did not step back"
    );
    key(&mut app, KeyCode::End);
    assert_eq!(app.line_preview().unwrap().progress(), (3, 3));
    key(&mut app, KeyCode::Home);
    assert!(app.line_preview().is_none());
    key(&mut app, KeyCode::Right);
    key(&mut app, KeyCode::Left);
    assert!(app.line_preview().is_none());
}

#[test]
fn another_line_restarts_the_preview_at_its_first_move() {
    let mut app = previewing();
    key(&mut app, KeyCode::Right);
    key(&mut app, KeyCode::Right);
    key(&mut app, KeyCode::Down);
    let preview = app.line_preview().unwrap();
    assert_eq!((preview.line(), preview.progress()), (1, (1, 2)));
    assert!(
        status(&app).contains("preview of line 2: 2...Nf6 (1/2)"),
        "{}",
        status(&app)
    );
    key(&mut app, KeyCode::Up);
    assert_eq!(app.line_preview().unwrap().line(), 0);
}

#[test]
fn enter_adds_the_line_up_to_the_shown_move_and_goes_there() {
    let mut app = previewing();
    key(&mut app, KeyCode::Right);
    key(&mut app, KeyCode::Right);
    let effects = key(&mut app, KeyCode::Enter);
    assert!(started(&effects), "the new position is analysed");
    assert!(app.line_preview().is_none());
    assert_eq!(line(&app), ["e4", "e5", "Nf3", "Nc6", "Bb5"]);
    assert_eq!(main_line(&app), ["e4", "e5", "Nf3", "Nc6", "Bb5"]);
    assert!(
        status(&app).contains("added as a variation"),
        "{}",
        status(&app)
    );
    // One undo takes the whole line back.
    keys::key_with(
        &mut app,
        KeyCode::Char('z'),
        crossterm::event::KeyModifiers::CONTROL,
    );
    assert_eq!(main_line(&app), ["e4", "e5", "Nf3"]);
}

#[test]
fn leaving_the_lines_pane_or_moving_the_game_ends_the_preview() {
    let mut app = previewing();
    key(&mut app, KeyCode::Right);
    key(&mut app, KeyCode::Tab);
    assert!(app.line_preview().is_none(), "another pane: the game again");
    assert_eq!(fen(app.shown_position()), app.game.fen());
    focus(&mut app, Pane::Lines);
    key(&mut app, KeyCode::Right);
    assert!(app.line_preview().is_some());
    keys::command(&mut app, "move Nc6");
    assert!(app.line_preview().is_none());
}

#[test]
fn no_preview_without_a_line_or_in_threat_mode() {
    let mut app = app_on_pgn("1. e4 e5 2. Nf3 *");
    focus(&mut app, Pane::Lines);
    key(&mut app, KeyCode::Right);
    assert!(app.line_preview().is_none());
    assert!(status(&app).contains("no line"), "{}", status(&app));
    key(&mut app, KeyCode::Char('x'));
    key(&mut app, KeyCode::Right);
    assert!(app.line_preview().is_none());
    assert!(status(&app).contains("threat mode"), "{}", status(&app));
}

fn screen(app: &App) -> String {
    let mut terminal = ratatui::Terminal::new(ratatui::backend::TestBackend::new(160, 50)).unwrap();
    let plain = kibitzer_tui::Theme {
        color: false,
        ascii: false,
        ..kibitzer_tui::Theme::DEFAULT
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
