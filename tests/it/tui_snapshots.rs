//! Snapshot tests of every pane and the whole screen on ratatui's `TestBackend`, at 80x24 and
//! 160x50, from fixed data (no search runs). The text of each screen is compared with
//! `tests/snapshots/NAME.txt`; run with `UPDATE_SNAPSHOTS=1` to write them after a deliberate
//! change, then read the diff.

use crate::support::explain as support;
use crate::support::keys;
use crate::support::long_game;
use crate::support::screen::check_snapshot;

use std::time::Duration;

use crossterm::event::KeyCode;
use kibitzer::engine::SearchEvent;
use kibitzer::search::{Bound, Counters, Line, StopReason};
use kibitzer::{Score, game::Game, game::parse_fen};
use kibitzer_tui::{AnalysisLimits, App, Msg, Pane, Settings, Theme, draw, draw_pane, draw_status};
use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use shakmaty::uci::UciMove;
use shakmaty::{Chess, Position};

const ITALIAN: &str = "r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4";
const PLAIN: Theme = Theme {
    color: false,
    ascii: false,
    ..Theme::DEFAULT
};

fn moves(pos: &Chess, uci: &[&str]) -> Vec<shakmaty::Move> {
    let mut p = pos.clone();
    uci.iter()
        .map(|u| {
            let m = u.parse::<UciMove>().unwrap().to_move(&p).unwrap();
            p.play_unchecked(m);
            m
        })
        .collect()
}

/// The Italian after 1.e4 e5 2.Nf3 Nc6 3.Bc4 Nf6 with a fixed two-line analysis.
fn analysed_app() -> App {
    analysed_app_with(2, Some(9))
}

/// The Italian position analysed (two lines reported at depth 9), showing `multipv` lines,
/// its analysis limited to `depth`.
fn analysed_app_with(multipv: usize, depth: Option<u32>) -> App {
    let game = kibitzer::pgn::read_pgn("1. e4 e5 2. Nf3 Nc6 3. Bc4 Nf6 *").unwrap();
    let settings = Settings {
        limits: AnalysisLimits {
            depth,
            movetime: None,
        },
        multipv,
        ..Settings::default()
    };
    let mut app = App::with_settings(game, settings, true);
    app.start();
    let _ = app.update(Msg::SearchStarted(kibitzer::engine::RequestId::internal(1)));
    let pos = parse_fen(ITALIAN).unwrap();
    assert_eq!(*app.game.position(), pos);
    let _ = app.update(Msg::Search(Box::new(SearchEvent::Started {
        id: kibitzer::engine::RequestId::internal(1),
    })));
    let lines = [
        (1, 17, vec!["d2d3", "d7d5", "e4d5", "f6d5"]),
        (2, 2, vec!["e1g1", "f8c5", "d2d3", "d7d6"]),
    ];
    for (multipv, score, pv) in lines {
        report_line(&mut app, multipv, score, &pv);
    }
    let _ = app.update(Msg::Search(Box::new(SearchEvent::Finished {
        id: kibitzer::engine::RequestId::internal(1),
        best: None,
        ponder: None,
        reason: StopReason::Depth,
        counters: Counters {
            nodes: 1_234_567,
            guard_pruned: 1000,
            ..Counters::default()
        },
    })));
    app
}

/// Line `multipv` of the Italian's analysis arrives: `score` (centipawns) and `pv` (UCI).
fn report_line(app: &mut App, multipv: usize, score: i32, pv: &[&str]) {
    let pos = parse_fen(ITALIAN).unwrap();
    let pv = moves(&pos, pv);
    let line = Line {
        depth: 9,
        seldepth: 24,
        multipv,
        score: Score::cp(score),
        bound: Bound::Exact,
        pv,
        nodes: 1_234_567,
        elapsed: Duration::from_millis(1900),
        hashfull: 42,
        counters: Counters {
            guard_pruned: 1000,
            late_reduced: 500,
            check_extensions: 30,
            ..Counters::default()
        },
    };
    let _ = app.update(Msg::Search(Box::new(SearchEvent::line(
        kibitzer::engine::RequestId::internal(1),
        line,
    ))));
}

