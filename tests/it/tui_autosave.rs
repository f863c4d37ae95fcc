//! The autosave through `App::update`: written on the autosave's tick only once the game was
//! edited (a new session never overwrites the unsaved work of a killed one), at most once a
//! tick and only when it changed; at exit (clean or not); reopened by `:resume` (its tree,
//! the move shown, the file it came from) with a clear message when there is none or it is
//! corrupt; and the start's hint when the last session did not end cleanly.

use crate::support::keys;

use std::path::{Path, PathBuf};

use crossterm::event::KeyCode;
use keys::{app_on, app_with, command, key, line, main_line};
use kibitzer::autosave::{Autosave, AutosaveError};
use kibitzer::game::Game;
use kibitzer::text_file::TextFile;
use kibitzer_tui::{App, Effect, Msg, Settings};

const OPERA: &str = include_str!("../data/opera.pgn");
const FILE: &str = "/data/kibitzer/autosave.json";

/// A workstation that autosaves to `FILE`.
fn autosaving(game: Game) -> App {
    let settings = Settings {
        autosave_path: Some(PathBuf::from(FILE)),
        ..Settings::default()
    };
    app_with(game, settings)
}

/// The autosave one tick at `now` writes, if any.
fn tick(app: &mut App, now: u64) -> Option<Autosave> {
    written(&app.update(Msg::AutosaveTick(now)))
}

/// The autosave in `effects`, if any.
fn written(effects: &[Effect]) -> Option<Autosave> {
    match effects {
        [] => None,
        [Effect::WriteAutosave(path, text)] => {
            assert_eq!(path, Path::new(FILE));
            Some(Autosave::from_json(path, text).unwrap())
        }
        other => panic!("expected at most one autosave, got {other:?}"),
    }
}

#[test]
fn an_edit_is_autosaved_on_the_next_tick_and_only_when_it_changed() {
    let mut app = autosaving(Game::default());
    // Nothing edited (the analysis runs, keys are pressed): nothing written. (Two Tabs: the
    // Evaluation pane, where Left steps the game; in Lines it looks at the selected line.)
    key(&mut app, KeyCode::Tab);
    key(&mut app, KeyCode::Tab);
    assert_eq!(tick(&mut app, 10), None);
    command(&mut app, "move e4");
    command(&mut app, "move e5");
    let saved = tick(&mut app, 20).expect("the moves are autosaved");
    assert_eq!(saved.saved_at, 20);
    assert!(!saved.clean_exit);
    assert!(saved.pgn.contains("1. e4 e5"), "{}", saved.pgn);
    assert_eq!(saved.line, [0, 0]);
    // Nothing happened: nothing written; a step back changes the shown line: written.
    assert_eq!(tick(&mut app, 22), None);
    key(&mut app, KeyCode::Left);
    assert_eq!(tick(&mut app, 24).unwrap().line, [0]);
    // Something happened but the autosave is the same: nothing written.
    key(&mut app, KeyCode::Tab);
    assert_eq!(tick(&mut app, 26), None);
}

#[test]
fn an_opened_game_is_not_an_edit_until_it_is_edited() {
    let mut app = autosaving(Game::default());
    let _ = app.update(Msg::FileLoaded {
        path: PathBuf::from("/games/opera.pgn"),
        text: Ok(TextFile::decode(Path::new("/games/opera.pgn"), OPERA)),
    });
    key(&mut app, KeyCode::Down);
    key(&mut app, KeyCode::Enter);
    key(&mut app, KeyCode::Home);
    assert_eq!(
        tick(&mut app, 1),
        None,
        "opening and walking is not an edit"
    );
    key(&mut app, KeyCode::Right);
    command(&mut app, "move c5");
    let saved = tick(&mut app, 2).unwrap();
    assert_eq!(saved.file.as_deref(), Some("/games/opera.pgn"));
    assert_eq!(saved.game_number, Some(2));
    assert_eq!(saved.games, 4);
    assert_eq!(saved.line, [0, 1], "1.e4, then the new variation 1...c5");
    // The variation, the comments and the headers are there.
    assert!(saved.pgn.contains("(1... c5"), "{}", saved.pgn);
    assert!(saved.pgn.contains("[White "), "{}", saved.pgn);
}

#[test]
fn the_exit_writes_an_edited_game_and_marks_a_clean_one() {
    // No edit, no autosave written by this session: the file (a killed session's) is kept.
    let mut app = autosaving(Game::default());
    assert!(app.autosave_at_exit(false, 5).is_none());
    assert!(app.autosave_at_exit(true, 5).is_none());
    // An edit not yet ticked: a signal's exit writes it.
    command(&mut app, "move d4");
    let saved = written(
        &app.autosave_at_exit(false, 6)
            .into_iter()
            .collect::<Vec<_>>(),
    );
    let saved = saved.expect("the exit writes the edit");
    assert!(saved.pgn.contains("1. d4") && !saved.clean_exit);
    // A clean exit writes it again, marked clean, even when unchanged.
    let saved = written(
        &app.autosave_at_exit(true, 7)
            .into_iter()
            .collect::<Vec<_>>(),
    );
    assert!(saved.unwrap().clean_exit);
    // Without a data directory nothing is written.
    let mut app = app_on(Game::default());
    command(&mut app, "move d4");
    assert!(app.autosave_at_exit(false, 8).is_none());
    assert_eq!(tick(&mut app, 9), None);
}

