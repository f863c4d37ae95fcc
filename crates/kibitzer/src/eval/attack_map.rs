//! Attack words (spec section 2.4): for each colour and square, a 16-bit word whose low byte
//! counts the attackers and whose high byte has one control bit per kind of attacker, laid out
//! so that comparing two words orders them by their cheapest attacker.

#[cfg(test)]
mod exactness;

use shakmaty::{Bitboard, Board, ByColor, ByRole, Color, File, Role, Square, attacks};

use crate::byte_board::{ByteBoard, Fastest};

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

/// The squares a bishop, rook or queen on `square` attacks through `occupied` (up to and
/// including the first man of each line). A narrow match rather than shakmaty's
/// `attacks::attacks`, which the evaluation's hot loops would pay a call for.
#[inline]
pub fn slider_attacks(role: Role, square: Square, occupied: Bitboard) -> Bitboard {
    match role {
        Role::Bishop => attacks::bishop_attacks(square, occupied),
        Role::Rook => attacks::rook_attacks(square, occupied),
        _ => attacks::queen_attacks(square, occupied),
    }
}

/// The squares `pawns` of `color` attack towards the a-file side and towards the h-file side.
#[inline]
pub fn pawn_captures(color: Color, pawns: Bitboard) -> (Bitboard, Bitboard) {
    let not_a = pawns.0 & !Bitboard::from_file(File::A).0;
    let not_h = pawns.0 & !Bitboard::from_file(File::H).0;
    match color {
        Color::White => (Bitboard(not_a << 7), Bitboard(not_h << 9)),
        Color::Black => (Bitboard(not_a >> 9), Bitboard(not_h >> 7)),
    }
}

/// Calls `visit` with the role and the attack set of each of `color`'s men: the pawns' captures
/// towards the a-file side and towards the h-file side (one set each for all pawns), then each
/// knight's, bishop's, rook's and queen's, then the king's. Sliders attack up to and including
/// the first occupied square of each ray.
#[inline]
pub fn attack_sets(board: &Board, color: Color, mut visit: impl FnMut(Role, Bitboard)) {
    let occupied = board.occupied();
    let own = board.by_color(color);
    let (left, right) = pawn_captures(color, own & board.pawns());
    visit(Role::Pawn, left);
    visit(Role::Pawn, right);
    for from in own & board.knights() {
        visit(Role::Knight, attacks::knight_attacks(from));
    }
    for from in own & board.bishops() {
        visit(Role::Bishop, attacks::bishop_attacks(from, occupied));
    }
    for from in own & board.rooks() {
        visit(Role::Rook, attacks::rook_attacks(from, occupied));
    }
    for from in own & board.queens() {
        visit(Role::Queen, attacks::queen_attacks(from, occupied));
    }
    for from in own & board.kings() {
        visit(Role::King, attacks::king_attacks(from));
    }
}

/// Both colours' attack words for one position, and the squares some kinds of each colour's
/// men attack. Pins, legality and x-rays are ignored: a slider attacks up to and including the
/// first occupied square of each ray.
#[derive(Clone, Debug)]
pub struct AttackMap {
    words: ByColor<[u16; 64]>,
    reach: ByColor<Reach>,
}

/// The squares some kinds of one colour's men attack.
#[derive(Clone, Copy, Debug, Default)]
pub struct Reach {
    /// Attacked by any man: the squares whose attack word is not zero.
    pub any: Bitboard,
    /// Attacked by a knight (the word has a bit of `MASK_KNIGHT`).
    pub knights: Bitboard,
    /// Attacked by a bishop or a queen (a bit of `MASK_BISHOP_QUEEN`).
    pub diagonal: Bitboard,
    /// Attacked by a rook or a queen (a bit of `MASK_ROOK_QUEEN`).
    pub orthogonal: Bitboard,
}

impl AttackMap {
    /// Builds the words of both colours from scratch.
    #[inline]
    pub fn new(board: &Board) -> AttackMap {
        AttackMap::tallied::<Fastest>(board)
    }

    /// Builds the words of both colours, adding them up in the byte lanes `B`: the low bytes
    /// count each man's attack set, the high bytes mark each kind's control bits over its
    /// men's sets.
    #[inline]
    fn tallied<B: ByteBoard>(board: &Board) -> AttackMap {
        let mut words = ByColor::new_with(|_| [0u16; 64]);
        let mut reach = ByColor::new_with(|_| Reach::default());
        for color in Color::ALL {
            let mut counts = B::default();
            let mut controls = B::default();
            let mut kinds = ByRole::new_with(|_| Bitboard::EMPTY);
            attack_sets(board, color, |role, targets| {
                // Measured with callgrind: marking each kind's union after counting its sets
                // spread the squares into the lanes twice, and `bench --depth 6` took 22M more
                // instructions (0.85%).
                B::count_and_mark(
                    &mut counts,
                    &mut controls,
                    targets,
                    (control(role) >> 8) as u8,
                );
                *kinds.get_mut(role) |= targets;
            });
            *words.get_mut(color) = B::words(counts, controls);
            *reach.get_mut(color) = Reach {
                any: kinds.pawn
                    | kinds.knight
                    | kinds.bishop
                    | kinds.rook
                    | kinds.queen
                    | kinds.king,
                knights: kinds.knight,
                diagonal: kinds.bishop | kinds.queen,
                orthogonal: kinds.rook | kinds.queen,
            };
        }
        AttackMap { words, reach }
    }

    /// The squares some kinds of `color`'s men attack.
    #[inline]
    pub fn reach(&self, color: Color) -> &Reach {
        self.reach.get(color)
    }

    /// The full attack word of `color` on `square`.
    #[inline]
    pub fn word(&self, color: Color, square: Square) -> u16 {
        self.words.get(color)[square.to_usize()]
    }
}

#[cfg(test)]
mod tests {
    use super::AttackMap;
    use crate::eval::weights::{MASK_BISHOP_QUEEN, MASK_KNIGHT, MASK_ROOK_QUEEN};
    use shakmaty::{Board, Color, Square};

    #[test]
    fn reaches_are_the_squares_whose_words_have_the_mask_bits() {
        let fens = [
            "r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4",
            "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
            "4k3/6b1/8/3p4/1p2P3/2N5/8/3RK3 w - - 0 1",
        ];
        for fen in fens {
            let pos = crate::game::parse_fen(fen).unwrap();
            let map = AttackMap::new(shakmaty::Position::board(&pos));
            for color in Color::ALL {
                for square in Square::ALL {
                    let word = map.word(color, square);
                    let has = |bits: u16| word & bits != 0;
                    let reach = map.reach(color);
                    assert_eq!(reach.any.contains(square), word != 0);
                    assert_eq!(reach.knights.contains(square), has(MASK_KNIGHT));
                    assert_eq!(reach.diagonal.contains(square), has(MASK_BISHOP_QUEEN));
                    assert_eq!(reach.orthogonal.contains(square), has(MASK_ROOK_QUEEN));
                }
            }
        }
    }

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
        // A pawn's control bit is the highest: any word at or above it has a pawn attacker.
        assert!(map.word(Color::Black, Square::F6) >= super::CONTROL_PAWN);
    }
}
