//! The summary of hand-made lines (no search): trades, losses in both lines, a line left in the
//! middle of an exchange, and a move too small to explain.

use crate::compare::test_lines::explained;
use crate::eval::Term;

/// Ruy Lopez with Black's b-pawn on b6: Bxc6 trades the bishop for the knight.
const RUY: &str = "r1bqkbnr/p1pp1ppp/1pn5/1B2p3/4P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 0 4";

#[test]
fn an_even_trade_in_the_best_line_is_a_trade_never_a_win_missed() {
    let c = explained(RUY, (&["b5c6", "d7c6"], 50), (&["e1g1", "g8f6"], -30));
    assert!(c.judgement.is_some());
    let text = c.summary.to_string();
    assert!(
        text.contains("the best line trades the bishop for the knight on c6 (Bxc6)"),
        "{text}"
    );
    assert!(!text.contains("does not win"), "{text}");
}

#[test]
fn a_line_ending_in_the_middle_of_an_exchange_is_compared_after_the_recapture() {
    // The candidate's searched line stops after Bxc6, before ...dxc6.
    let c = explained(RUY, (&["e1g1", "g8f6"], 50), (&["b5c6"], -30));
    assert_eq!(c.ledger.searched(), 1);
    assert_eq!(c.ledger.extension().len(), 1);
    assert_eq!(c.ledger.captures()[1].san.to_string(), "dxc6");
    let material = c
        .difference
        .by_term()
        .into_iter()
        .find(|(t, _)| *t == Term::Material)
        .map_or(0, |(_, v)| v);
    assert_eq!(material, 0, "compared after the recapture, not a knight up");
    let text = c.summary.to_string();
    assert!(!text.contains("wins the knight"), "{text}");
    assert!(
        text.contains("Bxc6 trades the bishop for the knight on c6"),
        "{text}"
    );
}

#[test]
fn a_man_traded_in_one_line_and_given_away_in_the_other_is_in_the_story() {
    // Nxd6+ cxd6 trades the knight for the bishop; Nc5 bxc5 gives it away.
    let fen = "4k3/2p5/1p1b4/8/4N3/8/P6P/4K3 w - - 0 1";
    let c = explained(fen, (&["e4d6", "c7d6"], 0), (&["e4c5", "b6c5"], -300));
    let text = c.summary.to_string();
    assert!(
        text.starts_with("gives the knight away: bxc5 takes it; Nxd6+ only trades it (cxd6)"),
        "{text}"
    );
    assert!(!text.contains("does not win"), "{text}");
    // The same for Black (the position mirrored).
    let fen = "4k3/p6p/8/4n3/8/1P1B4/2P5/4K3 b - - 0 1";
    let c = explained(fen, (&["e5d3", "c2d3"], 0), (&["e5c4", "b3c4"], -300));
    let text = c.summary.to_string();
    assert!(
        text.starts_with("gives the knight away: bxc4 takes it; Nxd3+ only trades it (cxd3)"),
        "{text}"
    );
}

#[test]
fn a_move_that_is_not_an_inaccuracy_gets_no_refutation_and_no_summary() {
    let c = explained(RUY, (&["e1g1", "g8f6"], 20), (&["d2d3", "g8f6"], 9));
    assert!(!c.is_best);
    assert_eq!(c.judgement, None);
    assert_eq!(c.refutation, None);
    assert!(c.summary.is_empty(), "{}", c.summary);
    // Just past the threshold both are given.
    let c = explained(RUY, (&["e1g1", "g8f6"], 20), (&["d2d3", "g8f6"], -40));
    assert!(c.judgement.is_some());
    assert!(c.refutation.is_some());
    assert!(!c.summary.is_empty());
}

#[test]
fn a_rook_given_for_a_knight_and_a_pawn_is_one_exchange_for_either_colour() {
    // Rxd5 cxd5 Bxd5: the rook for the knight and the pawn that took it.
    for (fen, line, quiet) in [
        (
            "4k3/8/2p5/3n4/8/5B2/8/3RK3 w - - 0 1",
            ["d1d5", "c6d5", "f3d5"],
            ["e1e2", "e8e7"],
        ),
        (
            "3rk3/8/5b2/8/3N4/2P5/8/4K3 b - - 0 1",
            ["d8d4", "c3d4", "f6d4"],
            ["e8e7", "e1e2"],
        ),
    ] {
        let c = explained(fen, (&quiet, 0), (&line, -150));
        assert!(c.judgement.is_some());
        let text = c.summary.to_string();
        assert!(
            text.starts_with("gives the rook for the knight and a pawn (-1)"),
            "{text}"
        );
        assert_eq!(c.summary.material.len(), 1, "{text}");
        assert_eq!(c.summary.material[0].value(), -1);
        for separate in ["loses the rook", "wins the knight", "wins the pawn"] {
            assert!(!text.contains(separate), "{text}");
        }
    }
}

#[test]
fn told_after_the_best_move_the_summary_does_not_name_it_again() {
    let fen = "4k3/2p5/1p1b4/8/4N3/8/P6P/4K3 w - - 0 1";
    let kept = explained(fen, (&["e1e2", "e8e7"], 0), (&["e4c5", "b6c5"], -300));
    let told = kept.summary.after_best("Ke2");
    assert!(
        told.starts_with("gives the knight away: bxc5 takes it") && !told.contains("Ke2"),
        "{told}"
    );
    assert!(kept.summary.to_string().contains("; Ke2 keeps it"));
    // What the best line does with the man is still said, without the move's name.
    let traded = explained(fen, (&["e4d6", "c7d6"], 0), (&["e4c5", "b6c5"], -300));
    assert!(
        traded.summary.after_best("Nxd6+").starts_with(
            "gives the knight away: bxc5 takes it; the best line only trades it (cxd6)"
        ),
        "{}",
        traded.summary.after_best("Nxd6+")
    );
}
