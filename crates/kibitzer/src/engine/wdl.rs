//! [`Wdl`]: an engine's estimate of the game's outcome as win, draw and loss chances per
//! mille, from the side to move's point of view (UCI's `wdl W D L`, sent by Stockfish with
//! `UCI_ShowWDL` and by Lc0). kibitzer's own search has no such model and never sends one.

use std::fmt;

/// Win, draw and loss chances of the side to move, per mille (they normally add up to 1000,
/// but nothing relies on it: the numbers are the engine's, kept as it sent them).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Wdl {
    /// Chance that the side to move wins, per mille.
    pub win: u32,
    /// Chance of a draw, per mille.
    pub draw: u32,
    /// Chance that the side to move loses, per mille.
    pub loss: u32,
}

impl Wdl {
    /// The same chances from the other side's point of view (win and loss swapped).
    #[must_use]
    pub const fn flipped(self) -> Wdl {
        Wdl {
            win: self.loss,
            draw: self.draw,
            loss: self.win,
        }
    }
}

/// `W/D/L` per mille, as UCI's numbers: `56/943/1`.
impl fmt::Display for Wdl {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}/{}/{}", self.win, self.draw, self.loss)
    }
}

#[cfg(test)]
mod tests {
    use super::Wdl;

    #[test]
    fn flipping_swaps_win_and_loss() {
        let wdl = Wdl {
            win: 56,
            draw: 943,
            loss: 1,
        };
        assert_eq!(wdl.flipped().to_string(), "1/943/56");
        assert_eq!(wdl.flipped().flipped(), wdl);
    }
}