fn text(buffer: &Buffer) -> String {
    let area = buffer.area;
    let mut out = String::new();
    for y in 0..area.height {
        let mut line = String::new();
        for x in 0..area.width {
            line.push_str(buffer[(x, y)].symbol());
        }
        out.push_str(line.trim_end());
        out.push('\n');
    }
    out
}

fn screen(app: &App, width: u16, height: u16) -> String {
    let mut terminal = Terminal::new(TestBackend::new(width, height)).unwrap();
    terminal.draw(|f| draw(f, app, PLAIN)).unwrap();
    text(terminal.backend().buffer())
}

fn pane(app: &App, which: Pane, width: u16, height: u16) -> String {
    let area = Rect::new(0, 0, width, height);
    let mut buffer = Buffer::empty(area);
    draw_pane(app, PLAIN, which, area, &mut buffer);
    text(&buffer)
}

#[test]
fn whole_screen_at_80x24_and_160x50() {
    let mut app = analysed_app();
    let _ = app.update(Msg::Resize(80, 24));
    check_snapshot("screen_80x24", &screen(&app, 80, 24));
    let _ = app.update(Msg::Resize(160, 50));
    check_snapshot("screen_160x50", &screen(&app, 160, 50));
}

/// The four sizes the layout is defined for (see the `layout` module and
/// `docs/workstation.md`): the whole screen of a long analysed game, and each pane cut from it.
#[test]
fn every_pane_at_80x24_120x40_160x50_and_220x60() {
    for (width, height) in [(80, 24), (120, 40), (160, 50), (220, 60)] {
        let app = long_game::long_analysed_game((width, height));
        let mut terminal = Terminal::new(TestBackend::new(width, height)).unwrap();
        terminal.draw(|f| draw(f, &app, PLAIN)).unwrap();
        let buffer = terminal.backend().buffer();
        check_snapshot(&format!("screen_long_{width}x{height}"), &text(buffer));
        let panes = app.panes().unwrap();
        let named = [
            ("board", panes.board),
            ("moves", panes.moves),
            ("lines", panes.lines),
            ("evaluation", panes.evaluation),
            ("threats", panes.threats),
        ];
        for (name, rect) in named {
            let mut cut = Buffer::empty(Rect::new(0, 0, rect.width, rect.height));
            for y in 0..rect.height {
                for x in 0..rect.width {
                    cut[(x, y)] = buffer[(rect.x + x, rect.y + y)].clone();
                }
            }
            check_snapshot(&format!("pane_{name}_{width}x{height}"), &text(&cut));
        }
    }
}

#[test]
fn too_small_terminal_asks_for_room() {
    let app = analysed_app();
    check_snapshot("screen_too_small", &screen(&app, 50, 12));
    // Whole at every size from 20x5 up (60x18 used to cut it off).
    for (width, height) in [(20, 5), (30, 6), (60, 18), (63, 19), (120, 10)] {
        let name = format!("screen_too_small_{width}x{height}");
        check_snapshot(&name, &screen(&app, width, height));
    }
}

#[test]
fn help_overlay() {
    let mut app = analysed_app();
    let _ = app.update(Msg::Resize(80, 24));
    let _ = app.update(Msg::press(KeyCode::Char('?')));
    check_snapshot("screen_help_80x24", &screen(&app, 80, 24));
    // The rest of the keys are a Page Down (or End) away; the footer stays.
    let _ = app.update(Msg::press(KeyCode::End));
    check_snapshot("screen_help_80x24_end", &screen(&app, 80, 24));
    let _ = app.update(Msg::Resize(160, 50));
    let _ = app.update(Msg::press(KeyCode::Home));
    check_snapshot("screen_help_160x50", &screen(&app, 160, 50));
}

