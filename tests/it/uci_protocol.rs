//! `kibitzer uci` speaking the protocol: the handshake, searches ended by their limits, by
//! `stop` and by `ponderhit`, exactly one `bestmove` per `go`, mates and positions without a
//! move, `searchmoves` and `MultiPV`. Searches are limited by depth or nodes, or stopped.

use crate::support::uci_engine;

use uci_engine::{Engine, count_bestmoves};

const MATE_IN_ONE: &str = "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1";

#[test]
fn the_handshake_lists_id_every_option_and_uciok() {
    let mut engine = Engine::start();
    engine.send("uci");
    let lines = engine.until(|l| l == "uciok");
    assert!(lines[0].starts_with("id name kibitzer"), "{lines:?}");
    assert!(lines[1].starts_with("id author"), "{lines:?}");
    for option in [
        "option name Hash type spin default 64 min 1 max",
        "option name Clear Hash type button",
        "option name Threads type spin default 1 min 1 max 256",
        "option name MultiPV type spin default 1 min 1 max 8",
        "option name Move Overhead type spin default 30 min 0 max 5000",
        "option name Ponder type check default false",
        "option name UCI_AnalyseMode type check default false",
        "option name SyzygyPath type string default <empty>",
        "option name Syzygy Probe type check default true",
        "option name Null Move type check default true",
        "option name SEE Pruning type check default true",
    ] {
        assert!(
            lines.iter().any(|l| l.starts_with(option)),
            "{option}: {lines:#?}"
        );
    }
    assert_eq!(
        lines.iter().filter(|l| l.starts_with("option ")).count(),
        8 + kibitzer::search::Switch::ALL.len()
    );
    assert!(engine.sync().is_empty());
    let (status, rest) = engine.close();
    assert!(status.success());
    assert!(rest.is_empty(), "{rest:?}");
}

#[test]
fn a_depth_search_ends_with_info_and_one_bestmove_with_a_ponder_move() {
    let mut engine = Engine::start();
    engine.send("position startpos moves e2e4");
    engine.send("go depth 4");
    let lines = engine.until_prefix("bestmove");
    let infos: Vec<&String> = lines
        .iter()
        .filter(|l| l.starts_with("info depth"))
        .collect();
    assert_eq!(infos.len(), 4, "{lines:#?}");
    for (depth, info) in infos.iter().enumerate() {
        let words: Vec<&str> = info.split_whitespace().collect();
        assert_eq!(words[2], (depth + 1).to_string(), "{info}");
        for key in [
            "seldepth", "multipv", "score", "nodes", "nps", "hashfull", "time", "pv",
        ] {
            assert!(words.contains(&key), "{key} in {info}");
        }
    }
    let best = lines.last().unwrap();
    let pv: Vec<&str> = infos[3].split(" pv ").nth(1).unwrap().split(' ').collect();
    assert_eq!(best, &format!("bestmove {} ponder {}", pv[0], pv[1]));
    assert!(engine.sync().is_empty());
}

#[test]
fn isready_is_answered_during_an_infinite_search_and_stop_gives_one_bestmove() {
    let mut engine = Engine::start();
    engine.send("position startpos");
    engine.send("go infinite");
    engine.until_prefix("info depth 3");
    let during = engine.sync();
    assert_eq!(count_bestmoves(&during), 0, "{during:#?}");
    engine.send("stop");
    let lines = engine.until_prefix("bestmove");
    assert_eq!(count_bestmoves(&lines), 1);
    // A stop after the bestmove produces nothing.
    engine.send("stop");
    let after = engine.sync();
    assert!(after.is_empty(), "{after:#?}");
    let (status, rest) = engine.close();
    assert!(status.success());
    assert_eq!(count_bestmoves(&rest), 0, "{rest:#?}");
}

#[test]
fn an_infinite_search_that_found_mate_waits_for_stop() {
    let mut engine = Engine::start();
    engine.send(&format!("position fen {MATE_IN_ONE}"));
    engine.send("go infinite");
    let lines = engine.until_prefix("info depth 12 ");
    assert!(
        lines.iter().all(|l| !l.starts_with("bestmove")),
        "{lines:#?}"
    );
    assert!(lines.last().unwrap().contains("score mate 1"), "{lines:#?}");
    let during = engine.sync();
    assert_eq!(count_bestmoves(&during), 0, "{during:#?}");
    engine.send("stop");
    let lines = engine.until_prefix("bestmove");
    assert_eq!(lines.last().unwrap(), "bestmove a1a8");
}

