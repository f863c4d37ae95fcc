//! `fake-uci-engine`: a small UCI engine for kibitzer's tests of external engines, told by
//! its arguments how to behave:
//!
//! * no argument: a normal engine. `go` with a depth, nodes or time prints one `info` line
//!   per depth (up to 3; `score cp`, a PV of legal moves, and `wdl` once `UCI_ShowWDL` is
//!   set) and `bestmove`; `go
//!   infinite` prints two lines and waits for `stop`, to which it answers with one more line
//!   (stale by then) and `bestmove`. It quits on `quit` or at the end of its input.
//! * `--crash-after N`: aborts (SIGABRT) after reading N lines.
//! * `--hang`: answers `uci` but never `isready`.
//! * `--not-uci`: prints a greeting and never answers anything.
//! * `--garbage`: prints a line that is not UCI and one that is not UTF-8 before each
//!   search's lines.
//! * `--illegal-pv`: every PV repeats its first move (illegal at ply 2).
//! * `--wrong-bestmove`: answers with a `bestmove` that is not legal in the position.
//! * `--tbhits`: adds `tbhits 42` to its `info` lines.
//! * `--ignore-stop`: never answers `stop`.
//! * `--stray-bestmove`: sends a `bestmove` (the position's first legal move) on every
//!   `position`, while idle: UCI does not allow it.
//! * `--restricted-cp N`: `go searchmoves MOVE ...` searches MOVE alone: its PV starts with
//!   MOVE (then the first legal moves) and scores `cp N` instead of `10 * depth`.
//! * `--ignore-searchmoves`: `go searchmoves` is answered as if unrestricted.

use std::io::{BufRead, Write};

use kibitzer::game::parse_fen;
use kibitzer::uci::client::legal_move;
use shakmaty::uci::UciMove;
use shakmaty::{CastlingMode, Chess, Move, Position};

/// How the engine behaves.
#[derive(Default)]
struct Behaviour {
    crash_after: Option<usize>,
    hang: bool,
    not_uci: bool,
    garbage: bool,
    illegal_pv: bool,
    wrong_bestmove: bool,
    tbhits: bool,
    ignore_stop: bool,
    stray_bestmove: bool,
    restricted_cp: Option<i32>,
    ignore_searchmoves: bool,
}

fn main() {
    let mut behaviour = Behaviour::default();
    let mut args = std::env::args().skip(1);
    while let Some(arg) = args.next() {
        match arg.as_str() {
            "--crash-after" => behaviour.crash_after = args.next().and_then(|n| n.parse().ok()),
            "--hang" => behaviour.hang = true,
            "--not-uci" => behaviour.not_uci = true,
            "--garbage" => behaviour.garbage = true,
            "--illegal-pv" => behaviour.illegal_pv = true,
            "--wrong-bestmove" => behaviour.wrong_bestmove = true,
            "--tbhits" => behaviour.tbhits = true,
            "--ignore-stop" => behaviour.ignore_stop = true,
            "--stray-bestmove" => behaviour.stray_bestmove = true,
            "--restricted-cp" => behaviour.restricted_cp = args.next().and_then(|n| n.parse().ok()),
            "--ignore-searchmoves" => behaviour.ignore_searchmoves = true,
            other => {
                eprintln!("fake-uci-engine: unknown argument {other}");
                std::process::exit(2);
            }
        }
    }
    let mut engine = Engine {
        behaviour,
        position: Chess::default(),
        only: None,
        searching: false,
        show_wdl: false,
        out: std::io::stdout(),
    };
    if engine.behaviour.not_uci {
        engine.say("Hello! I am not a chess engine.");
    }
    let stdin = std::io::stdin();
    for (read, line) in stdin.lock().lines().enumerate() {
        let Ok(line) = line else { return };
        if engine.behaviour.crash_after.is_some_and(|n| read >= n) {
            std::process::abort();
        }
        if !engine.command(line.trim()) {
            return;
        }
    }
}

struct Engine {
    behaviour: Behaviour,
    position: Chess,
    /// The root move of a `go searchmoves` (the first one named).
    only: Option<Move>,
    searching: bool,
    show_wdl: bool,
    out: std::io::Stdout,
}

impl Engine {
    fn say(&mut self, line: &str) {
        let _ = writeln!(self.out, "{line}");
        let _ = self.out.flush();
    }

