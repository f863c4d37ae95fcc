//! Threat rows (spec 2.3 and 5.2): every capture each side could make now, with its base
//! value, local value (0.9 for the side to move, 0.7 for the other), whether it is defended
//! (by playing it on the board and looking for a recapture, x-rays opened by the capture
//! included), and whether it is potent. Attacks on a king are check rows: vital, no value.

use shakmaty::{Bitboard, Board, Color, Move, Position, Role, Square, attacks};

use super::guard::guard_piece_value;
use crate::eval::Man;

/// Side-to-move factor ("initiative offset"): 0.9 for the mover, 0.7 for the other side.
pub fn initiative(side: Color, turn: Color) -> f64 {
    if side == turn { 0.9 } else { 0.7 }
}

/// One attacker/target pair.
#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct ThreatRow {
    /// The threatening side.
    #[serde(serialize_with = "crate::advisors::report::serialize_color")]
    pub side: Color,
    /// The attacking man.
    pub attacker: Man,
    /// The attacked man (for en passant, the pawn that would be taken).
    pub target: Man,
    /// The target is the king: a check row, vital, without value, outside the totals.
    pub check: bool,
    /// The capture is en passant.
    pub en_passant: bool,
    /// What removing (or, in crazyhouse, taking) the target is worth to the side.
    pub base: f64,
    /// `base` times the side-to-move factor.
    pub local: f64,
    /// Some enemy man could recapture.
    pub defended: bool,
    /// Whether the threat is obviously potent.
    pub potent: bool,
    /// Its potent value (0 when not potent; the non-mover's already times 0.7).
    pub potent_value: f64,
}

/// The value of a target beyond its material, supplied by the report (mobility, Stanback).
pub trait VictimValue {
    /// The value of the man on `square` for the threat's base.
    fn of(&self, man: Man) -> f64;
}

/// Where a pocketed capture goes: the role the capturer would get (pawn for promoted men).
pub struct Possession {
    /// Promoted men (they go to the pocket as pawns).
    pub promoted: Bitboard,
}

/// Every threat row of both sides of `pos`, mover first, then by attacker and target square.
pub fn threat_rows<P: Position>(
    pos: &P,
    victims: &dyn VictimValue,
    possession: Option<&Possession>,
) -> Vec<ThreatRow> {
    let board = pos.board();
    let turn = pos.turn();
    let occupied = board.occupied();
    let mut rows = Vec::new();
    for side in [turn, turn.other()] {
        let enemy = side.other();
        for (from, piece) in board.iter().filter(|(_, p)| p.color == side) {
            let reach = attacks::attacks(from, piece, occupied) & board.by_color(enemy);
            for to in reach {
                let Some(victim) = board.role_at(to) else {
                    continue;
                };
                let attacker = Man {
                    color: side,
                    role: piece.role,
                    square: from,
                };
                let target = Man {
                    color: enemy,
                    role: victim,
                    square: to,
                };
                if victim == Role::King {
                    rows.push(check_row(side, attacker, target));
                    continue;
                }
                let defended = is_defended(board, side, from, to, None);
                if piece.role == Role::King && defended {
                    continue;
                }
                let base = base_value(victims, target, possession);
                rows.push(row(side, turn, attacker, target, base, defended, false));
            }
        }
        if side == turn {
            rows.extend(en_passant_rows(pos, victims, possession));
        }
    }
    mark_potent(&mut rows, turn);
    rows
}

fn check_row(side: Color, attacker: Man, target: Man) -> ThreatRow {
    ThreatRow {
        side,
        attacker,
        target,
        check: true,
        en_passant: false,
        base: 0.0,
        local: 0.0,
        defended: false,
        potent: true,
        potent_value: 0.0,
    }
}

fn row(
    side: Color,
    turn: Color,
    attacker: Man,
    target: Man,
    base: f64,
    defended: bool,
    en_passant: bool,
) -> ThreatRow {
    ThreatRow {
        side,
        attacker,
        target,
        check: false,
        en_passant,
        base,
        local: initiative(side, turn) * base,
        defended,
        potent: false,
        potent_value: 0.0,
    }
}

