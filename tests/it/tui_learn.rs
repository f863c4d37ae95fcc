//! Learning from mistakes (`D`, `:learn`) from `App::update`, with the review and the
//! comparisons run by the runtime's own worker at depth 3: the questions are the reviewed
//! side's marked moves, the analysis stays hidden while one is open, a move tried is judged
//! and never added to the game, and the keys retry, show the solution, skip and stop.

use crate::support::judge_work::run;
use crate::support::keys::{app_on, command, key, started};
use crate::support::screen::screen_rows;

use crossterm::event::KeyCode;
use kibitzer_tui::{Answer, App, Effect, Phase};
use shakmaty::{Color, Square};

/// 1.Nc5?? puts White's knight where the b6 pawn takes it; 1.Nf6+ wins the h7 pawn.
const WHITE_HANGS: &str =
    "[FEN \"4k3/7p/1p6/8/4N3/8/P6P/4K3 w - - 0 1\"]\n[SetUp \"1\"]\n\n1. Nc5 bxc5 *";
/// The same with the colours swapped: 1...Nc4?? 2.bxc4.
const BLACK_HANGS: &str =
    "[FEN \"4k3/p6p/8/4n3/8/1P6/7P/4K3 b - - 0 1\"]\n[SetUp \"1\"]\n\n1... Nc4 2. bxc4 *";

/// The workstation on `pgn`, reviewed at depth 3, shown at the end of the game.
fn reviewed(pgn: &str) -> App {
    let mut app = app_on(kibitzer::pgn::read_pgn(pgn).unwrap());
    command(&mut app, "depth 3");
    let effects = key(&mut app, KeyCode::Char('A'));
    run(&mut app, effects);
    assert!(app.annotation.as_ref().is_some_and(|r| !r.running()));
    app
}

fn phase(app: &App) -> &Phase {
    &app.learn().expect("learning").phase
}

fn children(app: &App) -> usize {
    app.game.node(app.game.current()).children().len()
}

#[test]
fn d_before_a_review_says_to_review_first() {
    let mut app = app_on(kibitzer::pgn::read_pgn(WHITE_HANGS).unwrap());
    key(&mut app, KeyCode::Char('D'));
    assert!(app.learn().is_none());
    let (text, error) = app.status.clone().unwrap();
    assert!(error);
    assert!(text.contains("review the game first (A)"), "{text}");
}

#[test]
fn d_asks_at_the_position_before_the_mistake_with_the_analysis_hidden() {
    let mut app = reviewed(WHITE_HANGS);
    let effects = key(&mut app, KeyCode::Char('D'));
    let session = app.learn().expect("the Learn panel opens");
    assert_eq!(session.side, Color::White);
    assert_eq!(session.questions.len(), 1);
    assert_eq!(app.game.current(), session.questions[0].before);
    assert!(matches!(phase(&app), Phase::Asking { note: None }));
    assert!(!started(&effects), "no analysis while asking: {effects:?}");
    assert!(effects.iter().any(|e| matches!(e, Effect::StopSearch)));
    assert!(app.analysis.lines.is_empty());
    let text = app.status.clone().unwrap().0;
    assert!(
        text.starts_with("learning from White's 1 marked move"),
        "{text}"
    );
    let bar = screen_rows(&app, 160, 50).pop().unwrap();
    assert!(bar.starts_with(" learning: analysis hidden "), "{bar}");
    // Stepping in the game keeps the analysis hidden while the question is open.
    assert!(!started(&key(&mut app, KeyCode::Right)));
    assert!(!started(&key(&mut app, KeyCode::Left)));
}

#[test]
fn the_move_played_in_the_game_is_refused_and_not_added_again() {
    let mut app = reviewed(WHITE_HANGS);
    key(&mut app, KeyCode::Char('D'));
    let before = (app.game.current(), children(&app));
    let effects = command(&mut app, "move Nc5");
    assert!(effects.is_empty(), "{effects:?}");
    assert_eq!((app.game.current(), children(&app)), before);
    let Phase::Asking { note: Some(note) } = phase(&app) else {
        panic!("still asking, with a note: {:?}", phase(&app));
    };
    assert!(
        note.contains("1.Nc5 is the move played in the game"),
        "{note}"
    );
}

#[test]
fn a_worse_move_is_judged_shown_why_and_tried_again_then_the_best_is_found() {
    let mut app = reviewed(WHITE_HANGS);
    key(&mut app, KeyCode::Char('D'));
    let before = (app.game.current(), children(&app));
    let effects = command(&mut app, "move Nc3");
    let Some(Effect::Compare(_, request, _)) = effects.first() else {
        panic!("a move tried is compared with the best: {effects:?}");
    };
    assert_eq!(request.candidates[0].to(), Square::C3);
    assert_eq!(request.limits.depth, Some(3));
    assert!(matches!(phase(&app), Phase::Judging { .. }));
    run(&mut app, effects);
    let Phase::Wrong { view, .. } = phase(&app) else {
        panic!("Nc3 does not win the h-pawn: {:?}", phase(&app));
    };
    assert!(view.comparison().is_some(), "the comparison says why");
    let text = app.status.clone().unwrap().0;
    assert!(
        text.starts_with("1.Nc3 loses 0.07 in winning chances"),
        "{text}"
    );
    // The panel says why without giving the answer away: no best move, no best line.
    let rows = screen_rows(&app, 160, 50).join("\n");
    assert!(
        rows.contains("1.Nc3 is not good enough: it loses"),
        "{rows}"
    );
    assert!(rows.contains("Its line: 1.Nc3"), "{rows}");
    assert!(!rows.contains("Nf6+"), "{rows}");
    assert_eq!(
        (app.game.current(), children(&app)),
        before,
        "the game is unchanged"
    );
    // r: again; the best move counts at once and the analysis runs again.
    key(&mut app, KeyCode::Char('r'));
    assert!(matches!(phase(&app), Phase::Asking { .. }));
    let effects = command(&mut app, "move Nf6+");
    assert!(matches!(phase(&app), Phase::Found { .. }));
    assert!(started(&effects), "the answer is out: {effects:?}");
    assert_eq!((app.game.current(), children(&app)), before);
    let session = app.learn().unwrap();
    assert_eq!(session.answers, vec![Some(Answer::Found(2))]);
    // n: the summary; Esc closes.
    key(&mut app, KeyCode::Char('n'));
    assert!(matches!(phase(&app), Phase::Finished));
    let text = app.status.clone().unwrap().0;
    assert!(
        text.contains("found 1 of 1 (0 solutions shown, 0 skipped)"),
        "{text}"
    );
    key(&mut app, KeyCode::Esc);
    assert!(app.learn().is_none());
}

