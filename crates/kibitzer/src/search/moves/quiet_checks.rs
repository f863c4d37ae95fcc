//! Checking moves. [`CheckSquares`] tells cheaply which moves cannot give check (so the move
//! loop prunes them without playing them), and [`quiet_checks_into`] generates the quiet
//! checks for the first ply of quiescence: the legal moves that neither capture nor promote
//! but give check, directly or by discovery. Quiescence on captures alone cannot see a mate or
//! a fork that starts with a quiet check one ply past the horizon.

use shakmaty::{
    Bitboard, CastlingSide, Chess, Color, Move, MoveList, Position, Rank, Role, Square, attacks,
};

use crate::search::moves::captures::lone_blockers;
use crate::search::moves::quiets::castle_into;

/// Where the side to move can give check from: the squares from which each kind of man would
/// attack the enemy king, and its men whose move may uncover a check by one of its sliders.
pub struct CheckSquares {
    turn: Color,
    king: Option<Square>,
    diagonal: Bitboard,
    straight: Bitboard,
    discovers: Bitboard,
}

impl CheckSquares {
    /// The checking squares of the side to move in `pos`.
    pub fn new(pos: &Chess) -> CheckSquares {
        let board = pos.board();
        let turn = pos.turn();
        let king = board.king_of(!turn);
        let occupied = board.occupied();
        CheckSquares {
            turn,
            king,
            diagonal: king.map_or(Bitboard::EMPTY, |k| attacks::bishop_attacks(k, occupied)),
            straight: king.map_or(Bitboard::EMPTY, |k| attacks::rook_attacks(k, occupied)),
            discovers: king.map_or(Bitboard::EMPTY, |k| {
                lone_blockers(board, k, turn) & board.by_color(turn)
            }),
        }
    }

    /// The squares from which a man of `role` would attack the enemy king.
    pub fn squares_for(&self, role: Role) -> Bitboard {
        let Some(king) = self.king else {
            return Bitboard::EMPTY;
        };
        match role {
            Role::Pawn => attacks::pawn_attacks(!self.turn, king),
            Role::Knight => attacks::knight_attacks(king),
            Role::Bishop => self.diagonal,
            Role::Rook => self.straight,
            Role::Queen => self.diagonal | self.straight,
            Role::King => Bitboard::EMPTY,
        }
    }

    /// The squares to which a man of `role` on `from` gives check by moving there (castling
    /// aside): those attacking the enemy king, and if it stands alone between the king and
    /// one of our sliders, every square off that line. Exact for a legal quiet move.
    pub fn checking_targets(&self, role: Role, from: Square) -> Bitboard {
        match self.king {
            Some(king) if self.discovers(from) => {
                self.squares_for(role) | !attacks::ray(king, from)
            }
            _ => self.squares_for(role),
        }
    }

    /// Whether the man on `square` may uncover a check by moving.
    pub fn discovers(&self, square: Square) -> bool {
        self.discovers.contains(square)
    }

    /// False only when the legal move `mv` certainly gives no check. Castling, en passant and
    /// promotions always answer true (play them to know).
    pub fn may_check(&self, mv: &Move) -> bool {
        match *mv {
            Move::Normal {
                role,
                from,
                to,
                promotion: None,
                ..
            } => self.king.is_none() || self.squares_for(role).contains(to) || self.discovers(from),
            _ => true,
        }
    }
}

