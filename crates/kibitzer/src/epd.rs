//! EPD records (Extended Position Description): the four FEN fields and the opcodes after
//! them (`bm`, `am`, `id`, ...). The reader is tolerant of the dirt found in real suites:
//! unknown opcodes are kept, missing semicolons and stray whitespace produce warnings, and no
//! input makes it panic.

/// One EPD line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EpdRecord {
    /// A complete FEN (the four EPD fields, then the `hmvc`/`fmvn` counters or `0 1`).
    pub fen: String,
    /// Every opcode with its operands, in order (quotes removed).
    pub operations: Vec<(String, Vec<String>)>,
    /// What was wrong but could be repaired.
    pub warnings: Vec<String>,
    /// The line of the file it came from (1-based; 0 when parsed on its own).
    pub line: usize,
}

/// Opcodes we recognise when an EPD line forgot its semicolons.
const KNOWN_OPCODES: [&str; 27] = [
    "acd",
    "acn",
    "acs",
    "am",
    "bm",
    "c0",
    "c1",
    "c2",
    "c3",
    "c4",
    "c5",
    "c6",
    "c7",
    "c8",
    "c9",
    "ce",
    "dm",
    "draw_accept",
    "eco",
    "fmvn",
    "hmvc",
    "id",
    "noop",
    "pm",
    "pv",
    "sm",
    "tcgs",
];

/// Opcodes whose operands are moves: a pawn move such as `c4` among them is a move, not the
/// comment opcode `c4` (WAC.052 reads `bm Re7 c4;`).
const MOVE_OPCODES: [&str; 4] = ["am", "bm", "pm", "sm"];

/// Whether `token`, met after the operands of `opcode`, begins the next operation (a line that
/// forgot its `;`): it is a known opcode, and not a pawn move among the moves of a move opcode.
fn starts_operation(opcode: &str, token: &str) -> bool {
    KNOWN_OPCODES.contains(&token) && !(MOVE_OPCODES.contains(&opcode) && is_square(token))
}

/// Whether `token` names a square (`c4`), which as a move operand is a pawn move.
fn is_square(token: &str) -> bool {
    token.parse::<shakmaty::Square>().is_ok()
}

impl EpdRecord {
    /// Parses one line. Errors only when the four position fields are missing.
    pub fn parse(line: &str) -> Result<EpdRecord, String> {
        let line = line.trim();
        let mut rest = line;
        let mut fields = Vec::with_capacity(4);
        for _ in 0..4 {
            rest = rest.trim_start();
            let end = rest.find(char::is_whitespace).unwrap_or(rest.len());
            if end == 0 {
                return Err(format!(
                    "expected four position fields in \"{}\"",
                    shortened(line)
                ));
            }
            fields.push(&rest[..end]);
            rest = &rest[end..];
        }
        let mut warnings = Vec::new();
        let operations = parse_operations(rest.trim(), &mut warnings);
        let number = |name: &str, default: &str| {
            operations
                .iter()
                .find(|(op, args)| op == name && args.len() == 1)
                .map_or_else(|| default.to_owned(), |(_, args)| args[0].clone())
        };
        let fen = format!(
            "{} {} {}",
            fields.join(" "),
            number("hmvc", "0"),
            number("fmvn", "1")
        );
        Ok(EpdRecord {
            fen,
            operations,
            warnings,
            line: 0,
        })
    }

    /// The operands of the first `opcode`, if present.
    pub fn operands(&self, opcode: &str) -> Option<&[String]> {
        self.operations
            .iter()
            .find(|(op, _)| op == opcode)
            .map(|(_, args)| args.as_slice())
    }

    /// The `id`, or an empty string.
    pub fn id(&self) -> &str {
        self.operands("id")
            .and_then(|a| a.first())
            .map_or("", String::as_str)
    }

    /// The `id`, or `line N` for a record without one.
    pub fn label(&self) -> String {
        if self.id().is_empty() {
            format!("line {}", self.line)
        } else {
            self.id().to_owned()
        }
    }
}

