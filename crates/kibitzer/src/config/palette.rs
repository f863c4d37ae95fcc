//! Themes: the named colour slots of the screen ([`Slot`]), the built-in themes
//! ([`ThemeName`]) and a [`Palette`] (every slot's style), which the config's
//! `[theme.colors]` overrides slot by slot.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

use super::colour::{Colour, NamedColour, SlotStyle};

/// A named colour of the screen. Square-like slots colour the background, the others the
/// text.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Slot {
    /// The light squares of the board (background).
    LightSquare,
    /// The dark squares of the board (background).
    DarkSquare,
    /// White's pieces.
    WhitePiece,
    /// Black's pieces.
    BlackPiece,
    /// The last move's squares (background).
    LastMove,
    /// The best move's squares: the first move of the first line (background).
    BestMove,
    /// The squares of the men behind the selected evaluation row (background).
    Highlight,
    /// The board cursor and the selected rows.
    Cursor,
    /// Text in general.
    Text,
    /// The screen's background.
    Background,
    /// Quiet text: coordinates, labels, hints.
    Dim,
    /// Headings.
    Heading,
    /// The border of a pane without the focus.
    Border,
    /// The border of the focused pane.
    FocusedBorder,
    /// Numbers good for White.
    Good,
    /// Numbers bad for White.
    Bad,
    /// Errors in the status bar.
    Error,
}

impl Slot {
    /// Every slot, in the order the config lists them.
    pub const ALL: [Slot; 17] = [
        Slot::LightSquare,
        Slot::DarkSquare,
        Slot::WhitePiece,
        Slot::BlackPiece,
        Slot::LastMove,
        Slot::BestMove,
        Slot::Highlight,
        Slot::Cursor,
        Slot::Text,
        Slot::Background,
        Slot::Dim,
        Slot::Heading,
        Slot::Border,
        Slot::FocusedBorder,
        Slot::Good,
        Slot::Bad,
        Slot::Error,
    ];

    /// Its key in `[theme.colors]`.
    pub const fn key(self) -> &'static str {
        match self {
            Slot::LightSquare => "light_square",
            Slot::DarkSquare => "dark_square",
            Slot::WhitePiece => "white_piece",
            Slot::BlackPiece => "black_piece",
            Slot::LastMove => "last_move",
            Slot::BestMove => "best_move",
            Slot::Highlight => "highlight",
            Slot::Cursor => "cursor",
            Slot::Text => "text",
            Slot::Background => "background",
            Slot::Dim => "dim",
            Slot::Heading => "heading",
            Slot::Border => "border",
            Slot::FocusedBorder => "focused_border",
            Slot::Good => "good",
            Slot::Bad => "bad",
            Slot::Error => "error",
        }
    }

    /// What it colours, for the commented config.
    pub const fn description(self) -> &'static str {
        match self {
            Slot::LightSquare => "light squares (background)",
            Slot::DarkSquare => "dark squares (background)",
            Slot::WhitePiece => "White's pieces",
            Slot::BlackPiece => "Black's pieces",
            Slot::LastMove => "the last move's squares (background)",
            Slot::BestMove => "the best move's squares (background)",
            Slot::Highlight => "squares of the selected evaluation row (background)",
            Slot::Cursor => "the board cursor and selected rows",
            Slot::Text => "text",
            Slot::Background => "the screen's background",
            Slot::Dim => "quiet text: coordinates, labels",
            Slot::Heading => "headings",
            Slot::Border => "pane borders",
            Slot::FocusedBorder => "the focused pane's border",
            Slot::Good => "numbers good for White",
            Slot::Bad => "numbers bad for White",
            Slot::Error => "errors in the status bar",
        }
    }

    const fn index(self) -> usize {
        self as usize
    }
}

/// A built-in theme.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum ThemeName {
    /// Brown squares on the terminal's own colours.
    #[default]
    Default,
    /// Black text on a light screen.
    Light,
    /// Bright text on black and strongly different square hues.
    HighContrast,
}

