//! [`TrafficLog`]: the raw UCI traffic of an external engine, for engine authors (the
//! workstation's engine log): the last [`TrafficLog::CAPACITY`] lines, each with the time
//! since the log began and its direction (`>` sent, `<` received, `!` the engine's standard
//! error, `*` a fault kibitzer found in what the engine sent). The driver's threads write it;
//! the UI reads a snapshot.

use std::collections::VecDeque;
use std::fmt;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex, PoisonError};
use std::time::{Duration, Instant};

/// Which way a line went.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Direction {
    /// kibitzer to the engine.
    Sent,
    /// The engine's standard output to kibitzer.
    Received,
    /// The engine's standard error.
    Stderr,
    /// A fault kibitzer found in the engine's lines (a `bestmove` with no search running).
    Fault,
}

/// One line of traffic.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TrafficLine {
    /// Time since the log began (the engine's first start).
    pub at: Duration,
    /// Which way it went.
    pub direction: Direction,
    /// The line, without its line ending.
    pub text: String,
}

/// `12.345 > uci`.
impl fmt::Display for TrafficLine {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let arrow = match self.direction {
            Direction::Sent => '>',
            Direction::Received => '<',
            Direction::Stderr => '!',
            Direction::Fault => '*',
        };
        write!(
            f,
            "{}.{:03} {arrow} {}",
            self.at.as_secs(),
            self.at.subsec_millis(),
            self.text
        )
    }
}

/// A bounded log of an engine's traffic, shared between the driver and its readers (cloning
/// shares it).
#[derive(Clone, Debug)]
pub struct TrafficLog {
    began: Instant,
    lines: Arc<Mutex<VecDeque<TrafficLine>>>,
    /// Lines pushed since the log began (the dropped ones included).
    pushed: Arc<AtomicU64>,
}

impl TrafficLog {
    /// How many lines the log keeps; older ones are dropped.
    pub const CAPACITY: usize = 2000;

    /// An empty log beginning now.
    pub fn new() -> TrafficLog {
        TrafficLog {
            began: Instant::now(),
            lines: Arc::new(Mutex::new(VecDeque::with_capacity(TrafficLog::CAPACITY))),
            pushed: Arc::new(AtomicU64::new(0)),
        }
    }

    /// Adds a line.
    pub fn push(&self, direction: Direction, text: &str) {
        let line = TrafficLine {
            at: self.began.elapsed(),
            direction,
            text: text.to_owned(),
        };
        let mut lines = self.lines.lock().unwrap_or_else(PoisonError::into_inner);
        if lines.len() == TrafficLog::CAPACITY {
            lines.pop_front();
        }
        lines.push_back(line);
        self.pushed.fetch_add(1, Ordering::Relaxed);
    }

    /// How many lines were ever pushed: a reader that saw this count has nothing new to read
    /// until it changes.
    pub fn pushed(&self) -> u64 {
        self.pushed.load(Ordering::Relaxed)
    }

    /// The lines kept, oldest first.
    pub fn snapshot(&self) -> Vec<TrafficLine> {
        let lines = self.lines.lock().unwrap_or_else(PoisonError::into_inner);
        lines.iter().cloned().collect()
    }
}

impl Default for TrafficLog {
    fn default() -> TrafficLog {
        TrafficLog::new()
    }
}

#[cfg(test)]
mod tests {
    use super::{Direction, TrafficLog};

    #[test]
    fn the_log_keeps_the_last_lines() {
        let log = TrafficLog::new();
        for i in 0..TrafficLog::CAPACITY + 5 {
            log.push(Direction::Received, &format!("info depth {i}"));
        }
        log.push(Direction::Sent, "stop");
        let lines = log.snapshot();
        assert_eq!(lines.len(), TrafficLog::CAPACITY);
        assert_eq!(lines[0].text, "info depth 6");
        let last = lines.last().unwrap().to_string();
        assert!(last.ends_with(" > stop"), "{last}");
        assert_eq!(log.pushed(), TrafficLog::CAPACITY as u64 + 6);
    }
}
