//! The search tree explorer (`t`): the recorded tree of an explain run as a collapsible
//! outline. The board follows the selected node and the evaluation pane shows its breakdown;
//! keys jump to the principal variation, the refutation, the parent and the siblings, and
//! filters hide quiescence nodes or show only PV and cut nodes. One explain run at a time, a
//! request to the explain worker (see [`kibitzer::engine::ExplainRequest`]): each has an id, a
//! tree that arrives for another id is dropped, closing the explorer stops its run, and a new
//! position restarts the explorer on it. The explorer changes only its own state and the
//! [`Context`]; the router opens and closes the panel on its [`TreeOutcome`]s.

use shakmaty::{Chess, Position};

use crate::context::Context;
use crate::message::Effect;
use crate::mode::TreeAction;
use kibitzer::History;
use kibitzer::engine::{ExplainRequest, RequestId};
use kibitzer::eval::{Breakdown, breakdown};
use kibitzer::format::node_label;
use kibitzer::game::Game;
use kibitzer::search::{HashAllocError, Node, NodeKind, SearchTree};

/// Default depth of the explain run.
pub const TREE_DEPTH: u32 = 4;
/// Default node budget of the explain run.
pub const TREE_BUDGET: usize = 1_000_000;

/// The explorer's state.
#[derive(Clone, Debug)]
pub struct TreeView {
    /// The explain run whose tree this view waits for or shows (none until the runtime
    /// reports the run's id).
    pub run: Option<RequestId>,
    /// The root position.
    pub root: Chess,
    /// Its history facts.
    pub history: History,
    /// The depth searched.
    pub depth: u32,
    /// The tree, once the explain run is done.
    pub tree: Option<Box<SearchTree>>,
    /// Which nodes show their children.
    pub open: Vec<bool>,
    /// The selected node.
    pub selected: u32,
    /// Hide quiescence nodes.
    pub hide_quiescence: bool,
    /// Show only PV and cut nodes (quiescence ones included).
    pub pv_and_cut_only: bool,
    /// The visible rows: (node, indentation, label), in outline order.
    pub rows: Vec<(u32, u16, String)>,
    /// The selected node's position and breakdown.
    pub position: Chess,
    /// The breakdown of the selected node's position.
    pub breakdown: Option<Box<Breakdown>>,
    /// How many columns the rows are scrolled to the left (`<`, `>`).
    pub scroll_x: usize,
}

/// Columns one `<` or `>` scrolls the rows.
pub const SCROLL_STEP: usize = 8;

/// Whether the explorer stays open after a key or an arrived tree.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum TreeOutcome {
    /// It stays open.
    Open,
    /// It closes (the key closed it, or its run failed).
    Closed,
}

impl TreeView {
    /// An explorer waiting for the tree of `root` (and for its explain run's id).
    pub fn new(root: Chess, history: History, depth: u32) -> TreeView {
        TreeView {
            run: None,
            position: root.clone(),
            root,
            history,
            depth,
            tree: None,
            open: Vec::new(),
            selected: 0,
            hide_quiescence: false,
            pv_and_cut_only: false,
            rows: Vec::new(),
            breakdown: None,
            scroll_x: 0,
        }
    }

    /// Whether the filters let `index` (and so its subtree) show: `Q` hides quiescence
    /// nodes; `c` keeps only PV and cut nodes, quiescence ones included (see
    /// [`kibitzer::search::TreeNode::pv_or_cut`]), hiding all-nodes, skipped (pruned) moves and
    /// aborted nodes.
    fn shown(&self, tree: &SearchTree, index: u32) -> bool {
        let node = tree.node(index);
        let hidden_quiescence = self.hide_quiescence && node.kind == NodeKind::Quiescence;
        let hidden_kind = self.pv_and_cut_only && !node.pv_or_cut();
        !hidden_quiescence && !hidden_kind
    }

    /// Recomputes the visible rows after opening, closing or filtering.
    pub fn refresh_rows(&mut self) {
        self.rows.clear();
        let Some(tree) = self.tree.as_deref() else {
            return;
        };
        if tree.nodes.is_empty() {
            return;
        }
        let root = Node::new(self.root.clone(), self.history);
        let mut stack = vec![(0u32, 0u16, root, None::<Chess>)];
        while let Some((index, indent, at, parent)) = stack.pop() {
            let node = tree.node(index);
            self.rows
                .push((index, indent, node_label(node, parent.as_ref())));
            if self.open.get(index as usize).copied().unwrap_or(false) {
                for &c in node.children.iter().rev() {
                    if !self.shown(tree, c) {
                        continue;
                    }
                    stack.push((c, indent + 1, tree.step(&at, c), Some(at.pos.clone())));
                }
            }
        }
    }

    /// Selects `index`, opening its ancestors, and follows it with the board and breakdown.
    pub fn select(&mut self, index: u32) {
        let Some(tree) = self.tree.as_deref() else {
            return;
        };
        for i in tree.path_to(index).into_iter().skip(1) {
            if let Some(p) = self.open.get_mut(tree.node(i).parent.unwrap_or(0) as usize) {
                *p = true;
            }
        }
        let at = tree.replay(&Node::new(self.root.clone(), self.history), index);
        self.selected = index;
        self.breakdown = Some(Box::new(breakdown(&at.pos, at.history)));
        self.position = at.pos;
        self.refresh_rows();
    }

