//! The board editor's drawing beside and under the board (the board itself, with the
//! editor's position and cursor, is drawn by `board::view`): the panel in the right column
//! (the selected piece, side to move, castling, en passant, the reason Enter was refused, and
//! the keys from the keymap, so a rebound key shows) and the live FEN in the pane under the
//! board.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Clear, Paragraph, Widget, Wrap};
use shakmaty::{Color, Piece, Role};

use crate::board_editor::actions::BoardEditorAction;
use crate::board_editor::state::BoardEditor;
use crate::keymap::ModeKeys;
use crate::theme::Theme;

/// The roles in the order the keys list them.
const ROLES: [Role; 6] = [
    Role::Pawn,
    Role::Knight,
    Role::Bishop,
    Role::Rook,
    Role::Queen,
    Role::King,
];

/// `white pawn`, `black queen`.
pub fn piece_name(piece: Piece) -> String {
    let colour = if piece.color.is_white() {
        "white"
    } else {
        "black"
    };
    let role = match piece.role {
        Role::Pawn => "pawn",
        Role::Knight => "knight",
        Role::Bishop => "bishop",
        Role::Rook => "rook",
        Role::Queen => "queen",
        Role::King => "king",
    };
    format!("{colour} {role}")
}

/// The first key of each piece of `color`, run together (`PNBRQK`).
fn piece_keys(keys: &ModeKeys<BoardEditorAction>, color: Color) -> String {
    ROLES
        .iter()
        .filter_map(|&role| {
            keys.keys(BoardEditorAction::Place(Piece { color, role }))
                .first()
                .map(|k| k.label())
        })
        .collect()
}

/// The panel in the right column.
pub fn draw_panel(
    editor: &BoardEditor,
    keys: &ModeKeys<BoardEditorAction>,
    theme: Theme,
    area: Rect,
    buf: &mut Buffer,
) {
    Clear.render(area, buf);
    let label = |action| keys.labels(action, ", ");
    let setup = &editor.setup;
    let to_move = if setup.turn.is_white() {
        "White"
    } else {
        "Black"
    };
    // No square set: the squares a double step just passed, which `e` can set.
    let possible: Vec<String> = editor
        .en_passant_squares()
        .iter()
        .map(ToString::to_string)
        .collect();
    let ep = match setup.ep_square {
        Some(square) => square.to_string(),
        None if possible.is_empty() => "-".to_owned(),
        None => format!("- (possible: {})", possible.join(", ")),
    };
    let mut lines = vec![
        Line::from(vec![
            Span::styled("selected ", theme.heading()),
            Span::raw(format!(
                "{} {} (a left click puts it down)",
                theme.glyph(editor.selected),
                piece_name(editor.selected)
            )),
        ]),
        Line::from(vec![
            Span::styled("to move ", theme.heading()),
            Span::raw(format!("{to_move}  ")),
            Span::styled("castling ", theme.heading()),
            Span::raw(format!("{}  ", editor.castling_text())),
            Span::styled("e.p. ", theme.heading()),
            Span::raw(ep),
        ]),
    ];
    match editor.problem {
        Some(problem) => lines.push(Line::styled(format!("refused: {problem}"), theme.error())),
        None => lines.push(Line::styled(
            format!(
                "{} plays it, {} leaves",
                label(BoardEditorAction::Accept),
                label(BoardEditorAction::Cancel)
            ),
            theme.dim(),
        )),
    }
    lines.push(Line::raw(""));
    let rows = key_rows(keys);
    for (key, what) in rows {
        // A key column of 15, wider keys pushing their description right.
        lines.push(Line::from(vec![
            Span::styled(format!("{key:<15} "), theme.heading()),
            Span::raw(what),
        ]));
    }
    Paragraph::new(lines)
        .wrap(Wrap { trim: false })
        .block(
            Block::bordered()
                .title(" Board editor ")
                .border_style(theme.border(true)),
        )
        .render(area, buf);
}

/// The keys the panel lists, from the keymap: (keys, what they do).
fn key_rows(keys: &ModeKeys<BoardEditorAction>) -> [(String, &'static str); 10] {
    let label = |action| keys.labels(action, ", ");
    let castling_keys: Vec<String> = [
        (Color::White, shakmaty::CastlingSide::KingSide),
        (Color::White, shakmaty::CastlingSide::QueenSide),
        (Color::Black, shakmaty::CastlingSide::KingSide),
        (Color::Black, shakmaty::CastlingSide::QueenSide),
    ]
    .into_iter()
    .map(|(c, s)| label(BoardEditorAction::Castling(c, s)))
    .collect();
    [
        (
            format!(
                "{} {}",
                piece_keys(keys, Color::White),
                piece_keys(keys, Color::Black)
            ),
            "put a piece on the cursor square",
        ),
        (label(BoardEditorAction::ClearSquare), "empty the square"),
        (
            [
                BoardEditorAction::Up,
                BoardEditorAction::Down,
                BoardEditorAction::Left,
                BoardEditorAction::Right,
            ]
            .map(label)
            .join(" "),
            "move the cursor",
        ),
        (label(BoardEditorAction::SideToMove), "side to move"),
        (castling_keys.join(" "), "castling K Q k q on / off"),
        (
            label(BoardEditorAction::EnPassant),
            "en passant square on the cursor",
        ),
        (
            format!(
                "{} / {}",
                label(BoardEditorAction::ClearBoard),
                label(BoardEditorAction::StartPosition)
            ),
            "empty board / start position",
        ),
        (label(BoardEditorAction::Flip), "flip the board"),
        (
            "mouse".to_owned(),
            "left puts the selected piece, right empties",
        ),
        ("paste".to_owned(), "a FEN loads it here"),
    ]
}

/// The FEN of the position set up, in the pane under the board.
pub fn draw_fen(editor: &BoardEditor, theme: Theme, area: Rect, buf: &mut Buffer) {
    Clear.render(area, buf);
    Paragraph::new(editor.fen())
        .wrap(Wrap { trim: false })
        .block(
            Block::bordered()
                .title(" FEN ")
                .border_style(theme.border(false)),
        )
        .render(area, buf);
}
