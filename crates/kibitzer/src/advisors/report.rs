//! [`AdvisorReport`]: everything the advisors say about one position (threat rows, totals,
//! the guard map from both points of view, possess), computed by [`advise`].

use serde::Serialize;
use shakmaty::{Color, Position, Role, attacks};

use super::guard::{GuardMap, guard_piece_value};
use super::possess::{Possess, PossessMode, possess};
use super::threats::{Possession, ThreatRow, VictimValue, threat_rows};
use super::totals::{GlobalRule, ThreatTotals, totals};
use crate::History;
use crate::eval::{Man, breakdown};

/// Centipawns per quiet move of a target when victims are valued with mobility.
pub const VICTIM_MOBILITY_WEIGHT: f64 = 10.0;

/// Choices the spec leaves open.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct AdvisorOptions {
    /// How the global threat is credited.
    pub global: GlobalRule,
    /// How pieces in hand are averaged.
    pub possess: PossessMode,
    /// Add the target's mobility (quiet moves, 10 cp each) to its value.
    pub victim_mobility: bool,
    /// Add the target's Stanback per-man value ("value from the other advisors").
    pub victim_stanback: bool,
}

/// The advisors' view of one position.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct AdvisorReport {
    /// Side to move.
    #[serde(serialize_with = "serialize_color")]
    pub turn: Color,
    /// Every threat row, mover first.
    pub threats: Vec<ThreatRow>,
    /// Local, global and potent threat per side and net.
    pub totals: ThreatTotals,
    /// Guard values from White's point of view, rank 8 first, files a to h.
    pub guard_white: [[i32; 8]; 8],
    /// Guard values from the side to move's point of view, same layout.
    pub guard_side_to_move: [[i32; 8]; 8],
    /// Pieces in hand (crazyhouse only).
    pub possess: Option<Possess>,
}

/// Serializes a colour as "white" / "black".
#[allow(clippy::trivially_copy_pass_by_ref)] // serde passes fields by reference
pub fn serialize_color<S: serde::Serializer>(color: &Color, s: S) -> Result<S::Ok, S::Error> {
    s.serialize_str(color.fold_wb("white", "black"))
}

/// Victim values: material, plus mobility and the Stanback per-man value on request.
struct Victims {
    material_only: bool,
    mobility: Option<shakmaty::Board>,
    stanback: Vec<(Man, i32)>,
}

impl VictimValue for Victims {
    fn of(&self, man: Man) -> f64 {
        let mut value = f64::from(guard_piece_value(man.role));
        if self.material_only {
            return value;
        }
        if let Some(board) = &self.mobility {
            value += VICTIM_MOBILITY_WEIGHT * f64::from(quiet_moves(board, man));
        }
        if let Some((_, v)) = self.stanback.iter().find(|(m, _)| *m == man) {
            value += f64::from(*v);
        }
        value
    }
}

/// Quiet (non-capturing) destinations of `man`, pseudo-legal.
fn quiet_moves(board: &shakmaty::Board, man: Man) -> u32 {
    let empty = !board.occupied();
    let targets = match man.role {
        Role::Pawn => {
            let step = if man.color == Color::White { 8 } else { -8 };
            let one = man.square.offset(step).filter(|s| empty.contains(*s));
            let start = man.square.rank() == man.color.relative_rank(shakmaty::Rank::Second);
            let two = one
                .and_then(|s| s.offset(step))
                .filter(|s| start && empty.contains(*s));
            return u32::from(one.is_some()) + u32::from(two.is_some());
        }
        _ => attacks::attacks(man.square, man.role.of(man.color), board.occupied()),
    };
    (targets & empty).count() as u32
}

/// What the advisors say about `pos` (standard chess or crazyhouse).
pub fn advise<P: Position>(pos: &P, history: History, options: AdvisorOptions) -> AdvisorReport {
    let board = pos.board();
    let turn = pos.turn();
    let stanback = if options.victim_stanback {
        stanback_values(board, turn, history)
    } else {
        Vec::new()
    };
    let victims = Victims {
        material_only: !options.victim_mobility && !options.victim_stanback,
        mobility: options.victim_mobility.then(|| board.clone()),
        stanback,
    };
    let possession = pos.pockets().map(|_| Possession {
        promoted: pos.promoted(),
    });
    let threats = threat_rows(pos, &victims, possession.as_ref());
    let totals = totals(&threats, turn, options.global);
    let guard = GuardMap::new(board);
    AdvisorReport {
        turn,
        totals,
        guard_white: guard.grid(Color::White),
        guard_side_to_move: guard.grid(turn),
        possess: pos.pockets().map(|p| possess(board, p, options.possess)),
        threats,
    }
}

/// The Stanback per-man values of `board`.
fn stanback_values(board: &shakmaty::Board, turn: Color, history: History) -> Vec<(Man, i32)> {
    let mut setup = shakmaty::Setup::empty();
    setup.board = board.clone();
    setup.turn = turn;
    match setup.position::<shakmaty::Chess>(shakmaty::CastlingMode::Standard) {
        Ok(pos) => breakdown(&pos, history)
            .men()
            .iter()
            .map(|m| (m.man, m.value))
            .collect(),
        Err(_) => Vec::new(),
    }
}
