//! `w` ("why?"), the Compare pane, `A` (review the game), `]` and `[` from `App::update`, with
//! the comparisons and reviews run by the runtime's own worker (`JudgeWork`) at fixed depths:
//! the latest request wins, stale results are dropped, the board walks either line without
//! changing the game, and the review's marks are one undoable edit.

use crate::support::judge_work::run;
use crate::support::keys;

use crossterm::event::{KeyCode, KeyModifiers};
use keys::{app_on, command, key, key_with};
use kibitzer::compare::Cost;
use kibitzer::game::Game;
use kibitzer::game::Nag;
use kibitzer_tui::{AnnotateReport, App, CompareRow, Effect, Msg, WalkedLine};
use shakmaty::{Position, Role, Square};

/// White's knight on e4 can go to c5, where the b6 pawn takes it.
const HANGS: &str = "4k3/7p/1p6/8/4N3/8/P6P/4K3 w - - 0 1";
/// 3...Nf6?? allows 4.Qxf7#.
const SCHOLAR: &str = "1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0";

/// A workstation on `fen` whose comparisons search to depth 3.
fn shallow(game: Game) -> App {
    let mut app = app_on(game);
    let _ = command(&mut app, "depth 3");
    app
}

/// The workstation on HANGS after 1.Nc5??.
fn after_nc5() -> App {
    let mut app = shallow(Game::from_fen(HANGS).unwrap());
    command(&mut app, "move Nc5");
    app
}

/// The ids of the comparisons (`review` false) or reviews (true) among `effects`.
fn ids(effects: &[Effect], review: bool) -> Vec<u64> {
    effects
        .iter()
        .filter_map(|e| match e {
            Effect::Compare(id, _, _) if !review => Some(*id),
            Effect::Annotate(id, _) if review => Some(*id),
            _ => None,
        })
        .collect()
}

fn compare_ids(effects: &[Effect]) -> Vec<u64> {
    ids(effects, false)
}

fn review_ids(effects: &[Effect]) -> Vec<u64> {
    ids(effects, true)
}

#[test]
fn w_compares_the_move_just_played_from_the_position_before_it() {
    let mut app = after_nc5();
    let effects = key(&mut app, KeyCode::Char('w'));
    let Some(Effect::Compare(_, request, _)) = effects.first() else {
        panic!("w asks for a comparison: {effects:?}");
    };
    assert_eq!(
        request.root.node.pos,
        Game::from_fen(HANGS).unwrap().position().clone()
    );
    assert_eq!(request.candidates[0].to(), Square::C5);
    assert_eq!(request.limits.depth, Some(3), "the analysis's depth");
    let view = app.compare().expect("the pane opens at once");
    assert!(view.result.is_none());
    assert!(
        app.status
            .as_ref()
            .unwrap()
            .0
            .starts_with("comparing 1.Nc5")
    );
    run(&mut app, effects);
    let view = app.compare().unwrap();
    let comparison = view.comparison().expect("the comparison arrived");
    let candidate = &comparison.candidates[0];
    assert!(
        matches!(candidate.loss.cost, Cost::Centipawns(cp) if cp >= 200),
        "{:?}",
        candidate.loss
    );
    assert_eq!(
        candidate.refutation.map(shakmaty::Move::to),
        Some(Square::C5)
    );
    assert!(candidate.summary.to_string().contains("knight"));
    assert_eq!(app.status, None, "the comparing message goes");
}

#[test]
fn an_infinite_analysis_compares_at_a_fixed_depth() {
    let mut app = app_on(Game::from_fen(HANGS).unwrap());
    command(&mut app, "move Nc5");
    let effects = key(&mut app, KeyCode::Char('w'));
    let Some(Effect::Compare(_, request, _)) = effects.first() else {
        panic!("no comparison");
    };
    assert_eq!(request.limits.depth, Some(kibitzer_tui::REVIEW_DEPTH));
    assert_eq!(request.limits.movetime, None);
}

#[test]
fn the_latest_comparison_wins_and_a_stale_one_is_dropped() {
    let mut app = after_nc5();
    let first = key(&mut app, KeyCode::Char('w'));
    key(&mut app, KeyCode::Esc);
    assert!(app.compare().is_none(), "Esc closes the pane");
    command(&mut app, "why Kd8");
    let second = command(&mut app, "why h5");
    let (old, new) = (compare_ids(&first), compare_ids(&second));
    assert!(old[0] < new[0]);
    // The old comparison (Nc5) arrives after the pane moved on: dropped.
    run(&mut app, first);
    assert!(app.compare().unwrap().result.is_none());
    run(&mut app, second);
    let view = app.compare().unwrap();
    assert_eq!(view.label, "1...h5");
    let c = view.comparison().unwrap();
    assert_eq!(c.candidates[0].line.first.to(), Square::H5);
    assert_eq!(
        c.root,
        *app.game.position(),
        ":why MOVE compares at the shown position"
    );
}

