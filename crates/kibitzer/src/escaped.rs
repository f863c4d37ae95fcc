//! Showing text that came from a file or a person without letting it drive the terminal:
//! [`Escaped`] prints control characters (C0, DEL and the C1 range, such as ESC or CSI) as Rust
//! escapes, so an EPD id or a PGN header can neither retitle nor clear the screen.

use std::fmt;

/// Displays the wrapped text with every control character escaped: `\n`, `\r`, `\t`, `\0` by
/// name, the others as `\x1b` (C0 and DEL) or `\u{9b}` (C1). Printable text, including any
/// letter of any script, is shown as it is; a backslash stays a single backslash.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Escaped<'a>(pub &'a str);

impl fmt::Display for Escaped<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut rest = self.0;
        while let Some(at) = rest.find(char::is_control) {
            f.write_str(&rest[..at])?;
            let c = rest[at..].chars().next().unwrap_or_default();
            match c {
                '\n' => f.write_str("\\n")?,
                '\r' => f.write_str("\\r")?,
                '\t' => f.write_str("\\t")?,
                '\0' => f.write_str("\\0")?,
                c if u32::from(c) < 0x80 => write!(f, "\\x{:02x}", u32::from(c))?,
                c => write!(f, "\\u{{{:x}}}", u32::from(c))?,
            }
            rest = &rest[at + c.len_utf8()..];
        }
        f.write_str(rest)
    }
}

/// [`Escaped`] for a path, which need not be UTF-8 (invalid bytes show as U+FFFD).
pub fn escaped_path(path: &std::path::Path) -> String {
    Escaped(&path.to_string_lossy()).to_string()
}

#[cfg(test)]
mod tests {
    use super::{Escaped, escaped_path};

    #[test]
    fn control_characters_are_escaped_and_text_is_kept() {
        assert_eq!(Escaped("BK.01").to_string(), "BK.01");
        assert_eq!(Escaped("Björk open ♞").to_string(), "Björk open ♞");
        assert_eq!(
            Escaped("a\x1b]0;pwned\x07b\x1b[2J").to_string(),
            "a\\x1b]0;pwned\\x07b\\x1b[2J"
        );
        assert_eq!(Escaped("1\n2\r3\t4\0").to_string(), "1\\n2\\r3\\t4\\0");
        assert_eq!(
            Escaped("\u{7f}\u{9b}2J\u{85}").to_string(),
            "\\x7f\\u{9b}2J\\u{85}"
        );
        assert_eq!(Escaped("a\\b").to_string(), "a\\b");
    }

    #[test]
    fn paths_are_escaped_too() {
        let path = std::path::Path::new("/tmp/x\x1b[2J.pgn");
        assert_eq!(escaped_path(path), "/tmp/x\\x1b[2J.pgn");
    }
}