impl ThemeName {
    /// Every built-in theme.
    pub const ALL: [ThemeName; 3] = [
        ThemeName::Default,
        ThemeName::Light,
        ThemeName::HighContrast,
    ];

    /// Its name (`default`, `light`, `high-contrast`).
    pub const fn name(self) -> &'static str {
        match self {
            ThemeName::Default => "default",
            ThemeName::Light => "light",
            ThemeName::HighContrast => "high-contrast",
        }
    }
}

impl fmt::Display for ThemeName {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for ThemeName {
    type Err = String;

    fn from_str(text: &str) -> Result<ThemeName, String> {
        ThemeName::ALL
            .into_iter()
            .find(|t| t.name() == text)
            .ok_or_else(|| {
                format!(
                    "no theme \"{text}\"; the themes are {}",
                    ThemeName::ALL.map(ThemeName::name).join(", ")
                )
            })
    }
}

/// Every slot's style.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Palette {
    styles: [SlotStyle; Slot::ALL.len()],
}

// Pieces are pure white and pure black: then both contrast at least 4.5:1 only with squares of
// relative luminance 0.175 to 0.183, so every background a piece stands on has about 0.178, and
// the squares differ in hue and saturation rather than lightness.
const DEFAULT: [SlotStyle; Slot::ALL.len()] = [
    SlotStyle::rgb(146, 110, 80),
    SlotStyle::rgb(172, 98, 57),
    SlotStyle::rgb(255, 255, 255).bold(),
    SlotStyle::rgb(0, 0, 0).bold(),
    SlotStyle::rgb(125, 119, 43),
    SlotStyle::rgb(61, 122, 172),
    SlotStyle::rgb(173, 81, 173),
    REVERSED,
    SlotStyle::plain(Colour::Default),
    SlotStyle::plain(Colour::Default),
    SlotStyle::named(NamedColour::DarkGray),
    SlotStyle::plain(Colour::Default).bold(),
    SlotStyle::named(NamedColour::DarkGray),
    SlotStyle::named(NamedColour::Yellow).bold(),
    SlotStyle::named(NamedColour::Green),
    SlotStyle::named(NamedColour::Red),
    SlotStyle::named(NamedColour::Red).bold(),
];

const LIGHT: [SlotStyle; Slot::ALL.len()] = [
    SlotStyle::rgb(115, 117, 123),
    SlotStyle::rgb(93, 118, 161),
    SlotStyle::rgb(255, 255, 255).bold(),
    SlotStyle::rgb(0, 0, 0).bold(),
    SlotStyle::rgb(126, 119, 50),
    SlotStyle::rgb(89, 126, 89),
    SlotStyle::rgb(158, 94, 158),
    REVERSED,
    SlotStyle::rgb(20, 20, 20),
    SlotStyle::rgb(246, 244, 238),
    SlotStyle::rgb(110, 110, 110),
    SlotStyle::rgb(0, 0, 0).bold(),
    SlotStyle::rgb(150, 150, 150),
    SlotStyle::rgb(30, 80, 170).bold(),
    SlotStyle::rgb(0, 110, 30),
    SlotStyle::rgb(180, 20, 20),
    SlotStyle::rgb(180, 20, 20).bold(),
];

const HIGH_CONTRAST: [SlotStyle; Slot::ALL.len()] = [
    SlotStyle::rgb(117, 117, 117),
    SlotStyle::rgb(0, 131, 131),
    SlotStyle::rgb(255, 255, 255).bold(),
    SlotStyle::rgb(0, 0, 0).bold(),
    SlotStyle::rgb(152, 110, 0),
    SlotStyle::rgb(32, 119, 203),
    SlotStyle::rgb(190, 60, 190),
    REVERSED,
    SlotStyle::rgb(255, 255, 255),
    SlotStyle::rgb(0, 0, 0),
    SlotStyle::rgb(200, 200, 200),
    SlotStyle::rgb(255, 255, 0).bold(),
    SlotStyle::rgb(255, 255, 255),
    SlotStyle::rgb(255, 255, 0).bold(),
    SlotStyle::rgb(80, 255, 80).bold(),
    SlotStyle::rgb(255, 110, 110).bold(),
    SlotStyle::rgb(255, 110, 110).bold(),
];

