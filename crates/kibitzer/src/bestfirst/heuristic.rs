//! The two estimates of Harris's search (spec 5.4): `h`, the static value of a position
//! (White's point of view), and the per-player search heuristic `d` (`dW`, `dB`): how much
//! each side's pending tactics could still change `h`. `d` is never summed over the players,
//! so equal threats on both sides do not cancel.

use shakmaty::{Bitboard, Chess, Color, Position, Rank, Role, attacks};

use crate::History;
use crate::Score;
use crate::advisors::{guard_piece_value, initiative, is_defended};

/// What `h` is.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "lowercase")]
pub enum HValue {
    /// The Stanback evaluation (the default).
    #[default]
    Stanback,
    /// Material only (P 100, N 300, B 325, R 500, Q 900): reproduces the spec's traces.
    Material,
}

/// What `d` looks at.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "lowercase")]
pub enum DMode {
    /// Captures, promotions, checks and attacks on a boxed-in king.
    #[default]
    Full,
    /// Capture threats only (the spec's test configuration).
    Captures,
}

/// `h` of `pos` from White's point of view (material or Stanback; no mate handling here).
pub fn static_value(pos: &Chess, history: History, h: HValue) -> i32 {
    match h {
        HValue::Stanback => crate::eval::evaluate(pos, history)
            .for_white(pos.turn())
            .centipawns(),
        HValue::Material => {
            let board = pos.board();
            let side = |c: Color| -> i32 {
                [
                    Role::Pawn,
                    Role::Knight,
                    Role::Bishop,
                    Role::Rook,
                    Role::Queen,
                ]
                .iter()
                .map(|&r| {
                    guard_piece_value(r) * (board.by_color(c) & board.by_role(r)).count() as i32
                })
                .sum()
            };
            side(Color::White) - side(Color::Black)
        }
    }
}

/// `h` of a position without legal moves: mate (White's point of view, shorter is larger)
/// or 0 for stalemate.
pub fn terminal_value(pos: &Chess, ply: u32) -> i32 {
    if !pos.is_check() {
        return 0;
    }
    let mated = Score::MATE - ply as i32;
    if pos.turn().is_white() { -mated } else { mated }
}

/// Best capture threat of `side`: the victim's value if undefended, else what it is worth
/// beyond the attacker (Pell's potency value).
fn capture_threat(pos: &Chess, side: Color) -> f64 {
    let board = pos.board();
    let occupied = board.occupied();
    let mut best = 0i32;
    for (from, piece) in board.iter().filter(|(_, p)| p.color == side) {
        for to in
            attacks::attacks(from, piece, occupied) & board.by_color(side.other()) & !board.kings()
        {
            let Some(victim) = board.role_at(to) else {
                continue;
            };
            let value = if is_defended(board, side, from, to, None) {
                if piece.role == Role::King {
                    continue;
                }
                (guard_piece_value(victim) - guard_piece_value(piece.role)).max(0)
            } else {
                guard_piece_value(victim)
            };
            best = best.max(value);
        }
    }
    f64::from(best)
}

/// 800 if `side` has a pawn on its seventh rank with an empty promotion square.
fn promotion_threat(pos: &Chess, side: Color) -> f64 {
    let board = pos.board();
    let seventh = Bitboard::from_rank(side.relative_rank(Rank::Seventh));
    let pawns = board.by_color(side) & board.pawns() & seventh;
    let step = if side.is_white() { 8 } else { -8 };
    let free = pawns.into_iter().any(|sq| {
        sq.offset(step)
            .is_some_and(|t| !board.occupied().contains(t))
    });
    if free {
        f64::from(guard_piece_value(Role::Queen) - guard_piece_value(Role::Pawn))
    } else {
        0.0
    }
}

/// 50 if `side` has a move that gives check (for the side not to move: as if it were to move).
fn check_threat(pos: &Chess, side: Color) -> f64 {
    let view = if pos.turn() == side {
        Some(pos.clone())
    } else {
        pos.clone().swap_turn().ok()
    };
    let Some(view) = view else { return 0.0 };
    let checks = view.legal_moves().into_iter().any(|m| {
        let mut after = view.clone();
        after.play_unchecked(m);
        after.is_check()
    });
    if checks { 50.0 } else { 0.0 }
}

/// Harris's sacrifice licence: the enemy king has at most one safe flight square and k >= 3 of
/// `side`'s men control its zone: min(900, 300 (k - 2)).
fn king_threat(pos: &Chess, side: Color) -> f64 {
    let board = pos.board();
    let Some(king) = board.king_of(side.other()) else {
        return 0.0;
    };
    let occupied = board.occupied();
    let zone = attacks::king_attacks(king).with(king);
    let attacked_by_side =
        |sq| !(board.attacks_to(sq, side, occupied) & board.by_color(side)).is_empty();
    let flights = (attacks::king_attacks(king) & !board.by_color(side.other()))
        .into_iter()
        .filter(|&sq| !attacked_by_side(sq))
        .count();
    let attackers = board
        .iter()
        .filter(|(sq, p)| {
            p.color == side && !(attacks::attacks(*sq, *p, occupied) & zone).is_empty()
        })
        .count() as i32;
    if flights <= 1 && attackers >= 3 {
        f64::from((300 * (attackers - 2)).min(900))
    } else {
        0.0
    }
}

/// `d` for `side` in `pos`.
pub fn search_heuristic(pos: &Chess, side: Color, mode: DMode) -> f64 {
    let tau = match mode {
        DMode::Captures => capture_threat(pos, side),
        DMode::Full => capture_threat(pos, side)
            .max(promotion_threat(pos, side))
            .max(check_threat(pos, side))
            .max(king_threat(pos, side)),
    };
    let mut d = initiative(side, pos.turn()) * tau;
    if pos.turn() != side && pos.is_check() {
        d = d.max(100.0);
    }
    d
}

#[cfg(test)]
mod tests {
    use super::{DMode, HValue, search_heuristic, static_value};
    use crate::History;
    use crate::game::parse_fen;
    use shakmaty::Color;

    #[test]
    fn h1_root_values() {
        let pos = parse_fen("4k3/8/2p5/3q4/4P3/8/8/4K3 w - - 0 1").unwrap();
        assert_eq!(
            static_value(&pos, History::default(), HValue::Material),
            -900
        );
        assert!((search_heuristic(&pos, Color::White, DMode::Captures) - 720.0).abs() < 1e-9);
        assert!((search_heuristic(&pos, Color::Black, DMode::Captures) - 70.0).abs() < 1e-9);
    }

    #[test]
    fn full_mode_sees_promotions_and_checks() {
        let pos = parse_fen("4k3/1P6/8/8/8/8/8/4K3 w - - 0 1").unwrap();
        assert!((search_heuristic(&pos, Color::White, DMode::Full) - 720.0).abs() < 1e-9);
        assert!((search_heuristic(&pos, Color::White, DMode::Captures)).abs() < 1e-9);
        let check = parse_fen("4k3/8/8/8/8/8/8/R3K3 w - - 0 1").unwrap();
        assert!((search_heuristic(&check, Color::White, DMode::Full) - 45.0).abs() < 1e-9);
    }
}
