//! `App::update` without a terminal, a runtime or sleeps: every key and every search event.

use crate::support::explain as support;
use crate::support::keys;
use keys::cursor_to;

use crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use kibitzer::engine::SearchEvent;
use kibitzer::search::{Bound, Counters, Limits, Line, Node, Progress, StopReason};
use kibitzer::text_file::{TextFile, TextFileError};
use kibitzer::{History, Score, eval::breakdown, game::Game};
use kibitzer_tui::{
    Action, AnalysisLimits, App, BoardAction, CommandAction, Effect, EvalView, Key, Keymap, Mode,
    Msg, Pane, Saving,
};
use shakmaty::{Chess, Position, Square};

fn app() -> App {
    let mut app = App::new(Game::default(), AnalysisLimits::default(), true);
    let effects = app.start();
    assert!(matches!(effects.as_slice(), [Effect::StartSearch(_)]));
    let _ = app.update(Msg::SearchStarted(kibitzer::engine::RequestId::internal(1)));
    app
}

fn key(app: &mut App, code: KeyCode) -> Vec<Effect> {
    let event = KeyEvent::new(code, KeyModifiers::NONE);
    app.update(Msg::Key(event))
}

fn typed(app: &mut App, text: &str) -> Vec<Effect> {
    let mut effects = Vec::new();
    for c in text.chars() {
        effects.extend(key(app, KeyCode::Char(c)));
    }
    effects
}

fn started(effects: &[Effect]) -> bool {
    effects.iter().any(|e| matches!(e, Effect::StartSearch(_)))
}

fn line(multipv: usize, score: i32, pv: &[&str], pos: &Chess) -> Line {
    let mut p = pos.clone();
    let moves = pv
        .iter()
        .map(|u| {
            let m = u
                .parse::<shakmaty::uci::UciMove>()
                .unwrap()
                .to_move(&p)
                .unwrap();
            p.play_unchecked(m);
            m
        })
        .collect();
    Line {
        depth: 5,
        seldepth: 9,
        multipv,
        score: Score::cp(score),
        bound: Bound::Exact,
        pv: moves,
        nodes: 1000,
        elapsed: std::time::Duration::from_millis(10),
        hashfull: 3,
        counters: Counters::default(),
    }
}

fn iteration(id: u64, line: Line) -> Msg {
    Msg::Search(Box::new(SearchEvent::line(
        kibitzer::engine::RequestId::internal(id),
        line,
    )))
}

#[test]
fn command_line_opens_takes_text_and_runs() {
    let mut app = app();
    key(&mut app, KeyCode::Char(':'));
    assert_eq!(app.command_input(), Some(""));
    typed(&mut app, "move e4");
    assert_eq!(app.command_input(), Some("move e4"));
    let effects = key(&mut app, KeyCode::Enter);
    assert!(app.command_line().is_none());
    assert_eq!(app.game.san_moves(), ["e4"]);
    assert!(started(&effects), "a new position is analysed at once");
}

#[test]
fn board_cursor_pick_and_drop_play_a_move() {
    let mut app = app();
    assert_eq!(app.cursor, Square::E2);
    key(&mut app, KeyCode::Enter);
    assert_eq!(app.picked, Some(Square::E2));
    key(&mut app, KeyCode::Up);
    key(&mut app, KeyCode::Char('k'));
    assert_eq!(app.cursor, Square::E4);
    let effects = key(&mut app, KeyCode::Enter);
    assert_eq!(app.game.san_moves(), ["e4"]);
    assert!(started(&effects));
    assert_eq!(app.picked, None);
    // h/j/l move the cursor too; the board edge stops it.
    key(&mut app, KeyCode::Char('h'));
    key(&mut app, KeyCode::Char('j'));
    key(&mut app, KeyCode::Char('l'));
    assert_eq!(app.cursor, Square::E3);
    for _ in 0..10 {
        key(&mut app, KeyCode::Left);
    }
    assert_eq!(app.cursor, Square::A3);
}