/// Material (plus the report's additions), doubled in crazyhouse by the piece that changes
/// hands (a pawn for a promoted man).
fn base_value(victims: &dyn VictimValue, target: Man, possession: Option<&Possession>) -> f64 {
    let own = victims.of(target);
    match possession {
        None => own,
        Some(p) => {
            let pocketed = if p.promoted.contains(target.square) {
                Role::Pawn
            } else {
                target.role
            };
            own + f64::from(guard_piece_value(pocketed))
        }
    }
}

/// En passant rows of the side to move, for legal captures only.
fn en_passant_rows<P: Position>(
    pos: &P,
    victims: &dyn VictimValue,
    possession: Option<&Possession>,
) -> Vec<ThreatRow> {
    let turn = pos.turn();
    pos.legal_moves()
        .into_iter()
        .filter_map(|m| match m {
            Move::EnPassant { from, to } => Some((from, to)),
            _ => None,
        })
        .map(|(from, to)| {
            let passed = Square::from_coords(to.file(), from.rank());
            let attacker = Man {
                color: turn,
                role: Role::Pawn,
                square: from,
            };
            let target = Man {
                color: turn.other(),
                role: Role::Pawn,
                square: passed,
            };
            let defended = is_defended(pos.board(), turn, from, to, Some(passed));
            let base = base_value(victims, target, possession);
            row(turn, turn, attacker, target, base, defended, true)
        })
        .collect()
}

/// Whether the enemy could recapture on `to` after `side` captures there from `from`
/// (`passed`: the square of a pawn taken en passant). The capture is played on the occupancy,
/// so lines it opens count. An enemy king counts only if, once it has recaptured, no other man
/// of `side` controls the square.
pub fn is_defended(
    board: &Board,
    side: Color,
    from: Square,
    to: Square,
    passed: Option<Square>,
) -> bool {
    let enemy = side.other();
    let mut occupied = (board.occupied() ^ Bitboard::from(from)) | Bitboard::from(to);
    let mut removed = Bitboard::from(to);
    if let Some(p) = passed {
        occupied ^= Bitboard::from(p);
        removed |= Bitboard::from(p);
    }
    let defenders = board.attacks_to(to, enemy, occupied) & board.by_color(enemy) & !removed;
    if defenders.is_empty() {
        return false;
    }
    let kings = defenders & board.kings();
    if defenders != kings {
        return true;
    }
    // Only the king defends: after Kx(to), does another man of `side` still hit the square?
    let king = kings.first().map_or(Bitboard::EMPTY, Bitboard::from);
    let after = occupied ^ king;
    let support = board.attacks_to(to, side, after) & board.by_color(side) & !Bitboard::from(from);
    support.is_empty()
}

/// Potency (spec 5.2): for the mover, undefended or worth more than the attacker (no
/// discount); for the non-mover (the paper's rule), a cheaper attacker whose own square the
/// mover does not potently threaten, valued at 0.7 times the same arithmetic.
fn mark_potent(rows: &mut [ThreatRow], turn: Color) {
    let value = |m: &Man| f64::from(guard_piece_value(m.role));
    for r in rows.iter_mut().filter(|r| r.side == turn && !r.check) {
        let pv = if r.defended {
            r.base - value(&r.attacker)
        } else {
            r.base
        };
        r.potent = pv > 0.0;
        r.potent_value = if r.potent { pv } else { 0.0 };
    }
    let threatened: Vec<Square> = rows
        .iter()
        .filter(|r| r.side == turn && r.potent && !r.check)
        .map(|r| r.target.square)
        .collect();
    for r in rows.iter_mut().filter(|r| r.side != turn && !r.check) {
        let cheaper = value(&r.attacker) < value(&r.target);
        r.potent = cheaper && !threatened.contains(&r.attacker.square);
        let pv = if r.defended {
            r.base - value(&r.attacker)
        } else {
            r.base
        };
        r.potent_value = if r.potent { 0.7 * pv } else { 0.0 };
    }
}
