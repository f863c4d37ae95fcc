//! The recorded search tree of an explain run: a compact arena of [`TreeNode`]s filled by
//! [`TreeRecorder`] up to a node budget, one root search at a time (the last one kept).

use shakmaty::Move;

use crate::search::driver::report::Bound;
use crate::search::explain::recorder::{EndReason, Recorder};
use crate::search::moves::ordering::OrderReason;

/// How a node behaved, judged from its window and result.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "snake_case")]
pub enum NodeKind {
    /// The score fell inside the window: on the principal variation.
    Pv,
    /// The score reached beta: refuted.
    Cut,
    /// The score stayed at or below alpha: every move failed low.
    All,
    /// A quiescence node.
    Quiescence,
}

/// One recorded node (or a skipped move, with `searched` false).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TreeNode {
    /// The parent's index (none for the root).
    pub parent: Option<u32>,
    /// Indices of the children in the order they were searched or skipped.
    pub children: Vec<u32>,
    /// The move that led here (none for the root and for a null move).
    pub mv: Option<Move>,
    /// A null move (the side to move passed).
    pub null: bool,
    /// Its place in the parent's move order (1-based; 0 for the root and null moves).
    pub rank: u16,
    /// Why it was ordered there.
    pub reason: Option<OrderReason>,
    /// Plies by which it was searched shallower than normal.
    pub reduction: i8,
    /// Distance from the root.
    pub ply: u16,
    /// Remaining depth on entry (after any extension).
    pub draft: i16,
    /// Window on entry.
    pub alpha: i32,
    /// Window on entry.
    pub beta: i32,
    /// Static evaluation, where computed.
    pub static_eval: Option<i32>,
    /// Extended by one ply for check.
    pub check_extension: bool,
    /// Extended by one ply at the horizon for hung men.
    pub hung_extension: bool,
    /// The returned score (side to move), none when skipped or aborted.
    pub score: Option<i32>,
    /// Exact, lower or upper bound, judged from the window.
    pub bound: Option<Bound>,
    /// PV, cut, all or quiescence node.
    pub kind: NodeKind,
    /// Why it ended.
    pub end: EndReason,
    /// Whether it was searched at all.
    pub searched: bool,
    /// Its subtree hit the node budget and is incomplete.
    pub truncated: bool,
    /// The child whose move raised alpha last: the node's best move.
    pub best: Option<u32>,
}

/// The recorded tree of the last root search.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct SearchTree {
    /// Every node; the root (if any) is index 0.
    pub nodes: Vec<TreeNode>,
    /// Whether the budget cut the recording short.
    pub truncated: bool,
}

impl TreeNode {
    /// Whether the node was searched and behaved as a PV node (its score fell inside the
    /// window) or a cut node (its score reached beta). Quiescence nodes count by the same
    /// test; skipped moves, aborted nodes and all-nodes (every move failed low) do not.
    pub fn pv_or_cut(&self) -> bool {
        self.searched && matches!(self.bound, Some(Bound::Exact | Bound::Lower))
    }
}

impl SearchTree {
    /// The root, if anything was recorded.
    pub fn root(&self) -> Option<&TreeNode> {
        self.nodes.first()
    }

    /// The node at `index`.
    pub fn node(&self, index: u32) -> &TreeNode {
        &self.nodes[index as usize]
    }

    /// The principal variation as node indices from the root: from each main-search node its
    /// best child (the one whose move raised alpha last), down to the horizon.
    pub fn principal_path(&self) -> Vec<u32> {
        let mut path = Vec::new();
        let mut at = 0u32;
        while let Some(node) = self.nodes.get(at as usize) {
            if node.kind == NodeKind::Quiescence {
                break;
            }
            let Some(best) = node.best else { break };
            path.push(best);
            at = best;
        }
        path
    }

    /// The refutation of the node at `index`: its best child, or the child that caused its
    /// cutoff.
    pub fn refutation(&self, index: u32) -> Option<u32> {
        let node = self.nodes.get(index as usize)?;
        node.best.or_else(|| match node.end {
            EndReason::BetaCutoff { .. } => node.children.last().copied(),
            _ => None,
        })
    }
}

/// Records every node of the search, up to `budget` nodes.
#[derive(Clone, Debug)]
pub struct TreeRecorder {
    tree: SearchTree,
    stack: Vec<u32>,
    pending: Option<(Option<Move>, u16, Option<OrderReason>, i8)>,
    budget: usize,
    /// Nodes entered beyond the budget, still open.
    overflow: usize,
}

impl TreeRecorder {
    /// A recorder keeping at most `budget` nodes.
    pub fn new(budget: usize) -> TreeRecorder {
        TreeRecorder {
            tree: SearchTree::default(),
            stack: Vec::new(),
            pending: None,
            budget: budget.max(1),
            overflow: 0,
        }
    }

