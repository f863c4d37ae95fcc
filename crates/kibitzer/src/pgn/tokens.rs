//! The movetext check that runs before `pgn-reader` builds a game: `pgn-reader` skips what it
//! cannot read without a word, so this scan walks the same tokens and refuses the first one
//! that is neither a move, a move number, a result, a glyph, a comment nor a parenthesis,
//! notes the line of every move so that later errors can say where they are, finds the
//! rest-of-line comments (`; ...`), which `pgn-reader` drops, so that they can be kept, and the
//! null moves written `0000` (as python-chess reads them), which `pgn-reader` skips as a move
//! number, so that they can be given to it as `--`.

use std::collections::HashMap;
use std::ops::Range;

use shakmaty::san::SanPlus;

/// The longest piece of a bad token an error quotes.
const QUOTED_CHARS: usize = 40;

/// What the scan found, in the order `pgn-reader` reports it.
#[derive(Debug, Default)]
pub struct Scan {
    /// The line (0-based, within the scanned text) of each move token.
    pub move_lines: Vec<usize>,
    /// Every comment: `None` for a `{...}` one, the byte range of its text (after the `;`, up
    /// to the line break) for a rest-of-line one.
    pub comments: Vec<Option<Range<usize>>>,
    /// Each null move (`--`, `Z0`, `0000`) as written, by its index among the move tokens.
    pub null_moves: HashMap<usize, String>,
    /// What `pgn-reader` is given instead, in text order: a rest-of-line comment (from its
    /// `;`) as `{}`, a `0000` null move as `--`.
    rewrites: Vec<(Range<usize>, &'static str)>,
}

impl Scan {
    /// `text` (the scanned text) with each rest-of-line comment written as an empty `{}`, so
    /// that `pgn-reader` reports it where it stands, and each `0000` null move as `--`; `None`
    /// if there is nothing to rewrite.
    pub fn rewritten(&self, text: &str) -> Option<String> {
        let mut out = String::with_capacity(text.len());
        let mut from = 0;
        for (range, with) in &self.rewrites {
            out.push_str(&text[from..range.start]);
            out.push_str(with);
            from = range.end;
        }
        (from > 0).then(|| out + &text[from..])
    }
}

/// A token that is not PGN, and its line (0-based).
#[derive(Debug, PartialEq, Eq)]
pub struct BadToken {
    /// The line the token is on, 0-based within the scanned text.
    pub line: usize,
    /// What is wrong, quoting the token.
    pub reason: String,
}

/// Checks every token of one game's text (the tags before the movetext are skipped as
/// `pgn-reader` reads them).
pub fn check(text: &str) -> Result<Scan, BadToken> {
    let bytes = text.as_bytes();
    let mut scan = Scan::default();
    let mut line = 0;
    let mut at = 0;
    let mut line_start = true;
    let mut in_tags = true;
    while at < bytes.len() {
        let byte = bytes[at];
        match byte {
            b'\n' => {
                line += 1;
                at += 1;
                line_start = true;
                continue;
            }
            b' ' | b'\t' | b'\r' => {
                // Before the movetext `pgn-reader` takes a `%` after spaces as an escape too.
                line_start &= in_tags;
                at += 1;
                continue;
            }
            b'%' if line_start => at = end_of_line(bytes, at),
            b'[' if in_tags => {
                let end = end_of_tag(bytes, at);
                line += text[at..end].matches('\n').count();
                line_start = end > 0 && bytes[end - 1] == b'\n';
                at = end;
                continue;
            }
            b'.' | b'(' | b')' | b'*' | b'!' | b'?' => at += 1,
            b';' => {
                let end = end_of_line(bytes, at);
                scan.comments.push(Some(at + 1..end));
                scan.rewrites.push((at..end, "{}"));
                at = end;
            }
            b'{' => {
                scan.comments.push(None);
                let Some(close) = bytes[at..].iter().position(|&b| b == b'}') else {
                    return Err(BadToken {
                        line,
                        reason: "unterminated comment (a `{` without `}`)".to_owned(),
                    });
                };
                line += text[at..at + close].matches('\n').count();
                at += close + 1;
            }
            _ if text[at..].starts_with('\u{feff}') => {
                at += '\u{feff}'.len_utf8();
                continue;
            }
            _ => {
                let rest = &bytes[at + 1..];
                let end = at
                    + 1
                    + rest
                        .iter()
                        .position(|&b| ends_token(b))
                        .unwrap_or(rest.len());
                let word = &text[at..end];
                // `0000` is a null move, `0000.` a (strange) move number.
                let zeros = word == "0000" && bytes.get(end) != Some(&b'.');
                if zeros {
                    scan.rewrites.push((at..end, "--"));
                }
                if zeros || is_null_move(word) {
                    scan.null_moves
                        .insert(scan.move_lines.len(), word.to_owned());
                    scan.move_lines.push(line);
                } else {
                    check_word(word, byte, &mut scan.move_lines, line)
                        .map_err(|reason| BadToken { line, reason })?;
                }
                at = end;
            }
        }
        line_start = false;
        in_tags &= byte == b'%';
    }
    Ok(scan)
}

/// One word between token ends: a NAG, a result, a move number (perhaps glued to its move,
/// `1.e4` is split at the dot so the move is a word of its own), or a move.
fn check_word(word: &str, first: u8, lines: &mut Vec<usize>, line: usize) -> Result<(), String> {
    let is_result = matches!(word, "1-0" | "0-1" | "1/2-1/2" | "½-½");
    let is_number = first.is_ascii_digit() && word.bytes().all(|b| b.is_ascii_digit());
    let is_nag = first == b'$' && word.len() > 1 && word[1..].bytes().all(|b| b.is_ascii_digit());
    if is_result || is_number || (is_nag && word[1..].parse::<u8>().is_ok()) {
        return Ok(());
    }
    let castles = matches!(word.trim_end_matches(['+', '#']), "0-0" | "0-0-0");
    if castles || SanPlus::from_ascii(word.as_bytes()).is_ok() {
        lines.push(line);
        Ok(())
    } else {
        Err(format!("unreadable token `{}`", quote(word)))
    }
}

/// `--` or `Z0` (perhaps with `+` or `#`), as `pgn-reader` reads a null move.
fn is_null_move(word: &str) -> bool {
    matches!(word.trim_end_matches(['+', '#']), "--" | "Z0")
}

/// At most [`QUOTED_CHARS`] characters of `word`, with `…` if cut.
pub fn quote(word: &str) -> String {
    match word.char_indices().nth(QUOTED_CHARS) {
        Some((cut, _)) => format!("{}…", &word[..cut]),
        None => word.to_owned(),
    }
}

/// Where the tag at `at` (a `[`) ends for `pgn-reader`: after its quoted value (`\\` and `\"`
/// escaped, or up to the line break) or after the first `]` or line break when it has no
/// value; then spaces, and a `]` or a line break.
fn end_of_tag(bytes: &[u8], at: usize) -> usize {
    let find = |from: usize, needles: &[u8]| {
        bytes[from..]
            .iter()
            .position(|b| needles.contains(b))
            .map_or(bytes.len(), |n| from + n)
    };
    let mut end = find(at + 1, b"\"\n]");
    if bytes.get(end) == Some(&b'"') {
        end = find(end + 1, b"\\\"\n");
        while bytes.get(end) == Some(&b'\\') {
            end = find((end + 2).min(bytes.len()), b"\\\"\n");
        }
        if bytes.get(end) != Some(&b'"') {
            return end;
        }
    } else if end == bytes.len() {
        return end;
    }
    end += 1;
    while let Some(b' ' | b'\t' | b'\r') = bytes.get(end) {
        end += 1;
    }
    match bytes.get(end) {
        Some(b']' | b'\n') => end + 1,
        _ => end,
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
        assert_eq!(lines.move_lines, [2, 2, 2, 3, 4]);
        assert!(check("e4 e5 Nf3 *").is_ok());
        assert!(check("\u{feff}1. e4 1-0").is_ok());
    }

    #[test]
    fn tags_are_skipped_as_pgn_reader_reads_them_and_rest_of_line_comments_found() {
        let text = "[A \"x ] \\\" y\"] {c} ; one\n[B \"z\"]\n1. e4 ;two }\r\ne5 *";
        let scan = check(text).unwrap_err();
        assert_eq!(
            scan.reason, "unreadable token `[B`",
            "tags end at the movetext"
        );
        let text = "[A \"x ] \\\" y\"] {c} ; one\n1. e4 ;two }\r\ne5 *";
        let scan = check(text).unwrap();
        assert_eq!(scan.move_lines, [1, 2]);
        let texts: Vec<_> = scan
            .comments
            .iter()
            .flatten()
            .map(|r| &text[r.clone()])
            .collect();
        assert_eq!(texts, [" one", "two }\r"]);
        assert_eq!(scan.comments[0], None);
        assert_eq!(
            scan.rewritten(text).unwrap(),
            "[A \"x ] \\\" y\"] {c} {}\n1. e4 {}\ne5 *"
        );
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
