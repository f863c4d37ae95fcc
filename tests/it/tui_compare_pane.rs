//! The Compare pane (`w`) says which engine produced each score it shows (the comparison's
//! judge beside the best line's and the compared move's scores, a second opinion's engine
//! beside its own score) and gives the motifs of the summary their own rows, whose men and
//! squares light up on the board when selected; rendered to a `TestBackend`.

use crate::support::keys;
use crate::support::screen;

use crossterm::event::KeyCode;
use keys::{app_on, command, key};
use kibitzer::compare::compare;
use kibitzer::game::Game;
use kibitzer::search::{Search, SearchOptions, StopSignal};
use kibitzer_tui::{App, CompareRow, Effect, Msg};
use shakmaty::Square;

/// Ra3?? lets the knight fork the king and the rook (Nc2+).
const ALLOWS_FORK: &str = "7k/8/8/8/1n6/8/8/R3K3 w - - 0 1";

/// The workstation after 1.Ra3??, its Compare pane open on it with the comparison (at depth
/// 6) judged by `judge`'s name.
fn compared(judge: &str) -> App {
    let mut app = app_on(Game::from_fen(ALLOWS_FORK).unwrap());
    let _ = command(&mut app, "depth 6");
    command(&mut app, "move Ra3");
    let effects = key(&mut app, KeyCode::Char('w'));
    let Some(Effect::Compare(id, request, _)) = effects.into_iter().next() else {
        panic!("w compares");
    };
    let mut search = Search::new(SearchOptions {
        hash_mb: 1,
        ..SearchOptions::default()
    });
    let mut result = compare(&mut search, &request, &StopSignal::never()).unwrap();
    judge.clone_into(&mut result.judged_by);
    let _ = app.update(Msg::Compared(id, Ok(Box::new(result))));
    app
}

/// The screen of `app` at 160x50, as text.
fn screen(app: &App) -> String {
    screen::screen_rows(app, 160, 50)
        .into_iter()
        .map(|row| row + "\n")
        .collect()
}

#[test]
fn each_score_says_which_engine_produced_it() {
    for judge in ["kibitzer", "Stockfish 15.1"] {
        let app = compared(judge);
        let c = app.compare().unwrap().comparison().unwrap();
        let text = screen(&app);
        let best = format!("best {} ({judge})", c.best.score);
        let played = format!("played {} ({judge})", c.candidates[0].line.score);
        assert!(text.contains(&best), "{best} in:\n{text}");
        assert!(text.contains(&played), "{played} in:\n{text}");
    }
}

#[test]
fn the_motifs_have_their_own_rows_and_light_up_their_men() {
    let mut app = compared("kibitzer");
    let text = screen(&app);
    assert!(
        text.contains("allows fork: Nc2+ (ply 1) knight c2, king e1, rook a3"),
        "{text}"
    );
    let view = app.compare().unwrap();
    let rows = view.rows();
    assert_eq!(rows.first(), Some(&CompareRow::Motif(0)), "{rows:?}");
    assert!(
        rows.iter().any(|r| matches!(r, CompareRow::Term(..))),
        "the difference table follows"
    );
    assert_eq!(view.selected, 0);
    let lit = view.highlighted();
    for square in [Square::C2, Square::E1, Square::A3] {
        assert!(lit.contains(&square), "{square} in {lit:?}");
    }
    key(&mut app, KeyCode::Down);
    assert_ne!(app.compare().unwrap().highlighted(), lit);
}
