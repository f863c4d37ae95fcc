//! The summary of hand-made lines (no search): trades, losses in both lines, a line left in the
//! middle of an exchange, and a move too small to explain.

use crate::History;
use crate::eval::Term;
use crate::game::parse_fen;
use crate::review::test_lines::play;
use crate::review::{Candidate, LineEnd, explain};
use crate::score::Score;
use crate::search::Node;
use shakmaty::Position;

/// The candidate `line` (scored `score`) explained against `best` (scored `best_score`), UCI
/// moves from `fen`.
fn explained(
    fen: &str,
    (best, best_score): (&[&str], i32),
    (line, score): (&[&str], i32),
) -> Candidate {
    let pos = parse_fen(fen).unwrap();
    let root = Node::new(pos.clone(), History::from_board(pos.board()));
    let end = |uci: &[&str], cp: i32| {
        let (moves, _) = play(&pos, uci);
        LineEnd::from_pv(&root, Score::cp(cp), moves, 0).unwrap()
    };
    explain(&root, &end(best, best_score), end(line, score))
}

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
