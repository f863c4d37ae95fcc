//! Never overwrite silently (issue #32), through `App::update` with the saves carried out on
//! real files as the runtime does (`SaveRequest::write`): `:save FILE` refuses a file that
//! exists, naming it and its games; `:append FILE` adds the game after every byte of a
//! collection; `:overwrite FILE` replaces a file of at most one game, and one of more only
//! with their count typed (`:overwrite FILE N`); `:save! FILE` refuses another file that
//! exists, and `:save! FILE N` replaces it.

use crate::support::keys;

use std::path::{Path, PathBuf};

use crossterm::event::KeyCode;
use keys::{app_on, command, key};
use kibitzer::game::Game;
use kibitzer::pgn::{PgnIndex, WriteRule};
use kibitzer::text_file::TextFile;
use kibitzer_tui::{App, Effect, Msg};

const SIX: &str = include_str!("../data/six-games.pgn");
const OPERA: &str = include_str!("../data/opera.pgn");

/// A fresh directory for one test.
fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!(
        "kibitzer-save-safety-{}-{name}",
        std::process::id()
    ));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// Runs `line` and carries out its save as the runtime does, the outcome back to the app:
/// the rule the save was asked with, and the status bar after it.
fn save(app: &mut App, line: &str) -> (WriteRule, (String, bool)) {
    let effects = command(app, line);
    let rule = match effects.into_iter().next() {
        Some(Effect::SaveFile(request)) => {
            let rule = request.rule;
            let _ = app.update(request.write());
            rule
        }
        other => panic!("expected a save, got {other:?} ({:?})", app.status),
    };
    (rule, app.status.clone().unwrap())
}

/// The workstation with game 2 of the Opera file (read from `path`) opened and a move
/// added.
fn opera_game_two(path: &Path) -> App {
    std::fs::write(path, OPERA).unwrap();
    let mut app = app_on(Game::default());
    let _ = app.update(Msg::FileLoaded {
        path: path.to_path_buf(),
        text: Ok(TextFile::decode(path, OPERA)),
    });
    key(&mut app, KeyCode::Down);
    key(&mut app, KeyCode::Enter);
    command(&mut app, "move Bg4");
    app
}

fn a_game() -> App {
    let mut app = app_on(Game::default());
    command(&mut app, "move e4");
    command(&mut app, "move c5");
    app
}

fn games(text: &str) -> usize {
    PgnIndex::scan(text).entries().len()
}

#[test]
fn save_refuses_an_existing_file_and_names_it_with_its_games() {
    let dir = scratch("refused");
    let other = dir.join("other.pgn");
    std::fs::write(&other, SIX).unwrap();
    let mut app = a_game();
    let (rule, (message, error)) = save(&mut app, &format!("save {}", other.display()));
    assert_eq!(rule, WriteRule::New);
    assert!(error, "{message}");
    let name = other.display().to_string();
    assert_eq!(
        message,
        format!("{name} exists (6 games): :append, or :overwrite {name} 6")
    );
    assert_eq!(std::fs::read_to_string(&other).unwrap(), SIX, "unchanged");
    // A file that is not PGN counts 0 games, and is not replaced either.
    let notes = dir.join("notes.txt");
    std::fs::write(&notes, "my notes\n").unwrap();
    let (_, (message, _)) = save(&mut app, &format!("save {}", notes.display()));
    let name = notes.display().to_string();
    assert_eq!(
        message,
        format!("{name} exists (0 games): :append, or :overwrite {name}")
    );
    assert_eq!(std::fs::read_to_string(&notes).unwrap(), "my notes\n");
    // A new file is written.
    let new = dir.join("new.pgn");
    let (_, (message, error)) = save(&mut app, &format!("save {}", new.display()));
    assert!(!error && message.starts_with("saved "), "{message}");
    assert!(std::fs::read_to_string(&new).unwrap().contains("1. e4 c5"));
}

#[test]
fn append_keeps_every_byte_of_the_collection_and_adds_the_game() {
    let dir = scratch("append");
    let other = dir.join("other.pgn");
    std::fs::write(&other, SIX).unwrap();
    let mut app = a_game();
    let (rule, (message, error)) = save(&mut app, &format!("append {}", other.display()));
    assert_eq!(rule, WriteRule::Append);
    assert!(!error, "{message}");
    let written = std::fs::read_to_string(&other).unwrap();
    assert!(written.starts_with(SIX), "every byte kept:\n{written}");
    assert_eq!(games(&written), 7);
    let index = PgnIndex::scan(&written);
    for (old, new) in PgnIndex::scan(SIX).entries().iter().zip(index.entries()) {
        assert_eq!(old.text(SIX), new.text(&written));
    }
    assert!(index.entries()[6].text(&written).contains("1. e4 c5"));
    // A file whose last line has no newline: a blank line still separates the games.
    let bare = dir.join("bare.pgn");
    std::fs::write(&bare, "[Event \"x\"]\n\n1. d4 *").unwrap();
    save(&mut app, &format!("append {}", bare.display()));
    let written = std::fs::read_to_string(&bare).unwrap();
    assert!(
        written.starts_with("[Event \"x\"]\n\n1. d4 *\n\n["),
        "{written}"
    );
    assert_eq!(games(&written), 2);
    // A missing file is made.
    let fresh = dir.join("fresh.pgn");
    save(&mut app, &format!("append {}", fresh.display()));
    assert_eq!(games(&std::fs::read_to_string(&fresh).unwrap()), 1);
}

