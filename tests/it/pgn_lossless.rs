//! What a PGN reader drops or mangles easily, kept: rest-of-line `;` comments, a NAG before
//! the first move, comment text as written, a variation opening another (`( (`), tag values
//! with quotes, backslashes and `]`, games without tags, `[SetUp "0"]`, a result token that
//! disagrees with the `Result` tag; and how the writer lays the text out.

use kibitzer::game::{Game, GameResult, Nag, NodeId};
use kibitzer::pgn::{PgnIndex, read_games, read_pgn, write_game};

/// Reads `text` (one game), checks that writing it and reading it back is the same game (the
/// writer may add the roster and `Result`) and that writing is then a fixed point; returns
/// the game and its text as written.
fn round_trip(text: &str) -> (Game, String) {
    let game = read_pgn(text).unwrap();
    let written = write_game(&game);
    let again = read_pgn(&written).unwrap();
    let mut tags = again.headers().iter();
    for tag in game.headers().iter() {
        assert!(tags.any(|t| t == tag), "{tag:?} lost or moved: {written}");
    }
    assert_eq!(again.result(), game.result(), "{written}");
    assert_eq!(annotations(&again), annotations(&game), "{written}");
    assert_eq!(write_game(&again), written);
    (game, written)
}

/// Every node's SAN and annotation, depth first, with the number of children.
fn annotations(game: &Game) -> Vec<String> {
    let mut out = Vec::new();
    let mut stack = vec![NodeId::ROOT];
    while let Some(id) = stack.pop() {
        let node = game.node(id);
        out.push(format!(
            "{:?} {:?} {}",
            node.san(),
            node.annotation(),
            node.children().len()
        ));
        stack.extend(node.children().iter().rev());
    }
    out
}

fn sans(game: &Game, ids: &[NodeId]) -> Vec<String> {
    ids.iter()
        .map(|&id| game.node(id).san().unwrap_or_default().to_owned())
        .collect()
}

#[test]
fn rest_of_line_comments_are_kept() {
    let (game, written) = round_trip("1. e4 ; king's pawn\ne5 ; a } brace\n2. Nf3 *");
    let line = game.main_line();
    assert_eq!(game.san_moves(), ["e4", "e5", "Nf3"]);
    let after = |ply: usize| game.node(line[ply]).annotation().comments_after.clone();
    assert_eq!(after(1), ["king's pawn"]);
    assert_eq!(after(2), ["a } brace"]);
    assert!(written.contains("1. e4 { king's pawn } 1... e5 ; a } brace\n2. Nf3 *"));
    let (tags, _) = round_trip("[Event \"x\"] ; first\n[Site \"y\"]\n\n1. d4 *");
    assert_eq!(tags.headers().get("Event"), Some("x"));
    let root = tags.node(NodeId::ROOT).annotation();
    assert_eq!(root.comments_after, ["first"]);
}

#[test]
fn escape_lines_are_dropped_and_braces_after_a_tag_are_comments() {
    let game = read_pgn("% generated\n[Event \"x\"] {intro}\n1. e4\n%skip {this}\ne5 *").unwrap();
    assert_eq!(game.san_moves(), ["e4", "e5"]);
    let root = game.node(NodeId::ROOT).annotation();
    assert_eq!(root.comments_after, ["intro"]);
    let e4 = game.node(game.main_line()[1]).annotation();
    assert!(e4.comments_after.is_empty(), "{e4:?}");
    let err = read_pgn("1. e4 [x] e5 *").unwrap_err();
    assert_eq!(err.reason, "unreadable token `[x]`");
}

#[test]
fn a_glyph_before_the_first_move_is_kept() {
    let (game, written) = round_trip("[Event \"x\"]\n\n$14 {White is better} 1. e4 e5 *");
    let root = game.node(NodeId::ROOT).annotation();
    assert_eq!(root.nags, [Nag(14)]);
    assert_eq!(root.comments_after, ["White is better"]);
    assert!(
        written.ends_with("\n$14 { White is better } 1. e4 e5 *\n"),
        "{written}"
    );
}