#[test]
fn why_without_a_move_and_with_an_illegal_one_says_so() {
    let mut app = shallow(Game::from_fen(HANGS).unwrap());
    assert!(key(&mut app, KeyCode::Char('w')).is_empty());
    let (text, error) = app.status.clone().unwrap();
    assert!(error && text.starts_with("no move to compare"), "{text}");
    assert!(app.compare().is_none());
    assert!(command(&mut app, "why Nf9").is_empty());
    assert!(app.status.as_ref().unwrap().1);
}

#[test]
fn rows_highlight_their_men_and_left_right_walk_either_line_without_changing_the_game() {
    let mut app = after_nc5();
    let effects = key(&mut app, KeyCode::Char('w'));
    run(&mut app, effects);
    let shown = app.game.current();
    let view = app.compare().unwrap();
    let knight = view
        .rows()
        .iter()
        .position(|r| matches!(r, CompareRow::Man(m) if m.role == Role::Knight))
        .expect("the knight is among the men that changed");
    for _ in 0..knight {
        key(&mut app, KeyCode::Down);
    }
    let view = app.compare().unwrap();
    assert_eq!(view.selected, knight);
    assert!(
        view.highlighted().contains(&Square::E4),
        "where the knight stood"
    );
    assert!(
        view.highlighted().contains(&Square::C5),
        "where it was taken"
    );
    // The board starts at the compared position and walks the played line.
    let root = app.shown_position().clone();
    assert_eq!(
        root.board().piece_at(Square::E4).map(|p| p.role),
        Some(Role::Knight)
    );
    key(&mut app, KeyCode::Right);
    key(&mut app, KeyCode::Right);
    let walked = app.shown_position().clone();
    assert_eq!(
        walked.board().piece_at(Square::C5).map(|p| p.role),
        Some(Role::Pawn)
    );
    assert_eq!(app.game.current(), shown, "the game did not move");
    key(&mut app, KeyCode::Tab);
    let view = app.compare().unwrap();
    assert_eq!((view.walked, view.ply), (WalkedLine::Best, 0));
    key(&mut app, KeyCode::Right);
    let best = app.shown_position().clone();
    assert_ne!(best, walked);
    assert_eq!(
        best.board().piece_at(Square::C5),
        None,
        "the best move is not Nc5"
    );
    key(&mut app, KeyCode::Char('w'));
    assert!(app.compare().is_none(), "w closes the pane");
    assert_eq!(app.shown_position(), app.game.position());
}

#[test]
fn w_on_a_line_in_lines_compares_its_first_move_at_the_shown_position() {
    let mut app = shallow(Game::from_fen(HANGS).unwrap());
    let pos = app.game.position().clone();
    let mv = kibitzer_tui::parse_move(&pos, "Nc5").unwrap();
    // The search of the shown position reports one line, 1.Nc5.
    let id = kibitzer::engine::RequestId::internal(2);
    let _ = app.update(Msg::SearchStarted(id));
    let info = kibitzer::engine::Info {
        depth: 1,
        seldepth: 1,
        multipv: 1,
        score: kibitzer::Score::cp(0),
        bound: kibitzer::search::Bound::Exact,
        nodes: 1,
        nps: 1,
        time: std::time::Duration::ZERO,
        hashfull: 0,
        wdl: None,
        tbhits: None,
        pv: vec![mv],
    };
    let _ = app.update(Msg::Search(Box::new(kibitzer::engine::SearchEvent::Info {
        id,
        info,
        counters: None,
    })));
    assert_eq!(app.analysis.lines.len(), 1, "the line is shown");
    key(&mut app, KeyCode::Tab); // Board -> Lines
    let effects = key(&mut app, KeyCode::Char('w'));
    let Some(Effect::Compare(_, request, _)) = effects.first() else {
        panic!("w in Lines compares the selected line");
    };
    assert_eq!(request.root.node.pos, pos);
    assert_eq!(request.candidates, vec![mv]);
}

/// The workstation on SCHOLAR reviewed at depth 3, shown at the start.
fn annotated() -> App {
    let mut app = shallow(kibitzer::pgn::read_pgn(SCHOLAR).unwrap());
    app.game.forget_edits();
    key(&mut app, KeyCode::Home);
    let effects = key(&mut app, KeyCode::Char('A'));
    assert_eq!(review_ids(&effects).len(), 1);
    assert!(
        app.status
            .as_ref()
            .unwrap()
            .0
            .starts_with("reviewing the game: 0/7 moves, judged by kibitzer")
    );
    let messages = run(&mut app, effects);
    assert_eq!(messages, 7 + 1, "one report per move, then the judged game");
    app
}

