//! Motifs in the summary of hand-made lines (no search), for both colours: a fork allowed, a
//! pin missed, a hung man told once.

use crate::compare::Relation;
use crate::compare::test_lines::explained;

#[test]
fn a_blunder_that_allows_a_knight_fork_says_so_first_for_either_colour() {
    for (fen, best, line, text) in [
        (
            "7k/8/8/8/1n6/8/8/R3K3 w - - 0 1",
            ["a1a4"].as_slice(),
            ["a1a3", "b4c2", "e1d2", "c2a3"].as_slice(),
            "allows a fork: Nc2+ attacks the king on e1 and the rook on a3",
        ),
        (
            "r3k3/8/8/1N6/8/8/8/7K b - - 0 1",
            &["a8a5"],
            &["a8a6", "b5c7", "e8d7", "c7a6"],
            "allows a fork: Nc7+ attacks the king on e8 and the rook on a6",
        ),
    ] {
        let c = explained(fen, (best, 200), (line, -200));
        let summary = c.summary.to_string();
        assert!(summary.starts_with(text), "{summary}");
        let fork = &c.summary.tactics[0];
        assert_eq!(fork.relation, Relation::Allows);
        assert_eq!(fork.motif.ply, 1);
    }
}

#[test]
fn a_move_that_misses_a_pin_of_the_best_line_says_so_for_either_colour() {
    for (fen, best, line, text) in [
        (
            "4k3/8/2n5/8/8/8/8/4KB2 w - - 0 1",
            ["f1b5"].as_slice(),
            ["e1e2"].as_slice(),
            "misses a pin: Bb5 pins the knight on c6 to the king",
        ),
        (
            "4kb2/8/8/8/8/2N5/8/4K3 b - - 0 1",
            &["f8b4"],
            &["e8e7"],
            "misses a pin: Bb4 pins the knight on c3 to the king",
        ),
    ] {
        let c = explained(fen, (best, 300), (line, 0));
        assert!(c.summary.to_string().contains(text), "{}", c.summary);
        assert_eq!(c.summary.tactics[0].relation, Relation::Misses);
    }
}

#[test]
fn a_pin_both_lines_make_is_not_missed() {
    let c = explained(
        "4k3/8/2n5/8/8/8/8/4KB2 w - - 0 1",
        (&["f1b5"], 300),
        (&["f1b5", "e8d8"], 0),
    );
    // The same first move is the best move: nothing to explain at all.
    assert!(c.summary.tactics.is_empty());
    assert_no_missed_pin(&["e1d2", "h7h6", "f1b5"], &["e1f2", "h7h6", "f1b5"]);
}

/// With Black's knight on c6, the `best` line (scored 300) against the candidate's `line`
/// (scored 0) is a mistake that misses no pin.
fn assert_no_missed_pin(best: &[&str], line: &[&str]) {
    let c = explained("4k3/7p/2n5/8/8/8/8/4KB2 w - - 0 1", (best, 300), (line, 0));
    assert!(c.judgement.is_some());
    assert!(
        !c.summary.to_string().contains("misses a pin"),
        "{}",
        c.summary
    );
}

#[test]
fn a_man_given_away_is_told_once_by_the_material_story() {
    let c = explained(
        "4k3/7p/1p6/8/4N3/8/P6P/4K3 w - - 0 1",
        (&["e4f6", "e8e7"], 50),
        (&["e4c5", "b6c5"], -300),
    );
    let text = c.summary.to_string();
    assert!(
        text.contains("gives the knight away: bxc5 takes it"),
        "{text}"
    );
    assert!(!text.contains("hangs"), "{text}");
}

#[test]
fn a_move_below_an_inaccuracy_names_no_motif() {
    let c = explained(
        "7k/8/8/8/1n6/8/8/R3K3 w - - 0 1",
        (&["a1a4"], 10),
        (&["a1a3", "b4c2", "e1d2", "c2a3"], 0),
    );
    assert!(c.judgement.is_none());
    assert!(c.summary.tactics.is_empty());
}

#[test]
fn a_motif_deep_in_the_best_line_is_not_missed() {
    // The pin comes with White's third move of the best line: nothing the best move threatens.
    assert_no_missed_pin(&["e1f2", "h7h6", "f2g3", "h6h5", "f1b5"], &["e1d2", "h7h6"]);
}

#[test]
fn a_motif_whose_gain_is_traded_back_is_not_missed_and_one_that_wins_is() {
    // Nc7+ forks the king and the rook on a8, and Nxa8 wins the rook: missed, for either colour.
    for (fen, best, line, text) in [
        (
            "r3k3/7p/8/1N6/8/8/8/4K3 w - - 0 1",
            ["b5c7", "e8d7", "c7a8"],
            ["e1e2", "h7h6"],
            "misses a fork: Nc7+ attacks the king on e8 and the rook on a8",
        ),
        (
            "4k3/8/8/8/1n6/8/7P/R3K3 b - - 0 1",
            ["b4c2", "e1d2", "c2a1"],
            ["e8e7", "h2h3"],
            "misses a fork: Nc2+ attacks the king on e1 and the rook on a1",
        ),
    ] {
        let c = explained(fen, (&best, 400), (&line, 0));
        assert!(c.summary.to_string().contains(text), "{}", c.summary);
    }
    // The best move pins the knight, but the line only trades the bishop for it (Bxc6 bxc6):
    // the pin wins nothing, and the trade is the material story's.
    let c = explained(
        "4k3/1p5p/2n5/8/8/8/8/4KB2 w - - 0 1",
        (&["f1b5", "h7h6", "b5c6", "b7c6"], 300),
        (&["e1e2", "h7h6"], 0),
    );
    let text = c.summary.to_string();
    assert!(!text.contains("misses"), "{text}");
    assert!(
        text.contains("the best line trades the bishop for the knight"),
        "{text}"
    );
}
