//! Moves in UCI notation made legal moves of a position: [`legal_move`] for one (a
//! `bestmove`), [`legal_pv`] for a principal variation, cut before its first illegal move.
//! Castling is accepted both as the king's two-square move (`e1g1`) and as king takes rook
//! (`e1h1`, how Chess960-minded engines write it); promotions need their piece letter.

use shakmaty::uci::UciMove;
use shakmaty::{Chess, Move, Position};

/// A move of an engine's line that is not legal where it stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct IllegalMove {
    /// The move as the engine wrote it.
    pub mv: UciMove,
    /// Its place in the line, from 1.
    pub ply: usize,
}

/// The legal start of an engine's line.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct LegalPv {
    /// The moves up to the first illegal one, each legal in turn.
    pub moves: Vec<Move>,
    /// The first illegal move, if there was one.
    pub illegal: Option<IllegalMove>,
}

/// `mv` as a legal move of `position`, or `None`.
pub fn legal_move(position: &Chess, mv: &UciMove) -> Option<Move> {
    mv.to_move(position).ok()
}

/// The moves of `line` from `root`, each legal in turn, cut before the first that is not.
pub fn legal_pv(root: &Chess, line: &[UciMove]) -> LegalPv {
    let mut position = root.clone();
    let mut moves = Vec::with_capacity(line.len());
    for (index, uci) in line.iter().enumerate() {
        let Some(mv) = legal_move(&position, uci) else {
            return LegalPv {
                moves,
                illegal: Some(IllegalMove {
                    mv: *uci,
                    ply: index + 1,
                }),
            };
        };
        position.play_unchecked(mv);
        moves.push(mv);
    }
    LegalPv {
        moves,
        illegal: None,
    }
}

#[cfg(test)]
mod tests {
    use shakmaty::uci::UciMove;
    use shakmaty::{Chess, Move, Square};

    use super::{IllegalMove, legal_pv};
    use crate::game::parse_fen;

    fn line(moves: &str) -> Vec<UciMove> {
        moves.split(' ').map(|m| m.parse().unwrap()).collect()
    }

    #[test]
    fn castling_both_ways_of_writing_it() {
        let root = parse_fen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1").unwrap();
        let castle = Move::Castle {
            king: Square::E1,
            rook: Square::H1,
        };
        assert_eq!(legal_pv(&root, &line("e1g1")).moves, vec![castle]);
        assert_eq!(legal_pv(&root, &line("e1h1")).moves, vec![castle]);
        let long = legal_pv(&root, &line("e1c1 e8h8"));
        assert_eq!(long.moves.len(), 2);
        assert_eq!(long.illegal, None);
    }

    #[test]
    fn promotions_need_their_piece() {
        let root = parse_fen("8/P6k/8/8/8/8/8/K7 w - - 0 1").unwrap();
        assert_eq!(legal_pv(&root, &line("a7a8q h7g6")).moves.len(), 2);
        let bare = legal_pv(&root, &line("a7a8 h7g6"));
        assert!(bare.moves.is_empty());
        assert_eq!(bare.illegal.map(|i| i.ply), Some(1));
    }

    #[test]
    fn the_line_is_cut_at_the_first_illegal_move() {
        let root = Chess::default();
        let cut = legal_pv(&root, &line("e2e4 e7e5 e4e5 g1f3"));
        assert_eq!(cut.moves.len(), 2);
        assert_eq!(
            cut.illegal,
            Some(IllegalMove {
                mv: "e4e5".parse().unwrap(),
                ply: 3
            })
        );
        let null = legal_pv(&root, &line("0000"));
        assert_eq!(null.illegal.map(|i| i.ply), Some(1));
    }
}
