//! One test per evaluation term that the spec's section 7 vectors do not already pin down, each
//! on a small position chosen to exercise it, with the value derived by hand in the comment.

use kibitzer::{History, eval::Breakdown, eval::Term, eval::breakdown, game::parse_fen};
use shakmaty::{Color, Position, Role, Square};

fn eval(fen: &str) -> Breakdown {
    let pos = parse_fen(fen).unwrap();
    breakdown(&pos, History::from_board(pos.board()))
}

/// The value of `term` for the man on `square` (0 if it has none).
fn man_term(b: &Breakdown, square: Square, term: Term) -> i32 {
    let man = b
        .men()
        .iter()
        .find(|m| m.man.square == square)
        .expect("a man there");
    man.terms
        .iter()
        .filter(|(t, _)| *t == term)
        .map(|(_, v)| v)
        .sum()
}

fn man_value(b: &Breakdown, square: Square) -> i32 {
    b.men()
        .iter()
        .find(|m| m.man.square == square)
        .unwrap()
        .value
}

fn side_term(b: &Breakdown, color: Color, term: Term) -> i32 {
    let v = b.by_term().get(&term).copied().unwrap_or_default();
    if color == Color::White {
        v.white
    } else {
        v.black
    }
}

#[test]
fn blocked_centre_pawn_doubled_and_blocked_passer() {
    // Stage 10 (no pieces). Pd2: d3 occupied -> blocked -15; the e-pawn keeps the d-pawns from
    // being isolated, so both pay DOUBLED[d] = -10; no black pawn on d -> passed, rank 2:
    // 10 * 15 / 10 = 15, stop square occupied -> -8. e2 guards d3: not backward.
    let b = eval("4k3/8/8/8/8/3P4/3PP3/4K3 w - - 0 1");
    assert_eq!(man_term(&b, Square::D2, Term::Blocked), -15);
    assert_eq!(man_term(&b, Square::D2, Term::Doubled), -10);
    assert_eq!(man_term(&b, Square::D3, Term::Doubled), -10);
    assert_eq!(man_term(&b, Square::D2, Term::Passed), 15);
    assert_eq!(man_term(&b, Square::D2, Term::PassedBlocked), -8);
    assert_eq!(man_term(&b, Square::D2, Term::Backward), 0);
    assert_eq!(man_term(&b, Square::E2, Term::Blocked), 0);
}

#[test]
fn knight_on_a_strong_square_near_an_enemy_pawn() {
    // Stage 10: KNIGHTPOST 4, KNIGHTSTRONG 8. Ne5: table 32; (5 - 3) + (5 - 4) = 3 king
    // tropism; c6 is within two squares: 4; no black pawn can ever attack e5..e8: +8.
    let b = eval("4k3/8/2p5/4N3/8/8/8/4K3 w - - 0 1");
    assert_eq!(man_term(&b, Square::E5, Term::Pst), 32);
    assert_eq!(man_term(&b, Square::E5, Term::KingTropism), 3);
    assert_eq!(man_term(&b, Square::E5, Term::NearEnemy), 4);
    assert_eq!(man_term(&b, Square::E5, Term::StrongSquare), 8);
    assert_eq!(man_value(&b, Square::E5), 47);
    // One square further the c6 pawn would attack d5: not strong there.
    let b = eval("4k3/8/2p5/3N4/8/8/8/4K3 w - - 0 1");
    assert_eq!(man_term(&b, Square::D5, Term::StrongSquare), 0);
}

#[test]
fn bishop_stage_bonus_strong_square_undeveloped_and_mobility() {
    // Stage 10. Bc1: table 14, +stage 10, strong (no black pawns) +8, still on c1 so White is
    // not Developed: -5; diagonals d2..h6 (5 squares) and b2, a3 (2): m = 14 -> BMBLTY 12.
    let b = eval("4k3/8/8/8/8/8/7P/2B1K3 w - - 0 1");
    assert_eq!(man_term(&b, Square::C1, Term::Pst), 14);
    assert_eq!(man_term(&b, Square::C1, Term::StageBonus), 10);
    assert_eq!(man_term(&b, Square::C1, Term::StrongSquare), 8);
    assert_eq!(man_term(&b, Square::C1, Term::Undeveloped), -5);
    assert_eq!(man_term(&b, Square::C1, Term::Mobility), 12);
    assert_eq!(man_value(&b, Square::C1), 39);
}