#[test]
fn board_pane_plain_flipped_guard_and_ascii() {
    let mut app = analysed_app();
    check_snapshot("pane_board", &pane(&app, Pane::Board, 28, 11));
    let _ = app.update(Msg::press(KeyCode::Char('f')));
    let _ = app.update(Msg::press(KeyCode::Char('g')));
    check_snapshot("pane_board_flipped_guard", &pane(&app, Pane::Board, 28, 11));
    let mut buffer = Buffer::empty(Rect::new(0, 0, 28, 11));
    let ascii = Theme {
        color: false,
        ascii: true,
        ..Theme::DEFAULT
    };
    draw_pane(
        &analysed_app(),
        ascii,
        Pane::Board,
        buffer.area,
        &mut buffer,
    );
    check_snapshot("pane_board_ascii", &text(&buffer));
}

#[test]
fn lines_evaluation_threats_moves_and_status_panes() {
    let mut app = analysed_app();
    check_snapshot("pane_lines", &pane(&app, Pane::Lines, 80, 6));
    check_snapshot(
        "pane_evaluation_position",
        &pane(&app, Pane::Evaluation, 52, 22),
    );
    let _ = app.update(Msg::press(KeyCode::Char('e')));
    check_snapshot(
        "pane_evaluation_leaf",
        &pane(&app, Pane::Evaluation, 52, 22),
    );
    let _ = app.update(Msg::press(KeyCode::Char('e')));
    check_snapshot(
        "pane_evaluation_difference",
        &pane(&app, Pane::Evaluation, 52, 22),
    );
    check_snapshot("pane_threats", &pane(&app, Pane::Threats, 52, 12));
    check_snapshot("pane_moves", &pane(&app, Pane::Moves, 28, 10));
    let area = Rect::new(0, 0, 120, 1);
    let mut buffer = Buffer::empty(area);
    draw_status(&app, PLAIN, area, &mut buffer);
    check_snapshot("status_bar", &text(&buffer));
}

#[test]
fn empty_analysis_and_start_position() {
    let app = App::new(Game::default(), AnalysisLimits::default(), false);
    check_snapshot("screen_start_stopped_80x24", &screen(&app, 80, 24));
}

#[test]
fn search_tree_and_best_first_panes() {
    let mut app = analysed_app();
    let _ = app.update(Msg::Resize(120, 40));
    let effects = app.update(Msg::press(KeyCode::Char('t')));
    support::explain(&mut app, effects, 2);
    let _ = app.update(Msg::press(KeyCode::Down));
    check_snapshot("screen_tree_120x40", &screen(&app, 120, 40));
    let _ = app.update(Msg::press(KeyCode::Char('t')));
    let _ = app.update(Msg::press(KeyCode::Char('b')));
    let _ = app.update(Msg::press(KeyCode::Char('s')));
    check_snapshot("screen_best_first_120x40", &screen(&app, 120, 40));
}

/// At the smallest size, eight lines do not fit: the last row says how many are hidden, and
/// selecting a hidden line scrolls it into view.
#[test]
fn hidden_lines_are_counted_at_64x20() {
    let mut app = analysed_app_with(8, Some(9));
    let _ = app.update(Msg::Resize(64, 20));
    let first_moves = [
        "d2d3", "e1g1", "b1c3", "c2c3", "d2d4", "a2a4", "h2h3", "c4b5",
    ];
    for (i, m) in first_moves.iter().enumerate() {
        report_line(&mut app, i + 1, 40 - 10 * i as i32, &[m]);
    }
    assert_eq!(app.analysis.lines.len(), 8);
    check_snapshot("screen_64x20_eight_lines", &screen(&app, 64, 20));
    let _ = app.update(Msg::press(KeyCode::Tab));
    for _ in 0..7 {
        let _ = app.update(Msg::press(KeyCode::Down));
    }
    check_snapshot("screen_64x20_eight_lines_last", &screen(&app, 64, 20));
    // A click on the first row shown plays the line shown there (line 4, c3).
    let _ = app.update(Msg::Click { column: 40, row: 2 });
    assert_eq!(app.game.san_moves().last().map(String::as_str), Some("c3"));
}

