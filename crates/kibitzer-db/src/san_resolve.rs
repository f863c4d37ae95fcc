//! [`resolve_san`]: the legal move a SAN move names in a position, found from the few squares
//! that can reach its target square, each checked for leaving the king attacked, instead of
//! the list of every legal move that shakmaty's `San::to_move` builds and copies (2 KB a move:
//! a fifth of an import's time). Castling and null moves are left to shakmaty. The answer is
//! shakmaty's in every case, errors included (tested against it on every legal move of
//! thousands of positions, and on SAN that does not fit them).

use shakmaty::attacks::{
    bishop_attacks, king_attacks, knight_attacks, pawn_attacks, queen_attacks, rook_attacks,
};
use shakmaty::san::{San, SanError};
use shakmaty::{Bitboard, Chess, Color, Move, Position, Rank, Role, Square};

/// The move `san` names in `position`: `IllegalSan` when no legal move fits it,
/// `AmbiguousSan` when more than one does.
pub fn resolve_san(position: &Chess, san: San) -> Result<Move, SanError> {
    let San::Normal {
        role,
        file,
        rank,
        capture,
        to,
        promotion,
    } = san
    else {
        return san.to_move(position);
    };
    let board = position.board();
    let turn = position.turn();
    let occupied = board.occupied();
    let ours = board.by_color(turn);
    let theirs = board.by_color(!turn);
    let Some(king) = board.king_of(turn) else {
        return san.to_move(position);
    };
    if ours.contains(to) {
        return Err(SanError::IllegalSan);
    }
    let captured = board.role_at(to).filter(|_| theirs.contains(to));
    let en_passant = role == Role::Pawn
        && capture
        && captured.is_none()
        && position.maybe_ep_square() == Some(to);
    // A capture must land on a man (or be en passant), a quiet move on an empty square.
    if capture != (captured.is_some() || en_passant) {
        return Err(SanError::IllegalSan);
    }
    let last_rank = if turn == Color::White {
        Rank::Eighth
    } else {
        Rank::First
    };
    let promotes = role == Role::Pawn && to.rank() == last_rank;
    let promotion_fits = match promotion {
        None => !promotes,
        Some(piece) => promotes && !en_passant && !matches!(piece, Role::Pawn | Role::King),
    };
    if !promotion_fits {
        return Err(SanError::IllegalSan);
    }
    let origins = match role {
        Role::Pawn if capture => pawn_attacks(!turn, to),
        Role::Pawn => pawn_pushes_to(to, turn, occupied),
        Role::Knight => knight_attacks(to),
        Role::Bishop => bishop_attacks(to, occupied),
        Role::Rook => rook_attacks(to, occupied),
        Role::Queen => queen_attacks(to, occupied),
        Role::King => king_attacks(to),
    } & board.by_role(role)
        & ours;
    let mut found: Option<Move> = None;
    for from in origins {
        if file.is_some_and(|f| f != from.file()) || rank.is_some_and(|r| r != from.rank()) {
            continue;
        }
        // The man taken en passant stands beside the mover, on the target's file.
        let taken_en_passant = en_passant.then(|| Square::from_coords(to.file(), from.rank()));
        let mut vacated = Bitboard::from(from);
        if let Some(square) = taken_en_passant {
            vacated = vacated.with(square);
        }
        let after = (occupied & !vacated).with(to);
        let king_square = if role == Role::King { to } else { king };
        // The men taken no longer attack; the others see through the squares left empty.
        let taken = Bitboard::from(to) | taken_en_passant.map_or(Bitboard(0), Bitboard::from);
        if (board.attacks_to(king_square, !turn, after) & theirs & !taken).any() {
            continue;
        }
        let m = if en_passant {
            Move::EnPassant { from, to }
        } else {
            Move::Normal {
                role,
                from,
                capture: captured,
                to,
                promotion,
            }
        };
        if found.replace(m).is_some() {
            return Err(SanError::AmbiguousSan);
        }
    }
    found.ok_or(SanError::IllegalSan)
}

