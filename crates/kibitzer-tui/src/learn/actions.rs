//! The keys while learning from mistakes (the Learn panel is open). Keys it does not bind are
//! the board's, so a move is tried by playing it on the board as usual.

use crate::mode::{Action, Binding, Mode, ModeAction, hinted};

/// What a key does while the Learn panel is open.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LearnAction {
    /// Back to the question's position, to try again.
    Retry,
    /// Show the best move and its line.
    Solution,
    /// Skip the question, or go on to the next one once it is answered.
    Next,
    /// Stop learning (the summary goes to the status bar).
    Stop,
}

impl ModeAction for LearnAction {
    const MODE: Mode = Mode::Learn;
    const TABLE: &'static [Binding<Self>] = &[
        hinted(
            LearnAction::Retry,
            "retry",
            &["r"],
            "back to the question's position: try another move",
            "retry",
        ),
        hinted(
            LearnAction::Solution,
            "solution",
            &["s"],
            "show the best move and its line",
            "solution",
        ),
        hinted(
            LearnAction::Next,
            "next",
            &["n"],
            "skip the question, or the next one once it is answered",
            "next",
        ),
        hinted(
            LearnAction::Stop,
            "stop",
            &["esc", "D"],
            "stop learning (the summary goes to the status bar)",
            "stop",
        ),
    ];

    fn in_mode(self) -> Action {
        Action::Learn(self)
    }
}