/// The moves of a line are what a person reads the Lines pane for: in a narrow pane they show
/// (nodes, speed and time, which the status bar also gives, make way for them).
#[test]
fn narrow_lines_panes_show_the_moves() {
    let mut app = analysed_app();
    report_line(
        &mut app,
        1,
        17,
        &[
            "d2d3", "d7d5", "e4d5", "f6d5", "e1g1", "f8e7", "f1e1", "e8g8",
        ],
    );
    let titles = ["d9/24 1.9s", "d9/24 1234.6k 649.8k/s 1.9s"];
    for ((width, height, plies), stats) in [(64, 20, 5), (80, 24, 8)].into_iter().zip(titles) {
        let text = screen(&app, width, height);
        let row = text
            .lines()
            .find(|l| l.contains("1 +0.17"))
            .expect("line 1 is shown");
        let sans = [
            "4.d3", "d5", "5.exd5", "Nxd5", "6.O-O", "Be7", "7.Re1", "O-O",
        ];
        let expected = sans[..plies].join(" ");
        assert!(row.contains(&expected), "{width}x{height}: {row:?}");
        // Depth, nodes, speed and time went to the title, once (what fits).
        let title = text.lines().find(|l| l.contains(" Lines ")).unwrap();
        assert!(title.contains(stats), "{width}x{height}: {title:?}");
        assert!(!row.contains("d9/24"), "{width}x{height}: {row:?}");
    }
    let wide = screen(&app, 160, 50);
    assert!(
        wide.contains("1234.6k"),
        "a wide pane keeps nodes and speed"
    );
}

/// The Opera Game of `tests/data/opera.pgn` (comments, NAGs, nested variations), not
/// analysing, shown at `moves` plies along the current line after choosing continuation
/// `choice` at the root of the variation.
fn opera_app(path: &[&str]) -> App {
    let text = include_str!("../data/opera.pgn");
    let index = kibitzer::pgn::PgnIndex::scan(text);
    let game = kibitzer::pgn::read_game(text, &index.entries()[0]).unwrap();
    let mut app = App::new(game, AnalysisLimits::default(), false);
    let _ = app.update(Msg::press(KeyCode::Home));
    for san in path {
        let mv = kibitzer_tui::parse_move(app.game.position(), san).unwrap();
        app.game.play(mv);
    }
    app
}

#[test]
fn moves_pane_with_variations_at_80x24_and_160x50() {
    // Inside the variation 4...dxe5 5.Qxd8+: marked, with the main line around it.
    let mut app = opera_app(&[
        "e4", "e5", "Nf3", "d6", "d4", "Bg4", "dxe5", "dxe5", "Qxd8+",
    ]);
    let _ = app.update(Msg::Resize(80, 24));
    check_snapshot("screen_variations_80x24", &screen(&app, 80, 24));
    let _ = app.update(Msg::Resize(160, 50));
    check_snapshot("screen_variations_160x50", &screen(&app, 160, 50));
    // Near the end of a long game at 80x24: scrolled so the shown move is in sight.
    let mut app = opera_app(&[]);
    let _ = app.update(Msg::press(KeyCode::End));
    check_snapshot("pane_moves_end_of_game", &pane(&app, Pane::Moves, 28, 12));
    // At a branch the continuations to choose from show, the chosen one marked.
    let mut app = opera_app(&["e4", "e5", "Nf3", "d6", "d4"]);
    let _ = app.update(Msg::press(KeyCode::Down));
    check_snapshot("pane_moves_branch", &pane(&app, Pane::Moves, 28, 12));
}

#[test]
fn game_list_at_80x24_and_160x50() {
    let mut app = App::new(
        kibitzer::game::Game::default(),
        AnalysisLimits::default(),
        false,
    );
    let _ = app.update(Msg::FileLoaded {
        path: std::path::PathBuf::from("opera.pgn"),
        text: Ok(kibitzer::text_file::TextFile::decode(
            std::path::Path::new("opera.pgn"),
            include_str!("../data/opera.pgn"),
        )),
    });
    let _ = app.update(Msg::press(KeyCode::Down));
    check_snapshot("screen_game_list_80x24", &screen(&app, 80, 24));
    let _ = app.update(Msg::press(KeyCode::Char('a')));
    check_snapshot("screen_game_list_160x50", &screen(&app, 160, 50));
}

