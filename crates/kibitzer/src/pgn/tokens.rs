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
    walk::<true>(text)
}

/// The first token of one game's text that [`check`] refuses, the same answer as
/// `check(text).err()` without noting the moves' lines and the comments (an import checks
/// every game and keeps none of that).
pub fn first_bad_token(text: &str) -> Option<BadToken> {
    walk::<false>(text).err()
}

/// [`check`]'s walk; with `NOTE` false, the scan stays empty and the line is only counted for
/// an error.
fn walk<const NOTE: bool>(text: &str) -> Result<Scan, BadToken> {
    let bytes = text.as_bytes();
    let mut scan = Scan::default();
    // Counted as the walk goes when noting, else only for an error.
    let mut line = 0;
    let mut at = 0;
    let mut line_start = true;
    let mut in_tags = true;
    while at < bytes.len() {
        let byte = bytes[at];
        // A word starts at any byte but those of the arms below (`%`, `[` and a BOM's first
        // byte only where they are what the arms take them for).
        let word_starts = !SPECIAL[usize::from(byte)]
            || match byte {
                b'%' => !line_start,
                b'[' => !in_tags,
                0xef => !text[at..].starts_with('\u{feff}'),
                _ => false,
            };
        if word_starts {
            at = word::<NOTE>(text, at, line, &mut scan)?;
            line_start = false;
            in_tags &= byte == b'%';
            continue;
        }
        match byte {
            b'\n' => {
                line += usize::from(NOTE);
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
            b'%' => at = end_of_line(bytes, at),
            b'[' => {
                let end = end_of_tag(bytes, at);
                if NOTE {
                    line += text[at..end].matches('\n').count();
                }
                line_start = end > 0 && bytes[end - 1] == b'\n';
                at = end;
                continue;
            }
            b'.' | b'(' | b')' | b'*' | b'!' | b'?' => at += 1,
            b';' => {
                let end = end_of_line(bytes, at);
                if NOTE {
                    scan.comments.push(Some(at + 1..end));
                    scan.rewrites.push((at..end, "{}"));
                }
                at = end;
            }
            b'{' => {
                if NOTE {
                    scan.comments.push(None);
                }
                let Some(close) = bytes[at..].iter().position(|&b| b == b'}') else {
                    return Err(BadToken {
                        line: line_at::<NOTE>(bytes, line, at),
                        reason: "unterminated comment (a `{` without `}`)".to_owned(),
                    });
                };
                if NOTE {
                    line += text[at..at + close].matches('\n').count();
                }
                at += close + 1;
            }
            // A byte order mark (the only other byte left, see `word_starts`).
            _ => {
                at += '\u{feff}'.len_utf8();
                continue;
            }
        }
        line_start = false;
        in_tags &= byte == b'%';
    }
    Ok(scan)
}

/// The line of the token at `at`: `line` when the walk counts them (`NOTE`), else counted.
fn line_at<const NOTE: bool>(bytes: &[u8], line: usize, at: usize) -> usize {
    if NOTE {
        line
    } else {
        bytes[..at].split(|&b| b == b'\n').count() - 1
    }
}

/// The word at `at` (on `line`, if the walk counts lines): checked, and noted in `scan` when
/// `NOTE`; where it ends.
fn word<const NOTE: bool>(
    text: &str,
    at: usize,
    line: usize,
    scan: &mut Scan,
) -> Result<usize, BadToken> {
    let bytes = text.as_bytes();
    let end = bytes[at + 1..]
        .iter()
        .position(|&b| ends_token(b))
        .map_or(bytes.len(), |n| at + 1 + n);
    let word = &text[at..end];
    if plain_san(word.as_bytes()) {
        if NOTE {
            scan.move_lines.push(line);
        }
        return Ok(end);
    }
    // `0000` is a null move, `0000.` a (strange) move number.
    let zeros = word == "0000" && bytes.get(end) != Some(&b'.');
    if zeros || is_null_move(word) {
        if NOTE {
            if zeros {
                scan.rewrites.push((at..end, "--"));
            }
            scan.null_moves
                .insert(scan.move_lines.len(), word.to_owned());
            scan.move_lines.push(line);
        }
    } else if word_is_move(word, bytes[at]).map_err(|reason| BadToken {
        line: line_at::<NOTE>(bytes, line, at),
        reason,
    })? && NOTE
    {
        scan.move_lines.push(line);
    }
    Ok(end)
}

/// One word between token ends: a NAG, a result, a move number (perhaps glued to its move,
/// `1.e4` is split at the dot so the move is a word of its own), or a move (`true`).
fn word_is_move(word: &str, first: u8) -> Result<bool, String> {
    let is_result = matches!(word, "1-0" | "0-1" | "1/2-1/2" | "½-½");
    let is_number = first.is_ascii_digit() && word.bytes().all(|b| b.is_ascii_digit());
    let is_nag = first == b'$' && word.len() > 1 && word[1..].bytes().all(|b| b.is_ascii_digit());
    if is_result || is_number || (is_nag && word[1..].parse::<u8>().is_ok()) {
        return Ok(false);
    }
    let castles = matches!(word.trim_end_matches(['+', '#']), "0-0" | "0-0-0");
    if castles || SanPlus::from_ascii(word.as_bytes()).is_ok() {
        Ok(true)
    } else {
        Err(format!("unreadable token `{}`", quote(word)))
    }
}

/// A move in the usual shapes of SAN (`e4`, `Nf3`, `exd5`, `Nbd7`, `R1e2`, `Qxf7+`, `e8=Q#`,
/// `O-O`), recognised faster than by shakmaty's parser: every word taken here, shakmaty takes
/// too (tested); the other words are left to it.
fn plain_san(word: &[u8]) -> bool {
    let word = match word.split_last() {
        Some((b'+' | b'#', rest)) => rest,
        _ => word,
    };
    let piece = |b: u8| matches!(b, b'N' | b'B' | b'R' | b'Q' | b'K');
    let file = |b: u8| (b'a'..=b'h').contains(&b);
    let rank = |b: u8| (b'1'..=b'8').contains(&b);
    let promoted = |b: u8| matches!(b, b'N' | b'B' | b'R' | b'Q');
    match *word {
        [b'O', b'-', b'O'] | [b'O', b'-', b'O', b'-', b'O'] => true,
        [f, r] => file(f) && rank(r),
        [p, f, r] => piece(p) && file(f) && rank(r),
        [a, b'x', f, r] => (piece(a) || file(a)) && file(f) && rank(r),
        [f, r, b'=', q] => file(f) && rank(r) && promoted(q),
        [p, d, f, r] | [p, d, b'x', f, r] => piece(p) && (file(d) || rank(d)) && file(f) && rank(r),
        [a, b'x', f, r, b'=', q] => file(a) && file(f) && rank(r) && promoted(q),
        _ => false,
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

/// The bytes that end a token for `pgn-reader` (its `is_token_end`), as a table (a `match`
/// compiles to a jump per byte).
const ENDS_TOKEN: [bool; 256] = byte_set(b" \t\n\r{}()!?$;.*");

/// The bytes [`walk`] does not take as the start of a word (some only in places).
const SPECIAL: [bool; 256] = byte_set(b"\n \t\r%[.()*!?;{\xef");

/// A table of the bytes in `members`.
const fn byte_set(members: &[u8]) -> [bool; 256] {
    let mut table = [false; 256];
    let mut i = 0;
    while i < members.len() {
        table[members[i] as usize] = true;
        i += 1;
    }
    table
}

fn ends_token(byte: u8) -> bool {
    ENDS_TOKEN[usize::from(byte)]
}

#[cfg(test)]
mod tests;
