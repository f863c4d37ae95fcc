//! A `kibitzer uci` process to speak UCI to: lines go in, lines come out through a reader
//! thread. Reads wait for an expected line with a generous timeout that only guards against
//! a hang (it is never an assertion about speed).

#![allow(dead_code, reason = "each test file uses some of these helpers")]

use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, Command, ExitStatus, Stdio};
use std::sync::mpsc;
use std::time::Duration;

/// How long a read waits before the test fails as hung.
const HANG: Duration = Duration::from_mins(5);

pub struct Engine {
    child: Child,
    stdin: Option<ChildStdin>,
    lines: mpsc::Receiver<String>,
}

impl Engine {
    pub fn start() -> Engine {
        let mut child = Command::new(env!("CARGO_BIN_EXE_kibitzer"))
            .arg("uci")
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit())
            .spawn()
            .expect("starts");
        let stdout = child.stdout.take().unwrap();
        let (sender, lines) = mpsc::channel();
        std::thread::spawn(move || {
            for line in BufReader::new(stdout).lines() {
                let Ok(line) = line else { return };
                if sender.send(line).is_err() {
                    return;
                }
            }
        });
        let stdin = child.stdin.take();
        Engine {
            child,
            stdin,
            lines,
        }
    }

    pub fn send(&mut self, line: &str) {
        let stdin = self.stdin.as_mut().expect("input open");
        writeln!(stdin, "{line}").expect("engine reads");
        stdin.flush().unwrap();
    }

    /// Writes raw bytes (no newline added).
    pub fn send_bytes(&mut self, bytes: &[u8]) {
        let stdin = self.stdin.as_mut().expect("input open");
        stdin.write_all(bytes).expect("engine reads");
        stdin.flush().unwrap();
    }

    /// The process id.
    pub fn pid(&self) -> u32 {
        self.child.id()
    }

    /// The next line, or `None` once the engine has closed its output.
    pub fn next_line(&mut self) -> Option<String> {
        match self.lines.recv_timeout(HANG) {
            Ok(line) => Some(line),
            Err(mpsc::RecvTimeoutError::Disconnected) => None,
            Err(mpsc::RecvTimeoutError::Timeout) => panic!("hung: no line for {HANG:?}"),
        }
    }

    /// Closes the engine's input (its end is `quit`).
    pub fn end_input(&mut self) {
        self.stdin = None;
    }

    /// Every line up to and including the first that satisfies `last`.
    pub fn until(&mut self, last: impl Fn(&str) -> bool) -> Vec<String> {
        let mut seen = Vec::new();
        loop {
            let Ok(line) = self.lines.recv_timeout(HANG) else {
                panic!("no expected line; the engine said {seen:#?}");
            };
            let done = last(&line);
            seen.push(line);
            if done {
                return seen;
            }
        }
    }

    /// Every line up to and including the one starting with `prefix`.
    pub fn until_prefix(&mut self, prefix: &str) -> Vec<String> {
        self.until(|l| l.starts_with(prefix))
    }

    /// `isready`, and every line before its `readyok`.
    pub fn sync(&mut self) -> Vec<String> {
        self.send("isready");
        let mut lines = self.until(|l| l == "readyok");
        lines.pop();
        lines
    }

    /// Closes the input and returns the exit status and every line not yet read.
    pub fn close(mut self) -> (ExitStatus, Vec<String>) {
        self.stdin = None;
        let status = self.child.wait().expect("exits");
        let rest = self.lines.iter().collect();
        (status, rest)
    }
}

impl Drop for Engine {
    fn drop(&mut self) {
        let _ = self.child.kill();
    }
}

pub fn count_bestmoves(lines: &[String]) -> usize {
    lines.iter().filter(|l| l.starts_with("bestmove")).count()
}
