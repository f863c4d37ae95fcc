//! When an external engine and kibitzer disagree enough to say so: the rule behind the
//! Engines pane's `≠ NAME prefers MOVE` mark ([`disagreement`]; `App::disagreement` applies it
//! to an engine of the app).
//!
//! Two engines' first moves differ all the time by a few centipawns, and two engines' scores
//! are on two scales (kibitzer's +0.20 and another engine's +0.35 say nothing about which move
//! is better). So a disagreement is marked only when ONE engine's own lines score BOTH first
//! moves, exactly (no `lowerbound`/`upperbound` while an aspiration window resolves) and at
//! the same depth, and that engine finds them at least [`DISAGREEMENT_CHANCES`] apart in
//! Lichess's winning chances ([`winning_chances`]): the external engine's lines with
//! kibitzer's move among them (its `MultiPV` 2 or more), or kibitzer's lines with the other
//! engine's move among them (`+`, the analysis's lines). When neither has both moves (one line
//! each, the default) there is no mark: a mark from two scales could not be trusted. `w` on
//! the Engines pane compares the engine's move with kibitzer's best all the same.

use shakmaty::Move;

use kibitzer::Score;
use kibitzer::compare::winning_chances;
use kibitzer::engine::Info;
use kibitzer::search::Bound;

/// The depth both engines' best lines need before a disagreement is shown: shallower lines
/// change their minds too often to mean anything.
pub const DISAGREEMENT_DEPTH: u32 = 6;

/// How far apart, in winning chances (-1 to +1, Lichess's logistic), one engine must score
/// the two first moves for a disagreement to be marked: about 27 cp near equality, so a
/// preference of a few centipawns is no mark.
pub const DISAGREEMENT_CHANCES: f64 = 0.05;

/// The exact score of the line of `lines` that starts with `mv`, at `depth`.
fn exact_score(lines: &[Info], mv: Move, depth: u32) -> Option<Score> {
    lines
        .iter()
        .find(|l| l.pv.first() == Some(&mv))
        .filter(|l| l.bound == Bound::Exact && l.depth == depth)
        .map(|l| l.score)
}

/// Whether `lines` (one engine's, best first) score their first move at least
/// [`DISAGREEMENT_CHANCES`] above `other`, both exactly at the first line's depth.
fn clearly_better(lines: &[Info], other: Move) -> bool {
    let Some(best) = lines.first() else {
        return false;
    };
    let Some(&first) = best.pv.first() else {
        return false;
    };
    let (Some(best), Some(other)) = (
        exact_score(lines, first, best.depth),
        exact_score(lines, other, best.depth),
    ) else {
        return false;
    };
    winning_chances(best) - winning_chances(other) >= DISAGREEMENT_CHANCES
}

/// The move `engine` (its lines, best first) prefers where kibitzer's own search (`ours`, its
/// lines on the shown position) prefers another, both at [`DISAGREEMENT_DEPTH`] or deeper,
/// when one of the two engines' lines scores both moves exactly and clearly apart (see the
/// module). None while the analysis is of the threat (`threat`).
pub fn disagreement(engine: &[Info], ours: &[Info], threat: bool) -> Option<Move> {
    let our_line = ours.first()?;
    let their_line = engine.first()?;
    let deep = our_line.depth >= DISAGREEMENT_DEPTH && their_line.depth >= DISAGREEMENT_DEPTH;
    let (our_move, their_move) = (*our_line.pv.first()?, *their_line.pv.first()?);
    if !deep || threat || our_move == their_move {
        return None;
    }
    let apart = clearly_better(engine, our_move) || clearly_better(ours, their_move);
    apart.then_some(their_move)
}