    /// The recorded tree.
    pub fn into_tree(self) -> SearchTree {
        self.tree
    }

    fn push(&mut self, mut node: TreeNode) -> Option<u32> {
        if self.tree.nodes.len() >= self.budget {
            self.tree.truncated = true;
            if let Some(&top) = self.stack.last() {
                self.tree.nodes[top as usize].truncated = true;
            }
            return None;
        }
        let index = self.tree.nodes.len() as u32;
        node.parent = self.stack.last().copied();
        if let Some(parent) = node.parent {
            self.tree.nodes[parent as usize].children.push(index);
        }
        self.tree.nodes.push(node);
        Some(index)
    }

    fn current(&mut self) -> Option<&mut TreeNode> {
        if self.overflow > 0 {
            return None;
        }
        let top = *self.stack.last()?;
        self.tree.nodes.get_mut(top as usize)
    }
}

fn blank(ply: usize, draft: i32, alpha: i32, beta: i32) -> TreeNode {
    TreeNode {
        parent: None,
        children: Vec::new(),
        mv: None,
        null: false,
        rank: 0,
        reason: None,
        reduction: 0,
        ply: ply as u16,
        draft: draft.clamp(-100, 100) as i16,
        alpha,
        beta,
        static_eval: None,
        check_extension: false,
        hung_extension: false,
        score: None,
        bound: None,
        kind: NodeKind::All,
        end: EndReason::Searched,
        searched: true,
        truncated: false,
        best: None,
    }
}

impl Recorder for TreeRecorder {
    const ACTIVE: bool = true;

    fn begin_root(&mut self) {
        self.tree = SearchTree::default();
        self.stack.clear();
        self.pending = None;
        self.overflow = 0;
    }

    fn child_move(&mut self, mv: Move, rank: usize, reason: OrderReason, reduction: i32) {
        self.pending = Some((
            Some(mv),
            rank.min(u16::MAX as usize) as u16,
            Some(reason),
            reduction as i8,
        ));
    }

    fn null_child(&mut self, reduction: i32) {
        self.pending = Some((None, 0, None, reduction as i8));
    }

    fn enter(&mut self, ply: usize, draft: i32, alpha: i32, beta: i32, quiescence: bool) {
        let pending = self.pending.take();
        if self.overflow > 0 {
            self.overflow += 1;
            return;
        }
        let mut node = blank(ply, draft, alpha, beta);
        if let Some((mv, rank, reason, reduction)) = pending {
            node.null = mv.is_none();
            node.mv = mv;
            node.rank = rank;
            node.reason = reason;
            node.reduction = reduction;
        }
        if quiescence {
            node.kind = NodeKind::Quiescence;
        }
        match self.push(node) {
            Some(index) => self.stack.push(index),
            None => self.overflow += 1,
        }
    }

    fn skipped(&mut self, mv: Move, rank: usize, reason: OrderReason, why: EndReason) {
        if self.overflow > 0 {
            return;
        }
        let (ply, draft) = self.current().map_or((0, 0), |n| (n.ply + 1, n.draft - 1));
        let mut node = blank(usize::from(ply), i32::from(draft), 0, 0);
        node.mv = Some(mv);
        node.rank = rank.min(u16::MAX as usize) as u16;
        node.reason = Some(reason);
        node.searched = false;
        node.end = why;
        let _ = self.push(node);
    }

    fn static_eval(&mut self, eval: i32) {
        if let Some(n) = self.current() {
            n.static_eval = Some(eval);
        }
    }

    fn extended(&mut self, check: bool) {
        if let Some(n) = self.current() {
            if check {
                n.check_extension = true;
            } else {
                n.hung_extension = true;
            }
        }
    }

    fn improved(&mut self) {
        if let Some(n) = self.current() {
            n.best = n.children.last().copied();
        }
    }

    fn end(&mut self, reason: EndReason) {
        if let Some(n) = self.current() {
            n.end = reason;
        }
    }

    fn leave(&mut self, score: Option<i32>) {
        self.pending = None;
        if self.overflow > 0 {
            self.overflow -= 1;
            return;
        }
        let Some(index) = self.stack.pop() else {
            return;
        };
        let n = &mut self.tree.nodes[index as usize];
        n.score = score;
        let Some(score) = score else {
            n.end = EndReason::Aborted;
            return;
        };
        let bound = if score <= n.alpha {
            Bound::Upper
        } else if score >= n.beta {
            Bound::Lower
        } else {
            Bound::Exact
        };
        n.bound = Some(bound);
        if n.kind != NodeKind::Quiescence {
            n.kind = match bound {
                Bound::Exact => NodeKind::Pv,
                Bound::Lower => NodeKind::Cut,
                Bound::Upper => NodeKind::All,
            };
        }
    }
}
