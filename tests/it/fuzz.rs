//! The fuzz harness's short deterministic run (see `docs/development.md`, "Fuzzing"): every
//! target of `kibitzer_fuzz` checks [`INPUTS`] inputs, its corpus from
//! `tests/data/fuzz/TARGET/` and then seeded mutations of it, and every saved failing input in
//! `tests/data/fuzz/regressions/` is checked again.
//!
//! CI budget, measured in this debug build on one core of the CI machine kind (`cargo test
//! --test fuzz`, the targets in parallel on its 2 cores): about 75 CPU-seconds in all, the
//! app target the largest part (about 35 s), then EPD and PGN (about 10 s each), the UCI
//! server (7 s) and the rest (a few seconds together). The expensive checks run on a
//! sample chosen by a hash of the input: a depth-2 search on 1 EPD input in 64, a whole UCI
//! server on 1 command sequence in 128, the draws on 1 key sequence in 100.

use std::path::{Path, PathBuf};

use kibitzer_fuzz::{Fuzzer, TARGETS, check, read_corpus, read_regressions, target};

/// Inputs per target: the floor issue #20 sets.
const INPUTS: u64 = 100_000;

/// The seed of the run.
const SEED: u64 = 20;

fn data() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/fuzz")
}

/// Runs `name` on [`INPUTS`] inputs; a failure shows the input and how to save it.
fn fuzz(name: &str) {
    let target = target(name).expect("a target");
    let corpus = read_corpus(&data().join(name)).expect("the corpus");
    assert!(
        corpus.len() >= 3,
        "{name}: a corpus of {} seeds",
        corpus.len()
    );
    let mut fuzzer = Fuzzer::new(target, corpus, SEED);
    if let Err(failure) = fuzzer.run(INPUTS) {
        panic!(
            "{failure}\nreproduce with `cargo run --release --example fuzz -- {name} --inputs {} \
             --seed {SEED}`, which saves the input in tests/data/fuzz/regressions/",
            failure.index + 1
        );
    }
    assert_eq!(fuzzer.inputs(), INPUTS);
}

#[test]
fn fen() {
    fuzz("fen");
}

#[test]
fn epd() {
    fuzz("epd");
}

#[test]
fn moves() {
    fuzz("moves");
}

#[test]
fn pgn() {
    fuzz("pgn");
}

#[test]
fn uci_server() {
    fuzz("uci-server");
}

#[test]
fn engine_output() {
    fuzz("engine-output");
}

#[test]
fn config() {
    fuzz("config");
}

#[test]
fn app() {
    fuzz("app");
}

#[test]
fn every_target_has_a_test_and_a_corpus() {
    let tested = [
        "fen",
        "epd",
        "moves",
        "pgn",
        "uci-server",
        "engine-output",
        "config",
        "app",
    ];
    let names: Vec<&str> = TARGETS.iter().map(|t| t.name).collect();
    assert_eq!(names, tested);
    for name in names {
        assert!(data().join(name).is_dir(), "no corpus for {name}");
    }
}

#[test]
fn saved_failures_hold_now() {
    let regressions = read_regressions(&data().join("regressions")).expect("the regressions");
    assert!(!regressions.is_empty());
    for regression in regressions {
        let target = target(&regression.target)
            .unwrap_or_else(|| panic!("{}: no such target", regression.path.display()));
        if let Err(violation) = check(target, &regression.input) {
            panic!("{}: {violation}", regression.path.display());
        }
    }
}
