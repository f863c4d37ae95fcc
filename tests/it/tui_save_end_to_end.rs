//! The real binary in a pseudo-terminal (issue #32): `:save other.pgn` typed onto an existing
//! collection of six games refuses, says so in the status bar with the file's games and what
//! to type instead, and leaves the file byte for byte as it was; `:append other.pgn` then adds
//! the game after them. Waits read the screen, never sleep.

use crate::support::pty;

use pty::start;

const SIX: &str = include_str!("../data/six-games.pgn");

#[test]
fn save_onto_an_existing_collection_is_refused_on_the_screen() {
    let dir = std::env::temp_dir().join(format!("kibitzer-save-pty-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let other = dir.join("other.pgn");
    std::fs::write(&other, SIX).unwrap();
    let (mut s, mut child) = start(&["--depth", "2", "--ascii"], &dir);
    s.wait_for("the first lines", |t| t.contains("done (depth)"));
    s.send(":move e4\r");
    s.wait_for("the move", |t| t.contains("1.e4"));

    s.send(":save other.pgn\r");
    let screen = s.wait_for("the refusal", |t| t.contains("exists (6 games)"));
    assert!(
        screen.contains("other.pgn exists (6 games): :append, or :overwrite other.pgn 6"),
        "{screen}"
    );
    assert!(!screen.contains("saved other.pgn"), "{screen}");
    assert_eq!(std::fs::read_to_string(&other).unwrap(), SIX, "unchanged");

    s.send(":append other.pgn\r");
    s.wait_for("the append", |t| t.contains("saved other.pgn"));
    let written = std::fs::read_to_string(&other).unwrap();
    assert!(written.starts_with(SIX), "{written}");
    assert!(written[SIX.len()..].contains("1. e4"), "{written}");

    s.send("q");
    let status = child.wait().unwrap();
    assert!(status.success(), "{status:?}");
    std::fs::remove_dir_all(&dir).unwrap();
}