#[test]
fn comment_text_is_kept_as_written() {
    let text = "1. e4 {  two   spaces\r\n  and a second line\n\n  after a blank one } e5 *";
    let (game, written) = round_trip(text);
    let e4 = game.node(game.main_line()[1]).annotation();
    assert_eq!(
        e4.comments_after,
        ["two   spaces\n  and a second line\n\n  after a blank one"]
    );
    assert!(written.contains("{ two   spaces\n  and a second line\n\n  after a blank one }"));
    assert!(!written.contains('\r'));
    let (game, _) = round_trip("1. e4 {a\r\r\n\r\nb\rc} *");
    let e4 = game.node(game.main_line()[1]).annotation();
    assert_eq!(
        e4.comments_after,
        ["a\n\nb\rc"],
        "found by pgn_fuzz, case 47641"
    );
}

#[test]
fn a_rest_of_line_comment_keeps_its_brace_beside_a_lone_carriage_return() {
    // Found by the fuzz harness (tests/data/fuzz/regressions/pgn-42c9d920aceedc83): the `}`
    // was written as `)` because of the carriage return, which a `;` comment keeps.
    let (game, _) = round_trip("1. e4 ; the king's pawn } with\ra carriage return\ne5 *\n");
    let e4 = game.node(game.main_line()[1]).annotation();
    assert_eq!(
        e4.comments_after,
        ["the king's pawn } with\ra carriage return"]
    );
}

#[test]
fn long_comments_are_never_broken_and_other_lines_stay_within_80() {
    let word = "w".repeat(100);
    let long = format!("{} {word} end", "a few words".repeat(9));
    let moves = "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7 6. Re1 b5 7. Bb3 d6";
    let (game, written) = round_trip(&format!("{moves} {{{long}}} 8. c3 O-O 9. h3 *"));
    assert_eq!(
        game.node(game.main_line()[14]).annotation().comments_after,
        [long.as_str()]
    );
    assert!(written.contains(&format!("{{ {long} }}")), "{written}");
    for line in written.lines().filter(|l| !l.contains(&word)) {
        assert!(line.chars().count() <= 80, "{line}");
    }
}

#[test]
fn a_variation_opening_another_is_another_alternative() {
    let (game, written) = round_trip("1. e4 ((1. d4) 1. c4) e5 *");
    let root = game.node(NodeId::ROOT);
    assert_eq!(sans(&game, root.children()), ["e4", "d4", "c4"]);
    assert_eq!(game.san_moves(), ["e4", "e5"]);
    assert!(
        written.contains("1. e4 (1. d4) (1. c4) 1... e5 *"),
        "{written}"
    );
    let (game, _) = round_trip("1. e4 e5 ({a} (1... d5 {b}) 1... c5) 2. Nf3 *");
    let e4 = game.node(game.main_line()[1]);
    assert_eq!(sans(&game, e4.children()), ["e5", "d5", "c5"]);
    let d5 = game.node(e4.children()[1]).annotation();
    assert_eq!(d5.comments_after, ["b"]);
    let c5 = game.node(e4.children()[2]).annotation();
    assert_eq!(c5.comments_before, ["a"]);
    assert_eq!(game.san_moves(), ["e4", "e5", "Nf3"]);
}

#[test]
fn a_blank_line_ends_the_movetext_but_not_a_comment() {
    let split = "[Event \"x\"]\n\n1. e4 e5\n\n2... Nc6 *\n";
    assert_eq!(PgnIndex::scan(split).entries().len(), 2);
    let (games, errors) = read_games(split);
    assert_eq!(games[0].san_moves(), ["e4", "e5"]);
    assert_eq!(
        errors[0].to_string(),
        "game 2 (line 5): illegal move 1. Nc6"
    );
    let kept = "[Event \"x\"]\n\n1. e4 {one\n\ntwo} e5 *\n";
    assert_eq!(PgnIndex::scan(kept).entries().len(), 1);
    let (game, _) = round_trip(kept);
    assert_eq!(game.san_moves(), ["e4", "e5"]);
}

