//! Evaluation depths in the workstation through `App::update` (issue #32): our `[%eval]` is
//! written with its depth (`[%eval 0.20,20]`), a search shallower than the `[%eval]` a game
//! already has never replaces it, a search below `[save] min_eval_depth` is not saved at all,
//! the workstation keeps the deepest search of each position it analysed (stepping back to a
//! position analysed deeper before keeps that), the review (`A`) keeps deeper evaluations,
//! and the autosave keeps the depths (an old autosave's `[%eval]` without one reads as of
//! unknown depth).

use crate::support::keys;

use std::path::Path;

use crossterm::event::KeyCode;
use keys::{app_on_pgn, command, key};
use kibitzer::Score;
use kibitzer::annotate::MoveEval;
use kibitzer::autosave::Autosave;
use kibitzer::engine::{RequestId, SearchEvent};
use kibitzer::search::{Bound, Counters, Line};
use kibitzer_tui::{AnnotateReport, App, Effect, Msg};
use shakmaty::Position;

/// A study analysed by Stockfish at depth 20, but for 2. Nf3 (no depth stated) and 2... Nc6
/// (no evaluation).
const STUDY: &str = "[Event \"study\"]\n[Result \"*\"]\n\n\
                     1. e4 { [%eval 0.20,20] } 1... e5 { [%eval 0.18,20] } \
                     2. Nf3 { [%eval 0.25] } 2... Nc6 3. Bb5 { [%eval #3,15] } *\n";

/// The search of the shown position reaching `depth` with `white_cp` (White's point of
/// view) as its first line, as the internal engine reports it.
fn searched(app: &mut App, request: u64, depth: u32, white_cp: i32) {
    let id = RequestId::internal(request);
    let _ = app.update(Msg::SearchStarted(id));
    let pos = app.game.position();
    let pv = pos.legal_moves().into_iter().take(1).collect();
    let score = Score::cp(if pos.turn().is_white() {
        white_cp
    } else {
        -white_cp
    });
    let line = Line {
        depth,
        seldepth: depth + 4,
        multipv: 1,
        score,
        bound: Bound::Exact,
        pv,
        nodes: 1000,
        elapsed: std::time::Duration::from_millis(10),
        hashfull: 3,
        counters: Counters::default(),
    };
    let _ = app.update(Msg::Search(Box::new(SearchEvent::line(id, line))));
}

/// The text `:save out.pgn` writes, its whitespace collapsed.
fn saved(app: &mut App) -> String {
    match command(app, "save out.pgn").as_slice() {
        [Effect::SaveFile(save)] => save.text.split_whitespace().collect::<Vec<_>>().join(" "),
        other => panic!("expected one save, got {other:?}"),
    }
}

/// The study opened, shown at its start.
fn study() -> App {
    let mut app = app_on_pgn(STUDY);
    key(&mut app, KeyCode::Home);
    app
}

#[test]
fn a_shallow_search_never_replaces_a_deeper_eval_and_ours_are_written_with_their_depth() {
    let mut app = study();
    // Stepping through quickly: every position searched to depth 9 only.
    for request in 2..=6 {
        key(&mut app, KeyCode::Right);
        searched(&mut app, request, 9, 9);
    }
    let flat = saved(&mut app);
    assert!(
        flat.contains(
            "1. e4 { [%eval 0.20,20] } 1... e5 { [%eval 0.18,20] } 2. Nf3 { [%eval 0.25] } \
             2... Nc6 3. Bb5 { [%eval #3,15] } *"
        ),
        "depth 9 is below the minimum (12): nothing of it is saved: {flat}"
    );
    // Deeper, but not as deep as the file's: 1. e4 and 1... e5 keep theirs; 2. Nf3's
    // evaluation states no depth and gives way to one at the minimum; 2... Nc6 gets ours.
    key(&mut app, KeyCode::Home);
    for request in 7..=11 {
        key(&mut app, KeyCode::Right);
        searched(&mut app, request, 14, 31);
    }
    let flat = saved(&mut app);
    assert!(
        flat.contains(
            "1. e4 { [%eval 0.20,20] } 1... e5 { [%eval 0.18,20] } 2. Nf3 { [%eval 0.31,14] } \
             2... Nc6 { [%eval 0.31,14] } 3. Bb5 { [%eval #3,15] } *"
        ),
        "{flat}"
    );
    // As deep as the file's: ours replaces it.
    key(&mut app, KeyCode::Home);
    key(&mut app, KeyCode::Right);
    searched(&mut app, 12, 20, 44);
    let flat = saved(&mut app);
    assert!(flat.contains("1. e4 { [%eval 0.44,20] }"), "{flat}");
    // The graph shows the deeper of the file's and ours.
    let evals = app.line_evals();
    assert_eq!(evals[1], Some(Score::cp(44)));
    key(&mut app, KeyCode::Right);
    assert_eq!(app.line_evals()[2], Some(Score::cp(18)));
}

