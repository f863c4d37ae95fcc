//! An [`Info`] line three ways: a UCI `info` line ([`UciInfo`]), a text row of
//! `kibitzer analyse` ([`line_text`]) and a JSON object of `analyse --json` ([`info_json`]);
//! and moves in SAN.

use std::fmt;

use serde_json::{Value, json};
use shakmaty::san::SanPlus;
use shakmaty::uci::UciMove;
use shakmaty::{CastlingMode, Chess, Move};

use super::numbers::human;
use super::score::{BoundName, ScoreText, UciScore, score_json};
use crate::engine::Info;
use crate::search::Bound;

/// The moves of `pv` from `pos` in SAN (with check marks).
pub fn pv_san(pos: &Chess, pv: &[Move]) -> Vec<String> {
    let mut pos = pos.clone();
    let mut out = Vec::with_capacity(pv.len());
    for &m in pv {
        out.push(SanPlus::from_move_and_play_unchecked(&mut pos, m).to_string());
    }
    out
}

/// The moves of `pv` from `pos` in SAN with move numbers, as a person reads a line:
/// `12...Nf6 13.Bd3 Be7` (the number before every White move and before a first Black move).
pub fn pv_numbered(pos: &Chess, pv: &[Move]) -> String {
    use shakmaty::Position as _;
    use std::fmt::Write as _;
    let mut pos = pos.clone();
    let mut out = String::with_capacity(pv.len() * 7);
    for (i, &m) in pv.iter().enumerate() {
        if i > 0 {
            out.push(' ');
        }
        let number = pos.fullmoves();
        if pos.turn().is_white() {
            let _ = write!(out, "{number}.");
        } else if i == 0 {
            let _ = write!(out, "{number}...");
        }
        let _ = write!(
            out,
            "{}",
            SanPlus::from_move_and_play_unchecked(&mut pos, m)
        );
    }
    out
}

/// The SAN of one move.
pub fn san(pos: &Chess, m: Move) -> String {
    SanPlus::from_move(pos.clone(), m).to_string()
}

/// An [`Info`] as a UCI `info` line: `info depth 12 seldepth 18 multipv 1 score cp 23
/// nodes 81234 nps 250000 hashfull 12 time 325 pv e2e4 e7e5` (castling as the king's move
/// two squares, as standard chess UCI writes it).
#[derive(Clone, Copy, Debug)]
pub struct UciInfo<'a>(pub &'a Info);

impl fmt::Display for UciInfo<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let info = self.0;
        write!(
            f,
            "info depth {} seldepth {} multipv {} score {} nodes {} nps {} hashfull {} time {}",
            info.depth,
            info.seldepth,
            info.multipv,
            UciScore(info.score, info.bound),
            info.nodes,
            info.nps,
            info.hashfull,
            info.time.as_millis()
        )?;
        // The endgame table hits, before the moves, once there are any.
        if let Some(hits) = info.tbhits.filter(|&hits| hits > 0) {
            write!(f, " tbhits {hits}")?;
        }
        if !info.pv.is_empty() {
            f.write_str(" pv")?;
            for m in &info.pv {
                write!(f, " {}", UciMove::from_move(*m, CastlingMode::Standard))?;
            }
        }
        Ok(())
    }
}

/// One text line of `analyse` (with the line's number in front when `multipv`).
pub fn line_text(pos: &Chess, info: &Info, multipv: bool) -> String {
    let prefix = if multipv {
        format!("[{}] ", info.multipv)
    } else {
        String::new()
    };
    format!(
        "{prefix}depth {:>2}/{:<2}  score {:<16} nodes {:>8}  nps {:>7}  time {:>7.3}s  pv {}",
        info.depth,
        info.seldepth,
        ScoreText(info.score, info.bound).to_string(),
        human(info.nodes),
        human(info.nps),
        info.time.as_secs_f64(),
        pv_san(pos, &info.pv).join(" ")
    )
}

/// One JSON object of `analyse --json`, the moves in SAN from `pos`.
pub fn info_json(pos: &Chess, info: &Info) -> Value {
    let mut v = json!({
        "depth": info.depth,
        "seldepth": info.seldepth,
        "multipv": info.multipv,
        "score": score_json(info.score),
        "nodes": info.nodes,
        "nps": info.nps,
        "time_ms": info.time.as_millis() as u64,
        "hashfull": info.hashfull,
        "pv": pv_san(pos, &info.pv),
    });
    if info.bound != Bound::Exact {
        v["bound"] = json!(BoundName(info.bound).to_string());
    }
    v
}

#[cfg(test)]
mod tests {
    use std::time::Duration;

    use serde_json::json;
    use shakmaty::uci::UciMove;
    use shakmaty::{Chess, Move, Position};

