//! [`Difference`]: what separates the position at the end of the best line from the position at
//! the end of a candidate's line, term by term and man by man.
//!
//! Every number is *best minus candidate* from the point of view of the side to move at the
//! root (the side choosing between the moves): positive means the best line's end is better
//! for that side.
//!
//! Men are matched by identity: each line is followed from the root ([`Tracks`]), and a man is
//! the same man at both ends if it started on the same square and is still of the same colour
//! and kind. A man found at one end only (captured, or promoted, in the other line) exists in
//! one position only and counts whole: its material and its sub-terms; where it was captured
//! is kept to name it. A promoted pawn is therefore a pawn lost and a queen gained.

use shakmaty::{Color, Role, Square};

use super::tracking::Tracks;
use crate::eval::{Breakdown, ManValue, Row, SideValues, Term, value};

/// Where a man stands at the end of one line and what it is worth there: its material plus
/// the sub-terms it scores, from its owner's point of view.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Placed {
    /// Its square.
    pub square: Square,
    /// Material plus positional sub-terms, owner's point of view.
    pub worth: i32,
}

/// One man whose worth differs between the two line ends.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ManChange {
    /// Its colour.
    pub color: Color,
    /// Its kind.
    pub role: Role,
    /// The square it stood on at the root (none for a man that was not there, such as a
    /// promoted piece).
    pub origin: Option<Square>,
    /// Where it was captured in the line it is missing from.
    pub captured_on: Option<Square>,
    /// Where it stands at the best line's end (none: it is not there).
    pub best: Option<Placed>,
    /// Where it stands at the candidate line's end (none: it is not there).
    pub candidate: Option<Placed>,
    /// Best minus candidate, from the root side to move's point of view.
    pub change: i32,
}

impl ManChange {
    /// The square it is named by: where it was captured if it was, else where it stands at the
    /// best line's end, else at the candidate's.
    pub fn square(&self) -> Square {
        self.captured_on
            .or(self.best.or(self.candidate).map(|placed| placed.square))
            .unwrap_or(Square::A1)
    }
}

/// The two line ends' evaluations and the men that changed.
#[derive(Clone, Debug)]
pub struct Difference {
    turn: Color,
    best: Breakdown,
    candidate: Breakdown,
    men: Vec<ManChange>,
}

impl Difference {
    /// The difference between the end of the best line (`best`, its men followed by
    /// `best_tracks`) and the end of the candidate's, seen by `turn` (the side to move at the
    /// root).
    pub fn new(
        turn: Color,
        (best, best_tracks): (Breakdown, &Tracks),
        (candidate, candidate_tracks): (Breakdown, &Tracks),
    ) -> Difference {
        let men = match_men(
            turn,
            (best.men(), best_tracks),
            (candidate.men(), candidate_tracks),
        );
        Difference {
            turn,
            best,
            candidate,
            men,
        }
    }

    /// The evaluation of the best line's end.
    pub fn best(&self) -> &Breakdown {
        &self.best
    }

    /// The evaluation of the candidate line's end.
    pub fn candidate(&self) -> &Breakdown {
        &self.candidate
    }

    /// The men whose worth changed, largest change first.
    pub fn men(&self) -> &[ManChange] {
        &self.men
    }

    /// Every term either end scores, best minus candidate, root side to move's point of view.
    pub fn by_term(&self) -> Vec<(Term, i32)> {
        let best = self.best.by_term();
        let candidate = self.candidate.by_term();
        Term::ALL
            .iter()
            .filter(|t| best.contains_key(t) || candidate.contains_key(t))
            .map(|&t| {
                let net = |m: &std::collections::BTreeMap<Term, SideValues>| {
                    m.get(&t).map_or(0, |v| v.net())
                };
                (t, self.seen(net(&best) - net(&candidate)))
            })
            .collect()
    }

    /// Every row of the `eval` table, each column best minus candidate: White's and Black's
    /// from their own points of view, the total from White's (as `eval` prints them).
    pub fn by_row(&self) -> Vec<(Row, SideValues)> {
        self.rows_except(&[], &[])
    }

