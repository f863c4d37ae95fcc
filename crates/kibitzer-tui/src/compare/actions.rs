//! The Compare pane's actions and their table. Keys it does not bind are the board's.

use crate::mode::{Action, Binding, Mode, ModeAction, bind};

/// What a key does while the Compare pane is open.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CompareAction {
    /// Select the row above (its men and squares light up).
    Up,
    /// Select the row below.
    Down,
    /// One move back along the walked line.
    Back,
    /// One move forward along the walked line.
    Forward,
    /// The start of the walked line.
    LineStart,
    /// The end of the walked line.
    LineEnd,
    /// Walk the other line (best / played).
    SwitchLine,
    /// Close the pane.
    Close,
}

impl ModeAction for CompareAction {
    const MODE: Mode = Mode::Compare;
    const TABLE: &'static [Binding<Self>] = &[
        bind(
            CompareAction::Up,
            "up",
            &["up", "k"],
            "select the row above (lit on the board)",
        ),
        bind(
            CompareAction::Down,
            "down",
            &["down", "j"],
            "select the row below",
        ),
        bind(
            CompareAction::Back,
            "back",
            &["left", "h"],
            "one move back along the walked line",
        ),
        bind(
            CompareAction::Forward,
            "forward",
            &["right", "l"],
            "one move forward along the walked line",
        ),
        bind(
            CompareAction::LineStart,
            "line_start",
            &["home"],
            "the start of the walked line",
        ),
        bind(
            CompareAction::LineEnd,
            "line_end",
            &["end"],
            "the end of the walked line",
        ),
        bind(
            CompareAction::SwitchLine,
            "switch_line",
            &["tab", "backtab"],
            "walk the other line (best / played)",
        ),
        bind(
            CompareAction::Close,
            "close",
            &["w", "esc"],
            "close the pane",
        ),
    ];

    fn in_mode(self) -> Action {
        Action::Compare(self)
    }
}
