//! The token check's tests: what it takes and refuses, and that its quick form
//! (`first_bad_token`) and its quick SAN shapes (`plain_san`) agree with the full one and
//! with shakmaty.

use shakmaty::san::SanPlus;

use super::{check, first_bad_token, plain_san};

#[test]
fn moves_numbers_results_glyphs_and_comments_pass() {
    let lines =
        check("[Event \"x\"]\n\n1.e4 e5!? 2. Nf3 $1 {a\nb} (2. Nc3?! ;c\n) 0-0 1/2-1/2").unwrap();
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

#[test]
fn the_quick_san_shapes_are_all_san_and_take_the_usual_moves() {
    // Every word of up to 6 bytes over these, with a quick answer of yes, is SAN to shakmaty.
    let alphabet = b"NQKah18x=O-+";
    let mut taken = 0;
    let mut word = Vec::new();
    for length in 1..=6u32 {
        for mut n in 0..alphabet.len().pow(length) {
            word.clear();
            for _ in 0..length {
                word.push(alphabet[n % alphabet.len()]);
                n /= alphabet.len();
            }
            if plain_san(&word) {
                taken += 1;
                assert!(
                    SanPlus::from_ascii(&word).is_ok(),
                    "{:?} is not SAN",
                    String::from_utf8_lossy(&word)
                );
            }
        }
    }
    assert!(taken > 200, "{taken}");
    for usual in [
        "e4", "Nf3", "exd5", "Nbd7", "R1e2", "Qxf7+", "e8=Q#", "axb1=N", "Kxh8", "O-O", "O-O-O+",
        "Rdxd8#",
    ] {
        assert!(plain_san(usual.as_bytes()), "{usual}");
    }
    for not_quick in ["e4e5", "Pe4", "e8Q", "Ne", "0-0", "--", "e9", "Nf3++"] {
        assert!(!plain_san(not_quick.as_bytes()), "{not_quick}");
    }
}

#[test]
fn the_quick_check_gives_the_full_checks_answer() {
    let pieces = [
        "[Event \"a\"]\n",
        "[B \"x ] \\\" y\"]",
        "\n",
        " ",
        "\r\n",
        "1.",
        "12.",
        "...",
        "e4",
        "Nf3",
        "exd5",
        "Qxf7+",
        "e8=Q",
        "O-O",
        "0-0",
        "O-O-O",
        "--",
        "Z0",
        "0000",
        "0000.",
        "{c}",
        "{a\nb}",
        "{open",
        ";rest\n",
        "%esc\n",
        "(",
        ")",
        "!",
        "?!",
        "$1",
        "$x",
        "$300",
        "1-0",
        "1/2-1/2",
        "½-½",
        "*",
        "Bx",
        "Bb9",
        "hello",
        "\u{feff}",
        "\u{fe}",
        "é",
        "e4e5",
        "Pe4",
    ];
    // A small generator of texts (the same ones every run).
    let mut state = 0x2545_f491_4f6c_dd1du64;
    let mut next = |below: usize| {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        (state % below as u64) as usize
    };
    let mut refused = 0;
    for _ in 0..20_000 {
        let text: String = (0..next(24))
            .map(|_| {
                let piece = pieces[next(pieces.len())];
                if next(3) == 0 {
                    format!("{piece} ")
                } else {
                    piece.to_owned()
                }
            })
            .collect();
        let full = check(&text).err();
        refused += usize::from(full.is_some());
        assert_eq!(first_bad_token(&text), full, "{text:?}");
    }
    assert!((2_000..18_000).contains(&refused), "{refused}");
}
