//! The board pane: pieces centred on squares of any [`SquareSize`], coordinates outside the
//! squares, side to move, last move, the first move of each line (marked with the line's
//! number and colour, the best line strongest; on squares of 5x2 cells or more, as arrows),
//! the cursor and a picked-up piece, and the guard-value or evaluation-term overlays; while the
//! board editor is open, the position being set up with the editor's cursor and its en passant
//! square instead.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Style;
use ratatui::widgets::{Block, Widget};
use shakmaty::{File, Move, Position, Square};

use crate::board::arrow;
use crate::board::size::SquareSize;
use crate::model::app::{App, Pane};
use crate::panes::layout::square_origin;
use crate::theme::Theme;
use kibitzer::advisors::GuardMap;
use kibitzer::eval::Row;

/// Draws the board of `app` into `area` with the largest squares that fit it.
pub fn draw(app: &App, theme: Theme, area: Rect, buf: &mut Buffer) {
    let square = SquareSize::STEPS
        .into_iter()
        .rev()
        .find(|s| s.pane_width() <= area.width && s.pane_height() <= area.height)
        .unwrap_or(SquareSize::SMALL);
    draw_sized(app, theme, area, square, buf);
}

/// What is marked on the squares besides the pieces.
struct Marks<'a> {
    /// The move that led to the shown position.
    last: Option<Move>,
    /// The first move of each line, best first.
    firsts: Vec<&'a Move>,
    /// The first moves are drawn as arrows (a large board), not marked on their squares.
    arrows: bool,
    /// Guard values, when that overlay is on.
    guard: Option<GuardMap<'a>>,
    /// The men behind the selected evaluation row.
    terms: Vec<Square>,
    /// The cursor's square, while it is shown.
    cursor: Option<Square>,
}

impl Marks<'_> {
    /// The style of `sq` and the line (index) whose first move touches it.
    fn square(&self, theme: Theme, sq: Square) -> (Style, Option<usize>) {
        let touches = |m: &Move| m.from() == Some(sq) || kibitzer::search::destination(m) == sq;
        let light = (u32::from(sq.file()) + u32::from(sq.rank())) % 2 == 1;
        let mut style = theme.square(light);
        if let Some(g) = &self.guard {
            style = style.patch(theme.guard(g.white_value(sq)));
        }
        if self.last.as_ref().is_some_and(touches) {
            style = style.patch(theme.last_move());
        }
        // The best line touching the square is the one marked (arrows on a large board).
        let line = self
            .firsts
            .iter()
            .position(|m| touches(m))
            .filter(|_| !self.arrows);
        if let Some(i) = line {
            style = style.patch(theme.line_move(i));
        }
        if self.terms.contains(&sq) {
            style = style.patch(theme.term_square());
        }
        if self.cursor == Some(sq) {
            style = style.patch(theme.cursor());
        }
        (style, line)
    }
}

/// Draws the board of `app` into `area` with squares of `size` cells.
pub fn draw_sized(app: &App, theme: Theme, area: Rect, size: SquareSize, buf: &mut Buffer) {
    if let Some(editor) = app.board_editor() {
        // The position being set up, the editor's cursor on it, its e.p. square dotted.
        let marks = Marks {
            last: None,
            firsts: Vec::new(),
            arrows: false,
            guard: None,
            terms: Vec::new(),
            cursor: Some(editor.cursor),
        };
        let white = editor.setup.turn.is_white();
        let title = format!(
            " Editor: {} to move ",
            if white { "White" } else { "Black" }
        );
        Block::bordered()
            .title(crate::panes::title::fitted(&title, area.width))
            .border_style(theme.border(true))
            .render(area, buf);
        let targets: Vec<Square> = editor.setup.ep_square.into_iter().collect();
        draw_squares(
            app,
            theme,
            (area, size),
            &editor.setup.board,
            &marks,
            &targets,
            buf,
        );
        return;
    }
    let pos = app.shown_position();
    let board = pos.board();
    let walking = app.compare().is_some_and(|c| c.comparison().is_some());
    Block::bordered()
        .title(crate::panes::title::fitted(
            &title(app, pos.turn().is_white(), walking),
            area.width,
        ))
        .border_style(theme.border(app.focus == Pane::Board))
        .render(area, buf);
    let preview = app.line_preview();
    let marks = Marks {
        last: match preview {
            Some(preview) => Some(preview.last_move()),
            None => app
                .game
                .node(app.game.current())
                .mv()
                .filter(|_| app.tree().is_none() && !walking),
        },
        firsts: if app.threat_mode || app.tree().is_some() || walking || preview.is_some() {
            Vec::new()
        } else {
            app.analysis
                .lines
                .iter()
                .filter_map(|l| l.pv.first())
                .collect()
        },
        arrows: arrow::has_room(size),
        guard: app.guard_overlay.then(|| GuardMap::new(board)),
        terms: term_squares(app),
        cursor: (app.focus == Pane::Board && (app.board_cursor || app.picked.is_some()))
            .then_some(app.cursor),
    };
    let targets = app.picked_targets();
    draw_squares(app, theme, (area, size), board, &marks, &targets, buf);
}

