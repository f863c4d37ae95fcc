//! Changing the game and the analysis from the app: stepping, playing moves and lines, taking
//! back, and (re)starting or stopping the search whenever the position changes, so lines never
//! belong to an old position.

use shakmaty::{Move, Position};

use super::app::{Analysis, App};
use super::message::Effect;

impl App {
    /// Shows ply `ply` of the game.
    pub(super) fn navigate(&mut self, ply: usize) -> Vec<Effect> {
        let before = self.game.cursor();
        self.game.go_to_ply(ply);
        if self.game.cursor() == before {
            return Vec::new();
        }
        self.select(super::app::Pane::Moves, self.game.cursor());
        self.position_changed()
    }

    /// Plays a legal move at the shown position.
    pub(super) fn play(&mut self, mv: Move) -> Vec<Effect> {
        let from = self.game.cursor();
        let replaces = self.game.moves().get(from) != Some(&mv);
        self.game.play(mv);
        if replaces {
            self.moves_changed(from);
        } else {
            self.select(super::app::Pane::Moves, self.game.cursor());
        }
        self.position_changed()
    }

    /// Plays the first `count` moves of the first line (all with `usize::MAX`).
    pub(super) fn play_line(&mut self, count: usize) -> Vec<Effect> {
        if self.threat_mode {
            return self.error("leave threat mode (x) before playing a line");
        }
        let Some(line) = self.analysis.lines.first() else {
            return self.error("no line to play yet");
        };
        let moves: Vec<Move> = line.pv.iter().take(count).copied().collect();
        let from = self.game.cursor();
        for m in moves {
            if !self.game.position().is_legal(m) {
                break;
            }
            self.game.play(m);
        }
        self.moves_changed(from);
        self.position_changed()
    }

    /// Starts the first analysis (the runtime calls this once at start-up).
    pub fn start(&mut self) -> Vec<Effect> {
        self.restart()
    }

    /// The game's moves changed after ply `from`: the evaluations of the later positions are
    /// forgotten, the SAN list is rebuilt and the moves list follows the cursor.
    pub(super) fn moves_changed(&mut self, from: usize) {
        self.evals.truncate(from + 1);
        self.evals.resize(self.game.moves().len() + 1, None);
        self.move_sans = self.game.san_moves();
        self.select(super::app::Pane::Moves, self.game.cursor());
    }

    /// The shown position changed: forget the old analysis and search the new position.
    pub(super) fn position_changed(&mut self) -> Vec<Effect> {
        self.picked = None;
        self.threat_mode = self.threat_mode && !self.game.position().is_check();
        self.restart()
    }

    /// Forgets the lines and, if analysing, starts a new search of the shown position.
    pub(super) fn restart(&mut self) -> Vec<Effect> {
        self.analysis = Analysis::default();
        self.select(super::app::Pane::Lines, 0);
        if !self.analysing {
            return vec![Effect::StopSearch];
        }
        match self.request() {
            Some(request) if !request.root.legal_moves().is_empty() => {
                self.analysis.awaiting = true;
                vec![Effect::StartSearch(Box::new(request))]
            }
            _ => {
                let pos = self.game.position();
                let reason = if pos.is_checkmate() {
                    "checkmate"
                } else if pos.is_stalemate() {
                    "stalemate"
                } else {
                    "nothing to analyse"
                };
                self.status = Some((reason.to_owned(), false));
                vec![Effect::StopSearch]
            }
        }
    }

    /// Space: start or stop.
    pub(super) fn toggle_analysis(&mut self) -> Vec<Effect> {
        self.analysing = !self.analysing;
        if self.analysing {
            self.restart()
        } else {
            self.analysis.id = None;
            self.analysis.awaiting = false;
            vec![Effect::StopSearch]
        }
    }

    /// Shows an error in the status bar and changes nothing else.
    pub(super) fn error(&mut self, message: &str) -> Vec<Effect> {
        self.status = Some((message.to_owned(), true));
        Vec::new()
    }
}
