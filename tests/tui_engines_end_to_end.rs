//! External engines and leaving in a real terminal: the binary in a pseudo-terminal (see
//! `support/pty.rs`) with `fake-uci-engine` as a second opinion, its screen read back until
//! the expected text appears, never by sleeping. The engine's lines show; a crash shows its
//! message while kibitzer's own analysis goes on, and `:engine restart` starts a new
//! process; no engine process outlives kibitzer (`q`, SIGTERM). SIGTERM and SIGHUP restore
//! the terminal and end kibitzer with 128 + the signal.

#[path = "support/pty.rs"]
mod pty;

use std::time::Duration;

use pty::{start, start_sized};

/// Sends `signal` (`TERM`, `HUP`) to the process `pid` with the system's `kill`.
fn kill(signal: &str, pid: u32) {
    let sent = std::process::Command::new("kill")
        .args([format!("-{signal}"), pid.to_string()])
        .status()
        .unwrap();
    assert!(sent.success());
}

const FAKE: &str = env!("CARGO_BIN_EXE_fake-uci-engine");

/// The processes whose parent is `pid` (from `/proc`).
fn children(pid: u32) -> Vec<u32> {
    let mut out = Vec::new();
    for entry in std::fs::read_dir("/proc").unwrap().flatten() {
        let Ok(child) = entry.file_name().to_string_lossy().parse::<u32>() else {
            continue;
        };
        let Ok(stat) = std::fs::read_to_string(format!("/proc/{child}/stat")) else {
            continue;
        };
        // `pid (name) state ppid ...`: the name may hold spaces, so read after its `)`.
        let after = stat.rsplit_once(')').map_or("", |(_, rest)| rest);
        if after.split_whitespace().nth(1) == Some(pid.to_string().as_str()) {
            out.push(child);
        }
    }
    out
}

/// Whether process `pid` still runs (a zombie waiting for its reaper does not).
fn running(pid: u32) -> bool {
    std::fs::read_to_string(format!("/proc/{pid}/stat")).is_ok_and(|stat| {
        let after = stat.rsplit_once(')').map_or("", |(_, rest)| rest);
        after.split_whitespace().next() != Some("Z")
    })
}

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

/// An "engine" that never answers and ignores the end of its input and the hang-up of the
/// terminal: only a kill ends it.
fn deaf_engine() -> std::path::PathBuf {
    use std::os::unix::fs::PermissionsExt as _;
    let path = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join("deaf-engine");
    std::fs::write(&path, "#!/bin/sh\ntrap '' HUP\nexec sleep 60\n").unwrap();
    std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o755)).unwrap();
    path
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

#[test]
fn sigterm_and_sighup_restore_the_terminal_and_exit() {
    for (signal, code) in [("TERM", 143), ("HUP", 129)] {
        let (mut s, mut child) = start(&["--depth", "2", "--ascii"], &std::env::temp_dir());
        s.wait_for("the first analysis", |t| t.contains("done (depth)"));
        kill(signal, child.process_id().unwrap());
        let status = child.wait().unwrap();
        assert_eq!(status.exit_code(), code, "SIG{signal}: {status:?}");
        while let Ok(bytes) = s.output.recv_timeout(Duration::from_millis(200)) {
            s.parser.process(&bytes);
        }
        let end = s.parser.screen().contents();
        assert!(
            !end.contains("Board:"),
            "SIG{signal}: the screen is restored: {end}"
        );
    }
}
