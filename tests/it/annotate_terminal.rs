//! `kibitzer annotate` with its standard error on a terminal (a pseudo-terminal): a progress
//! bar counting positions, then a closing line with positions per second. (In a pipe it is
//! quiet: `cli_annotate`.)

use std::io::Read;
use std::sync::mpsc;
use std::time::Duration;

use portable_pty::{CommandBuilder, PtySize, native_pty_system};

#[test]
fn a_terminal_sees_the_progress_bar_and_the_closing_line() {
    let dir = std::env::temp_dir().join(format!("kibitzer-annotate-tty-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let written = dir.join("out.pgn");
    // 80x24.
    let pair = native_pty_system().openpty(PtySize::default()).unwrap();
    let mut command = CommandBuilder::new(env!("CARGO_BIN_EXE_kibitzer"));
    command.args([
        "annotate",
        "tests/data/annotate/games.pgn",
        "--depth",
        "2",
        "--threads",
        "2",
        "-o",
        written.to_str().unwrap(),
    ]);
    command.cwd(env!("CARGO_MANIFEST_DIR"));
    let mut child = pair.slave.spawn_command(command).unwrap();
    drop(pair.slave);
    let mut reader = pair.master.try_clone_reader().unwrap();
    let (tx, rx) = mpsc::channel();
    std::thread::spawn(move || {
        let mut all = Vec::new();
        let _ = reader.read_to_end(&mut all);
        let _ = tx.send(all);
    });
    let status = child.wait().unwrap();
    drop(pair.master);
    let output = rx.recv_timeout(Duration::from_mins(2)).unwrap_or_default();
    let text = String::from_utf8_lossy(&output);
    let annotated = std::fs::read_to_string(&written).unwrap_or_default();
    std::fs::remove_dir_all(&dir).unwrap();
    assert!(status.success(), "{text}");
    // Three games of 7, 8 and 16 positions: the positions before a move are searched (6 + 7
    // + 15), counted up one by one and never back.
    let counts: Vec<usize> = text
        .split("] ")
        .skip(1)
        .filter_map(|part| part.split('/').next()?.parse().ok())
        .collect();
    assert_eq!(counts.last(), Some(&28), "{text}");
    assert!(counts.windows(2).all(|w| w[0] < w[1]), "{counts:?}");
    assert!(
        text.contains("3 games, 28 positions in")
            && text.contains("positions/s, 2 threads, judged by kibitzer)"),
        "{text}"
    );
    assert!(
        !text.contains("[Event"),
        "the games went to the file: {text}"
    );
    assert!(annotated.contains("[%eval"));
}
