//! Colours and styles as the config file writes them: `#rrggbb`, one of the sixteen terminal
//! colour names or `default`, followed by emphasis words (`bold`, `italic`, ...). Plain values
//! with no terminal types; `tui::theme` turns them into styles. Also the WCAG contrast ratio
//! the built-in themes are tested with.

use std::fmt;
use std::str::FromStr;

/// A colour given as red, green and blue.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Rgb {
    /// Red, 0 to 255.
    pub red: u8,
    /// Green, 0 to 255.
    pub green: u8,
    /// Blue, 0 to 255.
    pub blue: u8,
}

impl Rgb {
    /// The colour `(red, green, blue)`.
    pub const fn new(red: u8, green: u8, blue: u8) -> Rgb {
        Rgb { red, green, blue }
    }

    /// The WCAG 2 relative luminance: 0 for black, 1 for white.
    pub fn relative_luminance(self) -> f64 {
        let linear = |channel: u8| {
            let c = f64::from(channel) / 255.0;
            if c <= 0.040_45 {
                c / 12.92
            } else {
                ((c + 0.055) / 1.055).powf(2.4)
            }
        };
        0.2126 * linear(self.red) + 0.7152 * linear(self.green) + 0.0722 * linear(self.blue)
    }

    /// The WCAG 2 contrast ratio of two colours, from 1 (the same) to 21 (black on white).
    pub fn contrast_ratio(self, other: Rgb) -> f64 {
        let (a, b) = (self.relative_luminance(), other.relative_luminance());
        (a.max(b) + 0.05) / (a.min(b) + 0.05)
    }
}

/// The sixteen colours every terminal has, whose shades the terminal chooses.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum NamedColour {
    /// `black`
    Black,
    /// `red`
    Red,
    /// `green`
    Green,
    /// `yellow`
    Yellow,
    /// `blue`
    Blue,
    /// `magenta`
    Magenta,
    /// `cyan`
    Cyan,
    /// `gray`
    Gray,
    /// `dark-gray`
    DarkGray,
    /// `light-red`
    LightRed,
    /// `light-green`
    LightGreen,
    /// `light-yellow`
    LightYellow,
    /// `light-blue`
    LightBlue,
    /// `light-magenta`
    LightMagenta,
    /// `light-cyan`
    LightCyan,
    /// `white`
    White,
}

impl NamedColour {
    /// Every named colour.
    pub const ALL: [NamedColour; 16] = [
        NamedColour::Black,
        NamedColour::Red,
        NamedColour::Green,
        NamedColour::Yellow,
        NamedColour::Blue,
        NamedColour::Magenta,
        NamedColour::Cyan,
        NamedColour::Gray,
        NamedColour::DarkGray,
        NamedColour::LightRed,
        NamedColour::LightGreen,
        NamedColour::LightYellow,
        NamedColour::LightBlue,
        NamedColour::LightMagenta,
        NamedColour::LightCyan,
        NamedColour::White,
    ];

    /// Its name in the config file.
    pub const fn name(self) -> &'static str {
        match self {
            NamedColour::Black => "black",
            NamedColour::Red => "red",
            NamedColour::Green => "green",
            NamedColour::Yellow => "yellow",
            NamedColour::Blue => "blue",
            NamedColour::Magenta => "magenta",
            NamedColour::Cyan => "cyan",
            NamedColour::Gray => "gray",
            NamedColour::DarkGray => "dark-gray",
            NamedColour::LightRed => "light-red",
            NamedColour::LightGreen => "light-green",
            NamedColour::LightYellow => "light-yellow",
            NamedColour::LightBlue => "light-blue",
            NamedColour::LightMagenta => "light-magenta",
            NamedColour::LightCyan => "light-cyan",
            NamedColour::White => "white",
        }
    }
}

/// A colour in the config file.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Colour {
    /// The terminal's own foreground or background (`default`).
    Default,
    /// One of the sixteen terminal colours.
    Named(NamedColour),
    /// An exact colour (`#rrggbb`).
    Rgb(Rgb),
}

impl Colour {
    /// The exact colour, when it is one (the terminal picks the shades of the others).
    pub const fn rgb(self) -> Option<Rgb> {
        match self {
            Colour::Rgb(rgb) => Some(rgb),
            Colour::Default | Colour::Named(_) => None,
        }
    }
}

impl fmt::Display for Colour {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Colour::Default => f.write_str("default"),
            Colour::Named(name) => f.write_str(name.name()),
            Colour::Rgb(Rgb { red, green, blue }) => write!(f, "#{red:02x}{green:02x}{blue:02x}"),
        }
    }
}

impl FromStr for Colour {
    type Err = String;

    fn from_str(text: &str) -> Result<Colour, String> {
        if text == "default" {
            return Ok(Colour::Default);
        }
        if let Some(named) = NamedColour::ALL.iter().find(|n| n.name() == text) {
            return Ok(Colour::Named(*named));
        }
        let hex = text
            .strip_prefix('#')
            .filter(|h| h.len() == 6 && h.bytes().all(|b| b.is_ascii_hexdigit()));
        match hex {
            Some(hex) => {
                let channel = |i: usize| u8::from_str_radix(&hex[i..i + 2], 16).unwrap_or(0);
                Ok(Colour::Rgb(Rgb::new(channel(0), channel(2), channel(4))))
            }
            None => Err(format!(
                "\"{text}\" is not a colour: write #rrggbb, default or one of {}",
                NamedColour::ALL.map(NamedColour::name).join(", ")
            )),
        }
    }
}

