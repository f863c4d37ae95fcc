//! An iteration interrupted by its node budget: a root move that failed high in it is kept
//! even when the wider search after the fail high is cut off before it proves anything.

use kibitzer::search::{Bound, Limits, Node, Search, SearchOptions, SearchUpdate, StopSignal};
use kibitzer::{History, parse_fen};
use shakmaty::Position;

/// The Two Knights Defence with 4.Ng5 available; the score fails high at depth 4.
const TWO_KNIGHTS: &str = "r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4";

#[test]
fn a_fail_high_move_survives_an_interrupted_research() {
    let pos = parse_fen(TWO_KNIGHTS).unwrap();
    let root = Node::new(pos.clone(), History::from_board(pos.board()));
    let mut interrupted_after_fail_high = 0;
    for budget in (1_000..20_000).step_by(500) {
        let mut search = Search::new(SearchOptions {
            hash_mb: 4,
            ..SearchOptions::default()
        });
        let mut reported = Vec::new();
        let result = search.run(
            &root,
            &[],
            &Limits::nodes(budget),
            &StopSignal::never(),
            &mut |update| {
                if let SearchUpdate::Line(line) = update {
                    reported.push(*line);
                }
            },
        );
        // Every line the search reports is one it stands by: when its last word was a lower
        // bound (a fail high, or the root move the interrupted iteration kept), that is the
        // line it returns, not the previous iteration's.
        let last = reported.last().unwrap();
        if last.bound == Bound::Lower {
            interrupted_after_fail_high += 1;
            assert_eq!(result.lines[0].depth, last.depth, "budget {budget}");
            assert_eq!(result.best, last.pv.first().copied(), "budget {budget}");
        }
    }
    assert!(
        interrupted_after_fail_high > 0,
        "no budget ended in a re-search"
    );
}
