//! Arrows on a large board: the cells a move's arrow passes through, from the middle of its
//! square to the middle of its target (a Bresenham walk over the terminal's cells), each with
//! the character that draws it there (`─`, `│`, `╱`, `╲`, and a head pointing the move's way
//! next to the target's middle). Pure geometry: the board view draws the cells, in the line's
//! colour, only where no piece or mark is.

use shakmaty::Square;

use crate::board::size::SquareSize;
use crate::panes::layout::square_origin;
use ratatui::layout::Rect;

/// Whether squares of `size` leave room for arrows (at least 5x2 cells); smaller boards mark
/// the lines' squares instead.
pub fn has_room(size: SquareSize) -> bool {
    size.width >= 5 && size.height >= 2
}

/// One cell of an arrow.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ArrowCell {
    /// Its column.
    pub x: u16,
    /// Its row.
    pub y: u16,
    /// What is drawn there.
    pub symbol: char,
}

/// The middle cell of `square` on the board pane `area`.
pub fn centre(area: Rect, size: SquareSize, flipped: bool, square: Square) -> (u16, u16) {
    let (x, y) = square_origin(area, size, flipped, square);
    (x + size.width / 2, y + size.height / 2)
}

/// The cells of the arrow from `from` to `to` on the board pane `area`: every cell between
/// the two middles (neither middle itself, where the pieces stand), the last one the head.
/// `ascii`: drawn with `-`, `|`, `/`, `\` and `>`, `<`, `^`, `v`.
pub fn arrow_cells(
    area: Rect,
    size: SquareSize,
    flipped: bool,
    (from, to): (Square, Square),
    ascii: bool,
) -> Vec<ArrowCell> {
    let (x0, y0) = centre(area, size, flipped, from);
    let (x1, y1) = centre(area, size, flipped, to);
    let path = walk(
        (i32::from(x0), i32::from(y0)),
        (i32::from(x1), i32::from(y1)),
    );
    let mut cells: Vec<ArrowCell> = path
        .windows(2)
        .map(|pair| {
            let (dx, dy) = (pair[1].0 - pair[0].0, pair[1].1 - pair[0].1);
            (pair[1], body(dx, dy, ascii))
        })
        .filter(|&(at, _)| at != (i32::from(x1), i32::from(y1)))
        .map(|((x, y), symbol)| ArrowCell {
            x: x as u16,
            y: y as u16,
            symbol,
        })
        .collect();
    if let Some(last) = cells.last_mut() {
        let (dx, dy) = (i32::from(x1) - i32::from(x0), i32::from(y1) - i32::from(y0));
        last.symbol = head(dx, dy, ascii);
    }
    cells
}

/// The cells from `a` to `b`, both included (Bresenham's line).
fn walk(a: (i32, i32), b: (i32, i32)) -> Vec<(i32, i32)> {
    let (dx, dy) = ((b.0 - a.0).abs(), -(b.1 - a.1).abs());
    let (sx, sy) = ((b.0 - a.0).signum(), (b.1 - a.1).signum());
    let mut error = dx + dy;
    let mut at = a;
    let mut cells = vec![at];
    while at != b {
        let twice = 2 * error;
        if twice >= dy {
            error += dy;
            at.0 += sx;
        }
        if twice <= dx {
            error += dx;
            at.1 += sy;
        }
        cells.push(at);
    }
    cells
}

/// The character of a step of (`dx`, `dy`) cells (y grows downwards).
fn body(dx: i32, dy: i32, ascii: bool) -> char {
    match (dx != 0, dy != 0, dx * dy > 0, ascii) {
        (true, false, _, false) => '─',
        (true, false, _, true) => '-',
        (false, _, _, false) => '│',
        (false, _, _, true) => '|',
        (true, true, true, false) => '╲',
        (true, true, true, true) => '\\',
        (true, true, false, false) => '╱',
        (true, true, false, true) => '/',
    }
}

/// The head of an arrow going (`dx`, `dy`) cells: one of eight directions (a cell is about
/// twice as high as wide, so a row counts two columns).
fn head(dx: i32, dy: i32, ascii: bool) -> char {
    let (x, y) = (f64::from(dx), f64::from(-dy) * 2.0);
    let angle = y.atan2(x).to_degrees();
    let octant = ((angle + 360.0 + 22.5) / 45.0).floor() as usize % 8;
    if ascii {
        ['>', '>', '^', '<', '<', '<', 'v', '>'][octant]
    } else {
        ['→', '↗', '↑', '↖', '←', '↙', '↓', '↘'][octant]
    }
}

#[cfg(test)]
mod tests {
    use super::{ArrowCell, arrow_cells, has_room};
    use crate::board::size::SquareSize;
    use ratatui::layout::Rect;
    use shakmaty::Square;

    const AREA: Rect = Rect {
        x: 0,
        y: 0,
        width: 60,
        height: 27,
    };
    const SIZE: SquareSize = SquareSize::new(7, 3);

    fn cells(from: Square, to: Square, flipped: bool) -> Vec<(u16, u16, char)> {
        arrow_cells(AREA, SIZE, flipped, (from, to), false)
            .into_iter()
            .map(|ArrowCell { x, y, symbol }| (x, y, symbol))
            .collect()
    }

    #[test]
    fn a_pawn_push_goes_straight_up_between_the_middles() {
        // e2 is column 4, row 6: its middle is (3 + 28 + 3, 1 + 18 + 1) = (34, 20); e4's (34, 14).
        assert_eq!(
            cells(Square::E2, Square::E4, false),
            [
                (34, 19, '│'),
                (34, 18, '│'),
                (34, 17, '│'),
                (34, 16, '│'),
                (34, 15, '↑')
            ]
        );
        // Flipped, the e-file is the fourth column and the move goes down from (27, 5).
        assert_eq!(
            cells(Square::E2, Square::E4, true),
            [
                (27, 6, '│'),
                (27, 7, '│'),
                (27, 8, '│'),
                (27, 9, '│'),
                (27, 10, '↓')
            ]
        );
    }

    #[test]
    fn sideways_and_diagonal_moves() {
        // a1 (6, 23) to c1 (20, 23).
        let rook = cells(Square::A1, Square::C1, false);
        assert_eq!(rook.len(), 13);
        assert!(rook[..12].iter().all(|&(_, y, c)| y == 23 && c == '─'));
        assert_eq!(rook[12], (19, 23, '→'));
        // f1 to c4: up and left; every cell is between the middles.
        let bishop = cells(Square::F1, Square::C4, false);
        assert!(
            bishop
                .iter()
                .all(|&(x, y, _)| (20..=41).contains(&x) && (14..=23).contains(&y))
        );
        assert!(bishop.iter().any(|&(_, _, c)| c == '╲'));
        assert_eq!(bishop.last().unwrap().2, '↖');
        // A knight's move ends next to its target's middle.
        let knight = cells(Square::G1, Square::F3, false);
        let &(x, y, c) = knight.last().unwrap();
        assert!(x.abs_diff(41) <= 1 && y.abs_diff(17) <= 1, "{knight:?}");
        assert_eq!(c, '↖');
    }

    #[test]
    fn ascii_and_room() {
        let ascii = arrow_cells(AREA, SIZE, false, (Square::E2, Square::E4), true);
        assert_eq!(ascii[0].symbol, '|');
        assert_eq!(ascii.last().unwrap().symbol, '^');
        assert!(!has_room(SquareSize::SMALL));
        assert!(has_room(SquareSize::new(5, 2)));
    }
}
