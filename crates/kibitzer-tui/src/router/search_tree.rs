//! The search tree explorer's glue (`t`): opening it in place of the open panel, closing it,
//! restarting it when the shown position changes, handing it its keys and the explain runs'
//! trees, and acting on its [`TreeOutcome`]s. The explorer itself is
//! [`TreeView`](crate::search_tree::state::TreeView).

use crate::context::context;
use crate::message::Effect;
use crate::mode::TreeAction;
use crate::model::app::App;
use crate::router::panel::Panel;
use crate::search_tree::state::{TreeOutcome, TreeView};
use kibitzer::engine::RequestId;
use kibitzer::search::{HashAllocError, SearchTree};

impl App {
    /// `t`: open the explorer on the shown position in place of the open panel (or close it).
    pub(crate) fn toggle_tree(&mut self) -> Vec<Effect> {
        if self.tree().is_some() {
            return self.close_tree();
        }
        self.open_tree().unwrap_or_else(|| {
            let mut effects = self.close_tree();
            effects.extend(self.error("no search tree: the position has no legal moves"));
            effects
        })
    }

    /// Starts an explain run of the shown position (superseding any other) and opens the
    /// explorer to wait for it, in place of the open panel; None (and nothing changed) when
    /// the position has no legal moves.
    fn open_tree(&mut self) -> Option<Vec<Effect>> {
        let mut opened = Vec::new();
        let view = TreeView::open(&mut context!(self, &mut opened))?;
        Some(self.open_panel_asking(Panel::Tree(Box::new(view)), opened))
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
        if !self.tree().is_some_and(|view| view.is_stale(&self.game)) {
            return Vec::new();
        }
        self.open_tree().unwrap_or_else(|| {
            let effects = self.close_tree();
            self.status = Some((
                "search tree closed: the position has no legal moves".to_owned(),
                false,
            ));
            effects
        })
    }

    /// The tree of explain run `run` arrived (or its table could not be allocated); dropped
    /// unless the explorer waits for it.
    pub(crate) fn tree_ready(
        &mut self,
        run: RequestId,
        tree: Result<Box<SearchTree>, HashAllocError>,
    ) {
        let mut effects = Vec::new();
        let Some(view) = self.panel.tree_mut() else {
            return;
        };
        if view.arrived(run, tree, &mut context!(self, &mut effects)) == TreeOutcome::Closed {
            self.panel = Panel::None;
        }
    }

    /// A key while the explorer is open; None if the key is not the explorer's.
    pub(crate) fn tree_key(&mut self, action: TreeAction) -> Option<Vec<Effect>> {
        match self.tree_mut()?.key(action)? {
            TreeOutcome::Open => Some(Vec::new()),
            TreeOutcome::Closed => Some(self.close_tree()),
        }
    }
}
