//! `kibitzer uci` under load: a burst of 100,000 commands (`go depth 1`, `go infinite`,
//! `stop`, `isready`, `position startpos moves ...` with up to 500 legal moves, `position
//! fen`, `ucinewgame`, `setoption`) written to the real binary through a pipe as fast as it
//! takes them. The run must end (no deadlock); every `isready` gets exactly one `readyok`, in
//! order with the `bestmove`s; every `go` gets exactly one `bestmove` (a `go` sent while
//! another runs ends the running one first, with its own `bestmove`; `go infinite` gets its
//! `bestmove` at `stop`, at the next `go` or at the end of the input), and each `bestmove`
//! is legal in the position of its `go`, whatever `position` came after it.

use crate::support::uci_engine;

use shakmaty::fen::Fen;
use shakmaty::uci::UciMove;
use shakmaty::{CastlingMode, Chess, Position};
use uci_engine::{Engine, count_bestmoves};

/// Positions set up with `position fen`: ordinary ones, then a checkmate and two stalemates
/// (no legal move: `bestmove (none)`).
const FENS: [&str; 6] = [
    "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3",
    "8/8/8/4k3/8/8/4P3/4K3 w - - 0 1",
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3",
    "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1",
    "k7/8/1Q6/8/8/8/8/7K b - - 0 1",
];

/// A small deterministic generator (a 64-bit LCG), so the burst is the same on every run.
struct Dice(u64);

impl Dice {
    fn below(&mut self, n: usize) -> usize {
        self.0 = self
            .0
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        ((self.0 >> 33) % n as u64) as usize
    }
}

/// A game of exactly `plies` legal moves from the start, in UCI notation, picked by `dice`
/// (a game that ends early is thrown away and picked again).
fn random_game(dice: &mut Dice, plies: usize) -> Vec<String> {
    'again: loop {
        let mut pos = Chess::default();
        let mut moves = Vec::with_capacity(plies);
        for _ in 0..plies {
            let legal = pos.legal_moves();
            if legal.is_empty() {
                continue 'again;
            }
            let m = legal[dice.below(legal.len())];
            moves.push(m.to_uci(CastlingMode::Standard).to_string());
            pos.play_unchecked(m);
        }
        return moves;
    }
}

fn after(moves: &[String]) -> Chess {
    let mut pos = Chess::default();
    for text in moves {
        let m = text.parse::<UciMove>().unwrap().to_move(&pos).unwrap();
        pos.play_unchecked(m);
    }
    pos
}

/// The commands, with what the answers must be: the position of every `go` in order, and,
/// for every `isready` in order, how many `go`s were sent before it.
struct Burst {
    text: String,
    go_positions: Vec<Chess>,
    gos_before_isready: Vec<usize>,
}

fn burst(commands: usize) -> Burst {
    let mut dice = Dice(20);
    let games: Vec<Vec<String>> = (0..3).map(|_| random_game(&mut dice, 500)).collect();
    let fens: Vec<Chess> = FENS
        .iter()
        .map(|f| {
            f.parse::<Fen>()
                .unwrap()
                .into_position(CastlingMode::Standard)
                .unwrap()
        })
        .collect();
    let mut script = Burst {
        text: String::new(),
        go_positions: Vec::new(),
        gos_before_isready: Vec::new(),
    };
    let mut position = Chess::default();
    for _ in 0..commands {
        let line = match dice.below(1000) {
            0..500 => {
                script.gos_before_isready.push(script.go_positions.len());
                "isready".to_owned()
            }
            500..905 => "stop".to_owned(),
            905..920 => {
                let game = &games[dice.below(games.len())];
                let plies = if dice.below(2) == 0 {
                    500
                } else {
                    dice.below(501)
                };
                position = after(&game[..plies]);
                if plies == 0 {
                    "position startpos".to_owned()
                } else {
                    format!("position startpos moves {}", game[..plies].join(" "))
                }
            }
            920..940 => {
                let which = dice.below(FENS.len());
                position = fens[which].clone();
                format!("position fen {}", FENS[which])
            }
            940..950 => {
                position = Chess::default();
                "ucinewgame".to_owned()
            }
            950..965 => match dice.below(5) {
                0 => "setoption name Hash value 1".to_owned(),
                1 => "setoption name Hash value 2".to_owned(),
                2 => format!("setoption name MultiPV value {}", 1 + dice.below(3)),
                3 => format!("setoption name Threads value {}", 1 + dice.below(2)),
                _ => "setoption name Clear Hash".to_owned(),
            },
            965..980 => {
                script.go_positions.push(position.clone());
                "go depth 1".to_owned()
            }
            _ => {
                script.go_positions.push(position.clone());
                "go infinite".to_owned()
            }
        };
        script.text.push_str(&line);
        script.text.push('\n');
    }
    script
}

