//! The protocol text only the UCI server writes: moves, `bestmove`, and the PV cut to its
//! legal moves (the `info` line and the score are [`crate::format`]'s, shared with the other
//! front ends).

use std::fmt;

use shakmaty::{CastlingMode, Chess, Move, Position};

/// A move in UCI notation (`e1g1` for castling, `e7e8q` for a promotion).
pub struct UciText(pub Move);

impl fmt::Display for UciText {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0.to_uci(CastlingMode::Standard))
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

    use super::{BestMove, legal_prefix};

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
    fn writes_best_moves() {
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