#[test]
fn illegal_drops_report_an_error_and_change_nothing() {
    let mut app = app();
    key(&mut app, KeyCode::Enter);
    for _ in 0..3 {
        key(&mut app, KeyCode::Up);
    }
    let effects = key(&mut app, KeyCode::Enter); // e2 -> e5: not a move
    assert!(effects.is_empty());
    assert!(app.game.moves().is_empty());
    assert!(app.status.as_ref().is_some_and(|(_, error)| *error));
    // Dropping on another own piece picks that one instead.
    cursor_to(&mut app, Square::E2);
    key(&mut app, KeyCode::Enter);
    key(&mut app, KeyCode::Right);
    key(&mut app, KeyCode::Enter);
    assert_eq!(app.picked, Some(Square::F2));
    key(&mut app, KeyCode::Esc);
    // Picking an empty square does nothing; Esc drops a picked piece.
    cursor_to(&mut app, Square::E4);
    key(&mut app, KeyCode::Enter);
    assert_eq!(app.picked, None);
    cursor_to(&mut app, Square::B1);
    key(&mut app, KeyCode::Enter);
    assert_eq!(app.picked, Some(Square::B1));
    key(&mut app, KeyCode::Esc);
    assert_eq!(app.picked, None);
}

#[test]
fn flipped_board_reverses_the_arrows() {
    let mut app = app();
    key(&mut app, KeyCode::Char('f'));
    assert!(app.flipped);
    key(&mut app, KeyCode::Enter); // the board cursor on (and the e2 pawn picked up)
    key(&mut app, KeyCode::Up);
    assert_eq!(app.cursor, Square::E1);
    key(&mut app, KeyCode::Char('f'));
    assert!(!app.flipped);
}

#[test]
fn help_scrolls_only_as_far_as_it_overflows_and_reopens_at_the_top() {
    let mut app = app();
    let _ = app.update(Msg::Resize(80, 24));
    key(&mut app, KeyCode::Char('?'));
    assert_eq!(app.help_scroll(), 0);
    key(&mut app, KeyCode::Char('j'));
    key(&mut app, KeyCode::Down);
    assert_eq!(app.help_scroll(), 2);
    key(&mut app, KeyCode::Up);
    assert_eq!(app.help_scroll(), 1);
    key(&mut app, KeyCode::End);
    let limit = app.help_scroll();
    assert!(limit > 0, "80x24 is too short for every key");
    key(&mut app, KeyCode::PageDown);
    let _ = app.update(Msg::Scroll(3));
    assert_eq!(app.help_scroll(), limit, "never past the last key");
    key(&mut app, KeyCode::PageUp);
    assert_eq!(
        app.help_scroll(),
        limit.saturating_sub(21),
        "a page is the 21 rows shown"
    );
    key(&mut app, KeyCode::Home);
    assert_eq!(app.help_scroll(), 0);
    assert_eq!(app.game.cursor(), 0, "Home scrolled the help, not the game");
    key(&mut app, KeyCode::PageDown);
    key(&mut app, KeyCode::Esc);
    key(&mut app, KeyCode::Char('?'));
    assert_eq!(app.help_scroll(), 0);
    key(&mut app, KeyCode::End);
    // A terminal tall enough for every key does not scroll at all (a resize takes back what
    // no longer overflows).
    let _ = app.update(Msg::Resize(200, 400));
    assert_eq!(app.help_scroll(), 0);
    key(&mut app, KeyCode::PageDown);
    assert_eq!(app.help_scroll(), 0);
}

