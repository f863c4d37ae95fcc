//! [`Summary`]: the comparison in plain words, built only from the largest differences between
//! the two line ends, each with its number beside it ("loses the knight on c3 (-345); king
//! safety -48").
//!
//! A mate the candidate allows or misses (from the two lines' scores) comes first. Other
//! numbers in the summary are *candidate minus best* from the point of view of the side to move
//! at the root: what choosing the candidate changes, negative when it costs; costs are named
//! before gains. Material is described through the men it belongs to, never as a row of its
//! own, and two men of equal material value captured in the same line, one of each colour (an
//! exchange one line makes and the other does not), are not named.

use std::fmt;

use shakmaty::Color;

use super::difference::{Difference, ManChange};
use crate::eval::{Row, role_name, value};
use crate::score::Score;

/// At most this many items are named.
const MAX_ITEMS: usize = 3;
/// Differences smaller than this (centipawns) are not named, unless nothing is larger.
const NOTABLE: i32 = 10;

/// What one item of the summary is about.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Subject {
    /// A man that was lost, won, kept or changed in worth.
    Man(ManChange),
    /// A row of the `eval` table.
    Row(Row),
}

/// One named difference and its number.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Item {
    /// What changed.
    pub subject: Subject,
    /// Candidate minus best, root side to move's point of view (centipawns).
    pub value: i32,
    /// The side to move at the root (whose men are "lost" or "kept").
    pub mover: Color,
}

/// A mate the candidate walks into or lets slip, from the two lines' scores.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MateNote {
    /// The candidate's line is mated in this many moves; the best line is not.
    Allows(i32),
    /// The best line mates in this many moves; the candidate's line does not.
    Misses(i32),
}

/// The largest differences, largest first, after a mate note if there is one.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Summary {
    /// A mate allowed or missed.
    pub mate: Option<MateNote>,
    /// The named items.
    pub items: Vec<Item>,
}

impl Summary {
    /// The summary of `diff` between lines scored `best` and `candidate` (root side to move's
    /// point of view).
    pub fn of(diff: &Difference, mover: Color, best: Score, candidate: Score) -> Summary {
        let mate = match (best.mate_moves(), candidate.mate_moves()) {
            (Some(b), c) if b > 0 && c.is_none_or(|c| c < 0) => Some(MateNote::Misses(b)),
            (b, Some(c)) if c < 0 && b.is_none_or(|b| b > 0) => Some(MateNote::Allows(-c)),
            _ => None,
        };
        // Men count in the summary when they exist at one end only and no man of the same
        // material value missing from the same end, on the other side of the ledger, cancels
        // them (an exchange made in one line and not in the other); a man at both ends shows through the rows of the terms
        // that changed.
        let whole: Vec<Item> = diff
            .men()
            .iter()
            .filter(|m| m.best.is_none() || m.candidate.is_none())
            .map(|m| Item {
                subject: Subject::Man(*m),
                value: -m.change,
                mover,
            })
            .collect();
        let men = uncancelled(whole);
        let rows = diff
            .by_row()
            .into_iter()
            .filter(|(row, _)| *row != Row::Material)
            .map(|(row, values)| Item {
                subject: Subject::Row(row),
                value: -diff.row_for_mover(values),
                mover,
            });
        let mut items: Vec<Item> = men
            .into_iter()
            .chain(rows)
            .filter(|i| i.value != 0)
            .collect();
        // What the candidate costs comes first, then what it gains; largest first within
        // each, men before rows of the same size (the sort is stable).
        items.sort_by_key(|i| (i.value > 0, -i.value.abs()));
        let notable = items.iter().filter(|i| i.value.abs() >= NOTABLE).count();
        items.truncate(notable.clamp(1, MAX_ITEMS));
        Summary { mate, items }
    }
}

