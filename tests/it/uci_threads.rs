//! The UCI option `Threads`: two threads search a mate and answer `bestmove`; a stop reaches
//! an infinite search on two threads; `bench` stays on one thread whatever `Threads` says, so
//! its node count stays the signature.

use crate::support::uci_engine;

use uci_engine::{Engine, count_bestmoves};

#[test]
fn two_threads_answer_go_and_stop() {
    let mut engine = Engine::start();
    engine.send("setoption name Threads value 2");
    engine.send("position fen k7/8/2K5/8/8/8/8/7R w - - 0 1");
    engine.send("go depth 5");
    let lines = engine.until_prefix("bestmove");
    assert!(
        lines.iter().any(|l| l.contains("score mate 2")),
        "{lines:#?}"
    );
    engine.send("position startpos");
    engine.send("go infinite");
    engine.until(|l| l.starts_with("info depth 3"));
    engine.send("stop");
    let lines = engine.until_prefix("bestmove");
    assert_eq!(count_bestmoves(&lines), 1, "{lines:#?}");
}

#[test]
fn bench_ignores_threads() {
    let mut engine = Engine::start();
    engine.send("bench 3");
    let one = engine.until(|l| l.ends_with(" nodes"));
    engine.send("setoption name Threads value 2");
    engine.send("bench 3");
    let two = engine.until(|l| l.ends_with(" nodes"));
    assert_eq!(one.last(), two.last());
}
