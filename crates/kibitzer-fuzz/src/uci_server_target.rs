//! The `uci-server` target: a sequence of commands (the input's lines) through the command
//! parser and the position logic (`uci::command::parse`, `GamePosition`), and in one input in
//! [`SERVED`] (by a hash of the input) through the whole server, [`kibitzer::uci::server::serve`], on
//! in-memory input and output, with the table set to 1 MB first: a server costs 7 ms in a
//! debug build (its search thread and tables), checking the commands alone 50 us.
//! Every `isready` is answered with `readyok` and every `uci` with `uciok`, every `go` gets
//! exactly one `bestmove` (the end of the input ends a running search with its own), and
//! each `bestmove` is a legal move of the position of its `go`, or `(none)`/`0000` when
//! there is none. Commands whose cost has no bound in a fuzz run are left out of the input:
//! `bench`, `go perft` deeper than 3, tables larger than 16 MB, more than 2 threads,
//! `SyzygyPath` (it reads the disk), and clocks, increments or move times over 100 ms (a
//! timer thread sleeps that long).

use std::io::Cursor;
use std::time::Duration;

use shakmaty::Position;
use shakmaty::uci::UciMove;

use super::{PropertyViolation, Target, ensure, sampled};
use kibitzer::uci::server::command::{Command, parse};
use kibitzer::uci::server::position::GamePosition;

/// One input in this many runs through a whole server.
pub const SERVED: u64 = 128;

/// At most this many lines of an input are sent.
pub const MAX_LINES: usize = 64;

/// The target.
pub const TARGET: Target = Target {
    name: "uci-server",
    dictionary: &[
        "uci\n",
        "isready\n",
        "ucinewgame\n",
        "position startpos",
        "position fen ",
        " moves ",
        "e2e4",
        "e7e5",
        "g1f3",
        "e1g1",
        "a7a8q",
        "go depth 1\n",
        "go depth 2\n",
        "go nodes 300\n",
        "go infinite\n",
        "go ponder\n",
        "ponderhit\n",
        "stop\n",
        "quit\n",
        "go movetime 5\n",
        "go wtime 50 btime 50\n",
        " searchmoves ",
        "setoption name ",
        " value ",
        "Hash",
        "Threads",
        "MultiPV",
        "Clear Hash",
        "Move Overhead",
        "Ponder",
        "true",
        "2",
        "debug on\n",
        "d\n",
        "eval\n",
        "go perft 2\n",
        "\n",
        " ",
        "register later\n",
    ],
    run,
};

/// The longest clock or move time kept, so no timer thread outlives the run by long.
const LONGEST: Duration = Duration::from_millis(100);

/// Whether the server may be sent `command` in a fuzz run.
fn affordable(command: &Command) -> bool {
    match command {
        Command::Bench(_) => false,
        Command::Perft(depth) => *depth <= 3,
        Command::SetOption { name, value } => {
            let number = value
                .as_deref()
                .and_then(|v| v.trim().parse::<u64>().ok())
                .unwrap_or(0);
            match name.to_ascii_lowercase().as_str() {
                "hash" => number <= 16,
                "threads" => number <= 2,
                "syzygypath" => false,
                _ => true,
            }
        }
        Command::Go(go) => go
            .time
            .iter()
            .chain(&go.increment)
            .chain(std::iter::once(&go.movetime))
            .flatten()
            .all(|&t| t <= LONGEST),
        _ => true,
    }
}

fn run(input: &[u8]) -> Result<(), PropertyViolation> {
    let text = String::from_utf8_lossy(input);
    let mut sent = String::from("setoption name Hash value 1\n");
    let mut ready = 0;
    let mut handshakes = 0;
    let mut game = GamePosition::default();
    // The position of each `go`, in order.
    let mut searched = Vec::new();
    for line in text.split('\n').take(MAX_LINES) {
        let line = line.strip_suffix('\r').unwrap_or(line);
        let Ok(Some(command)) = parse(line) else {
            sent.push_str(line);
            sent.push('\n');
            continue;
        };
        if !affordable(&command) {
            continue;
        }
        sent.push_str(line);
        sent.push('\n');
        match command {
            Command::IsReady => ready += 1,
            Command::Uci => handshakes += 1,
            Command::NewGame => game = GamePosition::default(),
            Command::Position { start, moves } => {
                if let Ok(mut next) = GamePosition::new(&start) {
                    for m in &moves {
                        if next.play(m).is_err() {
                            break;
                        }
                    }
                    game = next;
                }
            }
            Command::Go(_) => searched.push(game.position().clone()),
            Command::Quit => break,
            _ => {}
        }
    }
    if !sampled(input, SERVED) {
        return Ok(());
    }
    let mut output = Vec::new();
    kibitzer::uci::server::serve(Cursor::new(sent.clone().into_bytes()), &mut output)
        .map_err(|e| PropertyViolation(format!("the server failed: {e}")))?;
    let output = String::from_utf8_lossy(&output);
    let count = |word: &str| output.lines().filter(|l| l.trim() == word).count();
    ensure(count("readyok") == ready, || {
        format!(
            "{ready} isready, {} readyok\n{sent}\n---\n{output}",
            count("readyok")
        )
    })?;
    ensure(count("uciok") == handshakes, || {
        format!(
            "{handshakes} uci, {} uciok\n{sent}\n---\n{output}",
            count("uciok")
        )
    })?;
    let bestmoves: Vec<&str> = output
        .lines()
        .filter_map(|l| l.strip_prefix("bestmove "))
        .collect();
    ensure(bestmoves.len() == searched.len(), || {
        format!(
            "{} go, {} bestmove\n{sent}\n---\n{output}",
            searched.len(),
            bestmoves.len()
        )
    })?;
    for (best, pos) in bestmoves.iter().zip(&searched) {
        let word = best.split_whitespace().next().unwrap_or("");
        let legal = match word {
            "(none)" | "0000" => pos.legal_moves().is_empty(),
            _ => word
                .parse::<UciMove>()
                .ok()
                .and_then(|u| u.to_move(pos).ok())
                .is_some(),
        };
        ensure(legal, || {
            format!("bestmove {best} is not legal in its position\n{sent}\n---\n{output}")
        })?;
    }
    Ok(())
}
