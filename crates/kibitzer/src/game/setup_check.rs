//! Whether a set-up position (a board editor's [`Setup`]) can be played, and if not, why:
//! [`check_setup`] returns the standard-chess position or the first [`SetupProblem`] found,
//! a typed reason (a colour, a square, a castling right) that a person can act on. The
//! reasons come from shakmaty's `Chess::from_setup` (its `PositionErrorKinds`), made precise
//! by looking at the board: which colour has no king, which pawn is on a back rank.

use shakmaty::{
    Bitboard, CastlingMode, CastlingSide, Chess, Color, FromSetup, PositionErrorKinds, Rank, Role,
    Setup, Square,
};

/// Why a set-up position cannot be played.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SetupProblem {
    /// A colour has no king.
    NoKing(Color),
    /// A colour has more than one king.
    TooManyKings(Color),
    /// A pawn stands on the first or the last rank.
    PawnOnBackRank(Square),
    /// A colour has more than 16 men.
    TooManyPieces(Color),
    /// A colour has more than 8 pawns.
    TooManyPawns(Color),
    /// A colour has more pieces than its missing pawns could have promoted to (for example
    /// two queens beside eight pawns).
    TooMuchMaterial(Color),
    /// The side not to move is in check (its king could be taken).
    OppositeCheck(Color),
    /// The side to move is in a check no last move could give (three checkers, two
    /// aligned sliders, two knights...).
    ImpossibleCheck,
    /// A castling right without the king on its square or the rook in its corner.
    CastlingWithoutKingOrRook(Color, CastlingSide),
    /// A castling right with a rook off the corners (Chess960's), which standard chess has
    /// not.
    CastlingRookOffCorner(Square),
    /// An en passant square no double step just made: on the wrong rank, without the pawn
    /// that moved past it, or with a man on it or behind it.
    ImpossibleEnPassant(Square),
}

impl std::fmt::Display for SetupProblem {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match *self {
            SetupProblem::NoKing(color) => write!(f, "{} has no king", name(color)),
            SetupProblem::TooManyKings(color) => {
                write!(f, "{} has more than one king", name(color))
            }
            SetupProblem::PawnOnBackRank(square) => {
                write!(
                    f,
                    "a pawn on {square}: pawns cannot stand on the first or last rank"
                )
            }
            SetupProblem::TooManyPieces(color) => {
                write!(f, "{} has more than 16 men", name(color))
            }
            SetupProblem::TooManyPawns(color) => {
                write!(f, "{} has more than 8 pawns", name(color))
            }
            SetupProblem::TooMuchMaterial(color) => write!(
                f,
                "{} has more pieces than its missing pawns could have promoted to",
                name(color)
            ),
            SetupProblem::OppositeCheck(color) => write!(
                f,
                "{} is in check but it is {}'s move",
                name(color),
                name(color.other())
            ),
            SetupProblem::ImpossibleCheck => {
                f.write_str("no last move could have given this check")
            }
            SetupProblem::CastlingWithoutKingOrRook(color, side) => {
                let (king, rook) = castling_squares(color, side);
                write!(
                    f,
                    "castling {}: {} needs its king on {king} and a rook on {rook}",
                    castling_letter(color, side),
                    name(color)
                )
            }
            SetupProblem::CastlingRookOffCorner(square) => write!(
                f,
                "a castling right for a rook on {square}: only rooks in the corners castle here"
            ),
            SetupProblem::ImpossibleEnPassant(square) => write!(
                f,
                "en passant on {square} is impossible: no pawn just moved two squares past it"
            ),
        }
    }
}

impl std::error::Error for SetupProblem {}

/// `White` or `Black`.
fn name(color: Color) -> &'static str {
    if color.is_white() { "White" } else { "Black" }
}

/// The FEN letter of a castling right: `K`, `Q`, `k`, `q`.
pub fn castling_letter(color: Color, side: CastlingSide) -> char {
    let letter = if side.is_king_side() { 'K' } else { 'Q' };
    if color.is_white() {
        letter
    } else {
        letter.to_ascii_lowercase()
    }
}

