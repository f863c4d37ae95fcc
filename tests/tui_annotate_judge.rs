//! Who judges the workstation's review (`A`) and comparisons (`w`) (issue #33, items 1 and 5),
//! from `App::update`: the engine `[review] engine` names, else the first external engine
//! running in the Engines pane, else kibitzer's own search; a name the config does not have
//! is a clear error. Then the runtime's worker (`JudgeWork`) with `fake-uci-engine` as the
//! judge: its verdicts become the marks, the panes and `:save` say who judged, and a stopped
//! review ends the judging engine's process.

#[path = "it/support/judge_work.rs"]
mod judge_work;
use judge_work::run;
#[path = "it/support/keys.rs"]
mod keys;
#[path = "it/support/screen.rs"]
mod screen;

use std::sync::{Arc, Mutex, mpsc};
use std::time::Duration;

use crossterm::event::KeyCode;
use keys::{app_on, command, key};
use kibitzer::annotate::{Judgement, Judging};
use kibitzer::config::Config;
use kibitzer::engine::{EngineId, EngineSpec, EngineStatus, RequestId, SearchEvent, SearchId};
use kibitzer_tui::{AnnotateReport, App, Effect, JudgeWork, Msg};
use shakmaty::Position;

#[path = "it/support/fake_engine.rs"]
mod fake_engine;
use fake_engine::FAKE;
/// 3...Nf6?? allows 4.Qxf7#.
const SCHOLAR: &str = "1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0";
/// The fake engine's name for itself (`id name`).
const FAKE_NAME: &str = "Fake Engine 1.0";

/// The tests that start engine processes run one at a time (the leak check counts them).
static PROCESSES: Mutex<()> = Mutex::new(());

/// A config with the fake engine as `[[engine]]` "fake" (not analysing), judging when
/// `judges`: its restricted searches score -300, so every move but the position's first legal
/// move is a blunder in its eyes.
fn fake_config(judges: &str) -> String {
    format!(
        "{judges}\n[[engine]]\nname = \"fake\"\npath = \"{FAKE}\"\n\
         args = [\"--restricted-cp\", \"-300\"]\nenabled = false\n"
    )
}

/// A workstation on `pgn` (shown at its end) configured by `config`, searching to depth 3.
fn configured(pgn: &str, config: &Config) -> App {
    let mut app = app_on(kibitzer::pgn::read_pgn(pgn).unwrap());
    app.configure(config);
    let _ = command(&mut app, "depth 3");
    app
}

/// The judge of the review that `A` asks for.
fn review_judge(app: &mut App) -> Judging {
    let effects = key(app, KeyCode::Char('A'));
    let judging = effects.into_iter().find_map(|e| match e {
        Effect::Annotate(_, request) => Some(request.judging),
        _ => None,
    });
    key(app, KeyCode::Esc);
    judging.expect("A asks for a review")
}

/// The judge of the comparison that `w` asks for.
fn compare_judge(app: &mut App) -> Judging {
    let effects = key(app, KeyCode::Char('w'));
    let judging = effects.into_iter().find_map(|e| match e {
        Effect::Compare(_, _, judging) => Some(*judging),
        _ => None,
    });
    key(app, KeyCode::Esc);
    judging.expect("w asks for a comparison")
}

fn engine_name(judging: &Judging) -> Option<&str> {
    match judging {
        Judging::Engine { spec, .. } => Some(&spec.name),
        Judging::Kibitzer => None,
    }
}

#[test]
fn the_engine_the_config_names_judges_a_and_w() {
    let config = Config::parse(&fake_config("[review]\nengine = \"FAKE\"")).unwrap();
    let mut app = configured(SCHOLAR, &config);
    for judging in [review_judge(&mut app), compare_judge(&mut app)] {
        let Judging::Engine { spec, .. } = &judging else {
            panic!("the named engine judges: {judging:?}");
        };
        assert_eq!(spec.name, "fake");
        assert_eq!(spec.path, std::path::Path::new(&*FAKE));
        assert_eq!(spec.args, ["--restricted-cp", "-300"]);
    }
}