/// The squares of `board` with their `marks` (arrows too, on a large board), a dot on each of
/// `targets`, and the coordinates.
fn draw_squares(
    app: &App,
    theme: Theme,
    (area, size): (Rect, SquareSize),
    board: &shakmaty::Board,
    marks: &Marks<'_>,
    targets: &[Square],
    buf: &mut Buffer,
) {
    let (middle_x, middle_y) = (size.width / 2, size.height / 2);
    for sq in Square::ALL {
        let (x, y) = square_origin(area, size, app.flipped, sq);
        let (style, line) = marks.square(theme, sq);
        fill(buf, area, Rect::new(x, y, size.width, size.height), style);
        let (cx, cy) = (x + middle_x, y + middle_y);
        if let Some(piece) = board.piece_at(sq) {
            let piece_style = style.patch(theme.piece(piece.color.is_white()));
            put(
                buf,
                area,
                cx,
                cy,
                &theme.glyph(piece).to_string(),
                piece_style,
            );
            if app.picked == Some(sq) {
                put(buf, area, cx - 1, cy, "*", piece_style);
                put(buf, area, cx + 1, cy, "*", piece_style);
            }
        } else if let Some(value) = marks.guard.as_ref().map(|g| g.white_value(sq))
            && value != 0
        {
            put(buf, area, cx - 1, cy, &format!("{value:>3}"), style);
        }
        if targets.contains(&sq) {
            mark_target(
                buf,
                area,
                (cx, cy),
                board.piece_at(sq).is_some(),
                theme,
                style,
            );
        }
        // The line's number in the square's corner, unless a picked-up piece's mark is there.
        if let Some(i) = line.filter(|_| !(app.picked == Some(sq) && size.height == 1)) {
            let number = (i + 1).to_string();
            put(buf, area, x, y, &number, style.patch(theme.line_number(i)));
        }
    }
    if marks.arrows {
        draw_arrows(&marks.firsts, (area, size, app.flipped), theme, buf);
    }
    draw_coordinates(app, theme, area, size, buf);
}

/// The first move of each line as an arrow in the line's colour, the best line last (on top),
/// drawn only on blank cells and other arrows' cells so that pieces and marks stay readable.
fn draw_arrows(
    firsts: &[&Move],
    (area, size, flipped): (Rect, SquareSize, bool),
    theme: Theme,
    buf: &mut Buffer,
) {
    let inner = area.inner(ratatui::layout::Margin::new(1, 1));
    let mut drawn = std::collections::HashSet::new();
    for (index, mv) in firsts.iter().enumerate().rev() {
        let Some(from) = mv.from() else { continue };
        let to = kibitzer::search::destination(mv);
        let cells = arrow::arrow_cells(area, size, flipped, (from, to), theme.ascii);
        for cell in cells {
            let at = (cell.x, cell.y);
            if !crate::panes::layout::contains(inner, cell.x, cell.y) {
                continue;
            }
            let blank = buf[at].symbol() == " ";
            if blank || drawn.contains(&at) {
                let style = buf[at].style().patch(theme.line_arrow(index));
                buf[at].set_char(cell.symbol).set_style(style);
                drawn.insert(at);
            }
        }
    }
}

/// A square the picked-up piece can move to, whose middle cell is `centre`: a dot on an empty
/// square, dots either side of a man it would take.
fn mark_target(
    buf: &mut Buffer,
    area: Rect,
    (cx, cy): (u16, u16),
    occupied: bool,
    theme: Theme,
    style: Style,
) {
    let dot = if theme.ascii { "." } else { "·" };
    if occupied {
        put(buf, area, cx - 1, cy, dot, style);
        put(buf, area, cx + 1, cy, dot, style);
    } else {
        put(buf, area, cx, cy, dot, style);
    }
}

/// ` Board: White to move `, and what the board shows when it is not the game's position
/// (` Board: preview of line 1: 12...Nf6 (3/8) · Esc back · Enter adds `).
fn title(app: &App, white: bool, walking: bool) -> String {
    if let Some(preview) = app.line_preview() {
        return format!(" Board: {} ", preview.title());
    }
    format!(
        " Board: {} to move{}{} ",
        if white { "White" } else { "Black" },
        if walking { ", compared line" } else { "" },
        if app.guard_overlay {
            ", guard values"
        } else {
            ""
        }
    )
}

/// The rank numbers left of the squares' middle rows and the file letters below their middle
/// columns.
fn draw_coordinates(app: &App, theme: Theme, area: Rect, size: SquareSize, buf: &mut Buffer) {
    for row in 0..8u16 {
        let rank = if app.flipped { row } else { 7 - row };
        let label = (rank + 1).to_string();
        let y = area.y + 1 + row * size.height + size.height / 2;
        put(buf, area, area.x + 1, y, &label, theme.dim());
    }
    let files_y = area.y + 1 + 8 * size.height;
    for column in 0..8u16 {
        let file = if app.flipped { 7 - column } else { column };
        let label = File::new(u32::from(file)).char().to_string();
        let x = area.x + 3 + column * size.width + size.width / 2;
        put(buf, area, x, files_y, &label, theme.dim());
    }
}

/// Blanks the cells of `square` that lie inside the pane's borders, in `style`.
fn fill(buf: &mut Buffer, area: Rect, square: Rect, style: Style) {
    let inside = square.intersection(area.inner(ratatui::layout::Margin::new(1, 1)));
    for y in inside.top()..inside.bottom() {
        for x in inside.left()..inside.right() {
            buf[(x, y)].set_char(' ').set_style(style);
        }
    }
}

/// Writes `text` at (`x`, `y`) if that lies inside the pane's borders.
fn put(buf: &mut Buffer, area: Rect, x: u16, y: u16, text: &str, style: Style) {
    let inner = area.inner(ratatui::layout::Margin::new(1, 1));
    if y < inner.y || y >= inner.bottom() || x < inner.x || x >= inner.right() {
        return;
    }
    let room = usize::from(inner.right() - x);
    buf.set_stringn(x, y, text, room, style);
}

/// Squares of the men behind the evaluation row selected in the evaluation pane.
fn term_squares(app: &App) -> Vec<Square> {
    if let Some(view) = app.compare() {
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