/// The Compare pane after 1.Nc5?? (the b6 pawn takes the knight), compared at depth 3, the
/// knight's row selected (highlighted on the board) and the played line walked one move.
#[test]
fn compare_pane_at_80x24_and_160x50() {
    use kibitzer::compare::{Request, compare};
    use kibitzer::search::{Limits, Search, SearchOptions, StopSignal};
    use kibitzer_tui::{CompareRow, Effect};
    let mut app = App::new(
        Game::from_fen("4k3/7p/1p6/8/4N3/8/P6P/4K3 w - - 0 1").unwrap(),
        AnalysisLimits {
            depth: Some(3),
            movetime: None,
        },
        false,
    );
    let nc5 = kibitzer_tui::parse_move(app.game.position(), "Nc5").unwrap();
    app.game.play(nc5);
    let effects = app.update(Msg::press(KeyCode::Char('w')));
    let Some(Effect::Compare(id, request, _)) = effects.into_iter().next() else {
        panic!("w compares");
    };
    let _ = app.update(Msg::Resize(80, 24));
    check_snapshot("screen_compare_waiting_80x24", &screen(&app, 80, 24));
    let request: Request = *request;
    let mut search = Search::new(SearchOptions {
        hash_mb: 1,
        ..SearchOptions::default()
    });
    let result = compare(&mut search, &request, &StopSignal::never()).unwrap();
    assert_eq!(request.limits, Limits::depth(3));
    let _ = app.update(Msg::Compared(id, Ok(Box::new(result))));
    let knight = app
        .compare()
        .unwrap()
        .rows()
        .iter()
        .position(|r| matches!(r, CompareRow::Man(m) if m.role == shakmaty::Role::Knight))
        .unwrap();
    for _ in 0..knight {
        let _ = app.update(Msg::press(KeyCode::Down));
    }
    let _ = app.update(Msg::press(KeyCode::Right));
    check_snapshot("screen_compare_80x24", &screen(&app, 80, 24));
    let _ = app.update(Msg::Resize(160, 50));
    check_snapshot("screen_compare_160x50", &screen(&app, 160, 50));
}

/// The Evaluation pane's total row adds up to the static score and shows the search's beside
/// it, in the same unit (centipawns, White's view).
#[test]
fn the_evaluation_total_is_the_static_score_beside_the_search_score() {
    let app = analysed_app();
    let text = pane(&app, Pane::Evaluation, 52, 24);
    let total = text
        .lines()
        .find(|l| l.contains("total"))
        .expect("a total row");
    let net: i32 = total
        .trim_end_matches('│')
        .split_whitespace()
        .last()
        .unwrap()
        .parse()
        .unwrap();
    let static_score = app.position_breakdown().unwrap().white_score();
    assert_eq!(net, static_score, "{total}");
    let search = app.white_score().unwrap().centipawns();
    assert!(total.contains(&format!("search {search:+} d9")), "{total}");
}

/// The Italian's analysis with two external engines: `stockfish` (two lines, the first
/// 4.d4 where kibitzer prefers 4.d3, which stockfish's second line scores 0.38 lower: a
/// disagreement) and `gnuchess`, which crashed.
fn app_with_engines() -> App {
    app_with_engines_at(analysed_app(), "stockfish")
}

