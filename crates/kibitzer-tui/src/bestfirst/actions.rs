//! Best-first mode's actions and their table. Keys it does not bind are the board's.

use crate::mode::{Action, Binding, Mode, ModeAction, hinted};

/// What a key does while best-first mode is open.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BestFirstAction {
    /// One expansion.
    Step,
    /// Ten expansions.
    StepTen,
    /// Run to the end.
    Run,
    /// Pause a run.
    Pause,
    /// Take back one expansion.
    StepBack,
    /// Close best-first mode.
    Close,
}

impl ModeAction for BestFirstAction {
    const MODE: Mode = Mode::BestFirst;
    const TABLE: &'static [Binding<Self>] = &[
        hinted(
            BestFirstAction::Step,
            "step",
            &["s"],
            "one expansion",
            "step",
        ),
        hinted(
            BestFirstAction::StepTen,
            "step_ten",
            &["S"],
            "ten expansions",
            "ten",
        ),
        hinted(
            BestFirstAction::Run,
            "run",
            &["r"],
            "run to the end (a few expansions a frame)",
            "run",
        ),
        hinted(
            BestFirstAction::Pause,
            "pause",
            &["p"],
            "pause the run",
            "pause",
        ),
        hinted(
            BestFirstAction::StepBack,
            "step_back",
            &["u", "backspace"],
            "take back one expansion",
            "back",
        ),
        hinted(
            BestFirstAction::Close,
            "close",
            &["b", "esc"],
            "close best-first mode",
            "close",
        ),
    ];

    fn in_mode(self) -> Action {
        Action::BestFirst(self)
    }
}
