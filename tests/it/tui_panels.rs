//! The panel beside the board from `App::update`: the search tree (`t`), best-first mode
//! (`b`) and the Compare pane (`w`) are one panel at a time. Opening one closes the other, the
//! keys go to the one drawn, the board shows its position, and the overlays (help, command
//! line) take the keys while they are open and leave the panel as it was.

use crate::support::explain;
use crate::support::keys;
use crate::support::screen;

use std::sync::mpsc;

use crossterm::event::KeyCode;
use keys::{app_on, command, key};
use kibitzer::game::Game;
use kibitzer_tui::{App, Effect, JudgeWork, Mode, Msg};
use shakmaty::Chess;

/// White's knight on e4 can go to c5, where the b6 pawn takes it.
const HANGS: &str = "4k3/7p/1p6/8/4N3/8/P6P/4K3 w - - 0 1";

/// The workstation on HANGS after 1.Nc5??, analysing to depth 3.
fn after_nc5() -> App {
    let mut app = app_on(Game::from_fen(HANGS).unwrap());
    let _ = command(&mut app, "depth 3");
    command(&mut app, "move Nc5");
    app
}

/// Runs the comparisons among `effects` on the runtime's worker and feeds the results to `app`.
fn compare(app: &mut App, effects: Vec<Effect>) {
    let work = JudgeWork::default();
    let (tx, rx) = mpsc::channel();
    for effect in effects {
        if let Effect::Compare(id, request, judging) = effect {
            let tx = tx.clone();
            work.compare(id, *request, *judging, move |msg| {
                let _ = tx.send(msg);
            });
        }
    }
    drop(tx);
    for msg in rx.iter().collect::<Vec<Msg>>() {
        let _ = app.update(msg);
    }
}

/// `t` with its tree recorded.
fn open_tree(app: &mut App) {
    let effects = key(app, KeyCode::Char('t'));
    explain::explain(app, effects, 2);
}

/// `w` with its comparison arrived.
fn open_compare(app: &mut App) {
    let effects = key(app, KeyCode::Char('w'));
    compare(app, effects);
}

fn hangs() -> Chess {
    Game::from_fen(HANGS).unwrap().position().clone()
}

/// The screen's text, one string.
fn screen(app: &App) -> String {
    screen::screen_rows(app, 120, 40).join("\n")
}

#[test]
fn w_after_t_leaves_only_the_compare_pane_which_takes_the_keys_and_the_board() {
    let mut app = after_nc5();
    open_tree(&mut app);
    assert_eq!(app.modes(), vec![Mode::Tree, Mode::Board]);
    assert_ne!(*app.shown_position(), hangs(), "the tree's root: after Nc5");
    open_compare(&mut app);
    assert_eq!(
        app.modes(),
        vec![Mode::Compare, Mode::Board],
        "the keys go to the Compare pane alone"
    );
    assert_eq!(
        *app.shown_position(),
        hangs(),
        "the board shows the compared position, not the tree's"
    );
    let text = screen(&app);
    assert!(text.contains("Compare 1.Nc5"), "{text}");
    assert!(!text.contains("Search tree"), "{text}");
    assert!(app.tree().is_none() && app.best_first().is_none());
    assert_eq!(app.compare().unwrap().selected, 0);
    key(&mut app, KeyCode::Down);
    assert_eq!(app.compare().unwrap().selected, 1, "Down is the pane's");
    key(&mut app, KeyCode::Right);
    assert_eq!(app.compare().unwrap().ply, 1, "Right walks the line");
    assert_ne!(*app.shown_position(), hangs(), "the board walks with it");
    key(&mut app, KeyCode::Esc);
    assert_eq!(app.modes(), vec![Mode::Board], "Esc closes the only panel");
    assert_eq!(app.shown_position(), app.game.position());
}

#[test]
fn w_while_the_tree_records_stops_the_recording() {
    let mut app = after_nc5();
    key(&mut app, KeyCode::Char('t'));
    assert!(app.tree().is_some_and(|t| t.tree.is_none()), "recording");
    let effects = key(&mut app, KeyCode::Char('w'));
    assert!(
        effects.iter().any(|e| matches!(e, Effect::CancelExplain)),
        "{effects:?}"
    );
    assert!(app.tree().is_none() && app.compare().is_some());
}

#[test]
fn t_or_b_after_w_replaces_the_compare_pane() {
    let mut app = after_nc5();
    open_compare(&mut app);
    open_tree(&mut app);
    assert_eq!(app.modes(), vec![Mode::Tree, Mode::Board]);
    assert!(app.compare().is_none());
    assert_eq!(*app.shown_position(), app.tree().unwrap().position);
    assert!(screen(&app).contains("Search tree"));

    open_compare(&mut app);
    key(&mut app, KeyCode::Char('b'));
    assert_eq!(app.modes(), vec![Mode::BestFirst, Mode::Board]);
    assert!(app.compare().is_none());
    assert_eq!(app.shown_position(), app.game.position());
    let text = screen(&app);
    assert!(
        text.contains("best-first") && !text.contains("Compare"),
        "{text}"
    );

    open_compare(&mut app);
    assert_eq!(app.modes(), vec![Mode::Compare, Mode::Board]);
    assert!(app.best_first().is_none());
    key(&mut app, KeyCode::Char('t'));
    key(&mut app, KeyCode::Char('b'));
    assert_eq!(app.modes(), vec![Mode::BestFirst, Mode::Board]);
    key(&mut app, KeyCode::Char('b'));
    assert_eq!(app.modes(), vec![Mode::Board], "b closes best-first mode");
}

#[test]
fn overlays_take_the_keys_and_leave_the_panel_open() {
    let mut app = after_nc5();
    open_compare(&mut app);
    key(&mut app, KeyCode::Char('?'));
    assert_eq!(app.modes(), vec![Mode::Help]);
    key(&mut app, KeyCode::Char('t'));
    assert!(
        app.tree().is_none(),
        "t does not reach the board under the help"
    );
    key(&mut app, KeyCode::Esc);
    assert_eq!(app.modes(), vec![Mode::Compare, Mode::Board]);

    key(&mut app, KeyCode::Char(':'));
    assert_eq!(app.modes(), vec![Mode::CommandLine]);
    key(&mut app, KeyCode::Esc);
    assert_eq!(app.modes(), vec![Mode::Compare, Mode::Board]);
    assert_eq!(*app.shown_position(), hangs());
}

#[test]
fn the_board_does_not_move_pieces_of_another_position_than_it_shows() {
    let mut app = after_nc5();
    open_compare(&mut app);
    key(&mut app, KeyCode::Right);
    let game = app.game.clone();
    // Enter on the board would pick up a piece of the game's position while the board shows
    // the compared line.
    key(&mut app, KeyCode::Enter);
    assert_eq!(app.picked, None);
    assert!(
        app.status.as_ref().is_some_and(|s| s.1),
        "the status says why: {:?}",
        app.status
    );
    assert_eq!(app.game.current(), game.current());
}