#[test]
fn rook_files_mobility_and_tropism_from_stage_three() {
    // Stage 10. Rh1: no pawn of either colour on h: +10 and +4; 14 - taxi(h1, e8) = 4.
    // Ra1: pawns of both colours on a: neither bonus.
    let b = eval("4k3/p7/8/8/8/8/P7/R3K2R w - - 0 1");
    assert_eq!(man_term(&b, Square::H1, Term::FileNoOwnPawn), 10);
    assert_eq!(man_term(&b, Square::H1, Term::FileNoEnemyPawn), 4);
    assert_eq!(man_term(&b, Square::H1, Term::KingTropism), 4);
    assert_eq!(man_term(&b, Square::A1, Term::FileNoOwnPawn), 0);
    assert_eq!(man_term(&b, Square::A1, Term::FileNoEnemyPawn), 0);
    // Mobility: h2..h8 are 7 empty squares (14 half-squares); g1, f1 give 4; the own king e1
    // is a first piece, so d1, c1, b1 count one half each (3); Ra1 is a second man: stop.
    // m = 21 -> RMBLTY[21] = 17.
    assert_eq!(man_term(&b, Square::H1, Term::Mobility), 17);
}

#[test]
fn rook_mobility_is_halved_before_stage_three() {
    // The start position with the h-pawn and g-knight gone: tmtl 6350, stage 0.
    // Rh1: h2..h7 = 6 squares (12 half), h8 rook is a first piece (stop: nothing beyond), g1:
    // 2 more -> m = 14; RMBLTY[14] = 14, halved 7. No 14 - taxi before stage 3.
    let b = eval("rnbqkbn1/ppppppp1/8/8/8/8/PPPPPPP1/RNBQKB1R w Qq - 0 1");
    assert_eq!(man_term(&b, Square::H1, Term::Mobility), 7);
    assert_eq!(man_term(&b, Square::H1, Term::KingTropism), 0);
}

