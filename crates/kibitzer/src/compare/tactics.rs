//! [`Tactic`]: a tactical motif ([`crate::motifs`]) that explains a compared move, as the
//! summary names it: a motif the opponent makes in the candidate's line and not in the best
//! line is one the move allows ("allows a fork: Nc7+ attacks the king on e8 and the rook on
//! a8"), a man the move leaves to be taken at once is one it hangs ("hangs the bishop on g4
//! (Nxg4 takes it, defended by nothing)"), and a motif the mover makes in the best line and
//! not in the candidate's line is one it misses ("misses a pin: Bb5 pins the knight on c6 to
//! the king").
//!
//! Both lines are read as their ledgers settle them (the searched line, finished where it
//! stopped in the middle of an exchange). A mate in N is left to the summary's mate note
//! (from the scores), an advanced pawn or an en passant capture explains nothing alone, and a
//! man the best line wins or a later one the candidate's line loses is the material story's.
//!
//! A motif the move misses is one the best move's line wins or threatens at once, not one
//! found somewhere deep in a line the search happened to print. It is kept only when
//!
//! * it is made by one of the mover's first [`EARLY_MOVES`] moves of the best line (plies 0
//!   and 2: the best move itself, or the mover's next move), and
//! * what it wins is not given back: when the best line takes any of the opponent's men the
//!   motif names (its targets and other men, taken on the squares they stood on when the
//!   motif was made, at or after its ply), at least one of them is lost outright by the
//!   ledger ([`Fate::Lost`]); a motif whose every capture is one half of an even trade wins
//!   nothing. A motif that takes nothing in the line (a pin, a fork cut short) is a threat
//!   and stays.
//!
//! At most [`MAX_PER_RELATION`] of each relation are kept: mates first, then by ply.

use std::fmt;

use shakmaty::{Chess, Position};

use super::ledger::{Fate, Ledger};
use crate::eval::{Man, role_name};
use crate::motifs::{Motif, Theme, find_motifs};

/// At most this many motifs the move allows, and as many it misses, are named.
pub const MAX_PER_RELATION: usize = 2;

/// A motif of the best line is missed only when made by one of the mover's first this many
/// moves.
pub const EARLY_MOVES: usize = 2;

/// How a motif bears on the compared move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Relation {
    /// The opponent makes it in the candidate's line (and not in the best line).
    Allows,
    /// The mover makes it in the best line (and not in the candidate's line).
    Misses,
}

impl Relation {
    /// `"allows"` or `"misses"`.
    pub const fn word(self) -> &'static str {
        match self {
            Relation::Allows => "allows",
            Relation::Misses => "misses",
        }
    }
}

/// A motif with how it bears on the compared move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Tactic {
    /// Allowed or missed.
    pub relation: Relation,
    /// The motif, as found in its line (its ply counted from the root).
    pub motif: Motif,
}

impl Tactic {
    /// Whether it is a man the candidate leaves to be taken by the reply.
    pub fn is_hung_man(&self) -> bool {
        self.relation == Relation::Allows
            && self.motif.theme == Theme::HangingPiece
            && self.motif.ply == 1
    }
}

impl fmt::Display for Tactic {
    /// "allows a fork: ...", "misses a pin: ...", "hangs the bishop on g4 (Nxg4 takes it,
    /// defended by nothing)".
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let m = &self.motif;
        if self.is_hung_man()
            && let Some(target) = m.targets.first()
        {
            let defence = if m.others.is_empty() {
                "defended by nothing".to_owned()
            } else {
                let men: Vec<String> = m.others.iter().map(the_man).collect();
                format!("its defence by {} does not hold", men.join(" and "))
            };
            return write!(
                f,
                "hangs {} ({} takes it, {defence})",
                the_man(target),
                m.san
            );
        }
        write!(f, "{} {}", self.relation.word(), m.describe())
    }
}

/// "the knight on c6".
fn the_man(man: &Man) -> String {
    format!("the {} on {}", role_name(man.role), man.square)
}

/// Whether a motif of this theme can explain a move.
fn explains(theme: Theme) -> bool {
    !matches!(
        theme,
        Theme::MateIn(_) | Theme::AdvancedPawn | Theme::EnPassant
    )
}

/// Whether a motif is a mate.
fn is_mate(theme: Theme) -> bool {
    matches!(theme, Theme::BackRankMate | Theme::SmotheredMate)
}

/// The same motif in another line: the same theme made by the same move.
fn same(a: &Motif, b: &Motif) -> bool {
    a.theme == b.theme && a.san == b.san && a.side == b.side
}

/// Whether `motif` is made by one of its side's first [`EARLY_MOVES`] moves of a line that
/// side starts.
fn early(motif: &Motif) -> bool {
    motif.ply < 2 * EARLY_MOVES
}

/// Whether every one of the opponent's men named by `motif` that `line` takes (on the square
/// it stood on at the motif, at or after the motif's ply) is traded evenly there, and there
/// is at least one.
fn given_back(motif: &Motif, line: &Ledger) -> bool {
    let squares: Vec<_> = motif
        .targets
        .iter()
        .chain(&motif.others)
        .filter(|man| man.color != motif.side)
        .map(|man| man.square)
        .collect();
    let mut taken = line
        .captures()
        .iter()
        .zip(line.fates())
        .filter(|(c, _)| {
            c.ply > motif.ply && c.captured.color != motif.side && squares.contains(&c.square)
        })
        .peekable();
    taken.peek().is_some() && taken.all(|(_, fate)| matches!(fate, Fate::Traded(_)))
}

/// The motifs the candidate's line (`candidate`, first move included) allows and the best
/// line (`best`) has that the candidate's misses, both from `root`; the most important first.
pub fn tactics(root: &Chess, best: &Ledger, candidate: &Ledger) -> Vec<Tactic> {
    let mover = root.turn();
    let in_best = find_motifs(root, best.moves());
    let in_line = find_motifs(root, candidate.moves());
    let pick = |relation: Relation, from: &[Motif], other: &[Motif]| {
        let side = match relation {
            Relation::Allows => !mover,
            Relation::Misses => mover,
        };
        let mut found: Vec<Tactic> = from
            .iter()
            .filter(|m| m.side == side && explains(m.theme))
            .filter(|m| !other.iter().any(|o| same(m, o)))
            // A man left hanging by the move itself; later ones, and those the best line
            // takes, are the material story's.
            .filter(|m| {
                m.theme != Theme::HangingPiece || (relation == Relation::Allows && m.ply == 1)
            })
            // What the best line misses is won or threatened early and kept.
            .filter(|m| relation == Relation::Allows || (early(m) && !given_back(m, best)))
            .map(|m| Tactic {
                relation,
                motif: m.clone(),
            })
            .collect();
        found.sort_by_key(|t| (!is_mate(t.motif.theme), t.motif.ply));
        found.dedup_by(|a, b| a.motif.theme == b.motif.theme && a.motif.ply == b.motif.ply);
        found.truncate(MAX_PER_RELATION);
        found
    };
    let mut all = pick(Relation::Allows, &in_line, &in_best);
    all.extend(pick(Relation::Misses, &in_best, &in_line));
    // Mates first; otherwise allowed before missed, each by ply.
    all.sort_by_key(|t| !is_mate(t.motif.theme));
    all
}

#[cfg(test)]
mod tests;