#[test]
fn toggles_guard_overlay_eval_view_help_and_panes() {
    let mut app = app();
    key(&mut app, KeyCode::Char('g'));
    assert!(app.guard_overlay);
    assert_eq!(app.eval_view, EvalView::Position);
    key(&mut app, KeyCode::Char('e'));
    assert_eq!(app.eval_view, EvalView::Leaf);
    key(&mut app, KeyCode::Char('e'));
    assert_eq!(app.eval_view, EvalView::Difference);
    key(&mut app, KeyCode::Char('e'));
    assert_eq!(app.eval_view, EvalView::Position);
    key(&mut app, KeyCode::Char('?'));
    assert!(app.help_open());
    key(&mut app, KeyCode::Char('f')); // ignored while help is open
    assert!(!app.flipped);
    key(&mut app, KeyCode::Esc);
    assert!(!app.help_open());
    key(&mut app, KeyCode::F(1));
    assert!(app.help_open());
    key(&mut app, KeyCode::Char('?'));
    assert!(!app.help_open());
    assert_eq!(app.focus, Pane::Board);
    key(&mut app, KeyCode::Tab);
    assert_eq!(app.focus, Pane::Lines);
    key(&mut app, KeyCode::BackTab);
    key(&mut app, KeyCode::BackTab);
    assert_eq!(app.focus, Pane::Moves);
}

#[test]
fn space_stops_and_restarts_the_analysis() {
    let mut app = app();
    let effects = key(&mut app, KeyCode::Char(' '));
    assert!(!app.analysing);
    assert!(matches!(effects.as_slice(), [Effect::StopSearch]));
    let effects = key(&mut app, KeyCode::Char(' '));
    assert!(app.analysing && started(&effects));
    // While stopped, moving does not start a search.
    key(&mut app, KeyCode::Char(' '));
    let effects = keys::command(&mut app, "move d4");
    assert!(!started(&effects));
    assert_eq!(app.game.san_moves(), ["d4"]);
}

#[test]
fn game_navigation_take_back_home_end() {
    let mut app = app();
    for m in ["move e4", "move e5", "move Nf3"] {
        keys::command(&mut app, m);
    }
    // The arrows step through the game from the board (the board cursor is off).
    assert_eq!(app.focus, Pane::Board);
    let effects = key(&mut app, KeyCode::Left);
    assert_eq!(app.game.cursor(), 2);
    assert!(started(&effects));
    key(&mut app, KeyCode::Char('h'));
    key(&mut app, KeyCode::Right);
    assert_eq!(app.game.cursor(), 2);
    key(&mut app, KeyCode::Home);
    assert_eq!(app.game.cursor(), 0);
    let effects = key(&mut app, KeyCode::Home);
    assert!(effects.is_empty(), "nothing changes, nothing restarts");
    key(&mut app, KeyCode::End);
    assert_eq!(app.game.cursor(), 3);
    // Backspace and u go back without deleting anything.
    key(&mut app, KeyCode::Backspace);
    assert_eq!(app.game.cursor(), 2);
    assert_eq!(app.game.san_moves().len(), 3);
    key(&mut app, KeyCode::Char('u'));
    key(&mut app, KeyCode::Char('u'));
    assert_eq!(app.game.cursor(), 0);
    assert_eq!(app.game.moves().len(), 3);
    key(&mut app, KeyCode::Char('u'));
    assert!(
        app.status
            .as_ref()
            .is_some_and(|(m, e)| *e && m.contains("at the start"))
    );
    // From any other pane too but Lines, where they preview the selected line (see
    // tui_line_preview).
    for pane in [Pane::Evaluation, Pane::Threats, Pane::Moves] {
        keys::focus(&mut app, pane);
        key(&mut app, KeyCode::Right);
        assert_eq!(app.game.cursor(), 1, "{pane:?}");
        key(&mut app, KeyCode::Left);
        assert_eq!(app.game.cursor(), 0, "{pane:?}");
    }
}