/// Checks that `text` (a `bestmove` line) names a legal move of `pos`, or `(none)` when it
/// has none (as `docs/uci.md` says), and a legal ponder move if any.
fn check_bestmove(text: &str, pos: &Chess, index: usize) {
    let words: Vec<&str> = text.split_whitespace().collect();
    assert!(
        words.len() == 2 || (words.len() == 4 && words[2] == "ponder"),
        "bestmove {index} is malformed: {text}"
    );
    if pos.legal_moves().is_empty() {
        assert_eq!(
            words[1], "(none)",
            "bestmove {index} in a position without moves"
        );
        return;
    }
    let best = words[1]
        .parse::<UciMove>()
        .ok()
        .and_then(|m| m.to_move(pos).ok())
        .unwrap_or_else(|| panic!("bestmove {index} is illegal: {text} in {}", fen(pos)));
    if let Some(ponder) = words.get(3) {
        let mut next = pos.clone();
        next.play_unchecked(best);
        assert!(
            ponder
                .parse::<UciMove>()
                .ok()
                .and_then(|m| m.to_move(&next).ok())
                .is_some(),
            "ponder move {index} is illegal: {text} in {}",
            fen(pos)
        );
    }
}

fn fen(pos: &Chess) -> String {
    Fen::from_position(pos, shakmaty::EnPassantMode::Legal).to_string()
}

/// Writes `script` to a fresh `kibitzer uci` at once (the engine's output is drained by
/// the helper's reader thread meanwhile), reads every line it answers until it exits, and
/// checks them.
fn run_burst(script: &Burst) {
    let mut engine = Engine::start();
    engine.send_bytes(script.text.as_bytes());
    engine.end_input();
    let mut bestmoves = 0;
    let mut readyoks = 0;
    while let Some(line) = engine.next_line() {
        assert!(!line.starts_with("info string"), "a complaint: {line}");
        if line == "readyok" {
            let gos = *script
                .gos_before_isready
                .get(readyoks)
                .unwrap_or_else(|| panic!("readyok {readyoks} answers no isready"));
            // The `go` before the `isready` may still run; the one before it has ended.
            assert!(
                bestmoves + 1 >= gos && bestmoves <= gos,
                "readyok {readyoks} (after {gos} go) came after {bestmoves} bestmove"
            );
            readyoks += 1;
        } else if line.starts_with("bestmove") {
            let pos = script
                .go_positions
                .get(bestmoves)
                .unwrap_or_else(|| panic!("bestmove {bestmoves} answers no go: {line}"));
            check_bestmove(&line, pos, bestmoves);
            bestmoves += 1;
        }
    }
    let (status, _) = engine.close();
    assert!(status.success(), "exit status {status}");
    assert_eq!(readyoks, script.gos_before_isready.len(), "readyok lost");
    assert_eq!(bestmoves, script.go_positions.len(), "bestmove per go");
}

#[test]
fn a_burst_of_100000_commands_is_answered_completely_and_in_order() {
    let script = burst(100_000);
    // The burst holds every kind of command, many of each.
    assert!(script.go_positions.len() > 1_500);
    assert!(script.gos_before_isready.len() > 45_000);
    let full_games = script.text.lines().filter(|l| l.split(' ').count() == 503);
    assert!(full_games.count() > 500);
    run_burst(&script);
}

/// The number of threads of process `pid`, from `/proc`.
#[cfg(target_os = "linux")]
fn threads_of(pid: u32) -> usize {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).expect("/proc");
    status
        .lines()
        .find_map(|l| l.strip_prefix("Threads:"))
        .and_then(|n| n.trim().parse().ok())
        .expect("a Threads line")
}

/// Pondering searches put on the clock by `ponderhit` and stopped at once, thousands of
/// them: the hard limit of each must not leave a thread behind.
#[cfg(target_os = "linux")]
#[test]
fn timed_searches_stopped_at_once_leave_no_thread_behind() {
    let mut engine = Engine::start();
    let mut text = String::new();
    for i in 0..3_000 {
        if i % 2 == 0 {
            text.push_str("go ponder movetime 600000\nponderhit\nstop\n");
        } else {
            text.push_str("go ponder wtime 600000 btime 600000\nponderhit\nstop\n");
        }
    }
    engine.send_bytes(text.as_bytes());
    let lines = engine.sync();
    let threads = threads_of(engine.pid());
    let (status, rest) = engine.close();
    assert!(status.success());
    assert_eq!(count_bestmoves(&lines) + count_bestmoves(&rest), 3_000);
    // The main loop, the input reader, the search thread: a handful, not thousands.
    assert!(threads < 20, "{threads} threads");
}

/// The hard limit that `ponderhit` starts, now a timeout of the server's wait rather than a
/// thread, still ends the search: a `bestmove` comes without `stop`.
#[test]
fn a_pondering_search_put_on_the_clock_ends_at_its_hard_limit() {
    let mut engine = Engine::start();
    engine.send("position startpos moves e2e4");
    engine.send("go ponder movetime 100");
    engine.send("ponderhit");
    let lines = engine.until_prefix("bestmove");
    let after_e4 = after(&["e2e4".to_owned()]);
    check_bestmove(lines.last().unwrap(), &after_e4, 0);
    let (status, rest) = engine.close();
    assert!(status.success());
    assert_eq!(count_bestmoves(&rest), 0);
}
