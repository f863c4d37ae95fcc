//! Opening another game (a pasted PGN or FEN, `:fen`, a game picked from a file) never loses
//! the one shown: through `App::update`, Ctrl-Z past the shown game's own edits brings back the
//! game it replaced, with its variations, its edits' own undo, its evaluations and the file it
//! came from (for `:save!`), and Ctrl-Y opens the replacing game again.

use crate::support::keys;

use std::path::{Path, PathBuf};

use crossterm::event::{KeyCode, KeyModifiers};
use keys::{app_on_pgn, command, key, key_with, main_line, started};
use kibitzer::Score;
use kibitzer::text_file::TextFile;
use kibitzer_tui::{App, Effect, Msg};

const OPERA: &str = include_str!("../data/opera.pgn");

fn undo(app: &mut App) -> Vec<Effect> {
    key_with(app, KeyCode::Char('z'), KeyModifiers::CONTROL)
}

fn redo(app: &mut App) -> Vec<Effect> {
    key_with(app, KeyCode::Char('y'), KeyModifiers::CONTROL)
}

fn status(app: &App) -> String {
    app.status.clone().unwrap_or_default().0
}

fn fen(app: &App) -> String {
    shakmaty::fen::Fen::from_position(app.game.position(), shakmaty::EnPassantMode::Legal)
        .to_string()
}

#[test]
fn undo_after_a_paste_brings_back_the_game_it_replaced_and_redo_reopens_the_paste() {
    let mut app = app_on_pgn("1. e4 e5 2. Nf3 *");
    // A variation entered by hand: 1...c5.
    key(&mut app, KeyCode::Home);
    key(&mut app, KeyCode::Right);
    let e4 = app.game.current();
    command(&mut app, "move c5");
    let mine = app.game.current();
    app.evals
        .insert(mine, kibitzer::game::SearchedEval::new(Score::cp(31), 20));
    let effects = app.update(Msg::Paste("1. d4 d5 2. c4 *".to_owned()));
    assert!(started(&effects));
    assert_eq!(main_line(&app), ["d4", "d5", "c4"]);
    assert!(
        app.evals.is_empty(),
        "the pasted game has no evaluations yet"
    );

    let effects = undo(&mut app);
    assert!(
        started(&effects),
        "the position shown changed: analysed again"
    );
    assert_eq!(main_line(&app), ["e4", "e5", "Nf3"]);
    assert_eq!(app.game.current(), mine, "shown where it was left: 1...c5");
    assert_eq!(app.evals.get(&mine).map(|e| e.score), Some(Score::cp(31)));
    assert_eq!(status(&app), "previous game back (Ctrl-Y: the other)");
    // Its own edits are still undoable: the variation goes, then nothing is left before it.
    undo(&mut app);
    assert_eq!(app.game.node(e4).children().len(), 1);
    let effects = undo(&mut app);
    assert!(effects.is_empty());
    assert_eq!(status(&app), "nothing to undo");

    // Redo brings the variation back, then reopens the pasted game.
    redo(&mut app);
    assert_eq!(app.game.node(e4).children().len(), 2);
    redo(&mut app);
    assert_eq!(main_line(&app), ["d4", "d5", "c4"]);
    assert!(redo(&mut app).is_empty());
    assert_eq!(status(&app), "nothing to redo");
    // And undo goes back once more, by command too.
    command(&mut app, "undo");
    assert_eq!(main_line(&app), ["e4", "e5", "Nf3"]);
}

#[test]
fn a_pasted_fen_and_fen_command_are_undone_one_game_at_a_time() {
    let mut app = app_on_pgn("1. e4 *");
    let _ = app.update(Msg::Paste("8/8/8/4k3/8/8/8/KQ6 w - - 0 1".to_owned()));
    command(&mut app, "fen 4k3/8/8/8/8/8/4P3/4K3 w - - 0 1");
    assert_eq!(fen(&app), "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1");
    undo(&mut app);
    assert_eq!(fen(&app), "8/8/8/4k3/8/8/8/KQ6 w - - 0 1");
    undo(&mut app);
    assert_eq!(main_line(&app), ["e4"]);
    // Opening a game after an undo starts a new future: the redo of the FENs is gone, and
    // the game that was shown is kept.
    let _ = app.update(Msg::Paste("1. c4 *".to_owned()));
    assert!(redo(&mut app).is_empty());
    undo(&mut app);
    assert_eq!(main_line(&app), ["e4"]);
}

#[test]
fn a_game_brought_back_keeps_the_file_it_came_from_for_save_bang() {
    let mut app = app_on_pgn("*");
    let _ = app.update(Msg::FileLoaded {
        path: PathBuf::from("opera.pgn"),
        text: Ok(TextFile::decode(Path::new("opera.pgn"), OPERA)),
    });
    key(&mut app, KeyCode::Enter);
    let opened = main_line(&app);
    assert!(!opened.is_empty());
    let _ = app.update(Msg::Paste("1. b3 *".to_owned()));
    assert!(app.source.as_ref().and_then(|s| s.path.clone()).is_none());
    undo(&mut app);
    assert_eq!(main_line(&app), opened);
    assert_eq!(
        app.source.as_ref().and_then(|s| s.path.clone()),
        Some(PathBuf::from("opera.pgn"))
    );
    match command(&mut app, "save!").as_slice() {
        [Effect::SaveFile(save)] => assert_eq!(save.path, PathBuf::from("opera.pgn")),
        other => panic!("expected the file written back, got {other:?}"),
    }
}

#[test]
fn only_the_last_twenty_replaced_games_are_kept() {
    let mut app = app_on_pgn("1. a3 *");
    for _ in 0..kibitzer_tui::REPLACED_LEVELS + 5 {
        let _ = app.update(Msg::Paste("1. h3 *".to_owned()));
    }
    assert_eq!(app.replaced.earlier(), kibitzer_tui::REPLACED_LEVELS);
    for _ in 0..kibitzer_tui::REPLACED_LEVELS {
        undo(&mut app);
        assert_eq!(main_line(&app), ["h3"]);
    }
    assert_eq!(app.replaced.later(), kibitzer_tui::REPLACED_LEVELS);
    assert!(undo(&mut app).is_empty(), "the oldest, 1. a3, was dropped");
}