#[test]
fn a_marks_the_mistakes_as_one_undoable_edit_and_fills_the_graph() {
    let mut app = annotated();
    let line = app.game.main_line();
    let nf6 = line[6];
    assert_eq!(app.game.node(nf6).san(), Some("Nf6"));
    assert!(
        app.game.node(nf6).annotation().nags.contains(&Nag(4)),
        "3...Nf6??"
    );
    assert!(
        line[..7].iter().all(|id| app.evals.contains_key(id)),
        "every position before the mate has its evaluation for the graph"
    );
    let (text, _) = app.status.clone().unwrap();
    assert!(text.starts_with("White "), "{text}");
    assert!(text.contains(" by kibitzer · ] [ jump, D learn"), "{text}");
    // Each player's accuracy beside the counts, and in the graph's label.
    let accuracy = app
        .annotation
        .as_ref()
        .and_then(|r| r.judged.as_ref())
        .map(|r| r.accuracy())
        .unwrap();
    let (white, black) = (
        kibitzer::annotate::whole_percent(accuracy.white.unwrap()),
        kibitzer::annotate::whole_percent(accuracy.black.unwrap()),
    );
    assert!(black < white, "3...Nf6?? costs Black: {white} {black}");
    assert!(text.contains(&format!("White {white}% ?!")), "{text}");
    assert!(text.contains(&format!("Black {black}% ?!")), "{text}");
    let label = app.annotation.as_ref().unwrap().accuracy_label().unwrap();
    assert_eq!(label, format!("accuracy {white}% / {black}%"));
    key_with(&mut app, KeyCode::Char('z'), KeyModifiers::CONTROL);
    assert!(
        line.iter().all(|id| !app
            .game
            .node(*id)
            .annotation()
            .nags
            .iter()
            .any(|n| n.0 <= 6)),
        "one undo takes every mark back"
    );
    let pgn = {
        key_with(&mut app, KeyCode::Char('y'), KeyModifiers::CONTROL);
        kibitzer::pgn::write_game(&app.game)
    };
    assert!(pgn.contains("Nf6??") || pgn.contains("Nf6 $4"), "{pgn}");
}

#[test]
fn brackets_jump_between_the_marked_moves() {
    let mut app = annotated();
    let marked: Vec<_> = app.annotation.as_ref().unwrap().marks();
    assert!(!marked.is_empty());
    key(&mut app, KeyCode::Char(']'));
    assert_eq!(app.game.current(), marked[0].0);
    key(&mut app, KeyCode::End);
    key(&mut app, KeyCode::Char('['));
    assert_eq!(app.game.current(), marked[marked.len() - 1].0);
    key(&mut app, KeyCode::Home);
    key(&mut app, KeyCode::Char('['));
    assert!(app.status.as_ref().unwrap().1, "nothing before the start");
}

#[test]
fn brackets_without_a_review_say_so() {
    let mut app = shallow(kibitzer::pgn::read_pgn(SCHOLAR).unwrap());
    key(&mut app, KeyCode::Char(']'));
    let (text, error) = app.status.clone().unwrap();
    assert!(error && text.contains("A reviews"), "{text}");
}

#[test]
fn w_on_a_marked_move_opens_the_reviews_comparison_at_once() {
    let mut app = annotated();
    let nf6 = app.game.main_line()[6];
    let _ = app.update(Msg::press(KeyCode::Home));
    while app.game.current() != nf6 {
        key(&mut app, KeyCode::Char(']'));
    }
    let effects = key(&mut app, KeyCode::Char('w'));
    assert!(
        compare_ids(&effects).is_empty(),
        "no search: the review compared it"
    );
    let view = app.compare().unwrap();
    assert_eq!(view.label, "3...Nf6");
    let c = view.comparison().expect("shown at once");
    assert!(c.candidates[0].loss.winning_chances >= 0.3);
    assert!(c.best.pv.first() != Some(&c.candidates[0].line.first));
}