    /// Answers one command; `false` to quit.
    fn command(&mut self, line: &str) -> bool {
        if self.behaviour.not_uci {
            return line != "quit";
        }
        let mut words = line.split_whitespace();
        match words.next() {
            Some("uci") => {
                self.say("id name Fake Engine 1.0");
                self.say("id author kibitzer tests");
                self.say("option name MultiPV type spin default 1 min 1 max 8");
                self.say("option name Clear Hash type button");
                self.say("option name UCI_ShowWDL type check default false");
                self.say("uciok");
            }
            Some("isready") if !self.behaviour.hang => self.say("readyok"),
            Some("setoption") if line == "setoption name UCI_ShowWDL value true" => {
                self.show_wdl = true;
            }
            Some("position") => {
                self.position = position(&words.collect::<Vec<_>>());
                if self.behaviour.stray_bestmove
                    && let Some(first) = self.pv(1).first()
                {
                    let stray = format!("bestmove {}", uci(first));
                    self.say(&stray);
                }
            }
            Some("go") => self.go(&words.collect::<Vec<_>>()),
            Some("stop") if self.searching && !self.behaviour.ignore_stop => {
                self.searching = false;
                self.info(3);
                self.best_move();
            }
            Some("quit") => return false,
            _ => {}
        }
        true
    }

    fn go(&mut self, words: &[&str]) {
        if self.behaviour.garbage {
            self.say("#@!% this is not UCI");
            let _ = self.out.write_all(b"\xff\xfe binary\n");
        }
        self.only = words
            .iter()
            .position(|w| *w == "searchmoves")
            .and_then(|at| words.get(at + 1)?.parse::<UciMove>().ok())
            .and_then(|mv| legal_move(&self.position, &mv))
            .filter(|_| !self.behaviour.ignore_searchmoves);
        let depth = words
            .iter()
            .position(|w| *w == "depth")
            .and_then(|at| words.get(at + 1)?.parse().ok())
            .unwrap_or(3)
            .min(3);
        if words.contains(&"infinite") {
            self.info(1);
            self.info(2);
            self.searching = true;
            return;
        }
        for d in 1..=depth {
            self.info(d);
        }
        self.best_move();
    }

    /// The PV of depth `depth`: the first legal move at each ply (the searched move first,
    /// when the root moves are restricted).
    fn pv(&self, depth: u32) -> Vec<Move> {
        let mut position = self.position.clone();
        let mut pv = Vec::new();
        for ply in 0..depth {
            let first = match self.only {
                Some(only) if ply == 0 => Some(only),
                _ => position.legal_moves().first().copied(),
            };
            let Some(mv) = first else {
                break;
            };
            position.play_unchecked(mv);
            pv.push(mv);
        }
        pv
    }

    fn info(&mut self, depth: u32) {
        let mut pv: Vec<String> = self.pv(depth).iter().map(uci).collect();
        if self.behaviour.illegal_pv
            && let Some(first) = pv.first().cloned()
        {
            pv.insert(1, first);
        }
        if pv.is_empty() {
            self.say(&format!("info depth {depth} score mate 0"));
            return;
        }
        let tbhits = if self.behaviour.tbhits {
            " tbhits 42"
        } else {
            ""
        };
        let wdl = if self.show_wdl {
            " wdl 300 600 100"
        } else {
            ""
        };
        let cp = match (self.only, self.behaviour.restricted_cp) {
            (Some(_), Some(cp)) => cp,
            _ => 10 * depth as i32,
        };
        let line = format!(
            "info depth {depth} seldepth {depth} multipv 1 score cp {cp}{wdl} nodes {} \
             nps 1000{tbhits} time {} pv {}",
            100 * depth,
            100 * depth,
            pv.join(" ")
        );
        self.say(&line);
    }

    fn best_move(&mut self) {
        if self.behaviour.wrong_bestmove {
            let illegal = ["e7e5", "e2e4", "a1a8", "h8h1"]
                .iter()
                .find(|m| {
                    m.parse::<UciMove>()
                        .is_ok_and(|mv| legal_move(&self.position, &mv).is_none())
                })
                .copied()
                .unwrap_or("a1a1");
            self.say(&format!("bestmove {illegal}"));
            return;
        }
        match self.pv(2).as_slice() {
            [] => self.say("bestmove (none)"),
            [best] => self.say(&format!("bestmove {}", uci(best))),
            [best, ponder, ..] => {
                self.say(&format!("bestmove {} ponder {}", uci(best), uci(ponder)));
            }
        }
    }
}

fn uci(mv: &Move) -> String {
    mv.to_uci(CastlingMode::Standard).to_string()
}

/// `position startpos|fen FEN [moves ...]`, or the start position if it does not parse.
fn position(words: &[&str]) -> Chess {
    let moves_at = words
        .iter()
        .position(|w| *w == "moves")
        .unwrap_or(words.len());
    let mut position = match words.first() {
        Some(&"fen") => parse_fen(&words[1..moves_at].join(" ")).unwrap_or_default(),
        _ => Chess::default(),
    };
    for word in words.iter().skip(moves_at + 1) {
        let Some(mv) = word
            .parse::<UciMove>()
            .ok()
            .and_then(|mv| legal_move(&position, &mv))
        else {
            break;
        };
        position.play_unchecked(mv);
    }
    position
}
