//! One motif found in a line: its theme, the ply and side that make it, the men and squares
//! involved, and its description in a coach's English.

use shakmaty::{Color, Square};

use super::theme::Theme;
use super::words::{the_man, the_men};
use crate::eval::{Man, role_name};

/// A motif made by one move of the line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Motif {
    /// What it is.
    pub theme: Theme,
    /// The index in the line of the move that makes it (for mate in N, the mating side's
    /// first move; for a hanging piece, the capture).
    pub ply: usize,
    /// The side that makes it (the side that gains by it).
    pub side: Color,
    /// That move in SAN, with its check or mate sign.
    pub san: String,
    /// The man that move moved, where it stands after it (a promoted pawn as its piece).
    pub moved: Man,
    /// The man that does it, where it stands after the move (for a hanging piece: the
    /// capturer, where it stood before taking).
    pub actor: Option<Man>,
    /// The men it is done to, the most important first: the forked men, the pinned man, the
    /// skewered man, the hanging man, the mated king.
    pub targets: Vec<Man>,
    /// Other men that matter: the king or queen behind a pin, the man behind a skewer, the
    /// men a hanging man's defence relied on, the man that uncovers an attack.
    pub others: Vec<Man>,
    /// Squares that matter: the square a defender guarded, a promotion square, the square
    /// a man was lured to.
    pub squares: Vec<Square>,
}

impl Motif {
    /// Every man involved: the actor, the targets, the others.
    pub fn men(&self) -> Vec<Man> {
        self.actor
            .iter()
            .chain(&self.targets)
            .chain(&self.others)
            .copied()
            .collect()
    }

    /// "Bb5" when the actor is the man the move moved, else "after Nd5, the bishop on b5".
    fn lead(&self, actor: &str) -> String {
        if self.actor.is_none_or(|a| a == self.moved) {
            self.san.clone()
        } else {
            format!("after {}, {actor}", self.san)
        }
    }

    /// A coach's sentence: "a fork: Nc7+ attacks the king on e8 and the rook on a8".
    pub fn describe(&self) -> String {
        let san = &self.san;
        let actor = self.actor.as_ref().map_or_else(String::new, the_man);
        let targets = the_men(&self.targets);
        let first = self.targets.first().map_or_else(String::new, the_man);
        let other = self.others.first().map_or_else(String::new, the_man);
        let square = self
            .squares
            .first()
            .map_or_else(String::new, ToString::to_string);
        match self.theme {
            Theme::HangingPiece => {
                let defence = if self.others.is_empty() {
                    "defended by nothing".to_owned()
                } else {
                    format!("its defence by {} does not hold", the_men(&self.others))
                };
                format!("{first} hangs: {san} takes it ({defence})")
            }
            Theme::Fork => format!("a fork: {san} attacks {targets}"),
            Theme::Pin => format!(
                "a pin: {} pins {first} to the {}",
                self.lead(&actor),
                self.others.first().map_or("king", |m| role_name(m.role))
            ),
            Theme::Skewer => {
                format!("a skewer: {san} attacks {first} and, behind it, {other}")
            }
            Theme::DiscoveredAttack => {
                format!("a discovered attack: {san} uncovers {actor} against {targets}")
            }
            Theme::DiscoveredCheck => {
                format!("a discovered check: {san} uncovers a check from {actor}")
            }
            Theme::DoubleCheck => format!(
                "a double check: {san} checks with {}",
                the_men(&self.others)
            ),
            Theme::MateIn(n) => format!("mate in {n}, starting with {san}"),
            Theme::BackRankMate => {
                format!("a back-rank mate: {san} mates {first}, walled in by its own men")
            }
            Theme::SmotheredMate => {
                format!("a smothered mate: {san} mates {first}, smothered by its own men")
            }
            Theme::TrappedPiece => {
                format!("a trapped piece: after {san}, {first} has no safe square")
            }
            Theme::CapturingDefender => {
                format!("capturing the defender: {san} removes {first}, which defended {other}")
            }
            Theme::Deflection => {
                format!("a deflection: {san} draws {first} away from the defence of {square}")
            }
            Theme::Attraction => format!("an attraction: {san} lures {first} to {square}"),
            Theme::Promotion => format!("a promotion: {san}"),
            Theme::XRay => format!(
                "an x-ray: {san} takes on {square} with {actor}, which stood behind {other}"
            ),
            Theme::Interference => {
                format!("an interference: {san} cuts {other} off from {first}, which it defended")
            }
            Theme::Sacrifice => format!(
                "a sacrifice: {san} gives up the {}",
                self.actor.map_or("man", |m| role_name(m.role))
            ),
            Theme::EnPassant => format!("en passant: {san} takes {first}"),
            Theme::AdvancedPawn => format!("an advanced pawn: {san} reaches the seventh rank"),
        }
    }
}

/// The JSON form: `theme` (the Lichess key), `name`, `ply`, `side` (`"white"`/`"black"`),
/// `san`, `moved` (a man), `actor` (a man or null), `targets`, `others`, `squares` (names) and
/// `description`.
impl serde::Serialize for Motif {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeStruct;
        let squares: Vec<String> = self.squares.iter().map(ToString::to_string).collect();
        let mut out = s.serialize_struct("Motif", 11)?;
        out.serialize_field("theme", &self.theme.key())?;
        out.serialize_field("name", &self.theme.name())?;
        out.serialize_field("ply", &self.ply)?;
        out.serialize_field("side", self.side.fold_wb("white", "black"))?;
        out.serialize_field("san", &self.san)?;
        out.serialize_field("moved", &self.moved)?;
        out.serialize_field("actor", &self.actor)?;
        out.serialize_field("targets", &self.targets)?;
        out.serialize_field("others", &self.others)?;
        out.serialize_field("squares", &squares)?;
        out.serialize_field("description", &self.describe())?;
        out.end()
    }
}
