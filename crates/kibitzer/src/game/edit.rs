//! Changing a [`Game`] tree on purpose: promoting a variation (one step or to the main line),
//! deleting a variation, adding a line of moves, setting a node's annotation; every change is
//! an [`Edit`] on the undo stack, and deleted nodes stay in the arena so that an undo brings
//! them back.

use shakmaty::{Move, Position};

use super::{Annotation, Game, Nag, NodeId, SearchedEval};
use crate::Score;

/// How many edits [`Game::undo`] can take back.
pub const UNDO_LEVELS: usize = 200;

/// One recorded change of the tree.
#[derive(Clone, Debug)]
pub(super) enum Edit {
    /// `child` was put at `index` among `parent`'s children.
    Attach {
        parent: NodeId,
        index: usize,
        child: NodeId,
    },
    /// `child` was taken from `index` among `parent`'s children.
    Detach {
        parent: NodeId,
        index: usize,
        child: NodeId,
    },
    /// A child of `parent` moved from index `from` to index `to`.
    Reorder {
        parent: NodeId,
        from: usize,
        to: usize,
    },
    /// `node`'s annotation changed from `before` to `after`.
    Annotate {
        node: NodeId,
        before: Box<Annotation>,
        after: Box<Annotation>,
    },
    /// Several edits done as one, in order.
    Batch(Vec<Edit>),
}

impl Edit {
    /// The edit that takes this one back.
    fn inverse(&self) -> Edit {
        match self {
            &Edit::Attach {
                parent,
                index,
                child,
            } => Edit::Detach {
                parent,
                index,
                child,
            },
            &Edit::Detach {
                parent,
                index,
                child,
            } => Edit::Attach {
                parent,
                index,
                child,
            },
            &Edit::Reorder { parent, from, to } => Edit::Reorder {
                parent,
                from: to,
                to: from,
            },
            Edit::Annotate {
                node,
                before,
                after,
            } => Edit::Annotate {
                node: *node,
                before: after.clone(),
                after: before.clone(),
            },
            Edit::Batch(edits) => Edit::Batch(edits.iter().rev().map(Edit::inverse).collect()),
        }
    }
}

/// An edit on the undo or redo stack, with the node shown before it was done (on the undo
/// stack) or undone (on the redo stack): undo and redo show that node again, so each puts the
/// shown node back where it was before the step it reverses (undo of an added move shows its
/// parent and redo the move again; undo of a deletion shows the deleted move again and redo
/// its parent).
#[derive(Clone, Debug)]
pub(super) struct UndoEntry {
    edit: Edit,
    shown: NodeId,
}

impl Game {
    /// Takes back the last edit and shows the node shown before it; whether there was one.
    pub fn undo(&mut self) -> bool {
        let Some(step) = self.undo.pop() else {
            return false;
        };
        let shown = self.current;
        self.apply(&step.edit.inverse());
        self.go_to(step.shown);
        self.redo.push(UndoEntry {
            edit: step.edit,
            shown,
        });
        true
    }

    /// Does again the last edit undone and shows the node shown before the undo; whether
    /// there was one.
    pub fn redo(&mut self) -> bool {
        let Some(step) = self.redo.pop() else {
            return false;
        };
        let shown = self.current;
        self.apply(&step.edit);
        self.go_to(step.shown);
        self.undo.push(UndoEntry {
            edit: step.edit,
            shown,
        });
        true
    }

    /// Forgets the undo and redo stacks (after loading a game).
    pub fn forget_edits(&mut self) {
        self.undo.clear();
        self.redo.clear();
    }

    /// Moves the variation holding `id` one place up among its siblings; false if `id` is on
    /// the main line of its parent's branches all the way up (nothing to promote).
    pub fn promote(&mut self, id: NodeId) -> bool {
        let Some((parent, from)) = self.branch_of(id) else {
            return false;
        };
        self.record(Edit::Reorder {
            parent,
            from,
            to: from - 1,
        });
        true
    }

    /// Makes the path to `id` the main line; false if it is already.
    pub fn promote_to_main_line(&mut self, id: NodeId) -> bool {
        if !self.contains(id) {
            return false;
        }
        let path = self.path_to(id);
        let edits: Vec<Edit> = path
            .windows(2)
            .filter_map(|pair| {
                let from = self.index_in_parent(pair[1])?;
                (from > 0).then_some(Edit::Reorder {
                    parent: pair[0],
                    from,
                    to: 0,
                })
            })
            .collect();
        if edits.is_empty() {
            return false;
        }
        self.record(Edit::Batch(edits));
        true
    }

    /// Deletes `id` and everything after it (undoable); false for the root or a node not in
    /// the tree. The shown node moves to `id`'s parent if it was inside.
    pub fn delete(&mut self, id: NodeId) -> bool {
        if !self.contains(id) {
            return false;
        }
        let Some(parent) = self.node(id).parent else {
            return false;
        };
        let index = self.index_in_parent(id).expect("a child of its parent");
        self.record(Edit::Detach {
            parent,
            index,
            child: id,
        });
        true
    }