    use super::{UciInfo, info_json, line_text, pv_numbered};
    use crate::Score;
    use crate::engine::Info;
    use crate::search::Bound;

    fn moves(pos: &Chess, uci: &[&str]) -> Vec<Move> {
        let mut pos = pos.clone();
        uci.iter()
            .map(|u| {
                let m = u.parse::<UciMove>().unwrap().to_move(&pos).unwrap();
                shakmaty::Position::play_unchecked(&mut pos, m);
                m
            })
            .collect()
    }

    fn info(score: Score, bound: Bound, pv: Vec<Move>) -> Info {
        Info {
            depth: 12,
            seldepth: 18,
            multipv: 2,
            score,
            bound,
            nodes: 81_234,
            nps: 250_000,
            time: Duration::from_millis(325),
            hashfull: 12,
            wdl: None,
            tbhits: None,
            pv,
        }
    }

    #[test]
    fn an_info_as_a_uci_line() {
        let pos = Chess::default();
        let pv = moves(&pos, &["e2e4", "e7e5", "g1f3"]);
        let line = UciInfo(&info(Score::cp(23), Bound::Exact, pv)).to_string();
        assert_eq!(
            line,
            "info depth 12 seldepth 18 multipv 2 score cp 23 nodes 81234 nps 250000 \
             hashfull 12 time 325 pv e2e4 e7e5 g1f3"
        );
        let bound = UciInfo(&info(Score::mated_in_plies(6), Bound::Upper, Vec::new()));
        assert_eq!(
            bound.to_string(),
            "info depth 12 seldepth 18 multipv 2 score mate -3 upperbound nodes 81234 \
             nps 250000 hashfull 12 time 325"
        );
    }

    #[test]
    fn tablebase_hits_go_before_the_moves_once_there_are_any() {
        let pos = Chess::default();
        let info = info(Score::cp(23), Bound::Exact, moves(&pos, &["e2e4"]));
        let hits = |tbhits| {
            UciInfo(&Info {
                tbhits,
                ..info.clone()
            })
            .to_string()
        };
        let with = hits(Some(7));
        assert!(with.ends_with(" time 325 tbhits 7 pv e2e4"), "{with}");
        assert_eq!(hits(Some(0)), hits(None));
        assert!(!hits(None).contains("tbhits"));
    }

    #[test]
    fn castling_is_the_kings_two_square_move_in_uci() {
        let pos: Chess = crate::game::parse_fen("4k3/8/8/8/8/8/8/4K2R w K - 0 1").unwrap();
        let pv = moves(&pos, &["e1g1"]);
        let line = UciInfo(&info(Score::cp(500), Bound::Exact, pv)).to_string();
        assert!(line.ends_with(" pv e1g1"), "{line}");
    }

    #[test]
    fn an_info_as_json_and_as_text() {
        let pos = Chess::default();
        let pv = moves(&pos, &["e2e4", "e7e5"]);
        let exact = info(Score::cp(23), Bound::Exact, pv.clone());
        assert_eq!(
            info_json(&pos, &exact),
            json!({
                "depth": 12, "seldepth": 18, "multipv": 2, "score": {"cp": 23},
                "nodes": 81_234, "nps": 250_000, "time_ms": 325, "hashfull": 12,
                "pv": ["e4", "e5"],
            })
        );
        let lower = info(Score::mate_in_plies(3), Bound::Lower, pv);
        let json = info_json(&pos, &lower);
        assert_eq!(json["score"], json!({ "mate": 2 }));
        assert_eq!(json["bound"], "lower");
        assert_eq!(
            line_text(&pos, &lower, true),
            "[2] depth 12/18  score mate 2 (lower)   nodes    81.2k  nps  250.0k  \
             time   0.325s  pv e4 e5"
        );
    }

    fn numbered(fen: &str, uci: &[&str]) -> String {
        let pos: Chess = crate::game::parse_fen(fen).unwrap();
        let mut p = pos.clone();
        let moves: Vec<_> = uci
            .iter()
            .map(|u| {
                let m = u.parse::<UciMove>().unwrap().to_move(&p).unwrap();
                p.play_unchecked(m);
                m
            })
            .collect();
        pv_numbered(&pos, &moves)
    }

    #[test]
    fn lines_have_move_numbers_from_either_side() {
        let start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
        assert_eq!(numbered(start, &["e2e4", "e7e5", "g1f3"]), "1.e4 e5 2.Nf3");
        let black = "rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 12";
        assert_eq!(numbered(black, &["g8f6", "d2d3"]), "12...Nf6 13.d3");
        assert_eq!(numbered(start, &[]), "");
    }
}
