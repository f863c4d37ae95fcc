//! One [`Theme`] of named styles; no colour literals in the widgets. With `NO_COLOR` set the
//! theme uses only bold, reverse and underline, and `--ascii` swaps the piece glyphs for
//! letters.

use ratatui::style::{Color, Modifier, Style};
use shakmaty::{Piece, Role};

/// The best move's squares. Its luminance, like that of [`LINE_SQUARES`], keeps both white
/// and black pieces at a contrast of at least 4.5:1 (`tests/tui_contrast.rs`).
const BEST_SQUARE: Color = Color::Rgb(61, 122, 173);

/// The square colours of the lines after the first, greyer than the best line's.
const LINE_SQUARES: [Color; 4] = [
    Color::Rgb(86, 126, 108),
    Color::Rgb(136, 107, 146),
    Color::Rgb(134, 116, 80),
    Color::Rgb(118, 118, 118),
];

/// Styles and glyphs of the screen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Theme {
    /// Colours allowed.
    pub color: bool,
    /// Letters instead of Unicode pieces.
    pub ascii: bool,
}

impl Theme {
    /// Colour unless `NO_COLOR` is set and non-empty; `ascii` as asked.
    pub fn from_env(ascii: bool) -> Theme {
        let no_color = std::env::var_os("NO_COLOR").is_some_and(|v| !v.is_empty());
        Theme {
            color: !no_color,
            ascii,
        }
    }

    fn pick(&self, colored: Style, plain: Style) -> Style {
        if self.color { colored } else { plain }
    }

    /// A pane's border; the focused one stands out.
    pub fn border(&self, focused: bool) -> Style {
        match (focused, self.color) {
            (true, true) => Style::new().fg(Color::Yellow).add_modifier(Modifier::BOLD),
            (true, false) => Style::new().add_modifier(Modifier::BOLD),
            (false, true) => Style::new().fg(Color::DarkGray),
            (false, false) => Style::new(),
        }
    }

    /// A board square (light or dark).
    pub fn square(&self, light: bool) -> Style {
        let bg = if light {
            Color::Rgb(181, 136, 99)
        } else {
            Color::Rgb(110, 80, 60)
        };
        self.pick(Style::new().bg(bg), Style::new())
    }

    /// A piece of `white` colour on a square.
    pub fn piece(&self, white: bool) -> Style {
        let fg = if white { Color::White } else { Color::Black };
        self.pick(
            Style::new().fg(fg).add_modifier(Modifier::BOLD),
            Style::new().add_modifier(if white {
                Modifier::BOLD
            } else {
                Modifier::empty()
            }),
        )
    }

    /// The last move's squares.
    pub fn last_move(&self) -> Style {
        self.pick(
            Style::new().bg(Color::Rgb(170, 162, 58)),
            Style::new().add_modifier(Modifier::UNDERLINED),
        )
    }

    /// The best move's squares.
    pub fn best_move(&self) -> Style {
        self.pick(
            Style::new().bg(BEST_SQUARE),
            Style::new().add_modifier(Modifier::UNDERLINED | Modifier::BOLD),
        )
    }

    /// The squares of the first move of line `index` (0 is the best line, the strongest;
    /// the others paler, each its own hue, the same as their number in Lines).
    pub fn line_move(&self, index: usize) -> Style {
        if index == 0 {
            return self.best_move();
        }
        self.pick(
            Style::new().bg(LINE_SQUARES[(index - 1) % LINE_SQUARES.len()]),
            Style::new().add_modifier(Modifier::UNDERLINED),
        )
    }

    /// The number of line `index` in Lines and on its squares on the board.
    pub fn line_number(&self, index: usize) -> Style {
        let bold = Style::new().add_modifier(Modifier::BOLD);
        match (self.color, index) {
            (true, 0) => bold.fg(Color::White).bg(BEST_SQUARE),
            (true, i) => bold
                .fg(Color::Black)
                .bg(LINE_SQUARES[(i - 1) % LINE_SQUARES.len()]),
            (false, _) => bold,
        }
    }

    /// Squares behind the selected evaluation row.
    pub fn term_square(&self) -> Style {
        self.pick(
            Style::new().bg(Color::Rgb(150, 70, 150)),
            Style::new().add_modifier(Modifier::ITALIC | Modifier::UNDERLINED),
        )
    }

    /// The board cursor and selected rows.
    pub fn cursor(&self) -> Style {
        Style::new().add_modifier(Modifier::REVERSED)
    }

    /// A guard value's square: green when positive, red when negative.
    pub fn guard(&self, value: i32) -> Style {
        if !self.color || value == 0 {
            return Style::new();
        }
        let strength = (value.unsigned_abs().min(30) * 4) as u8;
        if value > 0 {
            Style::new().bg(Color::Rgb(30, 90 + strength, 40))
        } else {
            Style::new().bg(Color::Rgb(100 + strength, 30, 30))
        }
    }

    /// Numbers good for White / bad for White.
    pub fn signed(&self, value: i64) -> Style {
        match (self.color, value.signum()) {
            (true, 1) => Style::new().fg(Color::Green),
            (true, -1) => Style::new().fg(Color::Red),
            _ => Style::new(),
        }
    }

    /// Headings and labels.
    pub fn heading(&self) -> Style {
        Style::new().add_modifier(Modifier::BOLD)
    }

    /// Quiet text.
    pub fn dim(&self) -> Style {
        self.pick(Style::new().fg(Color::DarkGray), Style::new())
    }

    /// An error in the status bar.
    pub fn error(&self) -> Style {
        self.pick(
            Style::new().fg(Color::Red).add_modifier(Modifier::BOLD),
            Style::new().add_modifier(Modifier::BOLD | Modifier::REVERSED),
        )
    }

    /// The glyph of `piece`.
    pub fn glyph(&self, piece: Piece) -> char {
        if self.ascii {
            let c = piece.role.upper_char();
            return if piece.color.is_white() {
                c
            } else {
                c.to_ascii_lowercase()
            };
        }
        let white = ['♙', '♘', '♗', '♖', '♕', '♔'];
        let black = ['♟', '♞', '♝', '♜', '♛', '♚'];
        let index = match piece.role {
            Role::Pawn => 0,
            Role::Knight => 1,
            Role::Bishop => 2,
            Role::Rook => 3,
            Role::Queen => 4,
            Role::King => 5,
        };
        if piece.color.is_white() {
            white[index]
        } else {
            black[index]
        }
    }
}
