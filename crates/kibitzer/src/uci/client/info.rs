//! [`InfoLine`]: an `info` line with every token of the protocol, in any order. Numbers that
//! do not parse and words the protocol does not know are skipped and kept in
//! [`InfoLine::skipped`]; move lists (`pv`, `refutation`, `currline`) run while the words are
//! moves. `lowerbound` / `upperbound` count wherever they stand (Stockfish writes them after
//! `wdl`). [`InfoLine::to_info`] makes the engine boundary's [`Info`].

use std::time::Duration;

use shakmaty::Chess;
use shakmaty::uci::UciMove;

use super::pv::{IllegalMove, legal_pv};
use super::tokens::Words;
use crate::Score;
use crate::engine::{Info, Wdl};
use crate::search::{Bound, nodes_per_second};

/// A score as an engine sends it: `cp N` or `mate N` (moves, negative when the side to move
/// is mated; `mate 0` when it is mated now), with its bound.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EngineScore {
    /// Centipawns for the side to move.
    Cp(i32),
    /// Mate in this many moves (negative: the side to move is mated).
    Mate(i32),
}

impl EngineScore {
    /// The same score in kibitzer's [`Score`]: mate in `n` moves is `2n - 1` plies, mated in
    /// `n` moves `2n` plies; centipawns beyond the mate range are held just short of it.
    pub fn to_score(self) -> Score {
        let limit = Score::MATE - Score::MAX_MATE_PLY;
        let most_moves = (Score::MAX_MATE_PLY - 1) / 2;
        match self {
            EngineScore::Cp(cp) => Score::cp(cp.clamp(-limit, limit)),
            EngineScore::Mate(moves) if moves > 0 => {
                Score::mate_in_plies(2 * moves.min(most_moves) - 1)
            }
            EngineScore::Mate(moves) => {
                Score::mated_in_plies(2 * moves.saturating_neg().min(most_moves))
            }
        }
    }
}

/// An `info` line: each field as the engine sent it, or `None` / empty when it did not.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct InfoLine {
    /// `depth`.
    pub depth: Option<u32>,
    /// `seldepth`.
    pub seldepth: Option<u32>,
    /// `multipv` (1 for the best line).
    pub multipv: Option<usize>,
    /// `score cp N` / `score mate N`.
    pub score: Option<EngineScore>,
    /// `lowerbound` / `upperbound` (exact without either).
    pub bound: Bound,
    /// `wdl W D L`, per mille.
    pub wdl: Option<Wdl>,
    /// `nodes`.
    pub nodes: Option<u64>,
    /// `nps`.
    pub nps: Option<u64>,
    /// `hashfull`, per mille.
    pub hashfull: Option<u32>,
    /// `tbhits`.
    pub tbhits: Option<u64>,
    /// `time`, since the search started.
    pub time: Option<Duration>,
    /// `pv ...`.
    pub pv: Vec<UciMove>,
    /// `currmove`.
    pub currmove: Option<UciMove>,
    /// `currmovenumber`, from 1.
    pub currmovenumber: Option<usize>,
    /// `string ...`: the rest of the line, as written.
    pub string: Option<String>,
    /// `refutation ...`: a move and the line that refutes it.
    pub refutation: Vec<UciMove>,
    /// `currline [cpu] ...`: the CPU's number, when given.
    pub currline_cpu: Option<u32>,
    /// `currline [cpu] ...`: the moves.
    pub currline: Vec<UciMove>,
    /// `cpuload`, per mille.
    pub cpuload: Option<u32>,
    /// Words skipped: unknown keywords and values that did not parse.
    pub skipped: Vec<String>,
}

impl InfoLine {
    /// Reads `info ...`; the words are the whole line.
    pub(super) fn parse(words: &Words<'_>) -> InfoLine {
        let mut info = InfoLine {
            depth: None,
            seldepth: None,
            multipv: None,
            score: None,
            bound: Bound::Exact,
            wdl: None,
            nodes: None,
            nps: None,
            hashfull: None,
            tbhits: None,
            time: None,
            pv: Vec::new(),
            currmove: None,
            currmovenumber: None,
            string: None,
            refutation: Vec::new(),
            currline_cpu: None,
            currline: Vec::new(),
            cpuload: None,
            skipped: Vec::new(),
        };
        let mut at = 1;
        while let Some(word) = words.get(at) {
            at += 1;
            match word {
                "depth" => info.depth = number(words, &mut at, &mut info.skipped),
                "seldepth" => info.seldepth = number(words, &mut at, &mut info.skipped),
                "multipv" => info.multipv = number(words, &mut at, &mut info.skipped),
                "nodes" => info.nodes = number(words, &mut at, &mut info.skipped),
                "nps" => info.nps = number(words, &mut at, &mut info.skipped),
                "hashfull" => info.hashfull = number(words, &mut at, &mut info.skipped),
                "tbhits" => info.tbhits = number(words, &mut at, &mut info.skipped),
                "cpuload" => info.cpuload = number(words, &mut at, &mut info.skipped),
                "currmovenumber" => {
                    info.currmovenumber = number(words, &mut at, &mut info.skipped);
                }
                "time" => {
                    info.time =
                        number(words, &mut at, &mut info.skipped).map(Duration::from_millis);
                }
                "score" => info.score = score(words, &mut at, &mut info.skipped),
                "lowerbound" => info.bound = Bound::Lower,
                "upperbound" => info.bound = Bound::Upper,
                "wdl" => info.wdl = wdl(words, &mut at, &mut info.skipped),
                "currmove" => {
                    info.currmove = words.get(at).and_then(|w| w.parse().ok());
                    if info.currmove.is_some() {
                        at += 1;
                    }
                }
                "pv" => info.pv = moves(words, &mut at),
                "refutation" => info.refutation = moves(words, &mut at),
                "currline" => {
                    if let Some(cpu) = words.get(at).and_then(|w| w.parse().ok()) {
                        info.currline_cpu = Some(cpu);
                        at += 1;
                    }
                    info.currline = moves(words, &mut at);
                }
                "string" => {
                    info.string = Some(words.rest(at).to_owned());
                    at = words.len();
                }
                other => info.skipped.push(other.to_owned()),
            }
        }
        info
    }