#[test]
fn tag_values_with_quotes_backslashes_and_brackets_round_trip() {
    let text = "[Event \"a \\\"b\\\" c\\\\d ] e\"]\n[Annotator \"x]\"]\n\n1. e4 *";
    let (game, written) = round_trip(text);
    assert_eq!(game.headers().get("Event"), Some("a \"b\" c\\d ] e"));
    assert_eq!(game.headers().get("Annotator"), Some("x]"));
    assert!(written.starts_with("[Event \"a \\\"b\\\" c\\\\d ] e\"]\n[Annotator \"x]\"]\n"));
}

#[test]
fn a_game_without_tags_gets_the_roster_once() {
    let game = read_pgn("1. e4 e5 1-0").unwrap();
    assert!(game.headers().is_empty());
    let written = write_game(&game);
    assert!(written.starts_with("[Event \"kibitzer analysis\"]\n[Site \"?\"]\n"));
    assert!(
        written.contains("[Result \"1-0\"]\n\n1. e4 e5 1-0\n"),
        "{written}"
    );
    round_trip(&written);
}

#[test]
fn setup_zero_with_a_fen_keeps_both_tags() {
    let text = "[SetUp \"0\"]\n[FEN \"4k3/8/8/8/8/8/8/4K2R w K - 0 1\"]\n\n1. O-O Kd7 *";
    let (game, written) = round_trip(text);
    assert_eq!(game.san_moves(), ["O-O", "Kd7"]);
    assert!(written.starts_with("[SetUp \"0\"]\n[FEN \"4k3/8/8/8/8/8/8/4K2R w K - 0 1\"]\n"));
}

#[test]
fn results_and_a_disagreeing_result_tag_are_kept_as_read() {
    for (token, result) in [
        ("1-0", GameResult::WhiteWins),
        ("0-1", GameResult::BlackWins),
        ("1/2-1/2", GameResult::Draw),
        ("*", GameResult::Unknown),
    ] {
        let (game, written) = round_trip(&format!("[Result \"{token}\"]\n\n1. d4 {token}"));
        assert_eq!(game.result(), result);
        assert!(written.ends_with(&format!("1. d4 {token}\n")), "{written}");
    }
    let (mut game, written) = round_trip("[Result \"0-1\"]\n\n1. d4 1/2-1/2");
    assert_eq!(game.result(), GameResult::Draw);
    assert_eq!(game.headers().get("Result"), Some("0-1"));
    assert_eq!(written, "[Result \"0-1\"]\n\n1. d4 1/2-1/2\n");
    game.set_result(GameResult::WhiteWins);
    assert_eq!(write_game(&game), "[Result \"1-0\"]\n\n1. d4 1-0\n");
    let (inner, _) = round_trip("1. e4 (1. d4 1-0) e5");
    assert_eq!(
        inner.result(),
        GameResult::Unknown,
        "a result inside a variation"
    );
}

#[test]
fn rest_of_line_comments_before_the_tags_are_not_a_game() {
    let text = "; generated by a tool\n;\n[Event \"x\"]\n\n1. e4 *\n\n{only a comment}\n";
    let index = PgnIndex::scan(text);
    let lines: Vec<usize> = index.entries().iter().map(|e| e.line).collect();
    assert_eq!(lines, [3, 7], "as python-chess reads it");
    let (games, errors) = read_games(text);
    assert!(errors.is_empty(), "{errors:?}");
    assert_eq!(games[0].headers().get("Event"), Some("x"));
    let root = games[1].node(NodeId::ROOT).annotation();
    assert_eq!(root.comments_after, ["only a comment"]);
}
