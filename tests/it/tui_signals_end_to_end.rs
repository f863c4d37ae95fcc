//! Every way the workstation can end but `q`, on the real binary in a pseudo-terminal (see
//! `support/pty.rs`): SIGTERM, SIGHUP, SIGINT and SIGQUIT after an edit, a panic in the UI
//! thread and in the search thread (provoked by the test-only `KIBITZER_TEST_PANIC`), and the
//! terminal closed. Each restores the terminal (the escape sequences are in the output),
//! exits with the conventional status, writes the autosave with the edit in it, and leaves
//! no engine process behind; `--resume` then reopens the edit. Waits read the screen or the
//! process, never a fixed sleep.

use crate::support::fake_engine::FAKE;
use crate::support::processes;
use crate::support::pty;

use std::ffi::OsStr;
use std::path::{Path, PathBuf};

use kibitzer::autosave::{Autosave, autosave_path};
use processes::{children, deaf_engine, kill, running};
use pty::{Started, start_with_env};

/// An empty data directory of the test's own.
fn data_directory(name: &str) -> PathBuf {
    let path = Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!("signals-{name}"));
    let _ = std::fs::remove_dir_all(&path);
    std::fs::create_dir_all(&path).unwrap();
    path
}

/// The workstation with `args`, its data in `data`, `panic` given to `KIBITZER_TEST_PANIC`.
fn start(args: &[&str], data: &Path, panic: &str) -> Started {
    let env = [
        ("XDG_DATA_HOME", data.as_os_str()),
        ("KIBITZER_TEST_PANIC", OsStr::new(panic)),
    ];
    start_with_env(args, &std::env::temp_dir(), (80, 24), &env)
}

/// The autosave in `data`.
fn autosave(data: &Path) -> Autosave {
    let file = autosave_path(&data.join("kibitzer"));
    let text = std::fs::read_to_string(&file).unwrap_or_else(|e| panic!("{}: {e}", file.display()));
    Autosave::from_json(&file, &text).unwrap()
}

/// Asserts that `output` (what the binary wrote at its end) restores the terminal.
fn assert_restored(what: &str, output: &[u8]) {
    let text = String::from_utf8_lossy(output);
    for (sequence, meaning) in [
        ("\x1b[?1049l", "leave the alternate screen"),
        ("\x1b[?25h", "show the cursor"),
        ("\x1b[?1000l", "mouse capture off"),
        ("\x1b[?2004l", "bracketed paste off"),
    ] {
        assert!(
            text.contains(sequence),
            "{what}: no {meaning} ({sequence:?}) in {text:?}"
        );
    }
}

/// Plays 1.e4 from the command line once the workstation is up, and waits for it on the board.
/// The movetext of a PGN with its tags, comments, move numbers and result left out.
fn moves_of(pgn: &str) -> String {
    let mut text = String::new();
    let mut in_comment = false;
    for line in pgn.lines().filter(|line| !line.starts_with('[')) {
        for c in line.chars() {
            match c {
                '{' => in_comment = true,
                '}' => in_comment = false,
                _ if !in_comment => text.push(c),
                _ => {}
            }
        }
        text.push(' ');
    }
    text.split_whitespace()
        .filter(|token| !token.ends_with('.') && !matches!(*token, "*" | "1-0" | "0-1" | "1/2-1/2"))
        .collect::<Vec<_>>()
        .join(" ")
}

fn play_e4(session: &mut pty::Session) {
    session.wait_for("the first analysis", |t| t.contains("done (depth)"));
    session.send(":move e4\r");
    session.wait_for("1.e4", |t| t.contains("Black to move"));
}

#[test]
fn every_signal_restores_the_terminal_ends_the_engines_and_writes_the_autosave() {
    let deaf = deaf_engine();
    std::thread::scope(|scope| {
        for (signal, number) in [("TERM", 15), ("HUP", 1), ("INT", 2), ("QUIT", 3)] {
            let deaf = &deaf;
            scope.spawn(move || {
                let data = data_directory(signal);
                let args = [
                    "--depth",
                    "2",
                    "--ascii",
                    "--engine",
                    deaf.to_str().unwrap(),
                ];
                let (mut s, mut child) = start(&args, &data, "");
                // Its log shows `uci` sent once the process runs.
                s.send("L");
                s.wait_for("uci sent", |t| t.contains("> uci"));
                s.send("\x1b");
                s.wait_for("the log closed", |t| !t.contains("Engine log"));
                play_e4(&mut s);
                let pid = child.process_id().unwrap();
                let engines = children(pid);
                assert_eq!(engines.len(), 1, "SIG{signal}: {engines:?}");
                s.seen.clear();
                kill(signal, pid);
                let status = child.wait().unwrap();
                assert_eq!(status.exit_code(), 128 + number, "SIG{signal}: {status:?}");
                s.read_to_end();
                assert_restored(&format!("SIG{signal}"), &s.seen);
                let saved = autosave(&data);
                assert!(saved.pgn.contains("1. e4"), "SIG{signal}: {}", saved.pgn);
                assert!(!saved.clean_exit);
                for engine in engines {
                    let alive = running(engine);
                    if alive {
                        kill("KILL", engine);
                    }
                    assert!(
                        !alive,
                        "SIG{signal}: engine process {engine} outlived kibitzer"
                    );
                }
            });
        }
    });
}

