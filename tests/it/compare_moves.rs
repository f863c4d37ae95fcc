//! The comparison library on positions built so the answer is plain: a candidate that hangs a
//! piece (for both colours), one that allows mate, one that is the best move; and determinism
//! at a fixed depth.

use kibitzer::compare::{Comparison, Cost, Loss, MateNote, Measure, Request, compare};
use kibitzer::search::{Limits, Search, SearchOptions, StopSignal};
use kibitzer::{History, game::parse_fen};
use shakmaty::{Color, Position, Role, Square, uci::UciMove};

fn compare_uci(fen: &str, moves: &[&str], depth: u32) -> Comparison {
    let pos = parse_fen(fen).unwrap();
    let history = History::from_board(pos.board());
    let candidates = moves
        .iter()
        .map(|u| u.parse::<UciMove>().unwrap().to_move(&pos).unwrap())
        .collect();
    let request = Request::new(pos, history, candidates, Limits::depth(depth));
    let mut search = Search::new(SearchOptions {
        hash_mb: 4,
        ..SearchOptions::default()
    });
    compare(&mut search, &request, &StopSignal::never()).unwrap()
}

/// White's knight on e4 goes to c5, where the b6 pawn takes it.
const WHITE_HANGS: &str = "4k3/7p/1p6/8/4N3/8/P6P/4K3 w - - 0 1";
/// The same with the colours swapped: Black's knight goes to c4, where the b3 pawn takes it.
const BLACK_HANGS: &str = "4k3/p6p/8/4n3/8/1P6/7P/4K3 b - - 0 1";

fn assert_hangs_the_knight(c: &Comparison, mover: Color, square: Square) {
    let candidate = &c.candidates[0];
    assert!(!candidate.is_best);
    assert!(
        matches!(candidate.loss.cost, Cost::Centipawns(cp) if cp >= 330 - 100),
        "loss {}",
        candidate.loss.cost
    );
    assert!(candidate.loss.winning_chances > 0.3);
    let knight = candidate
        .difference
        .men()
        .iter()
        .find(|m| m.role == Role::Knight && m.color == mover)
        .expect("the knight is in the men list");
    assert!(knight.candidate.is_none(), "the knight is gone: {knight:?}");
    assert_eq!(knight.square(), square);
    assert!(knight.change >= 330 - 100);
    let summary = candidate.summary.to_string();
    assert!(
        summary.starts_with(&format!("gives the knight away: bx{square} takes it; ")),
        "{summary}"
    );
    assert!(summary.contains(" keeps it"), "{summary}");
    let refutation = candidate.refutation.expect("the pawn takes");
    assert_eq!((refutation.role(), refutation.to()), (Role::Pawn, square));
    let fall = candidate.fall.expect("the line falls behind");
    assert_eq!((fall.ply, fall.measure), (2, Measure::Material));
    assert!(fall.candidate < fall.best - 50);
}

#[test]
fn a_white_candidate_that_hangs_the_knight_names_it_and_costs_at_least_its_value() {
    let c = compare_uci(WHITE_HANGS, &["e4c5"], 6);
    assert_eq!(c.root.turn(), Color::White);
    assert_hangs_the_knight(&c, Color::White, Square::C5);
}

#[test]
fn a_black_candidate_that_hangs_the_knight_names_it_and_costs_at_least_its_value() {
    let c = compare_uci(BLACK_HANGS, &["e5c4"], 6);
    assert_eq!(c.root.turn(), Color::Black);
    assert_hangs_the_knight(&c, Color::Black, Square::C4);
}

