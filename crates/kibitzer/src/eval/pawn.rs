//! Pawn terms (spec 4.1): advancement and shield, blocked centre pawn, isolated, doubled and
//! backward pawns; the passed pawns are `passed`'s.

use shakmaty::{Bitboard, ByColor, Color, File, Rank, Role, Square};

use super::context::Context;
use super::exposure::stop_square;
use super::neighbourhood::within_two;
use super::passed;
use super::sink::Sink;
use super::stage::StageWeights;
use super::term::Term;
use super::weights::{
    DOUBLED, ISOLATED, MASK_COMMON, MASK_COUNT, PAWN_ADVANCE, PAWN_BACKWARD,
    PAWN_BACKWARD_ATTACKER, PAWN_BACKWARD_BLOCKED, PAWN_BACKWARD_HALF_OPEN, PAWN_CENTRE_BLOCKED,
    at,
};

/// The d- and e-files.
const CENTRE_FILES: Bitboard =
    Bitboard(Bitboard::from_file(File::D).0 | Bitboard::from_file(File::E).0);

/// P1's advancement term, `pawn_advance * ADV[square] / 10`, for every stage (0..=10) and
/// square (from White's side): a lookup instead of a multiplication and a division per pawn.
static ADVANCE_BY_STAGE: [[i32; 64]; 11] = advance_by_stage();

const fn advance_by_stage() -> [[i32; 64]; 11] {
    let mut table = [[0; 64]; 11];
    let mut stage = 0;
    while stage < 11 {
        let weight = StageWeights::for_stage(stage as i32).pawn_advance;
        let mut square = 0;
        while square < 64 {
            table[stage][square] = weight * at(&PAWN_ADVANCE, Square::new(square as u32)) / 10;
            square += 1;
        }
        stage += 1;
    }
    table
}

/// What the pawn terms take from the pawns alone, kept with the rest of a pawn structure's
/// facts: the advancement for every stage, the isolated and doubled pawns, and the pawns that
/// may be backward or passed, the only ones scored one by one.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PawnTerms {
    /// P1's advancement summed over each side's pawns, for every stage.
    advance: ByColor<[i32; 11]>,
    /// P3: the isolated pawns, and what they score together.
    isolated: ByColor<(Bitboard, i32)>,
    /// P3: the doubled pawns that are not isolated, and what they score together.
    doubled: ByColor<(Bitboard, i32)>,
    /// The pawns with a stop square that no own pawn attacks, nor the pawn itself (P4).
    backward: ByColor<Bitboard>,
    /// P4's part that depends on the pawns alone, summed over the backward pawns: the base
    /// penalty and the half-open file's.
    backward_base: ByColor<i32>,
    /// The pawns with a stop square and no enemy pawn on their file (P5).
    passed: ByColor<Bitboard>,
}

impl PawnTerms {
    /// The facts of the pawn sets `pawns`, with their `files` (pawns per file), `file_mask`
    /// (files that hold a pawn) and `attacks` (squares a pawn attacks).
    pub fn new(
        pawns: &ByColor<Bitboard>,
        files: &ByColor<[u8; 8]>,
        file_mask: &ByColor<u8>,
        attacks: &ByColor<Bitboard>,
    ) -> PawnTerms {
        let mut terms = PawnTerms {
            advance: ByColor::new_with(|_| [0; 11]),
            isolated: ByColor::new_with(|_| (Bitboard::EMPTY, 0)),
            doubled: ByColor::new_with(|_| (Bitboard::EMPTY, 0)),
            backward: ByColor::new_with(|_| Bitboard::EMPTY),
            backward_base: ByColor::new_with(|_| 0),
            passed: ByColor::new_with(|_| Bitboard::EMPTY),
        };
        for color in Color::ALL {
            let enemy = color.other();
            for square in *pawns.get(color) {
                for (stage, sum) in terms.advance.get_mut(color).iter_mut().enumerate() {
                    *sum += advance(color, stage, square);
                }
                let file = square.file();
                let neighbours = (0b101u32 << file.to_u32() >> 1) as u8;
                if file_mask.get(color) & neighbours == 0 {
                    let isolated = terms.isolated.get_mut(color);
                    isolated.0.add(square);
                    isolated.1 += ISOLATED[file.to_usize()];
                } else if files.get(color)[file.to_usize()] > 1 {
                    let doubled = terms.doubled.get_mut(color);
                    doubled.0.add(square);
                    doubled.1 += DOUBLED[file.to_usize()];
                }
                let Some(stop) = stop_square(color, square) else {
                    continue;
                };
                let here_and_stop = Bitboard::from_square(square) | Bitboard::from_square(stop);
                if (*attacks.get(color) & here_and_stop).is_empty() {
                    terms.backward.get_mut(color).add(square);
                    *terms.backward_base.get_mut(color) +=
                        backward_base(files.get(enemy)[file.to_usize()]);
                }
                if files.get(enemy)[file.to_usize()] == 0 {
                    terms.passed.get_mut(color).add(square);
                }
            }
        }
        terms
    }

