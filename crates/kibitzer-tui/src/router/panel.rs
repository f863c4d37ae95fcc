//! [`Panel`]: the one view that takes the right column beside the board — the search tree
//! explorer (`t`), best-first mode (`b`), the Compare pane (`w`), learning (`D`) or the Explorer
//! pane of the games database (`X`) — or none. One value holds
//! it, so at most one is open: opening one closes the other (a tree still recording stops).
//! The keys go to the open panel's mode (see [`App::modes`]) and the board shows the open
//! panel's position.

use shakmaty::Chess;

use crate::bestfirst::state::{BestFirstOutcome, BfView};
use crate::compare::state::CompareView;
use crate::explorer::state::ExplorerView;
use crate::learn::session::LearnSession;
use crate::message::Effect;
use crate::mode::{BestFirstAction, Mode};
use crate::model::app::App;
use crate::search_tree::state::TreeView;

/// The panel open beside the board, if any.
#[derive(Clone, Debug, Default)]
pub enum Panel {
    /// No panel: the Lines, Evaluation, Threats and Engines panes show.
    #[default]
    None,
    /// The search tree explorer (`t`).
    Tree(Box<TreeView>),
    /// Best-first mode (`b`).
    BestFirst(Box<BfView>),
    /// The Compare pane (`w`).
    Compare(Box<CompareView>),
    /// Learning from mistakes (`D`).
    Learn(Box<LearnSession>),
    /// The Explorer pane: the games database's moves (`X`).
    Explorer(Box<ExplorerView>),
}

impl Panel {
    /// The mode its keys are in (none: no panel).
    pub const fn mode(&self) -> Option<Mode> {
        match self {
            Panel::None => None,
            Panel::Tree(_) => Some(Mode::Tree),
            Panel::BestFirst(_) => Some(Mode::BestFirst),
            Panel::Compare(_) => Some(Mode::Compare),
            Panel::Learn(_) => Some(Mode::Learn),
            Panel::Explorer(_) => Some(Mode::Explorer),
        }
    }

    /// The position it puts on the board instead of the game's: the selected tree node's, or
    /// the compared line walked so far (none: the board shows the game).
    pub fn board(&self) -> Option<&Chess> {
        match self {
            Panel::Tree(view) => Some(&view.position),
            Panel::Compare(view) => view.board.as_ref(),
            Panel::None | Panel::BestFirst(_) | Panel::Learn(_) | Panel::Explorer(_) => None,
        }
    }

    /// Whether the board belongs to the panel (the tree explorer and the Compare pane): then
    /// the board's own clicks and wheel do not move pieces or step through the game.
    pub const fn owns_board(&self) -> bool {
        matches!(self, Panel::Tree(_) | Panel::Compare(_))
    }

    /// Its name in status messages.
    pub const fn name(&self) -> &'static str {
        match self {
            Panel::None => "no panel",
            Panel::Tree(_) => "the search tree",
            Panel::BestFirst(_) => "best-first mode",
            Panel::Compare(_) => "the Compare pane",
            Panel::Learn(_) => "learning from mistakes",
            Panel::Explorer(_) => "the Explorer pane",
        }
    }

    /// The search tree explorer, if it is open.
    pub fn tree(&self) -> Option<&TreeView> {
        match self {
            Panel::Tree(view) => Some(view),
            _ => None,
        }
    }

    /// The search tree explorer, if it is open, to change.
    pub fn tree_mut(&mut self) -> Option<&mut TreeView> {
        match self {
            Panel::Tree(view) => Some(view),
            _ => None,
        }
    }

    /// Best-first mode, if it is open.
    pub fn best_first(&self) -> Option<&BfView> {
        match self {
            Panel::BestFirst(view) => Some(view),
            _ => None,
        }
    }

    /// Best-first mode, if it is open, to change.
    pub fn best_first_mut(&mut self) -> Option<&mut BfView> {
        match self {
            Panel::BestFirst(view) => Some(view),
            _ => None,
        }
    }

    /// The learning session, if it is open.
    pub fn learn(&self) -> Option<&LearnSession> {
        match self {
            Panel::Learn(session) => Some(session),
            _ => None,
        }
    }

    /// The learning session, if it is open, to change.
    pub fn learn_mut(&mut self) -> Option<&mut LearnSession> {
        match self {
            Panel::Learn(session) => Some(session),
            _ => None,
        }
    }

    /// The Explorer pane, if it is open.
    pub fn explorer(&self) -> Option<&ExplorerView> {
        match self {
            Panel::Explorer(view) => Some(view),
            _ => None,
        }
    }

    /// The Compare pane, if it is open.
    pub fn compare(&self) -> Option<&CompareView> {
        match self {
            Panel::Compare(view) => Some(view),
            _ => None,
        }
    }

    /// The Compare pane, if it is open, to change.
    pub fn compare_mut(&mut self) -> Option<&mut CompareView> {
        match self {
            Panel::Compare(view) => Some(view),
            _ => None,
        }
    }
}

