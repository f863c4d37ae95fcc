//! [`Node`]: a position in the search with the history facts the evaluation needs and its
//! Zobrist hash, updated incrementally move by move.

use shakmaty::zobrist::{Zobrist64, ZobristValue};
use shakmaty::{CastlingSide, Chess, Color, EnPassantMode, Move, Position, Square};

use crate::History;

/// A searched position.
#[derive(Clone, Debug)]
pub struct Node {
    /// The position.
    pub pos: Chess,
    /// Castled, king moved, developed.
    pub history: History,
    /// Zobrist hash (legal en passant only).
    pub hash: u64,
}

impl Node {
    /// The node of `pos` with `history`.
    pub fn new(pos: Chess, history: History) -> Node {
        let hash = hash_of(&pos);
        Node { pos, history, hash }
    }

    /// The node after the legal move `m`.
    #[must_use]
    pub fn child(&self, m: Move) -> Node {
        self.child_of(m, self.position_after(m))
    }

    /// The position after the legal move `m`, without the hash and history facts (enough to
    /// decide whether the move is searched at all).
    #[must_use]
    pub fn position_after(&self, m: Move) -> Chess {
        let mut pos = self.pos.clone();
        pos.play_unchecked(m);
        pos
    }

    /// The node after the legal move `m`, which led to `pos` (from [`Node::position_after`]).
    #[must_use]
    pub fn child_of(&self, m: Move, pos: Chess) -> Node {
        let history = self.history.after(self.pos.board(), &m, pos.board());
        let hash = updated_hash(self.hash, &self.pos, m, &pos);
        Node { pos, history, hash }
    }

    /// The node at the end of `moves` played from here, as far as they are legal (a move
    /// that is not legal ends the walk).
    #[must_use]
    pub fn after_moves(&self, moves: &[Move]) -> Node {
        let mut node = self.clone();
        for &m in moves {
            if !node.pos.is_legal(m) {
                break;
            }
            node = node.child(m);
        }
        node
    }

    /// The node after a null move (the side to move passes), if the position allows one.
    pub fn null_child(&self) -> Option<Node> {
        let pos = self.pos.clone().swap_turn().ok()?;
        Some(Node::new(pos, self.history))
    }
}

/// The Zobrist hash of `after`, the position after the legal move `m` from `before`, whose
/// hash is `hash`: what changed, not the whole board. (shakmaty updates a hash only for a move
/// that touches neither a king, a castling right nor an en passant square; a quarter of the
/// search's moves do, and hashing their positions in full cost 0.6% of `bench`.)
fn updated_hash(hash: u64, before: &Chess, m: Move, after: &Chess) -> u64 {
    let turn = before.turn();
    let piece = |square: Square, role: shakmaty::Role, color: Color| {
        Zobrist64::zobrist_for_piece(square, role.of(color)).0
    };
    let mut hash = hash ^ Zobrist64::zobrist_for_white_turn().0;
    match m {
        // Each kind taken apart once (every accessor of a move is a match of its own).
        Move::Normal {
            from,
            to,
            role,
            promotion,
            capture,
        } => {
            hash ^= piece(from, role, turn) ^ piece(to, promotion.unwrap_or(role), turn);
            if let Some(captured) = capture {
                hash ^= piece(to, captured, !turn);
            }
        }
        Move::EnPassant { from, to } => {
            let pawn = shakmaty::Role::Pawn;
            let taken = Square::from_coords(to.file(), from.rank());
            hash ^= piece(from, pawn, turn) ^ piece(to, pawn, turn) ^ piece(taken, pawn, !turn);
        }
        Move::Castle { king, rook } => {
            let side = CastlingSide::from_king_side(rook > king);
            hash ^= piece(king, shakmaty::Role::King, turn)
                ^ piece(rook, shakmaty::Role::Rook, turn)
                ^ piece(side.king_to(turn), shakmaty::Role::King, turn)
                ^ piece(side.rook_to(turn), shakmaty::Role::Rook, turn);
        }
        Move::Put { .. } => return hash_of(after),
    }
    if before.castles().castling_rights() != after.castles().castling_rights() {
        hash ^= castling_hash(before) ^ castling_hash(after);
    }
    hash ^ en_passant_hash(before) ^ en_passant_hash(after)
}