/// Appends the legal quiet checking moves of `pos` (not in check) to `out`. Only the moves
/// that check are generated (onto a checking square, or off a line from one of our sliders to
/// the enemy king); only castling is played to confirm the check.
pub fn quiet_checks_into(pos: &Chess, out: &mut MoveList) {
    let board = pos.board();
    let turn = pos.turn();
    let (Some(_), Some(own_king)) = (board.king_of(!turn), board.king_of(turn)) else {
        return;
    };
    let occupied = board.occupied();
    let empty = !occupied;
    let us = board.by_color(turn);
    let checks = CheckSquares::new(pos);
    let pinned = lone_blockers(board, own_king, !turn) & us;
    // Where the man on `from` may go without exposing its own king.
    let allowed = |from| {
        if pinned.contains(from) {
            attacks::ray(own_king, from)
        } else {
            Bitboard::FULL
        }
    };
    let mut add = |role: Role, from, targets: Bitboard| {
        for to in targets & allowed(from) & checks.checking_targets(role, from) {
            out.push(Move::Normal {
                role,
                from,
                capture: None,
                to,
                promotion: None,
            });
        }
    };
    for role in [Role::Knight, Role::Bishop, Role::Rook, Role::Queen] {
        for from in us & board.by_role(role) {
            add(
                role,
                from,
                attacks::attacks(from, role.of(turn), occupied) & empty,
            );
        }
    }
    // The pawns' pushes by whole boards; only those onto a checking square or by a pawn that
    // may uncover a check are looked at one by one. (Measured with callgrind: rather than
    // each pawn in turn, `bench` takes 0.3% fewer instructions, 5,133 -> 5,117 per node.)
    let forward = turn.fold_wb(8, -8);
    let pawns = us & board.pawns();
    let pushed = pawns.shift(forward) & empty & !Bitboard::BACKRANKS;
    let third = Bitboard::from_rank(turn.fold_wb(Rank::Third, Rank::Sixth));
    let pushed_twice = (pushed & third).shift(forward) & empty;
    let pawn_checks = checks.squares_for(Role::Pawn);
    for (onto, step) in [(pushed, forward), (pushed_twice, 2 * forward)] {
        let uncovering = (pawns & checks.discovers).shift(step);
        for to in onto & (pawn_checks | uncovering) {
            if let Some(from) = to.offset(-step) {
                add(Role::Pawn, from, Bitboard::from_square(to));
            }
        }
    }
    if checks.discovers(own_king) {
        let without_king = occupied ^ Bitboard::from_square(own_king);
        let off_line = checks.checking_targets(Role::King, own_king);
        for to in attacks::king_attacks(own_king) & empty & off_line {
            if board.attacks_to(to, !turn, without_king).is_empty() {
                out.push(Move::Normal {
                    role: Role::King,
                    from: own_king,
                    capture: None,
                    to,
                    promotion: None,
                });
            }
        }
    }
    // Castling is played to see whether the rook checks.
    let mut castlings = MoveList::new();
    for side in CastlingSide::ALL {
        castle_into(pos, own_king, side, Bitboard::FULL, &mut castlings);
    }
    for &m in &castlings {
        let mut after = pos.clone();
        after.play_unchecked(m);
        if after.is_check() {
            out.push(m);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::{CheckSquares, quiet_checks_into};
    use shakmaty::fen::Fen;
    use shakmaty::uci::UciMove;
    use shakmaty::{CastlingMode, Chess, MoveList, Position};

    fn position(fen: &str) -> Chess {
        fen.parse::<Fen>()
            .unwrap()
            .into_position(CastlingMode::Standard)
            .unwrap()
    }

    fn checks(fen: &str) -> Vec<String> {
        checks_of(&position(fen))
    }

    /// What the generator finds, as sorted UCI strings.
    fn checks_of(pos: &Chess) -> Vec<String> {
        let mut out = MoveList::new();
        quiet_checks_into(pos, &mut out);
        let mut ucis: Vec<String> = out
            .iter()
            .map(|m| UciMove::from_standard(*m).to_string())
            .collect();
        ucis.sort();
        ucis
    }

    /// Every legal quiet move, played, tells whether it checks: the reference answer.
    fn brute_force(pos: &Chess) -> Vec<String> {
        let mut ucis: Vec<String> = pos
            .legal_moves()
            .into_iter()
            .filter(|m| !m.is_capture() && m.promotion().is_none())
            .filter(|m| {
                let mut after = pos.clone();
                after.play_unchecked(*m);
                after.is_check()
            })
            .map(|m| UciMove::from_standard(m).to_string())
            .collect();
        ucis.sort();
        ucis
    }

    #[test]
    fn direct_discovered_and_castling_checks() {
        // Direct checks: the rook to a8 or d1, the knight to e6 or f7, and castling long, which
        // lands the rook on d1.
        let fen = "3k4/8/8/6N1/8/8/8/R3K3 w Q - 0 1";
        let got = checks(fen);
        assert_eq!(got, ["a1a8", "a1d1", "e1c1", "g5e6", "g5f7"]);
        assert_eq!(got, brute_force(&position(fen)));
        let fen = "5k2/8/8/8/8/8/8/4K2R w K - 0 1";
        assert!(checks(fen).contains(&"e1g1".to_string()));
        // A discovered check by a knight in front of a bishop.
        let fen = "7k/8/8/8/3N4/8/1B6/4K3 w - - 0 1";
        let got = checks(fen);
        assert_eq!(
            got.len(),
            8,
            "every knight move discovers the bishop: {got:?}"
        );
        assert_eq!(got, brute_force(&position(fen)));
    }

    #[test]
    fn agrees_with_brute_force_along_seeded_playouts() {
        // Also: a move `may_check` rules out never gives check.
        let mut checked = 0;
        let mut ruled_out = 0;
        crate::search::driver::playouts::for_each_position(60, 80, |pos, moves| {
            let checks = CheckSquares::new(pos);
            for m in moves {
                let mut after = pos.clone();
                after.play_unchecked(*m);
                assert!(checks.may_check(m) || !after.is_check(), "{m:?} checks");
                ruled_out += usize::from(!checks.may_check(m));
            }
            if !pos.is_check() {
                assert_eq!(
                    checks_of(pos),
                    brute_force(pos),
                    "{}",
                    Fen::from_position(pos, shakmaty::EnPassantMode::Legal)
                );
                checked += 1;
            }
        });
        assert!(checked > 2000, "{checked}");
        assert!(ruled_out > 20_000, "{ruled_out}");
    }
}
