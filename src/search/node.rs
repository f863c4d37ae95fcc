//! [`Node`]: a position in the search with the history facts the evaluation needs and its
//! Zobrist hash, updated incrementally move by move.

use shakmaty::zobrist::Zobrist64;
use shakmaty::{Chess, EnPassantMode, Move, Position};

use crate::history::History;

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
        let updated = self
            .pos
            .update_zobrist_hash(Zobrist64(self.hash), m, EnPassantMode::Legal);
        let history = self.history.after(self.pos.board(), &m, pos.board());
        let hash = updated.map_or_else(|| hash_of(&pos), |z| z.0);
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
}