#[test]
fn a_panic_in_the_ui_or_the_search_thread_restores_the_terminal_and_writes_the_autosave() {
    std::thread::scope(|scope| {
        for place in ["ui", "search"] {
            scope.spawn(move || {
                let data = data_directory(&format!("panic-{place}"));
                let (mut s, mut child) = start(&["--depth", "1", "--ascii"], &data, place);
                s.wait_for("the first analysis", |t| t.contains("done (depth)"));
                s.send(":move e4\r");
                if place == "ui" {
                    s.wait_for("1.e4", |t| t.contains("Black to move"));
                    // The UI thread panics on a paste.
                    s.send("\x1b[200~e5\x1b[201~");
                }
                let status = child.wait().unwrap();
                assert_eq!(status.exit_code(), 101, "{place}: {status:?}");
                s.read_to_end();
                assert_restored(place, &s.seen);
                let output = String::from_utf8_lossy(&s.seen);
                assert!(
                    output.contains("KIBITZER_TEST_PANIC: a panic provoked in"),
                    "{place}: the panic's message is shown: {output:?}"
                );
                let saved = autosave(&data);
                assert!(saved.pgn.contains("1. e4"), "{place}: {}", saved.pgn);
            });
        }
    });
}

#[test]
fn a_panic_in_an_external_engines_reader_thread_ends_the_workstation_cleanly() {
    let data = data_directory("panic-reader");
    let args = ["--depth", "2", "--ascii", "--engine", &*FAKE];
    // The reader panics on the engine's first event, not the UI thread: the UI must not hang.
    let (mut s, mut child) = start(&args, &data, "reader");
    let status = child.wait().unwrap();
    assert_eq!(status.exit_code(), 101, "{status:?}");
    s.read_to_end();
    assert_restored("reader", &s.seen);
    let output = String::from_utf8_lossy(&s.seen);
    assert!(
        output.contains("KIBITZER_TEST_PANIC: a panic provoked in"),
        "the panic's message is shown: {output:?}"
    );
}

#[test]
fn a_closed_terminal_ends_the_workstation_with_the_autosave_written() {
    let data = data_directory("closed");
    let (mut s, mut child) = start(&["--depth", "2", "--ascii"], &data, "");
    play_e4(&mut s);
    // Closed at once, before the autosave clock's next tick (every 2 s) could write the
    // move: the exit itself writes it. (crossterm's reader can loop for ever on a closed
    // terminal; it runs on a thread of its own, so the event loop still ends.)
    drop(s);
    let status = child.wait().unwrap();
    // The hang-up (SIGHUP: 129) or the input's error (a lost terminal: 2), whichever the
    // workstation hears first; never a crash (an abort when the goodbye cannot be printed).
    assert!(matches!(status.exit_code(), 129 | 2), "{status:?}");
    assert!(status.signal().is_none(), "{status:?}");
    assert!(autosave(&data).pgn.contains("1. e4"));
}

#[test]
fn resume_reopens_the_session_a_signal_ended() {
    let data = data_directory("resume");
    let (mut s, mut child) = start(&["--depth", "2", "--ascii"], &data, "");
    play_e4(&mut s);
    s.send(":move c5\r");
    s.wait_for("1...c5", |t| t.contains("White to move"));
    kill("TERM", child.process_id().unwrap());
    assert_eq!(child.wait().unwrap().exit_code(), 143);
    // A new start says the session is waiting, and does not overwrite it.
    let (mut s, mut child) = start(&["--depth", "2", "--ascii"], &data, "");
    s.wait_for("the hint", |t| {
        t.contains(":resume reopens the unsaved session of")
    });
    s.send("q");
    assert!(child.wait().unwrap().success());
    // `--resume` reopens it; a clean exit marks it clean.
    let (mut s, mut child) = start(&["--depth", "2", "--ascii", "--resume"], &data, "");
    let screen = s.wait_for("the resumed game", |t| t.contains("resumed the session of"));
    assert!(screen.contains("White to move"), "{screen}");
    assert!(screen.contains("1.e4 c5"), "{screen}");
    s.send("q");
    assert!(child.wait().unwrap().success());
    let saved = autosave(&data);
    // Whether 1.e4 carries an evaluation comment depends on how far its analysis got before
    // c5 was played, so the moves are compared without comments or move numbers.
    assert!(
        saved.clean_exit && moves_of(&saved.pgn).starts_with("e4 c5"),
        "{saved:?}"
    );
    assert_eq!(saved.line, [0, 0]);
    // Once clean, no hint.
    let (mut s, mut child) = start(&["--depth", "2", "--ascii"], &data, "");
    let screen = s.wait_for("the first analysis", |t| t.contains("done (depth)"));
    assert!(!screen.contains("unsaved session"), "{screen}");
    s.send("q");
    assert!(child.wait().unwrap().success());
}
