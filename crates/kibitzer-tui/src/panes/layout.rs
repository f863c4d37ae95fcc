//! Where each pane goes for a terminal size. One pure function, [`panes`] (or
//! [`App::panes`](crate::model::app::App::panes) at the app's size), serves the view (to draw) and the
//! update (to map mouse clicks, with [`square_at`] on the board), so they cannot disagree.
//!
//! What each pane shows at the four sizes the snapshots cover (`--board auto`):
//!
//! | pane | 80x24 | 120x40 | 160x50 | 220x60 |
//! |---|---|---|---|---|
//! | Board | squares of 3x1 cells | 5x2 | 7x3 | 9x4 |
//! | Lines | bar, one row per line: number, score, numbered moves; depth, nodes, speed and time of line 1 in the title | as 80x24 (the pane is 76 wide) | each row also gives its depth, nodes, speed and time | as 160x50 |
//! | Moves | the game text, a one-row graph | the text, a graph of a third of the pane | as 120x40 | as 120x40 |
//! | Evaluation | stacked over Threats: header, the rows around the selection, total | stacked, more rows | beside Threats: every row, total, the men | as 160x50 |
//! | Threats | totals and the first threats | more threats | beside Evaluation | as 160x50 |
//!
//! Below 64x20 the screen asks for a larger terminal.

use ratatui::layout::Rect;
use shakmaty::{File, Rank, Square};

use crate::board::size::{BoardSize, SquareSize};

/// Smallest usable terminal.
pub const MIN_SIZE: (u16, u16) = (64, 20);

/// The rectangles of every pane.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Panes {
    /// The board.
    pub board: Rect,
    /// The moves of the game and the evaluation graph.
    pub moves: Rect,
    /// The engine lines.
    pub lines: Rect,
    /// The evaluation breakdown.
    pub evaluation: Rect,
    /// The threats.
    pub threats: Rect,
    /// The external engines, below the lines (no rows without engines).
    pub engines: Rect,
    /// The status bar (one row).
    pub status: Rect,
    /// The cells of one board square.
    pub square: SquareSize,
}

/// The panes for `area` with `lines` engine lines and the board size asked for, or none when
/// it is below [`MIN_SIZE`]. Wide terminals put the evaluation and threats side by side;
/// narrow ones stack them.
pub fn panes(area: Rect, lines: usize, board: BoardSize) -> Option<Panes> {
    if area.width < MIN_SIZE.0 || area.height < MIN_SIZE.1 {
        return None;
    }
    let status = Rect {
        y: area.y + area.height - 1,
        height: 1,
        ..area
    };
    let body_height = area.height - 1;
    let square = SquareSize::for_terminal(board, area.width, body_height);
    let (board_width, board_height) = (square.pane_width(), square.pane_height());
    let left_width = board_width.max(area.width / 4).min(area.width / 2);
    let board = Rect {
        x: area.x,
        y: area.y,
        width: left_width,
        height: board_height,
    };
    let moves = Rect {
        x: area.x,
        y: area.y + board_height,
        width: left_width,
        height: body_height - board_height,
    };
    let right_x = area.x + left_width;
    let right_width = area.width - left_width;
    let lines_height = (lines as u16 + 4).clamp(5, body_height / 2);
    let lines = Rect {
        x: right_x,
        y: area.y,
        width: right_width,
        height: lines_height,
    };
    let rest_y = area.y + lines_height;
    let rest_height = body_height - lines_height;
    let rest = Rect::new(right_x, rest_y, right_width, rest_height);
    let (evaluation, threats) = if right_width >= 100 {
        let half = right_width / 2;
        (
            Rect {
                x: right_x,
                y: rest_y,
                width: half,
                height: rest_height,
            },
            Rect {
                x: right_x + half,
                y: rest_y,
                width: right_width - half,
                height: rest_height,
            },
        )
    } else {
        let top = rest_height / 2 + rest_height % 2;
        (
            Rect {
                x: right_x,
                y: rest_y,
                width: right_width,
                height: top,
            },
            Rect {
                x: right_x,
                y: rest_y + top,
                width: right_width,
                height: rest_height - top,
            },
        )
    };
    Some(Panes {
        board,
        moves,
        lines,
        evaluation,
        threats,
        engines: Rect { height: 0, ..rest },
        status,
        square,
    })
}

/// The fewest rows the evaluation pane (and the threats) keep when the Engines pane takes room from it.
const EVALUATION_KEEPS: u16 = 4;

impl Panes {
    /// The panes with up to `rows` rows below the lines given to the Engines pane, taken
    /// from the evaluation and the threats (beside it on wide terminals, below it on narrow
    /// ones, where the two share what is left).
    #[must_use]
    pub fn with_engines(mut self, rows: u16) -> Panes {
        let stacked = self.threats.y != self.evaluation.y;
        let room = if stacked {
            self.evaluation.height + self.threats.height
        } else {
            self.evaluation.height
        };
        let keep = if stacked { 2 } else { 1 } * EVALUATION_KEEPS;
        let rows = rows.min(room.saturating_sub(keep));
        self.engines.height = rows;
        let y = self.engines.y + rows;
        if stacked {
            let rest = room - rows;
            let top = rest / 2 + rest % 2;
            self.evaluation.y = y;
            self.evaluation.height = top;
            self.threats.y = y + top;
            self.threats.height = rest - top;
        } else {
            for pane in [&mut self.evaluation, &mut self.threats] {
                pane.y = y;
                pane.height -= rows;
            }
        }
        self
    }
}

