//! Replaying the recorded search tree: the position (with its history facts and hash) of any
//! node, reached from the root along the tree's moves. The `tree` command's outline and JSON
//! and the workstation's tree explorer all walk the tree with this one rule: a node's move
//! is played if it is legal where it stands, a null move passes the turn, and anything else
//! (the root, a move a damaged tree makes illegal) leaves the position as it was.

use shakmaty::Position;

use crate::search::explain::tree::SearchTree;
use crate::search::negamax::node::Node;

impl SearchTree {
    /// The node reached by tree node `index` from `parent`, the node of its parent.
    pub fn step(&self, parent: &Node, index: u32) -> Node {
        let node = self.node(index);
        match node.mv {
            Some(m) if parent.pos.is_legal(m) => parent.child(m),
            None if node.null => parent.null_child().unwrap_or_else(|| parent.clone()),
            _ => parent.clone(),
        }
    }

    /// The indices from the root to `index`, root first.
    pub fn path_to(&self, index: u32) -> Vec<u32> {
        let mut path = Vec::new();
        let mut at = Some(index);
        while let Some(i) = at {
            path.push(i);
            at = self.node(i).parent;
        }
        path.reverse();
        path
    }

    /// The node of tree node `index`, replayed from `root` (the node of the tree's root)
    /// along its path.
    pub fn replay(&self, root: &Node, index: u32) -> Node {
        self.path_to(index)
            .into_iter()
            .skip(1)
            .fold(root.clone(), |at, i| self.step(&at, i))
    }
}

#[cfg(test)]
mod tests {
    use shakmaty::{Chess, Position};

    use crate::History;
    use crate::search::{Limits, Node, Search, SearchOptions, SearchTree};

    fn recorded(fen: &str, depth: u32) -> (Node, SearchTree) {
        let pos: Chess = crate::game::parse_fen(fen).unwrap();
        let history = History::from_board(pos.board());
        let mut search = Search::new(SearchOptions {
            hash_mb: 1,
            ..SearchOptions::default()
        });
        let (_, tree) = search.explain(&pos, history, &Limits::depth(depth), 1_000_000);
        (Node::new(pos, history), tree)
    }

    /// Along the principal path the replayed node is the root with the path's moves played,
    /// history facts and hash included, and equals stepping one edge at a time.
    #[test]
    fn replaying_the_principal_path_plays_its_moves() {
        let (root, tree) = recorded(
            "r3k2r/pppq1ppp/2n2n2/3pp3/3PP3/2N2N2/PPPQ1PPP/R3K2R w KQkq - 0 1",
            3,
        );
        let path = tree.principal_path();
        assert!(path.len() >= 3, "{path:?}");
        let mut expected = root.clone();
        for &index in &path {
            expected = expected.child(tree.node(index).mv.expect("a move"));
            let replayed = tree.replay(&root, index);
            assert_eq!(replayed.pos, expected.pos);
            assert_eq!(replayed.history, expected.history);
            assert_eq!(replayed.hash, expected.hash);
            let parent = tree.node(index).parent.expect("below the root");
            let stepped = tree.step(&tree.replay(&root, parent), index);
            assert_eq!(stepped.hash, replayed.hash);
        }
        assert_eq!(tree.path_to(0), [0]);
        assert_eq!(tree.replay(&root, 0).hash, root.hash);
    }

    /// A null move passes the turn and changes nothing on the board.
    #[test]
    fn a_null_move_passes_the_turn() {
        let (root, tree) = recorded(
            "r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4",
            4,
        );
        let null = (0..tree.nodes.len() as u32)
            .find(|&i| tree.node(i).null)
            .expect("a depth-4 search tries a null move");
        let parent = tree.replay(&root, tree.node(null).parent.unwrap());
        let after = tree.replay(&root, null);
        assert_eq!(after.pos.board(), parent.pos.board());
        assert_eq!(after.pos.turn(), parent.pos.turn().other());
    }
}