#[test]
fn append_refuses_a_file_that_is_not_utf8_and_leaves_it_alone() {
    let dir = scratch("append-latin1");
    let latin1 = dir.join("bjork.pgn");
    let bytes = b"[Event \"Bj\xF6rk open\"]\n\n1. e4 *\n".to_vec();
    std::fs::write(&latin1, &bytes).unwrap();
    let mut app = a_game();
    let (_, (message, error)) = save(&mut app, &format!("append {}", latin1.display()));
    assert!(error, "{message}");
    assert!(
        message.ends_with("bjork.pgn: it is not valid UTF-8"),
        "{message}"
    );
    assert_eq!(std::fs::read(&latin1).unwrap(), bytes);
}

#[test]
fn overwrite_replaces_a_file_of_one_game() {
    let dir = scratch("overwrite-one");
    let one = dir.join("one.pgn");
    std::fs::write(&one, "[Event \"old\"]\n\n1. d4 d5 *\n").unwrap();
    let mut app = a_game();
    let (rule, (message, error)) = save(&mut app, &format!("overwrite {}", one.display()));
    assert_eq!(rule, WriteRule::AtMostOneGame);
    assert!(!error && message.starts_with("saved "), "{message}");
    let written = std::fs::read_to_string(&one).unwrap();
    assert!(
        written.contains("1. e4 c5") && !written.contains("old"),
        "{written}"
    );
    assert_eq!(games(&written), 1);
}

#[test]
fn overwrite_of_many_games_needs_their_count() {
    let dir = scratch("overwrite-many");
    let other = dir.join("other.pgn");
    std::fs::write(&other, SIX).unwrap();
    let name = other.display().to_string();
    let mut app = a_game();
    let (_, (message, error)) = save(&mut app, &format!("overwrite {name}"));
    assert!(error);
    assert_eq!(
        message,
        format!("{name} holds 6 games; :overwrite {name} 6 replaces all 6")
    );
    assert_eq!(std::fs::read_to_string(&other).unwrap(), SIX);
    // A wrong count says the real one.
    let (rule, (message, error)) = save(&mut app, &format!("overwrite {name} 5"));
    assert_eq!(rule, WriteRule::Games(5));
    assert!(error);
    assert_eq!(
        message,
        format!("{name} holds 6 games, not 5; use :overwrite {name} 6")
    );
    assert_eq!(std::fs::read_to_string(&other).unwrap(), SIX);
    // The right count replaces them.
    let (_, (message, error)) = save(&mut app, &format!("overwrite {name} 6"));
    assert!(!error, "{message}");
    let written = std::fs::read_to_string(&other).unwrap();
    assert_eq!(games(&written), 1);
    assert!(written.contains("1. e4 c5"), "{written}");
}

#[test]
fn save_bang_to_another_existing_file_is_refused_and_its_count_confirms_it() {
    let dir = scratch("save-bang");
    let opera = dir.join("opera.pgn");
    let mut app = opera_game_two(&opera);
    let other = dir.join("other.pgn");
    std::fs::write(&other, SIX).unwrap();
    let name = other.display().to_string();
    let (rule, (message, error)) = save(&mut app, &format!("save! {name}"));
    assert_eq!(rule, WriteRule::New);
    assert!(error);
    assert_eq!(
        message,
        format!("{name} exists (6 games): :save! {name} 6 replaces it")
    );
    assert_eq!(std::fs::read_to_string(&other).unwrap(), SIX);
    // Refused, the game's source is still the file it came from: a plain :save! goes there.
    assert_eq!(
        app.source.as_ref().unwrap().path.as_deref(),
        Some(opera.as_path())
    );
    let (rule, (message, error)) = save(&mut app, "save!");
    assert_eq!(rule, WriteRule::Source);
    assert!(!error, "{message}");
    assert!(std::fs::read_to_string(&opera).unwrap().contains("Bg4"));
    // With its count, the other file is replaced by the collection, which now comes from it.
    let (rule, (message, error)) = save(&mut app, &format!("save! {name} 6"));
    assert_eq!(rule, WriteRule::Games(6));
    assert!(!error, "{message}");
    let written = std::fs::read_to_string(&other).unwrap();
    assert_eq!(games(&written), 4);
    assert!(written.contains("Bg4"), "{written}");
    assert_eq!(
        app.source.as_ref().unwrap().path.as_deref(),
        Some(other.as_path())
    );
    // A new file needs no count.
    let copy = dir.join("copy.pgn");
    let (_, (message, error)) = save(&mut app, &format!("save! {}", copy.display()));
    assert!(!error, "{message}");
    assert_eq!(games(&std::fs::read_to_string(&copy).unwrap()), 4);
}