impl App {
    /// The search tree explorer, if it is the open panel.
    pub fn tree(&self) -> Option<&TreeView> {
        self.panel.tree()
    }

    /// The search tree explorer, if it is the open panel, to change.
    pub fn tree_mut(&mut self) -> Option<&mut TreeView> {
        self.panel.tree_mut()
    }

    /// Best-first mode, if it is the open panel.
    pub fn best_first(&self) -> Option<&BfView> {
        self.panel.best_first()
    }

    /// Best-first mode, if it is the open panel, to change.
    pub fn best_first_mut(&mut self) -> Option<&mut BfView> {
        self.panel.best_first_mut()
    }

    /// The Compare pane, if it is the open panel.
    pub fn compare(&self) -> Option<&CompareView> {
        self.panel.compare()
    }

    /// The Compare pane, if it is the open panel, to change.
    pub fn compare_mut(&mut self) -> Option<&mut CompareView> {
        self.panel.compare_mut()
    }

    /// Opens `panel` in place of the open one, which closes (a tree still recording is
    /// stopped: the effects say so).
    pub(crate) fn open_panel(&mut self, panel: Panel) -> Vec<Effect> {
        self.open_panel_asking(panel, Vec::new())
    }

    /// Opens `panel` (built against its own effects, `asked`) in place of the open one: the
    /// closing one's effects first, then what the new one asks.
    pub(crate) fn open_panel_asking(&mut self, panel: Panel, asked: Vec<Effect>) -> Vec<Effect> {
        let mut effects = self.close_panel();
        self.panel = panel;
        effects.extend(asked);
        effects
    }

    /// Closes the open panel; a tree still recording is stopped.
    pub(crate) fn close_panel(&mut self) -> Vec<Effect> {
        match std::mem::take(&mut self.panel) {
            Panel::Tree(view) if view.tree.is_none() => vec![Effect::CancelExplain],
            // The analysis was hidden while a question was open: it runs again.
            Panel::Learn(session) if session.hides_analysis() => self.restart(),
            _ => Vec::new(),
        }
    }

    /// `b`: open best-first mode on the shown position in place of the open panel (or close
    /// it).
    pub(crate) fn toggle_best_first(&mut self) -> Vec<Effect> {
        if self.best_first().is_some() {
            return self.close_panel();
        }
        self.open_best_first()
    }

    /// The shown position changed: open best-first mode starts over on it.
    pub(crate) fn best_first_follows_position(&mut self) -> Vec<Effect> {
        if self.best_first().is_some_and(|v| v.is_stale(&self.game)) {
            return self.open_best_first();
        }
        Vec::new()
    }

    /// A new best-first search of the shown position in place of the open panel.
    fn open_best_first(&mut self) -> Vec<Effect> {
        let mut asked = Vec::new();
        let view = BfView::open(&mut crate::context::context!(self, &mut asked));
        self.open_panel_asking(Panel::BestFirst(Box::new(view)), asked)
    }

    /// A key while best-first mode is open; None if the key is not the mode's.
    pub(crate) fn best_first_key(&mut self, action: BestFirstAction) -> Option<Vec<Effect>> {
        match self.best_first_mut()?.key(action) {
            BestFirstOutcome::Open => Some(Vec::new()),
            BestFirstOutcome::Closed => Some(self.close_panel()),
        }
    }

    /// A frame passed: a running best-first search does a few more expansions.
    pub(crate) fn tick(&mut self) {
        if let Some(view) = self.best_first_mut() {
            view.tick();
        }
    }

    /// Whether the runtime should send ticks.
    pub fn wants_ticks(&self) -> bool {
        self.best_first().is_some_and(|v| v.running)
    }
}
