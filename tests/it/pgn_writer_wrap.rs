//! The PGN writer's line wrapping: a move number and its move always stay on one line
//! (`13.\nRxd7` reads badly and some tools refuse it), and no line passes 80 columns but
//! one that holds a single long comment, which is never broken.

use kibitzer::pgn::{read_pgn, write_game};

/// Whether `word` is a move number as the writer writes it: `13.` or `13...`.
fn is_move_number(word: &str) -> bool {
    let digits = word.trim_end_matches('.');
    !digits.is_empty() && digits.len() < word.len() && digits.chars().all(|c| c.is_ascii_digit())
}

#[test]
fn a_move_number_is_never_the_last_word_of_a_line() {
    let moves = "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7 6. Re1 b5 7. Bb3 d6 \
                 8. c3 O-O 9. h3 Nb8 10. d4 Nbd7 11. c4 c6 12. cxb5 axb5 13. Nc3 Bb7 \
                 14. Bg5 b4 15. Nb1 h6 16. Bh4 c5 17. dxe5 Nxe4 18. Bxe7 Qxe7 *";
    // A comment of every length before the moves puts every move number at every column.
    for padding in 1..=80 {
        let text = format!("{{ {} }} {moves}\n", "x".repeat(padding));
        let game = read_pgn(&text).expect("the game reads");
        let written = write_game(&game);
        let movetext = written
            .split("\n\n")
            .nth(1)
            .expect("movetext after the headers");
        for line in movetext.lines() {
            // A comment is never broken, so a line holding only a long one may pass 80.
            let lone_comment = line.starts_with('{') && line.ends_with('}');
            assert!(
                line.chars().count() <= 80 || lone_comment,
                "padding {padding}: {line:?}"
            );
            let last = line.split(' ').next_back().unwrap_or_default();
            assert!(
                !is_move_number(last),
                "padding {padding}: a number ends a line:\n{movetext}"
            );
        }
        let again = read_pgn(&written).expect("what we write reads back");
        assert_eq!(write_game(&again), written, "padding {padding}");
    }
}
