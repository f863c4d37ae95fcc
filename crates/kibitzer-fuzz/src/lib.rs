//! The fuzz harness: seeded, corpus-driven mutation of every parser and protocol entry point,
//! on stable Rust. A [`Target`] is a function of bytes that checks properties of what it
//! parses (a FEN prints back to itself, a PGN writes and re-reads to the same tree, a UCI
//! server answers every `isready`, ...) and returns a [`PropertyViolation`] when one fails;
//! [`check`] also turns a panic into a violation. [`Fuzzer`] mutates a target's corpus with a
//! fixed-seed generator, so a run is a pure function of its seed and its input count.
//!
//! `cargo test --test fuzz` runs every target on at least 100,000 inputs and replays
//! `tests/data/fuzz/regressions/`; `cargo run --release --example fuzz -- TARGET --seconds N`
//! runs one target for longer and saves what it finds. This is test tooling on top of the
//! front ends (the app target drives `tui::App`); no other module uses it.

mod app_target;
mod config_target;
mod engine_output_target;
mod epd_target;
mod fen_target;
mod moves_target;
mod mutation;
mod pgn_target;
mod random;
mod regression;
mod uci_server_target;

use std::fmt;
use std::panic::{AssertUnwindSafe, catch_unwind};

pub use mutation::Mutator;
pub use random::Random;
pub use regression::{Regression, read_corpus, read_regressions, regression_name};

/// A property that did not hold for one input, or a panic.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PropertyViolation(pub String);

impl fmt::Display for PropertyViolation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for PropertyViolation {}

/// `Err` with a violation saying `what` unless `holds`.
pub fn ensure(holds: bool, what: impl FnOnce() -> String) -> Result<(), PropertyViolation> {
    if holds {
        Ok(())
    } else {
        Err(PropertyViolation(what()))
    }
}

/// Whether `input` is one of the one in `one_in` inputs whose expensive checks run (a depth-2
/// search, a whole UCI server, a draw). The choice is a hash of the input, so an input
/// replayed from `tests/data/fuzz/regressions/` is checked as it was when it failed.
pub fn sampled(input: &[u8], one_in: u64) -> bool {
    regression::fnv1a(input).is_multiple_of(one_in)
}

/// One fuzz target: its name (also its corpus directory under `tests/data/fuzz/`), the words
/// its token swaps insert, and the function that checks one input.
#[derive(Clone, Copy)]
pub struct Target {
    /// Its name: `fen`, `epd`, `moves`, `pgn`, `uci-server`, `engine-output`, `config`, `app`.
    pub name: &'static str,
    /// Tokens of its input language, for token swaps and insertions.
    pub dictionary: &'static [&'static str],
    /// Checks one input.
    pub run: fn(&[u8]) -> Result<(), PropertyViolation>,
}

impl fmt::Debug for Target {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Target")
            .field("name", &self.name)
            .finish_non_exhaustive()
    }
}

/// Every target.
pub const TARGETS: [Target; 8] = [
    fen_target::TARGET,
    epd_target::TARGET,
    moves_target::TARGET,
    pgn_target::TARGET,
    uci_server_target::TARGET,
    engine_output_target::TARGET,
    config_target::TARGET,
    app_target::TARGET,
];

/// The target called `name`.
pub fn target(name: &str) -> Option<Target> {
    TARGETS.into_iter().find(|t| t.name == name)
}

/// Runs `target` on `input`; a panic is a violation naming its message.
pub fn check(target: Target, input: &[u8]) -> Result<(), PropertyViolation> {
    match catch_unwind(AssertUnwindSafe(|| (target.run)(input))) {
        Ok(result) => result,
        Err(payload) => {
            let message = payload
                .downcast_ref::<&str>()
                .map(|s| (*s).to_owned())
                .or_else(|| payload.downcast_ref::<String>().cloned())
                .unwrap_or_else(|| "a panic without a message".to_owned());
            Err(PropertyViolation(format!("panicked: {message}")))
        }
    }
}

/// An input that broke a property.
#[derive(Clone, Debug)]
pub struct Failure {
    /// The target.
    pub target: &'static str,
    /// Which input of the run it was (0-based).
    pub index: u64,
    /// The input.
    pub input: Vec<u8>,
    /// What went wrong.
    pub violation: PropertyViolation,
}

impl fmt::Display for Failure {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let shown: String = String::from_utf8_lossy(&self.input)
            .chars()
            .take(2000)
            .collect();
        write!(
            f,
            "{} input {}: {}\ninput ({} bytes): {:?}",
            self.target,
            self.index,
            self.violation,
            self.input.len(),
            shown
        )
    }
}

/// A target's corpus, mutated by a seeded generator: the corpus entries themselves come
/// first, then mutations of them.
pub struct Fuzzer {
    target: Target,
    corpus: Vec<Vec<u8>>,
    mutator: Mutator,
    index: u64,
}

impl Fuzzer {
    /// A fuzzer of `target` over `corpus` (at least one entry; an empty one stands in for an
    /// empty corpus), seeded with `seed`.
    pub fn new(target: Target, mut corpus: Vec<Vec<u8>>, seed: u64) -> Fuzzer {
        if corpus.is_empty() {
            corpus.push(Vec::new());
        }
        Fuzzer {
            target,
            corpus,
            mutator: Mutator::new(target.dictionary, seed),
            index: 0,
        }
    }

    /// The next input: the corpus entries in order, then mutations.
    pub fn next_input(&mut self) -> Vec<u8> {
        let index = self.index;
        self.index += 1;
        match self.corpus.get(index as usize) {
            Some(entry) => entry.clone(),
            None => self.mutator.mutate(&self.corpus),
        }
    }

    /// Checks the next input.
    pub fn step(&mut self) -> Result<(), Failure> {
        let index = self.index;
        let input = self.next_input();
        check(self.target, &input).map_err(|violation| Failure {
            target: self.target.name,
            index,
            input,
            violation,
        })
    }

    /// Checks `count` inputs; the first failure ends the run.
    pub fn run(&mut self, count: u64) -> Result<(), Failure> {
        (0..count).try_for_each(|_| self.step())
    }

    /// How many inputs were made so far.
    pub fn inputs(&self) -> u64 {
        self.index
    }
}
