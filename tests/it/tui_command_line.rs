//! The command line through `App::update`: a cursor, Ctrl-W and Ctrl-U, a history walked with
//! Up/Down and written by the runtime (never by `update`), and Tab completion of command
//! names and of files (from a listing of a temporary directory).

use crate::support::keys;

use std::path::PathBuf;

use crossterm::event::{KeyCode, KeyModifiers};
use keys::{app_on, key, key_with, typed};
use kibitzer::game::Game;
use kibitzer_tui::{
    App, COMMAND_TABLE, Command, Completion, Effect, Msg, Settings, complete, list_directory,
};

fn app() -> App {
    app_on(Game::default())
}

fn ctrl(app: &mut App, c: char) -> Vec<Effect> {
    key_with(app, KeyCode::Char(c), KeyModifiers::CONTROL)
}

#[test]
fn the_cursor_moves_and_edits_happen_at_it() {
    let mut app = app();
    key(&mut app, KeyCode::Char(':'));
    typed(&mut app, "dpth 3");
    key(&mut app, KeyCode::Home);
    key(&mut app, KeyCode::Right);
    typed(&mut app, "e");
    assert_eq!(app.command_input(), Some("depth 3"));
    assert_eq!(app.command_line().unwrap().cursor(), 2);
    key(&mut app, KeyCode::Delete);
    assert_eq!(app.command_input(), Some("deth 3"));
    key(&mut app, KeyCode::Backspace);
    assert_eq!(app.command_input(), Some("dth 3"));
    key(&mut app, KeyCode::End);
    key(&mut app, KeyCode::Left);
    typed(&mut app, "1");
    assert_eq!(app.command_input(), Some("dth 13"));
    ctrl(&mut app, 'w');
    assert_eq!(
        app.command_input(),
        Some("dth 3"),
        "the word before the cursor"
    );
    typed(&mut app, "depth 5 ");
    key(&mut app, KeyCode::Left);
    ctrl(&mut app, 'u');
    assert_eq!(app.command_input(), Some(" 3"));
    key(&mut app, KeyCode::Enter);
    assert!(app.command_line().is_none());
}

#[test]
fn the_history_is_walked_kept_and_written_by_the_runtime() {
    let settings = Settings {
        history_path: Some(PathBuf::from("history-file")),
        ..Settings::default()
    };
    let mut app = keys::app_with(Game::default(), settings);
    let _ = app.update(Msg::HistoryLoaded(Ok("depth 3\n\nmultipv 2\n".to_owned())));
    assert_eq!(app.command_history, ["depth 3", "multipv 2"]);
    key(&mut app, KeyCode::Char(':'));
    typed(&mut app, "fe");
    key(&mut app, KeyCode::Up);
    assert_eq!(app.command_input(), Some("multipv 2"));
    key(&mut app, KeyCode::Up);
    key(&mut app, KeyCode::Up);
    assert_eq!(app.command_input(), Some("depth 3"), "the oldest stays");
    key(&mut app, KeyCode::Down);
    key(&mut app, KeyCode::Down);
    assert_eq!(app.command_input(), Some("fe"), "what was typed comes back");
    key(&mut app, KeyCode::Up);
    let effects = key(&mut app, KeyCode::Enter);
    assert_eq!(app.settings().multipv, 2, "the recalled command ran");
    // Not twice in a row: nothing to write.
    assert!(
        !effects
            .iter()
            .any(|e| matches!(e, Effect::WriteHistory(..)))
    );
    let effects = keys::command(&mut app, "depth 4");
    let written = effects.iter().find_map(|e| match e {
        Effect::WriteHistory(path, text) => Some((path.clone(), text.clone())),
        _ => None,
    });
    assert_eq!(
        written,
        Some((
            PathBuf::from("history-file"),
            "depth 3\nmultipv 2\ndepth 4\n".to_owned()
        ))
    );
    // Bounded: only the last lines are kept.
    let many = (0..600)
        .map(|i| format!("depth {i}"))
        .collect::<Vec<_>>()
        .join("\n");
    let _ = app.update(Msg::HistoryLoaded(Ok(many)));
    assert_eq!(app.command_history.len(), kibitzer_tui::HISTORY_LIMIT);
    assert_eq!(app.command_history[0], "depth 100");
    // An unreadable file is a message, not an error; the workstation goes on.
    let _ = app.update(Msg::HistoryLoaded(Err(
        "history: permission denied".to_owned()
    )));
    let (message, error) = app.status.clone().unwrap();
    assert!(message.contains("permission denied") && !error);
}

#[test]
fn without_a_history_file_nothing_is_written() {
    let mut app = app();
    let effects = keys::command(&mut app, "depth 4");
    assert!(
        !effects
            .iter()
            .any(|e| matches!(e, Effect::WriteHistory(..)))
    );
    assert_eq!(app.command_history, ["depth 4"]);
}