/// The squares a standard castling right needs: the king's and the rook's.
pub fn castling_squares(color: Color, side: CastlingSide) -> (Square, Square) {
    let rank = color.relative_rank(Rank::First);
    let rook_file = if side.is_king_side() {
        shakmaty::File::H
    } else {
        shakmaty::File::A
    };
    (
        Square::from_coords(shakmaty::File::E, rank),
        Square::from_coords(rook_file, rank),
    )
}

/// The position of `setup` as standard chess (castling as in standard chess), or the first
/// reason it cannot be played, in the order a person would fix them: kings, pawns, counts,
/// castling, en passant, checks.
pub fn check_setup(setup: &Setup) -> Result<Chess, SetupProblem> {
    let errors = match Chess::from_setup(setup.clone(), CastlingMode::Standard) {
        Ok(chess) => return Ok(chess),
        Err(e) => e.kinds(),
    };
    Err(first_problem(setup, errors))
}

/// The first problem of `setup` that shakmaty's `errors` point at.
fn first_problem(setup: &Setup, errors: PositionErrorKinds) -> SetupProblem {
    let board = &setup.board;
    for color in Color::ALL {
        let kings = board.kings() & board.by_color(color);
        if kings.is_empty() {
            return SetupProblem::NoKing(color);
        }
        if kings.more_than_one() {
            return SetupProblem::TooManyKings(color);
        }
    }
    if let Some(square) = (board.pawns() & Bitboard::BACKRANKS).first() {
        return SetupProblem::PawnOnBackRank(square);
    }
    for color in Color::ALL {
        let ours = board.by_color(color);
        if ours.count() > 16 {
            return SetupProblem::TooManyPieces(color);
        }
        if (board.pawns() & ours).count() > 8 {
            return SetupProblem::TooManyPawns(color);
        }
    }
    if errors.contains(PositionErrorKinds::TOO_MUCH_MATERIAL) {
        let color = Color::ALL
            .into_iter()
            .find(|&c| too_much_material(setup, c))
            .unwrap_or(Color::White);
        return SetupProblem::TooMuchMaterial(color);
    }
    if errors.contains(PositionErrorKinds::INVALID_CASTLING_RIGHTS) {
        if let Some(square) = (setup.castling_rights & !Bitboard::CORNERS).first() {
            return SetupProblem::CastlingRookOffCorner(square);
        }
        if let Some((color, side)) = bad_castling_right(setup) {
            return SetupProblem::CastlingWithoutKingOrRook(color, side);
        }
    }
    if errors.contains(PositionErrorKinds::INVALID_EP_SQUARE)
        && let Some(square) = setup.ep_square
    {
        return SetupProblem::ImpossibleEnPassant(square);
    }
    if errors.contains(PositionErrorKinds::OPPOSITE_CHECK) {
        return SetupProblem::OppositeCheck(setup.turn.other());
    }
    SetupProblem::ImpossibleCheck
}

/// Whether `color` has more pieces than its missing pawns could have promoted to (the rule
/// of shakmaty's `TOO_MUCH_MATERIAL`: bishops of each square colour counted apart).
fn too_much_material(setup: &Setup, color: Color) -> bool {
    let board = &setup.board;
    let ours = board.by_color(color);
    let count = |bb: Bitboard| (bb & ours).count();
    let extra = count(board.queens()).saturating_sub(1)
        + count(board.rooks()).saturating_sub(2)
        + count(board.knights()).saturating_sub(2)
        + count(board.bishops() & Bitboard::LIGHT_SQUARES).saturating_sub(1)
        + count(board.bishops() & Bitboard::DARK_SQUARES).saturating_sub(1);
    count(board.pawns()) + extra > 8
}

/// The first castling right of `setup` without its king and rook on their standard squares.
fn bad_castling_right(setup: &Setup) -> Option<(Color, CastlingSide)> {
    for color in Color::ALL {
        for side in [CastlingSide::KingSide, CastlingSide::QueenSide] {
            let (king, rook) = castling_squares(color, side);
            if !setup.castling_rights.contains(rook) {
                continue;
            }
            let has = |square: Square, role: Role| {
                setup.board.piece_at(square) == Some(shakmaty::Piece { color, role })
            };
            if !(has(king, Role::King) && has(rook, Role::Rook)) {
                return Some((color, side));
            }
        }
    }
    None
}

#[cfg(test)]
#[path = "setup_check_tests.rs"]
mod tests;
