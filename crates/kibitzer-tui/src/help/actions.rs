//! The help overlay's actions and their table.

use crate::mode::{Action, Binding, Mode, ModeAction, bind};

/// What a key does while the help is open.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum HelpAction {
    /// Close the help.
    Close,
    /// Scroll up a line.
    ScrollUp,
    /// Scroll down a line.
    ScrollDown,
    /// Scroll up a page.
    PageUp,
    /// Scroll down a page.
    PageDown,
    /// Scroll to the top.
    Top,
    /// Scroll to the bottom.
    Bottom,
}

impl ModeAction for HelpAction {
    const MODE: Mode = Mode::Help;
    const TABLE: &'static [Binding<Self>] = &[
        bind(
            HelpAction::Close,
            "close",
            &["esc", "?", "F1", "q", "ctrl-c", "L"],
            "close this help (or the engine log)",
        ),
        bind(
            HelpAction::ScrollUp,
            "scroll_up",
            &["up", "k"],
            "scroll up a line",
        ),
        bind(
            HelpAction::ScrollDown,
            "scroll_down",
            &["down", "j"],
            "scroll down a line",
        ),
        bind(
            HelpAction::PageUp,
            "page_up",
            &["pageup"],
            "scroll up a page",
        ),
        bind(
            HelpAction::PageDown,
            "page_down",
            &["pagedown"],
            "scroll down a page",
        ),
        bind(HelpAction::Top, "top", &["home"], "scroll to the top"),
        bind(
            HelpAction::Bottom,
            "bottom",
            &["end"],
            "scroll to the bottom",
        ),
    ];

    fn in_mode(self) -> Action {
        Action::Help(self)
    }
}