/// At most the first 60 characters of `line` (with `...` when cut), for quoting in a message:
/// a line of junk can be megabytes long.
fn shortened(line: &str) -> String {
    const SHOWN: usize = 60;
    match line.char_indices().nth(SHOWN) {
        Some((cut, _)) => format!("{}...", &line[..cut]),
        None => line.to_owned(),
    }
}

/// Splits `text` into tokens, keeping quoted strings (and the semicolons) as tokens.
fn tokens(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut chars = text.chars().peekable();
    while let Some(&c) = chars.peek() {
        if c.is_whitespace() {
            chars.next();
        } else if c == ';' {
            chars.next();
            out.push(";".to_owned());
        } else if c == '"' {
            chars.next();
            let quoted: String = chars.by_ref().take_while(|&c| c != '"').collect();
            out.push(format!("\"{quoted}"));
        } else {
            let mut word = String::new();
            while let Some(&c) = chars.peek() {
                if c.is_whitespace() || c == ';' || c == '"' {
                    break;
                }
                word.push(c);
                chars.next();
            }
            out.push(word);
        }
    }
    out
}

fn parse_operations(text: &str, warnings: &mut Vec<String>) -> Vec<(String, Vec<String>)> {
    let mut operations: Vec<(String, Vec<String>)> = Vec::new();
    let mut current: Option<(String, Vec<String>)> = None;
    let mut missing_semicolon = false;
    for token in tokens(text) {
        if token == ";" {
            if let Some(op) = current.take() {
                operations.push(op);
            }
            continue;
        }
        let is_operand_quote = token.starts_with('"');
        let operand = token.trim_start_matches('"').to_owned();
        match current.as_mut() {
            None => current = Some((token, Vec::new())),
            Some((opcode, args))
                if !is_operand_quote && !args.is_empty() && starts_operation(opcode, &token) =>
            {
                missing_semicolon = true;
                operations.extend(current.take());
                current = Some((token, Vec::new()));
            }
            Some((_, args)) => args.push(operand),
        }
    }
    if let Some(op) = current.take() {
        if !operations.is_empty() || !op.1.is_empty() {
            warnings.push(format!("missing ';' after the last operation \"{}\"", op.0));
        }
        operations.push(op);
    }
    if missing_semicolon {
        warnings.push("missing ';' between operations".to_owned());
    }
    operations
}

/// The lines of `text`, ended by LF, CRLF or a lone CR (old Mac files), after a leading
/// UTF-8 byte-order mark.
fn lines(text: &str) -> impl Iterator<Item = &str> {
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let mut rest = Some(text);
    std::iter::from_fn(move || {
        let current = rest?;
        match current.find(['\n', '\r']) {
            Some(end) => {
                let ending = if current[end..].starts_with("\r\n") {
                    2
                } else {
                    1
                };
                rest = Some(&current[end + ending..]).filter(|r| !r.is_empty());
                Some(&current[..end])
            }
            None => {
                rest = None;
                Some(current)
            }
        }
    })
}

