//! Lazy SMP: one thread searches exactly as a search without threads (the node counts below
//! are the `kibitzer bench --depth 5 --verbose` counts, the bench signature: update them
//! together with the bench count when search behaviour changes); two
//! threads find the right moves; a stop reaches the helpers; rapid starts and stops with two
//! threads never deadlock. Waiting blocks on channels (with a generous guard against a hang),
//! never on the clock.

use std::sync::mpsc;
use std::time::Duration;

use kibitzer::bench_positions::{BENCH_HASH_MB, bench_positions};
use kibitzer::search::{LatestWins, Limits, Node, Search, SearchOptions, SearchUpdate, StopReason};
use kibitzer::{
    History, engine::SearchEvent, engine::SearchHandle, engine::SearchRequest, game::parse_fen,
    search::Root,
};
use shakmaty::san::San;

const GUARD: Duration = Duration::from_mins(2);

fn options(threads: usize) -> SearchOptions {
    SearchOptions {
        hash_mb: BENCH_HASH_MB,
        threads,
        ..SearchOptions::default()
    }
}

#[test]
fn one_thread_searches_exactly_as_before_threads() {
    let before = [
        ("italian", 4050, "Ng5"),
        ("kiwipete", 39_726, "Bxa6"),
        ("rook-ending", 1766, "Rxf4+"),
        ("BK.22", 6743, "Nc5"),
        ("WAC.002", 2460, "Rb7"),
    ];
    let positions = bench_positions();
    let mut search = Search::new(options(1));
    for (id, nodes, best) in before {
        let (_, pos, history) = positions.iter().find(|(name, ..)| name == id).unwrap();
        search.clear();
        let result = search.run_position(pos, *history, &Limits::depth(5));
        assert_eq!(result.counters.nodes, nodes, "{id}");
        let san = San::from_move(pos, result.best.unwrap()).to_string();
        assert_eq!(
            san.trim_end_matches(['+', '#']),
            best.trim_end_matches(['+', '#']),
            "{id}"
        );
    }
}

#[test]
fn two_threads_find_the_mates_and_the_wins() {
    // (FEN, depth, best move in SAN, mate in moves if any)
    let cases = [
        ("6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1", 4, "Ra8#", Some(1)),
        // WAC.001, WAC.003, WAC.004, WAC.008 and WAC.009, which one thread solves at depth 5.
        (
            "2rr3k/pp3pp1/1nnqbN1p/3pN3/2pP4/2P3Q1/PPB4P/R4RK1 w - - 0 1",
            5,
            "Qg6",
            None,
        ),
        (
            "5rk1/1ppb3p/p1pb4/6q1/3P1p1r/2P1R2P/PP1BQ1P1/5RKN w - - 0 1",
            5,
            "Rg3",
            None,
        ),
        (
            "r1bq2rk/pp3pbp/2p1p1pQ/7P/3P4/2PB1N2/PP3PPR/2KR4 w - - 0 1",
            5,
            "Qxh7+",
            None,
        ),
        (
            "r4q1k/p2bR1rp/2p2Q1N/5p2/5p2/2P5/PP3PPP/R5K1 w - - 0 1",
            5,
            "Rf7",
            None,
        ),
        (
            "3q1rk1/p4pp1/2pb3p/3p4/6Pr/1PNQ4/P1PB1PP1/4RRK1 b - - 0 1",
            5,
            "Bh2+",
            None,
        ),
    ];
    for (fen, depth, best, mate) in cases {
        let pos = parse_fen(fen).unwrap();
        let mut search = Search::new(options(2));
        let result = search.run_position(&pos, History::default(), &Limits::depth(depth));
        let san = San::from_move(&pos, result.best.unwrap()).to_string();
        assert_eq!(
            san.trim_end_matches(['+', '#']),
            best.trim_end_matches(['+', '#']),
            "{fen}"
        );
        assert_eq!(result.reason, StopReason::Depth);
        assert_eq!(
            result.lines[0].depth, depth,
            "the main thread completes the depth"
        );
        if let Some(moves) = mate {
            assert_eq!(result.lines[0].score.mate_moves(), Some(moves), "{fen}");
        }
    }
}

#[test]
fn a_stop_reaches_the_helpers_of_an_infinite_search() {
    let run = LatestWins::new();
    let stop = run.start_signal();
    let (done, finished) = mpsc::channel();
    std::thread::Builder::new()
        .stack_size(kibitzer::search::THREAD_STACK_BYTES)
        .spawn(move || {
            let mut search = Search::new(options(2));
            let root = Node::new(shakmaty::Chess::default(), History::default());
            // The stop comes from the search's own event: its first line at depth 6.
            let result = search.run(&root, &[], &Limits::infinite(), &stop, &mut |update| {
                if let SearchUpdate::Line(line) = update
                    && line.depth >= 6
                {
                    run.stop();
                }
            });
            let _ = done.send(result);
        })
        .unwrap();
    // If a helper missed the stop, the search would wait for it for ever.
    let result = finished
        .recv_timeout(GUARD)
        .expect("the search and its helpers stop");
    assert_eq!(result.reason, StopReason::Stopped);
    assert!(result.best.is_some());
}

#[test]
fn rapid_starts_and_stops_with_two_threads_never_deadlock() {
    let (tx, rx) = mpsc::channel();
    let handle = SearchHandle::spawn(kibitzer::engine::EngineId::INTERNAL, options(2), move |e| {
        let _ = tx.send(e);
    });
    let request = |limits: Limits| SearchRequest {
        root: Root::new(shakmaty::Chess::default(), History::default()),
        limits,
    };
    for _ in 0..40 {
        handle.start(request(Limits::infinite()));
        handle.stop();
    }
    for _ in 0..10 {
        handle.start(request(Limits::infinite()));
    }
    let last = handle.start(request(Limits::depth(4)));
    loop {
        let event = rx.recv_timeout(GUARD).expect("the worker keeps reporting");
        if let SearchEvent::Finished {
            id, reason, best, ..
        } = event
            && id == last
        {
            assert_eq!(reason, StopReason::Depth);
            assert!(best.is_some());
            break;
        }
    }
}
