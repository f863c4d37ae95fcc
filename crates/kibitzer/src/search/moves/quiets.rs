//! The quiet moves of a position not in check (legal moves that neither capture nor promote,
//! castling included), generated directly for the men on a given set of squares. The move
//! picker generates a node's captures first and its quiet moves only when the search gets to
//! them (most nodes cut off before), and the moves of unsafe men and killers' origins apart
//! from the rest.

use shakmaty::{
    Bitboard, CastlingSide, Chess, Move, MoveList, Position, Rank, Role, Square, attacks,
};

use crate::search::moves::pins::Pins;

/// Appends the legal quiet moves of `pos`, which must not be in check and whose pins are
/// `pins`, of the men on `origins` going to `targets` ([`Move::to`]: the rook's square for
/// castling), to `moves`.
pub fn quiets_into(pos: &Chess, pins: &Pins, squares: (Bitboard, Bitboard), moves: &mut MoveList) {
    for_each_quiet(pos, pins, squares, |mv| moves.push(mv));
}

/// Hands each move [`quiets_into`] would append to `found`, in the same order (the move picker
/// keys them as they come, rather than writing them down and reading them back).
#[allow(clippy::inline_always)]
#[inline(always)]
pub fn for_each_quiet(
    pos: &Chess,
    pins: &Pins,
    (origins, targets): (Bitboard, Bitboard),
    mut found: impl FnMut(Move),
) {
    debug_assert!(!pos.is_check());
    let board = pos.board();
    let turn = pos.turn();
    let us = board.by_color(turn) & origins;
    let occupied = board.occupied();
    let empty = !occupied & targets;
    let quiet = |role, from, to| Move::Normal {
        role,
        from,
        capture: None,
        to,
        promotion: None,
    };
    let forward = turn.fold_wb(8, -8);
    let double_rank = turn.fold_wb(Rank::Second, Rank::Seventh);
    for from in us & board.pawns() {
        let Some(push) = from.offset(forward).filter(|&to| !occupied.contains(to)) else {
            continue;
        };
        if Bitboard::BACKRANKS.contains(push) {
            continue;
        }
        let lines = pins.allowed(from) & targets;
        if lines.contains(push) {
            found(quiet(Role::Pawn, from, push));
        }
        if from.rank() == double_rank
            && let Some(double) = push.offset(forward).filter(|&to| empty.contains(to))
            && lines.contains(double)
        {
            found(quiet(Role::Pawn, from, double));
        }
    }
    for role in [Role::Knight, Role::Bishop, Role::Rook, Role::Queen] {
        for from in us & board.by_role(role) {
            let reach = attacks::attacks(from, role.of(turn), occupied);
            for to in reach & empty & pins.allowed(from) {
                found(quiet(role, from, to));
            }
        }
    }
    if let Some(king) = pins.king().filter(|&king| us.contains(king)) {
        let without_king = occupied ^ Bitboard::from_square(king);
        for to in attacks::king_attacks(king) & empty {
            if board.attacks_to(to, !turn, without_king).is_empty() {
                found(quiet(Role::King, king, to));
            }
        }
        for side in CastlingSide::ALL {
            if let Some(castle) = castle(pos, king, side, targets) {
                found(castle);
            }
        }
    }
}

/// Whether `mv`, a quiet move (no capture, no promotion) perhaps of another position, is
/// legal in `pos`, which must not be in check and whose pins are `pins`: whether
/// [`quiets_into`] would generate it. Cheaper than generating the moves of its man (the move
/// picker asks this of every killer).
pub fn is_legal_quiet(pos: &Chess, pins: &Pins, mv: &Move) -> bool {
    debug_assert!(!pos.is_check());
    let board = pos.board();
    let turn = pos.turn();
    let occupied = board.occupied();
    if let Some((role, from, to)) = normal_quiet(mv) {
        if board.piece_at(from) != Some(role.of(turn))
            || occupied.contains(to)
            || !pins.allowed(from).contains(to)
        {
            return false;
        }
        match role {
            Role::Pawn => {
                let forward = turn.fold_wb(8, -8);
                let Some(push) = from.offset(forward) else {
                    return false;
                };
                if Bitboard::BACKRANKS.contains(to) {
                    false
                } else if to == push {
                    true
                } else {
                    from.rank() == turn.fold_wb(Rank::Second, Rank::Seventh)
                        && !occupied.contains(push)
                        && push.offset(forward) == Some(to)
                }
            }
            Role::King => {
                attacks::king_attacks(from).contains(to)
                    && board
                        .attacks_to(to, !turn, occupied ^ Bitboard::from_square(from))
                        .is_empty()
            }
            _ => attacks::attacks(from, role.of(turn), occupied).contains(to),
        }
    } else if let Move::Castle { king, rook } = *mv {
        pins.king() == Some(king)
            && castle(
                pos,
                king,
                CastlingSide::from_king_side(rook > king),
                Bitboard::from_square(rook),
            ) == Some(*mv)
    } else {
        false
    }
}

/// The role, origin and target of `mv` if it is a normal move that neither captures nor
/// promotes.
#[inline]
pub fn normal_quiet(mv: &Move) -> Option<(Role, Square, Square)> {
    match *mv {
        Move::Normal {
            role,
            from,
            capture: None,
            to,
            promotion: None,
        } => Some((role, from, to)),
        _ => None,
    }
}

/// Appends castling to `side` if it is legal and its rook is on `targets` (see [`castle`]).
pub fn castle_into(
    pos: &Chess,
    king: Square,
    side: CastlingSide,
    targets: Bitboard,
    moves: &mut MoveList,
) {
    moves.extend(castle(pos, king, side, targets));
}

