//! A game with a null move (`2... --`) in the workstation through `App::update`: it loads, the
//! Moves pane shows `--`, the search goes on after it (its repetition history starting at the
//! position after the null move), an external engine is told that position as a FEN with the
//! moves after it, and a comparison is refused with a clear word.

use crate::support::keys;
use crate::support::screen;

use crossterm::event::KeyCode;
use keys::{app_on, command, key};
use kibitzer::engine::{EngineSpec, SearchRequest};
use kibitzer::game::Game;
use kibitzer::search::GameLine;
use kibitzer::text_file::TextFile;
use kibitzer_tui::{Effect, Msg};
use shakmaty::fen::Fen;
use shakmaty::{Chess, EnPassantMode, Position};

const PGN: &str = "[Event \"Pass\"]\n\n1. e4 e5 2. Nf3 -- 3. Bc4 Nf6 *\n";

/// After 2... -- (python-chess gives the same FEN).
const AFTER_NULL: &str = "rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3";

fn fen(position: &Chess) -> String {
    Fen::from_position(position, EnPassantMode::Legal).to_string()
}

fn searches(effects: &[Effect]) -> Vec<SearchRequest> {
    effects
        .iter()
        .filter_map(|e| match e {
            Effect::StartSearch(request) => Some((**request).clone()),
            _ => None,
        })
        .collect()
}

fn engine_lines(effects: &[Effect]) -> Vec<GameLine> {
    effects
        .iter()
        .filter_map(|e| match e {
            Effect::EngineSearch(_, request) => request.root.line.clone(),
            _ => None,
        })
        .collect()
}

#[test]
fn a_game_with_a_null_move_loads_shows_it_and_is_analysed_after_it() {
    let mut app = app_on(Game::default());
    let path = std::path::PathBuf::from("pass.pgn");
    let effects = app.update(Msg::FileLoaded {
        path: path.clone(),
        text: Ok(TextFile::decode(&path, PGN.as_bytes())),
    });
    assert_eq!(
        app.game.san_moves(),
        ["e4", "e5", "Nf3", "--", "Bc4", "Nf6"]
    );
    let end = searches(&effects);
    assert_eq!(end.len(), 1, "the end of the game is analysed");
    assert_eq!(*end[0].root.position(), *app.game.position());
    // Only the positions from the one after the null move count for a repetition.
    assert_eq!(end[0].root.before.len(), 2);
    let rows = screen::screen_rows(&app, 120, 40).join("\n");
    assert!(rows.contains("Nf3 --"), "{rows}");

    // An external engine: the position after the null move as a FEN, and the moves after it.
    let effects = app.add_engine(EngineSpec::from_path("/usr/games/stockfish"));
    let lines = engine_lines(&effects);
    assert_eq!(lines.len(), 1);
    assert_eq!(fen(&lines[0].start), AFTER_NULL);
    let moves: Vec<String> = lines[0].moves.iter().map(ToString::to_string).collect();
    assert_eq!(moves, ["Bf1-c4", "Ng8-f6"]);

    // Two moves back: the position right after the null move, White to move again.
    key(&mut app, KeyCode::Left);
    let effects = key(&mut app, KeyCode::Left);
    assert!(app.game.node(app.game.current()).is_null_move());
    let after_null = searches(&effects);
    assert_eq!(after_null.len(), 1, "analysed after the null move");
    assert_eq!(fen(after_null[0].root.position()), AFTER_NULL);
    assert!(after_null[0].root.before.is_empty());
    let lines = engine_lines(&effects);
    assert_eq!(fen(&lines[0].start), AFTER_NULL);
    assert!(lines[0].moves.is_empty());

    // A move played there is a variation after the null move.
    command(&mut app, "move d4");
    assert_eq!(app.game.san_moves(), ["e4", "e5", "Nf3", "--", "d4"]);
    assert_eq!(app.game.position().turn(), shakmaty::Color::Black);

    // Comparing the null move itself is refused in words.
    key(&mut app, KeyCode::Left);
    command(&mut app, "why");
    let (message, error) = app.status.clone().expect("a status message");
    assert!(error, "{message}");
    assert_eq!(
        message,
        "a null move (--) cannot be compared: it is no move"
    );
}