    /// [`Difference::by_row`] without what the men found at one end only (captured or
    /// promoted in the other line) score themselves: their material and sub-terms vanish with
    /// them, and the ledgers already tell that they changed hands. What the men at both ends
    /// score, and the side terms, stay.
    pub fn by_row_of_kept(&self) -> Vec<(Row, SideValues)> {
        self.rows_except(&self.alone(true), &self.alone(false))
    }

    /// The rows, best minus candidate, without the men on `best_out` at the best line's end
    /// and on `candidate_out` at the candidate's.
    fn rows_except(&self, best_out: &[Square], candidate_out: &[Square]) -> Vec<(Row, SideValues)> {
        self.best
            .by_row_except(best_out)
            .into_iter()
            .zip(self.candidate.by_row_except(candidate_out))
            .map(|((row, b), (_, c))| {
                (
                    row,
                    SideValues {
                        white: b.white - c.white,
                        black: b.black - c.black,
                    },
                )
            })
            .collect()
    }

    /// The squares, at the best line's end (`at_best`) or the candidate's, of the men found
    /// at that end only.
    pub fn alone(&self, at_best: bool) -> Vec<Square> {
        self.men
            .iter()
            .filter_map(|m| match (m.best, m.candidate) {
                (Some(b), None) if at_best => Some(b.square),
                (None, Some(c)) if !at_best => Some(c.square),
                _ => None,
            })
            .collect()
    }

    /// A row's difference from the root side to move's point of view.
    pub fn row_for_mover(&self, values: SideValues) -> i32 {
        self.seen(values.net())
    }

    /// The whole evaluation's difference, root side to move's point of view.
    pub fn total(&self) -> i32 {
        self.seen(self.best.white_score() - self.candidate.white_score())
    }

    /// A White-point-of-view number as the root side to move sees it.
    fn seen(&self, white: i32) -> i32 {
        match self.turn {
            Color::White => white,
            Color::Black => -white,
        }
    }
}

/// A man's worth: material plus its sub-terms.
fn worth(man: &ManValue) -> Placed {
    Placed {
        square: man.man.square,
        worth: value(man.man.role) + man.value,
    }
}

/// One end's man with its root square.
struct Known<'a> {
    man: &'a ManValue,
    origin: Option<Square>,
}

impl Known<'_> {
    fn same(&self, other: &Known<'_>) -> bool {
        self.origin.is_some()
            && self.origin == other.origin
            && self.man.man.color == other.man.man.color
            && self.man.man.role == other.man.man.role
    }
}

/// The men of one end with their root squares.
fn known<'a>(men: &'a [ManValue], tracks: &Tracks) -> Vec<Known<'a>> {
    men.iter()
        .map(|man| Known {
            man,
            origin: tracks.origin_of(man.man.square),
        })
        .collect()
}

/// Matches the men of the two ends (see the module documentation) and keeps those that changed.
fn match_men(
    turn: Color,
    (best, best_tracks): (&[ManValue], &Tracks),
    (candidate, candidate_tracks): (&[ManValue], &Tracks),
) -> Vec<ManChange> {
    let mut left_candidate = known(candidate, candidate_tracks);
    let mut pairs: Vec<(Option<Known<'_>>, Option<Known<'_>>)> = Vec::new();
    for b in known(best, best_tracks) {
        match left_candidate.iter().position(|c| c.same(&b)) {
            Some(i) => pairs.push((Some(b), Some(left_candidate.remove(i)))),
            None => pairs.push((Some(b), None)),
        }
    }
    pairs.extend(left_candidate.into_iter().map(|c| (None, Some(c))));
    let mut changes: Vec<ManChange> = pairs
        .into_iter()
        .filter_map(|(b, c)| {
            let man = b.as_ref().or(c.as_ref())?;
            let (color, role, origin) = (man.man.man.color, man.man.man.role, man.origin);
            let captured_on = match (&b, &c) {
                (Some(_), None) => origin.and_then(|o| candidate_tracks.captured_on(o)),
                (None, Some(_)) => origin.and_then(|o| best_tracks.captured_on(o)),
                _ => None,
            };
            let best = b.map(|k| worth(k.man));
            let candidate = c.map(|k| worth(k.man));
            let owner = best.map_or(0, |p| p.worth) - candidate.map_or(0, |p| p.worth);
            let change = if color == turn { owner } else { -owner };
            let moved = best.map(|p| p.square) != candidate.map(|p| p.square);
            (change != 0 || moved).then_some(ManChange {
                color,
                role,
                origin,
                captured_on,
                best,
                candidate,
                change,
            })
        })
        .collect();
    changes.sort_by_key(|m| (-m.change.abs(), m.color.is_black(), m.role, m.square()));
    changes
}

