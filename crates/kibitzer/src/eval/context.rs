//! Everything about one position that several terms share, computed once per evaluation:
//! attack words, stage weights, material, pawn files, king squares, weak squares and the hung
//! counters that the terms update as they go (spec sections 2 and 3).

use shakmaty::{Bitboard, Board, ByColor, Color, File, Rank, Role, Square, attacks};

use super::attack_map::AttackMap;
use super::pawn_structure::PawnStructure;
use super::stage::StageWeights;
use super::weights::{BISHOP_VALUE, KING_VALUE, KNIGHT_VALUE, PAWN_VALUE, QUEEN_VALUE, ROOK_VALUE};
use crate::History;

/// Material value of a role (king 999).
#[inline]
pub const fn value(role: Role) -> i32 {
    match role {
        Role::Pawn => PAWN_VALUE,
        Role::Knight => KNIGHT_VALUE,
        Role::Bishop => BISHOP_VALUE,
        Role::Rook => ROOK_VALUE,
        Role::Queen => QUEEN_VALUE,
        Role::King => KING_VALUE,
    }
}

/// The shared facts of one evaluation.
pub struct Context<'a> {
    /// The board being evaluated.
    pub board: &'a Board,
    /// Side to move.
    pub turn: Color,
    /// Castled, king moved, developed.
    pub history: History,
    /// Attack words of both colours.
    pub attacks: AttackMap,
    /// Stage and stage weights.
    pub weights: StageWeights,
    /// `mtl`: all material including the king.
    pub material: ByColor<i32>,
    /// `emtl`: piece material without pawns and king.
    pub piece_material: ByColor<i32>,
    /// The facts of the pawns: pawn material, pawns per file, pawn attacks, the pawns' pull on
    /// the kings and the pawn terms' facts.
    pub pawns: &'a PawnStructure,
    /// King squares (a side without a king is evaluated as if its king stood on a1).
    pub kings: ByColor<Square>,
    /// The squares next to each king (none for a side without a king).
    pub king_rings: ByColor<Bitboard>,
    /// Hung counters, raised by the common tail, trapped men and pins.
    pub hung: ByColor<i32>,
}

impl<'a> Context<'a> {
    /// Gathers the shared facts of `board` with `turn` to move, whose pawns' facts are `pawns`.
    pub fn new(
        board: &'a Board,
        pawns: &'a PawnStructure,
        turn: Color,
        history: History,
    ) -> Context<'a> {
        let attacks = AttackMap::new(board);
        let material = ByColor::new_with(|color| {
            let own = board.by_color(color);
            let mut total = 0;
            for role in Role::ALL {
                total += value(role) * (own & board.by_role(role)).count() as i32;
            }
            if (own & board.kings()).is_empty() {
                // A side without a king still "counts" its 999 so that material cancels.
                total += KING_VALUE;
            }
            total
        });
        let piece_material =
            ByColor::new_with(|c| material.get(c) - pawns.material.get(c) - KING_VALUE);
        let pieces = piece_material.white + piece_material.black;
        let weights = StageWeights::of(StageWeights::stage_for(pieces));
        let kings = ByColor::new_with(|c| board.king_of(c).unwrap_or(Square::A1));
        let king_rings = ByColor::new_with(|c| {
            board
                .king_of(c)
                .map_or(Bitboard::EMPTY, attacks::king_attacks)
        });
        Context {
            board,
            turn,
            history,
            attacks,
            weights,
            material,
            piece_material,
            pawns,
            kings,
            king_rings,
            hung: ByColor::new_with(|_| 0),
        }
    }

    /// The stage, 0..10.
    #[inline]
    pub fn stage(&self) -> i32 {
        self.weights.stage
    }

    /// Number of `color`'s pawns on `file`.
    #[inline]
    pub fn pawns_on_file(&self, color: Color, file: File) -> u8 {
        self.pawns.files.get(color)[file.to_usize()]
    }

    /// `Weak[color][square]`: no pawn of `color` can ever attack `square` by advancing, i.e.
    /// no square of the file at or behind `square` (from `color`'s side) is attacked by one.
    #[inline]
    pub fn weak_for(&self, color: Color, square: Square) -> bool {
        !self.pawns.reachable.get(color).contains(square)
    }

    /// Whether `square` is a strong square for a man of `color`: no enemy pawn can ever
    /// attack it.
    #[inline]
    pub fn strong_for(&self, color: Color, square: Square) -> bool {
        self.weak_for(color.other(), square)
    }

    /// Whether `color` owns at least one man of `role` (`Has[c][type]`).
    #[inline]
    pub fn has(&self, color: Color, role: Role) -> bool {
        !(self.board.by_color(color) & self.board.by_role(role)).is_empty()
    }

    /// Whether `color` is Developed.
    #[inline]
    pub fn developed(&self, color: Color) -> bool {
        *self.history.developed.get(color)
    }
}

