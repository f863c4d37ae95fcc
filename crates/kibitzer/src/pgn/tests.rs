//! Unit tests of PGN reading and writing: variations, comments, FEN games, `[%eval]`, and
//! each kind of bad input.

use super::{PgnIndex, read_game, read_games, read_pgn, replace_game, write_game};
use crate::Score;
use crate::game::{GameResult, Nag, NodeId};

fn reason(text: &str) -> String {
    read_pgn(text).unwrap_err().reason
}

#[test]
fn reads_variations_comments_and_nags() {
    let game = read_pgn(
        "[Event \"x\"]\n\n{intro} 1. e4 {best} e5 ({a} 1... c5 $1 2. Nf3 (2. Nc3 ?!)) 2. Nf3 Nc6! *",
    )
    .unwrap();
    assert_eq!(game.san_moves(), ["e4", "e5", "Nf3", "Nc6"]);
    assert_eq!(game.cursor(), 4);
    let root = game.node(NodeId::ROOT);
    assert_eq!(root.annotation().comments_after, ["intro"]);
    let e4 = root.children()[0];
    assert_eq!(game.node(e4).annotation().comments_after, ["best"]);
    let c5 = game.node(e4).children()[1];
    assert_eq!(game.node(c5).annotation().comments_before, ["a"]);
    assert_eq!(game.node(c5).annotation().nags, [Nag(1)]);
    let nc3 = game.node(c5).children()[1];
    assert_eq!(game.node(nc3).annotation().nags, [Nag(6)]);
    assert_eq!(game.headers().get("Event"), Some("x"));
    assert_eq!(game.result(), GameResult::Unknown);
}

#[test]
fn honours_fen_tags_and_numbers_errors_from_them() {
    let game = read_pgn("[SetUp \"1\"]\n[FEN \"4k3/8/8/8/8/8/8/4K2R w K - 0 1\"]\n\n1. O-O Kd7 *")
        .unwrap();
    assert_eq!(game.san_moves(), ["O-O", "Kd7"]);
    assert_eq!(reason("1. e4 e5 2. Ke3 *"), "illegal move 2. Ke3");
    let from_30 = "[FEN \"4k3/8/8/8/8/8/8/4K3 w - - 0 30\"]\n\n30. Kd2 Kd7\n31. Kd4 *";
    let err = read_pgn(from_30).unwrap_err();
    assert_eq!((err.reason.as_str(), err.line), ("illegal move 31. Kd4", 4));
    assert!(reason("[FEN \"nonsense\"]\n\n1. e4 *").starts_with("bad FEN tag `nonsense`"));
}

#[test]
fn compact_and_numberless_movetext_reads() {
    for text in [
        "1.e4 e5 2.Nf3 Nc6 *",
        "e4 e5 Nf3 Nc6 *",
        "1.e4 e5 2.Nf3 Nc6",
    ] {
        assert_eq!(
            read_pgn(text).unwrap().san_moves(),
            ["e4", "e5", "Nf3", "Nc6"]
        );
    }
    assert_eq!(read_pgn("1-0").unwrap().result(), GameResult::WhiteWins);
}

#[test]
fn unreadable_tokens_are_named_not_skipped() {
    let opening = "1. e4 e5 2. Nf3 Nc6";
    assert_eq!(
        reason(&format!("{opening} 3. Bx Bc4 *")),
        "unreadable token `Bx`"
    );
    assert_eq!(
        reason(&format!("{opening} 3. Bb9 Bc5 *")),
        "unreadable token `Bb9`"
    );
    let junk = "q".repeat(1 << 20);
    let message = reason(&junk);
    assert_eq!(message, format!("unreadable token `{}…`", "q".repeat(40)));
    assert_eq!(reason("hello world"), "unreadable token `hello`");
    assert_eq!(reason(""), "no game found");
    assert_eq!(
        reason("1. f3 e5 2. g4 Qh4# 3. --"),
        "illegal null move 3. -- (White is in check)"
    );
}

#[test]
fn variants_and_chess960_are_refused() {
    let variant = "[Variant \"Chess960\"]\n[FEN \"bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9\"]\n\n9. g3 *";
    assert_eq!(
        reason(variant),
        "variant `Chess960` is not supported (standard chess only)"
    );
    let fen_only =
        "[FEN \"bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9\"]\n\n9. g3 *";
    assert!(
        reason(fen_only).starts_with("Chess960 castling"),
        "{}",
        reason(fen_only)
    );
    assert!(read_pgn("[Variant \"Standard\"]\n\n1. e4 *").is_ok());
    assert!(reason("[Variant \"Atomic\"]\n\n1. e4 *").contains("Atomic"));
}

#[test]
fn a_broken_game_is_skipped_with_its_number_and_line() {
    let text = "[White \"a\"]\n\n1. e4 *\n\n[White \"b\"]\n\n1. e4 e5\n2. Ke3 *\n\n[White \"c\"]\n\n1. d4 *\n";
    let (games, errors) = read_games(text);
    assert_eq!(games.len(), 2);
    assert_eq!(errors.len(), 1);
    assert_eq!(
        errors[0].to_string(),
        "game 2 (line 8): illegal move 2. Ke3"
    );
    let index = PgnIndex::scan(text);
    let lines: Vec<usize> = index.entries().iter().map(|e| e.line).collect();
    assert_eq!(lines, [1, 5, 10]);
    assert_eq!(index.entries()[1].moves(), 2);
    assert_eq!(index.search("C").len(), 1);
}

