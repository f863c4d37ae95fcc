//! [`EngineStatus`] and [`EngineFault`]: what an external engine's driver reports about the
//! engine itself rather than about a search: that it is ready (with its name), or what went
//! wrong with it. Each fault is typed for the program and has a message for people
//! (`Display`); [`EngineFault::is_fatal`] says whether the engine is gone until restarted.

use std::fmt;
use std::path::PathBuf;

/// What an external engine's driver reports about the engine.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum EngineStatus {
    /// The handshake is done (`uciok`, options set, `readyok`): the engine's own name and
    /// author, as its `id` lines say (empty when it sent none).
    Ready {
        /// `id name ...`.
        name: String,
        /// `id author ...`.
        author: String,
    },
    /// Something went wrong.
    Fault(EngineFault),
}

/// Something that went wrong with an external engine.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum EngineFault {
    /// No file at the path (or no such program on `PATH`).
    NotFound {
        /// The path or program name as configured.
        path: PathBuf,
    },
    /// The file could not be started (not executable, a directory, a bad format, ...).
    NotExecutable {
        /// The path as configured.
        path: PathBuf,
        /// The system's reason.
        reason: String,
    },
    /// The program did not answer `uci` with `uciok` within the timeout: it is not a UCI
    /// engine (or hangs). It has been stopped.
    NotUci {
        /// The timeout that passed, in milliseconds.
        timeout_ms: u64,
    },
    /// The engine did not answer `isready` with `readyok` within the timeout. It has been
    /// stopped.
    ReadyTimeout {
        /// The timeout that passed, in milliseconds.
        timeout_ms: u64,
    },
    /// The engine did not answer `stop` with `bestmove` within the timeout. It has been
    /// stopped.
    StopTimeout {
        /// The timeout that passed, in milliseconds.
        timeout_ms: u64,
    },
    /// The engine's process ended (crashed, killed, or quit by itself).
    Exited {
        /// Its exit code, when it exited.
        code: Option<i32>,
        /// The signal that ended it, when one did (Unix).
        signal: Option<i32>,
    },
    /// Writing to the engine failed (its input is closed).
    Unwritable {
        /// The system's reason.
        reason: String,
    },
    /// A line that is not UCI (after the handshake; banners before it are normal).
    Garbage {
        /// The line as received.
        line: String,
        /// What is wrong with it.
        reason: String,
    },
    /// A `bestmove` with no search running (UCI allows none): ignored, so that it cannot end
    /// the next request.
    UnaskedBestMove {
        /// The line as received.
        line: String,
    },
    /// A principal variation with a move that is not legal where it stands: the line was
    /// cut before it.
    IllegalPvMove {
        /// The move as the engine wrote it.
        mv: String,
        /// Its place in the PV, from 1.
        ply: usize,
    },
    /// A `bestmove` that is not legal in the position the engine was asked about (an answer
    /// for another position).
    WrongBestMove {
        /// The move as the engine wrote it.
        mv: String,
    },
}

impl EngineFault {
    /// Whether the engine is gone after this fault (until it is restarted); the others are
    /// reported and the engine goes on.
    pub const fn is_fatal(&self) -> bool {
        matches!(
            self,
            EngineFault::NotFound { .. }
                | EngineFault::NotExecutable { .. }
                | EngineFault::NotUci { .. }
                | EngineFault::ReadyTimeout { .. }
                | EngineFault::StopTimeout { .. }
                | EngineFault::Exited { .. }
                | EngineFault::Unwritable { .. }
        )
    }
}

impl fmt::Display for EngineFault {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            EngineFault::NotFound { path } => write!(f, "engine not found: {}", path.display()),
            EngineFault::NotExecutable { path, reason } => {
                write!(f, "cannot start engine {}: {reason}", path.display())
            }
            EngineFault::NotUci { timeout_ms } => write!(
                f,
                "not a UCI engine: no uciok within {}",
                Millis(*timeout_ms)
            ),
            EngineFault::ReadyTimeout { timeout_ms } => write!(
                f,
                "engine did not answer isready within {}",
                Millis(*timeout_ms)
            ),
            EngineFault::StopTimeout { timeout_ms } => write!(
                f,
                "engine did not answer stop within {}",
                Millis(*timeout_ms)
            ),
            EngineFault::Exited {
                code: Some(code), ..
            } => write!(f, "engine exited with status {code}"),
            EngineFault::Exited {
                signal: Some(signal),
                ..
            } => write!(f, "engine crashed (signal {signal})"),
            EngineFault::Exited { .. } => write!(f, "engine exited"),
            EngineFault::Unwritable { reason } => write!(f, "cannot write to engine: {reason}"),
            EngineFault::Garbage { line, reason } => {
                write!(f, "engine sent a line that is not UCI ({reason}): {line:?}")
            }
            EngineFault::UnaskedBestMove { line } => write!(
                f,
                "engine sent {line:?} with no search running (UCI allows none); ignored"
            ),
            EngineFault::IllegalPvMove { mv, ply } => write!(
                f,
                "engine sent an illegal move {mv:?} at ply {ply} of a line; the line is cut there"
            ),
            EngineFault::WrongBestMove { mv } => write!(
                f,
                "engine sent bestmove {mv:?}, which is not legal in the position it was given"
            ),
        }
    }
}

impl fmt::Display for EngineStatus {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            EngineStatus::Ready { name, author } if author.is_empty() => {
                write!(f, "{name} ready")
            }
            EngineStatus::Ready { name, author } => write!(f, "{name} by {author} ready"),
            EngineStatus::Fault(fault) => fault.fmt(f),
        }
    }
}

/// A timeout for people: `10 s`, or `250 ms` below a second.
struct Millis(u64);

impl fmt::Display for Millis {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.0 >= 1000 && self.0.is_multiple_of(1000) {
            write!(f, "{} s", self.0 / 1000)
        } else {
            write!(f, "{} ms", self.0)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::{EngineFault, EngineStatus};

    #[test]
    fn faults_read_as_sentences() {
        let not_uci = EngineFault::NotUci { timeout_ms: 10_000 };
        assert_eq!(
            not_uci.to_string(),
            "not a UCI engine: no uciok within 10 s"
        );
        assert!(not_uci.is_fatal());
        let crash = EngineFault::Exited {
            code: None,
            signal: Some(11),
        };
        assert_eq!(crash.to_string(), "engine crashed (signal 11)");
        let ready = EngineFault::ReadyTimeout { timeout_ms: 250 };
        assert_eq!(
            ready.to_string(),
            "engine did not answer isready within 250 ms"
        );
        let illegal = EngineFault::IllegalPvMove {
            mv: "e2e5".to_owned(),
            ply: 2,
        };
        assert!(!illegal.is_fatal());
        assert_eq!(
            EngineStatus::Ready {
                name: "Stockfish 15.1".to_owned(),
                author: String::new()
            }
            .to_string(),
            "Stockfish 15.1 ready"
        );
    }
}