/// All squares on ranks strictly below `rank` (0 = rank 1).
#[inline]
const fn ranks_below(rank: u32) -> Bitboard {
    if rank == 0 {
        Bitboard::EMPTY
    } else {
        Bitboard(u64::MAX >> (8 * (8 - rank)))
    }
}

/// All squares on ranks strictly above `rank` (0 = rank 1).
#[inline]
const fn ranks_above(rank: u32) -> Bitboard {
    if rank >= 7 {
        Bitboard::EMPTY
    } else {
        Bitboard(u64::MAX << (8 * (rank + 1)))
    }
}

/// The squares of `square`'s file from `square` back to `color`'s first rank, inclusive.
#[cfg(test)]
pub fn behind_inclusive(color: Color, square: Square) -> Bitboard {
    let file = Bitboard::from_file(square.file());
    let rank = square.rank().to_u32();
    let beyond = match color {
        Color::White => ranks_above(rank),
        Color::Black => ranks_below(rank),
    };
    file & !beyond
}

/// The squares strictly ahead of `square` on its file from `color`'s point of view.
#[inline]
pub fn ahead(color: Color, square: Square) -> Bitboard {
    let file = Bitboard::from_file(square.file());
    let rank = square.rank().to_u32();
    file & match color {
        Color::White => ranks_above(rank),
        Color::Black => ranks_below(rank),
    }
}

/// The rank of `square` as seen from `color` (0 = own first rank).
#[inline]
pub fn relative_rank(color: Color, square: Square) -> i32 {
    let rank = square.rank();
    let r = match color {
        Color::White => rank,
        Color::Black => rank.flip_vertical(),
    };
    Rank::to_u32(r) as i32
}

#[cfg(test)]
mod tests {
    use super::{ahead, behind_inclusive};
    use shakmaty::{Bitboard, Color, Square};

    #[test]
    fn file_spans_from_each_side() {
        let d4 = Square::D4;
        assert_eq!(
            behind_inclusive(Color::White, d4),
            Bitboard::from_iter([Square::D1, Square::D2, Square::D3, Square::D4])
        );
        assert_eq!(
            behind_inclusive(Color::Black, d4),
            Bitboard::from_iter([Square::D4, Square::D5, Square::D6, Square::D7, Square::D8])
        );
        assert_eq!(
            ahead(Color::White, d4),
            Bitboard::from_iter([Square::D5, Square::D6, Square::D7, Square::D8])
        );
        assert_eq!(
            ahead(Color::Black, d4),
            Bitboard::from_iter([Square::D1, Square::D2, Square::D3])
        );
        assert_eq!(ahead(Color::Black, Square::A1), Bitboard::EMPTY);
        assert_eq!(ahead(Color::White, Square::H8), Bitboard::EMPTY);
        assert_eq!(
            behind_inclusive(Color::Black, Square::H8),
            Bitboard::from_square(Square::H8)
        );
    }
}
