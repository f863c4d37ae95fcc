//! [`Root`]: what every search of a game's position is given — the position with its history
//! facts ([`Node`]), the hashes of the game's positions before it (for repetition draws), and
//! the game's moves to it when known ([`GameLine`], for an external engine, which is told
//! `position fen START moves ...` so that it sees repetitions too). The workstation's
//! searches, the UCI server's jobs, comparisons and reviews all hold one.

use shakmaty::{Chess, Move};

use crate::History;
use crate::search::Node;

/// The moves of a game from a start position.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct GameLine {
    /// The game's start position.
    pub start: Chess,
    /// The moves played from it, up to the analysed position.
    pub moves: Vec<Move>,
}

/// A position to search with its game before it.
#[derive(Clone, Debug)]
pub struct Root {
    /// The position and its history facts.
    pub node: Node,
    /// Hashes of the game's positions before the root, oldest first (for repetition draws).
    pub before: Vec<u64>,
    /// The game's moves that lead to the root, when known: an external engine is told them
    /// (a line that does not lead to the root is ignored and the root's FEN is sent).
    pub line: Option<GameLine>,
}

impl Root {
    /// `pos` with `history` and no game before it.
    pub fn new(pos: Chess, history: History) -> Root {
        Root::of(Node::new(pos, history))
    }

    /// `node` with no game before it.
    pub fn of(node: Node) -> Root {
        Root {
            node,
            before: Vec::new(),
            line: None,
        }
    }

    /// The same root with the hashes of the positions `before` it, oldest first.
    #[must_use]
    pub fn with_before(self, before: Vec<u64>) -> Root {
        Root { before, ..self }
    }

    /// The same root with the game's moves that lead to it.
    #[must_use]
    pub fn with_line(self, line: GameLine) -> Root {
        Root {
            line: Some(line),
            ..self
        }
    }

    /// The root's position.
    pub fn position(&self) -> &Chess {
        &self.node.pos
    }

    /// The root's history facts.
    pub fn history(&self) -> History {
        self.node.history
    }
}
