//! [`Tracks`]: the men of the root position followed along a line, so that the two ends of a
//! comparison can name the same man: each man is known by the square it stood on at the root,
//! and a captured man by where it was taken.

use shakmaty::{Chess, Move, Position, Square};

/// The man a move captures: where it is taken (for en passant, the pawn's own square) and the
/// square it stood on at the root (none for a man not there at the root, a promoted piece).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Taken {
    /// The square the captured man stood on.
    pub on: Square,
    /// Its square at the root.
    pub origin: Option<Square>,
}

/// For each square, the root square of the man standing on it, followed move by move: the one
/// walk of a line that [`Tracks`] and the [`Ledger`](super::Ledger) share.
#[derive(Clone, Copy, Debug)]
pub struct Origins([Option<Square>; 64]);

impl Origins {
    /// Every man of `root` on its own square.
    pub fn of(root: &Chess) -> Origins {
        let mut origin = [None; 64];
        for square in root.board().occupied() {
            origin[square.to_usize()] = Some(square);
        }
        Origins(origin)
    }

    /// The root square of the man on `square`.
    pub fn get(&self, square: Square) -> Option<Square> {
        self.0[square.to_usize()]
    }

    /// Moves the men of `m`, a legal move of `pos` not yet played, and returns the man it
    /// captures.
    pub fn play(&mut self, pos: &Chess, m: Move) -> Option<Taken> {
        let origin = &mut self.0;
        let taken = match m {
            Move::EnPassant { from, to } => Some(Square::from_coords(to.file(), from.rank())),
            Move::Normal {
                capture: Some(_),
                to,
                ..
            } => Some(to),
            _ => None,
        }
        .map(|on| Taken {
            on,
            origin: origin[on.to_usize()].take(),
        });
        match m {
            Move::Normal { from, to, .. } | Move::EnPassant { from, to } => {
                origin[to.to_usize()] = origin[from.to_usize()].take();
            }
            Move::Castle { king, rook } => {
                let color = pos.turn();
                let king_man = origin[king.to_usize()].take();
                let rook_man = origin[rook.to_usize()].take();
                if let Some(side) = m.castling_side() {
                    origin[side.king_to(color).to_usize()] = king_man;
                    origin[side.rook_to(color).to_usize()] = rook_man;
                }
            }
            Move::Put { .. } => {}
        }
        taken
    }
}

/// Who stands where at the end of a line, and who was captured where on the way.
#[derive(Clone, Debug)]
pub struct Tracks {
    /// For each square at the end, the root square of the man on it.
    origin: Origins,
    /// Men taken on the way: their root square and the square they were taken on.
    captured: Vec<(Square, Square)>,
}

impl Tracks {
    /// Follows the men of `root` along `line` (stopping at the first illegal move).
    pub fn follow(root: &Chess, line: &[Move]) -> Tracks {
        let mut origin = Origins::of(root);
        let mut captured = Vec::new();
        let mut pos = root.clone();
        for &m in line {
            if !pos.is_legal(m) {
                break;
            }
            if let Some(Taken {
                on,
                origin: Some(man),
            }) = origin.play(&pos, m)
            {
                captured.push((man, on));
            }
            pos.play_unchecked(m);
        }
        Tracks { origin, captured }
    }

    /// The root square of the man standing on `square` at the end.
    pub fn origin_of(&self, square: Square) -> Option<Square> {
        self.origin.get(square)
    }

    /// Where the man from `origin` was captured, if it was.
    pub fn captured_on(&self, origin: Square) -> Option<Square> {
        self.captured
            .iter()
            .find(|(man, _)| *man == origin)
            .map(|(_, at)| *at)
    }
}

#[cfg(test)]
mod tests {
    use shakmaty::{Chess, Move, Square};

    use super::Tracks;
    use crate::compare::test_lines::play;
    use crate::game::parse_fen;

    fn line(pos: &Chess, moves: &[&str]) -> Vec<Move> {
        play(pos, moves).0
    }

    #[test]
    fn men_keep_their_root_square_through_moves_captures_castling_and_en_passant() {
        let root = parse_fen("r3k2r/8/8/8/1p6/8/P1N5/R3K2R w KQkq - 0 1").unwrap();
        let moves = line(&root, &["e1g1", "b4b3", "a2a4", "b3b2", "c2d4", "b2a1q"]);
        let tracks = Tracks::follow(&root, &moves);
        assert_eq!(tracks.origin_of(Square::G1), Some(Square::E1));
        assert_eq!(tracks.origin_of(Square::F1), Some(Square::H1));
        assert_eq!(tracks.origin_of(Square::D4), Some(Square::C2));
        assert_eq!(tracks.origin_of(Square::A1), Some(Square::B4));
        assert_eq!(tracks.captured_on(Square::A1), Some(Square::A1));
        let ep = parse_fen("4k3/8/8/8/1p6/8/P7/4K3 w - - 0 1").unwrap();
        let moves = line(&ep, &["a2a4", "b4a3"]);
        let tracks = Tracks::follow(&ep, &moves);
        assert_eq!(tracks.captured_on(Square::A2), Some(Square::A4));
        assert_eq!(tracks.origin_of(Square::A3), Some(Square::B4));
    }
}
