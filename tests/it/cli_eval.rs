//! `kibitzer eval` from the command line: the table, `--men`, `--json` and bad input.

use std::process::Command;

fn kibitzer(args: &[&str]) -> std::process::Output {
    Command::new(env!("CARGO_BIN_EXE_kibitzer"))
        .args(args)
        .output()
        .expect("runs")
}

const ITALIAN: &str = "r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4";

#[test]
fn table_has_header_rows_and_both_points_of_view() {
    let out = kibitzer(&["eval", ITALIAN]);
    assert!(out.status.success());
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(text.contains("To move   White    Stage 0/10"), "{text}");
    for row in [
        "Material",
        "Pawns",
        "  backward",
        "Knights",
        "Bishops",
        "Rooks",
        "Queens",
    ] {
        assert!(
            text.lines().any(|l| l.starts_with(&format!("| {row}"))),
            "row {row}: {text}"
        );
    }
    for row in [
        "  safety",
        "  castling",
        "  open files",
        "  table",
        "Attacked and hung",
        "Tempo",
    ] {
        assert!(
            text.lines().any(|l| l.starts_with(&format!("| {row}"))),
            "row {row}"
        );
    }
    assert!(
        text.contains("| Attacked and hung         |     -18 |      -6 |     -12 |"),
        "{text}"
    );
    assert!(
        text.contains("Evaluation      -7 cp (White's point of view)"),
        "{text}"
    );
    assert!(
        text.contains("-7 cp for the side to move (White)"),
        "{text}"
    );
}

#[test]
fn fen_may_be_given_as_separate_words_and_men_lists_every_man() {
    let words: Vec<&str> = ITALIAN.split(' ').collect();
    let mut args = vec!["eval", "--men"];
    args.extend(&words);
    let out = kibitzer(&args);
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(
        text.contains("  wPe4    -4  advance +16, backward -12, hung -8"),
        "{text}"
    );
    assert!(
        text.contains("  bBf8    17  pst +14, undeveloped -5, mobility +8"),
        "{text}"
    );
}

#[test]
fn json_has_the_documented_fields() {
    let out = kibitzer(&["eval", "--json", ITALIAN]);
    assert!(out.status.success());
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(v["fen"], ITALIAN);
    assert_eq!(v["side_to_move"], "white");
    assert_eq!(v["stage"], 0);
    assert_eq!(v["score"], -7);
    assert_eq!(v["white_score"], -7);
    assert_eq!(v["terms"]["hung_extra"]["white"], -10);
    assert_eq!(v["terms"]["tempo"]["white"], 10);
    assert_eq!(v["hung"]["white"], 2);
    assert_eq!(v["hung"]["black"], 0);
    let men = v["men"].as_array().unwrap();
    assert_eq!(men.len(), 32);
    let e4 = men.iter().find(|m| m["square"] == "e4").unwrap();
    assert_eq!(e4["color"], "white");
    assert_eq!(e4["role"], "pawn");
    assert_eq!(e4["value"], -4);
    assert_eq!(e4["terms"]["hung"], -8);
}

#[test]
fn json_score_is_for_the_side_to_move() {
    let out = kibitzer(&["eval", "--json", "8/8/8/4K3/8/8/8/kq6 w - - 0 1"]);
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(v["score"], -5895);
    assert_eq!(v["white_score"], -5895);
    assert_eq!(v["lone_king"], true);
}

#[test]
fn history_overrides_change_the_king_terms() {
    let fen = "r4rk1/pp3ppp/2n5/8/8/2N5/PP3PPP/R4RK1 w - - 0 1";
    let castled = kibitzer(&[
        "eval",
        "--json",
        "--castled",
        "none",
        "--king-moved",
        "both",
        fen,
    ]);
    let v: serde_json::Value = serde_json::from_slice(&castled.stdout).unwrap();
    assert_eq!(v["terms"]["king_moved"]["white"], -5);
    assert!(v["terms"].get("castled").is_none());
    assert_eq!(v["history"]["king_moved"]["black"], true);
}

#[test]
fn bad_fen_prints_an_error_and_exits_two() {
    for bad in [
        "not a fen",
        "8/8/8/8/8/8/8/8 w - - 0 1",
        "rnbqkbnr/pppppppp/9/8/8/8/PPPPPPPP/RNBQKBNR",
    ] {
        let out = kibitzer(&["eval", bad]);
        assert_eq!(out.status.code(), Some(2), "{bad}");
        let err = String::from_utf8(out.stderr).unwrap();
        assert!(err.starts_with("error: invalid FEN: "), "{bad}: {err}");
        assert!(out.stdout.is_empty());
    }
}

#[test]
fn bad_side_list_is_refused_by_the_parser() {
    let out = kibitzer(&["eval", "--castled", "purple", ITALIAN]);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8(out.stderr).unwrap().contains("purple"));
}

#[test]
fn eval_with_tables_says_whether_the_position_is_in_them() {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/syzygy");
    let krk = "8/8/8/8/8/2k5/8/KR6 b - - 0 1";
    let text = |args: &[&str]| String::from_utf8(kibitzer(args).stdout).unwrap();
    let table = text(&["eval", krk, "--syzygy", dir]);
    let last = table.lines().last().unwrap();
    assert!(
        last.starts_with("Tables: tablebase loss, DTZ ")
            && last.ends_with("(for the side to move)"),
        "{table}"
    );
    let outside = text(&["eval", ITALIAN, "--syzygy", dir]);
    assert!(
        outside.ends_with("Tables: not in the tables (up to 4 men, no castling rights)\n"),
        "{outside}"
    );
    let json: serde_json::Value =
        serde_json::from_str(&text(&["eval", krk, "--json", "--syzygy", dir])).unwrap();
    assert_eq!(json["tablebase"]["outcome"], "loss");
    assert!(json["tablebase"]["dtz"].as_i64().unwrap() < 0);
    let corrupt = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/syzygy-corrupt");
    let damaged = text(&["eval", krk, "--syzygy", corrupt]);
    assert!(
        damaged.ends_with(
            "Tables: no answer: the syzygy wdl table KRvK is not a syzygy table (wrong header)\n"
        ),
        "{damaged}"
    );
}

#[test]
fn eval_and_analyse_name_the_opening_of_the_position() {
    let sicilian = "rnbqkbnr/pp1ppppp/8/2p5/4P3/8/PPPP1PPP/RNBQKBNR w KQkq c6 0 2";
    let text = |args: &[&str]| String::from_utf8(kibitzer(args).stdout).unwrap();
    assert!(text(&["eval", sicilian]).ends_with("Opening: B20 Sicilian Defense\n"));
    let json: serde_json::Value =
        serde_json::from_str(&text(&["eval", sicilian, "--json"])).unwrap();
    assert_eq!(json["opening"]["eco"], "B20");
    assert_eq!(json["opening"]["name"], "Sicilian Defense");
    let analysis = text(&["analyse", sicilian, "--depth", "1"]);
    assert_eq!(
        analysis.lines().nth(1),
        Some("Opening: B20 Sicilian Defense")
    );
    // A position no line of the tables reaches has no name.
    assert!(!text(&["eval", "8/8/8/8/8/2k5/8/KR6 b - - 0 1"]).contains("Opening:"));
}
