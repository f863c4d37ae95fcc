//! The move box's glue: `i` (or a piece letter on the board) opens a
//! [`MoveBox`](crate::move_box::state::MoveBox) over the status bar; its keys and characters
//! go to it with a [`Context`](crate::context::Context), and the move Enter reads is played
//! here as a board move is ([`App::play`]: the game's continuation, else a new variation).

use crossterm::event::KeyCode;

use crate::context::context;
use crate::keymap::Key;
use crate::message::Effect;
use crate::mode::MoveBoxAction;
use crate::model::app::App;
use crate::move_box::state::{MoveBox, MoveBoxOutcome};
use crate::router::overlay::Overlay;

impl App {
    /// The move box, while it is open.
    pub fn move_box(&self) -> Option<&MoveBox> {
        match &self.overlay {
            Overlay::MoveBox(open) => Some(open),
            _ => None,
        }
    }

    /// Opens the move box holding `text`, unless a panel shows its own position on the board.
    pub(crate) fn open_move_box(&mut self, text: &str) -> Vec<Effect> {
        if self.panel.owns_board() {
            let why = format!(
                "the board belongs to {}: close it to type a move",
                self.panel.name()
            );
            return self.error(&why);
        }
        let mut effects = Vec::new();
        let open = MoveBox::open(text, &context!(self, &mut effects));
        self.picked = None;
        self.open_overlay(Overlay::MoveBox(open));
        effects
    }

    /// A piece letter pressed on the board (`key`, bound to the move box): the box opens with
    /// it typed (another key bound there opens it empty). None: the board does not take it.
    pub(crate) fn type_move(&mut self, key: Key) -> Option<Vec<Effect>> {
        if self.overlay.mode().is_some() {
            return None;
        }
        self.status = None;
        let text = match key.code {
            KeyCode::Char(c) if !key.ctrl && !key.alt => c.to_string(),
            _ => String::new(),
        };
        Some(self.open_move_box(&text))
    }

    /// A key while the move box is open.
    pub(crate) fn move_box_key(&mut self, action: MoveBoxAction) -> Vec<Effect> {
        let mut effects = Vec::new();
        let Overlay::MoveBox(open) = &mut self.overlay else {
            return effects;
        };
        match open.key(action, &mut context!(self, &mut effects)) {
            MoveBoxOutcome::Open => {}
            MoveBoxOutcome::Closed => self.close_overlay(),
            MoveBoxOutcome::Play(mv) => {
                self.close_overlay();
                self.status = None;
                effects.extend(self.play(mv));
            }
            MoveBoxOutcome::Quit => {
                self.quit = true;
                effects.extend([Effect::StopSearch, Effect::Quit]);
            }
        }
        effects
    }

    /// A character typed into the move box.
    pub(crate) fn move_box_text(&mut self, c: char) {
        let mut effects = Vec::new();
        if let Overlay::MoveBox(open) = &mut self.overlay {
            open.type_char(c, &context!(self, &mut effects));
        }
    }

    /// Text pasted while the move box is open: typed into it. False: the box is not open.
    pub(crate) fn paste_into_move_box(&mut self, text: &str) -> bool {
        let mut effects = Vec::new();
        match &mut self.overlay {
            Overlay::MoveBox(open) => {
                open.paste(text, &context!(self, &mut effects));
                true
            }
            _ => false,
        }
    }
}