#[test]
fn s_shows_the_solution_and_esc_stops_with_the_analysis_back() {
    let mut app = reviewed(BLACK_HANGS);
    key(&mut app, KeyCode::Char('f'));
    key(&mut app, KeyCode::Char('D'));
    assert_eq!(
        app.learn().unwrap().side,
        Color::Black,
        "the side at the bottom"
    );
    let effects = key(&mut app, KeyCode::Char('s'));
    assert!(matches!(phase(&app), Phase::Solution { failed: None }));
    assert!(started(&effects));
    let rows = screen_rows(&app, 160, 50).join("\n");
    assert!(rows.contains("Solution: 1...Nf3+"), "{rows}");
    key(&mut app, KeyCode::Char('n'));
    let text = app.status.clone().unwrap().0;
    assert!(
        text.contains("found 0 of 1 (1 solution shown, 0 skipped)"),
        "{text}"
    );

    let mut app = reviewed(BLACK_HANGS);
    command(&mut app, "learn black");
    assert!(matches!(phase(&app), Phase::Asking { .. }));
    let effects = key(&mut app, KeyCode::Esc);
    assert!(app.learn().is_none());
    assert!(started(&effects), "the analysis runs again: {effects:?}");
    let text = app.status.clone().unwrap().0;
    assert!(
        text.contains("learning stopped: found 0 of 1 (0 solutions shown, 1 skipped)"),
        "{text}"
    );
}

#[test]
fn a_side_without_marks_has_nothing_to_learn_and_a_bad_side_is_an_error() {
    let mut app = reviewed(WHITE_HANGS);
    command(&mut app, "learn black");
    assert!(app.learn().is_none());
    let text = app.status.clone().unwrap().0;
    assert!(
        text.contains("the review marked no move of Black"),
        "{text}"
    );
    command(&mut app, "learn green");
    let text = app.status.clone().unwrap().0;
    assert!(text.contains(":learn takes white or black"), "{text}");
}

#[test]
fn the_panel_shows_the_question_at_both_sizes() {
    let mut app = reviewed(WHITE_HANGS);
    key(&mut app, KeyCode::Char('D'));
    for (w, h) in [(160, 50), (80, 24)] {
        let rows = screen_rows(&app, w, h).join("\n");
        assert!(rows.contains("White played 1.Nc5??"), "{w}x{h}:\n{rows}");
        assert!(rows.contains("Find a better move"), "{w}x{h}:\n{rows}");
        assert!(
            !rows.contains("Nf6+"),
            "the answer is hidden at {w}x{h}:\n{rows}"
        );
    }
}

/// A reviewed game saved from the workstation carries the review's totals as headers, as
/// `kibitzer annotate` writes them: the judge, each player's accuracy, ACPL and marks.
#[test]
fn a_reviewed_game_is_saved_with_the_players_totals() {
    let mut app = reviewed(WHITE_HANGS);
    let text = match command(&mut app, "save reviewed.pgn").as_slice() {
        [Effect::SaveFile(save)] => save.text.clone(),
        other => panic!("{other:?}"),
    };
    assert!(text.contains("[Annotator \"kibitzer\"]"), "{text}");
    assert!(text.contains("[WhiteAccuracy \""), "{text}");
    assert!(text.contains("[WhiteBlunders \"1\"]"), "{text}");
    assert!(text.contains("[BlackBlunders \"0\"]"), "{text}");
    assert!(text.contains("[BlackACPL \""), "{text}");
    let read = kibitzer::pgn::read_pgn(&text).unwrap();
    assert_eq!(read.headers().get("WhiteBlunders"), Some("1"));
}

/// After a move that failed, `s` shows the solution and the whole comparison of that move
/// (best line included), as the Compare pane draws it.
#[test]
fn the_solution_after_a_failed_move_shows_its_whole_comparison() {
    let mut app = reviewed(WHITE_HANGS);
    key(&mut app, KeyCode::Char('D'));
    let effects = command(&mut app, "move Nc3");
    run(&mut app, effects);
    assert!(matches!(phase(&app), Phase::Wrong { .. }));
    key(&mut app, KeyCode::Char('s'));
    assert!(matches!(phase(&app), Phase::Solution { failed: Some(_) }));
    let rows = screen_rows(&app, 160, 50).join("\n");
    assert!(rows.contains("Solution: 1.Nf6+"), "{rows}");
    assert!(rows.contains("Compare 1.Nc3"), "{rows}");
}
