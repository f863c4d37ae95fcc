//! [`BoardEditor`]: the position being set up (a shakmaty `Setup`, which may be impossible
//! while it is edited), the cursor, the piece a click puts down, and the reason the last
//! Enter was refused. Its keys ([`BoardEditor::key`]), clicks ([`BoardEditor::click`]) and
//! pastes ([`BoardEditor::load_fen`]) change it; what it cannot do itself (close, flip the
//! board, open the position as a game) it returns as an [`EditorOutcome`] for the router.

use shakmaty::fen::{Fen, LossyFenError};
use shakmaty::{Bitboard, CastlingSide, Chess, Color, Piece, Rank, Role, Setup, Square};

use crate::board_editor::actions::BoardEditorAction;
use crate::context::Context;
use kibitzer::game::{SetupProblem, castling_letter, castling_squares, check_setup, read_fen};

/// What the router does after an editor's key.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum EditorOutcome {
    /// The editor stays open.
    Open,
    /// The editor closed, the game unchanged.
    Closed,
    /// Flip the board (the editor stays open).
    Flip,
    /// The position is possible: open a new game from it (the editor closed).
    Accepted(Box<Chess>),
}

/// Which mouse button clicked a square.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Button {
    /// The left button: put the selected piece down (on the same piece: take it away).
    Left,
    /// The right button: empty the square.
    Right,
}

/// The board editor's state.
#[derive(Clone, Debug)]
pub struct BoardEditor {
    /// The position as set up so far.
    pub setup: Setup,
    /// The square the piece keys act on.
    pub cursor: Square,
    /// The piece a left click puts down: the last piece typed (a white pawn at first).
    pub selected: Piece,
    /// Why the last Enter was refused (cleared by the next change).
    pub problem: Option<SetupProblem>,
}

impl BoardEditor {
    /// An editor on `setup`, the cursor on e4 (crazyhouse pockets dropped).
    pub fn new(mut setup: Setup) -> BoardEditor {
        setup.pockets = None;
        setup.promoted = Bitboard::EMPTY;
        setup.remaining_checks = None;
        BoardEditor {
            setup,
            cursor: Square::E4,
            selected: Piece {
                color: Color::White,
                role: Role::Pawn,
            },
            problem: None,
        }
    }

    /// An editor on the FEN `text` (read, not judged: an impossible position can be fixed
    /// here), or why it is no FEN.
    pub fn from_fen(text: &str) -> Result<BoardEditor, String> {
        let fen = read_fen(text).map_err(|e| format!("invalid FEN: {e}"))?;
        Ok(BoardEditor::new(fen.into_setup()))
    }

    /// The FEN of the position as set up, updated as it is edited; the castling rights are
    /// always written `KQkq` (shakmaty would name a right without its king by the rook's file).
    pub fn fen(&self) -> String {
        let fen = Fen::try_from_setup(self.setup.clone())
            .unwrap_or_else(LossyFenError::ignore)
            .to_string();
        let mut fields: Vec<&str> = fen.split(' ').collect();
        let castling = self.castling_text();
        if let Some(field) = fields.get_mut(2) {
            *field = &castling;
        }
        fields.join(" ")
    }

    /// The castling rights as a FEN writes them (`KQkq`, `-`).
    pub fn castling_text(&self) -> String {
        let mut text = String::new();
        for color in Color::ALL {
            for side in [CastlingSide::KingSide, CastlingSide::QueenSide] {
                if self.has_right(color, side) {
                    text.push(castling_letter(color, side));
                }
            }
        }
        if text.is_empty() {
            text.push('-');
        }
        text
    }

    /// Whether the castling right of `color` on `side` is given.
    pub fn has_right(&self, color: Color, side: CastlingSide) -> bool {
        self.setup
            .castling_rights
            .contains(castling_squares(color, side).1)
    }

    /// The squares an en passant capture could be set on now: behind a pawn of the side not
    /// to move that stands where a double step ends, with both squares it passed empty.
    pub fn en_passant_squares(&self) -> Vec<Square> {
        let turn = self.setup.turn;
        let board = &self.setup.board;
        let theirs = board.pawns() & board.by_color(turn.other());
        let pushed_to = turn.relative_rank(Rank::Fifth);
        theirs
            .into_iter()
            .filter(|sq| sq.rank() == pushed_to)
            .filter_map(|sq| {
                let behind = sq.offset(if turn.is_white() { 8 } else { -8 })?;
                let from = behind.offset(if turn.is_white() { 8 } else { -8 })?;
                let empty = !board.occupied().contains(behind) && !board.occupied().contains(from);
                empty.then_some(behind)
            })
            .collect()
    }

