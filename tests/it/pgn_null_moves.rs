//! Null moves in PGN (`--`, and `Z0` or `0000` as some programs write them; python-chess
//! reads all three and writes `--`): read into the game tree, the position after one (the
//! other side to move, no en passant square, the same castling rights, the halfmove clock one
//! up), written back as `--` where python-chess writes it, and one played while in check
//! refused with the move's number.

use kibitzer::game::NodeId;
use kibitzer::pgn::{read_pgn, write_game};
use shakmaty::fen::Fen;
use shakmaty::{Color, EnPassantMode, Position};

fn fen_of(position: &shakmaty::Chess) -> String {
    Fen::from_position(position, EnPassantMode::Legal).to_string()
}

/// The movetext of `pgn` (after the tags), with parentheses spaced as python-chess spaces
/// them.
fn movetext(pgn: &str) -> String {
    let text = pgn.split("\n\n").nth(1).unwrap_or(pgn);
    text.replace('(', "( ")
        .replace(')', " )")
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
}

#[test]
fn z0_at_move_41_is_read_and_written_back_as_two_dashes() {
    let text = "[FEN \"8/5k2/8/8/8/8/5K2/4R3 b - - 10 41\"]\n\n\
                41... Z0 42. Re7+ Kf6 43. 0000 Kxe7 *\n";
    let game = read_pgn(text).unwrap();
    assert_eq!(game.san_moves(), ["--", "Re7+", "Kf6", "--", "Kxe7"]);
    let line = game.main_line();
    let null = game.node(line[1]);
    assert!(null.is_null_move());
    assert_eq!(null.mv(), None, "a null move is not a move of the board");
    assert_eq!(game.move_number(line[1]), Some((41, Color::Black)));
    // python-chess: `8/5k2/8/8/8/8/5K2/4R3 w - - 11 42` after 41... Z0.
    assert_eq!(fen_of(null.position()), "8/5k2/8/8/8/8/5K2/4R3 w - - 11 42");
    let written = write_game(&game);
    // python-chess writes this game's movetext as below.
    assert_eq!(
        movetext(&written),
        "41... -- 42. Re7+ Kf6 43. -- Kxe7 *",
        "{written}"
    );
    let again = read_pgn(&written).unwrap();
    assert_eq!(again.san_moves(), game.san_moves());
    assert_eq!(fen_of(again.position()), "8/4k3/8/8/8/8/5K2/8 w - - 0 44");
}

#[test]
fn the_position_after_a_null_move_has_the_other_side_to_move_and_no_en_passant() {
    let text = "1. e4 Nf6 2. e5 d5 3. -- Ng4 (3... Nc6 4. Z0 Nxe5) 4. d4 *";
    let game = read_pgn(text).unwrap();
    let line = game.main_line();
    let before = game.node(line[4]).position();
    assert!(
        before.ep_square(EnPassantMode::Legal).is_some(),
        "exd6 was legal"
    );
    let null = game.node(line[5]);
    assert_eq!(null.san(), Some("--"));
    let after = null.position();
    assert_eq!(after.turn(), Color::Black);
    assert_eq!(after.ep_square(EnPassantMode::Always), None);
    assert_eq!(
        after.castles().castling_rights(),
        before.castles().castling_rights()
    );
    assert_eq!(after.halfmoves(), before.halfmoves() + 1);
    assert_eq!(after.fullmoves(), before.fullmoves(), "White's null move");
    // python-chess, after 3. --:
    assert_eq!(
        fen_of(after),
        "rnbqkb1r/ppp1pppp/5n2/3pP3/8/8/PPPP1PPP/RNBQKBNR b KQkq - 1 3"
    );
    assert_eq!(
        fen_of(game.position()),
        "rnbqkb1r/ppp1pppp/8/3pP3/3P2n1/8/PPP2PPP/RNBQKBNR b KQkq - 0 4"
    );
    // Written as python-chess writes it, and read back the same.
    let written = write_game(&game);
    assert_eq!(
        movetext(&written),
        "1. e4 Nf6 2. e5 d5 3. -- Ng4 ( 3... Nc6 4. -- Nxe5 ) 4. d4 *",
        "{written}"
    );
    let again = read_pgn(&written).unwrap();
    assert_eq!(write_game(&again), written);
    let variation = again.node(line[5]).children()[1];
    let nc6 = again.node(variation);
    assert_eq!(nc6.san(), Some("Nc6"));
    assert!(again.node(nc6.children()[0]).is_null_move());
}

#[test]
fn a_null_move_while_in_check_is_refused_with_its_number() {
    let err = read_pgn("1. e4 e5 2. Qh5 Nc6 3. Qxf7+ --\n4. Qxe8 *").unwrap_err();
    assert_eq!(err.line, 1);
    assert_eq!(err.reason, "illegal null move 3... -- (Black is in check)");
    let err = read_pgn("1. e4 e5 2. Qh5 Nc6 3. Qxf7+ Z0 *").unwrap_err();
    assert_eq!(
        err.reason, "illegal null move 3... Z0 (Black is in check)",
        "the token as written"
    );
}

#[test]
fn four_zeros_as_a_move_number_stay_a_move_number() {
    // `0000.` is a (strange) move number, not a null move.
    let game = read_pgn("1. e4 e5 0000. Nf3 *").unwrap();
    assert_eq!(game.san_moves(), ["e4", "e5", "Nf3"]);
    let game = read_pgn("1. e4 0000 2. d4 *").unwrap();
    assert_eq!(game.san_moves(), ["e4", "--", "d4"]);
    assert!(game.node(game.main_line()[2]).is_null_move());
    assert_eq!(game.node(NodeId::ROOT).san(), None);
}
