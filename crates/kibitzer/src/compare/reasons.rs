//! [`Reason`]: a positional difference between the two quiet line ends in words, with the men
//! it is about: "doubles the c-pawns (-24)", "gives up castling (-20)", "leaves White's d-pawn
//! isolated (+15)", never a bare row name with a number.
//!
//! Each row of the `eval` table (material, tempo and the adjustments aside) is looked at for
//! each side separately: the line where that side scores less in the row is where the thing
//! happens. The men named are those of that side that score the row's penalty at that line's
//! end and not at the other's (for a passed pawn, a bonus, those that score it at the other
//! end only). The number is candidate minus best for the side to move at the root.
//!
//! A man captured in one line and not in the other takes its own terms with it (its
//! piece-square and mobility terms exist at one end only): the material story tells of it, so
//! the rows are read without them ([`Difference::by_row_of_kept`]) and such a man is never
//! named. A row that differs only because a man was captured gives no reason.

use std::fmt;

use shakmaty::{Color, File, Role, Square};

use super::difference::Difference;
use crate::eval::{Breakdown, Row, Term, role_name};

/// One positional difference.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Reason {
    /// The row of the `eval` table.
    pub row: Row,
    /// Whose men or king it is about.
    pub side: Color,
    /// The side to move at the root.
    pub mover: Color,
    /// Whether it happens in the candidate's line (else in the best line and not the
    /// candidate's: "does not ...").
    pub in_candidate: bool,
    /// The men it is about, as they stand at the end of the line it happens in.
    pub men: Vec<(Role, Square)>,
    /// For the castling row: the side castled in the better line (rather than moving its king
    /// in the worse one), so the words are about castling done.
    pub castles: bool,
    /// Candidate minus best, root side to move's point of view (centipawns).
    pub value: i32,
}

/// Rows a player reads no reason in: material (told by the ledgers), the tempo (whose turn
/// it is at a line's end) and the adjustments (draw scaling, lone king).
const SILENT: [Row; 3] = [Row::Material, Row::Tempo, Row::Adjustments];

/// Every positional difference of `diff`, seen by `mover`, largest first.
pub fn reasons(diff: &Difference, mover: Color) -> Vec<Reason> {
    let mut out = Vec::new();
    let alone = (diff.alone(true), diff.alone(false));
    for (row, values) in diff.by_row_of_kept() {
        if SILENT.contains(&row) {
            continue;
        }
        for side in [mover, mover.other()] {
            // Best minus candidate from `side`'s own point of view.
            let change = match side {
                Color::White => values.white,
                Color::Black => values.black,
            };
            if change == 0 {
                continue;
            }
            let in_candidate = change > 0;
            let (there, other, gone) = if in_candidate {
                (diff.candidate(), diff.best(), &alone.1)
            } else {
                (diff.best(), diff.candidate(), &alone.0)
            };
            let gone_other = if in_candidate { &alone.0 } else { &alone.1 };
            let mut men = if row == Row::PawnPassed {
                only_in(other, there, row, side)
            } else {
                only_in(there, other, row, side)
            };
            let captured = if row == Row::PawnPassed {
                gone_other
            } else {
                gone
            };
            men.retain(|(_, square)| !captured.contains(square));
            let moved_king = there
                .entries()
                .iter()
                .any(|e| e.color == side && e.term == Term::KingMoved && e.value != 0);
            out.push(Reason {
                row,
                side,
                mover,
                in_candidate,
                men,
                castles: row == Row::KingCastling && !moved_king,
                value: if side == mover { -change } else { change },
            });
        }
    }
    out.sort_by_key(|r| (r.value > 0, -r.value.abs()));
    out
}

/// `side`'s men that score `row` at `here` and whose square scores nothing in it at `there`.
fn only_in(here: &Breakdown, there: &Breakdown, row: Row, side: Color) -> Vec<(Role, Square)> {
    let scoring = |b: &Breakdown| -> Vec<(Role, Square)> {
        let mut men: Vec<(Role, Square)> = b
            .entries()
            .iter()
            .filter(|e| e.color == side && e.value != 0)
            .filter_map(|e| e.man.filter(|m| e.term.row(Some(m.role)) == row))
            .map(|m| (m.role, m.square))
            .collect();
        men.sort_by_key(|(_, sq)| *sq);
        men.dedup();
        men
    };
    let gone = scoring(there);
    scoring(here)
        .into_iter()
        .filter(|m| !gone.contains(m))
        .collect()
}

