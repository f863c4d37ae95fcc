//! The single-reply extension extends only the one legal reply to a check: never a move of a
//! node in check with two evasions, not even in the singular check, which searches the node's
//! moves without the table move.

use kibitzer::search::{OrderReason, SearchOptions, SearchTree};
use kibitzer::{History, game::parse_fen};
use shakmaty::{Chess, Position};

/// The position of tree node `index`, the root's moves (and passes) played on `root`.
fn position_of(tree: &SearchTree, root: &Chess, index: u32) -> Chess {
    let mut path = Vec::new();
    let mut at = Some(index);
    while let Some(i) = at {
        let node = tree.node(i);
        path.push(i);
        at = node.parent;
    }
    let mut pos = root.clone();
    for &i in path.iter().rev() {
        let node = tree.node(i);
        if node.null {
            pos = pos
                .swap_turn()
                .expect("a pass is legal where the search passed");
        } else if let Some(mv) = &node.mv {
            pos.play_unchecked(*mv);
        }
    }
    pos
}

#[test]
fn two_evasions_are_never_a_single_reply_even_in_the_singular_check() {
    // WAC.157: Ne7+ and the checks after it, searched to depth 9 with both extensions on (the
    // singular check reaches nodes in check with two evasions there).
    const WAC_157: &str = "5rk1/p4ppp/2p1b3/3Nq3/4P1n1/1p1B2QP/1PPr2P1/1K2R2R w - - 0 1";
    let root = parse_fen(WAC_157).unwrap();
    let mut search = kibitzer::search::Search::new(SearchOptions {
        singular_extension: true,
        single_reply_extension: true,
        ..SearchOptions::default()
    });
    let (_, tree) = search.explain(
        &root,
        History::from_board(root.board()),
        &kibitzer::search::Limits::depth(9),
        4_000_000,
    );
    let mut checked = 0;
    for (index, parent) in tree.nodes.iter().enumerate() {
        if parent.children.is_empty() {
            continue;
        }
        let pos = position_of(&tree, &root, index as u32);
        if parent.draft < 6 || !pos.is_check() || pos.legal_moves().len() != 2 {
            continue;
        }
        // Its moves are searched a ply shallower, or in the singular check at half its depth
        // and a ply shallower than that; a child in check has its own check extension.
        let (plain, singular) = (parent.draft - 1, (parent.draft - 1) / 2 - 1);
        for &c in &parent.children {
            let child = tree.node(c);
            if child.null || child.hung_extension || child.reason == Some(OrderReason::TableMove) {
                continue;
            }
            checked += 1;
            let draft = child.draft - i16::from(child.check_extension);
            assert!(
                draft == plain || draft == singular,
                "a reply of a node in check with two evasions was extended: {child:?} of {parent:?}"
            );
        }
    }
    assert!(
        checked > 0,
        "no node in check with two evasions was searched"
    );
}
