//! [`GamePosition`]: the position a `position` command sets up, with what the search needs
//! beyond the board: the Stanback history facts ([`History::after`], move by move, as the
//! workstation's game keeps them) and the hashes of the positions before it, for repetitions.

use shakmaty::uci::UciMove;
use shakmaty::{Chess, Position};

use super::command::{Start, shorten};
use crate::History;
use crate::search::{Node, hash_of};

/// The current position of the game the GUI describes.
#[derive(Clone, Debug)]
pub struct GamePosition {
    node: Node,
    /// Hashes of the game's earlier positions, oldest first.
    before: Vec<u64>,
}

impl Default for GamePosition {
    fn default() -> GamePosition {
        GamePosition::from_node(Node::new(Chess::default(), History::default()))
    }
}

impl GamePosition {
    fn from_node(node: Node) -> GamePosition {
        GamePosition {
            node,
            before: Vec::new(),
        }
    }

    /// The position where `start` says the game begins. From a FEN, the history facts come
    /// from the board (spec 2.5 fallback rules).
    pub fn new(start: &Start) -> Result<GamePosition, String> {
        match start {
            Start::StartPos => Ok(GamePosition::default()),
            Start::Fen(fen) => {
                let pos = crate::game::parse_fen(fen)
                    .map_err(|e| format!("invalid FEN {}: {e}", shorten(fen)))?;
                let history = History::from_board(pos.board());
                Ok(GamePosition::from_node(Node::new(pos, history)))
            }
        }
    }

    /// Plays `text`, a move in UCI notation, if it is legal here.
    pub fn play(&mut self, text: &str) -> Result<(), String> {
        let m = text
            .parse::<UciMove>()
            .ok()
            .and_then(|uci| uci.to_move(&self.node.pos).ok())
            .ok_or_else(|| format!("illegal move {}", shorten(text)))?;
        self.before.push(self.node.hash);
        self.node = self.node.child(m);
        Ok(())
    }

    /// The position.
    pub fn position(&self) -> &Chess {
        &self.node.pos
    }

    /// The history facts of the position.
    pub fn history(&self) -> History {
        self.node.history
    }

    /// The search's root node.
    pub fn node(&self) -> &Node {
        &self.node
    }

    /// Hashes of the positions before this one, oldest first.
    pub fn before(&self) -> &[u64] {
        &self.before
    }

    /// The Zobrist key of the position.
    pub fn key(&self) -> u64 {
        debug_assert_eq!(self.node.hash, hash_of(&self.node.pos));
        self.node.hash
    }
}

#[cfg(test)]
mod tests {
    use super::GamePosition;
    use crate::uci::server::command::Start;

    #[test]
    fn history_facts_and_repetition_hashes_follow_the_moves() {
        let mut game = GamePosition::default();
        let moves = [
            "e2e4", "e7e5", "e1e2", "e8e7", "g1f3", "g8f6", "f3g1", "f6g8",
        ];
        for m in moves {
            game.play(m).unwrap();
        }
        assert!(game.history().king_moved.white);
        assert!(game.history().king_moved.black);
        assert_eq!(game.before().len(), 8);
        // The knights went back: the position after 2.Ke2 Ke7 has come again.
        assert_eq!(game.before()[4], game.key());
    }

    #[test]
    fn an_illegal_move_is_refused_and_the_position_stays() {
        let mut game = GamePosition::default();
        game.play("e2e4").unwrap();
        let key = game.key();
        assert!(game.play("e2e4").is_err());
        assert!(game.play("nonsense").is_err());
        assert_eq!(game.key(), key);
        assert!(GamePosition::new(&Start::Fen("8/8/8 w - - 0 1".to_owned())).is_err());
    }
}