impl Reason {
    /// "the" for the side to move's men, "White's" or "Black's" for the opponent's.
    fn whose(&self) -> &'static str {
        if self.side == self.mover {
            "the"
        } else {
            self.side.fold_wb("White's", "Black's")
        }
    }

    /// `White` or `Black`.
    fn side_name(&self) -> &'static str {
        self.side.fold_wb("White", "Black")
    }

    /// The files of the pawns named: `c-pawn`, `c- and e-pawns`, `pawns`.
    fn pawns(&self, plural: bool) -> String {
        let mut files: Vec<File> = self
            .men
            .iter()
            .filter(|(role, _)| *role == Role::Pawn)
            .map(|(_, sq)| sq.file())
            .collect();
        files.dedup();
        let names: Vec<String> = files.iter().map(|f| format!("{}-", f.char())).collect();
        let pawns = if plural || names.len() > 1 {
            "pawns"
        } else {
            "pawn"
        };
        match names.as_slice() {
            [] => "pawns".to_owned(),
            [one] => format!("{one}{pawns}"),
            [rest @ .., last] => format!("{} and {last}{pawns}", rest.join(", ")),
        }
    }

    /// The men named, `the bishop on b4 and the knight on c3`, or `men`.
    fn men_text(&self) -> String {
        let named: Vec<String> = self
            .men
            .iter()
            .map(|(role, sq)| format!("{} {} on {sq}", self.whose(), role_name(*role)))
            .collect();
        match named.as_slice() {
            [] => format!("{} men", self.whose()),
            [one] => one.clone(),
            [rest @ .., last] => format!("{} and {last}", rest.join(", ")),
        }
    }

    /// The verb (third person and bare) and its object.
    fn phrase(&self) -> (&'static str, &'static str, String) {
        let whose = self.whose();
        let king = format!("{whose} king");
        match self.row {
            Row::PawnDoubled => ("doubles", "double", format!("{whose} {}", self.pawns(true))),
            Row::PawnIsolated => (
                "leaves",
                "leave",
                format!("{whose} {} isolated", self.pawns(false)),
            ),
            Row::PawnBackward => (
                "leaves",
                "leave",
                format!("{whose} {} backward", self.pawns(false)),
            ),
            Row::PawnBlocked => ("blocks", "block", format!("{whose} {}", self.pawns(false))),
            Row::PawnPassed if self.men.is_empty() => {
                ("weakens", "weaken", format!("{whose} passed pawns"))
            }
            Row::PawnPassed => (
                "gives up",
                "give up",
                format!("{whose} passed {}", self.pawns(false)),
            ),
            Row::PawnAdvance => (
                "weakens",
                "weaken",
                format!("{whose} pawn cover and advance"),
            ),
            Row::Knights | Row::Bishops | Row::Rooks | Row::Queens => (
                "misplaces",
                "misplace",
                format!("{whose} {}", self.row.label().to_lowercase()),
            ),
            Row::KingSafety => ("exposes", "expose", format!("{king} to checks")),
            Row::KingCastling => match (self.side == self.mover, self.castles) {
                (true, false) => ("gives up", "give up", "castling".to_owned()),
                (false, false) => ("costs", "cost", format!("{} castling", self.side_name())),
                (true, true) => ("castles", "castle", String::new()),
                (false, true) => ("lets", "let", format!("{} castle", self.side_name())),
            },
            Row::KingOpenFiles => ("opens", "open", format!("files at {king}")),
            Row::KingTable => ("misplaces", "misplace", king),
            Row::AttackedAndHung => ("leaves", "leave", format!("{} en prise", self.men_text())),
            Row::Material | Row::Tempo | Row::Adjustments => {
                ("changes", "change", format!("{whose} {}", self.row.label()))
            }
        }
    }
}