/// `app` with the engine `first` (a Stockfish, two lines) and gnuchess added.
fn app_with_engines_at(mut app: App, first: &str) -> App {
    use kibitzer::engine::{
        EngineFault, EngineId, EngineSpec, EngineStatus, Info, RequestId, SearchId, Wdl,
    };
    for name in [first, "gnuchess"] {
        let spec = EngineSpec {
            name: name.to_owned(),
            ..EngineSpec::from_path(format!("/usr/games/{name}"))
        };
        app.add_engine(spec);
    }
    let first_name = first;
    let first = app.engines[0].id;
    let news = |engine, status| {
        let id = RequestId {
            engine,
            search: SearchId(0),
        };
        Msg::Search(Box::new(SearchEvent::Engine { id, status }))
    };
    let _ = app.update(news(
        first,
        EngineStatus::Ready {
            name: "Stockfish 16".to_owned(),
            author: "the Stockfish developers".to_owned(),
        },
    ));
    let request = RequestId {
        engine: first,
        search: SearchId(1),
    };
    let _ = app.update(Msg::SearchStarted(request));
    let pos = parse_fen(ITALIAN).unwrap();
    keys::command(&mut app, &format!("engine lines {first_name} 2"));
    let _ = app.update(Msg::SearchStarted(RequestId {
        engine: first,
        search: SearchId(2),
    }));
    let lines = [
        (1, 48, vec!["d2d4", "e5d4", "e4e5", "d7d5"]),
        (2, 10, vec!["d2d3", "f8c5", "c2c3", "d7d6"]),
    ];
    for (multipv, cp, pv) in lines {
        let info = Info {
            depth: 24,
            seldepth: 33,
            multipv,
            score: Score::cp(cp),
            bound: Bound::Exact,
            nodes: 31_000_000,
            nps: 2_540_000,
            time: Duration::from_millis(12_200),
            hashfull: 300,
            wdl: Some(Wdl {
                win: 112,
                draw: 871,
                loss: 17,
            }),
            // Stockfish sends `tbhits 0` without tablebases: the pane leaves it out.
            tbhits: Some(0),
            pv: moves(&pos, &pv),
        };
        let _ = app.update(Msg::Search(Box::new(SearchEvent::Info {
            id: RequestId {
                engine: first,
                search: SearchId(2),
            },
            info,
            counters: None,
        })));
    }
    // gnuchess was added (it answered the handshake), then crashed: its row stays.
    let _ = app.update(news(
        EngineId(first.0 + 1),
        EngineStatus::Ready {
            name: "GNU Chess".to_owned(),
            author: String::new(),
        },
    ));
    let _ = app.update(news(
        EngineId(first.0 + 1),
        EngineStatus::Fault(EngineFault::Exited {
            code: Some(1),
            signal: None,
        }),
    ));
    // A key clears the crash's message from the status bar, as any board key does.
    let _ = app.update(Msg::press(KeyCode::Esc));
    app
}

#[test]
fn engines_pane_at_80x24_and_160x50() {
    let mut app = app_with_engines();
    assert!(app.disagreement(0).is_some());
    let _ = app.update(Msg::Resize(80, 24));
    check_snapshot("screen_engines_80x24", &screen(&app, 80, 24));
    let _ = app.update(Msg::Resize(160, 50));
    check_snapshot("screen_engines_160x50", &screen(&app, 160, 50));
    let engines = pane(&app, Pane::Engines, 80, 12);
    assert!(!engines.contains("tbhits"), "{engines}");
    check_snapshot("pane_engines", &engines);
    keys::focus(&mut app, Pane::Engines);
    let _ = app.update(Msg::press(KeyCode::Char('L')));
    let id = app.engines[0].id;
    let _ = app.update(Msg::EngineLog(
        id,
        vec![
            "> uci".to_owned(),
            "< id name Stockfish 16".to_owned(),
            "< uciok".to_owned(),
            "> isready".to_owned(),
            "< readyok".to_owned(),
        ],
    ));
    let _ = app.update(Msg::Resize(80, 24));
    check_snapshot("screen_engine_log_80x24", &screen(&app, 80, 24));
}

/// An engine with a longer name: at 80x24 its one-row entry used to cut the disagreement
/// (`≠ d4 (Tab, w: wh`); it now takes a shorter form that fits, and so does a narrow roomy
/// pane (`≠ stockfish-17.1 prefers d4 (Tab here, w: why?)` was cut at the pane's edge; `w`
/// now acts on it from any pane, so the mark no longer says Tab).
#[test]
fn the_disagreement_fits_a_narrow_engines_pane() {
    let mut app = app_with_engines_at(analysed_app(), "stockfish-17.1");
    let _ = app.update(Msg::Resize(80, 24));
    let screen = screen(&app, 80, 24);
    check_snapshot("screen_engines_long_name_80x24", &screen);
    assert!(
        screen.contains("│stockfish-17.1 d24 +0.48 █████░░░░░ ≠ d4 (w: why?)│"),
        "{screen}"
    );
    let roomy = pane(&app, Pane::Engines, 40, 45);
    check_snapshot("pane_engines_narrow", &roomy);
    assert!(
        roomy.contains("│≠ stockfish-17.1 prefers d4 (w: why?) │"),
        "{roomy}"
    );
    // Narrower still, one row: the bar gives way to the mark.
    let row = pane(&app, Pane::Engines, 40, 6);
    assert!(row.contains("│stockfish-17.1 d24 +0.48 ≠ d4"), "{row}");
}

