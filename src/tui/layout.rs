//! Where each pane goes for a terminal size. One pure function serves the view (to draw) and
//! the update (to map mouse clicks), so they cannot disagree.

use ratatui::layout::Rect;
use shakmaty::{File, Rank, Square};

/// Smallest usable terminal.
pub const MIN_SIZE: (u16, u16) = (64, 20);

/// Width of the board pane: 2 border, 2 rank labels, 8 squares of 3 columns.
pub const BOARD_WIDTH: u16 = 28;
/// Height of the board pane: 2 border, 8 ranks, 1 file label row.
pub const BOARD_HEIGHT: u16 = 11;

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
}

/// The panes for `area`, or none when it is below [`MIN_SIZE`]. Wide terminals put the
/// evaluation and threats side by side; narrow ones stack them.
pub fn panes(area: Rect, lines: usize) -> Option<Panes> {
    if area.width < MIN_SIZE.0 || area.height < MIN_SIZE.1 {
        return None;
    }
    let status = Rect {
        y: area.y + area.height - 1,
        height: 1,
        ..area
    };
    let body_height = area.height - 1;
    let left_width = BOARD_WIDTH.max(area.width / 4).min(area.width / 2);
    let board = Rect {
        x: area.x,
        y: area.y,
        width: left_width,
        height: BOARD_HEIGHT,
    };
    let moves = Rect {
        x: area.x,
        y: area.y + BOARD_HEIGHT,
        width: left_width,
        height: body_height - BOARD_HEIGHT,
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

/// The square drawn at terminal cell (`column`, `row`) of the board pane, if any.
pub fn square_at(board: Rect, flipped: bool, column: u16, row: u16) -> Option<Square> {
    let x = column.checked_sub(board.x + 3)?;
    let y = row.checked_sub(board.y + 1)?;
    if x >= 24 || y >= 8 {
        return None;
    }
    let (file, rank) = (u32::from(x / 3), 7 - u32::from(y));
    let (file, rank) = if flipped {
        (7 - file, 7 - rank)
    } else {
        (file, rank)
    };
    Some(Square::from_coords(File::new(file), Rank::new(rank)))
}

/// Whether (`column`, `row`) lies inside `rect`.
pub fn contains(rect: Rect, column: u16, row: u16) -> bool {
    column >= rect.x && column < rect.x + rect.width && row >= rect.y && row < rect.y + rect.height
}

#[cfg(test)]
mod tests {
    use super::{panes, square_at};
    use ratatui::layout::Rect;
    use shakmaty::Square;

    #[test]
    fn fits_80x24_and_160x50_and_refuses_tiny_terminals() {
        let small = panes(Rect::new(0, 0, 80, 24), 1).unwrap();
        assert_eq!(small.board.width, 28);
        assert_eq!(small.status.y, 23);
        assert_eq!(small.evaluation.x, small.threats.x, "stacked on 80 columns");
        let large = panes(Rect::new(0, 0, 160, 50), 3).unwrap();
        assert_eq!(
            large.evaluation.y, large.threats.y,
            "side by side on 160 columns"
        );
        assert!(panes(Rect::new(0, 0, 40, 12), 1).is_none());
    }

    #[test]
    fn the_engines_pane_takes_rows_below_the_lines_and_leaves_the_rest_some() {
        let small = panes(Rect::new(0, 0, 80, 24), 1).unwrap();
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
        let large = panes(Rect::new(0, 0, 160, 50), 3).unwrap().with_engines(10);
        assert_eq!(large.evaluation.y, large.threats.y);
        assert_eq!(large.evaluation.y, large.engines.y + 10);
        assert_eq!(small.engines.height, 0, "no rows without engines");
    }

    #[test]
    fn clicks_map_to_squares_both_ways_up() {
        let board = Rect::new(0, 0, 28, 11);
        assert_eq!(square_at(board, false, 3, 1), Some(Square::A8));
        assert_eq!(square_at(board, false, 26, 8), Some(Square::H1));
        assert_eq!(square_at(board, true, 3, 1), Some(Square::H1));
        assert_eq!(square_at(board, false, 1, 1), None);
    }
}
