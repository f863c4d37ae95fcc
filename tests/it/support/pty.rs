//! The real binary in a pseudo-terminal, its screen read back through a vt100 parser; waits
//! read the screen until the expected text appears (with a guard against a hang).

#![allow(dead_code)]

use std::io::{Read, Write};
use std::sync::mpsc;
use std::time::{Duration, Instant};

use portable_pty::{CommandBuilder, PtySize, native_pty_system};

/// How many sessions this test binary started (each gets a data directory of its own).
static SESSIONS: std::sync::atomic::AtomicU32 = std::sync::atomic::AtomicU32::new(0);

/// The longest wait for a screen.
pub const GUARD: Duration = Duration::from_mins(2);

/// A running binary's terminal: its screen, its output and its keyboard.
pub struct Session {
    /// The screen.
    pub parser: vt100::Parser,
    /// What the binary printed, as it comes.
    pub output: mpsc::Receiver<Vec<u8>>,
    /// Every byte the parser was fed, in order (for escape sequences the screen hides).
    pub seen: Vec<u8>,
    writer: Box<dyn Write + Send>,
    /// Kept open for the session's life.
    _master: Box<dyn portable_pty::MasterPty + Send>,
}

impl Session {
    /// Feeds output to the parser until `predicate` holds for the screen text.
    pub fn wait_for(&mut self, what: &str, predicate: impl Fn(&str) -> bool) -> String {
        let start = Instant::now();
        loop {
            let screen = self.parser.screen().contents();
            if predicate(&screen) {
                return screen;
            }
            assert!(
                start.elapsed() < GUARD,
                "waited too long for {what}; screen:\n{screen}"
            );
            if let Ok(bytes) = self.output.recv_timeout(Duration::from_secs(1)) {
                // Answer a cursor position request, should the terminal library ask.
                if bytes.windows(4).any(|w| w == b"\x1b[6n") {
                    let _ = self.writer.write_all(b"\x1b[1;1R");
                }
                self.parser.process(&bytes);
                self.seen.extend_from_slice(&bytes);
            }
        }
    }

    /// Reads the output until the binary's side of the terminal is closed (or the guard).
    pub fn read_to_end(&mut self) {
        let start = Instant::now();
        while start.elapsed() < GUARD {
            match self.output.recv_timeout(Duration::from_millis(200)) {
                Ok(bytes) => {
                    self.parser.process(&bytes);
                    self.seen.extend_from_slice(&bytes);
                }
                Err(mpsc::RecvTimeoutError::Timeout) => {}
                Err(mpsc::RecvTimeoutError::Disconnected) => return,
            }
        }
    }

    /// Types `text`.
    pub fn send(&mut self, text: &str) {
        self.writer.write_all(text.as_bytes()).unwrap();
        self.writer.flush().unwrap();
    }
}

/// A started binary: its terminal and its process.
pub type Started = (Session, Box<dyn portable_pty::Child + Send + Sync>);

/// Starts the binary with `args` in an 80x24 pseudo-terminal, in the directory `cwd`.
pub fn start(args: &[&str], cwd: &std::path::Path) -> Started {
    start_sized(args, cwd, (80, 24))
}

/// Starts the binary with `args` in a pseudo-terminal of `(columns, rows)`, in `cwd`.
pub fn start_sized(args: &[&str], cwd: &std::path::Path, size: (u16, u16)) -> Started {
    start_with_env(args, cwd, size, &[])
}

/// Starts the binary with `args` in a pseudo-terminal of `(columns, rows)`, in `cwd`, with
/// these environment variables set (over the defaults below).
pub fn start_with_env(
    args: &[&str],
    cwd: &std::path::Path,
    (cols, rows): (u16, u16),
    env: &[(&str, &std::ffi::OsStr)],
) -> Started {
    let pty = native_pty_system();
    let pair = pty
        .openpty(PtySize {
            rows,
            cols,
            pixel_width: 0,
            pixel_height: 0,
        })
        .unwrap();
    let mut command = CommandBuilder::new(env!("CARGO_BIN_EXE_kibitzer"));
    command.args(args);
    command.cwd(cwd);
    command.env("TERM", "xterm-256color");
    command.env("NO_COLOR", "1");
    // Never the person's own config file: a directory that holds none.
    command.env(
        "XDG_CONFIG_HOME",
        concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/config/no-home"),
    );
    // The command history and the autosave go here, never into the real home, and one
    // session's autosave never shows as another's unsaved session.
    let session = SESSIONS.fetch_add(1, std::sync::atomic::Ordering::SeqCst);
    command.env(
        "XDG_DATA_HOME",
        std::env::temp_dir().join(format!(
            "kibitzer-end-to-end-data-{}-{session}",
            std::process::id()
        )),
    );
    for (name, value) in env {
        command.env(name, value);
    }
    let child = pair.slave.spawn_command(command).unwrap();
    drop(pair.slave);
    let mut reader = pair.master.try_clone_reader().unwrap();
    let (tx, rx) = mpsc::channel();
    std::thread::spawn(move || {
        let mut buf = [0u8; 8192];
        while let Ok(n) = reader.read(&mut buf) {
            if n == 0 || tx.send(buf[..n].to_vec()).is_err() {
                break;
            }
        }
    });
    let writer = pair.master.take_writer().unwrap();
    let session = Session {
        parser: vt100::Parser::new(rows, cols, 0),
        output: rx,
        seen: Vec::new(),
        writer,
        _master: pair.master,
    };
    (session, child)
}