impl fmt::Display for Reason {
    /// `doubles the c-pawns (-24)`, or `does not double White's c-pawns (-24)`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (verb, bare, object) = self.phrase();
        let value = self.value;
        // Castling done is good for the side: it happens in the better line.
        let happens_in_candidate = self.in_candidate != self.castles;
        let object = if object.is_empty() {
            String::new()
        } else {
            format!(" {object}")
        };
        // A worse placing that does not happen is a better one.
        let better = match self.row {
            Row::Knights | Row::Bishops | Row::Rooks | Row::Queens | Row::KingTable => {
                Some("places")
            }
            Row::PawnAdvance => Some("strengthens"),
            _ => None,
        };
        if happens_in_candidate {
            write!(f, "{verb}{object} ({value:+})")
        } else if better == Some("strengthens") {
            write!(f, "strengthens{object} ({value:+})")
        } else if let Some(better) = better {
            write!(f, "{better}{object} better ({value:+})")
        } else {
            write!(f, "does not {bare}{object} ({value:+})")
        }
    }
}

#[cfg(test)]
mod tests {
    use shakmaty::Color;

    use super::reasons;
    use crate::compare::Difference;
    use crate::compare::test_lines::end;
    use crate::eval::Row;
    use crate::game::parse_fen;

    #[test]
    fn doubled_pawns_and_castling_are_told_in_words_with_the_files() {
        // Bxc6 bxc6 doubles Black's c-pawns; O-O castles instead.
        let root = parse_fen("r1bqkbnr/p1pp1ppp/1pn5/1B2p3/4P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 0 4")
            .unwrap();
        let (best, best_tracks) = end(&root, &["b5c6", "d7c6"]);
        let (cand, cand_tracks) = end(&root, &["e1g1", "g8f6"]);
        let diff = Difference::new(Color::White, (best, &best_tracks), (cand, &cand_tracks));
        let all = reasons(&diff, Color::White);
        let texts: Vec<String> = all.iter().map(ToString::to_string).collect();
        let doubled = all
            .iter()
            .find(|r| r.row == Row::PawnDoubled)
            .expect("the c-pawns are doubled in the best line only");
        assert!(!doubled.in_candidate);
        assert_eq!(doubled.side, Color::Black);
        assert!(
            doubled
                .to_string()
                .starts_with("does not double Black's c-pawns ("),
            "{texts:?}"
        );
        assert!(
            texts.iter().any(|t| t.starts_with("castles (+")),
            "{texts:?}"
        );
        for text in &texts {
            assert!(
                !text.contains("doubled -") && !text.contains("castling -"),
                "{text}"
            );
        }
    }

    #[test]
    fn a_row_that_changed_only_because_a_man_was_captured_gives_no_reason() {
        // The c3 knight walks to c5, where the b6 pawn takes it (or, for Black, the c6 knight
        // to c4, taken by the b3 pawn); the other knight stands where it stood in both lines.
        for (fen, mover, best, candidate) in [
            (
                "4k3/pp6/1p6/8/8/2N2N2/PP6/4K3 w - - 0 1",
                Color::White,
                ["e1e2", "e8e7"].as_slice(),
                ["c3a4", "e8e7", "a4c5", "b6c5"].as_slice(),
            ),
            (
                "4k3/pp6/2n2n2/8/8/1P6/PP6/4K3 b - - 0 1",
                Color::Black,
                &["e8e7", "e1e2"],
                &["c6a5", "e1e2", "a5c4", "b3c4"],
            ),
        ] {
            let root = parse_fen(fen).unwrap();
            let (b, b_tracks) = end(&root, best);
            let (c, c_tracks) = end(&root, candidate);
            let diff = Difference::new(mover, (b, &b_tracks), (c, &c_tracks));
            let all = reasons(&diff, mover);
            let texts: Vec<String> = all.iter().map(ToString::to_string).collect();
            // At most what the knight left standing scores differently (a point or two).
            assert!(
                all.iter()
                    .filter(|r| r.row == Row::Knights && r.side == mover)
                    .all(|r| r.value.abs() < 5 && r.men.is_empty()),
                "{texts:?}"
            );
        }
    }
}
