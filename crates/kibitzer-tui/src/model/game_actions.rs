//! Changing the game and the analysis from the app: stepping, playing moves and lines, taking
//! back, and (re)starting or stopping the search whenever the position changes, so lines (and
//! the tree and best-first views) never belong to an old position.

use shakmaty::{Move, Position};

use kibitzer::game::NodeId;

use crate::message::Effect;
use crate::model::app::{Analysis, App};

impl App {
    /// Shows node `id` of the game (the current line then passes through it).
    pub(crate) fn go(&mut self, id: NodeId) -> Vec<Effect> {
        let before = self.game.current();
        if id == before || !self.game.go_to(id) {
            return Vec::new();
        }
        self.position_changed()
    }

    /// One move back along the current line (navigation: nothing is deleted).
    pub(crate) fn back(&mut self) -> Vec<Effect> {
        if self.game.back() {
            self.position_changed()
        } else {
            self.error("at the start of the game")
        }
    }

    /// One move forward along the current line.
    pub(crate) fn forward(&mut self) -> Vec<Effect> {
        if self.game.forward() {
            self.position_changed()
        } else {
            Vec::new()
        }
    }

    /// The start (`end` false) or the end of the current line.
    pub(crate) fn line_end(&mut self, end: bool) -> Vec<Effect> {
        let before = self.game.current();
        if end {
            self.game.go_to_end();
        } else {
            self.game.go_to_start();
        }
        if self.game.current() == before {
            return Vec::new();
        }
        self.position_changed()
    }

    /// At a branch, makes forward follow the continuation `step` places further down the
    /// list of choices (the variation picker); nothing elsewhere.
    pub(crate) fn choose_variation(&mut self, step: isize) {
        let node = self.game.node(self.game.current());
        let children = node.children();
        if children.len() < 2 {
            return;
        }
        let at = node
            .next()
            .and_then(|n| children.iter().position(|&c| c == n))
            .unwrap_or(0);
        let to = at.saturating_add_signed(step).min(children.len() - 1);
        let chosen = children[to];
        self.game.select(chosen);
    }

    /// Plays a legal move at the shown position: enters that continuation if the game has it,
    /// else adds it as a new variation. Nothing is ever cut off.
    /// While learning from mistakes, a move at the question's position is tried instead.
    pub(crate) fn play(&mut self, mv: Move) -> Vec<Effect> {
        if let Some(effects) = self.learn_attempt(mv) {
            return effects;
        }
        self.game.play(mv);
        self.position_changed()
    }

    /// `p`: plays the first move of the first line.
    pub(crate) fn play_best(&mut self) -> Vec<Effect> {
        match self.engine_line() {
            Ok(line) => self.play(line[0]),
            Err(e) => self.error(e),
        }
    }

    /// `P`: adds the whole first line from the shown node as a variation (one undoable edit;
    /// moves the game already has are followed, nothing is replaced) and shows its end.
    pub(crate) fn add_engine_line(&mut self) -> Vec<Effect> {
        match self.engine_line() {
            Ok(line) => self.add_moves_as_line(&line),
            Err(e) => self.error(e),
        }
    }

    /// Adds `line` (moves of an engine line) from the shown node as a variation (one undoable
    /// edit; moves the game already has are followed) and shows its end.
    pub(crate) fn add_moves_as_line(&mut self, line: &[Move]) -> Vec<Effect> {
        match self.game.add_line(self.game.current(), line) {
            Some(last) => {
                self.game.go_to(last);
                self.status = Some((
                    format!("engine line of {} moves added as a variation", line.len()),
                    false,
                ));
                self.position_changed()
            }
            None => self.error("the engine line is not legal here"),
        }
    }

    /// The moves of the first line, if it can be played from the shown position.
    fn engine_line(&self) -> Result<Vec<Move>, &'static str> {
        if self.threat_mode {
            return Err("leave threat mode (x) before playing a line");
        }
        match self.analysis.lines.first() {
            Some(line) if !line.pv.is_empty() => Ok(line.pv.clone()),
            _ => Err("no line to play yet"),
        }
    }

    /// Starts the first analysis (the runtime calls this once at start-up).
    pub fn start(&mut self) -> Vec<Effect> {
        self.restart()
    }

    /// The shown position changed: forget the old analysis and search the new position.
    pub(crate) fn position_changed(&mut self) -> Vec<Effect> {
        self.picked = None;
        self.preview = None;
        self.threat_mode = self.threat_mode && !self.game.position().is_check();
        let mut effects = self.restart();
        // The tree and best-first views never show an old position: they start over; the
        // Explorer pane asks for the new position's table.
        effects.extend(self.tree_follows_position());
        effects.extend(self.best_first_follows_position());
        effects.extend(self.explorer_follows_position());
        effects
    }

    /// Forgets the lines and, if analysing, starts a new search of the shown position (the
    /// external engines that are on too).
    pub(crate) fn restart(&mut self) -> Vec<Effect> {
        let effects = self.restart_internal();
        self.with_engines(effects)
    }

    /// [`App::restart`] for kibitzer's own search.
    fn restart_internal(&mut self) -> Vec<Effect> {
        self.analysis = Analysis::default();
        self.select(crate::model::app::Pane::Lines, 0);
        if self.game_end().is_some() && !self.threat_mode {
            // Nothing to search, but the evaluation and threats panes still describe it.
            if let Some(request) = self.request() {
                self.analysis.subject = Some(Box::new(self.subject(&request)));
                self.analysis.fill_root();
            }
        }
        // While a learning question is open the analysis would give the answer away.
        if !self.analysing || self.hides_analysis() {
            return vec![Effect::StopSearch];
        }
        match self.request() {
            Some(request) if !request.root.position().legal_moves().is_empty() => {
                self.analysis.awaiting = true;
                self.analysis.subject = Some(Box::new(self.subject(&request)));
                vec![Effect::StartSearch(Box::new(request))]
            }
            _ => {
                // A checkmate or stalemate is shown by the status bar and the Lines pane.
                if self.game_end().is_none() {
                    self.status = Some(("nothing to analyse".to_owned(), false));
                }
                vec![Effect::StopSearch]
            }
        }
    }

    /// Space: start or stop.
    pub(crate) fn toggle_analysis(&mut self) -> Vec<Effect> {
        self.analysing = !self.analysing;
        if self.analysing {
            self.restart()
        } else {
            self.analysis.id = None;
            self.analysis.awaiting = false;
            self.with_engines(vec![Effect::StopSearch])
        }
    }

    /// Shows an error in the status bar and changes nothing else.
    pub(crate) fn error(&mut self, message: &str) -> Vec<Effect> {
        self.status = Some((message.to_owned(), true));
        Vec::new()
    }
}