/// The castling rights' part of the hash of `pos`.
fn castling_hash(pos: &Chess) -> u64 {
    let castles = pos.castles();
    let mut hash = 0;
    for color in Color::ALL {
        for side in CastlingSide::ALL {
            if castles.has(color, side) {
                hash ^= Zobrist64::zobrist_for_castling_right(color, side).0;
            }
        }
    }
    hash
}

/// The en passant part of the hash of `pos`: the file of a legal en passant capture's target.
fn en_passant_hash(pos: &Chess) -> u64 {
    if pos.maybe_ep_square().is_none() {
        return 0;
    }
    pos.legal_ep_square().map_or(0, |sq: Square| {
        Zobrist64::zobrist_for_en_passant_file(sq.file()).0
    })
}

/// The Zobrist hash of `pos`.
pub fn hash_of(pos: &Chess) -> u64 {
    let z: Zobrist64 = pos.zobrist_hash(EnPassantMode::Legal);
    z.0
}

#[cfg(test)]
mod tests {
    use super::{Node, hash_of};
    use shakmaty::{Chess, Position};

    #[test]
    fn incremental_hash_equals_a_fresh_hash_along_a_game() {
        let mut node = Node::new(Chess::default(), crate::History::default());
        for uci in [
            "e2e4", "d7d5", "e4d5", "g8f6", "f1b5", "c7c6", "g1f3", "c6b5", "e1g1", "e7e5",
        ] {
            let m = uci
                .parse::<shakmaty::uci::UciMove>()
                .unwrap()
                .to_move(&node.pos)
                .unwrap();
            node = node.child(m);
            assert_eq!(node.hash, hash_of(&node.pos), "after {uci}");
        }
        // d5xe6 en passant is possible now: the hash must still agree.
        let m = "d5e6"
            .parse::<shakmaty::uci::UciMove>()
            .unwrap()
            .to_move(&node.pos)
            .unwrap();
        assert!(m.is_en_passant());
        let child = node.child(m);
        assert_eq!(child.hash, hash_of(&child.pos));
        assert!(node.pos.is_check() || !child.pos.is_game_over());
    }

    #[test]
    fn incremental_hash_equals_a_fresh_hash_in_random_games() {
        // Random games from positions full of king moves, castling, double pushes, en passant
        // and promotions: every child's hash is the hash computed from scratch.
        let starts = [
            "r3k2r/pppq1ppp/2n2n2/3pp3/3PP3/2N2N2/PPPQ1PPP/R3K2R w KQkq - 0 1",
            "4k3/1P4p1/8/3pP3/8/8/5P2/4K3 w - d6 0 1",
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        ];
        let mut seed = 0x2545_F491_4F6C_DD1Du64;
        let mut moves_checked = 0;
        for fen in starts {
            let pos = crate::game::parse_fen(fen).unwrap();
            for _ in 0..40 {
                let mut node = Node::new(pos.clone(), crate::History::from_board(pos.board()));
                for _ in 0..60 {
                    let moves = node.pos.legal_moves();
                    if moves.is_empty() {
                        break;
                    }
                    seed ^= seed << 13;
                    seed ^= seed >> 7;
                    seed ^= seed << 17;
                    let m = moves[(seed % moves.len() as u64) as usize];
                    node = node.child(m);
                    assert_eq!(node.hash, hash_of(&node.pos), "{m:?} in {fen}");
                    moves_checked += 1;
                }
            }
        }
        assert!(moves_checked > 5_000);
    }
}