#[test]
fn stepping_back_to_a_position_analysed_deeper_keeps_the_deeper_search() {
    let mut app = study();
    for _ in 0..4 {
        key(&mut app, KeyCode::Right);
    }
    // 2... Nc6, which the file does not evaluate, analysed to depth 16.
    searched(&mut app, 2, 16, 35);
    key(&mut app, KeyCode::Right);
    searched(&mut app, 3, 5, 90);
    // Back to it: the new search starts again from depth 1.
    key(&mut app, KeyCode::Left);
    searched(&mut app, 4, 1, -200);
    searched(&mut app, 4, 13, -50);
    let flat = saved(&mut app);
    assert!(flat.contains("2... Nc6 { [%eval 0.35,16] }"), "{flat}");
    assert_eq!(app.line_evals()[4], Some(Score::cp(35)));
    // A later search at least as deep replaces it.
    searched(&mut app, 4, 16, 12);
    let flat = saved(&mut app);
    assert!(flat.contains("2... Nc6 { [%eval 0.12,16] }"), "{flat}");
}

#[test]
fn the_minimum_depth_comes_from_the_config() {
    let mut app = study();
    let config = kibitzer::config::Config::parse("[save]\nmin_eval_depth = 4\n").unwrap();
    app.configure(&config);
    for _ in 0..4 {
        key(&mut app, KeyCode::Right);
    }
    searched(&mut app, 2, 3, 70);
    assert!(saved(&mut app).contains("2... Nc6 3. Bb5"));
    searched(&mut app, 2, 4, 70);
    assert!(saved(&mut app).contains("2... Nc6 { [%eval 0.70,4] } 3. Bb5"));
}

/// A review's judgement of the move played in main-line position `index` of `app`'s game: the
/// best line and the played line searched to `depth`, both `cp` for the mover.
fn annotated(app: &App, index: usize, depth: u32, cp: i32) -> Box<MoveEval> {
    let line = app.game.main_line();
    let (parent, child) = (app.game.node(line[index]), app.game.node(line[index + 1]));
    let root = kibitzer::search::Node::new(parent.position().clone(), parent.history());
    let end = |mv: shakmaty::Move| {
        kibitzer::compare::LineEnd::from_pv(&root, Score::cp(cp), vec![mv], 100)
            .unwrap()
            .with_depth(depth)
    };
    let best = parent.position().legal_moves()[0];
    Box::new(MoveEval {
        best: end(best),
        played: end(child.mv().unwrap()),
    })
}

#[test]
fn the_review_keeps_deeper_evaluations() {
    let mut app = study();
    key(&mut app, KeyCode::Char('A'));
    let id = app.annotation.as_ref().unwrap().id;
    // Every move judged at depth 14 (its played line +0.60 for the mover); 1. e4's is
    // shallower than the file's 20.
    for index in 0..5 {
        let eval = annotated(&app, index, 14, 60);
        let _ = app.update(Msg::Annotated(id, AnnotateReport::Position(index, eval)));
    }
    let flat = saved(&mut app);
    assert!(flat.contains("1. e4 { [%eval 0.20,20] }"), "{flat}");
    assert!(flat.contains("2. Nf3 { [%eval 0.60,14] }"), "{flat}");
    assert!(flat.contains("2... Nc6 { [%eval -0.60,14] }"), "{flat}");
    // A review at a depth below the minimum saves none of its evaluations.
    let mut app = study();
    key(&mut app, KeyCode::Char('A'));
    let id = app.annotation.as_ref().unwrap().id;
    for index in 0..5 {
        let eval = annotated(&app, index, 8, 60);
        let _ = app.update(Msg::Annotated(id, AnnotateReport::Position(index, eval)));
    }
    let flat = saved(&mut app);
    assert!(
        flat.contains("2. Nf3 { [%eval 0.25] } 2... Nc6 3. Bb5"),
        "{flat}"
    );
}

#[test]
fn the_autosave_keeps_the_depths_and_an_old_one_reads_without() {
    let mut app = study();
    for _ in 0..4 {
        key(&mut app, KeyCode::Right);
    }
    searched(&mut app, 2, 15, 35);
    let snapshot = app.autosave_snapshot();
    assert!(snapshot.pgn.contains("[%eval 0.35,15]"), "{}", snapshot.pgn);
    assert!(snapshot.pgn.contains("[%eval 0.20,20]"), "{}", snapshot.pgn);
    // Resumed, the depths are still there: a shallower search does not replace them.
    let mut resumed = study();
    let _ = resumed.update(Msg::AutosaveRead(Ok(Some(snapshot)), true));
    assert_eq!(resumed.game.ply(resumed.game.current()), 4);
    searched(&mut resumed, 9, 14, -10);
    let flat = saved(&mut resumed);
    assert!(flat.contains("2... Nc6 { [%eval 0.35,15] }"), "{flat}");
    // An autosave written before depths were: its evaluations read, of unknown depth.
    let old = "{\n  \"format\": 1,\n  \"saved_at\": 0,\n  \"clean_exit\": false,\n  \
               \"file\": null,\n  \"game_number\": null,\n  \"games\": 0,\n  \
               \"line\": [0, 0],\n  \"pgn\": \"1. e4 { [%eval 0.09] } 1... e5 { [%eval 0.12] } *\\n\"\n}\n";
    let old = Autosave::from_json(Path::new("autosave.json"), old).unwrap();
    let mut resumed = study();
    let _ = resumed.update(Msg::AutosaveRead(Ok(Some(old)), true));
    assert_eq!(
        resumed.line_evals(),
        [None, Some(Score::cp(9)), Some(Score::cp(12))]
    );
    searched(&mut resumed, 9, 12, 25);
    let flat = saved(&mut resumed);
    assert!(
        flat.contains("1. e4 { [%eval 0.09] } 1... e5 { [%eval 0.25,12] } *"),
        "{flat}"
    );
}
