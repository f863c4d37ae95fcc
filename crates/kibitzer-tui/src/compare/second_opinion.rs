//! A second opinion in the Compare pane: the external engine whose first move is the compared
//! move while kibitzer's best is another, with that engine's own score of it, so that the pane
//! can say whose score is whose ([`SecondOpinion`], [`App::second_opinion`]).

use std::fmt;

use shakmaty::Move;

use crate::app::App;
use kibitzer::Score;
use kibitzer::format::ScoreText;
use kibitzer::search::Bound;

/// The external engine that prefers the compared move, and how it scored it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SecondOpinion {
    /// The engine's name in the Engines pane (`stockfish`).
    pub engine: String,
    /// Its score of the move (its first line's), for the side to move.
    pub score: Score,
    /// Whether that score is exact or a bound.
    pub bound: Bound,
    /// The depth of that line.
    pub depth: u32,
}

impl fmt::Display for SecondOpinion {
    /// `stockfish +0.48 at depth 24`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} {} at depth {}",
            self.engine,
            ScoreText(self.score, self.bound),
            self.depth
        )
    }
}

impl App {
    /// The first external engine whose first line starts with `mv` at the shown position,
    /// when kibitzer's own best move is another (not in threat mode): whether or not the
    /// Engines pane marks the disagreement, the engine prefers the move.
    pub(crate) fn second_opinion(&self, mv: Move) -> Option<SecondOpinion> {
        let ours = self.analysis.lines.first().and_then(|l| l.pv.first());
        if self.threat_mode || ours == Some(&mv) {
            return None;
        }
        self.engines.iter().find_map(|e| {
            let line = e.lines.first().filter(|l| l.pv.first() == Some(&mv))?;
            Some(SecondOpinion {
                engine: e.spec.name.clone(),
                score: line.score,
                bound: line.bound,
                depth: line.depth,
            })
        })
    }
}
