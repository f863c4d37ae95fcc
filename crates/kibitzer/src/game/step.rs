//! [`Step`]: what leads from a node of the game tree to its child, a move of the board or a
//! null move (`--` in PGN: the side to move passes), and [`after_null_move`], the position a
//! null move leads to.
//!
//! A null move keeps the men and the castling rights, gives the move to the other side,
//! clears the en passant square and counts one more halfmove (and one more full move after
//! Black's), as python-chess plays it. One played while in check is illegal: the side that
//! passed would leave its king attacked.

use shakmaty::{CastlingMode, Chess, Color, EnPassantMode, FromSetup, Move, Position};

/// What was played to reach a node.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Step {
    /// A move of the board.
    Move(Move),
    /// A null move: the side to move passes.
    Null,
}

impl Step {
    /// The move, `None` for a null move.
    pub fn mv(self) -> Option<Move> {
        match self {
            Step::Move(mv) => Some(mv),
            Step::Null => None,
        }
    }

    /// Whether this is a null move.
    pub fn is_null(self) -> bool {
        self == Step::Null
    }
}

impl From<Move> for Step {
    fn from(mv: Move) -> Step {
        Step::Move(mv)
    }
}

/// Why a null move cannot be played.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NullMoveError {
    /// The side to move is in check.
    InCheck(Color),
    /// The position after it is not one (what shakmaty said); not expected from a legal
    /// position without check.
    Invalid(String),
}

impl std::fmt::Display for NullMoveError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            NullMoveError::InCheck(color) => {
                let side = if color.is_white() { "White" } else { "Black" };
                write!(f, "{side} is in check")
            }
            NullMoveError::Invalid(reason) => write!(f, "the position after it: {reason}"),
        }
    }
}

impl std::error::Error for NullMoveError {}

/// The position after the side to move of `position` passes.
pub fn after_null_move(position: &Chess) -> Result<Chess, NullMoveError> {
    if position.is_check() {
        return Err(NullMoveError::InCheck(position.turn()));
    }
    let mut setup = position.to_setup(EnPassantMode::Legal);
    if setup.turn == Color::Black {
        setup.fullmoves = setup.fullmoves.saturating_add(1);
    }
    setup.halfmoves = setup.halfmoves.saturating_add(1);
    setup.swap_turn();
    // A position without check stays one after passing: the kings, men and rights are the
    // same, and the side that passed is not attacked.
    Chess::from_setup(setup, CastlingMode::Standard)
        .map_err(|e| NullMoveError::Invalid(e.to_string()))
}

#[cfg(test)]
mod tests {
    use shakmaty::fen::Fen;
    use shakmaty::{CastlingMode, Chess, EnPassantMode};

    use super::{NullMoveError, after_null_move};

    fn position(fen: &str) -> Chess {
        let fen: Fen = fen.parse().unwrap();
        fen.into_position(CastlingMode::Standard).unwrap()
    }

    fn fen(position: &Chess) -> String {
        Fen::from_position(position, EnPassantMode::Legal).to_string()
    }

    #[test]
    fn passing_keeps_the_men_and_rights_and_counts_the_move() {
        // python-chess gives the same FENs.
        let black = position("4k3/8/8/8/8/8/8/4K2R b K - 0 1");
        assert_eq!(
            fen(&after_null_move(&black).unwrap()),
            "4k3/8/8/8/8/8/8/4K2R w K - 1 2"
        );
        let white = position("rnbqkb1r/ppp1pppp/5n2/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 3");
        assert_eq!(
            fen(&after_null_move(&white).unwrap()),
            "rnbqkb1r/ppp1pppp/5n2/3pP3/8/8/PPPP1PPP/RNBQKBNR b KQkq - 1 3"
        );
    }

    #[test]
    fn passing_in_check_is_refused() {
        let checked = position("4k3/8/8/8/8/8/8/4K2r w - - 0 1");
        let err = after_null_move(&checked).unwrap_err();
        assert_eq!(err, NullMoveError::InCheck(shakmaty::Color::White));
        assert_eq!(err.to_string(), "White is in check");
    }
}
