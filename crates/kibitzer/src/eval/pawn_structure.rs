//! The facts of an evaluation that depend on the pawns alone (spec 2.1, the king table of 4.0
//! and the pawn terms of 4.1): pawn material, pawns per file, the squares pawns attack, the
//! pawns' pull on the kings and what the pawn terms take from the pawns alone. A search evaluates many positions with the same pawns, so each thread remembers the
//! facts of recent pawn sets in a small direct-mapped table, keyed by both pawn sets and
//! verified in full: a remembered entry is always exactly what computing it would give.

use std::cell::RefCell;

use shakmaty::{Bitboard, Board, ByColor, Color};

use super::attack_map::pawn_captures;
use super::king::PawnPull;
use super::pawn::PawnTerms;
use super::weights::PAWN_VALUE;

/// Everything about one position's pawns that the evaluation reads.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PawnStructure {
    /// `pmtl`: pawn material.
    pub material: ByColor<i32>,
    /// Number of pawns per file.
    pub files: ByColor<[u8; 8]>,
    /// One bit per file (a = bit 0) that holds a pawn.
    pub file_mask: ByColor<u8>,
    /// Squares attacked by a pawn of each colour.
    pub attacks: ByColor<Bitboard>,
    /// Squares a pawn of each colour attacks or could attack by advancing: those not
    /// `Weak[color]` (spec 4.0), every square of a file at or ahead of a pawn attack on it.
    pub reachable: ByColor<Bitboard>,
    /// The pawns' pull on the kings (king table, spec 4.0).
    pub pull: PawnPull,
    /// The pawn terms' facts (spec 4.1).
    pub terms: PawnTerms,
}

/// Slots of each thread's table: 1,024 entries of 344 bytes.
const SLOT_BITS: u32 = 10;

/// One remembered pawn structure and the pawn sets it belongs to.
#[derive(Clone)]
struct Slot {
    pawns: ByColor<Bitboard>,
    facts: PawnStructure,
}

thread_local! {
    /// This thread's table, allocated at its first use.
    static TABLE: RefCell<Vec<Slot>> = const { RefCell::new(Vec::new()) };
}

impl PawnStructure {
    /// Calls `f` with the facts of `board`'s pawns, from this thread's table when it has them
    /// (lent, not copied: `f` must not ask for another structure's facts).
    pub fn with<R>(board: &Board, f: impl FnOnce(&PawnStructure) -> R) -> R {
        let pawns = ByColor::new_with(|c| board.by_color(c) & board.pawns());
        TABLE.with_borrow_mut(|table| {
            if table.is_empty() {
                let empty = ByColor::new_with(|_| Bitboard::EMPTY);
                let slot = Slot {
                    pawns: empty,
                    facts: PawnStructure::compute(empty),
                };
                *table = vec![slot; 1 << SLOT_BITS];
            }
            let slot = &mut table[slot_index(pawns)];
            if slot.pawns != pawns {
                *slot = Slot {
                    pawns,
                    facts: PawnStructure::compute(pawns),
                };
            }
            f(&slot.facts)
        })
    }

    /// Computes the facts of the pawn sets `pawns` from scratch.
    pub fn compute(pawns: ByColor<Bitboard>) -> PawnStructure {
        let mut pawn_files = ByColor::new_with(|_| [0u8; 8]);
        let mut pawn_file_mask = ByColor::new_with(|_| 0u8);
        for color in Color::ALL {
            for sq in *pawns.get(color) {
                pawn_files.get_mut(color)[sq.file().to_usize()] += 1;
                *pawn_file_mask.get_mut(color) |= 1 << sq.file().to_u32();
            }
        }
        let pawn_material = ByColor::new_with(|c| PAWN_VALUE * pawns.get(c).count() as i32);
        let pawn_attacks = ByColor::new_with(|c| {
            let (left, right) = pawn_captures(c, *pawns.get(c));
            left | right
        });
        let reachable = ByColor::new_with(|c| forward_fill(c, *pawn_attacks.get(c)));
        PawnStructure {
            material: pawn_material,
            files: pawn_files,
            file_mask: pawn_file_mask,
            attacks: pawn_attacks,
            reachable,
            pull: PawnPull::new(
                &pawns,
                &pawn_attacks,
                pawn_material.white + pawn_material.black,
            ),
            terms: PawnTerms::new(&pawns, &pawn_files, &pawn_file_mask, &pawn_attacks),
        }
    }
}