impl crate::model::app::App {
    /// The panes at the app's terminal size: where the view draws and clicks land.
    pub fn panes(&self) -> Option<Panes> {
        crate::engines::view::screen_panes(self, Rect::new(0, 0, self.size.0, self.size.1))
    }
}

/// The square drawn at terminal cell (`column`, `row`) of the board pane at `board` with
/// squares of `square` cells, if any.
pub fn square_at(
    board: Rect,
    square: SquareSize,
    flipped: bool,
    column: u16,
    row: u16,
) -> Option<Square> {
    let x = column.checked_sub(board.x + 3)? / square.width;
    let y = row.checked_sub(board.y + 1)? / square.height;
    if x >= 8 || y >= 8 {
        return None;
    }
    let (file, rank) = (u32::from(x), 7 - u32::from(y));
    let (file, rank) = if flipped {
        (7 - file, 7 - rank)
    } else {
        (file, rank)
    };
    Some(Square::from_coords(File::new(file), Rank::new(rank)))
}

/// The top-left cell of `square` on the board pane at `board` with squares of `size` cells.
pub fn square_origin(board: Rect, size: SquareSize, flipped: bool, square: Square) -> (u16, u16) {
    let (file, rank) = (u16::from(square.file()), u16::from(square.rank()));
    let (column, row) = if flipped {
        (7 - file, rank)
    } else {
        (file, 7 - rank)
    };
    (
        board.x + 3 + column * size.width,
        board.y + 1 + row * size.height,
    )
}

/// Whether (`column`, `row`) lies inside `rect`.
pub fn contains(rect: Rect, column: u16, row: u16) -> bool {
    column >= rect.x && column < rect.x + rect.width && row >= rect.y && row < rect.y + rect.height
}

#[cfg(test)]
mod tests {
    use super::{panes, square_at, square_origin};
    use crate::board::size::{BoardSize, SquareSize};
    use ratatui::layout::Rect;
    use shakmaty::Square;

    #[test]
    fn fits_80x24_and_160x50_and_refuses_tiny_terminals() {
        let small = panes(Rect::new(0, 0, 80, 24), 1, BoardSize::Auto).unwrap();
        assert_eq!(small.board.width, 28);
        assert_eq!(small.status.y, 23);
        assert_eq!(small.evaluation.x, small.threats.x, "stacked on 80 columns");
        let large = panes(Rect::new(0, 0, 160, 50), 3, BoardSize::Auto).unwrap();
        assert_eq!(
            large.evaluation.y, large.threats.y,
            "side by side on 160 columns"
        );
        assert!(panes(Rect::new(0, 0, 40, 12), 1, BoardSize::Auto).is_none());
    }

    #[test]
    fn the_board_grows_at_160x50_unless_asked_small() {
        let area = Rect::new(0, 0, 160, 50);
        let auto = panes(area, 1, BoardSize::Auto).unwrap();
        assert!(auto.square.width >= 5 && auto.square.height >= 3);
        assert_eq!(auto.board.height, auto.square.pane_height());
        assert_eq!(auto.moves.y, auto.board.y + auto.board.height);
        let small = panes(area, 1, BoardSize::Small).unwrap();
        assert_eq!(small.square, SquareSize::SMALL);
        assert_eq!(small.board.height, 11);
    }

    #[test]
    fn the_engines_pane_takes_rows_below_the_lines_and_leaves_the_rest_some() {
        let small = panes(Rect::new(0, 0, 80, 24), 1, BoardSize::Auto).unwrap();
        let with = small.with_engines(4);
        assert_eq!(
            (with.engines.y, with.engines.height),
            (small.lines.y + 5, 4)
        );
        assert_eq!(with.evaluation.y, with.engines.y + 4);
        assert_eq!(with.threats.y + with.threats.height, with.status.y);
        assert_eq!(with.evaluation.height + with.threats.height + 4, 18);
        let crowded = small.with_engines(30);
        assert_eq!(crowded.threats.height, 4);
        let large = panes(Rect::new(0, 0, 160, 50), 3, BoardSize::Auto)
            .unwrap()
            .with_engines(10);
        assert_eq!(large.evaluation.y, large.threats.y);
        assert_eq!(large.evaluation.y, large.engines.y + 10);
        assert_eq!(small.engines.height, 0, "no rows without engines");
    }

    #[test]
    fn clicks_map_to_squares_both_ways_up() {
        let board = Rect::new(0, 0, 28, 11);
        let small = SquareSize::SMALL;
        assert_eq!(square_at(board, small, false, 3, 1), Some(Square::A8));
        assert_eq!(square_at(board, small, false, 26, 8), Some(Square::H1));
        assert_eq!(square_at(board, small, true, 3, 1), Some(Square::H1));
        assert_eq!(square_at(board, small, false, 1, 1), None);
        // Every cell of a large square maps to it, and its origin is where it is drawn.
        let large = SquareSize::new(7, 3);
        let board = Rect::new(0, 0, 60, 27);
        for flipped in [false, true] {
            for sq in [Square::A8, Square::E4, Square::H1] {
                let (x, y) = square_origin(board, large, flipped, sq);
                for (dx, dy) in [(0, 0), (6, 2), (3, 1)] {
                    assert_eq!(square_at(board, large, flipped, x + dx, y + dy), Some(sq));
                }
            }
        }
        assert_eq!(square_at(board, large, false, 3 + 56, 1), None);
    }
}
