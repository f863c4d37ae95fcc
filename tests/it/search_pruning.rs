//! The static-evaluation prunings (static null move, futility), late move pruning and quiet
//! checks in quiescence:
//! each acts, each switches off, and quiet checks see a back-rank mate one ply past the horizon.
//! Mate threats found by the null move are counted, and only with the null move on.

use kibitzer::search::{Limits, Search, SearchOptions};
use kibitzer::{History, game::parse_fen};
use shakmaty::Position;
use shakmaty::san::SanPlus;

fn options() -> SearchOptions {
    SearchOptions {
        hash_mb: 4,
        ..SearchOptions::default()
    }
}

/// A quiet Italian middlegame, both sides castled.
const MIDDLEGAME: &str = "r1bq1rk1/pppp1ppp/2n2n2/2b1p3/2B1P3/2NP1N2/PPP2PPP/R1BQ1RK1 w - - 0 6";

#[test]
fn each_pruning_acts_and_each_switch_turns_it_off() {
    let pos = parse_fen(MIDDLEGAME).unwrap();
    let history = History::from_board(pos.board());
    let on = Search::new(options()).run_position(&pos, history, &Limits::depth(6));
    assert!(on.counters.static_null_cutoffs > 0, "{:?}", on.counters);
    assert!(on.counters.futility_pruned > 0, "{:?}", on.counters);
    assert!(on.counters.quiet_checks > 0, "{:?}", on.counters);
    assert!(on.counters.late_move_pruned > 0, "{:?}", on.counters);
    let off = SearchOptions {
        static_null_move: false,
        futility_pruning: false,
        quiescence_checks: false,
        late_move_pruning: false,
        ..options()
    };
    let off = Search::new(off).run_position(&pos, history, &Limits::depth(6));
    assert_eq!(off.counters.static_null_cutoffs, 0);
    assert_eq!(off.counters.futility_pruned, 0);
    assert_eq!(off.counters.quiet_checks, 0);
    assert_eq!(off.counters.late_move_pruned, 0);
    assert!(
        off.counters.nodes > on.counters.nodes,
        "pruning must save nodes: {} with, {} without",
        on.counters.nodes,
        off.counters.nodes
    );
}

#[test]
fn quiet_checks_see_a_back_rank_mate_past_the_horizon() {
    // Qxd7 wins a knight, but then Re1 is mate. A depth-1 search reaches Black's reply only in
    // quiescence, where Re1 is a quiet check: with quiet checks the queen stays home.
    let pos = parse_fen("4r1k1/3n1ppp/8/8/8/8/3Q1PPP/6K1 w - - 0 1").unwrap();
    let best = |options: SearchOptions| {
        let result = Search::new(options).run_position(&pos, History::default(), &Limits::depth(1));
        SanPlus::from_move(pos.clone(), result.best.unwrap()).to_string()
    };
    assert_ne!(best(options()), "Qxd7");
    let without = SearchOptions {
        quiescence_checks: false,
        ..options()
    };
    assert_eq!(best(without), "Qxd7");
}

#[test]
fn the_null_move_finds_mate_threats_only_when_on() {
    // WAC.055: White attacks g7 while Black's queen and rooks eye the back rank.
    let pos = parse_fen("r3r1k1/pp1q1pp1/4b1p1/3p2B1/3Q1R2/8/PPP3PP/4R1K1 w - - 0 1").unwrap();
    let history = History::from_board(pos.board());
    let on = Search::new(options()).run_position(&pos, history, &Limits::depth(7));
    assert!(on.counters.mate_threats > 0, "{:?}", on.counters);
    let off = SearchOptions {
        null_move: false,
        ..options()
    };
    let off = Search::new(off).run_position(&pos, history, &Limits::depth(7));
    assert_eq!(off.counters.mate_threats, 0);
}

#[test]
fn internal_reduction_acts_and_its_switch_turns_it_off() {
    let pos = parse_fen(MIDDLEGAME).unwrap();
    let history = History::from_board(pos.board());
    let on = SearchOptions {
        internal_reduction: true,
        ..options()
    };
    let on = Search::new(on).run_position(&pos, history, &Limits::depth(7));
    assert!(on.counters.internal_reductions > 0, "{:?}", on.counters);
    let off = Search::new(options()).run_position(&pos, history, &Limits::depth(7));
    assert_eq!(off.counters.internal_reductions, 0);
    assert_ne!(off.counters.nodes, on.counters.nodes);
}

#[test]
fn aspiration_correction_acts_on_fail_lows_and_its_switch_turns_it_off() {
    let search = |options: SearchOptions| {
        let mut corrections = 0;
        let mut nodes = Vec::new();
        for (_, pos, history) in kibitzer::bench_positions::bench_positions()
            .into_iter()
            .take(12)
        {
            let result =
                Search::new(options.clone()).run_position(&pos, history, &Limits::depth(6));
            corrections += result.counters.aspiration_corrections;
            nodes.push(result.counters.nodes);
        }
        (corrections, nodes)
    };
    let (on, on_nodes) = search(SearchOptions {
        aspiration_correction: true,
        ..options()
    });
    assert!(on > 0, "no aspiration fail low was corrected");
    let (off, off_nodes) = search(options());
    assert_eq!(off, 0);
    assert_ne!(on_nodes, off_nodes);
}
