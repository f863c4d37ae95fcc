//! Where the evaluation reports its terms. The search passes `()`, which ignores them;
//! the breakdown passes a recording sink. Both see the very same calls, so the number the search
//! maximises and the table a person reads cannot disagree.

use serde::Serialize;
use shakmaty::{Bitboard, Color, Role, Square};

use super::term::Term;

/// A man on the board: the unit the original scores and the per-man list shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub struct Man {
    /// Its colour.
    #[serde(serialize_with = "serialize_color")]
    pub color: Color,
    /// Its kind.
    #[serde(serialize_with = "serialize_role")]
    pub role: Role,
    /// Where it stands.
    #[serde(serialize_with = "serialize_square")]
    pub square: Square,
}

#[allow(clippy::trivially_copy_pass_by_ref)] // serde passes fields by reference
fn serialize_color<S: serde::Serializer>(color: &Color, s: S) -> Result<S::Ok, S::Error> {
    s.serialize_str(color.fold_wb("white", "black"))
}

#[allow(clippy::trivially_copy_pass_by_ref)] // serde passes fields by reference
fn serialize_role<S: serde::Serializer>(role: &Role, s: S) -> Result<S::Ok, S::Error> {
    s.serialize_str(role_name(*role))
}

#[allow(clippy::trivially_copy_pass_by_ref)] // serde passes fields by reference
fn serialize_square<S: serde::Serializer>(square: &Square, s: S) -> Result<S::Ok, S::Error> {
    s.collect_str(square)
}

/// The lower-case English name of a role.
pub const fn role_name(role: Role) -> &'static str {
    match role {
        Role::Pawn => "pawn",
        Role::Knight => "knight",
        Role::Bishop => "bishop",
        Role::Rook => "rook",
        Role::Queen => "queen",
        Role::King => "king",
    }
}

/// Receives every term of one evaluation. Values are from the owner's point of view:
/// positive is good for `color` (or for the man's colour).
pub trait Sink {
    /// A term scored by one man.
    fn man(&mut self, man: Man, term: Term, value: i32);
    /// A term scored by a side as a whole (material, tempo, adjustments).
    fn side(&mut self, color: Color, term: Term, value: i32);

    /// The same `term` for the men of `color` and `role` on `squares`, `value(square)` each,
    /// `total` in all: a sink that only adds takes the total at once, where reporting the men
    /// one by one with [`Sink::man`] (what this does unless a sink says otherwise) would visit
    /// every man.
    #[inline]
    fn men(
        &mut self,
        color: Color,
        role: Role,
        squares: Bitboard,
        term: Term,
        total: i32,
        value: impl Fn(Square) -> i32,
    ) {
        let _ = total;
        for square in squares {
            let man = Man {
                color,
                role,
                square,
            };
            self.man(man, term, value(square));
        }
    }
}

/// The sink of the search: it ignores every term (the evaluation keeps the sums itself).
impl Sink for () {
    #[inline]
    fn man(&mut self, _man: Man, _term: Term, _value: i32) {}

    #[inline]
    fn side(&mut self, _color: Color, _term: Term, _value: i32) {}

    #[inline]
    fn men(
        &mut self,
        _color: Color,
        _role: Role,
        _squares: Bitboard,
        _term: Term,
        _total: i32,
        _value: impl Fn(Square) -> i32,
    ) {
    }
}

/// One recorded contribution.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Entry {
    /// The side that scores it.
    pub color: Color,
    /// The man that scores it, or none for side terms.
    pub man: Option<Man>,
    /// What it is.
    pub term: Term,
    /// How much, from `color`'s point of view.
    pub value: i32,
}

/// The sink of the breakdown: records every non-zero contribution in order.
#[derive(Clone, Debug, Default)]
pub struct RecordingSink {
    /// Everything reported, in evaluation order.
    pub entries: Vec<Entry>,
}

impl Sink for RecordingSink {
    fn man(&mut self, man: Man, term: Term, value: i32) {
        if value != 0 {
            self.entries.push(Entry {
                color: man.color,
                man: Some(man),
                term,
                value,
            });
        }
    }

    fn side(&mut self, color: Color, term: Term, value: i32) {
        if value != 0 {
            self.entries.push(Entry {
                color,
                man: None,
                term,
                value,
            });
        }
    }
}
