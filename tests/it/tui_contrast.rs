//! The squares that mark the lines' first moves keep white and black pieces readable: a
//! contrast of at least 4.5:1 (WCAG's measure) for both piece colours on every line's colour,
//! in every built-in theme.

use kibitzer::config::{ThemeConfig, ThemeName};
use kibitzer_tui::Theme;
use ratatui::style::Color;

/// WCAG relative luminance of an RGB colour.
fn luminance(color: Color) -> f64 {
    let Color::Rgb(r, g, b) = color else {
        panic!("{color:?} is not RGB");
    };
    let channel = |c: u8| {
        let c = f64::from(c) / 255.0;
        if c <= 0.040_45 {
            c / 12.92
        } else {
            ((c + 0.055) / 1.055).powf(2.4)
        }
    };
    0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b)
}

fn contrast(a: f64, b: f64) -> f64 {
    (a.max(b) + 0.05) / (a.min(b) + 0.05)
}

#[test]
fn pieces_are_readable_on_every_line_square_in_every_theme() {
    let (white, black) = (luminance(Color::Rgb(255, 255, 255)), 0.0);
    for name in ThemeName::ALL {
        let theme = Theme {
            color: true,
            ascii: false,
            palette: ThemeConfig {
                name,
                ..ThemeConfig::default()
            }
            .palette(),
        };
        for line in 0..6 {
            let square = luminance(theme.line_move(line).bg.expect("a colour"));
            for (piece, piece_name) in [(white, "white"), (black, "black")] {
                let ratio = contrast(square, piece);
                assert!(
                    ratio >= 4.5,
                    "{name}, line {line}: {piece_name} pieces at {ratio:.2}:1"
                );
            }
        }
    }
}
