//! [`MoveBox`]: the text typed in the open move box, the legal moves it may become (listed as
//! one types) and why Enter did not play it. Its keys change only the box and hand a move to
//! play to the router as a [`MoveBoxOutcome`]; every character typed is text, never a key's
//! command.

use shakmaty::Move;

use crate::context::Context;
use crate::mode::MoveBoxAction;
use kibitzer::game::{MoveInputError, completions, parse_typed_move};

/// The most characters the box takes (the longest SAN is `Qa1xb2=Q#`-sized; UCI is five).
const MAX_LENGTH: usize = 16;

/// The open move box.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct MoveBox {
    /// What was typed.
    text: String,
    /// The SAN of the legal moves the text may become, in the order Tab takes them.
    completions: Vec<String>,
    /// Why the last Enter did not play (cleared by the next edit).
    error: Option<MoveInputError>,
}

/// What a key of the open move box asks of the workstation.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MoveBoxOutcome {
    /// It stays open.
    Open,
    /// It closes without a move.
    Closed,
    /// It closes and the move is played (as a board move is).
    Play(Move),
    /// Quit.
    Quit,
}

impl MoveBox {
    /// A box holding `text` (a piece letter typed on the board, or nothing), its completions
    /// listed for the shown position.
    pub fn open(text: &str, cx: &Context) -> MoveBox {
        let mut open = MoveBox::default();
        open.set(text, cx);
        open
    }

    /// What was typed.
    pub fn text(&self) -> &str {
        &self.text
    }

    /// The SAN of the legal moves the text may become.
    pub fn completions(&self) -> &[String] {
        &self.completions
    }

    /// Why the last Enter did not play, until the next edit.
    pub fn error(&self) -> Option<&MoveInputError> {
        self.error.as_ref()
    }

    /// Replaces the text and lists its completions again.
    fn set(&mut self, text: &str, cx: &Context) {
        text.clone_into(&mut self.text);
        self.completions = completions(cx.game.position(), &self.text);
        self.error = None;
    }

    /// A character typed: at the end, whatever it is (no key's command fires here).
    pub fn type_char(&mut self, c: char, cx: &Context) {
        if c.is_control() || self.text.chars().count() >= MAX_LENGTH {
            return;
        }
        let mut text = std::mem::take(&mut self.text);
        text.push(c);
        self.set(&text, cx);
    }

    /// Pasted text: its first line, typed.
    pub fn paste(&mut self, text: &str, cx: &Context) {
        for c in text.lines().next().unwrap_or("").chars() {
            self.type_char(c, cx);
        }
    }

    /// A key while the box is open.
    pub fn key(&mut self, action: MoveBoxAction, cx: &mut Context) -> MoveBoxOutcome {
        match action {
            MoveBoxAction::Play => match parse_typed_move(cx.game.position(), &self.text) {
                Ok(mv) => return MoveBoxOutcome::Play(mv),
                Err(e) => self.error = Some(e),
            },
            MoveBoxAction::Complete => match self.completions.first() {
                Some(first) => {
                    let first = first.clone();
                    self.set(&first, cx);
                }
                None => self.error = Some(self.why_no_completion(cx)),
            },
            MoveBoxAction::DeleteBack => {
                if self.text.is_empty() {
                    return MoveBoxOutcome::Closed;
                }
                let mut text = std::mem::take(&mut self.text);
                text.pop();
                self.set(&text, cx);
            }
            MoveBoxAction::Clear => self.set("", cx),
            MoveBoxAction::Cancel => return MoveBoxOutcome::Closed,
            MoveBoxAction::Quit => return MoveBoxOutcome::Quit,
        }
        MoveBoxOutcome::Open
    }

    /// Why Tab found nothing to complete to.
    fn why_no_completion(&self, cx: &Context) -> MoveInputError {
        match parse_typed_move(cx.game.position(), &self.text) {
            Err(e) => e,
            Ok(_) => MoveInputError::Illegal(self.text.clone()),
        }
    }
}
