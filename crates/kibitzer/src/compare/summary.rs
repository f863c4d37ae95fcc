//! [`Summary`]: the comparison in plain words, from the ledgers of the two lines and the
//! difference between their quiet ends: "gives the knight away: cxd3 takes it; Bb4 keeps it;
//! misplaces the bishops (-50)" (for 5...Nd3+; the move itself is named beside the summary).
//!
//! A mate the candidate allows or misses (from the two lines' scores) comes first; then the
//! tactical motifs it allows, hangs or misses ([`Tactic`]); then the material story in trades and losses ([`Story`], largest first, costs before gains); then
//! positional reasons in words ([`Reason`], candidate minus best in centipawns for the side to
//! move at the root, the costs first); then the trades one line makes and the other does not;
//! then the reasons other analyses add ([`Summary::extra`]).

use std::fmt;

use shakmaty::{Chess, Color, Position};

use super::difference::Difference;
use super::ledger::Ledger;
use super::reasons::{Reason, reasons};
use super::story::{LineKind, Story, tell};
use super::tactics::{Tactic, tactics};
use crate::Score;

/// At most this many gains and losses of material are named.
const MAX_MATERIAL: usize = 3;
/// At most this many positional reasons are named.
const MAX_REASONS: usize = 2;
/// At most this many trades are named.
const MAX_TRADES: usize = 1;
/// Positional differences smaller than this (centipawns) are not named, unless nothing else is.
const NOTABLE: i32 = 10;

/// A mate the candidate walks into or lets slip, from the two lines' scores.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MateNote {
    /// The candidate's line is mated in this many moves; the best line is not.
    Allows(i32),
    /// The best line mates in this many moves; the candidate's line does not.
    Misses(i32),
}

/// One line of the two, its ledger and score (root side to move's point of view).
#[derive(Clone, Copy, Debug)]
pub struct Side<'a> {
    /// Its ledger, settled.
    pub ledger: &'a Ledger,
    /// Its score.
    pub score: Score,
}

/// Why the candidate is worse, in words.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Summary {
    /// A mate allowed or missed.
    pub mate: Option<MateNote>,
    /// Tactical motifs allowed, hung or missed that the summary's words name, mates first.
    pub tactics: Vec<Tactic>,
    /// Every motif allowed, hung or missed, mates first: `tactics` and the hung men the
    /// material story already tells ("gives the knight away: cxd3 takes it" is a hanging
    /// piece), for the lists of motifs (`compare`'s `motifs`, the Compare pane's rows).
    pub motifs: Vec<Tactic>,
    /// Men lost, won, kept or not won, largest first, costs first.
    pub material: Vec<Story>,
    /// Positional differences in words, costs first.
    pub reasons: Vec<Reason>,
    /// Trades made in one line and not the other.
    pub trades: Vec<Story>,
    /// Further reasons in words from analyses outside the comparison (tactical motifs), shown
    /// after the others; [`Summary::of`] leaves it empty for them to fill.
    pub extra: Vec<String>,
}

impl Summary {
    /// The summary of the candidate's line against the best line, both from `root`, with
    /// `diff` the difference between their quiet ends.
    pub fn of(root: &Chess, best: Side<'_>, candidate: Side<'_>, diff: &Difference) -> Summary {
        let mate = match (best.score.mate_moves(), candidate.score.mate_moves()) {
            (Some(b), c) if b > 0 && c.is_none_or(|c| c < 0) => Some(MateNote::Misses(b)),
            (b, Some(c)) if c < 0 && b.is_none_or(|b| b > 0) => Some(MateNote::Allows(-c)),
            _ => None,
        };
        let (trades, mut material): (Vec<Story>, Vec<Story>) =
            tell(root, best.ledger, candidate.ledger)
                .into_iter()
                .partition(|s| matches!(s, Story::Trades { .. }) || is_even_exchange(s));
        material.truncate(MAX_MATERIAL);
        let mover: Color = root.turn();
        let mut reasons = reasons(diff, mover);
        let notable = reasons.iter().filter(|r| r.value.abs() >= NOTABLE).count();
        let shown = if material.is_empty() && mate.is_none() {
            notable.clamp(1, MAX_REASONS)
        } else {
            notable.min(MAX_REASONS)
        };
        // The costs first, so a cost never gives way to a gain.
        reasons.sort_by_key(|r| (r.value.abs() < NOTABLE, r.value > 0, -r.value.abs()));
        reasons.truncate(shown);
        let mut trades = trades;
        trades.truncate(MAX_TRADES);
        let motifs = tactics(root, best.ledger, candidate.ledger);
        let tactics = motifs
            .iter()
            .filter(|t| !told(t, candidate.ledger, &material))
            .cloned()
            .collect();
        Summary {
            mate,
            tactics,
            motifs,
            material,
            reasons,
            trades,
            extra: Vec::new(),
        }
    }

    /// Whether it names nothing.
    pub fn is_empty(&self) -> bool {
        self.mate.is_none()
            && self.tactics.is_empty()
            && self.material.is_empty()
            && self.reasons.is_empty()
            && self.trades.is_empty()
            && self.extra.is_empty()
    }
}

/// Whether `story` is an unequal exchange that nets nothing (a trade).
fn is_even_exchange(story: &Story) -> bool {
    matches!(story, Story::Exchange { .. }) && story.value() == 0
}

/// Whether the material story already tells of the man `tactic` hangs: the moved man given
/// away, or a man lost on its square.
fn told(tactic: &Tactic, candidate: &Ledger, material: &[Story]) -> bool {
    let Some(target) = tactic.motif.targets.first() else {
        return false;
    };
    if !tactic.is_hung_man() {
        return false;
    }
    let moved_to = candidate.moves().first().map(|m| m.to());
    material.iter().any(|s| match s {
        Story::GivesAway { .. } => moved_to == Some(target.square),
        Story::Loses { square, .. } => *square == target.square,
        Story::Exchange {
            line: LineKind::Candidate,
            own,
            ..
        } => own
            .iter()
            .any(|(_, sq)| *sq == target.square || moved_to == Some(*sq)),
        _ => false,
    })
}

impl Summary {
    /// The summary told after "`best` was best." (an annotated game's comment): the same
    /// parts, without naming the best move again ("gives the knight away: cxd3 takes it"
    /// rather than "...; Bb4 keeps it").
    pub fn after_best(&self, best: &str) -> String {
        self.parts(Some(best)).join("; ")
    }

    /// The parts in order, the stories told after `best` when given.
    fn parts(&self, best: Option<&str>) -> Vec<String> {
        let mut parts: Vec<String> = Vec::new();
        match self.mate {
            Some(MateNote::Allows(moves)) => parts.push(format!("allows mate in {moves}")),
            Some(MateNote::Misses(moves)) => parts.push(format!("misses mate in {moves}")),
            None => {}
        }
        let story = |s: &Story| best.map_or_else(|| s.to_string(), |b| s.after_best(b));
        parts.extend(self.tactics.iter().map(ToString::to_string));
        parts.extend(self.material.iter().map(story));
        parts.extend(self.reasons.iter().map(ToString::to_string));
        parts.extend(self.trades.iter().map(story));
        parts.extend(self.extra.iter().cloned());
        parts
    }
}

impl fmt::Display for Summary {
    /// The parts joined by `; `, or `no difference at the quiet ends of the lines`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.is_empty() {
            return f.write_str("no difference at the quiet ends of the lines");
        }
        f.write_str(&self.parts(None).join("; "))
    }
}

#[cfg(test)]
mod tests;
