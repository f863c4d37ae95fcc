//! [`PositionKey`]: how the database names a position (a 64-bit Zobrist hash of the pieces, the
//! side to move, the castling rights and a legal en-passant square, so that transpositions
//! meet and a pawn that could not really take en passant does not split a position), and
//! [`MoveCode`]: a move in 16 bits (from, to, promotion), read back against the position's
//! legal moves.

use shakmaty::zobrist::Zobrist64;
use shakmaty::{CastlingMode, Chess, EnPassantMode, Move, Position, Role, Square};

/// A position's key in the database.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct PositionKey(pub u64);

impl PositionKey {
    /// The key of `position`.
    pub fn of(position: &Chess) -> PositionKey {
        let Zobrist64(hash) = position.zobrist_hash(EnPassantMode::Legal);
        PositionKey(hash)
    }

    /// The key of the position `m` leads to from `position` (whose key this is), updated in
    /// place where shakmaty can (most moves; not a double pawn step, a king or castling move,
    /// or a move from a position with an en passant square), else computed afresh.
    pub fn after(self, position: &Chess, m: Move) -> Option<PositionKey> {
        position
            .update_zobrist_hash(Zobrist64(self.0), m, EnPassantMode::Legal)
            .map(|Zobrist64(hash)| PositionKey(hash))
    }

    /// As SQLite stores it (the same 64 bits, signed).
    pub fn stored(self) -> i64 {
        self.0 as i64
    }
}

/// A move as the database stores it: from square (6 bits), to square (6 bits), promotion
/// (3 bits), in the UCI sense (castling is the king's two-square move). 0 is no move: the game
/// ended in the position.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct MoveCode(pub u16);

impl MoveCode {
    /// The game ended here.
    pub const END: MoveCode = MoveCode(0);

    /// The code of `m`.
    pub fn of(m: &Move) -> MoveCode {
        let uci = m.to_uci(CastlingMode::Standard);
        let shakmaty::uci::UciMove::Normal {
            from,
            to,
            promotion,
        } = uci
        else {
            // Chess has no drops or null moves in a game's main line.
            return MoveCode::END;
        };
        let promotion = promotion.map_or(0, |role| role as u16);
        MoveCode(1 << 15 | (u16::from(from) << 9) | (u16::from(to) << 3) | promotion)
    }

    /// The legal move of `position` this code stands for, if any.
    pub fn in_position(self, position: &Chess) -> Option<Move> {
        if self == MoveCode::END {
            return None;
        }
        position
            .legal_moves()
            .into_iter()
            .find(|m| MoveCode::of(m) == self)
    }

    /// The code's parts: from, to, promotion.
    pub fn parts(self) -> Option<(Square, Square, Option<Role>)> {
        if self == MoveCode::END {
            return None;
        }
        let from = Square::new(u32::from(self.0 >> 9 & 63));
        let to = Square::new(u32::from(self.0 >> 3 & 63));
        let promotion = Role::try_from(u32::from(self.0 & 7)).ok();
        Some((from, to, promotion))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use shakmaty::fen::Fen;

    fn position(fen: &str) -> Chess {
        fen.parse::<Fen>()
            .unwrap()
            .into_position(CastlingMode::Standard)
            .unwrap()
    }

    #[test]
    fn every_legal_move_has_its_own_code_and_comes_back() {
        for fen in [
            "r3k2r/pPpp1ppp/8/3Pp3/8/8/P1PPPPP1/R3K2R w KQkq e6 0 1",
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        ] {
            let pos = position(fen);
            let moves = pos.legal_moves();
            let mut codes: Vec<MoveCode> = moves.iter().map(MoveCode::of).collect();
            for (m, code) in moves.iter().zip(&codes) {
                assert_ne!(*code, MoveCode::END);
                assert_eq!(code.in_position(&pos).as_ref(), Some(m));
            }
            codes.sort();
            codes.dedup();
            assert_eq!(codes.len(), moves.len());
        }
    }

    #[test]
    fn an_en_passant_square_no_pawn_can_use_does_not_split_a_position() {
        let with = position("rnbqkbnr/ppp1pppp/8/3p4/8/8/PPPPPPPP/RNBQKBNR w KQkq d6 0 2");
        let without = position("rnbqkbnr/ppp1pppp/8/3p4/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 2");
        assert_eq!(PositionKey::of(&with), PositionKey::of(&without));
        let usable = position("rnbqkbnr/ppp1pppp/8/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 3");
        let unusable = position("rnbqkbnr/ppp1pppp/8/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq - 0 3");
        assert_ne!(PositionKey::of(&usable), PositionKey::of(&unusable));
    }

    #[test]
    fn side_to_move_and_castling_rights_split_a_position() {
        let white = position("4k3/8/8/8/8/8/8/R3K3 w Q - 0 1");
        let no_rights = position("4k3/8/8/8/8/8/8/R3K3 w - - 0 1");
        let black = position("4k3/8/8/8/8/8/8/R3K3 b Q - 0 1");
        assert_ne!(PositionKey::of(&white), PositionKey::of(&no_rights));
        assert_ne!(PositionKey::of(&white), PositionKey::of(&black));
    }
}