    /// Adds `moves` (legal one after another from `from`) as a line: follows the moves already
    /// there and adds the rest as one new variation (one undoable edit). Returns the line's last
    /// node, or `None` (and nothing changes) if `moves` is empty, `from` is not in the tree, or
    /// a move is illegal.
    pub fn add_line(&mut self, from: NodeId, moves: &[Move]) -> Option<NodeId> {
        if moves.is_empty() || !self.contains(from) {
            return None;
        }
        let mut position = self.node(from).position.clone();
        for &mv in moves {
            if !position.is_legal(mv) {
                return None;
            }
            position.play_unchecked(mv);
        }
        let mut at = from;
        let mut rest = moves;
        while let Some((&mv, tail)) = rest.split_first() {
            let Some(&child) = self
                .node(at)
                .children
                .iter()
                .find(|&&c| self.node(c).mv() == Some(mv))
            else {
                break;
            };
            at = child;
            rest = tail;
        }
        let Some((&first, tail)) = rest.split_first() else {
            return Some(at);
        };
        let start = self.new_node(at, first);
        let mut last = start;
        for &mv in tail {
            last = self.push_child(last, mv);
        }
        let index = self.node(at).children.len();
        self.record(Edit::Attach {
            parent: at,
            index,
            child: start,
        });
        Some(last)
    }

    /// Replaces `id`'s comments and NAGs (undoable); false if nothing changed.
    pub fn set_annotation(&mut self, id: NodeId, annotation: Annotation) -> bool {
        let before = &self.node(id).annotation;
        if *before == annotation {
            return false;
        }
        self.record(Edit::Annotate {
            node: id,
            before: Box::new(before.clone()),
            after: Box::new(annotation),
        });
        true
    }

    /// Replaces `id`'s NAGs (undoable); false if nothing changed.
    pub fn set_nags(&mut self, id: NodeId, nags: Vec<Nag>) -> bool {
        let mut annotation = self.node(id).annotation.clone();
        annotation.nags = nags;
        self.set_annotation(id, annotation)
    }

    /// Replaces the NAGs of several nodes as ONE undoable edit (one undo takes them all
    /// back); nodes whose NAGs would not change are left out. False if nothing changed.
    pub fn set_nags_together(&mut self, changes: &[(NodeId, Vec<Nag>)]) -> bool {
        let edits: Vec<Edit> = changes
            .iter()
            .filter(|(id, nags)| self.contains(*id) && self.node(*id).annotation.nags != *nags)
            .map(|(id, nags)| {
                let before = self.node(*id).annotation.clone();
                let mut after = before.clone();
                after.nags.clone_from(nags);
                Edit::Annotate {
                    node: *id,
                    before: Box::new(before),
                    after: Box::new(after),
                }
            })
            .collect();
        if edits.is_empty() {
            return false;
        }
        self.record(Edit::Batch(edits));
        true
    }

    /// Sets (or with `None` removes) our `[%eval]` of `id`, a score from White's point of view,
    /// leaving the rest of its comments alone. This is analysis output, not an edit of the
    /// user's: it is not put on the undo stack.
    pub fn set_eval(&mut self, id: NodeId, score: Option<Score>) {
        self.nodes[id.index()].annotation.set_eval(score);
    }

    /// Sets our `[%eval]` of `id` with its depth in place of the one `id` has, only if
    /// [`SearchedEval::may_replace`] it with `min_depth`; returns whether it did. Analysis
    /// output like [`Game::set_eval`]: not put on the undo stack.
    pub fn offer_eval(&mut self, id: NodeId, eval: SearchedEval, min_depth: u32) -> bool {
        let replaces = eval.may_replace(self.stated_eval(id), min_depth);
        if replaces {
            self.nodes[id.index()].annotation.set_searched_eval(eval);
        }
        replaces
    }

    /// Does `edit` and puts it on the undo stack (dropping what could be redone).
    pub(super) fn record(&mut self, edit: Edit) {
        let shown = self.current;
        self.apply(&edit);
        self.redo.clear();
        self.undo.push(UndoEntry { edit, shown });
        if self.undo.len() > UNDO_LEVELS {
            self.undo.remove(0);
        }
    }

    fn apply(&mut self, edit: &Edit) {
        match edit {
            Edit::Attach {
                parent,
                index,
                child,
            } => self.nodes[parent.index()].children.insert(*index, *child),
            Edit::Detach { parent, index, .. } => {
                self.nodes[parent.index()].children.remove(*index);
            }
            Edit::Reorder { parent, from, to } => {
                let children = &mut self.nodes[parent.index()].children;
                let child = children.remove(*from);
                children.insert(*to, child);
            }
            Edit::Annotate { node, after, .. } => {
                self.nodes[node.index()].annotation = (**after).clone();
            }
            Edit::Batch(edits) => edits.iter().for_each(|e| self.apply(e)),
        }
        while !self.contains(self.current) {
            self.current = self.node(self.current).parent.unwrap_or(NodeId::ROOT);
        }
    }

    /// The nearest branch on the path to `id` where the path does not take the first child:
    /// that branch's parent and the path's index among its children.
    fn branch_of(&self, id: NodeId) -> Option<(NodeId, usize)> {
        if !self.contains(id) {
            return None;
        }
        let mut at = id;
        while let Some(parent) = self.node(at).parent {
            let index = self.index_in_parent(at)?;
            if index > 0 {
                return Some((parent, index));
            }
            at = parent;
        }
        None
    }

    fn index_in_parent(&self, id: NodeId) -> Option<usize> {
        let parent = self.node(id).parent?;
        self.node(parent).children.iter().position(|&c| c == id)
    }
}
