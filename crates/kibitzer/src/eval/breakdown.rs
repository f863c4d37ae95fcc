//! [`Breakdown`]: the recorded evaluation, summed any way a person wants to read it: by term,
//! by table row, by piece kind, by square, by side, and man by man with sub-terms.

use std::collections::BTreeMap;

use serde::Serialize;
use shakmaty::{Board, ByColor, Color, Role, Square};

use super::sink::{Entry, Man};
use super::term::{Row, Term};
use crate::Score;

/// A pair of per-side values, each from its own side's point of view.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize)]
pub struct SideValues {
    /// White's sum (positive is good for White).
    pub white: i32,
    /// Black's sum (positive is good for Black).
    pub black: i32,
}

impl SideValues {
    /// White minus Black: the White point of view.
    pub const fn net(self) -> i32 {
        self.white - self.black
    }

    fn add(&mut self, color: Color, value: i32) {
        match color {
            Color::White => self.white += value,
            Color::Black => self.black += value,
        }
    }
}

/// One man's value and the non-zero sub-terms it is the exact sum of.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct ManValue {
    /// The man.
    #[serde(flatten)]
    pub man: Man,
    /// Its total (the original's per-square value).
    pub value: i32,
    /// Its non-zero sub-terms in evaluation order.
    #[serde(serialize_with = "serialize_terms")]
    pub terms: Vec<(Term, i32)>,
}

fn serialize_terms<S: serde::Serializer>(terms: &[(Term, i32)], s: S) -> Result<S::Ok, S::Error> {
    use serde::ser::SerializeMap;
    let mut map = s.serialize_map(Some(terms.len()))?;
    for (term, value) in terms {
        map.serialize_entry(term.name(), value)?;
    }
    map.end()
}

/// The Stanback evaluation of one position, term by term.
#[derive(Clone, Debug)]
pub struct Breakdown {
    turn: Color,
    stage: i32,
    hung: ByColor<i32>,
    lone_king: bool,
    entries: Vec<Entry>,
    men: Vec<ManValue>,
}

impl Breakdown {
    pub(super) fn new(
        board: &Board,
        turn: Color,
        stage: i32,
        hung: ByColor<i32>,
        lone_king: bool,
        entries: Vec<Entry>,
    ) -> Breakdown {
        let mut men = Vec::with_capacity(32);
        for color in Color::ALL {
            let own = board.by_color(color);
            let king = own & board.kings();
            for square in king.into_iter().chain(own & !king) {
                let role = board.role_at(square).unwrap_or(Role::Pawn);
                let man = Man {
                    color,
                    role,
                    square,
                };
                let terms: Vec<(Term, i32)> = entries
                    .iter()
                    .filter(|e| e.man == Some(man))
                    .map(|e| (e.term, e.value))
                    .collect();
                let value = terms.iter().map(|(_, v)| v).sum();
                men.push(ManValue { man, value, terms });
            }
        }
        Breakdown {
            turn,
            stage,
            hung,
            lone_king,
            entries,
            men,
        }
    }

    /// The side to move.
    pub const fn turn(&self) -> Color {
        self.turn
    }

    /// The stage, 0 (opening) .. 10 (ending).
    pub const fn stage(&self) -> i32 {
        self.stage
    }

    /// Hung counters (hung men, trapped men twice, pins found by the enemy's line scans).
    pub fn hung(&self) -> SideValues {
        SideValues {
            white: self.hung.white,
            black: self.hung.black,
        }
    }

    /// Whether the lone-king routine replaced the evaluation.
    pub const fn lone_king(&self) -> bool {
        self.lone_king
    }

    /// Every recorded contribution in evaluation order.
    pub fn entries(&self) -> &[Entry] {
        &self.entries
    }

    /// Every man, White first, each side king first and then by square a1..h8.
    pub fn men(&self) -> &[ManValue] {
        &self.men
    }

    /// The score for the side to move: equal to `evaluate` by construction.
    pub fn score(&self) -> Score {
        let side = self.by_side();
        Score::cp(match self.turn {
            Color::White => side.net(),
            Color::Black => -side.net(),
        })
    }

    /// The score from White's point of view.
    pub fn white_score(&self) -> i32 {
        self.by_side().net()
    }

    /// Everything each side scored.
    pub fn by_side(&self) -> SideValues {
        let mut sum = SideValues::default();
        for e in &self.entries {
            sum.add(e.color, e.value);
        }
        sum
    }

    /// Per-side sums of every term that occurs, in [`Term::ALL`] order.
    pub fn by_term(&self) -> BTreeMap<Term, SideValues> {
        let mut map = BTreeMap::new();
        for e in &self.entries {
            map.entry(e.term)
                .or_insert_with(SideValues::default)
                .add(e.color, e.value);
        }
        map
    }

    /// Per-side sums of every row of the `eval` table (all rows, zero ones included).
    pub fn by_row(&self) -> Vec<(Row, SideValues)> {
        self.by_row_except(&[])
    }

    /// [`Breakdown::by_row`] without what the men standing on `left_out` score themselves
    /// (side terms stay).
    pub fn by_row_except(&self, left_out: &[Square]) -> Vec<(Row, SideValues)> {
        let mut rows: Vec<(Row, SideValues)> = Row::ALL
            .iter()
            .map(|&r| (r, SideValues::default()))
            .collect();
        let kept = |e: &&Entry| e.man.is_none_or(|m| !left_out.contains(&m.square));
        for e in self.entries.iter().filter(kept) {
            let row = e.term.row(e.man.map(|m| m.role));
            if let Some(slot) = rows.iter_mut().find(|(r, _)| *r == row) {
                slot.1.add(e.color, e.value);
            }
        }
        rows
    }

    /// Per-side sums of the men of each kind (side terms such as material are not included).
    pub fn by_role(&self) -> Vec<(Role, SideValues)> {
        Role::ALL
            .iter()
            .map(|&role| {
                let mut sum = SideValues::default();
                for m in self.men.iter().filter(|m| m.man.role == role) {
                    sum.add(m.man.color, m.value);
                }
                (role, sum)
            })
            .collect()
    }

    /// The value of the man on each square from White's point of view (0 where empty), indexed
    /// by square (a1 = 0).
    pub fn by_square(&self) -> [i32; 64] {
        let mut squares = [0; 64];
        for m in &self.men {
            squares[m.man.square.to_usize()] += match m.man.color {
                Color::White => m.value,
                Color::Black => -m.value,
            };
        }
        squares
    }

    /// The squares of the men that contributed to `row` (for a board overlay).
    pub fn squares_of_row(&self, row: Row) -> Vec<Square> {
        let mut squares: Vec<Square> = self
            .entries
            .iter()
            .filter(|e| e.term.row(e.man.map(|m| m.role)) == row)
            .filter_map(|e| e.man.map(|m| m.square))
            .collect();
        squares.dedup();
        squares
    }
}