const REVERSED: SlotStyle = {
    let mut style = SlotStyle::plain(Colour::Default);
    style.emphasis.reversed = true;
    style
};

impl Palette {
    /// The palette of a built-in theme.
    pub const fn built_in(theme: ThemeName) -> Palette {
        Palette {
            styles: match theme {
                ThemeName::Default => DEFAULT,
                ThemeName::Light => LIGHT,
                ThemeName::HighContrast => HIGH_CONTRAST,
            },
        }
    }

    /// The style of `slot`.
    pub const fn get(&self, slot: Slot) -> SlotStyle {
        self.styles[slot.index()]
    }

    /// Gives `slot` the style `style`.
    pub fn set(&mut self, slot: Slot, style: SlotStyle) {
        self.styles[slot.index()] = style;
    }

    /// The built-in `theme` with `overrides` on top.
    pub fn with_overrides<'a>(
        theme: ThemeName,
        overrides: impl IntoIterator<Item = (&'a Slot, &'a SlotStyle)>,
    ) -> Palette {
        let mut palette = Palette::built_in(theme);
        for (slot, style) in overrides {
            palette.set(*slot, *style);
        }
        palette
    }
}

impl Default for Palette {
    fn default() -> Palette {
        Palette::built_in(ThemeName::Default)
    }
}

#[cfg(test)]
mod tests {
    use super::{Palette, Slot, ThemeName};

    /// WCAG's minimum for normal text.
    const READABLE: f64 = 4.5;

    #[test]
    fn both_piece_colours_are_readable_on_every_square_in_every_theme() {
        for theme in ThemeName::ALL {
            let palette = Palette::built_in(theme);
            let rgb = |slot: Slot| {
                palette
                    .get(slot)
                    .colour
                    .rgb()
                    .unwrap_or_else(|| panic!("{theme}: {} is not an exact colour", slot.key()))
            };
            // Pieces stand on the squares and on every square highlight.
            let grounds = [
                Slot::LightSquare,
                Slot::DarkSquare,
                Slot::LastMove,
                Slot::BestMove,
                Slot::Highlight,
            ];
            for piece in [Slot::WhitePiece, Slot::BlackPiece] {
                for ground in grounds {
                    let ratio = rgb(piece).contrast_ratio(rgb(ground));
                    assert!(
                        ratio >= READABLE,
                        "{theme}: {} on {} is {ratio:.2}:1",
                        piece.key(),
                        ground.key()
                    );
                }
            }
        }
    }

    #[test]
    fn text_is_readable_on_the_background_of_themes_that_set_one() {
        for theme in [ThemeName::Light, ThemeName::HighContrast] {
            let palette = Palette::built_in(theme);
            let background = palette.get(Slot::Background).colour.rgb().unwrap();
            for slot in [
                Slot::Text,
                Slot::Dim,
                Slot::Heading,
                Slot::FocusedBorder,
                Slot::Good,
                Slot::Bad,
                Slot::Error,
            ] {
                let ratio = palette
                    .get(slot)
                    .colour
                    .rgb()
                    .unwrap()
                    .contrast_ratio(background);
                assert!(
                    ratio >= READABLE,
                    "{theme}: {} on the background is {ratio:.2}:1",
                    slot.key()
                );
            }
        }
    }

    #[test]
    fn slots_are_listed_in_their_index_order() {
        for (i, slot) in Slot::ALL.iter().enumerate() {
            assert_eq!(slot.index(), i);
        }
    }

    #[test]
    fn theme_names_read_back() {
        for theme in ThemeName::ALL {
            assert_eq!(theme.name().parse::<ThemeName>(), Ok(theme));
        }
        assert!(
            "dark"
                .parse::<ThemeName>()
                .unwrap_err()
                .contains("high-contrast")
        );
    }
}
