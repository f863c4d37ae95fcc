//! The recorded search tree: recording changes nothing (same result, same node count), the
//! recorded root score and principal variation equal the search's, every node's bound agrees
//! with its window and score, cutoffs name the move that caused them, searched nodes try every
//! legal move, and the budget is respected.

use std::collections::BTreeSet;

use kibitzer::search::{Bound, EndReason, Limits, NodeKind, Search, SearchOptions, SearchTree};
use kibitzer::{History, game::parse_fen};
use shakmaty::{Chess, Position};

const POSITIONS: [&str; 4] = [
    "r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4",
    "4k3/6b1/8/3p4/1p2P3/2N5/8/3RK3 w - - 0 1",
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    "k7/8/2K5/8/8/8/8/7R w - - 0 1",
];

fn explain(fen: &str, depth: u32) -> (Chess, kibitzer::search::SearchResult, SearchTree) {
    let pos = parse_fen(fen).unwrap();
    let mut search = Search::new(SearchOptions {
        hash_mb: 4,
        ..SearchOptions::default()
    });
    let (result, tree) = search.explain(&pos, History::default(), &Limits::depth(depth), 1_000_000);
    (pos, result, tree)
}

#[test]
fn recording_changes_nothing() {
    for fen in POSITIONS {
        let pos = parse_fen(fen).unwrap();
        let mut plain = Search::new(SearchOptions {
            hash_mb: 4,
            ..SearchOptions::default()
        });
        let normal = plain.run_position(&pos, History::default(), &Limits::depth(4));
        let (_, explained, _) = explain(fen, 4);
        assert_eq!(normal.counters, explained.counters, "{fen}");
        assert_eq!(normal.best, explained.best, "{fen}");
        assert_eq!(normal.lines[0].score, explained.lines[0].score, "{fen}");
    }
}

#[test]
fn root_score_and_principal_variation_equal_the_search() {
    for fen in POSITIONS {
        let (_, result, tree) = explain(fen, 4);
        let root = tree.root().expect("a recorded root");
        assert_eq!(root.ply, 0);
        assert_eq!(
            root.score,
            Some(result.lines[0].score.centipawns()),
            "{fen}"
        );
        let path: Vec<_> = tree
            .principal_path()
            .iter()
            .map(|&i| tree.node(i).mv.unwrap())
            .collect();
        assert_eq!(path, result.lines[0].pv, "{fen}");
    }
}

#[test]
fn bounds_kinds_and_ends_are_consistent() {
    for fen in POSITIONS {
        let (pos, _, tree) = explain(fen, 4);
        assert!(!tree.truncated);
        let mut searched = 0;
        for (i, node) in tree.nodes.iter().enumerate() {
            if i > 0 {
                let parent = tree.node(node.parent.expect("every node but the root has a parent"));
                assert!(parent.children.contains(&(i as u32)));
                assert_eq!(node.ply, parent.ply + 1);
            }
            if !node.searched {
                assert!(matches!(
                    node.end,
                    EndReason::GuardPruned
                        | EndReason::FutilityPruned
                        | EndReason::LateMovePruned
                        | EndReason::DeltaPruned
                        | EndReason::ExchangePruned
                ));
                continue;
            }
            searched += 1;
            let score = node.score.expect("a finished search scores every node");
            let expected = if score <= node.alpha {
                Bound::Upper
            } else if score >= node.beta {
                Bound::Lower
            } else {
                Bound::Exact
            };
            assert_eq!(node.bound, Some(expected));
            match node.kind {
                NodeKind::Pv => assert_eq!(expected, Bound::Exact),
                NodeKind::Cut => assert_eq!(expected, Bound::Lower),
                NodeKind::All => assert_eq!(expected, Bound::Upper),
                NodeKind::Quiescence => assert_eq!(node.draft, 0),
            }
            if let EndReason::BetaCutoff { by } = node.end {
                let last = tree.node(*node.children.last().expect("a cutoff has a child"));
                assert_eq!(
                    usize::from(last.rank),
                    by,
                    "the last child tried is the refutation"
                );
                assert!(expected == Bound::Lower, "a beta cutoff fails high");
            }
            if node.end == EndReason::StandPat {
                assert!(node.children.is_empty());
                assert!(node.static_eval.unwrap() >= node.beta);
            }
        }
        assert!(searched > 10, "{fen}: {searched}");
        // The root searched every legal move (counted once however often it was re-searched).
        let root = tree.root().unwrap();
        if root.end == EndReason::Searched {
            let ranks: BTreeSet<u16> = root.children.iter().map(|&c| tree.node(c).rank).collect();
            assert_eq!(ranks.len(), pos.legal_moves().len(), "{fen}");
        }
    }
}

#[test]
fn the_budget_caps_the_recording() {
    let pos = parse_fen(POSITIONS[0]).unwrap();
    let mut search = Search::new(SearchOptions {
        hash_mb: 4,
        ..SearchOptions::default()
    });
    let (_, tree) = search.explain(&pos, History::default(), &Limits::depth(5), 500);
    assert_eq!(tree.nodes.len(), 500);
    assert!(tree.truncated);
    assert!(tree.nodes.iter().any(|n| n.truncated));
}

#[test]
fn mates_and_draws_are_named() {
    let (_, _, tree) = explain("k7/8/2K5/8/8/8/8/7R w - - 0 1", 3);
    assert!(tree.nodes.iter().any(|n| n.end == EndReason::Checkmate));
}