/// Parses every non-empty, non-comment line of `text` (LF, CRLF or CR line endings, with or
/// without a byte-order mark); bad lines come back as errors with their line numbers instead
/// of stopping the rest.
pub fn parse_epd_file(text: &str) -> Vec<Result<EpdRecord, String>> {
    lines(text)
        .enumerate()
        .filter(|(_, l)| !l.trim().is_empty() && !l.trim_start().starts_with('#'))
        .map(|(n, l)| {
            EpdRecord::parse(l)
                .map(|record| EpdRecord {
                    line: n + 1,
                    ..record
                })
                .map_err(|e| format!("line {}: {e}", n + 1))
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::{EpdRecord, parse_epd_file};

    #[test]
    fn reads_a_clean_suite_line() {
        let r = EpdRecord::parse(
            r#"1k1r4/pp1b1R2/3q2pp/4p3/2B5/4Q3/PPP2B2/2K5 b - - bm Qd1+; id "BK.01";"#,
        )
        .unwrap();
        assert_eq!(
            r.fen,
            "1k1r4/pp1b1R2/3q2pp/4p3/2B5/4Q3/PPP2B2/2K5 b - - 0 1"
        );
        assert_eq!(r.operands("bm").unwrap(), ["Qd1+"]);
        assert_eq!(r.id(), "BK.01");
        assert!(r.warnings.is_empty());
    }

    #[test]
    fn a_pawn_move_among_best_moves_is_a_move_not_the_comment_opcode() {
        let record = EpdRecord::parse(
            "r1k5/1p3q2/1Qpb4/3N1p2/5Pp1/3P2Pp/PPPK3P/4R3 w - - bm Re7 c4; id \"WAC.052\";",
        )
        .unwrap();
        assert_eq!(
            record.operands("bm"),
            Some(&["Re7".to_owned(), "c4".to_owned()][..])
        );
        assert_eq!(record.id(), "WAC.052");
        assert!(record.warnings.is_empty(), "{:?}", record.warnings);
        let forgotten = EpdRecord::parse("8/8/8/8/8/8/8/K6k w - - bm Kb1 c0 \"note\";").unwrap();
        assert_eq!(forgotten.operands("c0"), Some(&["note".to_owned()][..]));
    }

    #[test]
    fn repairs_missing_semicolons_and_keeps_unknown_opcodes() {
        let r = EpdRecord::parse(r#"8/8/8/8/8/8/8/K1k5 w - - bm Kb1 Ka2 id "x y" zz 1;"#).unwrap();
        assert_eq!(r.operands("bm").unwrap(), ["Kb1", "Ka2"]);
        assert_eq!(r.id(), "x y");
        assert!(!r.warnings.is_empty());
        let r = EpdRecord::parse("8/8/8/8/8/8/8/K1k5 w - - foo 3; hmvc 7; fmvn 9;").unwrap();
        assert_eq!(r.fen, "8/8/8/8/8/8/8/K1k5 w - - 7 9");
        assert_eq!(r.operands("foo").unwrap(), ["3"]);
    }

    #[test]
    fn a_bom_and_crlf_or_cr_line_endings_read_as_the_clean_file() {
        let clean = "1k1r4/pp1b1R2/3q2pp/4p3/2B5/4Q3/PPP2B2/2K5 b - - bm Qd1+; id \"BK.01\";\n\
                     3r1k2/4npp1/1ppr3p/p6P/P2PPPP1/1NR5/5K2/2R5 w - - bm d5; id \"BK.02\";\n\
                     \n\
                     2q1rr1k/3bbnnp/p2p1pp1/2pPp3/PpP1P1P1/1P2BNNP/2BQ1PRK/7R b - - bm f5; id \"BK.03\";\n";
        let expected = parse_epd_file(clean);
        assert_eq!(expected.len(), 3);
        assert!(expected.iter().all(Result::is_ok));
        assert_eq!(expected[2].as_ref().unwrap().line, 4);
        let variants = [
            format!("\u{feff}{clean}"),
            clean.replace('\n', "\r\n"),
            clean.replace('\n', "\r"),
            format!("\u{feff}{}", clean.replace('\n', "\r")),
            clean.trim_end().to_owned(),
        ];
        for text in &variants {
            assert_eq!(parse_epd_file(text), expected, "{text:?}");
        }
    }

    #[test]
    fn a_long_junk_line_is_quoted_shortened() {
        let junk = "\0".repeat(1_000_000);
        let error = EpdRecord::parse(&junk).unwrap_err();
        assert_eq!(
            error,
            format!(
                "expected four position fields in \"{}...\"",
                "\0".repeat(60)
            )
        );
        assert_eq!(
            EpdRecord::parse("8/8/8 w").unwrap_err(),
            "expected four position fields in \"8/8/8 w\""
        );
    }

    #[test]
    fn short_and_garbage_lines_are_errors_not_panics() {
        assert!(EpdRecord::parse("8/8/8 w").is_err());
        assert!(EpdRecord::parse("").is_err());
        let all = parse_epd_file("# comment\n\nnonsense\n8/8/8/8/8/8/8/K1k5 w - - id \"ok\";\n");
        assert_eq!(all.len(), 2);
        assert!(all[0].is_err());
        assert!(all[0].as_ref().unwrap_err().starts_with("line 3"));
        assert_eq!(all[1].as_ref().unwrap().id(), "ok");
    }
}