#[test]
fn mates_and_positions_without_a_move() {
    let mut engine = Engine::start();
    engine.send(&format!("position fen {MATE_IN_ONE}"));
    engine.send("go depth 3");
    let lines = engine.until_prefix("bestmove");
    assert!(
        lines.iter().any(|l| l.contains("score mate 1 ")),
        "{lines:#?}"
    );
    assert_eq!(lines.last().unwrap(), "bestmove a1a8");
    // Black is mated: nothing to search.
    engine.send("position fen R5k1/5ppp/8/8/8/8/8/6K1 b - - 1 1");
    engine.send("go depth 5");
    let lines = engine.until_prefix("bestmove");
    assert_eq!(lines, ["info depth 0 score mate 0", "bestmove (none)"]);
    // Stalemate.
    engine.send("position fen 7k/5Q2/6K1/8/8/8/8/8 b - - 0 1");
    engine.send("go wtime 1000 btime 1000");
    let lines = engine.until_prefix("bestmove");
    assert_eq!(lines, ["info depth 0 score cp 0", "bestmove (none)"]);
    // Without a move, an infinite search still waits for stop.
    engine.send("go infinite");
    assert!(engine.sync().iter().all(|l| !l.starts_with("bestmove")));
    engine.send("stop");
    assert_eq!(
        engine.until_prefix("bestmove").last().unwrap(),
        "bestmove (none)"
    );
}

#[test]
fn searchmoves_restricts_the_root_moves() {
    let mut engine = Engine::start();
    engine.send(&format!("position fen {MATE_IN_ONE}"));
    engine.send("go depth 3 searchmoves g1f1 g1h1");
    let lines = engine.until_prefix("bestmove");
    let best = lines.last().unwrap();
    assert!(
        best == "bestmove g1f1"
            || best.starts_with("bestmove g1f1 ")
            || best.starts_with("bestmove g1h1"),
        "{lines:#?}"
    );
    assert!(lines.iter().all(|l| !l.contains("mate 1")), "{lines:#?}");
}

#[test]
fn multipv_three_gives_three_lines_per_depth_in_order() {
    let mut engine = Engine::start();
    engine.send("setoption name MultiPV value 3");
    engine.send("position startpos");
    engine.send("go depth 3");
    let lines = engine.until_prefix("bestmove");
    let last: Vec<&String> = lines
        .iter()
        .filter(|l| l.starts_with("info depth 3 "))
        .collect();
    let numbers: Vec<&str> = last
        .iter()
        .map(|l| {
            l.split(" multipv ")
                .nth(1)
                .unwrap()
                .split(' ')
                .next()
                .unwrap()
        })
        .collect();
    assert!(
        numbers.contains(&"1") && numbers.contains(&"2") && numbers.contains(&"3"),
        "{lines:#?}"
    );
    let firsts: std::collections::HashSet<&str> = last
        .iter()
        .map(|l| l.split(" pv ").nth(1).unwrap().split(' ').next().unwrap())
        .collect();
    assert_eq!(firsts.len(), 3, "three different first moves: {lines:#?}");
}

#[test]
fn a_ponder_search_waits_for_ponderhit_then_plays() {
    let mut engine = Engine::start();
    engine.send("position startpos moves e2e4");
    engine.send("go ponder wtime 5000 btime 5000 depth 2");
    engine.until_prefix("info depth 2 ");
    // The depth limit is reached, but a pondering search does not end on its own.
    let during = engine.sync();
    assert_eq!(count_bestmoves(&during), 0, "{during:#?}");
    engine.send("ponderhit");
    let lines = engine.until_prefix("bestmove");
    assert_eq!(count_bestmoves(&lines), 1);
    // Pondering again, then stopped (the opponent played another move).
    engine.send("position startpos moves e2e4 e7e5");
    engine.send("go ponder wtime 5000 btime 5000");
    engine.until_prefix("info depth 2 ");
    engine.send("stop");
    let lines = engine.until_prefix("bestmove");
    assert_eq!(count_bestmoves(&lines), 1);
    assert!(engine.sync().is_empty());
}

