//! The board editor's actions and their table. The editor takes every key: a key it does not
//! bind does nothing (the piece letters are its own, so `k` places a black king and the
//! cursor moves with the arrows only).

use shakmaty::{CastlingSide, Color, Piece, Role};

use crate::mode::{Action, Binding, Mode, ModeAction, bind, hinted};

/// What a key does in the board editor.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BoardEditorAction {
    /// The cursor one square up the board as shown.
    Up,
    /// The cursor one square down.
    Down,
    /// The cursor one square left.
    Left,
    /// The cursor one square right.
    Right,
    /// Put this piece on the cursor square (and select it for clicks).
    Place(Piece),
    /// Empty the cursor square.
    ClearSquare,
    /// The other side to move.
    SideToMove,
    /// Give or take this castling right.
    Castling(Color, CastlingSide),
    /// The en passant square on the cursor square (again: none).
    EnPassant,
    /// Empty the whole board.
    ClearBoard,
    /// The start position.
    StartPosition,
    /// Flip the board.
    Flip,
    /// Play the position: a new game from it, if it is possible.
    Accept,
    /// Leave the editor, the game unchanged.
    Cancel,
}

const fn piece(color: Color, role: Role) -> BoardEditorAction {
    BoardEditorAction::Place(Piece { color, role })
}

impl ModeAction for BoardEditorAction {
    const MODE: Mode = Mode::BoardEditor;
    const TABLE: &'static [Binding<Self>] = &[
        bind(BoardEditorAction::Up, "up", &["up"], "cursor up"),
        bind(BoardEditorAction::Down, "down", &["down"], "cursor down"),
        bind(BoardEditorAction::Left, "left", &["left"], "cursor left"),
        bind(
            BoardEditorAction::Right,
            "right",
            &["right"],
            "cursor right",
        ),
        bind(
            piece(Color::White, Role::Pawn),
            "white_pawn",
            &["P"],
            "put a white pawn on the cursor square",
        ),
        bind(
            piece(Color::White, Role::Knight),
            "white_knight",
            &["N"],
            "put a white knight there",
        ),
        bind(
            piece(Color::White, Role::Bishop),
            "white_bishop",
            &["B"],
            "put a white bishop there",
        ),
        bind(
            piece(Color::White, Role::Rook),
            "white_rook",
            &["R"],
            "put a white rook there",
        ),
        bind(
            piece(Color::White, Role::Queen),
            "white_queen",
            &["Q"],
            "put a white queen there",
        ),
        bind(
            piece(Color::White, Role::King),
            "white_king",
            &["K"],
            "put a white king there",
        ),
        bind(
            piece(Color::Black, Role::Pawn),
            "black_pawn",
            &["p"],
            "put a black pawn there",
        ),
        bind(
            piece(Color::Black, Role::Knight),
            "black_knight",
            &["n"],
            "put a black knight there",
        ),
        bind(
            piece(Color::Black, Role::Bishop),
            "black_bishop",
            &["b"],
            "put a black bishop there",
        ),
        bind(
            piece(Color::Black, Role::Rook),
            "black_rook",
            &["r"],
            "put a black rook there",
        ),
        bind(
            piece(Color::Black, Role::Queen),
            "black_queen",
            &["q"],
            "put a black queen there",
        ),
        bind(
            piece(Color::Black, Role::King),
            "black_king",
            &["k"],
            "put a black king there",
        ),
        bind(
            BoardEditorAction::ClearSquare,
            "clear_square",
            &["x", "delete", "space"],
            "empty the cursor square",
        ),
        bind(
            BoardEditorAction::SideToMove,
            "side_to_move",
            &["w", "tab"],
            "the other side to move",
        ),
        bind(
            BoardEditorAction::Castling(Color::White, CastlingSide::KingSide),
            "castle_white_king_side",
            &["1"],
            "castling right K (white, king side) on / off",
        ),
        bind(
            BoardEditorAction::Castling(Color::White, CastlingSide::QueenSide),
            "castle_white_queen_side",
            &["2"],
            "castling right Q (white, queen side) on / off",
        ),
        bind(
            BoardEditorAction::Castling(Color::Black, CastlingSide::KingSide),
            "castle_black_king_side",
            &["3"],
            "castling right k (black, king side) on / off",
        ),
        bind(
            BoardEditorAction::Castling(Color::Black, CastlingSide::QueenSide),
            "castle_black_queen_side",
            &["4"],
            "castling right q (black, queen side) on / off",
        ),
        bind(
            BoardEditorAction::EnPassant,
            "en_passant",
            &["e"],
            "en passant square on the cursor square, if a double step just passed it (again: none)",
        ),
        hinted(
            BoardEditorAction::ClearBoard,
            "clear_board",
            &["C"],
            "empty the board",
            "clear",
        ),
        hinted(
            BoardEditorAction::StartPosition,
            "start_position",
            &["S"],
            "the start position",
            "start",
        ),
        bind(BoardEditorAction::Flip, "flip", &["F"], "flip the board"),
        hinted(
            BoardEditorAction::Accept,
            "accept",
            &["enter"],
            "play the position: a new game from it (an impossible one is refused, with why)",
            "play",
        ),
        hinted(
            BoardEditorAction::Cancel,
            "cancel",
            &["esc"],
            "leave the editor, the game unchanged",
            "leave",
        ),
    ];

    fn in_mode(self) -> Action {
        Action::BoardEditor(self)
    }
}