/// The emphasis words a style may add to its colour.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Emphasis {
    /// `bold`
    pub bold: bool,
    /// `dim`
    pub dim: bool,
    /// `italic`
    pub italic: bool,
    /// `underlined`
    pub underlined: bool,
    /// `reversed` (foreground and background swapped)
    pub reversed: bool,
}

impl Emphasis {
    /// The words, in the order they are written.
    pub const WORDS: [&'static str; 5] = ["bold", "dim", "italic", "underlined", "reversed"];

    fn flag(&mut self, word: &str) -> Option<&mut bool> {
        match word {
            "bold" => Some(&mut self.bold),
            "dim" => Some(&mut self.dim),
            "italic" => Some(&mut self.italic),
            "underlined" => Some(&mut self.underlined),
            "reversed" => Some(&mut self.reversed),
            _ => None,
        }
    }

    fn words(self) -> impl Iterator<Item = &'static str> {
        let on = [
            self.bold,
            self.dim,
            self.italic,
            self.underlined,
            self.reversed,
        ];
        Emphasis::WORDS
            .into_iter()
            .zip(on)
            .filter_map(|(w, on)| on.then_some(w))
    }
}

/// A colour and its emphasis: one slot of a theme, written `"#b58863 bold"`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[serde(try_from = "String", into = "String")]
pub struct SlotStyle {
    /// The colour (foreground or background: the slot says which).
    pub colour: Colour,
    /// Bold, italic, ...
    pub emphasis: Emphasis,
}

impl SlotStyle {
    /// `colour` without emphasis.
    pub const fn plain(colour: Colour) -> SlotStyle {
        SlotStyle {
            colour,
            emphasis: Emphasis {
                bold: false,
                dim: false,
                italic: false,
                underlined: false,
                reversed: false,
            },
        }
    }

    /// An exact colour without emphasis.
    pub const fn rgb(red: u8, green: u8, blue: u8) -> SlotStyle {
        SlotStyle::plain(Colour::Rgb(Rgb::new(red, green, blue)))
    }

    /// A terminal colour without emphasis.
    pub const fn named(name: NamedColour) -> SlotStyle {
        SlotStyle::plain(Colour::Named(name))
    }

    /// The same, in bold.
    #[must_use]
    pub const fn bold(mut self) -> SlotStyle {
        self.emphasis.bold = true;
        self
    }
}

impl fmt::Display for SlotStyle {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.colour)?;
        for word in self.emphasis.words() {
            write!(f, " {word}")?;
        }
        Ok(())
    }
}

impl FromStr for SlotStyle {
    type Err = String;

    /// A colour and emphasis words in any order; without a colour, `default`.
    fn from_str(text: &str) -> Result<SlotStyle, String> {
        let mut colour = None;
        let mut emphasis = Emphasis::default();
        for word in text.split_whitespace() {
            if let Some(flag) = emphasis.flag(word) {
                *flag = true;
            } else if colour.is_some() {
                return Err(format!("\"{text}\" names two colours; a style has one"));
            } else {
                colour = Some(word.parse::<Colour>()?);
            }
        }
        Ok(SlotStyle {
            colour: colour.unwrap_or(Colour::Default),
            emphasis,
        })
    }
}

impl TryFrom<String> for SlotStyle {
    type Error = String;

    fn try_from(text: String) -> Result<SlotStyle, String> {
        text.parse()
    }
}

impl From<SlotStyle> for String {
    fn from(style: SlotStyle) -> String {
        style.to_string()
    }
}

#[cfg(test)]
mod tests {
    use super::{Colour, NamedColour, Rgb, SlotStyle};

    #[test]
    fn contrast_ratios_match_the_wcag_examples() {
        let black = Rgb::new(0, 0, 0);
        let white = Rgb::new(255, 255, 255);
        assert!((black.contrast_ratio(white) - 21.0).abs() < 1e-9);
        assert!((white.contrast_ratio(white) - 1.0).abs() < 1e-9);
        // The old dark square: black pieces on it were about 2.9:1.
        let old_dark = Rgb::new(110, 80, 60);
        assert!((black.contrast_ratio(old_dark) - 2.88).abs() < 0.01);
    }

    #[test]
    fn styles_read_and_write_back() {
        for text in [
            "#b58863",
            "default",
            "dark-gray bold",
            "#000000 bold italic",
        ] {
            let style: SlotStyle = text.parse().unwrap();
            assert_eq!(style.to_string(), text);
        }
        let reversed: SlotStyle = "reversed".parse().unwrap();
        assert_eq!(reversed.colour, Colour::Default);
        assert!(reversed.emphasis.reversed);
        assert_eq!(
            "bold white".parse::<SlotStyle>().unwrap(),
            SlotStyle::named(NamedColour::White).bold()
        );
    }

    #[test]
    fn bad_colours_are_refused_with_the_choices() {
        for text in ["#12345", "#gg0000", "purple", "red blue"] {
            let error = text.parse::<SlotStyle>().unwrap_err();
            assert!(error.contains(text), "{error}");
        }
        assert!(
            "purple"
                .parse::<Colour>()
                .unwrap_err()
                .contains("dark-gray")
        );
    }
}