/// The driver's news of engine `engine`.
fn news(app: &mut App, engine: EngineId, status: EngineStatus) {
    let id = RequestId {
        engine,
        search: SearchId(0),
    };
    let _ = app.update(Msg::Search(Box::new(SearchEvent::Engine { id, status })));
}

#[test]
fn without_a_choice_the_first_running_external_engine_judges_else_kibitzer() {
    let mut app = configured(SCHOLAR, &Config::default());
    assert!(matches!(review_judge(&mut app), Judging::Kibitzer));
    assert!(matches!(compare_judge(&mut app), Judging::Kibitzer));
    let (text, _) = app.status.clone().unwrap_or_default();
    assert!(
        !text.contains("judged by") || text.contains("kibitzer"),
        "{text}"
    );
    // Two engines added; neither has answered its handshake yet: not running.
    app.add_engine(EngineSpec::from_path("/usr/games/gnuchess"));
    app.add_engine(EngineSpec::from_path("/usr/games/stockfish"));
    let (gnuchess, stockfish) = (app.engines[0].id, app.engines[1].id);
    assert!(matches!(review_judge(&mut app), Judging::Kibitzer));
    let ready = |name: &str| EngineStatus::Ready {
        name: name.to_owned(),
        author: String::new(),
    };
    news(&mut app, stockfish, ready("Stockfish 17"));
    assert_eq!(engine_name(&review_judge(&mut app)), Some("stockfish"));
    assert_eq!(engine_name(&compare_judge(&mut app)), Some("stockfish"));
    news(&mut app, gnuchess, ready("GNU Chess 6"));
    assert_eq!(
        engine_name(&review_judge(&mut app)),
        Some("gnuchess"),
        "the first in the Engines pane"
    );
    // One that is off is not running.
    command(&mut app, "engine off gnuchess");
    assert_eq!(engine_name(&review_judge(&mut app)), Some("stockfish"));
}

#[test]
fn an_unknown_engine_name_is_a_config_error_and_never_a_panic() {
    let text = fake_config("[review]\nengine = \"komodo\"");
    let error = Config::parse(&text).unwrap_err();
    assert_eq!(error.line, 2, "{error}");
    assert!(
        error
            .message
            .contains("[review] engine = \"komodo\" names no [[engine]] table")
            && error.message.contains("\"fake\""),
        "{error}"
    );
    // A config made in code with the same mistake: A and w say so, and nothing starts.
    let mut config = Config::parse(&fake_config("")).unwrap();
    config.review.engine = Some("komodo".to_owned());
    let mut app = configured(SCHOLAR, &config);
    let effects = key(&mut app, KeyCode::Char('A'));
    assert!(!effects.iter().any(|e| matches!(e, Effect::Annotate(..))));
    let (text, error) = app.status.clone().unwrap();
    assert!(error, "{text}");
    assert!(
        text.starts_with("cannot review: [review] engine = \"komodo\" names no [[engine]]"),
        "{text}"
    );
    assert!(app.annotation.is_none());
    let effects = key(&mut app, KeyCode::Char('w'));
    assert!(!effects.iter().any(|e| matches!(e, Effect::Compare(..))));
    let (text, error) = app.status.clone().unwrap();
    assert!(
        error && text.starts_with("cannot compare: [review]"),
        "{text}"
    );
}

/// The screen of `app` at 160x50, as text.
fn screen(app: &App) -> String {
    screen::screen_rows(app, 160, 50)
        .into_iter()
        .map(|row| row + "\n")
        .collect()
}

