//! Lazy evaluation answers only outside the window: on many searches (every bench position and
//! the first WAC positions, at a small depth) the recorded principal variation is walked from
//! the root through its exact nodes, quiescence included, down to the leaf whose score is its
//! stand-pat value, and that value must be the full Stanback evaluation of the leaf. The switch
//! turns the shortcut off (no lazy answers, the search of the full evaluation).

use kibitzer::search::{
    Bound, EndReason, Limits, Node, NodeKind, Search, SearchOptions, SearchTree, material_balance,
};
use kibitzer::{
    History, bench_positions::bench_positions, epd::parse_epd_file, eval::evaluate, game::parse_fen,
};
use shakmaty::{Chess, Position};

/// WAC positions searched besides the bench ones.
const WAC_POSITIONS: usize = 40;

fn options(lazy_eval: bool) -> SearchOptions {
    SearchOptions {
        hash_mb: 4,
        lazy_eval,
        ..SearchOptions::default()
    }
}

/// Every bench position and the first WAC positions, with their history facts.
fn positions() -> Vec<(String, Chess, History)> {
    let wac = parse_epd_file(include_str!("../../crates/kibitzer/assets/suites/wac.epd"));
    let wac = wac.into_iter().filter_map(Result::ok).take(WAC_POSITIONS);
    let wac = wac.map(|r| {
        let pos = parse_fen(&r.fen).unwrap();
        let history = History::from_board(pos.board());
        (r.id().to_owned(), pos, history)
    });
    bench_positions().into_iter().chain(wac).collect()
}

/// Walks the exact nodes of the principal variation of `tree` from the root to the leaf its
/// score comes from; returns the leaf's position and its recorded node, or why the walk broke.
fn principal_leaf<'t>(
    tree: &'t SearchTree,
    root: &Node,
) -> Result<(Node, &'t kibitzer::search::TreeNode), String> {
    let mut at = 0;
    let mut node = root.clone();
    loop {
        let here = tree.node(at);
        let score = here.score.ok_or("a node without a score")?;
        // A node may end without an evaluation: a draw or a mate (whose score sits on the
        // bound that mate-distance pruning set).
        let decided = matches!(
            here.end,
            EndReason::Repetition
                | EndReason::FiftyMoves
                | EndReason::Checkmate
                | EndReason::Stalemate
        );
        if decided {
            return Ok((node, here));
        }
        if here.bound != Some(Bound::Exact) {
            return Err(format!("node {at} is not exact: {here:?}"));
        }
        if here.kind == NodeKind::Quiescence && here.static_eval == Some(score) {
            return Ok((node, here));
        }
        let next = match (here.kind, here.best) {
            (NodeKind::Quiescence, _) | (_, None) => here.children.iter().copied().find(|&c| {
                let child = tree.node(c);
                child.searched && child.score == Some(-score) && child.bound == Some(Bound::Exact)
            }),
            (_, Some(best)) => Some(best),
        };
        let Some(next) = next else {
            return Err(format!("node {at} ({:?}) has no exact child", here.end));
        };
        let mv = tree
            .node(next)
            .mv
            .ok_or("a null move on the principal variation")?;
        node = node.child(mv);
        at = next;
    }
}

#[test]
fn every_reported_line_ends_in_a_full_evaluation() {
    let mut lazy = 0;
    let mut leaves = 0;
    for (id, pos, history) in positions() {
        let mut search = Search::new(options(true));
        let (result, tree) = search.explain(&pos, history, &Limits::depth(4), 2_000_000);
        assert!(!tree.truncated, "{id}");
        lazy += result.counters.lazy_evaluations;
        let line = &result.lines[0];
        let root = tree.root().unwrap();
        assert_eq!(root.score, Some(line.score.centipawns()), "{id}");
        if line.score.is_mate() {
            // A mate line ends in checkmate, on windows that mate-distance pruning narrowed.
            continue;
        }
        let (leaf, recorded) = principal_leaf(&tree, &Node::new(pos, history))
            .unwrap_or_else(|why| panic!("{id}: {why}"));
        if let Some(stand) = recorded
            .static_eval
            .filter(|_| recorded.kind == NodeKind::Quiescence)
        {
            let full = evaluate(&leaf.pos, leaf.history).centipawns();
            assert_eq!(stand, full, "{id}: the line's leaf {:?}", leaf.pos.board());
            leaves += 1;
        }
    }
    assert!(lazy > 0, "lazy evaluation never acted");
    assert!(leaves > 0, "no line ended in an evaluation");
}

#[test]
fn lazy_evaluation_keeps_every_hung_man_extension() {
    // At depth 1 every child of the root is a horizon node that may have its hung-man
    // extension: whether it has depends on its own hung men only, so the count is the same
    // with and without the shortcut when the shortcut leaves every such node a full evaluation.
    // Without the check extension and the pruning of quiet moves (which depends on the scores
    // of the moves before), every child of the root is searched, at the horizon.
    let options = |lazy_eval| SearchOptions {
        check_extension: false,
        futility_pruning: false,
        late_move_pruning: false,
        ..options(lazy_eval)
    };
    let mut lazy = 0;
    let mut extended = 0;
    for (id, pos, history) in positions() {
        let limits = Limits::depth(1);
        let on = Search::new(options(true)).run_position(&pos, history, &limits);
        let off = Search::new(options(false)).run_position(&pos, history, &limits);
        assert_eq!(
            on.counters.hung_extensions, off.counters.hung_extensions,
            "{id}"
        );
        lazy += on.counters.lazy_evaluations;
        extended += on.counters.hung_extensions;
    }
    assert!(lazy > 0, "lazy evaluation never acted");
    assert!(extended > 0, "no hung-man extension");
}

#[test]
fn the_switch_turns_lazy_evaluation_off() {
    let (_, pos, history) = positions().swap_remove(0);
    let limits = Limits::depth(5);
    let on = Search::new(options(true)).run_position(&pos, history, &limits);
    let off = Search::new(options(false)).run_position(&pos, history, &limits);
    assert!(on.counters.lazy_evaluations > 0, "{:?}", on.counters);
    assert_eq!(off.counters.lazy_evaluations, 0);
    // The shortcut answers only outside the window: the result is the same. (The trees
    // need not be: a lazy bound is not the exact value a fail-soft parent would see.)
    assert_eq!(on.best, off.best);
    assert_eq!(on.lines[0].score, off.lines[0].score);
}

#[test]
fn material_balance_is_material_for_the_side_to_move() {
    // White is a rook up, pawns on both sides.
    let pos = parse_fen("4k3/p7/8/8/8/8/P7/R3K3 w - - 0 1").unwrap();
    assert_eq!(material_balance(pos.board(), pos.turn()), Some(520));
    let black = parse_fen("4k3/p7/8/8/8/8/P7/R3K3 b - - 0 1").unwrap();
    assert_eq!(material_balance(black.board(), black.turn()), Some(-520));
    // Black has no pawns and only a knight: draw zeroing may apply, material decides nothing.
    let drawish = parse_fen("4k1n1/8/8/8/8/8/P7/R3K3 w - - 0 1").unwrap();
    assert_eq!(material_balance(drawish.board(), drawish.turn()), None);
}
