//! External engines and leaving in a real terminal: the binary in a pseudo-terminal (see
//! `support/pty.rs`), its screen read back until the expected text appears, never by
//! sleeping. SIGTERM and SIGHUP restore the terminal and end kibitzer with 128 + the signal.

#[path = "support/pty.rs"]
mod pty;

use std::time::Duration;

use pty::start;

/// Sends `signal` (`TERM`, `HUP`) to the process `pid` with the system's `kill`.
fn kill(signal: &str, pid: u32) {
    let sent = std::process::Command::new("kill")
        .args([format!("-{signal}"), pid.to_string()])
        .status()
        .unwrap();
    assert!(sent.success());
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
