//! A second opinion in the Compare pane: the external engine whose first move is the compared
//! move while kibitzer's best is another, with that engine's own score of it, so that the pane
//! can say whose score is whose ([`SecondOpinion::of`]).

use std::fmt;

use shakmaty::Move;

use crate::engines::external::EngineView;
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

impl SecondOpinion {
    /// The first of `engines` whose first line starts with `mv` at the shown position, when
    /// kibitzer's own best move there (`ours`) is another: whether or not the Engines pane
    /// marks the disagreement, the engine prefers the move. (In threat mode there is none: the
    /// router does not ask.)
    pub(crate) fn of<'a>(
        mv: Move,
        ours: Option<Move>,
        engines: impl IntoIterator<Item = &'a EngineView>,
    ) -> Option<SecondOpinion> {
        if ours == Some(mv) {
            return None;
        }
        engines.into_iter().find_map(|e| {
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