#[cfg(test)]
mod tests {
    use shakmaty::{Color, Role, Square};

    use super::Difference;
    use crate::compare::test_lines;
    use crate::compare::tracking::Tracks;
    use crate::eval::{Breakdown, Term};
    use crate::game::parse_fen;

    /// The end of `moves` (UCI) from `fen`, evaluated, with its tracks.
    fn end(fen: &str, moves: &[&str]) -> (Breakdown, Tracks) {
        test_lines::end(&parse_fen(fen).unwrap(), moves)
    }

    const KNIGHTS: &str = "4k3/pp6/1p6/8/8/2N2N2/PP6/4K3 w - - 0 1";

    #[test]
    fn a_captured_man_counts_whole_and_is_named_where_it_was_taken() {
        // Best: Nf3-g5 and a quiet reply. Candidate: the c3 knight walks to c5, where the b6
        // pawn takes it.
        let (best, best_tracks) = end(KNIGHTS, &["f3g5", "e8e7"]);
        let (cand, cand_tracks) = end(KNIGHTS, &["c3a4", "e8e7", "a4c5", "b6c5"]);
        let diff = Difference::new(Color::White, (best, &best_tracks), (cand, &cand_tracks));
        let lost = diff
            .men()
            .iter()
            .find(|m| m.candidate.is_none())
            .expect("a man is missing");
        assert_eq!((lost.role, lost.origin), (Role::Knight, Some(Square::C3)));
        assert_eq!(lost.square(), Square::C5);
        assert_eq!(lost.change, lost.best.unwrap().worth);
        assert!(lost.change >= 330 - 100);
        let other = diff
            .men()
            .iter()
            .find(|m| m.origin == Some(Square::F3))
            .expect("the other knight moved");
        assert_eq!(other.best.unwrap().square, Square::G5);
        assert_eq!(other.candidate.unwrap().square, Square::F3);
        let pawn = diff
            .men()
            .iter()
            .find(|m| m.origin == Some(Square::B6))
            .expect("the b6 pawn took on c5");
        assert_eq!(pawn.candidate.unwrap().square, Square::C5);
    }

    #[test]
    fn differences_are_seen_by_the_root_side_to_move() {
        let fen = "4k3/pp6/8/8/8/2r5/PP6/7K b - - 0 1";
        let (best, best_tracks) = end(fen, &["c3c8"]);
        let (cand, cand_tracks) = end(fen, &["c3b3", "a2b3"]);
        let black = Difference::new(
            Color::Black,
            (best.clone(), &best_tracks),
            (cand.clone(), &cand_tracks),
        );
        let white = Difference::new(Color::White, (best, &best_tracks), (cand, &cand_tracks));
        assert_eq!(white.total(), -black.total());
        assert!(black.total() > 0, "Black keeps a rook in the best line");
        let rook = |d: &Difference| {
            d.men()
                .iter()
                .find(|m| m.role == Role::Rook)
                .unwrap()
                .change
        };
        assert_eq!(rook(&black), -rook(&white));
        assert!(rook(&black) >= 520 - 100);
        let material = black
            .by_term()
            .into_iter()
            .find(|(t, _)| *t == Term::Material)
            .unwrap();
        assert_eq!(material.1, 520);
    }
}
