//! `kibitzer compare` from the command line: text, JSON fields, the best move as a candidate,
//! both colours, and bad input.

use crate::support::command_line;

use command_line::{kibitzer, stderr, stdout};

const WHITE_HANGS: &str = "4k3/7p/1p6/8/4N3/8/P6P/4K3 w - - 0 1";
const BLACK_HANGS: &str = "4k3/p6p/8/4n3/8/1P6/7P/4K3 b - - 0 1";

#[test]
fn text_shows_both_lines_the_loss_the_refutation_the_summary_and_the_table() {
    let out = kibitzer(&["compare", WHITE_HANGS, "Nc5", "--depth", "6"]);
    assert!(out.status.success(), "{}", stderr(&out));
    let text = stdout(&out);
    for needle in [
        "Best Nf6+",
        "Candidate Nc5",
        "  refutation  bxc5",
        "  summary     gives the knight away: bxc5 takes it; Nf6+ keeps it",
        "  captures    2. bxc5      black pawn b6 takes knight on c5  balance +0",
        "| Material                  |     330 |",
        "(taken on c5)",
    ] {
        assert!(text.contains(needle), "{needle} missing in\n{text}");
    }
    assert!(text.lines().any(|l| l.starts_with("  loss ")), "{text}");
}

#[test]
fn json_has_the_fields_the_issue_lists_for_either_colour() {
    for (fen, mv, square) in [(WHITE_HANGS, "e4c5", "c5"), (BLACK_HANGS, "Nc4", "c4")] {
        let out = kibitzer(&["compare", fen, mv, "--depth", "5", "--json"]);
        assert!(out.status.success(), "{}", stderr(&out));
        let v: serde_json::Value = serde_json::from_str(&stdout(&out)).unwrap();
        assert_eq!(v["fen"], fen);
        for key in ["move", "score", "pv", "leaf_fen"] {
            assert!(!v["best"][key].is_null(), "best.{key}");
        }
        let c = &v["candidates"][0];
        assert_eq!(c["move"], format!("N{square}"));
        assert_eq!(c["pv"][0], format!("N{square}"));
        assert!(c["score"]["cp"].is_i64());
        assert!(c["leaf_fen"].is_string());
        assert!(c["loss_cp"].as_i64().unwrap() >= 230);
        assert!(c["loss_winning_chances"].as_f64().unwrap() > 0.3);
        assert!(c["refutation"].as_str().unwrap().ends_with(square));
        // From the side to move's point of view, whichever colour it is.
        assert!(c["diff"]["terms"]["material"].as_i64().unwrap() >= 330);
        let knight = c["diff"]["men"]
            .as_array()
            .unwrap()
            .iter()
            .find(|m| m["role"] == "knight" && m["candidate"].is_null())
            .expect("the lost knight");
        assert_eq!(knight["square"], square);
        for key in ["color", "role", "square", "best", "candidate", "change"] {
            assert!(knight.get(key).is_some(), "men.{key}");
        }
        assert!(knight["change"].as_i64().unwrap() >= 230);
        assert!(
            c["summary"]
                .as_str()
                .unwrap()
                .starts_with(&format!("gives the knight away: bx{square} takes it")),
            "{c}"
        );
        let capture = &c["ledger"]["captures"][0];
        assert_eq!(capture["ply"], 2);
        assert_eq!(capture["capturer"]["role"], "pawn");
        assert_eq!(capture["captured"]["role"], "knight");
        assert_eq!(capture["square"], square);
        assert_eq!(capture["balance"], 0);
        for key in ["root_balance", "balance", "settled", "captures", "units"] {
            assert!(c["ledger"].get(key).is_some(), "ledger.{key}");
            assert!(v["best"]["ledger"].get(key).is_some(), "best.ledger.{key}");
        }
    }
}

/// White's rook leaves the back rank: `Rd7` walks into a mate in 2, which is no number of
/// centipawns (it was "loss 30009 cp", the mate's encoding).
#[test]
fn walking_into_a_mate_is_a_loss_of_scores_not_of_centipawns() {
    const BACK_RANK: &str = "r5k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1";
    let out = kibitzer(&["compare", BACK_RANK, "h3", "Rd7", "--depth", "4"]);
    assert!(out.status.success(), "{}", stderr(&out));
    let text = stdout(&out);
    assert!(
        text.contains("  loss        #-2 against +0.13, 1.02 in winning chances"),
        "{text}"
    );
    assert!(text.contains("  loss        8 cp, 0.01 in"), "{text}");
    // A move that is not even an inaccuracy is not explained.
    assert!(
        text.contains("  refutation  none (less than an inaccuracy)"),
        "{text}"
    );
    assert!(
        text.contains("  summary     none (less than an inaccuracy)"),
        "{text}"
    );
    let out = kibitzer(&["compare", BACK_RANK, "Rd7", "--depth", "4", "--json"]);
    let v: serde_json::Value = serde_json::from_str(&stdout(&out)).unwrap();
    let c = &v["candidates"][0];
    assert!(c["loss_cp"].is_null(), "{c}");
    assert_eq!(c["score"], serde_json::json!({ "mate": -2 }));
    assert!(c["loss_winning_chances"].as_f64().unwrap() > 1.0);
}

