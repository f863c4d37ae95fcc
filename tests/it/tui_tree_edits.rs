//! Edits of the game tree through `App::update`: `P` adds the engine's first line as a
//! variation, `m`/`M`/Delete (and `:promote`, `:promote!`, `:mainline`, `:delete`) promote and
//! delete variations, and Ctrl-Z / `:undo` take edits back several levels deep (Ctrl-Y /
//! `:redo` do them again).

use crate::support::keys;

use crossterm::event::{KeyCode, KeyModifiers};
use keys::{app_on_pgn, command, key, key_with, line, main_line, started};
use kibitzer::Score;
use kibitzer::engine::SearchEvent;
use kibitzer::search::{Bound, Counters, Line};
use kibitzer_tui::{App, Msg};

/// The search reports a first line `pv` (SAN from the shown position).
fn engine_line(app: &mut App, pv: &[&str]) {
    let mut position = app.game.position().clone();
    let moves = pv
        .iter()
        .map(|san| {
            let mv = kibitzer_tui::parse_move(&position, san).unwrap();
            shakmaty::Position::play_unchecked(&mut position, mv);
            mv
        })
        .collect();
    let line = Line {
        depth: 4,
        seldepth: 4,
        multipv: 1,
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
    let _ = app.update(Msg::SearchStarted(id));
    let _ = app.update(Msg::Search(Box::new(SearchEvent::line(id, line))));
}

fn status(app: &App) -> (String, bool) {
    app.status.clone().unwrap_or_default()
}

#[test]
fn shift_p_adds_the_engine_line_as_a_variation_and_replaces_nothing() {
    let mut app = app_on_pgn("1. e4 e5 2. Nf3 *");
    key(&mut app, KeyCode::Home);
    engine_line(&mut app, &["d4", "d5", "c4"]);
    let effects = key(&mut app, KeyCode::Char('P'));
    assert!(started(&effects), "the end of the line is analysed");
    assert_eq!(line(&app), ["d4", "d5", "c4"]);
    assert_eq!(app.game.cursor(), 3, "at the end of the added line");
    assert_eq!(main_line(&app), ["e4", "e5", "Nf3"]);
    assert!(status(&app).0.contains("added as a variation"));
    // A line that starts with the game's own moves follows them.
    key(&mut app, KeyCode::Home);
    engine_line(&mut app, &["e4", "e5", "Nf3", "Nc6"]);
    key(&mut app, KeyCode::Char('P'));
    assert_eq!(main_line(&app), ["e4", "e5", "Nf3", "Nc6"]);
    // One Ctrl-Z takes a whole added line back, and shows where the board was before it.
    key_with(&mut app, KeyCode::Char('z'), KeyModifiers::CONTROL);
    assert_eq!(main_line(&app), ["e4", "e5", "Nf3"]);
    assert_eq!(app.game.cursor(), 0);
    key_with(&mut app, KeyCode::Char('z'), KeyModifiers::CONTROL);
    key(&mut app, KeyCode::Home);
    assert_eq!(app.game.node(app.game.current()).children().len(), 1);
    // p plays the first move into the tree the same way.
    engine_line(&mut app, &["c4"]);
    key(&mut app, KeyCode::Char('p'));
    assert_eq!(line(&app), ["c4"]);
    assert_eq!(main_line(&app), ["e4", "e5", "Nf3"]);
}

#[test]
fn promote_delete_undo_and_redo_by_key() {
    let mut app = app_on_pgn("1. e4 (1. d4 d5) (1. c4 e5) e5 *");
    key(&mut app, KeyCode::Home);
    key(&mut app, KeyCode::Down);
    key(&mut app, KeyCode::Down);
    key(&mut app, KeyCode::End);
    assert_eq!(line(&app), ["c4", "e5"]);
    let first_moves = |app: &App| {
        let root = app.game.node(app.game.main_line()[0]);
        app.game.san_line(root.children())
    };
    key(&mut app, KeyCode::Char('m'));
    assert_eq!(first_moves(&app), ["e4", "c4", "d4"]);
    assert_eq!(line(&app), ["c4", "e5"], "the shown line stays");
    key(&mut app, KeyCode::Char('M'));
    assert_eq!(main_line(&app), ["c4", "e5"]);
    key(&mut app, KeyCode::Char('M'));
    assert_eq!(status(&app), ("already on the main line".to_owned(), true));
    // Delete takes the shown move and what follows; the game shows the move before.
    let effects = key(&mut app, KeyCode::Delete);
    assert!(started(&effects));
    assert_eq!(main_line(&app), ["c4"]);
    assert_eq!(app.game.cursor(), 1);
    // Three levels of undo, then one redo.
    for _ in 0..3 {
        key_with(&mut app, KeyCode::Char('z'), KeyModifiers::CONTROL);
    }
    assert_eq!(first_moves(&app), ["e4", "d4", "c4"]);
    assert_eq!(main_line(&app), ["e4", "e5"]);
    key_with(&mut app, KeyCode::Char('y'), KeyModifiers::CONTROL);
    assert_eq!(first_moves(&app), ["e4", "c4", "d4"]);
    key_with(&mut app, KeyCode::Char('y'), KeyModifiers::CONTROL);
    key_with(&mut app, KeyCode::Char('y'), KeyModifiers::CONTROL);
    key_with(&mut app, KeyCode::Char('y'), KeyModifiers::CONTROL);
    assert_eq!(status(&app), ("nothing to redo".to_owned(), true));
}

#[test]
fn promote_delete_undo_and_redo_by_command() {
    let mut app = app_on_pgn("1. e4 e5 (1... c5 2. Nf3) (1... e6) 2. Nf3 *");
    command(&mut app, "undo");
    assert_eq!(status(&app), ("nothing to undo".to_owned(), true));
    command(&mut app, "delete");
    assert_eq!(main_line(&app), ["e4", "e5"]);
    command(&mut app, "undo");
    assert_eq!(main_line(&app), ["e4", "e5", "Nf3"]);
    command(&mut app, "redo");
    assert_eq!(main_line(&app), ["e4", "e5"]);
    command(&mut app, "undo");
    command(&mut app, "move Nf3");
    key(&mut app, KeyCode::Left);
    key(&mut app, KeyCode::Left);
    key(&mut app, KeyCode::Down);
    key(&mut app, KeyCode::Down);
    key(&mut app, KeyCode::Right);
    assert_eq!(line(&app), ["e4", "e6"]);
    command(&mut app, "promote");
    command(&mut app, "promote");
    assert_eq!(main_line(&app), ["e4", "e6"]);
    command(&mut app, "undo");
    command(&mut app, "mainline");
    assert_eq!(main_line(&app), ["e4", "e6"]);
    command(&mut app, "undo");
    command(&mut app, "promote!");
    assert_eq!(main_line(&app), ["e4", "e6"]);
    assert_eq!(
        status(&app),
        ("line promoted to the main line".to_owned(), false)
    );
    key(&mut app, KeyCode::Home);
    command(&mut app, "delete");
    assert_eq!(
        status(&app),
        ("nothing to delete at the start".to_owned(), true)
    );
}

/// The moves up to the shown position.
fn shown(app: &App) -> Vec<String> {
    app.game.san_line(&app.game.path_to(app.game.current()))
}

/// Ctrl-Z and Ctrl-Y of each edit kind: each puts the board back where it was before the
/// step it reverses, so redo of an added move shows the move (as undo shows its parent).
#[test]
fn redo_shows_what_undo_took_the_board_from() {
    let undo = |app: &mut App| key_with(app, KeyCode::Char('z'), KeyModifiers::CONTROL);
    let redo = |app: &mut App| key_with(app, KeyCode::Char('y'), KeyModifiers::CONTROL);
    let mut app = app_on_pgn("1. e4 e5 *");
    key(&mut app, KeyCode::End);
    // A move added.
    command(&mut app, "move Nf3");
    let nf3 = app.game.position().clone();
    assert_eq!(shown(&app), ["e4", "e5", "Nf3"]);
    let effects = undo(&mut app);
    assert!(started(&effects));
    assert_eq!(shown(&app), ["e4", "e5"], "undo shows the parent");
    let effects = redo(&mut app);
    assert_eq!(
        shown(&app),
        ["e4", "e5", "Nf3"],
        "redo shows the move again"
    );
    assert_eq!(*app.game.position(), nf3);
    assert!(started(&effects), "and analyses it");
    // A move deleted.
    key(&mut app, KeyCode::Delete);
    assert_eq!(shown(&app), ["e4", "e5"]);
    undo(&mut app);
    assert_eq!(
        shown(&app),
        ["e4", "e5", "Nf3"],
        "undo shows the deleted move"
    );
    redo(&mut app);
    assert_eq!(shown(&app), ["e4", "e5"], "redo shows its parent");
    undo(&mut app);
    // A variation promoted: the board stays on it both ways.
    key(&mut app, KeyCode::Left);
    command(&mut app, "move Nc3");
    key(&mut app, KeyCode::Char('M'));
    assert_eq!(main_line(&app), ["e4", "e5", "Nc3"]);
    undo(&mut app);
    assert_eq!(main_line(&app), ["e4", "e5", "Nf3"]);
    assert_eq!(shown(&app), ["e4", "e5", "Nc3"]);
    redo(&mut app);
    assert_eq!(main_line(&app), ["e4", "e5", "Nc3"]);
    assert_eq!(shown(&app), ["e4", "e5", "Nc3"]);
    // Undo of the move and redo after moving elsewhere: redo shows where undo left.
    undo(&mut app);
    undo(&mut app);
    assert_eq!(shown(&app), ["e4", "e5"]);
    redo(&mut app);
    assert_eq!(shown(&app), ["e4", "e5", "Nc3"]);
}