#[test]
fn search_events_fill_the_panes_and_stale_ones_are_dropped() {
    let mut app = app();
    let pos = Chess::default();
    let root = breakdown(&pos, History::default());
    let threats = kibitzer::advisors::advise(
        &pos,
        History::default(),
        kibitzer::advisors::AdvisorOptions::default(),
    );
    // The worker sends no breakdowns: the app computes them from the analysed root.
    let _ = app.update(Msg::Search(Box::new(SearchEvent::Started {
        id: kibitzer::engine::RequestId::internal(1),
    })));
    let shown = app.analysis.root.as_deref().expect("the root's breakdown");
    assert_eq!(shown.entries(), root.entries());
    assert_eq!(app.analysis.threats.as_deref(), Some(&threats));
    let _ = app.update(iteration(1, line(1, 30, &["e2e4", "e7e5"], &pos)));
    assert_eq!(app.analysis.lines.len(), 1);
    // ... and the leaf's from the first line, with the history facts of its moves.
    let leaf = Node::new(pos.clone(), History::default()).after_moves(&app.analysis.lines[0].pv);
    let expected = breakdown(&leaf.pos, leaf.history);
    let shown = app.analysis.leaf.as_deref().expect("the leaf's breakdown");
    assert_eq!(shown.entries(), expected.entries());
    assert_eq!(leaf.pos.fullmoves().get(), 2, "the leaf is two plies on");
    assert_eq!(app.white_score(), Some(Score::cp(30)));
    assert_eq!(
        app.line_evals()[0],
        Some(Score::cp(30)),
        "the eval graph records the position"
    );
    // An event of another search is ignored.
    let _ = app.update(iteration(7, line(1, -500, &["a2a3"], &pos)));
    assert_eq!(app.white_score(), Some(Score::cp(30)));
    // So is an event of the same search number from another engine.
    let mut other_engine = iteration(1, line(1, -400, &["a2a3"], &pos));
    if let Msg::Search(event) = &mut other_engine
        && let SearchEvent::Info { id, .. } = event.as_mut()
    {
        id.engine = kibitzer::engine::EngineId(1);
    }
    let _ = app.update(other_engine);
    assert_eq!(app.white_score(), Some(Score::cp(30)));
    let _ = app.update(Msg::Search(Box::new(SearchEvent::Progress {
        id: kibitzer::engine::RequestId::internal(1),
        progress: Progress {
            depth: 6,
            nodes: 5000,
            elapsed: std::time::Duration::from_millis(50),
            hashfull: 9,
            counters: Counters {
                nodes: 5000,
                futility_pruned: 1200,
                ..Counters::default()
            },
            currmove: None,
        },
    })));
    assert_eq!((app.analysis.nodes, app.analysis.hashfull), (5000, 9));
    assert_eq!(
        app.analysis.counters.futility_pruned, 1200,
        "the status bar's counters move between iterations"
    );
    let _ = app.update(Msg::Search(Box::new(SearchEvent::Finished {
        id: kibitzer::engine::RequestId::internal(1),
        best: None,
        ponder: None,
        reason: StopReason::Depth,
        counters: Counters {
            nodes: 6000,
            ..Counters::default()
        },
    })));
    assert_eq!(app.analysis.finished, Some(StopReason::Depth));
    // A new position forgets the old lines at once.
    keys::command(&mut app, "move e4");
    assert!(app.analysis.lines.is_empty());
    assert_eq!(app.analysis.id, None);
    let _ = app.update(iteration(1, line(1, 30, &["e2e4"], &pos)));
    assert!(
        app.analysis.lines.is_empty(),
        "lines never belong to an old position"
    );
}

#[test]
fn black_to_move_scores_read_from_whites_side() {
    let mut app = app();
    keys::command(&mut app, "move e4");
    let _ = app.update(Msg::SearchStarted(kibitzer::engine::RequestId::internal(2)));
    let pos = app.game.position().clone();
    let _ = app.update(iteration(2, line(1, 40, &["e7e5"], &pos)));
    assert_eq!(app.white_score(), Some(Score::cp(-40)));
    assert_eq!(app.line_evals()[1], Some(Score::cp(-40)));
}

