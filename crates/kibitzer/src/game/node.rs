//! One node of the game tree: [`NodeId`], the [`Step`] that led to it (a move or a null
//! move, with its SAN), the
//! position and history facts after it, its [`Annotation`] and its ordered children.

use shakmaty::{Chess, Move};

use super::annotation::Annotation;
use super::step::Step;
use crate::History;

/// Names one node of one [`Game`](super::Game); stays valid for the game's life (also while
/// the node is deleted, so that an undo can bring it back).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct NodeId(pub(super) u32);

impl NodeId {
    /// The root of every game (the starting position, no move).
    pub const ROOT: NodeId = NodeId(0);

    pub(super) fn index(self) -> usize {
        self.0 as usize
    }
}

/// What led to a node, and its SAN (with `+`/`#`; `--` for a null move) computed once when
/// it was played.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Played {
    /// The move, or a null move.
    pub step: Step,
    /// The move in SAN, as in the position before it.
    pub san: String,
}

/// A position in the game tree.
#[derive(Clone, Debug)]
pub struct Node {
    pub(super) parent: Option<NodeId>,
    pub(super) children: Vec<NodeId>,
    /// The child that "forward" follows (the first child when unset or no longer a child).
    pub(super) selected: Option<NodeId>,
    pub(super) played: Option<Played>,
    pub(super) position: Chess,
    pub(super) history: History,
    pub(super) annotation: Annotation,
}

impl Node {
    pub(super) fn new(
        parent: Option<NodeId>,
        played: Option<Played>,
        position: Chess,
        history: History,
    ) -> Node {
        Node {
            parent,
            children: Vec::new(),
            selected: None,
            played,
            position,
            history,
            annotation: Annotation::default(),
        }
    }

    /// The node before this one (`None` for the root).
    pub fn parent(&self) -> Option<NodeId> {
        self.parent
    }

    /// The continuations, main line first.
    pub fn children(&self) -> &[NodeId] {
        &self.children
    }

    /// The move that led here and its SAN (`None` for the root).
    pub fn played(&self) -> Option<&Played> {
        self.played.as_ref()
    }

    /// The move or null move that led here (`None` for the root).
    pub fn step(&self) -> Option<Step> {
        self.played.as_ref().map(|p| p.step)
    }

    /// The move of the board that led here (`None` for the root and after a null move).
    pub fn mv(&self) -> Option<Move> {
        self.step().and_then(Step::mv)
    }

    /// Whether a null move led here.
    pub fn is_null_move(&self) -> bool {
        self.step() == Some(Step::Null)
    }

    /// The SAN of the move that led here (`None` for the root).
    pub fn san(&self) -> Option<&str> {
        self.played.as_ref().map(|p| p.san.as_str())
    }

    /// The position after the move.
    pub fn position(&self) -> &Chess {
        &self.position
    }

    /// The Stanback history facts after the move.
    pub fn history(&self) -> History {
        self.history
    }

    /// Comments, NAGs and command annotations of the move.
    pub fn annotation(&self) -> &Annotation {
        &self.annotation
    }

    /// The child "forward" follows: the selected one if still a child, else the main line.
    pub fn next(&self) -> Option<NodeId> {
        self.selected
            .filter(|s| self.children.contains(s))
            .or_else(|| self.children.first().copied())
    }
}
