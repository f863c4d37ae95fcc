//! The material story in words: "gives the knight away: cxd3 takes it; Bb4 keeps it", "Bxc6
//! trades the bishop for the knight on c6", "gives the rook for the knight and a pawn (-1)".
//!
//! Told after the best move is already named (an annotated game's "Bb4 was best."), a
//! [`Story::after_best`] does not name that move again: "gives the knight away: cxd3 takes it",
//! "does not win the knight on e5" (when the best move itself takes it).

use std::fmt;

use super::{InBest, LineKind, Story};
use crate::compare::exchange;
use crate::eval::role_name;

/// A story with, when the reader has just been told it, the best move (SAN).
struct Told<'a> {
    story: &'a Story,
    best: Option<&'a str>,
}

impl Story {
    /// The words of the story told after "`best` was best.": the best move is not named again.
    pub fn after_best(&self, best: &str) -> String {
        Told {
            story: self,
            best: Some(best),
        }
        .to_string()
    }
}

impl fmt::Display for Story {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        Told {
            story: self,
            best: None,
        }
        .fmt(f)
    }
}

impl fmt::Display for Told<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        // Whether `san` is the best move the reader was just told of.
        let named = |san: &dyn fmt::Display| self.best.is_some_and(|b| b == san.to_string());
        match self.story {
            // Without the candidate's SAN: the summary is shown beside the move ("Nd3+??").
            Story::GivesAway {
                role,
                taker,
                best_first,
                in_best,
                ..
            } => {
                let role = role_name(*role);
                write!(f, "gives the {role} away: {taker} takes it")?;
                match (in_best, self.best.is_some()) {
                    (InBest::Kept, true) => Ok(()),
                    (InBest::Kept, false) => write!(f, "; {best_first} keeps it"),
                    (InBest::Traded(by), true) => {
                        write!(f, "; the best line only trades it ({by})")
                    }
                    (InBest::Traded(by), false) => {
                        write!(f, "; {best_first} only trades it ({by})")
                    }
                }
            }
            Story::Loses {
                role,
                square,
                taker,
                in_best,
            } => {
                write!(f, "loses the {} on {square} ({taker})", role_name(*role))?;
                match in_best {
                    InBest::Kept => Ok(()),
                    InBest::Traded(by) => write!(f, ", which the best line only trades ({by})"),
                }
            }
            Story::MissesWin {
                role,
                square,
                taker,
            } => {
                write!(f, "does not win the {} on {square}", role_name(*role))?;
                if named(taker) {
                    Ok(())
                } else {
                    write!(f, " (the best line's {taker})")
                }
            }
            Story::Wins {
                role,
                square,
                taker,
            } => write!(f, "wins the {} on {square} ({taker})", role_name(*role)),
            Story::Keeps {
                role,
                square,
                taker,
            } => write!(
                f,
                "keeps the {} the best line gives up on {square} ({taker})",
                role_name(*role)
            ),
            Story::Trades {
                line,
                by,
                own,
                theirs,
                square,
            } => {
                let (own, theirs) = (role_name(*own), role_name(*theirs));
                match line {
                    LineKind::Candidate => {
                        write!(f, "{by} trades the {own} for the {theirs} on {square}")
                    }
                    LineKind::Best if named(by) => {
                        write!(
                            f,
                            "the best line trades the {own} for the {theirs} on {square}"
                        )
                    }
                    LineKind::Best => write!(
                        f,
                        "the best line trades the {own} for the {theirs} on {square} ({by})"
                    ),
                }
            }
            Story::Exchange { line, own, theirs } => {
                if *line == LineKind::Best {
                    f.write_str("the best line ")?;
                }
                exchange::describe(f, own, theirs)
            }
        }
    }
}
