//! [`Pane`]: the panes that can have the focus, in Tab order, and [`EvalView`]: what the
//! evaluation pane shows.

/// The panes that can have the focus, in Tab order.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Pane {
    /// The board.
    Board,
    /// The engine lines.
    Lines,
    /// The evaluation breakdown.
    Evaluation,
    /// The threat advisors.
    Threats,
    /// The moves of the game.
    Moves,
    /// The external engines (in Tab order only while there are some).
    Engines,
}

impl Pane {
    /// Every pane in Tab order.
    pub const ALL: [Pane; 6] = [
        Pane::Board,
        Pane::Lines,
        Pane::Evaluation,
        Pane::Threats,
        Pane::Moves,
        Pane::Engines,
    ];

    /// Its title.
    pub const fn title(self) -> &'static str {
        match self {
            Pane::Board => "Board",
            Pane::Lines => "Lines",
            Pane::Evaluation => "Evaluation",
            Pane::Threats => "Threats",
            Pane::Moves => "Moves",
            Pane::Engines => "Engines",
        }
    }

    pub(crate) fn index(self) -> usize {
        Pane::ALL.iter().position(|p| *p == self).unwrap_or(0)
    }

    /// The pane `step` places further in Tab order.
    #[must_use]
    pub fn cycle(self, step: isize) -> Pane {
        let n = Pane::ALL.len() as isize;
        Pane::ALL[(self.index() as isize + step).rem_euclid(n) as usize]
    }
}

/// What the evaluation pane shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EvalView {
    /// The shown position.
    Position,
    /// The position at the end of the first line.
    Leaf,
    /// Line end minus position: which terms the line gains or loses.
    Difference,
}
