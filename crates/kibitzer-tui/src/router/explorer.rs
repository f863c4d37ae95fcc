//! The Explorer pane's glue: `X` (and `:explorer`) opens it in place of the open panel or
//! closes it, its keys and the database's answers go to its own update, and what its
//! [`ExplorerOutcome`] asks is done here: play a move as any move played, or open a game of
//! the database in place of the shown one (kept for Ctrl-Z, as any game replaced).

use crate::context::context;
use crate::explorer::actions::ExplorerAction;
use crate::explorer::state::{ExplorerOutcome, ExplorerView};
use crate::message::{DatabaseId, DatabaseReply, Effect};
use crate::model::app::App;
use crate::router::panel::Panel;

impl App {
    /// The Explorer pane, if it is the open panel.
    pub fn explorer(&self) -> Option<&ExplorerView> {
        self.panel.explorer()
    }

    /// `X`, `:explorer`: opens the Explorer pane on the shown position in place of the open
    /// panel (or closes it).
    pub(crate) fn toggle_explorer(&mut self) -> Vec<Effect> {
        if self.explorer().is_some() {
            return self.close_panel();
        }
        let mut asked = Vec::new();
        let path = self.settings.database_path.clone();
        let view = ExplorerView::open(
            &mut context!(self, &mut asked),
            path,
            &mut self.database_asks,
        );
        self.open_panel_asking(Panel::Explorer(Box::new(view)), asked)
    }

    /// The shown position changed: the open Explorer pane asks for its table.
    pub(crate) fn explorer_follows_position(&mut self) -> Vec<Effect> {
        let mut effects = Vec::new();
        if let Panel::Explorer(view) = &mut self.panel {
            view.follow(&mut context!(self, &mut effects), &mut self.database_asks);
        }
        effects
    }

    /// A key while the Explorer pane is open.
    pub(crate) fn explorer_key(&mut self, action: ExplorerAction) -> Vec<Effect> {
        let mut effects = Vec::new();
        let Panel::Explorer(view) = &mut self.panel else {
            return effects;
        };
        let outcome = view.key(
            action,
            &mut context!(self, &mut effects),
            &mut self.database_asks,
        );
        effects.extend(self.explorer_outcome(outcome));
        effects
    }

    /// The games database answered question `id` (dropped unless the open pane waits for it).
    pub(crate) fn database_answered(
        &mut self,
        id: DatabaseId,
        reply: DatabaseReply,
    ) -> Vec<Effect> {
        let mut effects = Vec::new();
        let Panel::Explorer(view) = &mut self.panel else {
            return effects;
        };
        let outcome = view.answered(id, reply, &mut context!(self, &mut effects));
        effects.extend(self.explorer_outcome(outcome));
        effects
    }

    /// Does what the Explorer pane asked.
    fn explorer_outcome(&mut self, outcome: ExplorerOutcome) -> Vec<Effect> {
        match outcome {
            ExplorerOutcome::Stay => Vec::new(),
            ExplorerOutcome::Closed => self.close_panel(),
            ExplorerOutcome::Play(m) => self.play(m),
            ExplorerOutcome::Open(game, message) => self.replace_game(*game, &message),
        }
    }
}