#[test]
fn tab_completes_command_names() {
    let mut app = app();
    key(&mut app, KeyCode::Char(':'));
    typed(&mut app, "ann");
    key(&mut app, KeyCode::Tab);
    assert_eq!(app.command_input(), Some("annotate "));
    ctrl(&mut app, 'u');
    typed(&mut app, "mo");
    key(&mut app, KeyCode::Tab);
    assert_eq!(app.command_input(), Some("move"));
    let (candidates, _) = app.status.clone().unwrap();
    assert_eq!(candidates, "move  movetime");
}

#[test]
fn tab_completes_files_from_a_listing_the_runtime_makes() {
    let dir = std::env::temp_dir().join(format!("kibitzer-completion-{}", std::process::id()));
    std::fs::create_dir_all(dir.join("games")).unwrap();
    std::fs::write(dir.join("gambit.pgn"), "").unwrap();
    std::fs::write(dir.join("other.pgn"), "").unwrap();
    let typed_dir = format!("{}/", dir.display());

    let mut app = app();
    key(&mut app, KeyCode::Char(':'));
    typed(&mut app, &format!("pgn {typed_dir}ot"));
    let effects = key(&mut app, KeyCode::Tab);
    let [Effect::ListDirectory(directory, path)] = effects.as_slice() else {
        panic!("a listing is asked for: {effects:?}");
    };
    assert_eq!(directory, &typed_dir);
    let listing = list_directory(path);
    let _ = app.update(Msg::DirectoryListed {
        directory: directory.clone(),
        listing,
    });
    assert_eq!(
        app.command_input(),
        Some(format!("pgn {typed_dir}other.pgn").as_str())
    );

    ctrl(&mut app, 'u');
    typed(&mut app, &format!("save {typed_dir}ga"));
    key(&mut app, KeyCode::Tab);
    let _ = app.update(Msg::DirectoryListed {
        directory: typed_dir.clone(),
        listing: list_directory(&dir),
    });
    assert_eq!(
        app.command_input(),
        Some(format!("save {typed_dir}gam").as_str())
    );
    assert_eq!(app.status.clone().unwrap().0, "gambit.pgn  games/");
    // A listing for a line that changed meanwhile is dropped.
    typed(&mut app, "e");
    let _ = app.update(Msg::DirectoryListed {
        directory: "elsewhere/".to_owned(),
        listing: list_directory(&dir),
    });
    assert_eq!(
        app.command_input(),
        Some(format!("save {typed_dir}game").as_str())
    );
    // A directory that cannot be listed is a message.
    let _ = app.update(Msg::DirectoryListed {
        directory: typed_dir.clone(),
        listing: list_directory(&dir.join("missing")),
    });
    assert!(app.status.clone().unwrap().0.starts_with("cannot list"));
    std::fs::remove_dir_all(&dir).unwrap();
}

/// Every command of the table runs (whatever its argument does, its name is known), Tab
/// completes it, and a name not in the table is an unknown command.
#[test]
fn every_command_of_the_table_is_parsed_and_completed_and_no_other() {
    for entry in COMMAND_TABLE {
        let mut app = app();
        keys::command(&mut app, entry.name);
        let status = app.status.clone().map(|(text, _)| text).unwrap_or_default();
        assert!(
            !status.contains("unknown command"),
            ":{} {status}",
            entry.name
        );
        assert_eq!(Command::named(entry.name), Some(entry.command));
        let completed = complete(entry.name);
        assert!(
            matches!(&completed, Completion::Text(text, _) if text.starts_with(entry.name)),
            "{} {completed:?}",
            entry.name
        );
    }
    for name in ["dpth", "Save", "save!!", "engines", "mainline!"] {
        let mut app = app();
        keys::command(&mut app, name);
        let (status, error) = app.status.clone().unwrap();
        assert!(
            error && status.contains("unknown command"),
            ":{name} {status}"
        );
    }
}

#[test]
fn a_move_command_that_cannot_be_played_says_why() {
    let mut app = app();
    for san in ["d4", "d5", "Nf3", "Nf6"] {
        keys::command(&mut app, &format!("move {san}"));
    }
    assert_eq!(app.game.cursor(), 4);
    for (text, says) in [
        ("Nd2", "\"Nd2\" is ambiguous: Nbd2, Nfd2"),
        ("e9", "\"e9\" is not a move"),
        ("Ke3", "\"Ke3\" is not a legal move here"),
    ] {
        keys::command(&mut app, &format!("move {text}"));
        let (message, error) = app.status.clone().unwrap();
        assert!(error, "{text}");
        assert!(message.contains(says), "{text}: {message}");
        keys::command(&mut app, &format!("why {text}"));
        assert!(app.status.clone().unwrap().0.contains(says), "why {text}");
    }
    assert_eq!(app.game.cursor(), 4);
}