/// 5...Nd3+?? puts the knight where the c2 pawn takes it; the best line trades it off instead.
#[test]
fn a_knight_given_away_is_named_with_its_taker_and_never_as_a_win_missed() {
    let fen = "r1bqkb1r/pppp1ppp/5n2/4n3/4P3/2N2B2/PPPP1PPP/R1BQK1NR b KQkq - 0 5";
    let c = compare_uci(fen, &["e5d3"], 8);
    let candidate = &c.candidates[0];
    assert!(candidate.judgement.is_some());
    let summary = candidate.summary.to_string();
    // Motifs come first (here one the best line makes), then the material story.
    let story = summary
        .find("gives the knight away: cxd3 takes it; ")
        .unwrap_or_else(|| panic!("{summary}"));
    assert!(
        candidate
            .summary
            .tactics
            .iter()
            .all(|t| summary[..story].contains(&t.to_string())),
        "{summary}"
    );
    assert!(!summary.contains("does not win"), "{summary}");
    // The best line's exf3 (its fifth move, in a line that ends in an even trade) is not a
    // motif the move misses; nor is the knight the best line trades off a reason.
    assert!(!summary.contains("capturing the defender"), "{summary}");
    // The knight cxd3 takes is a hanging piece: the words tell it as material ("gives the
    // knight away"), the list of motifs names it.
    let hung: Vec<_> = candidate
        .summary
        .motifs
        .iter()
        .filter(|t| t.is_hung_man())
        .map(ToString::to_string)
        .collect();
    assert_eq!(hung.len(), 1, "{:?}", candidate.summary.motifs);
    assert!(hung[0].contains("cxd3"), "{hung:?}");
    assert!(
        !candidate
            .summary
            .tactics
            .iter()
            .any(kibitzer::compare::Tactic::is_hung_man)
    );
    assert!(
        candidate
            .summary
            .tactics
            .iter()
            .all(|t| t.relation != kibitzer::compare::Relation::Misses || t.motif.ply <= 2),
        "{summary}"
    );
    assert!(!summary.contains("White's knights"), "{summary}");
    let taken = &candidate.ledger.captures()[0];
    assert_eq!((taken.ply, taken.san.to_string()), (2, "cxd3".to_owned()));
    assert_eq!(taken.captured.role, Role::Knight);
    assert_eq!(taken.balance, candidate.ledger.root_balance() - 3);
}

#[test]
fn a_candidate_that_allows_mate_says_so_and_loses_everything() {
    // Re3?? lets Black's rook in: Ra1+ Re1 Rxe1#.
    let c = compare_uci("r5k1/5ppp/8/8/8/8/5PPP/4R1K1 w - - 0 1", &["e1e3"], 6);
    let candidate = &c.candidates[0];
    assert_eq!(candidate.line.score.mate_moves(), Some(-2));
    assert_eq!(candidate.summary.mate, Some(MateNote::Allows(2)));
    assert!(
        candidate
            .summary
            .to_string()
            .starts_with("allows mate in 2"),
        "{}",
        candidate.summary
    );
    assert!(candidate.loss.winning_chances > 1.0);
    assert!(
        matches!(candidate.loss.cost, Cost::Scores { candidate, .. } if candidate.is_mate()),
        "{:?}",
        candidate.loss
    );
    assert_eq!(
        candidate.refutation.map(shakmaty::Move::to),
        Some(Square::A1),
        "Ra1+ refutes"
    );
}

#[test]
fn the_best_move_as_a_candidate_is_recognised_and_costs_nothing() {
    let first = compare_uci(WHITE_HANGS, &["e4c5"], 6);
    let best = first.best.first;
    let mut uci = UciMove::from_standard(best).to_string();
    uci.truncate(4);
    let c = compare_uci(WHITE_HANGS, &[&uci], 6);
    let candidate = &c.candidates[0];
    assert!(candidate.is_best);
    assert_eq!(candidate.loss, Loss::NONE);
    assert!(candidate.difference.men().is_empty());
    assert_eq!(candidate.fall, None);
    assert_eq!(candidate.line.pv, c.best.pv);
}

#[test]
fn comparisons_at_a_fixed_depth_are_deterministic() {
    let fen = "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3";
    let moves = ["f1c4", "b1c3", "f3g5"];
    let a = compare_uci(fen, &moves, 5);
    let b = compare_uci(fen, &moves, 5);
    assert_eq!(a.best.pv, b.best.pv);
    assert_eq!(a.best.nodes, b.best.nodes);
    for (x, y) in a.candidates.iter().zip(&b.candidates) {
        assert_eq!(x.line.pv, y.line.pv);
        assert_eq!(x.line.score, y.line.score);
        assert_eq!(x.line.nodes, y.line.nodes);
        assert_eq!(x.summary, y.summary);
        assert_eq!(x.difference.men(), y.difference.men());
    }
}