#[test]
fn an_external_judge_decides_the_marks_and_says_so() {
    let _one = PROCESSES
        .lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner);
    let config = Config::parse(&fake_config("[review]\nengine = \"fake\"")).unwrap();
    let mut app = configured(SCHOLAR, &config);
    app.game.forget_edits();
    key(&mut app, KeyCode::Home);
    let effects = key(&mut app, KeyCode::Char('A'));
    let (text, _) = app.status.clone().unwrap();
    assert!(
        text.starts_with("reviewing the game: 0/7 moves, judged by fake"),
        "{text}"
    );
    run(&mut app, effects);
    let run = app.annotation.as_ref().expect("the review finished");
    let review = run.judged.as_ref().expect("judged");
    assert_eq!(review.judged_by, FAKE_NAME);
    assert_eq!(run.judged_by, FAKE_NAME);
    // Exactly the moves that are not their position's first legal move are blunders.
    assert_eq!(review.moves.len(), 7);
    for m in &review.moves {
        let parent = app.game.node(m.parent).position();
        let first = parent.legal_moves()[0];
        let played = app.game.node(m.node).mv().unwrap();
        let expected = (played != first).then_some(Judgement::Blunder);
        assert_eq!(
            m.judgement,
            expected,
            "{}",
            app.game.node(m.node).san().unwrap()
        );
        assert_eq!(m.best_line.first(), Some(&first), "the engine's best line");
    }
    assert!(!run.marks().is_empty());
    let (text, _) = app.status.clone().unwrap();
    assert!(text.starts_with("White "), "{text}");
    assert!(text.contains(&format!(" by {FAKE_NAME} · ")), "{text}");
    assert!(
        screen(&app).contains(&format!("judged by {FAKE_NAME}")),
        "the graph says who judged:\n{}",
        screen(&app)
    );
    // `:save` names the judge as `kibitzer annotate` does.
    let saved = match command(&mut app, "save out.pgn").as_slice() {
        [Effect::SaveFile(save)] => save.text.clone(),
        other => panic!("expected one save, got {other:?}"),
    };
    assert!(
        saved.contains(&format!("[Annotator \"{FAKE_NAME}\"]")),
        "{saved}"
    );
    // `w` on a marked move: the review's comparison, judged by the engine.
    key(&mut app, KeyCode::Home);
    key(&mut app, KeyCode::Char(']'));
    let effects = key(&mut app, KeyCode::Char('w'));
    assert!(!effects.iter().any(|e| matches!(e, Effect::Compare(..))));
    let comparison = app.compare().unwrap().comparison().unwrap();
    assert_eq!(comparison.judged_by, FAKE_NAME);
    assert!(
        screen(&app).contains(&format!(
            ": board on played line 0/3, judged by {FAKE_NAME} "
        )),
        "{}",
        screen(&app)
    );
}

#[test]
fn w_is_judged_by_the_external_engine_told_the_games_moves() {
    let _one = PROCESSES
        .lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner);
    let config = Config::parse(&fake_config("[review]\nengine = \"fake\"")).unwrap();
    let mut app = configured("1. e4 e5 2. Nf3 *", &config);
    // 2.Nf3 is not the first legal move after 1...e5: the fake engine calls it a blunder.
    let effects = key(&mut app, KeyCode::Char('w'));
    let Some(Effect::Compare(_, request, _)) =
        effects.iter().find(|e| matches!(e, Effect::Compare(..)))
    else {
        panic!("w compares: {effects:?}");
    };
    let line = request
        .root
        .line
        .as_ref()
        .expect("the game's moves go with the request");
    assert_eq!(line.start, shakmaty::Chess::default());
    assert_eq!(
        line.moves.len(),
        2,
        "1.e4 e5, the moves to the compared position"
    );
    run(&mut app, effects);
    let comparison = app.compare().unwrap().comparison().expect("compared");
    assert_eq!(comparison.judged_by, FAKE_NAME);
    let candidate = &comparison.candidates[0];
    assert_eq!(candidate.judgement, Some(Judgement::Blunder));
    assert_eq!(candidate.line.score, kibitzer::Score::cp(-300));
}

/// The fake engine processes that are children of this test process (zombies included).
fn fake_children() -> Vec<u32> {
    let me = std::process::id().to_string();
    let mut found = Vec::new();
    for entry in std::fs::read_dir("/proc").unwrap().flatten() {
        let Ok(pid) = entry.file_name().to_string_lossy().parse::<u32>() else {
            continue;
        };
        let Ok(stat) = std::fs::read_to_string(format!("/proc/{pid}/stat")) else {
            continue;
        };
        // pid (comm) state ppid ...: the comm may hold spaces, so read after its ')'.
        let Some(rest) = stat.rsplit_once(')').map(|(_, rest)| rest) else {
            continue;
        };
        let parent = rest.split_whitespace().nth(1).unwrap_or_default();
        if parent == me && stat.contains("(fake-uci-engin") {
            found.push(pid);
        }
    }
    found
}