/// Castling to `side` if it is legal (as shakmaty decides it: the rook and the path free, the
/// king not attacked on its way nor where it lands) and its rook is on `targets`.
fn castle(pos: &Chess, king: Square, side: CastlingSide, targets: Bitboard) -> Option<Move> {
    let turn = pos.turn();
    let castles = pos.castles();
    let rook = castles
        .rook(turn, side)
        .filter(|&rook| targets.contains(rook))?;
    let board = pos.board();
    let occupied = board.occupied();
    if castles.path(turn, side).intersects(occupied) {
        return None;
    }
    let king_to = side.king_to(turn);
    let landing = occupied ^ king ^ rook ^ side.rook_to(turn);
    if board.attacks_to(king_to, !turn, landing).any() {
        return None;
    }
    let king_path = attacks::between(king, king_to).with(king);
    let without_king = occupied ^ king;
    if king_path
        .into_iter()
        .any(|sq| board.attacks_to(sq, !turn, without_king).any())
    {
        return None;
    }
    Some(Move::Castle { king, rook })
}

#[cfg(test)]
mod tests {
    use super::{Pins, is_legal_quiet, quiets_into};
    use crate::search::table::tt::origin;
    use shakmaty::fen::Fen;
    use shakmaty::{Bitboard, Chess, EnPassantMode, Move, MoveList, Position};

    fn sorted(moves: impl IntoIterator<Item = Move>) -> Vec<String> {
        let mut names: Vec<String> = moves.into_iter().map(|m| format!("{m:?}")).collect();
        names.sort();
        names
    }

    /// shakmaty's quiet moves of the men on `origins`.
    fn expected(pos: &Chess, origins: Bitboard) -> Vec<String> {
        sorted(
            pos.legal_moves()
                .into_iter()
                .filter(|m| !m.is_capture() && !m.is_promotion() && origins.contains(origin(m))),
        )
    }

    fn generated(pos: &Chess, origins: Bitboard) -> Vec<String> {
        let mut moves = MoveList::new();
        quiets_into(pos, &Pins::of(pos), (origins, Bitboard::FULL), &mut moves);
        sorted(moves)
    }

    #[test]
    fn pins_pushes_castling_and_king_steps() {
        for fen in [
            // Castling both ways; a bishop on the king's path forbids one side.
            "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1",
            "r3k2r/8/8/8/8/8/6b1/R3K2R w KQkq - 0 1",
            "r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1",
            // A pinned knight cannot move; a pinned rook slides along the pin; a pinned pawn
            // pushes along a file pin but not a diagonal one.
            "4k3/8/8/8/1b6/2N5/8/r2RK3 w - - 0 1",
            "4r2k/8/8/8/8/8/4P3/4K3 w - - 0 1",
            "4k3/8/8/8/8/2b5/3P4/4K3 w - - 0 1",
            // Blocked double pushes, pushes onto the back rank (promotions, not quiet).
            "4k3/1P6/8/8/8/3p4/3P1P2/4K3 w - - 0 1",
            "4k3/8/8/8/4p3/8/1p3P2/4K3 b - - 0 1",
            // The king may not step onto an attacked square or along a checking line.
            "4k3/8/8/8/8/8/3r4/4K3 w - - 0 1",
        ] {
            let pos = fen
                .parse::<Fen>()
                .unwrap()
                .into_position::<Chess>(shakmaty::CastlingMode::Standard)
                .unwrap();
            assert_eq!(
                generated(&pos, Bitboard::FULL),
                expected(&pos, Bitboard::FULL),
                "{fen}"
            );
        }
    }

    #[test]
    fn agrees_with_shakmaty_along_random_games_for_any_origins() {
        let mut checked = 0;
        let mut earlier: Vec<MoveList> = Vec::new();
        crate::search::driver::playouts::for_each_position(300, 120, |pos, moves| {
            if pos.is_check() {
                return;
            }
            let us = pos.board().by_color(pos.turn());
            // Every man, none, the odd squares' men and the king alone.
            let king = pos.board().king_of(pos.turn()).map(Bitboard::from_square);
            for origins in [
                Bitboard::FULL,
                Bitboard::EMPTY,
                us & Bitboard::DARK_SQUARES,
                king.unwrap_or_default(),
            ] {
                assert_eq!(
                    generated(pos, origins),
                    expected(pos, origins),
                    "{}",
                    Fen::from_position(pos, EnPassantMode::Legal)
                );
            }
            // Each quiet move alone, as the move picker looks for a killer.
            let pins = Pins::of(pos);
            for &m in moves
                .iter()
                .filter(|m| !m.is_capture() && !m.is_promotion())
            {
                let mut alone = MoveList::new();
                let squares = (
                    Bitboard::from_square(origin(&m)),
                    Bitboard::from_square(m.to()),
                );
                quiets_into(pos, &pins, squares, &mut alone);
                assert_eq!(alone.as_slice(), [m]);
            }
            // Every quiet move of this position and of the two before (killers come from
            // other positions), legal here exactly when shakmaty says so.
            for m in moves.iter().chain(earlier.iter().flatten()) {
                if !m.is_capture() && !m.is_promotion() {
                    assert_eq!(
                        is_legal_quiet(pos, &pins, m),
                        moves.contains(m),
                        "{m:?} in {}",
                        Fen::from_position(pos, EnPassantMode::Legal)
                    );
                }
            }
            earlier.push(moves.clone());
            if earlier.len() > 2 {
                earlier.remove(0);
            }
            checked += 1;
        });
        assert!(checked > 10_000, "{checked}");
    }
}
