//! The movetext check that runs before `pgn-reader` builds a game: `pgn-reader` skips what it
//! cannot read without a word, so this scan walks the same tokens and refuses the first one
//! that is neither a move, a move number, a result, a glyph, a comment nor a parenthesis,
//! and notes the line of every move so that later errors can say where they are.

use shakmaty::san::SanPlus;

/// The longest piece of a bad token an error quotes.
const QUOTED_CHARS: usize = 40;

/// What the scan found: the line (0-based, within the scanned text) of each move token, in
/// the order `pgn-reader` reports the moves.
#[derive(Debug, Default)]
pub struct MoveLines(pub Vec<usize>);

/// A token that is not PGN, and its line (0-based).
#[derive(Debug, PartialEq, Eq)]
pub struct BadToken {
    /// The line the token is on, 0-based within the scanned text.
    pub line: usize,
    /// What is wrong, quoting the token.
    pub reason: String,
}

/// Checks every token of one game's text (tag lines included, they are skipped).
pub fn check(text: &str) -> Result<MoveLines, BadToken> {
    let bytes = text.as_bytes();
    let mut lines = MoveLines::default();
    let mut line = 0;
    let mut at = 0;
    let mut line_start = true;
    while at < bytes.len() {
        let byte = bytes[at];
        match byte {
            b'\n' => {
                line += 1;
                at += 1;
                line_start = true;
                continue;
            }
            b' ' | b'\t' | b'\r' | b'.' | b'(' | b')' | b'*' | b'!' | b'?' => at += 1,
            b'%' if line_start => at = end_of_line(bytes, at),
            b';' | b'[' => at = end_of_line(bytes, at),
            b'{' => {
                let Some(close) = bytes[at..].iter().position(|&b| b == b'}') else {
                    return Err(BadToken {
                        line,
                        reason: "unterminated comment (a `{` without `}`)".to_owned(),
                    });
                };
                line += text[at..at + close].matches('\n').count();
                at += close + 1;
            }
            _ if text[at..].starts_with('\u{feff}') => at += '\u{feff}'.len_utf8(),
            _ => {
                let rest = &bytes[at + 1..];
                let end = at
                    + 1
                    + rest
                        .iter()
                        .position(|&b| ends_token(b))
                        .unwrap_or(rest.len());
                check_word(&text[at..end], byte, &mut lines, line)
                    .map_err(|reason| BadToken { line, reason })?;
                at = end;
            }
        }
        line_start = false;
    }
    Ok(lines)
}

/// One word between token ends: a NAG, a result, a move number (perhaps glued to its move,
/// `1.e4` is split at the dot so the move is a word of its own), or a move.
fn check_word(word: &str, first: u8, lines: &mut MoveLines, line: usize) -> Result<(), String> {
    let is_result = matches!(word, "1-0" | "0-1" | "1/2-1/2" | "½-½");
    let is_number = first.is_ascii_digit() && word.bytes().all(|b| b.is_ascii_digit());
    let is_nag = first == b'$' && word.len() > 1 && word[1..].bytes().all(|b| b.is_ascii_digit());
    if is_result || is_number || (is_nag && word[1..].parse::<u8>().is_ok()) {
        return Ok(());
    }
    let castles = matches!(word.trim_end_matches(['+', '#']), "0-0" | "0-0-0");
    if castles || SanPlus::from_ascii(word.as_bytes()).is_ok() {
        lines.0.push(line);
        Ok(())
    } else {
        Err(format!("unreadable token `{}`", quote(word)))
    }
}

/// At most [`QUOTED_CHARS`] characters of `word`, with `…` if cut.
pub fn quote(word: &str) -> String {
    match word.char_indices().nth(QUOTED_CHARS) {
        Some((cut, _)) => format!("{}…", &word[..cut]),
        None => word.to_owned(),
    }
}

fn end_of_line(bytes: &[u8], at: usize) -> usize {
    bytes[at..]
        .iter()
        .position(|&b| b == b'\n')
        .map_or(bytes.len(), |n| at + n)
}

/// The bytes that end a token for `pgn-reader` (its `is_token_end`).
fn ends_token(byte: u8) -> bool {
    matches!(
        byte,
        b' ' | b'\t'
            | b'\n'
            | b'\r'
            | b'{'
            | b'}'
            | b'('
            | b')'
            | b'!'
            | b'?'
            | b'$'
            | b';'
            | b'.'
            | b'*'
    )
}

#[cfg(test)]
mod tests {
    use super::check;

    #[test]
    fn moves_numbers_results_glyphs_and_comments_pass() {
        let lines =
            check("[Event \"x\"]\n\n1.e4 e5!? 2. Nf3 $1 {a\nb} (2. Nc3?! ;c\n) 0-0 1/2-1/2")
                .unwrap();
        assert_eq!(lines.0, [2, 2, 2, 3, 4]);
        assert!(check("e4 e5 Nf3 *").is_ok());
        assert!(check("\u{feff}1. e4 1-0").is_ok());
    }

    #[test]
    fn the_first_unreadable_token_is_named() {
        let err = check("1. e4 e5 2. Nf3 Nc6\n3. Bx Bc4 *").unwrap_err();
        assert_eq!(
            (err.line, err.reason.as_str()),
            (1, "unreadable token `Bx`")
        );
        let err = check("1. e4 e5 2. Nf3 Nc6 3. Bb9 Bc5 *").unwrap_err();
        assert_eq!(err.reason, "unreadable token `Bb9`");
        let junk = "x".repeat(1 << 20);
        let err = check(&format!("1. e4 {junk} *")).unwrap_err();
        assert_eq!(
            err.reason,
            format!("unreadable token `{}…`", "x".repeat(40))
        );
        assert!(check("1. e4 {never closed").is_err());
        assert!(check("hello world").is_err());
        assert!(check("1. e4 $x").is_err());
    }
}
