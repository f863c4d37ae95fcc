//! Attack words (spec section 2.4): for each colour and square, a 16-bit word whose low byte
//! counts the attackers and whose high byte has one control bit per kind of attacker, laid out
//! so that comparing two words orders them by their cheapest attacker.

use shakmaty::{Bitboard, Board, ByColor, Color, Role, Square, attacks};

use super::weights::{
    CONTROL_BISHOP, CONTROL_KING, CONTROL_KNIGHT, CONTROL_PAWN, CONTROL_QUEEN, CONTROL_ROOK,
};

/// The control bits a man of `role` sets in every attack word it contributes to.
#[inline]
pub const fn control(role: Role) -> u16 {
    match role {
        Role::Pawn => CONTROL_PAWN,
        Role::Knight => CONTROL_KNIGHT,
        Role::Bishop => CONTROL_BISHOP,
        Role::Rook => CONTROL_ROOK,
        Role::Queen => CONTROL_QUEEN,
        Role::King => CONTROL_KING,
    }
}

/// Both colours' attack words for one position. Pins, legality and x-rays are ignored: a
/// slider attacks up to and including the first occupied square of each ray.
#[derive(Clone, Debug)]
pub struct AttackMap {
    words: ByColor<[u16; 64]>,
}

impl AttackMap {
    /// Builds the words of both colours from scratch.
    pub fn new(board: &Board) -> AttackMap {
        let occupied = board.occupied();
        let mut words = ByColor::new_with(|_| [0u16; 64]);
        for color in Color::ALL {
            let own = board.by_color(color);
            let side = words.get_mut(color);
            for role in Role::ALL {
                let ctl = control(role);
                for from in own & board.by_role(role) {
                    let targets = match role {
                        Role::Pawn => attacks::pawn_attacks(color, from),
                        Role::Knight => attacks::knight_attacks(from),
                        Role::Bishop => attacks::bishop_attacks(from, occupied),
                        Role::Rook => attacks::rook_attacks(from, occupied),
                        Role::Queen => attacks::queen_attacks(from, occupied),
                        Role::King => attacks::king_attacks(from),
                    };
                    for to in targets {
                        let word = &mut side[to.to_usize()];
                        *word = (*word | ctl) + 1;
                    }
                }
            }
        }
        AttackMap { words }
    }

    /// The full attack word of `color` on `square`.
    #[inline]
    pub fn word(&self, color: Color, square: Square) -> u16 {
        self.words.get(color)[square.to_usize()]
    }

    /// Whether a pawn of `color` attacks `square`.
    #[inline]
    pub fn pawn_attacks(&self, color: Color, square: Square) -> bool {
        self.word(color, square) >= CONTROL_PAWN
    }

    /// The squares `color` attacks at all.
    pub fn attacked(&self, color: Color) -> Bitboard {
        let mut bb = Bitboard::EMPTY;
        for (index, word) in self.words.get(color).iter().enumerate() {
            if *word != 0 {
                bb.add(Square::new(index as u32));
            }
        }
        bb
    }
}

#[cfg(test)]
mod tests {
    use super::AttackMap;
    use shakmaty::{Board, Color, Square};

    #[test]
    fn start_position_words_count_and_order_attackers() {
        let map = AttackMap::new(&Board::new());
        // c3: pawns b2 and d2, knight b1.
        assert_eq!(map.word(Color::White, Square::C3), 0x4000 | 0x2800 | 3);
        // e2: knight g1, bishop f1, queen and king; knight-only and bishop-only bits both set.
        assert_eq!(
            map.word(Color::White, Square::E2),
            0x2800 | 0x1800 | 0x0200 | 0x0100 | 4
        );
        // f1 is only attacked by the king (the bishop does not attack its own square).
        assert_eq!(map.word(Color::White, Square::F1), 0x0100 | 1);
        // nothing of Black reaches rank 4.
        assert_eq!(map.word(Color::Black, Square::E4), 0);
        assert!(map.pawn_attacks(Color::Black, Square::F6));
    }
}
