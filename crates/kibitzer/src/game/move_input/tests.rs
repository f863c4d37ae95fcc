//! Reading typed moves and completing them: SAN, UCI, castling, case, bad input.

use shakmaty::fen::Fen;
use shakmaty::san::San;
use shakmaty::{CastlingMode, Chess};

use super::{MoveInputError, completions, parse_typed_move};

fn position(fen: &str) -> Chess {
    let fen: Fen = fen.parse().unwrap();
    fen.into_position(CastlingMode::Standard).unwrap()
}

/// The SAN of the move `text` reads as.
fn read(pos: &Chess, text: &str) -> String {
    San::from_move(pos, parse_typed_move(pos, text).unwrap()).to_string()
}

#[test]
fn san_uci_and_lower_case_are_read() {
    let pos = Chess::default();
    for text in ["Nf3", "nf3", "g1f3", "Nf3+", "Nf3!?", " Ng1f3 ", "NF3"] {
        assert_eq!(read(&pos, text), "Nf3", "{text}");
    }
    assert_eq!(read(&pos, "e4"), "e4");
    assert_eq!(read(&pos, "e2e4"), "e4");
}

#[test]
fn castling_is_read_in_every_spelling() {
    let pos = position("r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1");
    for text in ["O-O", "0-0", "o-o", "OO", "e1g1", "O-O+"] {
        assert_eq!(read(&pos, text), "O-O", "{text}");
    }
    for text in ["O-O-O", "0-0-0", "o-o-o", "e1c1"] {
        assert_eq!(read(&pos, text), "O-O-O", "{text}");
    }
}

#[test]
fn captures_read_with_or_without_x() {
    let pos = position("rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2");
    assert_eq!(read(&pos, "exd5"), "exd5");
    assert_eq!(read(&pos, "ed5"), "exd5");
    assert_eq!(read(&pos, "Exd5"), "exd5");
}

#[test]
fn a_lower_case_b_is_the_pawn_when_both_are_legal() {
    // bxc3 and Bxc3 are both legal.
    let pos = position("4k3/8/8/B7/8/2p5/1P6/4K3 w - - 0 1");
    assert_eq!(read(&pos, "bxc3"), "bxc3");
    assert_eq!(read(&pos, "bc3"), "bxc3");
    assert_eq!(read(&pos, "Bxc3"), "Bxc3");
    assert_eq!(read(&pos, "Bc3"), "Bxc3");
    // Only the bishop can reach b6: a lower-case b is then the bishop.
    assert_eq!(read(&pos, "bb6"), "Bb6");
}

#[test]
fn promotions_need_their_piece() {
    let pos = position("4k3/P7/8/8/8/8/8/4K3 w - - 0 1");
    assert_eq!(read(&pos, "a8=Q"), "a8=Q");
    assert_eq!(read(&pos, "a8q"), "a8=Q");
    assert_eq!(read(&pos, "a7a8n"), "a8=N");
    for text in ["a8", "a7a8"] {
        match parse_typed_move(&pos, text) {
            Err(MoveInputError::NoPromotionPiece(typed, moves)) => {
                assert_eq!(typed, text);
                assert_eq!(moves.len(), 4, "{moves:?}");
            }
            other => panic!("{text}: {other:?}"),
        }
    }
}

#[test]
fn two_knights_to_one_square_is_ambiguous() {
    let pos = position("4k3/8/8/8/8/5N2/8/1N2K3 w - - 0 1");
    match parse_typed_move(&pos, "Nd2") {
        Err(MoveInputError::Ambiguous(text, moves)) => {
            assert_eq!(text, "Nd2");
            assert_eq!(moves, ["Nbd2", "Nfd2"]);
        }
        other => panic!("{other:?}"),
    }
    assert_eq!(read(&pos, "Nbd2"), "Nbd2");
    assert_eq!(read(&pos, "nfd2"), "Nfd2");
    let message = parse_typed_move(&pos, "nd2").unwrap_err().to_string();
    assert!(
        message.contains("ambiguous") && message.contains("Nbd2"),
        "{message}"
    );
}

#[test]
fn bad_input_says_why() {
    let pos = Chess::default();
    assert_eq!(parse_typed_move(&pos, ""), Err(MoveInputError::Empty));
    assert_eq!(parse_typed_move(&pos, "  +"), Err(MoveInputError::Empty));
    assert_eq!(
        parse_typed_move(&pos, "zz9"),
        Err(MoveInputError::NotAMove("zz9".to_owned()))
    );
    assert_eq!(
        parse_typed_move(&pos, "Ke4"),
        Err(MoveInputError::Illegal("Ke4".to_owned()))
    );
    assert_eq!(
        parse_typed_move(&pos, "e2e5"),
        Err(MoveInputError::Illegal("e2e5".to_owned()))
    );
    assert!(matches!(
        parse_typed_move(&pos, "N"),
        Err(MoveInputError::Incomplete(_, moves)) if moves.len() == 4
    ));
    for garbage in ["é", "\u{0}", "Nf3Nf3", "O-O-O-O", "🙂", "e9", "-"] {
        assert!(parse_typed_move(&pos, garbage).is_err(), "{garbage:?}");
    }
}

#[test]
fn a_single_completion_is_the_move() {
    let pos = Chess::default();
    assert_eq!(read(&pos, "Nh"), "Nh3");
    assert_eq!(read(&pos, "g1h"), "Nh3");
}

#[test]
fn completions_follow_the_typed_prefix() {
    let pos = Chess::default();
    assert!(completions(&pos, "").is_empty());
    assert_eq!(completions(&pos, "N"), ["Na3", "Nc3", "Nf3", "Nh3"]);
    assert_eq!(completions(&pos, "n"), ["Na3", "Nc3", "Nf3", "Nh3"]);
    assert_eq!(completions(&pos, "Nf"), ["Nf3"]);
    assert_eq!(completions(&pos, "e"), ["e3", "e4"]);
    assert_eq!(completions(&pos, "g1"), ["Nf3", "Nh3"]);
    assert!(completions(&pos, "Q").is_empty());
    assert!(completions(&pos, "zz").is_empty());
}

#[test]
fn completions_list_pawns_or_pieces_first_by_case() {
    let pos = position("4k3/8/8/B7/8/2p5/1P6/4K3 w - - 0 1");
    let lower = completions(&pos, "b");
    assert!(lower[0].starts_with('b'), "{lower:?}");
    let upper = completions(&pos, "B");
    assert!(upper[0].starts_with('B'), "{upper:?}");
    assert_eq!(lower.len(), upper.len());
    // The exact move first.
    assert_eq!(completions(&pos, "bxc3")[0], "bxc3");
    assert_eq!(completions(&pos, "Bxc3")[0], "Bxc3");
}

#[test]
fn checks_are_shown_and_ignored_when_typed() {
    let pos = position("4k3/8/8/8/8/8/8/R3K3 w - - 0 1");
    assert!(completions(&pos, "Ra8").contains(&"Ra8+".to_owned()));
    assert_eq!(read(&pos, "Ra8+"), "Ra8");
    assert_eq!(read(&pos, "Ra8#"), "Ra8");
}