#[test]
fn multipv_keys_and_playing_lines() {
    let mut app = app();
    let effects = key(&mut app, KeyCode::Char('+'));
    assert_eq!(app.settings().multipv, 2);
    assert!(started(&effects));
    let _ = app.update(Msg::SearchStarted(kibitzer::engine::RequestId::internal(2)));
    let pos = Chess::default();
    let _ = app.update(iteration(2, line(1, 20, &["d2d4", "d7d5"], &pos)));
    let _ = app.update(iteration(2, line(2, 10, &["e2e4"], &pos)));
    assert_eq!(app.analysis.lines.len(), 2);
    keys::focus(&mut app, Pane::Lines);
    key(&mut app, KeyCode::Down);
    assert_eq!(app.selection(Pane::Lines), 1);
    key(&mut app, KeyCode::Enter);
    assert_eq!(app.game.san_moves(), ["e4"]);
    key(&mut app, KeyCode::Char('u'));
    let _ = app.update(Msg::SearchStarted(kibitzer::engine::RequestId::internal(3)));
    let _ = app.update(iteration(3, line(1, 20, &["d2d4", "d7d5", "c2c4"], &pos)));
    key(&mut app, KeyCode::Char('p'));
    assert_eq!(app.game.san_moves(), ["d4"]);
    key(&mut app, KeyCode::Char('u'));
    let _ = app.update(Msg::SearchStarted(kibitzer::engine::RequestId::internal(4)));
    let _ = app.update(iteration(4, line(1, 20, &["d2d4", "d7d5", "c2c4"], &pos)));
    key(&mut app, KeyCode::Char('P'));
    assert_eq!(app.game.san_moves(), ["d4", "d5", "c4"]);
    key(&mut app, KeyCode::Char('-'));
    key(&mut app, KeyCode::Char('-'));
    assert_eq!(app.settings().multipv, 1);
}

#[test]
fn show_threat_searches_the_other_side_and_refuses_in_check() {
    let mut app = app();
    let effects = key(&mut app, KeyCode::Char('x'));
    assert!(app.threat_mode);
    let Some(Effect::StartSearch(request)) = effects
        .into_iter()
        .find(|e| matches!(e, Effect::StartSearch(_)))
    else {
        panic!("a search starts")
    };
    assert!(
        request.root.position().turn().is_black(),
        "Black moves again"
    );
    key(&mut app, KeyCode::Char('x'));
    assert!(!app.threat_mode);
    keys::command(&mut app, "fen 4k3/8/8/8/8/8/8/R3K3 b - - 0 1");
    keys::command(&mut app, "move Kd7");
    keys::command(&mut app, "move Ra7");
    key(&mut app, KeyCode::Char('x'));
    assert!(!app.threat_mode, "Black is in check: no null move");
}

#[test]
fn commands_set_limits_and_refuse_bad_input() {
    let mut app = app();
    let effects = keys::command(&mut app, "depth 12");
    assert_eq!(app.settings().limits.depth, Some(12));
    let Some(Effect::StartSearch(request)) = effects.into_iter().next() else {
        panic!()
    };
    assert_eq!(
        request.limits,
        Limits {
            depth: Some(12),
            ..Limits::infinite()
        }
    );
    keys::command(&mut app, "movetime 500");
    assert_eq!(app.settings().limits.movetime, Some(500));
    keys::command(&mut app, "depth 0");
    assert_eq!(app.settings().limits.depth, None);
    keys::command(&mut app, "multipv 4");
    assert_eq!(app.settings().multipv, 4);
    let effects = keys::command(&mut app, "hash 128");
    assert!(effects.iter().any(|e| matches!(e, Effect::SetHash(128))));
    for bad in [
        "depth x",
        "multipv 9",
        "hash 0",
        "frobnicate",
        "move Ke5",
        "fen not a fen",
        "pgn",
        "save",
    ] {
        let before = app.game.fen();
        let effects = keys::command(&mut app, bad);
        assert!(effects.is_empty(), "{bad}");
        assert!(
            app.status.as_ref().is_some_and(|(_, error)| *error),
            "{bad}"
        );
        assert_eq!(app.game.fen(), before);
    }
    assert!(matches!(
        keys::command(&mut app, "pgn game.pgn").as_slice(),
        [Effect::LoadFile(_)]
    ));
    assert!(matches!(
        keys::command(&mut app, "save out.pgn").as_slice(),
        [Effect::SaveFile(_)]
    ));
}

