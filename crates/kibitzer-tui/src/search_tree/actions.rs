//! The search tree explorer's actions and their table. Keys it does not bind are the board's.

use crate::mode::{Action, Binding, Mode, ModeAction, bind, hinted};

/// What a key does while the search tree explorer is open.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TreeAction {
    /// The row above.
    Up,
    /// The row below.
    Down,
    /// Open or close the selected node.
    Toggle,
    /// Open the selected node.
    Open,
    /// Close the selected node, or go to its parent.
    Parent,
    /// The end of the principal variation.
    PrincipalVariation,
    /// The move that refuted the selected one.
    Refutation,
    /// The next sibling.
    NextSibling,
    /// The previous sibling.
    PreviousSibling,
    /// Show only PV and cut nodes (again: all).
    PvAndCutOnly,
    /// Hide quiescence nodes (again: show).
    HideQuiescence,
    /// Scroll the rows left (their start back in sight).
    ScrollLeft,
    /// Scroll the rows right (their ends in sight).
    ScrollRight,
    /// Close the explorer.
    Close,
}

impl ModeAction for TreeAction {
    const MODE: Mode = Mode::Tree;
    const TABLE: &'static [Binding<Self>] = &[
        bind(TreeAction::Up, "up", &["up", "k"], "the row above"),
        bind(TreeAction::Down, "down", &["down", "j"], "the row below"),
        hinted(
            TreeAction::Toggle,
            "toggle",
            &["enter"],
            "open / close the node",
            "open/close",
        ),
        hinted(
            TreeAction::Open,
            "open",
            &["right", "l"],
            "open the node",
            "open",
        ),
        hinted(
            TreeAction::Parent,
            "parent",
            &["left", "h"],
            "close the node, or go to its parent",
            "parent",
        ),
        hinted(
            TreeAction::PrincipalVariation,
            "principal_variation",
            &["v"],
            "the end of the principal variation",
            "PV",
        ),
        hinted(
            TreeAction::Refutation,
            "refutation",
            &["r"],
            "the move that refuted the selected one",
            "refutation",
        ),
        hinted(
            TreeAction::NextSibling,
            "next_sibling",
            &["n"],
            "the next sibling",
            "sibling",
        ),
        bind(
            TreeAction::PreviousSibling,
            "previous_sibling",
            &["N"],
            "the previous sibling",
        ),
        hinted(
            TreeAction::PvAndCutOnly,
            "pv_and_cut_only",
            &["c"],
            "PV and cut nodes only, quiescence too (no pruned); again: all",
            "PV+cut",
        ),
        hinted(
            TreeAction::HideQuiescence,
            "hide_quiescence",
            &["Q"],
            "hide quiescence nodes; again: show them",
            "quiescence",
        ),
        bind(
            TreeAction::ScrollLeft,
            "scroll_left",
            &["<"],
            "scroll the rows left",
        ),
        bind(
            TreeAction::ScrollRight,
            "scroll_right",
            &[">"],
            "scroll the rows right (a row too long for the pane: its end)",
        ),
        bind(
            TreeAction::Close,
            "close",
            &["t", "esc"],
            "close the explorer",
        ),
    ];

    fn in_mode(self) -> Action {
        Action::Tree(self)
    }
}
