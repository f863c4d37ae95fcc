//! Moving around a [`Game`] tree: playing a move (enter or add a variation), back and forward
//! along the current line, start and end, jumping to a node, choosing the continuation that
//! forward follows at a branch, and the lines (path, current line, main line) that views use.

use shakmaty::Move;

use super::edit::Edit;
use super::{Game, NodeId};

impl Game {
    /// Plays `mv` (legal in the shown position): enters the child with that move if there is
    /// one, else adds it as a new variation (an undoable edit). Returns the node entered.
    pub fn play(&mut self, mv: Move) -> NodeId {
        let parent = self.current;
        let existing = self
            .node(parent)
            .children
            .iter()
            .copied()
            .find(|&c| self.node(c).mv() == Some(mv));
        let child = existing.unwrap_or_else(|| {
            let child = self.new_node(parent, mv);
            let index = self.node(parent).children.len();
            self.record(Edit::Attach {
                parent,
                index,
                child,
            });
            child
        });
        self.go_to(child);
        child
    }

    /// Shows `id` and makes the current line pass through it; false (and nothing changes) if
    /// `id` is not in the tree.
    pub fn go_to(&mut self, id: NodeId) -> bool {
        if !self.contains(id) {
            return false;
        }
        let mut at = id;
        while let Some(parent) = self.node(at).parent {
            self.nodes[parent.index()].selected = Some(at);
            at = parent;
        }
        self.current = id;
        true
    }

    /// One move back; false at the root.
    pub fn back(&mut self) -> bool {
        match self.node(self.current).parent {
            Some(parent) => {
                self.current = parent;
                true
            }
            None => false,
        }
    }

    /// One move forward along the current line; false at its end.
    pub fn forward(&mut self) -> bool {
        match self.node(self.current).next() {
            Some(next) => {
                self.current = next;
                true
            }
            None => false,
        }
    }

    /// Shows the starting position.
    pub fn go_to_start(&mut self) {
        self.current = NodeId::ROOT;
    }

    /// Shows the last position of the current line.
    pub fn go_to_end(&mut self) {
        while self.forward() {}
    }

    /// Shows ply `ply` of the current line (clamped to its end).
    pub fn go_to_ply(&mut self, ply: usize) {
        let line = self.line();
        self.current = line[ply.min(line.len() - 1)];
    }

    /// Makes forward at `id`'s parent follow `id` (the variation picker at a branch); false if
    /// `id` is the root or not in the tree.
    pub fn select(&mut self, id: NodeId) -> bool {
        if !self.contains(id) {
            return false;
        }
        match self.node(id).parent {
            Some(parent) => {
                self.nodes[parent.index()].selected = Some(id);
                true
            }
            None => false,
        }
    }

    /// The nodes from the root to `id`, both included.
    pub fn path_to(&self, id: NodeId) -> Vec<NodeId> {
        let mut path = vec![id];
        let mut at = id;
        while let Some(parent) = self.node(at).parent {
            path.push(parent);
            at = parent;
        }
        path.reverse();
        path
    }

    /// The part of the path to `id` (both included) that a chain of moves of the board leads
    /// along: from the root, or from the position after the last null move on it. An engine
    /// is told that position and the moves after it, and only its positions count for a
    /// repetition.
    pub fn since_null_move(&self, id: NodeId) -> Vec<NodeId> {
        let mut path = self.path_to(id);
        if let Some(last_null) = path.iter().rposition(|&at| self.node(at).is_null_move()) {
            path.drain(..last_null);
        }
        path
    }

    /// The current line: the root, the path to the shown node, and on from there along the
    /// continuations forward follows, to the end.
    pub fn line(&self) -> Vec<NodeId> {
        let mut line = self.path_to(self.current);
        let mut at = self.current;
        while let Some(next) = self.node(at).next() {
            line.push(next);
            at = next;
        }
        line
    }

    /// The main line: the root and the first child of each node.
    pub fn main_line(&self) -> Vec<NodeId> {
        let mut line = vec![NodeId::ROOT];
        let mut at = NodeId::ROOT;
        while let Some(&first) = self.node(at).children.first() {
            line.push(first);
            at = first;
        }
        line
    }

    /// `id` and its alternatives: its parent's children, main line first (just `id` for the
    /// root).
    pub fn siblings(&self, id: NodeId) -> Vec<NodeId> {
        match self.node(id).parent {
            Some(parent) => self.node(parent).children.clone(),
            None => vec![id],
        }
    }
}
