//! The search tree explorer (`t`): the recorded tree of an explain run as a collapsible
//! outline. The board follows the selected node and the evaluation pane shows its breakdown;
//! keys jump to the principal variation, the refutation, the parent and the siblings, and
//! filters hide quiescence nodes or show only PV and cut nodes. One explain run at a time, a
//! request to the explain worker (see [`kibitzer::engine::ExplainRequest`]): each has an id, a
//! tree that arrives for another id is dropped, closing the explorer stops its run, and a new
//! position restarts the explorer on it.

use shakmaty::{Chess, Position};

use crate::app::App;
use crate::message::Effect;
use crate::mode::TreeAction;
use crate::router::panel::Panel;
use kibitzer::History;
use kibitzer::engine::{ExplainRequest, RequestId};
use kibitzer::eval::{Breakdown, breakdown};
use kibitzer::format::node_label;
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
}

impl App {
    /// `t`: open the explorer on the shown position in place of the open panel (or close it).
    pub(crate) fn toggle_tree(&mut self) -> Vec<Effect> {
        if self.tree().is_some() {
            return self.close_tree();
        }
        self.open_tree()
    }

    /// Starts an explain run of the shown position (superseding any other) and opens the
    /// explorer to wait for it, in place of the open panel.
    fn open_tree(&mut self) -> Vec<Effect> {
        let root = self.game.position().clone();
        if root.legal_moves().is_empty() {
            let mut effects = self.close_tree();
            effects.extend(self.error("no search tree: the position has no legal moves"));
            return effects;
        }
        let depth = self.settings.limits.depth.unwrap_or(TREE_DEPTH).min(8);
        let view = TreeView::new(root.clone(), self.game.history(), depth);
        let mut effects = self.open_panel(Panel::Tree(Box::new(view)));
        self.status = Some((
            format!("recording the search tree to depth {depth}…"),
            false,
        ));
        effects.push(Effect::Explain(Box::new(ExplainRequest {
            position: root,
            history: self.game.history(),
            depth,
            budget: TREE_BUDGET,
            hash_mb: ExplainRequest::DEFAULT_HASH_MB,
        })));
        effects
    }

    /// Closes the explorer and its message ("recording…" or "search tree: N nodes"). A run
    /// still recording is stopped.
    pub(crate) fn close_tree(&mut self) -> Vec<Effect> {
        if self.tree().is_none() {
            return Vec::new();
        }
        self.status = None;
        self.close_panel()
    }

    /// The shown position changed: an open explorer starts over on it.
    pub(crate) fn tree_follows_position(&mut self) -> Vec<Effect> {
        match self.tree() {
            Some(view) if view.root == *self.game.position() => Vec::new(),
            Some(_) if self.game.position().legal_moves().is_empty() => {
                let effects = self.close_tree();
                self.status = Some((
                    "search tree closed: the position has no legal moves".to_owned(),
                    false,
                ));
                effects
            }
            Some(_) => self.open_tree(),
            None => Vec::new(),
        }
    }

    /// The tree of explain run `run` arrived (or its table could not be allocated); dropped
    /// unless the explorer waits for it.
    pub(crate) fn tree_ready(
        &mut self,
        run: RequestId,
        tree: Result<Box<SearchTree>, HashAllocError>,
    ) {
        let Some(view) = self
            .tree_mut()
            .filter(|v| v.run == Some(run) && v.tree.is_none())
        else {
            return;
        };
        let tree = match tree {
            Ok(tree) => tree,
            Err(e) => {
                self.panel = Panel::None;
                self.status = Some((format!("no search tree: {e}"), true));
                return;
            }
        };
        view.open = vec![false; tree.nodes.len()];
        if let Some(first) = view.open.first_mut() {
            *first = true;
        }
        let count = tree.nodes.len();
        let truncated = tree.truncated;
        view.tree = Some(tree);
        view.select(0);
        self.status = Some((
            format!(
                "search tree: {count} nodes{}",
                if truncated { " (budget reached)" } else { "" }
            ),
            false,
        ));
    }

    /// A key while the explorer is open; None if the key is not the explorer's (before the
    /// tree arrives only Up, Down and Close are).
    pub(crate) fn tree_key(&mut self, action: TreeAction) -> Option<Vec<Effect>> {
        if action == TreeAction::Close {
            return Some(self.close_tree());
        }
        let view = self.tree_mut()?;
        let Some(tree) = view.tree.as_deref() else {
            return matches!(action, TreeAction::Up | TreeAction::Down).then(Vec::new);
        };
        let row = view
            .rows
            .iter()
            .position(|r| r.0 == view.selected)
            .unwrap_or(0);
        let node = tree.node(view.selected);
        let target = match action {
            TreeAction::Up => view.rows.get(row.saturating_sub(1)).map(|r| r.0),
            TreeAction::Down => view.rows.get(row + 1).map(|r| r.0),
            TreeAction::Toggle => {
                let open = &mut view.open[view.selected as usize];
                *open = !*open;
                view.refresh_rows();
                return Some(Vec::new());
            }
            TreeAction::Open => {
                view.open[view.selected as usize] = true;
                view.refresh_rows();
                None
            }
            TreeAction::Parent => {
                if view.open[view.selected as usize] && !node.children.is_empty() {
                    view.open[view.selected as usize] = false;
                    view.refresh_rows();
                    return Some(Vec::new());
                }
                node.parent
            }
            TreeAction::PrincipalVariation => tree.principal_path().last().copied().or(Some(0)),
            TreeAction::Refutation => tree.refutation(view.selected),
            TreeAction::NextSibling | TreeAction::PreviousSibling => {
                let forward = action == TreeAction::NextSibling;
                node.parent.and_then(|p| {
                    let siblings = &tree.node(p).children;
                    let at = siblings.iter().position(|&c| c == view.selected)?;
                    if forward {
                        siblings.get(at + 1).copied()
                    } else {
                        at.checked_sub(1).map(|i| siblings[i])
                    }
                })
            }
            TreeAction::HideQuiescence => {
                view.hide_quiescence = !view.hide_quiescence;
                view.refresh_rows();
                return Some(Vec::new());
            }
            TreeAction::PvAndCutOnly => {
                view.pv_and_cut_only = !view.pv_and_cut_only;
                view.refresh_rows();
                return Some(Vec::new());
            }
            TreeAction::Close => None,
        };
        if let Some(t) = target {
            view.select(t);
        }
        Some(Vec::new())
    }
}