    /// A key; `flipped` says which way up the board is shown (for the arrows).
    pub fn key(
        &mut self,
        action: BoardEditorAction,
        flipped: bool,
        cx: &mut Context<'_>,
    ) -> EditorOutcome {
        match action {
            BoardEditorAction::Up
            | BoardEditorAction::Down
            | BoardEditorAction::Left
            | BoardEditorAction::Right => {
                self.move_cursor(action, flipped);
                return EditorOutcome::Open;
            }
            BoardEditorAction::Flip => return EditorOutcome::Flip,
            BoardEditorAction::Cancel => {
                cx.say("board editor left: the game is unchanged");
                return EditorOutcome::Closed;
            }
            BoardEditorAction::Accept => return self.accept(cx),
            _ => {}
        }
        self.problem = None;
        *cx.status = None;
        match action {
            BoardEditorAction::Place(piece) => {
                self.selected = piece;
                self.setup.board.set_piece_at(self.cursor, piece);
            }
            BoardEditorAction::ClearSquare => self.setup.board.discard_piece_at(self.cursor),
            BoardEditorAction::SideToMove => self.setup.turn = self.setup.turn.other(),
            BoardEditorAction::Castling(color, side) => {
                self.setup
                    .castling_rights
                    .toggle(castling_squares(color, side).1);
            }
            BoardEditorAction::EnPassant => self.en_passant(cx),
            BoardEditorAction::ClearBoard => {
                self.setup = Setup::empty();
                cx.say("board cleared");
            }
            BoardEditorAction::StartPosition => {
                self.setup = Setup::default();
                cx.say("start position");
            }
            _ => {}
        }
        EditorOutcome::Open
    }

    /// A click on `square`: the left button puts the selected piece down (on that same piece:
    /// takes it away), the right button empties the square.
    pub fn click(&mut self, square: Square, button: Button) {
        self.cursor = square;
        self.problem = None;
        let same = self.setup.board.piece_at(square) == Some(self.selected);
        match button {
            Button::Left if !same => self.setup.board.set_piece_at(square, self.selected),
            _ => self.setup.board.discard_piece_at(square),
        }
    }

    /// Loads the FEN `text` (a paste) in place of the position set up, or says why not.
    pub fn load_fen(&mut self, text: &str, cx: &mut Context<'_>) {
        match BoardEditor::from_fen(text) {
            Ok(loaded) => {
                self.setup = loaded.setup;
                self.problem = None;
                cx.say("FEN loaded into the editor");
            }
            Err(why) => cx.error(why),
        }
    }

    /// `e`: the en passant square on the cursor, or none if it is there already; a square no
    /// double step just passed is refused, with the squares that are possible.
    fn en_passant(&mut self, cx: &mut Context<'_>) {
        if self.setup.ep_square == Some(self.cursor) {
            self.setup.ep_square = None;
            cx.say("no en passant square");
            return;
        }
        let possible = self.en_passant_squares();
        if possible.contains(&self.cursor) {
            self.setup.ep_square = Some(self.cursor);
            cx.say(format!("en passant square: {}", self.cursor));
            return;
        }
        let list = if possible.is_empty() {
            "none is possible now".to_owned()
        } else {
            let names: Vec<String> = possible.iter().map(ToString::to_string).collect();
            format!("possible: {}", names.join(", "))
        };
        cx.error(format!(
            "no en passant on {}: no pawn just moved two squares past it ({list})",
            self.cursor
        ));
    }

    /// Enter: the position if it is possible, else the reason, and the editor stays open.
    fn accept(&mut self, cx: &mut Context<'_>) -> EditorOutcome {
        match check_setup(&self.setup) {
            Ok(chess) => {
                self.problem = None;
                EditorOutcome::Accepted(Box::new(chess))
            }
            Err(problem) => {
                self.problem = Some(problem);
                cx.error(format!("impossible position: {problem}"));
                EditorOutcome::Open
            }
        }
    }

    /// Moves the cursor one square as the board is shown.
    fn move_cursor(&mut self, action: BoardEditorAction, flipped: bool) {
        let (df, dr) = match action {
            BoardEditorAction::Up => (0, 1),
            BoardEditorAction::Down => (0, -1),
            BoardEditorAction::Left => (-1, 0),
            _ => (1, 0),
        };
        let (df, dr) = if flipped { (-df, -dr) } else { (df, dr) };
        if let Some(sq) = self.cursor.offset(dr * 8 + df)
            && sq.distance(self.cursor) == 1
        {
            self.cursor = sq;
        }
    }
}