#[test]
fn writes_eval_comments_and_reads_back() {
    let mut game = read_pgn("1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0").unwrap();
    let line = game.main_line();
    game.set_eval(line[1], Some(Score::cp(32)));
    game.set_eval(line[6], Some(Score::mate_in_plies(1)));
    let pgn = write_game(&game);
    assert!(pgn.contains("1. e4 { [%eval 0.32] } 1... e5"), "{pgn}");
    assert!(pgn.contains("Nf6 { [%eval #1] } 4. Qxf7#"), "{pgn}");
    assert!(pgn.contains("[Result \"1-0\"]"), "{pgn}");
    let again = read_pgn(&pgn).unwrap();
    assert_eq!(again.san_moves(), game.san_moves());
    let e4 = again.main_line()[1];
    assert_eq!(
        again.node(e4).annotation().eval(shakmaty::Color::Black),
        Some(Score::cp(32))
    );
}

#[test]
fn black_to_move_games_start_with_an_ellipsis() {
    let game = read_pgn("[FEN \"4k3/8/8/8/8/8/8/4K3 b - - 0 7\"]\n\n7... Kd7 8. Kd2 *").unwrap();
    let pgn = write_game(&game);
    assert!(
        pgn.contains("[FEN \"4k3/8/8/8/8/8/8/4K3 b - - 0 7\"]"),
        "{pgn}"
    );
    assert!(pgn.contains("7... Kd7 8. Kd2 *"), "{pgn}");
}

#[test]
fn replacing_a_game_keeps_the_others_verbatim() {
    let text =
        "[White \"a\"]\n\n1.e4   *\n\n[White \"b\"]\n\n1. d4 *\n\n\n[White \"c\"]\n\n1.c4  *\n";
    let index = PgnIndex::scan(text);
    let mut game = read_game(text, &index.entries()[1]).unwrap();
    game.set_result(GameResult::Draw);
    let saved = replace_game(text, &index.entries()[1], &game);
    assert_eq!(
        saved,
        "[White \"a\"]\n\n1.e4   *\n\n[White \"b\"]\n[Result \"1/2-1/2\"]\n\n1. d4 1/2-1/2\n\n\n[White \"c\"]\n\n1.c4  *\n"
    );
}

#[test]
fn an_unterminated_comment_spoils_only_its_own_game() {
    let text = "[Event \"a\"]\n\n1. e4 *\n\n[Event \"b\"]\n\n1. e4 {oops 2. d4 *\n\n[Event \"c\"]\n\n1. c4 *\n";
    let index = PgnIndex::scan(text);
    assert_eq!(index.entries().len(), 3);
    let (games, errors) = read_games(text);
    assert_eq!(games.len(), 2);
    assert_eq!(
        errors[0].to_string(),
        "game 2 (line 7): unterminated comment (a `{` without `}`)"
    );
    assert_eq!(games[1].headers().get("Event"), Some("c"));
}

#[test]
fn edited_text_that_would_break_the_pgn_is_written_safely() {
    let mut game = read_pgn("1. e4 *").unwrap();
    game.headers_mut()
        .set("Event", "two\nlines \"quoted\" back\\slash");
    let e4 = game.main_line()[1];
    let annotation = crate::game::Annotation {
        comments_after: vec!["a } brace".to_owned(), "two\nlines }".to_owned()],
        ..crate::game::Annotation::default()
    };
    game.set_annotation(e4, annotation);
    let written = write_game(&game);
    let again = read_pgn(&written).unwrap();
    assert_eq!(
        again.headers().get("Event"),
        Some("two lines \"quoted\" back\\slash")
    );
    assert_eq!(
        again.node(again.main_line()[1]).annotation().comments_after,
        ["a } brace", "two\nlines )"],
        "{written}"
    );
    assert_eq!(again.san_moves(), ["e4"]);
}

#[test]
fn an_empty_search_finds_every_game_also_without_player_tags() {
    let index =
        PgnIndex::scan("1. e4 *\n\n[Event \"x\"]\n\n1. d4 *\n\n[White \"Tal\"]\n\n1. c4 *\n");
    assert_eq!(index.entries().len(), 3);
    assert_eq!(index.search("").len(), 3);
    assert_eq!(index.search("TAL").len(), 1);
}

#[test]
fn comments_and_glyphs_set_by_a_person_read_back() {
    use crate::game::{Glyph, NodeId};
    let mut game = read_pgn("1. e4 e5 2. Nf3 *").unwrap();
    let line = game.main_line();
    game.set_comment(NodeId::ROOT, "before the first move");
    game.set_comment(line[1], "king's pawn");
    game.set_glyph(line[1], Glyph::Good);
    game.set_glyph(line[2], Glyph::Dubious);
    game.set_glyph(line[2], Glyph::WhiteBetter);
    game.set_glyph(line[3], Glyph::BlackWinning);
    let written = write_game(&game);
    assert!(
        written.contains(
            "{ before the first move } 1. e4 $1 { king's pawn } 1... e5 $6 $16 2. Nf3 $19"
        ),
        "{written}"
    );
    let again = read_pgn(&written).unwrap();
    let line = again.main_line();
    assert_eq!(
        again.node(NodeId::ROOT).annotation().comment(),
        "before the first move"
    );
    assert_eq!(again.node(line[1]).annotation().comment(), "king's pawn");
    assert_eq!(again.glyphs(line[1]), [Glyph::Good]);
    assert_eq!(again.glyphs(line[2]), [Glyph::Dubious, Glyph::WhiteBetter]);
    assert_eq!(again.glyphs(line[3]), [Glyph::BlackWinning]);
}