/// `squares` and every square ahead of one of them on its file, from `color`'s side.
fn forward_fill(color: Color, squares: Bitboard) -> Bitboard {
    let mut fill = squares.0;
    for shift in [8, 16, 32] {
        fill |= match color {
            Color::White => fill << shift,
            Color::Black => fill >> shift,
        };
    }
    Bitboard(fill)
}

/// The slot of the pawn sets `pawns`: a multiplicative hash of both sets.
#[inline]
fn slot_index(pawns: ByColor<Bitboard>) -> usize {
    let mixed = pawns.white.0.wrapping_mul(0x9E37_79B9_7F4A_7C15)
        ^ pawns
            .black
            .0
            .rotate_left(29)
            .wrapping_mul(0xC2B2_AE3D_27D4_EB4F);
    (mixed >> (64 - SLOT_BITS)) as usize
}

#[cfg(test)]
mod tests {
    use super::{PawnStructure, slot_index};
    use crate::game::parse_fen;
    use shakmaty::{Bitboard, ByColor, Color, Position, Square};

    #[test]
    fn remembered_facts_equal_computed_ones_even_when_two_sets_share_a_slot() {
        let pos = parse_fen("4k3/pp3ppp/8/8/8/8/PP3PPP/4K3 w - - 0 1").unwrap();
        // The base pawns plus one or two more white pawns on ranks 3 to 6: enough sets that
        // several share a slot.
        let extras: Vec<Square> = (16..48).map(Square::new).collect();
        let mut sets = Vec::new();
        for (i, &a) in extras.iter().enumerate() {
            for &b in &extras[i..] {
                sets.push(Bitboard::from_square(a) | Bitboard::from_square(b));
            }
        }
        let board_with = |extra: Bitboard| {
            let mut board = pos.board().clone();
            for sq in extra {
                board.set_piece_at(sq, Color::White.pawn());
            }
            board
        };
        let pawns_of =
            |board: &shakmaty::Board| ByColor::new_with(|c| board.by_color(c) & board.pawns());
        let (a, b) = sets
            .iter()
            .enumerate()
            .find_map(|(i, &a)| {
                let slot = slot_index(pawns_of(&board_with(a)));
                sets[i + 1..]
                    .iter()
                    .find(|&&b| slot_index(pawns_of(&board_with(b))) == slot)
                    .map(|&b| (a, b))
            })
            .unwrap();
        // Looked up alternately, each gives its own facts, never the other's.
        for _ in 0..3 {
            for extra in [a, b] {
                let board = board_with(extra);
                let remembered = PawnStructure::with(&board, PawnStructure::clone);
                assert_eq!(remembered, PawnStructure::compute(pawns_of(&board)));
            }
        }
        assert_ne!(
            PawnStructure::with(&board_with(a), PawnStructure::clone),
            PawnStructure::with(&board_with(b), PawnStructure::clone)
        );
    }

    #[test]
    fn reachable_squares_are_those_with_a_pawn_attack_at_or_behind_them_on_their_file() {
        let pos = parse_fen("4k3/1p4p1/1P1p4/3P4/2P5/8/P4PP1/4K3 b - - 0 1").unwrap();
        let facts = PawnStructure::with(pos.board(), PawnStructure::clone);
        for color in Color::ALL {
            for square in Square::ALL {
                let behind = crate::eval::context::behind_inclusive(color, square);
                let attacked = !(*facts.attacks.get(color) & behind).is_empty();
                assert_eq!(facts.reachable.get(color).contains(square), attacked);
            }
        }
        // A white pawn on a2 reaches b3 and everything above it on the b-file, not b2.
        assert!(facts.reachable.white.contains(Square::B8));
        assert!(!facts.reachable.white.contains(Square::B2));
    }

    #[test]
    fn a_board_without_pawns_has_no_pawn_facts() {
        let pos = parse_fen("4k3/8/8/8/8/8/8/R3K3 w - - 0 1").unwrap();
        let facts = PawnStructure::with(pos.board(), PawnStructure::clone);
        assert_eq!(facts.material.white + facts.material.black, 0);
        assert_eq!(facts.file_mask.white | facts.file_mask.black, 0);
        assert_eq!(facts.attacks.white | facts.attacks.black, Bitboard::EMPTY);
    }
}