#[test]
fn queen_tropism_only_after_stage_three() {
    // Stage 10: Qd1 scores 14 - taxi(d1, e8) = 14 - 8 = 6 and nothing else.
    let b = eval("4k3/8/8/8/8/8/P7/3QK3 w - - 0 1");
    assert_eq!(man_term(&b, Square::D1, Term::KingTropism), 6);
    // Stage 0 (start position): nothing.
    let b = eval("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
    assert_eq!(man_value(&b, Square::D1), 0);
}

#[test]
fn king_open_files_at_stage_zero_reach_forty_four() {
    // No e- or f-pawns: e file -15 - 7, neighbour f (king on e looks to f) -15 - 7.
    let b = eval("rnbqkbnr/pppp2pp/8/8/8/8/PPPP2PP/RNBQKBNR w KQkq - 0 1");
    assert_eq!(man_term(&b, Square::E1, Term::OpenFiles), -44);
    assert_eq!(man_term(&b, Square::E8, Term::OpenFiles), -44);
}

#[test]
fn king_safety_counts_safe_and_guarded_checks() {
    // Black: Q, 2R, 2B, 2N = 3340, White pawns only: stage 5, KSFTY 3, KMOVD -6, KHOPNX -3.
    // Black is Developed. White Kg1: diagonal f2 (queen bit, pawn there, defended by the king,
    // attacked once) -3 and dominated; h2 quiet. Rank 1: f1 (queen, king defends) -3 and
    // dominated; e1 and d1 (queen, nobody defends) are safe checks; c1, b1, a1 quiet.
    // cnt 2 -> 3 * -16 / 8 = -6; z = 2 adds nothing.
    let b = eval("rr1bb2k/pppp4/2n2n2/8/8/8/4qPPP/6K1 w - - 0 1");
    assert_eq!(b.stage(), 5);
    assert_eq!(man_term(&b, Square::G1, Term::GuardedChecks), -6);
    assert_eq!(man_term(&b, Square::G1, Term::SafeChecks), -6);
    // Off e1 and not castled: king moved, -40 / 6 = -6.
    assert_eq!(man_term(&b, Square::G1, Term::KingMoved), -6);
    // g and h files have own pawns but no black pawns: KHOPNX twice.
    assert_eq!(man_term(&b, Square::G1, Term::OpenFiles), -6);
}

#[test]
fn king_safety_is_off_while_the_enemy_is_undeveloped() {
    // Same position but a black knight back on g8: Black is not Developed.
    let b = eval("rr1bb1nk/pppp4/2n5/8/8/8/4qPPP/6K1 w - - 0 1");
    assert_eq!(man_term(&b, Square::G1, Term::GuardedChecks), 0);
    assert_eq!(man_term(&b, Square::G1, Term::SafeChecks), 0);
}

#[test]
fn castled_bonus_by_stage() {
    // Start position with White castled short by hand: KCASTLD at stage 0 is 10.
    let b = eval("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQ1RK1 w kq - 0 1");
    assert_eq!(man_term(&b, Square::G1, Term::Castled), 10);
    assert_eq!(man_term(&b, Square::E8, Term::Castled), 0);
}

#[test]
fn pin_counts_as_hung_and_costs_the_extra() {
    // Re1 sees the undefended black knight on e5 and the king behind it: x-ray +8, the pin
    // raises Black's hung count; the knight is also hung itself (-8): 2 hung -> -10.
    let b = eval("4k3/8/8/4n3/8/8/8/4R1K1 w - - 0 1");
    assert_eq!(man_term(&b, Square::E1, Term::Xray), 8);
    assert_eq!(man_term(&b, Square::E5, Term::Hung), -8);
    assert_eq!(b.hung().black, 2);
    assert_eq!(side_term(&b, Color::Black, Term::HungExtra), -10);
    assert_eq!(side_term(&b, Color::White, Term::HungExtra), 0);
}

#[test]
fn free_black_passed_pawn_scores_the_pp1_table() {
    // Stage 10, White to move. Pb3: r = 2 + 1 = 3; the white king h1 is 6 away (not < 4): not
    // in the square; nothing touches b2, b1: PP1[7 - 2] = 180. ADV mirrored: b6 = 28 -> 28;
    // isolated b -14; backward -6, no white pawn on b -3.
    let b = eval("7k/8/8/8/8/1p6/8/7K w - - 0 1");
    assert_eq!(man_term(&b, Square::B3, Term::Passed), 180);
    assert_eq!(man_term(&b, Square::B3, Term::Advance), 28);
    assert_eq!(man_term(&b, Square::B3, Term::Isolated), -14);
    assert_eq!(man_term(&b, Square::B3, Term::Backward), -9);
    assert_eq!(man_value(&b, Square::B3), 185);
}

#[test]
fn passed_pawn_with_touched_path_scores_pp2() {
    // Stage 10, White to move. Pa6 (rank index 5): the black king h8 is 7 away, outside the
    // square. With a black rook on a8 the path square a7 is attacked (and a8 occupied), so
    // PP2[5] = 90; without it the pawn is free: PP1[5] = 180.
    let b = eval("r6k/8/P7/8/8/8/8/K7 w - - 0 1");
    assert_eq!(man_term(&b, Square::A6, Term::Passed), 90);
    let b = eval("7k/8/P7/8/8/8/8/K7 w - - 0 1");
    assert_eq!(man_term(&b, Square::A6, Term::Passed), 180);
}

#[test]
fn lone_bishop_against_a_pawn_is_zeroed() {
    // White to move with B v P: the raw score is positive, White has no pawns and only a minor.
    let b = eval("4k3/4p3/8/8/8/8/8/2B1K3 w - - 0 1");
    assert_eq!(b.score().centipawns(), 0);
    assert!(side_term(&b, Color::White, Term::DrawZeroing) < 0);
    // Black to move: negative for Black, and the opponent (White) is the drawish side.
    let b = eval("4k3/4p3/8/8/8/8/8/2B1K3 b - - 0 1");
    assert_eq!(b.score().centipawns(), 0);
    assert!(side_term(&b, Color::White, Term::DrawZeroing) < 0);
}

#[test]
fn bare_king_bonus_for_either_side_to_move() {
    let white = eval("4k3/8/8/8/8/8/P7/R3K3 w - - 0 1");
    assert_eq!(side_term(&white, Color::White, Term::BareKing), 200);
    let black = eval("4k3/8/8/8/8/8/P7/R3K3 b - - 0 1");
    assert_eq!(side_term(&black, Color::White, Term::BareKing), 200);
}

#[test]
fn lone_king_routine_with_a_minor_or_nothing_is_zero() {
    assert_eq!(
        eval("4k3/8/8/8/8/8/8/2B1K3 w - - 0 1").score().centipawns(),
        0
    );
    assert_eq!(
        eval("4k3/8/8/8/8/8/8/4K3 b - - 0 1").score().centipawns(),
        0
    );
}

#[test]
fn lone_king_routine_for_black_with_white_to_move() {
    // 4995 + 980 - DyingKing[e5] 72 - 2 * dist(a1, e5) 8 = 5895 for Black, so -5895 for White.
    let b = eval("8/8/8/4K3/8/8/8/kq6 w - - 0 1");
    assert!(b.lone_king());
    assert_eq!(b.score().centipawns(), -5895);
    assert_eq!(side_term(&b, Color::Black, Term::LoneKingBase), 4995);
    assert_eq!(side_term(&b, Color::Black, Term::LoneKingMaterial), 980);
    assert_eq!(side_term(&b, Color::Black, Term::LoneKingEdge), -72);
    assert_eq!(side_term(&b, Color::Black, Term::LoneKingDistance), -8);
}

#[test]
fn tempo_goes_to_the_side_to_move() {
    let b = eval("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b KQkq - 0 1");
    assert_eq!(side_term(&b, Color::Black, Term::Tempo), 10);
    assert_eq!(b.score().centipawns(), 10);
}

#[test]
fn by_role_and_by_square_read_the_same_men() {
    let b = eval("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1");
    let knights = b
        .by_role()
        .into_iter()
        .find(|(r, _)| *r == Role::Knight)
        .unwrap()
        .1;
    assert_eq!(knights.white, 19 + 35);
    assert_eq!(knights.black, 18 + 27);
    let squares = b.by_square();
    assert_eq!(squares[Square::E5.to_usize()], 35);
    assert_eq!(squares[Square::H3.to_usize()], 15);
    assert_eq!(squares[Square::E3.to_usize()], 0);
}