#[test]
fn the_best_move_given_as_a_candidate_is_called_the_best_move() {
    let out = kibitzer(&["compare", WHITE_HANGS, "Nf6+", "e1d2", "--depth", "4"]);
    let text = stdout(&out);
    assert!(
        text.contains("Candidate Nf6+ is the best move"),
        "{text}{}",
        stderr(&out)
    );
}

#[test]
fn fen_words_and_uci_moves_are_accepted() {
    let mut args = vec!["compare"];
    args.extend(WHITE_HANGS.split(' '));
    args.extend(["e4c5", "--nodes", "3000", "--json"]);
    let out = kibitzer(&args);
    assert!(out.status.success(), "{}", stderr(&out));
    let v: serde_json::Value = serde_json::from_str(&stdout(&out)).unwrap();
    assert_eq!(v["candidates"][0]["move"], "Nc5");
}

#[test]
fn bad_fens_illegal_moves_and_two_limits_are_refused_with_status_2() {
    for args in [
        vec!["compare", "8/8/8/8 w - - 0 1", "e4"],
        vec!["compare", WHITE_HANGS, "Nc6"],
        vec!["compare", WHITE_HANGS, "e2e4"],
        vec!["compare", "4k3/8/8/8/8/8/8/4K3 w - - 0 1"],
        vec!["compare", "4k3/4Q3/4K3/8/8/8/8/8 b - - 0 1", "Kd8"],
    ] {
        let out = kibitzer(&args);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        let err = stderr(&out);
        assert!(err.starts_with("error: "), "{args:?}: {err}");
        assert!(!err.contains("panicked"), "{err}");
    }
    let out = kibitzer(&[
        "compare",
        WHITE_HANGS,
        "Nc5",
        "--depth",
        "3",
        "--nodes",
        "9",
    ]);
    assert_eq!(out.status.code(), Some(2));
}

#[test]
fn a_null_move_is_refused_as_no_move_to_compare() {
    for null in ["Z0", "0000"] {
        let out = kibitzer(&["compare", WHITE_HANGS, null]);
        assert_eq!(out.status.code(), Some(2), "{null}");
        assert_eq!(
            stderr(&out).trim(),
            format!("error: '{null}' is a null move: only moves can be compared")
        );
    }
}

/// Ra3?? (Rb3?? for Black's mirror) lets the knight fork the king and the rook.
const WHITE_ALLOWS_FORK: &str = "7k/8/8/8/1n6/8/8/R3K3 w - - 0 1";
const BLACK_ALLOWS_FORK: &str = "r3k3/8/8/1N6/8/8/8/7K b - - 0 1";

#[test]
fn a_blunder_that_allows_a_knight_fork_says_so_in_text_and_json_for_either_colour() {
    for (fen, mv, fork) in [
        (
            WHITE_ALLOWS_FORK,
            "Ra3",
            "allows a fork: Nc2+ attacks the king on e1 and the rook on a3",
        ),
        (
            BLACK_ALLOWS_FORK,
            "Ra6",
            "allows a fork: Nc7+ attacks the king on e8 and the rook on a6",
        ),
    ] {
        let out = kibitzer(&["compare", fen, mv, "--depth", "6"]);
        assert!(out.status.success(), "{}", stderr(&out));
        let text = stdout(&out);
        assert!(text.contains(&format!("  summary     {fork}")), "{text}");
        assert!(
            text.contains(&format!("  motifs      {fork} [fork, in its line]")),
            "{text}"
        );
        let out = kibitzer(&["compare", fen, mv, "--depth", "6", "--json"]);
        assert!(out.status.success(), "{}", stderr(&out));
        let v: serde_json::Value = serde_json::from_str(&stdout(&out)).unwrap();
        let motif = &v["candidates"][0]["motifs"][0];
        assert_eq!(motif["key"], "fork");
        assert_eq!(motif["name"], "fork");
        assert_eq!(motif["relation"], "allows");
        assert_eq!(motif["ply"], 1);
        let forker = if fen == WHITE_ALLOWS_FORK {
            "black"
        } else {
            "white"
        };
        assert_eq!(motif["side"], forker);
        assert_eq!(motif["text"], fork);
        let men = motif["men"].as_array().unwrap();
        assert_eq!(men[0]["role"], "knight");
        assert_eq!(men[0]["colour"], forker);
        assert!(men.iter().any(|m| m["role"] == "king"), "{motif}");
        assert!(motif["squares"].is_array());
    }
}

#[test]
fn a_move_below_an_inaccuracy_has_no_motifs() {
    let out = kibitzer(&["compare", WHITE_HANGS, "Nf6+", "--depth", "4", "--json"]);
    assert!(out.status.success(), "{}", stderr(&out));
    let v: serde_json::Value = serde_json::from_str(&stdout(&out)).unwrap();
    assert_eq!(v["candidates"][0]["motifs"], serde_json::json!([]));
}