/// The items left when every item is paired off with one of the opposite sign whose man has
/// the same material value and is missing from the same line's end, an exchange (largest
/// first).
fn uncancelled(mut items: Vec<Item>) -> Vec<Item> {
    let material = |item: &Item| match item.subject {
        Subject::Man(m) => (value(m.role), m.best.is_none()),
        Subject::Row(_) => (0, false),
    };
    items.sort_by_key(|i| -i.value.abs());
    let mut cancelled = vec![false; items.len()];
    for i in 0..items.len() {
        if cancelled[i] {
            continue;
        }
        let partner = (i + 1..items.len()).find(|&j| {
            !cancelled[j]
                && material(&items[j]) == material(&items[i])
                && items[j].value.signum() == -items[i].value.signum()
        });
        if let Some(j) = partner {
            cancelled[i] = true;
            cancelled[j] = true;
        }
    }
    items
        .into_iter()
        .zip(cancelled)
        .filter_map(|(item, gone)| (!gone).then_some(item))
        .collect()
}

impl fmt::Display for Item {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let value = self.value;
        match self.subject {
            Subject::Row(row) => match row.group() {
                Some(group) => write!(f, "{} {} {value:+}", group.to_lowercase(), row.label()),
                None => write!(f, "{} {value:+}", row.label().to_lowercase()),
            },
            Subject::Man(man) => {
                let role = role_name(man.role);
                let own = man.color == self.mover;
                let square = man.square();
                match (man.best, man.candidate) {
                    (Some(_), None) if own => write!(f, "loses the {role} on {square} ({value:+})"),
                    (Some(_), None) => write!(f, "wins the {role} on {square} ({value:+})"),
                    (None, Some(_)) if own => write!(f, "keeps the {role} on {square} ({value:+})"),
                    (None, Some(_)) => {
                        write!(f, "does not win the {role} on {square} ({value:+})")
                    }
                    (Some(b), Some(c)) => {
                        let whose = man.color.fold_wb("White", "Black");
                        if b.square == c.square {
                            write!(f, "{whose}'s {role} on {} {value:+}", c.square)
                        } else {
                            write!(
                                f,
                                "{whose}'s {role} on {} instead of {} {value:+}",
                                c.square, b.square
                            )
                        }
                    }
                    (None, None) => Ok(()),
                }
            }
        }
    }
}

impl fmt::Display for Summary {
    /// The items joined by `; `, or `no difference at the ends of the lines`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.mate {
            Some(MateNote::Allows(moves)) => write!(f, "allows mate in {moves}")?,
            Some(MateNote::Misses(moves)) => write!(f, "misses mate in {moves}")?,
            None if self.items.is_empty() => {
                return f.write_str("no difference at the ends of the lines");
            }
            None => {}
        }
        for (i, item) in self.items.iter().enumerate() {
            if i > 0 || self.mate.is_some() {
                f.write_str("; ")?;
            }
            write!(f, "{item}")?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use shakmaty::Color;

    use super::Summary;
    use crate::game::parse_fen;
    use crate::review::Difference;
    use crate::review::test_lines::end;
    use crate::score::Score;

    #[test]
    fn an_exchange_made_in_one_line_only_is_not_named_but_a_lost_man_is() {
        let root =
            parse_fen("r1bqkbnr/pppp1ppp/2n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 3 3").unwrap();
        let (best, best_tracks) = end(&root, &["b5c6", "d7c6"]);
        let (quiet, quiet_tracks) = end(&root, &["e1g1", "g8f6"]);
        let (hung, hung_tracks) = end(&root, &["f3g5", "d8g5"]);
        let exchange = Difference::new(
            Color::White,
            (best.clone(), &best_tracks),
            (quiet, &quiet_tracks),
        );
        let text = Summary::of(&exchange, Color::White, Score::cp(0), Score::cp(0)).to_string();
        assert!(
            !text.contains("the bishop") && !text.contains("the knight"),
            "{text}"
        );
        let loss = Difference::new(Color::White, (best, &best_tracks), (hung, &hung_tracks));
        let text = Summary::of(&loss, Color::White, Score::cp(0), Score::cp(-300)).to_string();
        assert!(text.starts_with("loses the knight on g5 (-"), "{text}");
    }
}