    /// Starts an explain run of the shown position: the explorer waiting for it (the status
    /// bar says it records, the effects ask for the run), or none when the position has no
    /// legal moves (then nothing changes).
    pub(crate) fn open(cx: &mut Context) -> Option<TreeView> {
        let root = cx.game.position().clone();
        if root.legal_moves().is_empty() {
            return None;
        }
        let depth = cx.settings.limits.depth.unwrap_or(TREE_DEPTH).min(8);
        let view = TreeView::new(root.clone(), cx.game.history(), depth);
        cx.say(format!("recording the search tree to depth {depth}…"));
        cx.effects.push(Effect::Explain(Box::new(ExplainRequest {
            position: root,
            history: cx.game.history(),
            depth,
            budget: TREE_BUDGET,
            hash_mb: ExplainRequest::DEFAULT_HASH_MB,
        })));
        Some(view)
    }

    /// Whether the tree is of another position than the one `game` shows.
    pub(crate) fn is_stale(&self, game: &Game) -> bool {
        self.root != *game.position()
    }

    /// The tree of explain run `run` arrived (or its table could not be allocated): shown if
    /// the explorer waits for it, else dropped. A failed run closes the explorer.
    pub(crate) fn arrived(
        &mut self,
        run: RequestId,
        tree: Result<Box<SearchTree>, HashAllocError>,
        cx: &mut Context,
    ) -> TreeOutcome {
        if self.run != Some(run) || self.tree.is_some() {
            return TreeOutcome::Open;
        }
        let tree = match tree {
            Ok(tree) => tree,
            Err(e) => {
                cx.error(format!("no search tree: {e}"));
                return TreeOutcome::Closed;
            }
        };
        self.open = vec![false; tree.nodes.len()];
        if let Some(first) = self.open.first_mut() {
            *first = true;
        }
        let count = tree.nodes.len();
        let truncated = tree.truncated;
        self.tree = Some(tree);
        self.select(0);
        cx.say(format!(
            "search tree: {count} nodes{}",
            if truncated { " (budget reached)" } else { "" }
        ));
        TreeOutcome::Open
    }

    /// A key of the explorer; None if the key is not the explorer's (before the tree arrives
    /// only Up, Down and Close are).
    pub(crate) fn key(&mut self, action: TreeAction) -> Option<TreeOutcome> {
        match action {
            TreeAction::Close => return Some(TreeOutcome::Closed),
            TreeAction::ScrollLeft => {
                self.scroll_x = self.scroll_x.saturating_sub(SCROLL_STEP);
                return Some(TreeOutcome::Open);
            }
            TreeAction::ScrollRight => {
                let longest = self
                    .rows
                    .iter()
                    .map(|r| 2 * usize::from(r.1) + 2 + r.2.chars().count())
                    .max()
                    .unwrap_or(0);
                self.scroll_x =
                    (self.scroll_x + SCROLL_STEP).min(longest.saturating_sub(SCROLL_STEP));
                return Some(TreeOutcome::Open);
            }
            _ => {}
        }
        let Some(tree) = self.tree.as_deref() else {
            return matches!(action, TreeAction::Up | TreeAction::Down)
                .then_some(TreeOutcome::Open);
        };
        let row = self
            .rows
            .iter()
            .position(|r| r.0 == self.selected)
            .unwrap_or(0);
        let node = tree.node(self.selected);
        let target = match action {
            TreeAction::Up => self.rows.get(row.saturating_sub(1)).map(|r| r.0),
            TreeAction::Down => self.rows.get(row + 1).map(|r| r.0),
            TreeAction::Toggle => {
                let open = &mut self.open[self.selected as usize];
                *open = !*open;
                self.refresh_rows();
                return Some(TreeOutcome::Open);
            }
            TreeAction::Open => {
                self.open[self.selected as usize] = true;
                self.refresh_rows();
                None
            }
            TreeAction::Parent => {
                if self.open[self.selected as usize] && !node.children.is_empty() {
                    self.open[self.selected as usize] = false;
                    self.refresh_rows();
                    return Some(TreeOutcome::Open);
                }
                node.parent
            }
            TreeAction::PrincipalVariation => tree.principal_path().last().copied().or(Some(0)),
            TreeAction::Refutation => tree.refutation(self.selected),
            TreeAction::NextSibling | TreeAction::PreviousSibling => {
                let forward = action == TreeAction::NextSibling;
                node.parent.and_then(|p| {
                    let siblings = &tree.node(p).children;
                    let at = siblings.iter().position(|&c| c == self.selected)?;
                    if forward {
                        siblings.get(at + 1).copied()
                    } else {
                        at.checked_sub(1).map(|i| siblings[i])
                    }
                })
            }
            TreeAction::HideQuiescence => {
                self.hide_quiescence = !self.hide_quiescence;
                self.refresh_rows();
                return Some(TreeOutcome::Open);
            }
            TreeAction::PvAndCutOnly => {
                self.pv_and_cut_only = !self.pv_and_cut_only;
                self.refresh_rows();
                return Some(TreeOutcome::Open);
            }
            TreeAction::Close | TreeAction::ScrollLeft | TreeAction::ScrollRight => None,
        };
        if let Some(t) = target {
            self.select(t);
        }
        Some(TreeOutcome::Open)
    }
}