#[test]
fn command_line_editing_and_escape() {
    let mut app = app();
    key(&mut app, KeyCode::Char(':'));
    typed(&mut app, "qx");
    assert!(!app.quit, "q is text on the command line");
    key(&mut app, KeyCode::Backspace);
    assert_eq!(app.command_input(), Some("q"));
    key(&mut app, KeyCode::Backspace);
    key(&mut app, KeyCode::Backspace);
    assert!(
        app.command_line().is_none(),
        "backspace on an empty line closes it"
    );
    key(&mut app, KeyCode::Char(':'));
    typed(&mut app, "depth 3");
    key(&mut app, KeyCode::Esc);
    assert!(app.command_line().is_none());
    assert_eq!(app.settings().limits.depth, None);
}

#[test]
fn paste_loads_fen_or_pgn_and_refuses_garbage() {
    let mut app = app();
    let effects = app.update(Msg::Paste("8/8/8/4k3/8/8/8/KQ6 w - - 0 1\n".to_owned()));
    assert!(started(&effects));
    assert_eq!(app.game.fen(), "8/8/8/4k3/8/8/8/KQ6 w - - 0 1");
    let _ = app.update(Msg::Paste("[Event \"?\"]\n\n1. e4 e5 2. Nf3 *".to_owned()));
    assert_eq!(app.game.san_moves(), ["e4", "e5", "Nf3"]);
    assert_eq!(app.line_evals().len(), 4);
    // Compact movetext and movetext without numbers paste too.
    let _ = app.update(Msg::Paste("1.d4 d5 2.c4 *".to_owned()));
    assert_eq!(app.game.san_moves(), ["d4", "d5", "c4"]);
    let _ = app.update(Msg::Paste("c4 e5 Nc3".to_owned()));
    assert_eq!(app.game.san_moves(), ["c4", "e5", "Nc3"]);
    let before = app.game.fen();
    let effects = app.update(Msg::Paste("hello there".to_owned()));
    assert!(effects.is_empty());
    assert_eq!(app.game.fen(), before);
    assert!(app.status.as_ref().is_some_and(|(_, error)| *error));
    // Pasting into the command line types the first line.
    key(&mut app, KeyCode::Char(':'));
    let _ = app.update(Msg::Paste(
        "fen 8/8/8/8/8/8/8/K1k5 w - - 0 1\nmore".to_owned(),
    ));
    assert_eq!(
        app.command_input(),
        Some("fen 8/8/8/8/8/8/8/K1k5 w - - 0 1")
    );
}

#[test]
fn files_loaded_and_saved_report_in_the_status_bar() {
    let mut app = app();
    let path = std::path::PathBuf::from("g.pgn");
    let _ = app.update(Msg::FileLoaded {
        path: path.clone(),
        text: Ok(TextFile::decode(&path, b"1. d4 d5 *")),
    });
    assert_eq!(app.game.san_moves(), ["d4", "d5"]);
    let _ = app.update(Msg::FileLoaded {
        path: path.clone(),
        text: Err(TextFileError::Io {
            path: path.clone(),
            doing: "read",
            source: std::io::Error::new(std::io::ErrorKind::NotFound, "No such file"),
        }),
    });
    assert_eq!(app.game.san_moves(), ["d4", "d5"]);
    assert!(
        app.status
            .as_ref()
            .is_some_and(|(m, e)| *e && m.contains("No such file"))
    );
    let _ = app.update(Msg::FileLoaded {
        path: path.clone(),
        text: Ok(TextFile::decode(&path, b"1. d4 Ke3 *")),
    });
    assert_eq!(app.game.san_moves(), ["d4", "d5"]);
    let _ = app.update(Msg::FileSaved {
        path: path.clone(),
        result: Ok(()),
        saving: Saving::Game,
    });
    assert!(
        app.status
            .as_ref()
            .is_some_and(|(m, e)| !*e && m.contains("saved"))
    );
}

