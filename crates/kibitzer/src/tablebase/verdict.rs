//! [`Verdict`]: what the tables say about one position for the side to move, as people read
//! it ("tablebase win, DTZ 13"), and the [`Outcome`] vocabulary the search uses too.

use std::fmt;

use shakmaty_syzygy::{AmbiguousWdl, Dtz, MaybeRounded};

/// A result for the side to move, by the tables.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Outcome {
    /// A win within the 50-move rule.
    Win,
    /// A win only without the 50-move rule: a draw in a game.
    CursedWin,
    /// A draw.
    Draw,
    /// A loss only without the 50-move rule: a draw in a game.
    BlessedLoss,
    /// A loss within the 50-move rule.
    Loss,
    /// A win, or a draw if the DTZ table rounded the distance (it may).
    MaybeWin,
    /// A loss, or a draw if the DTZ table rounded the distance (it may).
    MaybeLoss,
}

impl Outcome {
    /// The outcome in a game played under the 50-move rule: cursed wins and blessed losses
    /// are draws.
    #[must_use]
    pub fn under_fifty_move_rule(self) -> Outcome {
        match self {
            Outcome::CursedWin | Outcome::BlessedLoss => Outcome::Draw,
            other => other,
        }
    }

    /// The words people read: `win`, `cursed win`, ...
    pub fn name(self) -> &'static str {
        match self {
            Outcome::Win => "win",
            Outcome::CursedWin => "cursed win",
            Outcome::Draw => "draw",
            Outcome::BlessedLoss => "blessed loss",
            Outcome::Loss => "loss",
            Outcome::MaybeWin => "win or draw",
            Outcome::MaybeLoss => "loss or draw",
        }
    }
}

/// The tables' verdict on a position, for the side to move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Verdict {
    /// Win, draw or loss, counting the halfmove counter.
    pub outcome: Outcome,
    /// Plies to the next capture or pawn move on the best path (0 for a draw); positive when
    /// the side to move wins, negative when it loses.
    pub dtz: i32,
    /// Whether the table stores the distance rounded (it may be one ply more than the truth).
    pub rounded: bool,
}

impl Verdict {
    /// The verdict from a DTZ probe at `halfmoves` on the counter.
    pub(super) fn new(dtz: MaybeRounded<Dtz>, halfmoves: u32) -> Verdict {
        let outcome = match AmbiguousWdl::from_dtz_and_halfmoves(dtz, halfmoves) {
            AmbiguousWdl::Win => Outcome::Win,
            AmbiguousWdl::MaybeWin => Outcome::MaybeWin,
            AmbiguousWdl::CursedWin => Outcome::CursedWin,
            AmbiguousWdl::Draw => Outcome::Draw,
            AmbiguousWdl::BlessedLoss => Outcome::BlessedLoss,
            AmbiguousWdl::MaybeLoss => Outcome::MaybeLoss,
            AmbiguousWdl::Loss => Outcome::Loss,
        };
        let rounded = matches!(dtz, MaybeRounded::Rounded(_));
        Verdict {
            outcome,
            dtz: dtz.ignore_rounding().0,
            rounded,
        }
    }
}

impl fmt::Display for Verdict {
    /// `tablebase win, DTZ 13`, `tablebase draw`, `tablebase loss, DTZ -12` (`DTZ ~13` when
    /// the table rounds).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "tablebase {}", self.outcome.name())?;
        if self.dtz != 0 {
            let about = if self.rounded { "~" } else { "" };
            write!(f, ", DTZ {about}{}", self.dtz)?;
        }
        Ok(())
    }
}
