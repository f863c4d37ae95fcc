//! An iteration interrupted by its node budget: a root move that failed high in it is kept
//! even when the wider search after the fail high is cut off before it proves anything.

use kibitzer::search::{Bound, Limits, Node, Search, SearchOptions, SearchUpdate, StopSignal};
use kibitzer::{History, game::parse_fen};
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

/// WAC.008: Rf7 fails high four times at depth 9; the widest search then proves Qxf8+ (+2.38)
/// before the budget runs out inside Rf7's search. The interrupted iteration keeps the higher
/// lower bound, Rf7's, not the worse move the cut-off search happened to prove first.
#[test]
fn an_interrupted_research_keeps_the_higher_lower_bound() {
    let pos = parse_fen("r4q1k/p2bR1rp/2p2Q1N/5p2/5p2/2P5/PP3PPP/R5K1 w - - 0 1").unwrap();
    let root = Node::new(pos.clone(), History::from_board(pos.board()));
    let mut search = Search::new(SearchOptions::default());
    let mut fail_highs = Vec::new();
    let result = search.run(
        &root,
        &[],
        &Limits::nodes(1_000_000),
        &StopSignal::never(),
        &mut |update| {
            if let SearchUpdate::Line(line) = update
                && line.bound == Bound::Lower
            {
                fail_highs.push(line.score);
            }
        },
    );
    let line = &result.lines[0];
    let best = result.best.unwrap();
    assert_eq!(
        (best.from(), best.to()),
        (Some(shakmaty::Square::E7), shakmaty::Square::F7),
        "{line:?}"
    );
    assert_eq!(line.bound, Bound::Lower);
    let highest = fail_highs.iter().max().copied().unwrap();
    assert!(line.score >= highest, "{line:?} below {highest:?}");
}
