//! One [`Theme`] of named styles; no colour literals in the widgets. Its colours come from a
//! [`Palette`] (a built-in theme with the config's overrides), turned into ratatui styles
//! here. With `NO_COLOR` set the theme uses only bold, reverse and underline, and `--ascii`
//! swaps the piece glyphs for letters.

use ratatui::style::{Color, Modifier, Style};
use shakmaty::{Piece, Role};

use kibitzer::config::{Colour, NamedColour, Palette, Slot, SlotStyle};

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
    /// The colour of every slot.
    pub palette: Palette,
}

impl Default for Theme {
    fn default() -> Theme {
        Theme::DEFAULT
    }
}

/// The terminal colour of a config colour; `default` sets none, leaving what is beneath.
fn color(colour: Colour) -> Option<Color> {
    Some(match colour {
        Colour::Default => return None,
        Colour::Rgb(rgb) => Color::Rgb(rgb.red, rgb.green, rgb.blue),
        Colour::Named(name) => match name {
            NamedColour::Black => Color::Black,
            NamedColour::Red => Color::Red,
            NamedColour::Green => Color::Green,
            NamedColour::Yellow => Color::Yellow,
            NamedColour::Blue => Color::Blue,
            NamedColour::Magenta => Color::Magenta,
            NamedColour::Cyan => Color::Cyan,
            NamedColour::Gray => Color::Gray,
            NamedColour::DarkGray => Color::DarkGray,
            NamedColour::LightRed => Color::LightRed,
            NamedColour::LightGreen => Color::LightGreen,
            NamedColour::LightYellow => Color::LightYellow,
            NamedColour::LightBlue => Color::LightBlue,
            NamedColour::LightMagenta => Color::LightMagenta,
            NamedColour::LightCyan => Color::LightCyan,
            NamedColour::White => Color::White,
        },
    })
}

/// The modifiers of a slot's emphasis.
fn modifiers(style: SlotStyle) -> Modifier {
    let e = style.emphasis;
    [
        (e.bold, Modifier::BOLD),
        (e.dim, Modifier::DIM),
        (e.italic, Modifier::ITALIC),
        (e.underlined, Modifier::UNDERLINED),
        (e.reversed, Modifier::REVERSED),
    ]
    .into_iter()
    .filter(|(on, _)| *on)
    .fold(Modifier::empty(), |all, (_, m)| all | m)
}

impl Theme {
    /// The built-in theme in colour, with Unicode pieces.
    pub const DEFAULT: Theme = Theme {
        color: true,
        ascii: false,
        palette: Palette::built_in(kibitzer::config::ThemeName::Default),
    };

    /// Colour unless `NO_COLOR` is set and non-empty; `ascii` as asked; the built-in palette.
    pub fn from_env(ascii: bool) -> Theme {
        let no_color = std::env::var_os("NO_COLOR").is_some_and(|v| !v.is_empty());
        Theme {
            color: !no_color,
            ascii,
            palette: Palette::default(),
        }
    }

    fn pick(&self, colored: Style, plain: Style) -> Style {
        if self.color { colored } else { plain }
    }

    /// `slot`'s colour as the foreground, with its emphasis.
    fn foreground(&self, slot: Slot) -> Style {
        let style = self.palette.get(slot);
        let mut result = Style::new().add_modifier(modifiers(style));
        result.fg = color(style.colour);
        result
    }

    /// `slot`'s colour as the background, with its emphasis.
    fn background(&self, slot: Slot) -> Style {
        let style = self.palette.get(slot);
        let mut result = Style::new().add_modifier(modifiers(style));
        result.bg = color(style.colour);
        result
    }

    /// The whole screen's text and background, drawn first.
    pub fn base(&self) -> Style {
        let mut base = self.foreground(Slot::Text);
        base.bg = color(self.palette.get(Slot::Background).colour);
        self.pick(base, Style::new())
    }

    /// A pane's border; the focused one stands out.
    pub fn border(&self, focused: bool) -> Style {
        match (focused, self.color) {
            (true, true) => self.foreground(Slot::FocusedBorder),
            (true, false) => Style::new().add_modifier(Modifier::BOLD),
            (false, true) => self.foreground(Slot::Border),
            (false, false) => Style::new(),
        }
    }

    /// A board square (light or dark).
    pub fn square(&self, light: bool) -> Style {
        let slot = if light {
            Slot::LightSquare
        } else {
            Slot::DarkSquare
        };
        self.pick(self.background(slot), Style::new())
    }

    /// A piece of `white` colour on a square.
    pub fn piece(&self, white: bool) -> Style {
        let slot = if white {
            Slot::WhitePiece
        } else {
            Slot::BlackPiece
        };
        self.pick(
            self.foreground(slot),
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
            self.background(Slot::LastMove),
            Style::new().add_modifier(Modifier::UNDERLINED),
        )
    }

    /// The best move's squares.
    pub fn best_move(&self) -> Style {
        self.pick(
            self.background(Slot::BestMove),
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

    /// The arrow of line `index` on a large board: the line's colour in front of the square's,
    /// the best line bold, the others dim.
    pub fn line_arrow(&self, index: usize) -> Style {
        let colour = match (self.color, index) {
            (false, _) => None,
            (true, 0) => self.background(Slot::BestMove).bg,
            (true, i) => Some(LINE_SQUARES[(i - 1) % LINE_SQUARES.len()]),
        };
        let style = match colour {
            Some(colour) => Style::new().fg(colour),
            None => Style::new(),
        };
        if index == 0 {
            style.add_modifier(Modifier::BOLD)
        } else {
            style.add_modifier(Modifier::DIM)
        }
    }

    /// The number of line `index` in Lines and on its squares on the board.
    pub fn line_number(&self, index: usize) -> Style {
        let bold = Style::new().add_modifier(Modifier::BOLD);
        match (self.color, index) {
            (true, 0) => self.background(Slot::BestMove).patch(bold.fg(Color::White)),
            (true, i) => bold
                .fg(Color::Black)
                .bg(LINE_SQUARES[(i - 1) % LINE_SQUARES.len()]),
            (false, _) => bold,
        }
    }

    /// Squares behind the selected evaluation row.
    pub fn term_square(&self) -> Style {
        self.pick(
            self.background(Slot::Highlight),
            Style::new().add_modifier(Modifier::ITALIC | Modifier::UNDERLINED),
        )
    }

    /// The board cursor and selected rows.
    pub fn cursor(&self) -> Style {
        self.pick(
            self.foreground(Slot::Cursor),
            Style::new().add_modifier(Modifier::REVERSED),
        )
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
            (true, 1) => self.foreground(Slot::Good),
            (true, -1) => self.foreground(Slot::Bad),
            _ => Style::new(),
        }
    }

    /// Headings and labels.
    pub fn heading(&self) -> Style {
        self.pick(
            self.foreground(Slot::Heading),
            Style::new().add_modifier(Modifier::BOLD),
        )
    }

    /// Quiet text.
    pub fn dim(&self) -> Style {
        self.pick(self.foreground(Slot::Dim), Style::new())
    }

    /// An error in the status bar.
    pub fn error(&self) -> Style {
        self.pick(
            self.foreground(Slot::Error),
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