#[test]
fn mouse_clicks_move_pieces_and_the_wheel_steps_through_the_moves() {
    let mut app = app();
    let _ = app.update(Msg::Resize(80, 24));
    // e2 is file 4, rank 2: column 3 + 4 * 3, row 1 + (8 - 2).
    let _ = app.update(Msg::Click { column: 15, row: 7 });
    assert_eq!(app.picked, Some(Square::E2));
    let _ = app.update(Msg::Click { column: 15, row: 5 });
    assert_eq!(app.game.san_moves(), ["e4"]);
    // The wheel over the moves steps through the game.
    keys::focus(&mut app, Pane::Moves);
    let _ = app.update(Msg::Scroll(-1));
    assert_eq!(app.game.cursor(), 0);
    let _ = app.update(Msg::Scroll(1));
    assert_eq!(app.game.cursor(), 1);
}

#[test]
fn list_selections_stay_inside_their_lists() {
    let mut app = app();
    keys::focus(&mut app, Pane::Evaluation);
    for _ in 0..40 {
        key(&mut app, KeyCode::Down);
    }
    assert_eq!(
        app.selection(Pane::Evaluation),
        kibitzer::eval::Row::ALL.len() - 1
    );
    key(&mut app, KeyCode::Up);
    assert_eq!(
        app.selection(Pane::Evaluation),
        kibitzer::eval::Row::ALL.len() - 2
    );
    keys::focus(&mut app, Pane::Threats);
    key(&mut app, KeyCode::Down);
    assert_eq!(app.selection(Pane::Threats), 0, "no threats reported yet");
}

#[test]
fn crazyhouse_fens_hand_their_pockets_to_the_advisors() {
    let mut app = app();
    let effects = keys::command(&mut app, "fen 4k3/8/8/8/8/8/8/4K3[N] w - - 0 1");
    let request = effects.into_iter().rev().find_map(|e| match e {
        Effect::StartSearch(r) => Some(r),
        _ => None,
    });
    assert!(request.is_some(), "a search starts");
    let subject = app.analysis.subject.as_deref().expect("the analysed root");
    assert!(subject.crazyhouse.is_some());
    let effects = keys::command(&mut app, "fen 4k3/8/8/8/8/8/8/4K3 w - - 0 1");
    assert!(effects.iter().any(|e| matches!(e, Effect::StartSearch(_))));
    let subject = app.analysis.subject.as_deref().expect("the analysed root");
    assert!(subject.crazyhouse.is_none());
}

#[test]
fn quit_and_ctrl_c() {
    let mut app = app();
    let effects = key(&mut app, KeyCode::Char('q'));
    assert!(app.quit && effects.iter().any(|e| matches!(e, Effect::Quit)));
    let mut app = self::app();
    let ctrl_c = KeyEvent::new(KeyCode::Char('c'), KeyModifiers::CONTROL);
    let keymap = Keymap::default();
    assert_eq!(
        keymap.action(Mode::Board, Key::from_event(ctrl_c)),
        Some(Action::Board(BoardAction::Quit))
    );
    assert_eq!(
        keymap.action(Mode::CommandLine, Key::from_event(ctrl_c)),
        Some(Action::CommandLine(CommandAction::Quit))
    );
    // Ctrl-C quits even while the command line takes text.
    key(&mut app, KeyCode::Char(':'));
    let _ = app.update(Msg::Key(ctrl_c));
    assert!(app.quit);
}

#[test]
fn checkmate_and_stalemate_are_said_not_searched() {
    let mut app = app();
    let effects = keys::command(&mut app, "fen k7/8/1Q6/8/8/8/8/7K b - - 0 1");
    assert!(effects.iter().all(|e| !matches!(e, Effect::StartSearch(_))));
    // The status bar's state says it (see tui_status.rs); the message is the command's.
    assert_eq!(
        app.game_end().map(kibitzer_tui::GameEnd::text),
        Some("stalemate: draw")
    );
}

fn explained(app: &mut App) {
    let effects = key(app, KeyCode::Char('t'));
    support::explain(app, effects, 3);
}

