//! `kibitzer uci`'s position handling and its non-standard commands: history facts that follow
//! `position ... moves`, `eval`, `d`, `go perft` and `bench` with each search switch.

use crate::support::uci_engine;

use std::process::Command;

use uci_engine::Engine;

/// The lines of a command's answer, ended by the `readyok` of an `isready` after it.
fn answer(engine: &mut Engine, command: &str) -> Vec<String> {
    engine.send(command);
    engine.sync()
}

#[test]
fn history_facts_follow_the_moves_of_position() {
    let mut engine = Engine::start();
    // Both kings walk out and back: the board is that of 1.e4 e5 without castling rights.
    engine.send("position startpos moves e2e4 e7e5 e1e2 e8e7 e2e1 e7e8");
    let walked = answer(&mut engine, "eval");
    assert!(
        walked
            .iter()
            .any(|l| l.contains("King moved White yes, Black yes")),
        "{walked:#?}"
    );
    engine.send("position fen rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w - - 4 4");
    let from_fen = answer(&mut engine, "eval");
    assert!(
        from_fen
            .iter()
            .any(|l| l.contains("King moved White no, Black no")),
        "{from_fen:#?}"
    );
    let fen_line = |lines: &[String]| lines.iter().find(|l| l.starts_with("FEN")).cloned();
    assert_eq!(fen_line(&walked), fen_line(&from_fen));
}

#[test]
fn eval_prints_the_table_of_kibitzer_eval() {
    let mut engine = Engine::start();
    engine.send("position fen r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3");
    let lines = answer(&mut engine, "eval");
    let cli = Command::new(env!("CARGO_BIN_EXE_kibitzer"))
        .args([
            "eval",
            "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3",
        ])
        .output()
        .unwrap();
    let expected: Vec<String> = String::from_utf8(cli.stdout)
        .unwrap()
        .lines()
        .map(str::to_owned)
        .collect();
    assert_eq!(lines, expected);
    assert!(lines[0].starts_with("Stanback evaluation"));
}

#[test]
fn d_shows_the_board_fen_key_and_checkers() {
    let mut engine = Engine::start();
    engine.send("position startpos moves e2e4 f7f6 d2d4 g7g5 d1h5");
    let lines = answer(&mut engine, "d");
    assert!(
        lines
            .iter()
            .any(|l| l == " | r | n | b | q | k | b | n | r | 8"),
        "{lines:#?}"
    );
    assert!(lines.contains(
        &"Fen: rnbqkbnr/ppppp2p/5p2/6pQ/3PP3/8/PPP2PPP/RNB1KBNR b KQkq - 1 3".to_owned()
    ));
    assert!(
        lines
            .iter()
            .any(|l| l.starts_with("Key: ") && l.len() == 5 + 16)
    );
    assert_eq!(lines.last().unwrap(), "Checkers: h5");
}

#[test]
fn go_perft_4_of_the_start_position() {
    let mut engine = Engine::start();
    engine.send("position startpos");
    let lines = answer(&mut engine, "go perft 4");
    assert_eq!(lines.last().unwrap(), "Nodes searched: 197281");
    let per_move: Vec<&String> = lines
        .iter()
        .filter(|l| l.contains(": ") && !l.starts_with("Nodes"))
        .collect();
    assert_eq!(per_move.len(), 20);
    assert!(per_move.contains(&&"e2e4: 13160".to_owned()), "{lines:#?}");
    let sum: u64 = per_move
        .iter()
        .map(|l| l.split(": ").nth(1).unwrap().parse::<u64>().unwrap())
        .sum();
    assert_eq!(sum, 197_281);
}

/// The node count `bench 4` prints.
fn bench_nodes(engine: &mut Engine) -> u64 {
    let lines = answer(engine, "bench 4");
    assert_eq!(lines.len(), 2, "{lines:#?}");
    assert!(lines[1].ends_with(" nodes/s"));
    lines[0].strip_suffix(" nodes").unwrap().parse().unwrap()
}

#[test]
fn bench_matches_kibitzer_bench_and_every_switch_changes_it() {
    let cli = Command::new(env!("CARGO_BIN_EXE_kibitzer"))
        .args(["bench", "--depth", "4"])
        .output()
        .unwrap();
    let cli_nodes = String::from_utf8(cli.stdout)
        .unwrap()
        .lines()
        .next()
        .unwrap()
        .to_owned();
    let mut engine = Engine::start();
    engine.send("uci");
    let options: Vec<String> = engine
        .until(|l| l == "uciok")
        .iter()
        .filter(|l| l.ends_with(" type check default true"))
        .map(|l| {
            l.strip_prefix("option name ")
                .unwrap()
                .strip_suffix(" type check default true")
                .unwrap()
                .to_owned()
        })
        .collect();
    let defaults = kibitzer::search::SearchOptions::default();
    let on = kibitzer::search::Switch::ALL
        .into_iter()
        .filter(|&s| defaults.is_on(s));
    assert_eq!(options.len(), on.count(), "{options:?}");
    let all_on = bench_nodes(&mut engine);
    assert_eq!(format!("{all_on} nodes"), cli_nodes);
    // The tablebase probe acts only with tables loaded (tests/search_tablebases.rs), busy
    // deferral only with several threads (src/search/threads/busy_moves.rs), the singular
    // extension only from depth 6 on (tests/search_features.rs).
    let acts_alone = |name: &&String| {
        !["Syzygy Probe", "Busy Deferral", "Singular Extension"].contains(&name.as_str())
    };
    for name in options.iter().filter(acts_alone) {
        engine.send(&format!("setoption name {name} value false"));
        let off = bench_nodes(&mut engine);
        assert_ne!(off, all_on, "{name} off leaves bench at {all_on}");
        engine.send(&format!("setoption name {name} value true"));
    }
    assert_eq!(bench_nodes(&mut engine), all_on);
}
