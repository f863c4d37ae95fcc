//! The three facts of the game's history that the Stanback evaluation needs and a FEN lacks
//! (spec section 2.5): whether each side has castled, has moved its king without castling, and
//! has developed its minor pieces. [`History::after`] keeps them up to date move by move; the
//! game and the search both use it.

use serde::ser::{Serialize, SerializeStruct, Serializer};
use shakmaty::{Bitboard, Board, ByColor, Color, Move, Role, Square};

/// Castled, king moved and Developed, per side.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct History {
    /// The side has castled at some point in the game.
    pub castled: ByColor<bool>,
    /// The side's king has made a non-castling move.
    pub king_moved: ByColor<bool>,
    /// Sticky: true once none of the side's original minor squares held a piece of its
    /// original type (either colour).
    pub developed: ByColor<bool>,
}

impl Default for History {
    /// A new game: nobody has castled, moved the king or developed.
    fn default() -> History {
        History {
            castled: ByColor::new_with(|_| false),
            king_moved: ByColor::new_with(|_| false),
            developed: ByColor::new_with(|_| false),
        }
    }
}

impl History {
    /// The fallback for a position without history (our rule, spec 2.5): castled if the king
    /// stands on g1 with a rook on f1 or on c1 with a rook on d1 (g8/f8, c8/d8); king moved if
    /// the king is off e1/e8 and not judged castled; Developed judged on the board.
    pub fn from_board(board: &Board) -> History {
        let mut history = History::default();
        for color in Color::ALL {
            let castled = looks_castled(board, color);
            let home = Square::from_coords(shakmaty::File::E, color.backrank());
            let moved = board.king_of(color).is_some_and(|k| k != home) && !castled;
            *history.castled.get_mut(color) = castled;
            *history.king_moved.get_mut(color) = moved;
            *history.developed.get_mut(color) = minors_developed(board, color);
        }
        history
    }

    /// The history after `mv` was played on `before` (the board before the move).
    #[must_use]
    #[inline]
    pub fn after(mut self, before: &Board, mv: &Move, after: &Board) -> History {
        // The move names the man that moves; the board only says whose it is.
        if mv.role() == Role::King
            && let Some(color) = before.color_at(mv.from().unwrap_or(mv.to()))
        {
            if mv.is_castle() {
                *self.castled.get_mut(color) = true;
            } else {
                *self.king_moved.get_mut(color) = true;
            }
        }
        for color in Color::ALL {
            if !*self.developed.get(color) && minors_developed(after, color) {
                *self.developed.get_mut(color) = true;
            }
        }
        self
    }

    /// The same facts with the colours swapped.
    #[must_use]
    pub fn swapped(self) -> History {
        History {
            castled: self.castled.into_swapped(),
            king_moved: self.king_moved.into_swapped(),
            developed: self.developed.into_swapped(),
        }
    }
}

impl Serialize for History {
    /// `{"castled": {"white": .., "black": ..}, "king_moved": {..}, "developed": {..}}`.
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        #[derive(serde::Serialize)]
        struct Pair {
            white: bool,
            black: bool,
        }
        let pair = |b: ByColor<bool>| Pair {
            white: b.white,
            black: b.black,
        };
        let mut st = s.serialize_struct("History", 3)?;
        st.serialize_field("castled", &pair(self.castled))?;
        st.serialize_field("king_moved", &pair(self.king_moved))?;
        st.serialize_field("developed", &pair(self.developed))?;
        st.end()
    }
}

/// Whether the king of `color` stands castled (g-file with a rook on f, or c-file with d).
fn looks_castled(board: &Board, color: Color) -> bool {
    let rank = color.backrank();
    let at = |file| Square::from_coords(file, rank);
    let rook = |sq| board.piece_at(sq) == Some(Role::Rook.of(color));
    match board.king_of(color) {
        Some(k) if k == at(shakmaty::File::G) => rook(at(shakmaty::File::F)),
        Some(k) if k == at(shakmaty::File::C) => rook(at(shakmaty::File::D)),
        _ => false,
    }
}

/// Whether none of `color`'s original minor squares holds a piece of the original type (the
/// original tests the type only, not the colour).
fn minors_developed(board: &Board, color: Color) -> bool {
    let (knights, bishops) = match color {
        Color::White => (WHITE_KNIGHT_HOMES, WHITE_BISHOP_HOMES),
        Color::Black => (BLACK_KNIGHT_HOMES, BLACK_BISHOP_HOMES),
    };
    (board.knights() & knights).is_empty() && (board.bishops() & bishops).is_empty()
}

const WHITE_KNIGHT_HOMES: Bitboard = Bitboard(1 << 1 | 1 << 6);
const WHITE_BISHOP_HOMES: Bitboard = Bitboard(1 << 2 | 1 << 5);
const BLACK_KNIGHT_HOMES: Bitboard = Bitboard(1 << 57 | 1 << 62);
const BLACK_BISHOP_HOMES: Bitboard = Bitboard(1 << 58 | 1 << 61);

#[cfg(test)]
mod tests {
    use super::History;
    use shakmaty::fen::Fen;
    use shakmaty::{CastlingMode, Chess, Color, Position};

    fn board(fen: &str) -> shakmaty::Board {
        let pos: Chess = fen
            .parse::<Fen>()
            .unwrap()
            .into_position(CastlingMode::Standard)
            .unwrap();
        pos.board().clone()
    }

    #[test]
    fn fallback_judges_castled_kings_and_moved_kings() {
        let h = History::from_board(&board("r4rk1/pp3ppp/2n5/8/8/2N5/PP3PPP/R4RK1 w - - 0 1"));
        assert!(*h.castled.get(Color::White) && *h.castled.get(Color::Black));
        assert!(!*h.king_moved.get(Color::White));
        let h = History::from_board(&board("8/5pk1/6p1/3P4/8/6P1/5PK1/8 w - - 0 1"));
        assert!(!*h.castled.get(Color::White));
        assert!(*h.king_moved.get(Color::White) && *h.king_moved.get(Color::Black));
        let h = History::from_board(&board(
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        ));
        assert_eq!(h, History::default());
    }

    #[test]
    fn developed_tests_the_type_on_the_original_squares() {
        let dev = History::from_board(&board(
            "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        ));
        assert!(*dev.developed.get(Color::White) && *dev.developed.get(Color::Black));
        // A black knight on b1 keeps White undeveloped.
        let h = History::from_board(&board("4k3/8/8/8/8/8/8/1n2K3 w - - 0 1"));
        assert!(!*h.developed.get(Color::White));
        assert!(*h.developed.get(Color::Black));
    }

    #[test]
    fn moves_update_castled_king_moved_and_developed() {
        let mut pos = Chess::default();
        let mut h = History::default();
        for uci in [
            "g1f3", "g8f6", "e2e3", "e7e6", "f1e2", "f8e7", "e1g1", "e8f8",
        ] {
            let m = uci
                .parse::<shakmaty::uci::UciMove>()
                .unwrap()
                .to_move(&pos)
                .unwrap();
            let before = pos.board().clone();
            pos.play_unchecked(m);
            h = h.after(&before, &m, pos.board());
        }
        assert!(*h.castled.get(Color::White));
        assert!(!*h.king_moved.get(Color::White));
        assert!(!*h.castled.get(Color::Black));
        assert!(*h.king_moved.get(Color::Black));
        // b1 and c1 still hold their minors: not developed.
        assert!(!*h.developed.get(Color::White));
    }
}
