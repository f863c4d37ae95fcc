//! External engines and leaving in a real terminal: the binary in a pseudo-terminal (see
//! `support/pty.rs`) with `fake-uci-engine` as a second opinion, its screen read back until
//! the expected text appears, never by sleeping. The engine's lines show; a crash shows its
//! message while kibitzer's own analysis goes on, and `:engine restart` starts a new
//! process; no engine process outlives kibitzer (`q`, SIGTERM). Every signal's exit is
//! tested in `tui_signals_end_to_end.rs`.

use crate::support::processes;
use crate::support::pty;

use processes::{children, deaf_engine, kill, running};
use pty::{start, start_sized};

use crate::support::fake_engine::FAKE;

#[test]
fn a_second_opinion_shows_its_lines_and_a_crash_leaves_the_rest_working() {
    let healthy = FAKE.to_owned();
    let crashing = format!("{FAKE} --crash-after 3");
    // 39 rows (one row per engine still): the log shows both starts of the crashing engine.
    let (mut s, mut child) = start_sized(
        &[
            "--depth", "3", "--ascii", "--engine", &healthy, "--engine", &crashing,
        ],
        &std::env::temp_dir(),
        (80, 39),
    );
    let screen = s.wait_for("both engines", |t| {
        t.contains("fake-uci-engine d3") && t.contains("fake-uci-engine-2 engine crashed")
    });
    assert!(screen.contains("Engines"), "{screen}");
    // kibitzer's own analysis went on.
    s.wait_for("the internal analysis", |t| {
        t.contains("done (depth)") && t.contains("Lines (White's view) d3/")
    });
    let pid = child.process_id().unwrap();
    let engines = children(pid);
    assert_eq!(
        engines.len(),
        1,
        "one engine runs, the crashed one is gone: {engines:?}"
    );
    // The command line clears the first crash's message from the status bar.
    s.send(":");
    s.wait_for("the command line", |t| {
        t.lines().last().is_some_and(|l| l.starts_with(':'))
    });
    s.send("engine restart fake-uci-engine-2\r");
    // The new process reads its three lines and crashes again.
    s.wait_for("the second crash", |t| {
        t.contains("fake-uci-engine-2: engine crashed (signal 6) (:engine restart")
    });
    s.send("\t\t\t\t\t\x1b[BL");
    // Both starts of the process are in its log.
    s.wait_for("the log of both starts", |t| {
        t.contains("Engine log: fake-uci-engine-2") && t.matches("> uci").count() == 2
    });
    s.send("\x1b");
    s.wait_for("the log closed", |t| !t.contains("Engine log"));
    // A move: the healthy engine answers on the new position.
    s.send(":move e4\r");
    s.wait_for("the engine's line after 1.e4", |t| {
        t.contains("Black to move") && t.contains("fake-uci-engine d3")
    });
    let engines = children(pid);
    s.send("q");
    assert!(child.wait().unwrap().success());
    for engine in engines {
        assert!(
            !running(engine),
            "engine process {engine} outlived kibitzer"
        );
    }
}

#[test]
fn sigterm_kills_the_engines_too() {
    let deaf = deaf_engine();
    let (mut s, mut child) = start(
        &[
            "--depth",
            "2",
            "--ascii",
            "--engine",
            deaf.to_str().unwrap(),
        ],
        &std::env::temp_dir(),
    );
    s.wait_for("the engine starting", |t| {
        t.contains("deaf-engine starting")
    });
    // Its log shows `uci` sent once the process runs (and is registered to be killed).
    s.send("L");
    s.wait_for("uci sent", |t| {
        t.contains("Engine log") && t.contains("> uci")
    });
    let engines = children(child.process_id().unwrap());
    assert_eq!(engines.len(), 1, "{engines:?}");
    kill("TERM", child.process_id().unwrap());
    assert_eq!(child.wait().unwrap().exit_code(), 143);
    for engine in engines {
        let alive = running(engine);
        if alive {
            kill("KILL", engine);
        }
        assert!(!alive, "engine process {engine} outlived kibitzer");
    }
}
