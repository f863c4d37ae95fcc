//! How large the board is drawn: the `--board small|large|auto` choice ([`BoardSize`]) and the
//! cells of one square it gives for a terminal size ([`SquareSize`]).

/// The board size a person asked for (`--board`, the config file's `board`), and the error
/// of a name that is none.
pub use kibitzer::config::{BoardSize, UnknownBoardSize};

/// The terminal cells of one board square.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SquareSize {
    /// Columns.
    pub width: u16,
    /// Rows.
    pub height: u16,
}

impl SquareSize {
    /// The compact square of 80x24: a piece between two spaces.
    pub const SMALL: SquareSize = SquareSize {
        width: 3,
        height: 1,
    };

    /// The sizes the board can take, smallest first (a terminal cell is about twice as high
    /// as wide, so a square is about twice as many columns as rows).
    pub const STEPS: [SquareSize; 9] = [
        SquareSize::SMALL,
        SquareSize::new(5, 2),
        SquareSize::new(5, 3),
        SquareSize::new(7, 3),
        SquareSize::new(7, 4),
        SquareSize::new(9, 4),
        SquareSize::new(9, 5),
        SquareSize::new(11, 5),
        SquareSize::new(11, 6),
    ];

    /// A square of `width` columns and `height` rows.
    pub const fn new(width: u16, height: u16) -> SquareSize {
        SquareSize { width, height }
    }

    /// Columns of the board pane: borders, rank labels and eight squares.
    pub fn pane_width(self) -> u16 {
        2 + 2 + 8 * self.width
    }

    /// Rows of the board pane: borders, eight squares and the file labels.
    pub fn pane_height(self) -> u16 {
        2 + 8 * self.height + 1
    }

    /// The square for `choice` on a terminal of `width` columns whose panes have `height`
    /// rows (the status bar not counted). `Auto` keeps the board within three fifths of the
    /// height and two fifths of the width; `Large` leaves the Moves pane 6 rows and the right
    /// column 36 columns.
    pub fn for_terminal(choice: BoardSize, width: u16, height: u16) -> SquareSize {
        let (max_width, max_height) = match choice {
            BoardSize::Small => return SquareSize::SMALL,
            BoardSize::Auto => (width * 2 / 5, height * 3 / 5),
            BoardSize::Large => (width.saturating_sub(36), height.saturating_sub(6)),
        };
        SquareSize::STEPS
            .into_iter()
            .rev()
            .find(|s| s.pane_width() <= max_width && s.pane_height() <= max_height)
            .unwrap_or(SquareSize::SMALL)
    }
}

#[cfg(test)]
mod tests {
    use super::{BoardSize, SquareSize};

    #[test]
    fn names_read_back_and_bad_words_are_refused() {
        for size in [BoardSize::Small, BoardSize::Large, BoardSize::Auto] {
            assert_eq!(size.name().parse::<BoardSize>(), Ok(size));
        }
        assert_eq!("LARGE".parse::<BoardSize>(), Ok(BoardSize::Large));
        let error = "huge".parse::<BoardSize>().unwrap_err().to_string();
        assert!(error.contains("small, large or auto"), "{error}");
    }

    #[test]
    fn auto_grows_with_the_terminal_and_stays_compact_at_80x24() {
        let auto = |w, h: u16| SquareSize::for_terminal(BoardSize::Auto, w, h - 1);
        assert_eq!(auto(80, 24), SquareSize::SMALL);
        assert_eq!(auto(120, 40), SquareSize::new(5, 2));
        assert_eq!(auto(160, 50), SquareSize::new(7, 3));
        assert_eq!(auto(220, 60), SquareSize::new(9, 4));
    }

    #[test]
    fn small_stays_small_and_large_takes_the_room() {
        assert_eq!(
            SquareSize::for_terminal(BoardSize::Small, 220, 59),
            SquareSize::SMALL
        );
        assert_eq!(
            SquareSize::for_terminal(BoardSize::Large, 80, 23),
            SquareSize::SMALL
        );
        assert_eq!(
            SquareSize::for_terminal(BoardSize::Large, 160, 49),
            SquareSize::new(11, 5)
        );
    }
}
