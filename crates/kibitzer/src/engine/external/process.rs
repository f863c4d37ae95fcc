//! The engine's process: starting it with its three pipes, the threads that read its
//! standard output (each line logged and handed to the session) and standard error (logged
//! only), writing a line to it, and ending it (`quit`, a short grace, then kill and reap).

use std::io::{BufRead, BufReader, Read, Write};
use std::process::{ChildStdin, Command, ExitStatus, Stdio};
use std::sync::mpsc::{self, RecvTimeoutError};
use std::sync::{Arc, Mutex, PoisonError};
use std::time::{Duration, Instant};

use super::registry::{self, Registration, SharedChild};
use super::session::Input;
use super::spec::EngineSpec;
use super::traffic::{Direction, TrafficLog};
use crate::engine::EngineFault;

/// The longest line kept whole; longer output is cut into lines of this many bytes.
const MAX_LINE_BYTES: u64 = 64 * 1024;

/// How long an engine may take to quit by itself before it is killed.
const QUIT_GRACE: Duration = Duration::from_millis(500);

/// How long the exit status of an engine whose output closed is waited for before it is
/// killed (its output closes just before the system reports it dead).
const EXIT_GRACE: Duration = Duration::from_millis(200);

/// A running engine process.
pub(super) struct Process {
    child: SharedChild,
    stdin: Option<ChildStdin>,
    /// Says when the engine's standard error has been read to its end.
    stderr_done: mpsc::Receiver<()>,
    log: TrafficLog,
    _registration: Registration,
}

impl Process {
    /// Starts `spec`'s program; its output lines come to `inputs` as [`Input::Line`], then
    /// [`Input::Closed`].
    pub(super) fn start(
        spec: &EngineSpec,
        log: &TrafficLog,
        inputs: &mpsc::Sender<Input>,
    ) -> Result<Process, EngineFault> {
        let mut child = Command::new(&spec.path)
            .args(&spec.args)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .map_err(|error| match error.kind() {
                std::io::ErrorKind::NotFound => EngineFault::NotFound {
                    path: spec.path.clone(),
                },
                _ => EngineFault::NotExecutable {
                    path: spec.path.clone(),
                    reason: error.to_string(),
                },
            })?;
        let stdout = child.stdout.take();
        let stderr = child.stderr.take();
        let (stderr_closed, stderr_done) = mpsc::channel();
        let stdin = child.stdin.take();
        let child = Arc::new(Mutex::new(child));
        let registration = registry::register(&child);
        // From here on, dropping the process kills and reaps the child.
        let process = Process {
            child,
            stdin,
            stderr_done,
            log: log.clone(),
            _registration: registration,
        };
        let (log, lines, closed) = (log.clone(), inputs.clone(), inputs.clone());
        let errors = log.clone();
        let readers = stdout
            .zip(stderr)
            .ok_or_else(|| std::io::Error::other("no pipes to the engine"))
            .and_then(|(stdout, stderr)| {
                read_lines(
                    stdout,
                    move |line| {
                        log.push(Direction::Received, &line);
                        let _ = lines.send(Input::Line(line));
                    },
                    move || {
                        let _ = closed.send(Input::Closed);
                    },
                )?;
                read_lines(
                    stderr,
                    move |line| errors.push(Direction::Stderr, &line),
                    move || {
                        let _ = stderr_closed.send(());
                    },
                )
            });
        match readers {
            Ok(()) => Ok(process),
            Err(error) => Err(EngineFault::NotExecutable {
                path: spec.path.clone(),
                reason: format!("cannot read its output: {error}"),
            }),
        }
    }

    /// The process id.
    pub(super) fn pid(&self) -> u32 {
        self.lock().id()
    }

    /// Adds a fault kibitzer found in the engine's lines to the log.
    pub(super) fn log_fault(&self, text: &str) {
        self.log.push(Direction::Fault, text);
    }

    /// Writes `line` to the engine (and the log).
    pub(super) fn send(&mut self, line: &str) -> std::io::Result<()> {
        self.log.push(Direction::Sent, line);
        let stdin = self
            .stdin
            .as_mut()
            .ok_or_else(|| std::io::Error::from(std::io::ErrorKind::BrokenPipe))?;
        stdin.write_all(format!("{line}\n").as_bytes())?;
        stdin.flush()
    }

    /// The fault of an engine whose output closed or that cannot be written to: its exit
    /// status once it has one (waited for briefly), else it is killed. What it wrote to its
    /// standard error before it ended is in the log by then.
    pub(super) fn exited(&mut self) -> EngineFault {
        let deadline = Instant::now() + EXIT_GRACE;
        loop {
            if let Ok(Some(status)) = self.lock().try_wait() {
                let left = deadline.saturating_duration_since(Instant::now());
                let _ = self.stderr_done.recv_timeout(left);
                return exit_fault(status);
            }
            if Instant::now() >= deadline {
                break;
            }
            std::thread::sleep(Duration::from_millis(5));
        }
        self.kill();
        EngineFault::Exited {
            code: None,
            signal: None,
        }
    }

    /// Asks the engine to quit (`quit`, then end of input), waits a moment for its output
    /// to close (seen on `inputs`), then kills and reaps it.
    pub(super) fn quit(mut self, inputs: &mpsc::Receiver<Input>) {
        let _ = self.send("quit");
        self.stdin = None;
        let deadline = Instant::now() + QUIT_GRACE;
        loop {
            let left = deadline.saturating_duration_since(Instant::now());
            match inputs.recv_timeout(left) {
                Ok(Input::Closed)
                | Err(RecvTimeoutError::Timeout | RecvTimeoutError::Disconnected) => break,
                Ok(_) => {}
            }
        }
        self.kill();
    }

    /// Kills and reaps the engine (nothing happens to one already reaped).
    pub(super) fn kill(&mut self) {
        self.stdin = None;
        let mut child = self.lock();
        let _ = child.kill();
        let _ = child.wait();
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, std::process::Child> {
        self.child.lock().unwrap_or_else(PoisonError::into_inner)
    }
}

impl Drop for Process {
    fn drop(&mut self) {
        self.kill();
    }
}

/// The fault of an engine that ended with `status`.
fn exit_fault(status: ExitStatus) -> EngineFault {
    #[cfg(unix)]
    let signal = std::os::unix::process::ExitStatusExt::signal(&status);
    #[cfg(not(unix))]
    let signal = None;
    EngineFault::Exited {
        code: status.code(),
        signal,
    }
}

/// Reads `source` line by line on a thread of its own, handing each line (lossy UTF-8,
/// without its line ending) to `each`, and calls `end` at end of file or on an error.
fn read_lines<R, F, E>(source: R, mut each: F, end: E) -> std::io::Result<()>
where
    R: Read + Send + 'static,
    F: FnMut(String) + Send + 'static,
    E: FnOnce() + Send + 'static,
{
    std::thread::Builder::new()
        .name("kibitzer-engine-reader".to_owned())
        .spawn(move || {
            let mut reader = BufReader::new(source);
            let mut buffer = Vec::new();
            loop {
                buffer.clear();
                match (&mut reader)
                    .take(MAX_LINE_BYTES)
                    .read_until(b'\n', &mut buffer)
                {
                    Ok(0) | Err(_) => return end(),
                    Ok(_) => {
                        let text = String::from_utf8_lossy(&buffer);
                        each(text.trim_end_matches(['\n', '\r']).to_owned());
                    }
                }
            }
        })
        .map(drop)
}