#[test]
fn tree_explorer_walks_the_recorded_tree() {
    let mut app = app();
    keys::command(
        &mut app,
        "fen r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4",
    );
    explained(&mut app);
    let view = app.tree().expect("the explorer is open");
    assert_eq!(view.selected, 0);
    let children = view.tree.as_ref().unwrap().node(0).children.len();
    assert_eq!(view.rows.len(), 1 + children, "the root starts open");
    key(&mut app, KeyCode::Down);
    let first = app.tree().unwrap().selected;
    assert_ne!(first, 0);
    assert_ne!(
        *app.shown_position(),
        *app.game.position(),
        "the board follows the node"
    );
    key(&mut app, KeyCode::Enter);
    assert!(
        app.tree().unwrap().rows.len() > 1 + children,
        "Enter opens the node"
    );
    key(&mut app, KeyCode::Char('n'));
    assert_ne!(app.tree().unwrap().selected, first, "next sibling");
    key(&mut app, KeyCode::Char('N'));
    assert_eq!(app.tree().unwrap().selected, first, "previous sibling");
    key(&mut app, KeyCode::Char('v'));
    let view = app.tree().unwrap();
    let pv = view.tree.as_ref().unwrap().principal_path();
    assert_eq!(
        view.selected,
        *pv.last().unwrap(),
        "v jumps to the end of the principal variation"
    );
    key(&mut app, KeyCode::Left);
    key(&mut app, KeyCode::Left);
    assert_ne!(app.tree().unwrap().selected, *pv.last().unwrap());
    key(&mut app, KeyCode::Char('Q'));
    assert!(app.tree().unwrap().hide_quiescence);
    key(&mut app, KeyCode::Char('c'));
    assert!(app.tree().unwrap().pv_and_cut_only);
    assert!(app.position_breakdown().is_some());
    key(&mut app, KeyCode::Char('t'));
    assert!(app.tree().is_none());
    assert_eq!(app.shown_position(), app.game.position());
}

#[test]
fn best_first_mode_steps_runs_pauses_and_steps_back() {
    let mut app = app();
    keys::command(&mut app, "fen 4k3/8/2p5/3q4/4P3/8/8/4K3 w - - 0 1");
    key(&mut app, KeyCode::Char('b'));
    assert!(app.best_first().is_some());
    key(&mut app, KeyCode::Char('s'));
    assert_eq!(app.best_first().unwrap().search.expansions(), 1);
    key(&mut app, KeyCode::Char('u'));
    assert_eq!(app.best_first().unwrap().search.expansions(), 0);
    key(&mut app, KeyCode::Char('S'));
    let done = app.best_first().unwrap().search.expansions();
    assert!(done >= 2, "ten steps, or until the root is quiet");
    key(&mut app, KeyCode::Char('u'));
    key(&mut app, KeyCode::Char('r'));
    assert!(app.wants_ticks());
    for _ in 0..100 {
        let _ = app.update(Msg::Tick);
    }
    assert!(!app.wants_ticks(), "the run ends when the search does");
    assert_eq!(app.best_first().unwrap().search.expansions(), done);
    key(&mut app, KeyCode::Esc);
    assert!(app.best_first().is_none());
    assert!(
        app.game.moves().is_empty(),
        "u was best-first's step back, not a take back"
    );
}

#[test]
fn help_pages_by_the_rows_it_shows() {
    // At 80x24 the help shows 21 key lines (two borders and the footer take three rows);
    // at 160x50, 47: Page Down and Page Up move by that, not by a fixed ten.
    for (size, page) in [((80, 24), 21), ((160, 50), 47)] {
        let mut app = app();
        let _ = app.update(Msg::Resize(size.0, size.1));
        key(&mut app, KeyCode::Char('?'));
        key(&mut app, KeyCode::PageDown);
        assert_eq!(app.help_scroll(), page, "a page at {size:?}");
        key(&mut app, KeyCode::Down);
        key(&mut app, KeyCode::PageUp);
        assert_eq!(app.help_scroll(), 1, "a page back at {size:?}");
    }
}