/// `w` acts on a disagreement the Engines pane shows from any pane but Lines and Moves: no
/// Tab to the Engines pane first.
#[test]
fn w_from_the_board_compares_the_disagreement_shown() {
    use kibitzer_tui::Effect;
    let mut app = app_with_engines_at(analysed_app(), "stockfish");
    let shown = app.disagreement(0).expect("the pane marks a disagreement");
    assert_eq!(app.focus, Pane::Board);
    let effects = app.update(Msg::press(KeyCode::Char('w')));
    let Some(Effect::Compare(_, request, _)) = effects.first() else {
        panic!("w compares: {effects:?}");
    };
    assert_eq!(request.candidates, vec![shown]);
    assert!(app.compare().unwrap().second_opinion.is_some());
    // From the Moves pane, `w` still asks about the move that led to the position.
    let mut app = app_with_engines_at(analysed_app(), "stockfish");
    keys::focus(&mut app, Pane::Moves);
    let effects = app.update(Msg::press(KeyCode::Char('w')));
    let Some(Effect::Compare(_, request, _)) = effects.first() else {
        panic!("w compares: {effects:?}");
    };
    assert_ne!(request.candidates, vec![shown]);
}

#[test]
fn compare_pane_of_a_second_opinion_at_80x24() {
    use kibitzer::compare::compare;
    use kibitzer::search::{Search, SearchOptions, StopSignal};
    use kibitzer_tui::Effect;
    let mut app = app_with_engines_at(analysed_app_with(2, Some(3)), "stockfish");
    keys::focus(&mut app, Pane::Engines);
    let effects = app.update(Msg::press(KeyCode::Char('w')));
    let Some(Effect::Compare(id, request, _)) = effects.into_iter().next() else {
        panic!("w compares");
    };
    let _ = app.update(Msg::Resize(80, 24));
    check_snapshot("screen_compare_second_opinion_80x24", &screen(&app, 80, 24));
    let mut search = Search::new(SearchOptions {
        hash_mb: 1,
        ..SearchOptions::default()
    });
    let result = compare(&mut search, &request, &StopSignal::never()).unwrap();
    let _ = app.update(Msg::Compared(id, Ok(Box::new(result))));
    let done = screen(&app, 80, 24);
    assert!(
        done.contains("4.d4 -0.69 (kibitzer)"),
        "the compared move's score is the judge's, named: {done}"
    );
    assert!(
        done.contains("(stockfish +0.48 at depth"),
        "the engine's own score is named: {done}"
    );
    check_snapshot("screen_compare_second_opinion_done_80x24", &done);
}

/// A reviewed game at 80x24 and 160x50: the graph takes the rows its marks need (at 80x24 it
/// had one row, where a mark is only a colour), and the status bar's summary leads with the
/// accuracies and marks, whole at 80 columns.
#[test]
fn a_reviewed_game_at_80x24_and_160x50() {
    let game = kibitzer::pgn::read_pgn("1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0").unwrap();
    let mut app = keys::app_on(game);
    keys::command(&mut app, "depth 3");
    let effects = keys::key(&mut app, KeyCode::Char('A'));
    crate::support::judge_work::run(&mut app, effects);
    for (w, h) in [(80, 24), (160, 50)] {
        let _ = app.update(Msg::Resize(w, h));
        let shown = screen(&app, w, h);
        check_snapshot(&format!("screen_reviewed_{w}x{h}"), &shown);
        assert!(
            shown.contains('⁇'),
            "3...Nf6?? is marked on the graph:\n{shown}"
        );
        let status = shown.lines().last().unwrap();
        assert!(status.contains("White "), "{status}");
        assert!(status.contains(" · Black "), "{status}");
        assert!(shown.contains(", accuracy "), "{shown}");
    }
}