#[test]
fn a_game_on_the_clock_gets_a_move_each_time() {
    let mut engine = Engine::start();
    engine.send("ucinewgame");
    let mut moves: Vec<String> = Vec::new();
    for _ in 0..6 {
        engine.send(&format!("position startpos moves {}", moves.join(" ")));
        engine.send("go wtime 2000 btime 2000 winc 20 binc 20");
        let lines = engine.until_prefix("bestmove");
        assert!(lines.iter().any(|l| l.contains(" score ")), "{lines:#?}");
        let best = lines
            .last()
            .unwrap()
            .split_whitespace()
            .nth(1)
            .unwrap()
            .to_owned();
        moves.push(best);
    }
    engine.send("go nodes 2000");
    let lines = engine.until_prefix("bestmove");
    assert_eq!(count_bestmoves(&lines), 1);
}

#[test]
fn syzygy_path_loads_tables_and_info_lines_count_tablebase_hits() {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/syzygy");
    let mut engine = Engine::start();
    engine.send(&format!("setoption name SyzygyPath value {dir}"));
    engine.send("isready");
    let said = engine.until(|l| l == "readyok");
    assert!(
        said.contains(&"info string 14 syzygy table files, up to 4 men".to_owned()),
        "{said:?}"
    );
    // Rxe1 takes the knight into KR v K.
    engine.send("position fen 8/8/8/8/8/2k5/8/KR2n3 w - - 0 1");
    engine.send("go depth 5");
    let lines = engine.until_prefix("bestmove");
    let last_info = lines
        .iter()
        .rev()
        .find(|l| l.starts_with("info depth"))
        .unwrap();
    assert!(last_info.contains(" tbhits "), "{last_info}");
    assert!(
        lines.last().unwrap().starts_with("bestmove b1e1"),
        "{lines:?}"
    );
    engine.send("setoption name SyzygyPath value /no/such/directory");
    engine.send("isready");
    let said = engine.until(|l| l == "readyok");
    assert!(
        said.iter()
            .any(|l| l.starts_with("info string cannot read the syzygy directory")),
        "{said:?}"
    );
}

/// GUIs send `stop` and then `isready` to know the search is over: the `bestmove` comes before
/// the `readyok`, as Stockfish sends them. Before, `readyok` was written at once and the
/// `bestmove` after it.
#[test]
fn stop_then_isready_answers_the_bestmove_before_readyok() {
    let mut engine = Engine::start();
    engine.send("position startpos");
    engine.send("go infinite");
    engine.until_prefix("info depth 3");
    engine.send_bytes(b"stop\nisready\n");
    let lines = engine.until(|l| l == "readyok");
    assert_eq!(count_bestmoves(&lines), 1, "{lines:#?}");
    let (status, rest) = engine.close();
    assert!(status.success());
    assert_eq!(count_bestmoves(&rest), 0, "{rest:#?}");
}

/// `go depth 0`, `go nodes 0` and `go movetime 0` are searches without that limit, as in
/// Stockfish: they search until `stop`, and the `bestmove` is the searched one (here the
/// mate). Before, each sent at once the first legal move with `info depth 0 ... nodes 0`.
#[test]
fn a_limit_of_zero_is_no_limit_and_the_bestmove_is_searched() {
    for limit in [
        "depth 0",
        "nodes 0",
        "movetime 0",
        "depth 0 movetime 0 nodes 0",
    ] {
        let mut engine = Engine::start();
        engine.send(&format!("position fen {MATE_IN_ONE}"));
        engine.send(&format!("go {limit}"));
        let lines = engine.until(|l| l.starts_with("info depth 2 ") || l.starts_with("bestmove"));
        assert!(
            lines.last().unwrap().starts_with("info depth 2 "),
            "go {limit}: {lines:#?}"
        );
        // The search may end by itself at its deepest iteration, or be stopped here.
        engine.send("stop");
        let lines = engine.until_prefix("bestmove");
        assert_eq!(lines.last().unwrap(), "bestmove a1a8", "go {limit}");
        assert!(engine.sync().is_empty(), "go {limit}");
    }
}