    /// The engine boundary's line for this `info` from `root`, the position the engine was
    /// given, when it has a score (lines without one are progress, not lines). The PV is cut
    /// before its first illegal move, which comes back too. Missing numbers are 0 (multipv
    /// 1, seldepth the depth, nps from nodes and time).
    pub fn to_info(&self, root: &Chess) -> Option<(Info, Option<IllegalMove>)> {
        let score = self.score?;
        let pv = legal_pv(root, &self.pv);
        let depth = self.depth.unwrap_or(0);
        let nodes = self.nodes.unwrap_or(0);
        let time = self.time.unwrap_or_default();
        let info = Info {
            depth,
            seldepth: self.seldepth.unwrap_or(depth),
            multipv: self.multipv.unwrap_or(1).max(1),
            score: score.to_score(),
            bound: self.bound,
            nodes,
            nps: self.nps.unwrap_or_else(|| nodes_per_second(nodes, time)),
            time,
            hashfull: self.hashfull.unwrap_or(0),
            wdl: self.wdl,
            tbhits: self.tbhits,
            pv: pv.moves,
        };
        Some((info, pv.illegal))
    }
}

/// The number after a keyword, or `None` (the word is kept as skipped, not consumed).
fn number<T: std::str::FromStr>(
    words: &Words<'_>,
    at: &mut usize,
    skipped: &mut Vec<String>,
) -> Option<T> {
    let word = words.get(*at)?;
    match word.parse() {
        Ok(value) => {
            *at += 1;
            Some(value)
        }
        Err(_) => {
            skipped.push(word.to_owned());
            *at += 1;
            None
        }
    }
}

/// `cp N` or `mate N` after `score`.
fn score(words: &Words<'_>, at: &mut usize, skipped: &mut Vec<String>) -> Option<EngineScore> {
    let kind = words.get(*at)?;
    let make: fn(i32) -> EngineScore = match kind {
        "cp" => EngineScore::Cp,
        "mate" => EngineScore::Mate,
        _ => return None,
    };
    *at += 1;
    number(words, at, skipped).map(make)
}

/// `W D L` after `wdl`.
fn wdl(words: &Words<'_>, at: &mut usize, skipped: &mut Vec<String>) -> Option<Wdl> {
    let win = number(words, at, skipped)?;
    let draw = number(words, at, skipped)?;
    let loss = number(words, at, skipped)?;
    Some(Wdl { win, draw, loss })
}

/// The moves from `at` while the words are moves.
fn moves(words: &Words<'_>, at: &mut usize) -> Vec<UciMove> {
    let mut moves = Vec::new();
    while let Some(mv) = words.get(*at).and_then(|w| w.parse::<UciMove>().ok()) {
        moves.push(mv);
        *at += 1;
    }
    moves
}

#[cfg(test)]
mod tests {
    use super::EngineScore;
    use crate::Score;

    #[test]
    fn engine_scores_in_kibitzers_terms() {
        assert_eq!(EngineScore::Cp(37).to_score(), Score::cp(37));
        assert_eq!(EngineScore::Mate(1).to_score(), Score::mate_in_plies(1));
        assert_eq!(EngineScore::Mate(-3).to_score(), Score::mated_in_plies(6));
        assert_eq!(EngineScore::Mate(0).to_score(), Score::mated_in_plies(0));
        assert_eq!(EngineScore::Mate(-3).to_score().mate_moves(), Some(-3));
        assert!(!EngineScore::Cp(100_000).to_score().is_mate());
        assert!(EngineScore::Mate(i32::MIN).to_score().is_mate());
        assert!(EngineScore::Mate(i32::MAX).to_score().is_mate());
    }
}