/// The autosave of a session that played 1.e4 e5 2.Nf3, then went back to 1...e5 and tried
/// 1...c5 (shown).
fn session(file: Option<&str>, games: usize) -> Autosave {
    let mut app = autosaving(Game::default());
    for mv in ["e4", "e5", "Nf3"] {
        command(&mut app, &format!("move {mv}"));
    }
    key(&mut app, KeyCode::Left);
    key(&mut app, KeyCode::Left);
    command(&mut app, "move c5");
    let mut autosave = app.autosave_snapshot();
    autosave.file = file.map(str::to_owned);
    autosave.game_number = file.map(|_| games);
    autosave.games = games;
    autosave.saved_at = 1_795_480_260;
    autosave
}

#[test]
fn resume_reopens_the_tree_and_the_move_shown() {
    let mut app = autosaving(Game::default());
    let effects = command(&mut app, "resume");
    assert!(matches!(&effects[..], [Effect::ReadAutosave(path, true)] if path == Path::new(FILE)));
    let _ = app.update(Msg::AutosaveRead(
        Ok(Some(session(Some("/games/one.pgn"), 1))),
        true,
    ));
    assert_eq!(main_line(&app), ["e4", "e5", "Nf3"]);
    assert_eq!(line(&app), ["e4", "c5"]);
    let (status, error) = app.status.clone().unwrap();
    assert!(!error);
    assert_eq!(
        status,
        "resumed the session of 2026-11-24 00:31 UTC (/games/one.pgn)"
    );
    // A file of one game: `:save!` writes it there again.
    let effects = command(&mut app, "save!");
    assert!(
        matches!(&effects[..], [Effect::SaveFile(save)] if save.path == Path::new("/games/one.pgn") && save.text.contains("(1... c5")),
        "{effects:?}"
    );
    // The resumed session is autosaved again (its origin kept), and marked clean at exit.
    let saved = tick(&mut app, 30).unwrap();
    assert_eq!(saved.file.as_deref(), Some("/games/one.pgn"));
    let clean = written(
        &app.autosave_at_exit(true, 31)
            .into_iter()
            .collect::<Vec<_>>(),
    );
    assert!(clean.unwrap().clean_exit);
}

#[test]
fn a_resumed_game_of_a_collection_is_not_written_back_over_the_collection() {
    let mut app = autosaving(Game::default());
    let _ = app.update(Msg::AutosaveRead(
        Ok(Some(session(Some("/games/many.pgn"), 3))),
        true,
    ));
    assert_eq!(line(&app), ["e4", "c5"]);
    let status = app.status.clone().unwrap().0;
    assert!(status.ends_with("(game 3 of /games/many.pgn: save it with :save FILE)"));
    command(&mut app, "save!");
    let (status, error) = app.status.clone().unwrap();
    assert!(
        error && status.contains(":save! needs a file name"),
        "{status}"
    );
    assert_eq!(tick(&mut app, 1).unwrap().game_number, Some(3));
}

#[test]
fn nothing_to_resume_or_a_corrupt_autosave_says_so_and_changes_nothing() {
    let mut app = autosaving(Game::default());
    command(&mut app, "move e4");
    let corrupt = Autosave::from_json(Path::new(FILE), "{ not json").unwrap_err();
    let cases: [(Result<Option<Autosave>, AutosaveError>, &str); 3] = [
        (Ok(None), "nothing to resume: no session was autosaved"),
        (
            Err(corrupt),
            "cannot resume: /data/kibitzer/autosave.json: not a kibitzer autosave",
        ),
        (
            Ok(Some(Autosave::new("1. e4 e5 2. Ke3 *".to_owned(), 0))),
            "cannot resume: the autosaved game: ",
        ),
    ];
    for (result, message) in cases {
        let _ = app.update(Msg::AutosaveRead(result, true));
        let (status, error) = app.status.clone().unwrap();
        assert!(error && status.starts_with(message), "{status}");
        assert_eq!(line(&app), ["e4"]);
    }
    let mut app = app_on(Game::default());
    command(&mut app, "resume");
    assert!(app.status.clone().unwrap().0.contains("no data directory"));
}

#[test]
fn the_start_says_when_an_unsaved_session_is_waiting() {
    let mut app = autosaving(Game::default());
    // A warning stands in the status bar (a bad command here; at a start, the config's).
    command(&mut app, "hash 0");
    let _ = app.update(Msg::AutosaveRead(Ok(Some(session(None, 0))), false));
    assert_eq!(
        app.status.clone().unwrap(),
        (
            "hash must be 1 to 65536 MB; :resume reopens the unsaved session of 2026-11-24 00:31 UTC (or start \
             with --resume)"
                .to_owned(),
            true
        )
    );
    assert_eq!(line(&app), Vec::<String>::new(), "not reopened");
    // A session that ended cleanly, or none: no hint.
    let mut clean = session(None, 0);
    clean.clean_exit = true;
    for result in [Ok(Some(clean)), Ok(None)] {
        let mut app = autosaving(Game::default());
        let _ = app.update(Msg::AutosaveRead(result, false));
        assert_eq!(app.status, None);
    }
}