#[test]
fn a_again_or_esc_stops_the_review_and_its_reports_are_dropped() {
    let mut app = shallow(kibitzer::pgn::read_pgn(SCHOLAR).unwrap());
    let started = key(&mut app, KeyCode::Char('A'));
    assert_eq!(review_ids(&started), vec![1]);
    let stopped = key(&mut app, KeyCode::Char('A'));
    assert!(stopped.iter().any(|e| matches!(e, Effect::CancelAnnotate)));
    assert!(app.annotation.is_none());
    run(&mut app, started);
    assert!(
        app.annotation.is_none(),
        "the stopped review's reports are dropped"
    );
    assert!(
        app.game
            .main_line()
            .iter()
            .all(|id| app.game.node(*id).annotation().nags.is_empty())
    );
    let again = key(&mut app, KeyCode::Char('A'));
    assert_eq!(review_ids(&again), vec![2]);
    let esc = key(&mut app, KeyCode::Esc);
    assert!(esc.iter().any(|e| matches!(e, Effect::CancelAnnotate)));
    // A report with an old id after a new review started is dropped too.
    let mut app = shallow(kibitzer::pgn::read_pgn(SCHOLAR).unwrap());
    key(&mut app, KeyCode::Char('A'));
    let start = shakmaty::Chess::default();
    let e4 = kibitzer_tui::parse_move(&start, "e4").unwrap();
    let root = kibitzer::search::Node::new(start, kibitzer::History::default());
    let line = kibitzer::compare::LineEnd::from_pv(&root, kibitzer::Score::cp(12), vec![e4], 1);
    let line = line.unwrap();
    let eval = kibitzer::annotate::MoveEval {
        best: line.clone(),
        played: line,
    };
    let _ = app.update(Msg::Annotated(
        99,
        AnnotateReport::Position(0, Box::new(eval)),
    ));
    assert_eq!(app.annotation.as_ref().unwrap().done(), 0);
}

#[test]
fn the_selected_row_stays_in_sight_at_80x24() {
    use kibitzer_tui::{Theme, draw};
    use ratatui::Terminal;
    use ratatui::backend::TestBackend;
    let mut app = after_nc5();
    let effects = key(&mut app, KeyCode::Char('w'));
    run(&mut app, effects);
    let rows = app.compare().unwrap().rows();
    for _ in 0..rows.len() {
        key(&mut app, KeyCode::Down);
    }
    let CompareRow::Man(last) = rows[rows.len() - 1] else {
        panic!("the last row is a man");
    };
    let mut terminal = Terminal::new(TestBackend::new(80, 24)).unwrap();
    let theme = Theme {
        color: false,
        ascii: false,
        ..Theme::DEFAULT
    };
    terminal.draw(|f| draw(f, &app, theme)).unwrap();
    let buffer = terminal.backend().buffer();
    let screen: String = (0..24)
        .map(|y| (0..80).map(|x| buffer[(x, y)].symbol()).collect::<String>() + "\n")
        .collect();
    let change = format!("{:+}", last.change);
    let shown = screen.lines().take(22).any(|l| {
        l.contains(kibitzer::eval::role_name(last.role))
            && l.trim_end_matches('│').trim_end().ends_with(&change)
    });
    assert!(shown, "the last row is on the screen:\n{screen}");
}

/// The graph marks 3...Nf6?? above its column, and a click on a column names its node.
#[test]
fn the_graph_marks_the_blunder_and_maps_columns_to_plies() {
    use kibitzer_tui::{Pane, Theme, draw_pane, graph_node_at};
    use ratatui::buffer::Buffer;
    use ratatui::layout::Rect;
    let app = annotated();
    let area = Rect::new(0, 0, 30, 24);
    let mut buffer = Buffer::empty(area);
    let plain = Theme {
        color: false,
        ascii: false,
        ..Theme::DEFAULT
    };
    draw_pane(&app, plain, Pane::Moves, area, &mut buffer);
    // The graph is the pane's bottom third: its label row, then the plot.
    let rows: Vec<String> = (0..area.height)
        .map(|y| (0..area.width).map(|x| buffer[(x, y)].symbol()).collect())
        .collect();
    let label = rows.iter().position(|r| r.contains("│eval ")).unwrap();
    assert!(area.height - label as u16 >= 8, "{rows:#?}");
    // The root is column 0, so 3...Nf6 (ply 6) is column 6 (the border is column 0).
    let marked: Vec<usize> = rows[label..]
        .iter()
        .flat_map(|r| {
            r.chars()
                .enumerate()
                .filter(|(_, c)| ['⁈', '?', '⁇'].contains(c))
                .map(|(x, _)| x)
                .collect::<Vec<_>>()
        })
        .collect();
    let line = app.game.main_line();
    let judged: Vec<usize> = app
        .annotation
        .as_ref()
        .unwrap()
        .marks()
        .iter()
        .map(|(node, _)| 1 + line.iter().position(|id| id == node).unwrap())
        .collect();
    assert_eq!(marked, judged, "exactly the marked moves: {rows:#?}");
    assert!(
        rows[label..]
            .iter()
            .any(|r| r.chars().nth(1 + 6) == Some('⁇'))
    );
    let graph = Rect::new(1, label as u16, 28, area.height - 1 - label as u16);
    let nf6 = app.game.main_line()[6];
    assert_eq!(graph_node_at(&app, graph, 1 + 6), Some(nf6));
    assert_eq!(graph_node_at(&app, graph, 1 + 20), None);
}