/// The squares a pawn of `turn` could be pushed to `to` from (one or two steps), the way
/// clear.
fn pawn_pushes_to(to: Square, turn: Color, occupied: Bitboard) -> Bitboard {
    if occupied.contains(to) {
        return Bitboard(0);
    }
    let back = if turn == Color::White { -8 } else { 8 };
    let Some(one) = to.offset(back) else {
        return Bitboard(0);
    };
    if occupied.contains(one) {
        return Bitboard::from(one);
    }
    let double_rank = if turn == Color::White {
        Rank::Fourth
    } else {
        Rank::Fifth
    };
    match one.offset(back) {
        Some(two) if to.rank() == double_rank => Bitboard::from(one).with(two),
        _ => Bitboard::from(one),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use shakmaty::san::SanPlus;

    /// Positions from random games (a fixed seed): openings, middlegames with pins and checks,
    /// promotions and en passant.
    fn positions() -> Vec<Chess> {
        let mut state = 0x2545_f491_4f6c_dd1du64;
        let mut next = move || {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            state
        };
        let mut out = Vec::new();
        for _ in 0..300 {
            let mut position = Chess::default();
            for _ in 0..200 {
                let moves = position.legal_moves();
                if moves.is_empty() {
                    break;
                }
                out.push(position.clone());
                // Prefer captures, promotions and pawn moves now and then, to reach endings.
                let pick = moves
                    .iter()
                    .find(|m| (m.is_capture() || m.is_promotion()) && next() % 2 == 0)
                    .copied()
                    .unwrap_or(moves[(next() % moves.len() as u64) as usize]);
                position.play_unchecked(pick);
            }
        }
        out
    }

    #[test]
    fn every_legal_move_resolves_as_shakmaty_resolves_it() {
        let positions = positions();
        assert!(positions.len() > 20_000);
        let (mut en_passant, mut promotions, mut disambiguated) = (0, 0, 0);
        for position in &positions {
            for m in position.legal_moves() {
                let san = San::from_move(position, m);
                assert_eq!(resolve_san(position, san), Ok(m), "{san} in {position:?}");
                en_passant += usize::from(m.is_en_passant());
                promotions += usize::from(m.is_promotion());
                disambiguated += usize::from(matches!(
                    san,
                    San::Normal { file: Some(_), role, .. } | San::Normal { rank: Some(_), role, .. }
                        if role != Role::Pawn
                ));
            }
        }
        assert!(en_passant > 10 && promotions > 100 && disambiguated > 100);
    }

    #[test]
    fn san_that_does_not_fit_fails_as_in_shakmaty() {
        let positions = positions();
        let squares = [
            Square::E4,
            Square::D5,
            Square::F7,
            Square::E8,
            Square::A1,
            Square::H3,
        ];
        let mut checked = 0;
        for position in positions.iter().step_by(7) {
            let mut sans: Vec<San> = Vec::new();
            for role in Role::ALL {
                for &to in &squares {
                    for capture in [false, true] {
                        for promotion in [None, Some(Role::Queen), Some(Role::King)] {
                            sans.push(San::Normal {
                                role,
                                file: None,
                                rank: None,
                                capture,
                                to,
                                promotion,
                            });
                        }
                    }
                }
            }
            // Every legal move with its disambiguation dropped or overdone.
            for m in position.legal_moves() {
                if let San::Normal {
                    role,
                    capture,
                    to,
                    promotion,
                    ..
                } = San::from_move(position, m)
                {
                    let from = m.from().unwrap();
                    for (file, rank) in [
                        (None, None),
                        (Some(from.file()), None),
                        (None, Some(from.rank())),
                        (Some(from.file()), Some(from.rank())),
                    ] {
                        for capture in [capture, !capture] {
                            sans.push(San::Normal {
                                role,
                                file,
                                rank,
                                capture,
                                to,
                                promotion,
                            });
                        }
                    }
                }
            }
            for text in ["O-O", "O-O-O", "--"] {
                sans.push(SanPlus::from_ascii(text.as_bytes()).unwrap().san);
            }
            for san in sans {
                assert_eq!(
                    resolve_san(position, san),
                    san.to_move(position),
                    "{san} in {position:?}"
                );
                checked += 1;
            }
        }
        assert!(checked > 100_000, "{checked}");
    }
}
