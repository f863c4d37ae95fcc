//! The protocol text of the search's reports: `info` lines, scores and `bestmove`, as
//! `Display` wrappers so no protocol text lives in the search.

use std::fmt;

use shakmaty::{CastlingMode, Chess, Move, Position};

use crate::score::Score;
use crate::search::{Bound, Line, nodes_per_second};

/// A move in UCI notation (`e1g1` for castling, `e7e8q` for a promotion).
pub struct UciText(pub Move);

impl fmt::Display for UciText {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0.to_uci(CastlingMode::Standard))
    }
}

/// A score as UCI writes it: `cp 23` or `mate -3` (moves, negative when mated).
pub struct UciScore(pub Score);

impl fmt::Display for UciScore {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.0.mate_moves() {
            Some(moves) => write!(f, "mate {moves}"),
            None => write!(f, "cp {}", self.0.centipawns()),
        }
    }
}

/// The moves of `pv` that are legal one after another from `root` (up to the first that is
/// not), so a GUI never reads an illegal move.
pub fn legal_prefix(root: &Chess, pv: &[Move]) -> Vec<Move> {
    let mut pos = root.clone();
    let mut legal = Vec::with_capacity(pv.len());
    for &m in pv {
        if !pos.is_legal(m) {
            break;
        }
        pos.play_unchecked(m);
        legal.push(m);
    }
    legal
}

/// `info depth .. seldepth .. multipv .. score .. nodes .. nps .. hashfull .. time .. pv ..`
/// for a line searched from `root`.
pub struct InfoLine<'a> {
    /// The root of the search.
    pub root: &'a Chess,
    /// The line.
    pub line: &'a Line,
}

impl fmt::Display for InfoLine<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let line = self.line;
        write!(
            f,
            "info depth {} seldepth {} multipv {} score {}",
            line.depth,
            line.seldepth.max(line.depth),
            line.multipv,
            UciScore(line.score)
        )?;
        match line.bound {
            Bound::Exact => {}
            Bound::Lower => f.write_str(" lowerbound")?,
            Bound::Upper => f.write_str(" upperbound")?,
        }
        write!(
            f,
            " nodes {} nps {} hashfull {} time {} pv",
            line.nodes,
            nodes_per_second(line.nodes, line.elapsed),
            line.hashfull,
            line.elapsed.as_millis()
        )?;
        for m in legal_prefix(self.root, &line.pv) {
            write!(f, " {}", UciText(m))?;
        }
        Ok(())
    }
}

/// `bestmove M [ponder P]`, or `bestmove (none)` without a legal move.
pub struct BestMove {
    /// The move to play.
    pub best: Option<Move>,
    /// The reply expected.
    pub ponder: Option<Move>,
}

impl fmt::Display for BestMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.best {
            None => f.write_str("bestmove (none)"),
            Some(best) => {
                write!(f, "bestmove {}", UciText(best))?;
                if let Some(ponder) = self.ponder {
                    write!(f, " ponder {}", UciText(ponder))?;
                }
                Ok(())
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use shakmaty::uci::UciMove;
    use shakmaty::{Chess, Move};

    use super::{BestMove, UciScore, legal_prefix};
    use crate::score::Score;

    fn moves(pos: &Chess, texts: &[&str]) -> Vec<Move> {
        let mut pos = pos.clone();
        texts
            .iter()
            .map(|t| {
                let m = t.parse::<UciMove>().unwrap().to_move(&pos).unwrap();
                shakmaty::Position::play_unchecked(&mut pos, m);
                m
            })
            .collect()
    }

    #[test]
    fn writes_scores_and_best_moves() {
        assert_eq!(UciScore(Score::cp(-35)).to_string(), "cp -35");
        assert_eq!(UciScore(Score::mate_in_plies(3)).to_string(), "mate 2");
        assert_eq!(UciScore(Score::mated_in_plies(2)).to_string(), "mate -1");
        let pv = moves(&Chess::default(), &["e2e4", "e7e5"]);
        let best = BestMove {
            best: Some(pv[0]),
            ponder: Some(pv[1]),
        };
        assert_eq!(best.to_string(), "bestmove e2e4 ponder e7e5");
        assert_eq!(
            BestMove {
                best: None,
                ponder: None
            }
            .to_string(),
            "bestmove (none)"
        );
    }

    #[test]
    fn a_pv_is_cut_at_its_first_illegal_move() {
        let root = Chess::default();
        let mut pv = moves(&root, &["e2e4", "e7e5", "g1f3"]);
        pv.insert(2, pv[0]); // e2e4 again: illegal there
        assert_eq!(legal_prefix(&root, &pv), pv[..2]);
    }
}