    /// The pawns of `color` with a stop square and no enemy pawn on their file (P5).
    #[inline]
    pub fn passed(&self, color: Color) -> &Bitboard {
        self.passed.get(color)
    }
}

/// P1's advancement of a pawn of `color` on `square` at `stage` (ADV is file-symmetric, so a
/// rank flip is the spec's 63 - sq).
#[inline]
fn advance(color: Color, stage: usize, square: Square) -> i32 {
    let relative = if color == Color::White {
        square
    } else {
        square.flip_vertical()
    };
    ADVANCE_BY_STAGE[stage][relative.to_usize()]
}

/// Scores every pawn of `color` (everything but the common tail). The terms that every pawn
/// of a set scores are reported a set at a time; each pawn still gets its terms in the spec's
/// order.
pub fn score<S: Sink>(ctx: &Context<'_>, color: Color, sink: &mut S) {
    let board = ctx.board;
    let pawns = board.by_color(color) & board.pawns();
    if pawns.is_empty() {
        return;
    }
    let terms = &ctx.pawns.terms;
    let occupied = board.occupied();
    // The pawns whose stop square is occupied.
    let stop_occupied = pawns
        & match color {
            Color::White => Bitboard(occupied.0 >> 8),
            Color::Black => Bitboard(occupied.0 << 8),
        };
    let stage = ctx.stage() as usize;
    let each = |squares: Bitboard, value: i32| value * squares.count() as i32;

    // P1: advancement, and within king distance two of the own king, off the d- and e-files.
    let advance_total = terms.advance.get(color)[stage];
    sink.men(
        color,
        Role::Pawn,
        pawns,
        Term::Advance,
        advance_total,
        |square| advance(color, stage, square),
    );
    let shield = pawns & within_two(*ctx.kings.get(color)) & !CENTRE_FILES;
    let shield_value = ctx.weights.pawn_shield;
    let shield_total = each(shield, shield_value);
    sink.men(
        color,
        Role::Pawn,
        shield,
        Term::Shield,
        shield_total,
        |_| shield_value,
    );

    // P2: centre pawn on its second rank, stop square occupied.
    let centre_second =
        CENTRE_FILES & Bitboard::from_rank(color.fold_wb(Rank::Second, Rank::Seventh));
    let blocked = stop_occupied & centre_second;
    let blocked_total = each(blocked, PAWN_CENTRE_BLOCKED);
    sink.men(
        color,
        Role::Pawn,
        blocked,
        Term::Blocked,
        blocked_total,
        |_| PAWN_CENTRE_BLOCKED,
    );

    // P3: isolated, else doubled.
    let (isolated, isolated_total) = *terms.isolated.get(color);
    sink.men(
        color,
        Role::Pawn,
        isolated,
        Term::Isolated,
        isolated_total,
        |square| ISOLATED[square.file().to_usize()],
    );
    let (doubled, doubled_total) = *terms.doubled.get(color);
    sink.men(
        color,
        Role::Pawn,
        doubled,
        Term::Doubled,
        doubled_total,
        |square| DOUBLED[square.file().to_usize()],
    );

    // P4: the backward pawns, their enemy attackers counted one by one.
    let backward = *terms.backward.get(color);
    if !backward.is_empty() {
        let enemy = color.other();
        let mut attackers = 0;
        for square in backward {
            attackers += attackers_of(ctx, enemy, square);
        }
        let total = terms.backward_base.get(color)
            + PAWN_BACKWARD_ATTACKER * attackers
            + each(backward & stop_occupied, PAWN_BACKWARD_BLOCKED);
        sink.men(
            color,
            Role::Pawn,
            backward,
            Term::Backward,
            total,
            |square| backward_value(ctx, color, square, stop_occupied),
        );
    }

    passed::score(ctx, color, stop_occupied, sink);
}

