//! `kibitzer uci` facing bad input: garbage, a line of a megabyte, control characters,
//! illegal moves, bad FENs, bad option values and commands out of order. The engine reports
//! each as `info string`, keeps its position, keeps answering, and ends cleanly at the end of
//! its input. These are the real process's checks; `tests/fuzz.rs` feeds the same kind of
//! input, mutated, to the server in memory (`tests/data/fuzz/uci-server/hostile`).

use crate::support::uci_engine;

use uci_engine::{Engine, count_bestmoves};

fn fen_of(engine: &mut Engine) -> String {
    engine.send("d");
    let lines = engine.sync();
    lines
        .into_iter()
        .find(|l| l.starts_with("Fen: "))
        .expect("a FEN")
}

#[test]
fn garbage_and_huge_lines_are_reported_and_ignored() {
    let mut engine = Engine::start();
    engine.send("hello engine");
    engine.send_bytes(b"\x00\x01\xff\xfe\x1b[2J\n");
    engine.send(&"e2e4 ".repeat(200_000)); // a megabyte
    engine.send("setoption name Hash value -5");
    engine.send("setoption name Threads value 0");
    engine.send("setoption name Nonsense value 1");
    engine.send("setoption");
    engine.send("go depth banana");
    engine.send("go perft");
    engine.send("position");
    engine.send("bench 0");
    let lines = engine.sync();
    assert_eq!(lines.len(), 11, "{lines:#?}");
    assert!(
        lines.iter().all(|l| l.starts_with("info string ")),
        "{lines:#?}"
    );
    assert!(
        lines.iter().all(|l| !l.contains('\x1b') && l.len() < 200),
        "{lines:#?}"
    );
    assert!(lines[2].contains("skipped"), "{lines:#?}");
    // Still an engine.
    engine.send("go depth 2");
    assert_eq!(count_bestmoves(&engine.until_prefix("bestmove")), 1);
}

#[test]
fn an_illegal_move_keeps_the_position_at_the_last_legal_move() {
    let mut engine = Engine::start();
    engine.send("position startpos moves e2e4 e7e5 e4e5 g1f3");
    let lines = engine.sync();
    assert_eq!(lines.len(), 1, "{lines:#?}");
    assert!(
        lines[0].contains("illegal move e4e5 at ply 3"),
        "{lines:#?}"
    );
    assert_eq!(
        fen_of(&mut engine),
        "Fen: rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2"
    );
    // A bad FEN is reported and the previous position stays.
    engine.send("position fen rnbqkbnr/pppppppp/8/8 w KQkq - 0 1 moves e2e4");
    engine.send("position fen 8/8/8/8/8/8/8/8 w - - 0 1");
    let lines = engine.sync();
    assert_eq!(lines.len(), 2, "{lines:#?}");
    assert!(
        lines
            .iter()
            .all(|l| l.starts_with("info string invalid FEN")),
        "{lines:#?}"
    );
    assert_eq!(
        fen_of(&mut engine),
        "Fen: rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2"
    );
    engine.send("go depth 2 searchmoves e7e5 b1c3");
    let lines = engine.until_prefix("bestmove");
    assert!(lines[0].contains("illegal move e7e5"), "{lines:#?}");
    assert!(
        lines.last().unwrap().starts_with("bestmove b1c3"),
        "{lines:#?}"
    );
}

#[test]
fn commands_out_of_order_give_one_bestmove_per_go() {
    let mut engine = Engine::start();
    engine.send("stop");
    engine.send("ponderhit");
    engine.send("go infinite");
    engine.send("go infinite");
    engine.send("position startpos moves d2d4");
    engine.send("ucinewgame");
    engine.send("setoption name Hash value 8");
    engine.send("go depth 3");
    engine.send("ponderhit");
    // The second `go` ends the first search, the third the second, and the third ends at
    // its depth.
    let mut lines = engine.until_prefix("bestmove");
    lines.extend(engine.until_prefix("bestmove"));
    lines.extend(engine.until_prefix("bestmove"));
    lines.extend(engine.sync());
    engine.send("stop");
    lines.extend(engine.sync());
    assert_eq!(count_bestmoves(&lines), 3, "{lines:#?}");
    // End of input while searching: the search ends with its bestmove and the engine exits.
    engine.send("go infinite");
    let (status, rest) = engine.close();
    assert!(status.success());
    assert_eq!(count_bestmoves(&rest), 1, "{rest:#?}");
}

#[test]
fn a_client_that_goes_away_ends_the_engine_quietly() {
    use std::io::Write;
    use std::process::{Command, Stdio};
    let mut child = Command::new(env!("CARGO_BIN_EXE_kibitzer"))
        .arg("uci")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    // The reader closes its end before the engine answers.
    drop(child.stdout.take());
    let mut stdin = child.stdin.take().unwrap();
    let _ = writeln!(stdin, "uci\nisready\ngo depth 3");
    drop(stdin);
    let out = child.wait_with_output().unwrap();
    assert!(
        out.status.success(),
        "{:?}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(
        out.stderr.is_empty(),
        "{:?}",
        String::from_utf8_lossy(&out.stderr)
    );
}