#[test]
fn a_stopped_review_ends_its_judging_engine() {
    let _one = PROCESSES
        .lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner);
    assert_eq!(fake_children(), Vec::<u32>::new());
    let config = Config::parse(&fake_config("[review]\nengine = \"fake\"")).unwrap();
    let movetext = ["Nf3", "Nf6", "Ng1", "Ng8"].repeat(10).join(" ");
    let mut app = configured(&format!("{movetext} *"), &config);
    let effects = key(&mut app, KeyCode::Char('A'));
    let Some(Effect::Annotate(id, request)) = effects
        .into_iter()
        .find(|e| matches!(e, Effect::Annotate(..)))
    else {
        panic!("A reviews");
    };
    let work = Arc::new(JudgeWork::default());
    let canceller = Arc::clone(&work);
    let (tx, rx) = mpsc::channel();
    // The review is stopped as its first judged move arrives (A or Esc in the workstation).
    work.annotate(id, *request, move |msg| {
        if matches!(msg, Msg::Annotated(_, AnnotateReport::Position(..))) {
            canceller.cancel_annotate();
        }
        let _ = tx.send(msg);
    });
    let mut messages = Vec::new();
    loop {
        match rx.recv_timeout(Duration::from_secs(30)) {
            Ok(msg) => messages.push(msg),
            Err(mpsc::RecvTimeoutError::Disconnected) => break,
            Err(mpsc::RecvTimeoutError::Timeout) => panic!("the stopped review never ended"),
        }
    }
    assert_eq!(messages.len(), 1, "nothing after the stop: {messages:?}");
    assert_eq!(
        fake_children(),
        Vec::<u32>::new(),
        "the judging engine's process is ended and reaped"
    );
    // A judge that cannot start is a message, not a hang or a panic.
    let mut config = Config::parse(&fake_config("[review]\nengine = \"fake\"")).unwrap();
    config.engines[0].path = "/nonexistent/engine".into();
    let mut app = configured(SCHOLAR, &config);
    let effects = key(&mut app, KeyCode::Char('A'));
    run(&mut app, effects);
    assert!(app.annotation.is_none());
    let (text, error) = app.status.clone().unwrap();
    assert!(
        error && text.starts_with("cannot review: the judging engine failed"),
        "{text}"
    );
}

/// The limits of the review `A` asks for and the comparison `w` asks for (of the move that
/// led to the shown position, so the analysis's depth plays no part).
fn requested_limits(app: &mut App) -> (kibitzer::search::Limits, kibitzer::search::Limits) {
    let review = key(app, KeyCode::Char('A'))
        .into_iter()
        .find_map(|e| match e {
            Effect::Annotate(_, request) => Some(request.limits),
            _ => None,
        })
        .expect("A asks for a review");
    key(app, KeyCode::Esc);
    let compare = key(app, KeyCode::Char('w'))
        .into_iter()
        .find_map(|e| match e {
            Effect::Compare(_, request, _) => Some(request.limits),
            _ => None,
        })
        .expect("w asks for a comparison");
    key(app, KeyCode::Esc);
    (review, compare)
}

#[test]
fn without_a_limit_an_external_judge_gets_a_node_budget_and_kibitzer_its_depth() {
    let unlimited = |config: &Config| {
        let mut app = configured(SCHOLAR, config);
        let _ = command(&mut app, "depth 0");
        app
    };
    let config = Config::parse(&fake_config("[review]\nengine = \"FAKE\"")).unwrap();
    let mut app = unlimited(&config);
    for limits in <[_; 2]>::from(requested_limits(&mut app)) {
        assert_eq!(limits.nodes, Some(kibitzer::annotate::ENGINE_DEFAULT_NODES));
        assert_eq!(limits.depth, None);
    }
    // A limit of the analysis is every judge's.
    let mut app = configured(SCHOLAR, &config);
    for limits in <[_; 2]>::from(requested_limits(&mut app)) {
        assert_eq!((limits.depth, limits.nodes), (Some(3), None));
    }
    let mut app = unlimited(&Config::default());
    for limits in <[_; 2]>::from(requested_limits(&mut app)) {
        assert_eq!(limits.depth, Some(kibitzer_tui::REVIEW_DEPTH));
        assert_eq!(limits.nodes, None);
    }
}