/// P4's part of a backward pawn that depends on the pawns alone, with `enemy_pawns` enemy
/// pawns on its file.
#[inline]
const fn backward_base(enemy_pawns: u8) -> i32 {
    if enemy_pawns == 0 {
        PAWN_BACKWARD + PAWN_BACKWARD_HALF_OPEN
    } else {
        PAWN_BACKWARD
    }
}

/// The number of men of `enemy` that attack `square` (the count of its attack word).
#[inline]
fn attackers_of(ctx: &Context<'_>, enemy: Color, square: Square) -> i32 {
    i32::from(ctx.attacks.word(enemy, square) & MASK_COMMON & MASK_COUNT)
}

/// P4: the backward pawn of `color` on `square`; `stop_occupied` holds the pawns whose stop
/// square is occupied.
fn backward_value(ctx: &Context<'_>, color: Color, square: Square, stop_occupied: Bitboard) -> i32 {
    let enemy = color.other();
    let mut backward = backward_base(ctx.pawns_on_file(enemy, square.file()))
        + PAWN_BACKWARD_ATTACKER * attackers_of(ctx, enemy, square);
    if stop_occupied.contains(square) {
        backward += PAWN_BACKWARD_BLOCKED;
    }
    backward
}

#[cfg(test)]
mod tests {
    use crate::History;
    use crate::eval::{Term, breakdown};
    use crate::game::parse_fen;
    use shakmaty::{Role, Square};

    #[test]
    fn each_pawn_gets_its_terms_in_the_spec_order_though_sets_are_reported_at_once() {
        let fens = [
            // g2: advanced, isolated, backward, passed and blocked by the knight on g3 (the
            // shield weighs nothing in this ending).
            "6k1/8/8/8/8/6n1/6P1/6K1 w - - 0 1",
            "r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4",
            "4k3/1p4p1/1P1p4/3P4/2P5/8/P4PP1/4K3 b - - 0 1",
        ];
        for fen in fens {
            let pos = parse_fen(fen).unwrap();
            let table = breakdown(&pos, History::from_board(shakmaty::Position::board(&pos)));
            for man in table.men().iter().filter(|m| m.man.role == Role::Pawn) {
                let ranks: Vec<usize> = man
                    .terms
                    .iter()
                    // The table order lists the pawn terms in the spec's order (4.1), then the
                    // common tail's (4.7).
                    .map(|(term, _)| Term::ALL.iter().position(|t| t == term).unwrap())
                    .collect();
                assert!(ranks.is_sorted_by(|a, b| a < b), "{fen}: {man:?}");
            }
        }
        let pos = parse_fen(fens[0]).unwrap();
        let table = breakdown(&pos, History::from_board(shakmaty::Position::board(&pos)));
        let g2 = table
            .men()
            .iter()
            .find(|m| m.man.square == Square::G2)
            .unwrap();
        let terms: Vec<Term> = g2.terms.iter().map(|(term, _)| *term).collect();
        assert_eq!(
            terms,
            [
                Term::Advance,
                Term::Isolated,
                Term::Backward,
                Term::Passed,
                Term::PassedBlocked
            ]
        );
    }
}
