//! The board pane: pieces, coordinates, side to move, last move, the first line's best move,
//! the cursor and a picked-up piece, and the guard-value or evaluation-term overlays.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Style;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Paragraph, Widget};
use shakmaty::{File, Position, Rank, Square};

use super::app::{App, Pane};
use super::theme::Theme;
use crate::advisors::GuardMap;
use crate::eval::Row;

/// Draws the board of `app` into `area`.
pub fn draw(app: &App, theme: Theme, area: Rect, buf: &mut Buffer) {
    let pos = app.shown_position();
    let board = pos.board();
    let turn = if pos.turn().is_white() {
        "White"
    } else {
        "Black"
    };
    let walking = app
        .compare
        .as_ref()
        .is_some_and(|c| c.comparison().is_some());
    let title = format!(
        " Board: {turn} to move{}{} ",
        if walking { ", compared line" } else { "" },
        if app.guard_overlay {
            ", guard values"
        } else {
            ""
        }
    );
    let block = Block::bordered()
        .title(title)
        .border_style(theme.border(app.focus == Pane::Board));
    let last = app
        .game
        .node(app.game.current())
        .mv()
        .filter(|_| app.tree.is_none() && !walking);
    let best = app
        .analysis
        .lines
        .first()
        .and_then(|l| l.pv.first())
        .filter(|_| !app.threat_mode && app.tree.is_none() && !walking);
    let guard = app.guard_overlay.then(|| GuardMap::new(board));
    let term_squares = term_squares(app);
    let targets = app.picked_targets();
    let mut lines = Vec::with_capacity(9);
    for row in 0..8u32 {
        let rank = if app.flipped { row } else { 7 - row };
        let mut spans = vec![Span::styled(format!("{} ", rank + 1), theme.dim())];
        for column in 0..8u32 {
            let file = if app.flipped { 7 - column } else { column };
            let sq = Square::from_coords(File::new(file), Rank::new(rank));
            let mut style = theme.square((file + rank) % 2 == 1);
            if let Some(g) = &guard {
                style = style.patch(theme.guard(g.white_value(sq)));
            }
            if last.is_some_and(|m| m.from() == Some(sq) || crate::search::destination(&m) == sq) {
                style = style.patch(theme.last_move());
            }
            if best.is_some_and(|m| m.from() == Some(sq) || crate::search::destination(m) == sq) {
                style = style.patch(theme.best_move());
            }
            if term_squares.contains(&sq) {
                style = style.patch(theme.term_square());
            }
            let text = match board.piece_at(sq) {
                Some(piece) => {
                    style = style.patch(theme.piece(piece.color.is_white()));
                    let mark = if app.picked == Some(sq) { '*' } else { ' ' };
                    format!("{mark}{}{mark}", theme.glyph(piece))
                }
                None => match &guard {
                    Some(g) if g.white_value(sq) != 0 => format!("{:>3}", g.white_value(sq)),
                    _ => "   ".to_owned(),
                },
            };
            let text = if targets.contains(&sq) {
                target_text(&text, theme)
            } else {
                text
            };
            if app.cursor == sq
                && app.focus == Pane::Board
                && (app.board_cursor || app.picked.is_some())
            {
                style = style.patch(theme.cursor());
            }
            spans.push(Span::styled(text, style));
        }
        lines.push(Line::from(spans));
    }
    let mut files = String::with_capacity(24);
    for c in 0..8u32 {
        let f = if app.flipped { 7 - c } else { c };
        files.extend([' ', File::new(f).char(), ' ']);
    }
    lines.push(Line::from(vec![
        Span::raw("  "),
        Span::styled(files, theme.dim()),
    ]));
    Paragraph::new(lines)
        .block(block)
        .style(Style::new())
        .render(area, buf);
}

/// A square the picked-up piece can move to: a dot on an empty square, dots around a man it
/// would take.
fn target_text(text: &str, theme: Theme) -> String {
    let dot = if theme.ascii { '.' } else { '·' };
    let mut chars: Vec<char> = text.chars().collect();
    if chars.len() == 3 && chars[1] == ' ' {
        chars[1] = dot;
    } else if chars.len() == 3 {
        chars[0] = dot;
        chars[2] = dot;
    }
    chars.into_iter().collect()
}

/// Squares of the men behind the evaluation row selected in the evaluation pane.
fn term_squares(app: &App) -> Vec<Square> {
    if let Some(view) = &app.compare {
        return view.highlighted();
    }
    if app.focus != Pane::Evaluation {
        return Vec::new();
    }
    // The board shows the root, so its men are the ones highlighted in every view.
    let Some(b) = app.analysis.root.as_deref() else {
        return Vec::new();
    };
    let row = Row::ALL[app.selection(Pane::Evaluation).min(Row::ALL.len() - 1)];
    b.squares_of_row(row)
}
