//! Unit tests of [`super::check_setup`]: each reason a set-up position is refused, from a
//! FEN read without judging it.

use shakmaty::{CastlingSide, Color, Setup, Square};

use super::{SetupProblem, check_setup};

/// The setup of `fen`, unjudged.
fn setup(fen: &str) -> Setup {
    crate::game::read_fen(fen).unwrap().into_setup()
}

fn problem(fen: &str) -> SetupProblem {
    check_setup(&setup(fen)).unwrap_err()
}

#[test]
fn a_legal_position_is_the_position() {
    let chess = check_setup(&setup("4k3/8/8/8/8/8/4P3/4K2R w K - 0 1")).unwrap();
    assert_eq!(
        shakmaty::fen::Fen::from_position(&chess, shakmaty::EnPassantMode::Legal).to_string(),
        "4k3/8/8/8/8/8/4P3/4K2R w K - 0 1"
    );
}

#[test]
fn an_empty_board_has_no_white_king() {
    assert_eq!(
        problem("8/8/8/8/8/8/8/8 w - - 0 1"),
        SetupProblem::NoKing(Color::White)
    );
    assert_eq!(
        problem("8/8/8/8/8/8/8/8 w - - 0 1").to_string(),
        "White has no king"
    );
}

#[test]
fn a_missing_black_king_is_named() {
    assert_eq!(
        problem("8/8/8/8/8/8/8/4K3 w - - 0 1"),
        SetupProblem::NoKing(Color::Black)
    );
}

#[test]
fn two_kings_of_a_colour_are_refused() {
    let p = problem("4k2k/8/8/8/8/8/8/4K3 w - - 0 1");
    assert_eq!(p, SetupProblem::TooManyKings(Color::Black));
    assert_eq!(p.to_string(), "Black has more than one king");
}

#[test]
fn a_pawn_on_the_first_or_last_rank_is_named_by_its_square() {
    assert_eq!(
        problem("4k3/8/8/8/8/8/8/P3K3 w - - 0 1"),
        SetupProblem::PawnOnBackRank(Square::A1)
    );
    assert_eq!(
        problem("4k1p1/8/8/8/8/8/8/4K3 w - - 0 1"),
        SetupProblem::PawnOnBackRank(Square::G8)
    );
}

#[test]
fn nine_pawns_and_seventeen_men_are_too_many() {
    assert_eq!(
        problem("4k3/8/8/8/8/1P6/PPPPPPPP/4K3 w - - 0 1"),
        SetupProblem::TooManyPawns(Color::White)
    );
    assert_eq!(
        problem("4k3/8/8/8/1NNNNNNN/1NNNNNNN/NN6/4K3 w - - 0 1"),
        SetupProblem::TooManyPieces(Color::White)
    );
}

#[test]
fn two_queens_beside_eight_pawns_is_too_much_material() {
    let p = problem("3qkq2/pppppppp/8/8/8/8/8/4K3 w - - 0 1");
    assert_eq!(p, SetupProblem::TooMuchMaterial(Color::Black));
}

#[test]
fn the_side_not_to_move_in_check_is_refused() {
    // White to move, the black king on e8 attacked by the rook on e1's file.
    let p = problem("4k3/8/8/8/8/8/8/K3R3 w - - 0 1");
    assert_eq!(p, SetupProblem::OppositeCheck(Color::Black));
    assert_eq!(p.to_string(), "Black is in check but it is White's move");
}

#[test]
fn three_checkers_are_an_impossible_check() {
    assert_eq!(
        problem("4k3/8/8/4r3/8/3n1n2/8/4K3 w - - 0 1"),
        SetupProblem::ImpossibleCheck
    );
}

/// `fen` with exactly the castling rights of the rooks on `rooks` (a FEN's `K` without a
/// rook on the h-file reads as no right, so the editor's rights are set directly).
fn with_rights(fen: &str, rooks: &[Square]) -> SetupProblem {
    let mut setup = setup(fen);
    setup.castling_rights = rooks.iter().copied().collect();
    check_setup(&setup).unwrap_err()
}

#[test]
fn a_castling_right_without_its_rook_is_named() {
    let p = with_rights("4k3/8/8/8/8/8/8/4K3 w - - 0 1", &[Square::H1]);
    assert_eq!(
        p,
        SetupProblem::CastlingWithoutKingOrRook(Color::White, CastlingSide::KingSide)
    );
    assert_eq!(
        p.to_string(),
        "castling K: White needs its king on e1 and a rook on h1"
    );
    assert_eq!(
        with_rights("4k3/8/8/8/8/8/8/4K3 w - - 0 1", &[Square::A8]),
        SetupProblem::CastlingWithoutKingOrRook(Color::Black, CastlingSide::QueenSide)
    );
    // The king off e1: no right either.
    assert_eq!(
        with_rights("4k3/8/8/8/8/8/8/3K3R w - - 0 1", &[Square::H1]),
        SetupProblem::CastlingWithoutKingOrRook(Color::White, CastlingSide::KingSide)
    );
}

#[test]
fn a_chess960_castling_right_is_refused() {
    assert_eq!(
        problem("4k3/8/8/8/8/8/8/1R2K3 w B - 0 1"),
        SetupProblem::CastlingRookOffCorner(Square::B1)
    );
}

#[test]
fn an_en_passant_square_without_a_double_step_is_refused() {
    // No black pawn on d5.
    let p = problem("4k3/8/8/8/4P3/8/8/4K3 w - d6 0 1");
    assert_eq!(p, SetupProblem::ImpossibleEnPassant(Square::D6));
    // On the wrong rank.
    assert_eq!(
        problem("4k3/8/8/3pP3/8/8/8/4K3 w - d3 0 1"),
        SetupProblem::ImpossibleEnPassant(Square::D3)
    );
    // Possible: d7-d5 was just played.
    assert!(check_setup(&setup("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1")).is_ok());
}
