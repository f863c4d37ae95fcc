//! Measures how far the Stanback evaluation strays from material: |evaluation - material
//! balance| over the distinct positions of the search trees of the bench positions (recorded by
//! an explain run at a fixed depth, with lazy evaluation off so the trees are those of the full
//! evaluation), as percentiles. This is what `LAZY_MARGIN` in `src/search/lazy_eval.rs` is
//! derived from.
//!
//! `cargo run --release --example positional_spread [DEPTH]` (default depth 6).

use std::collections::HashSet;

use shakmaty::Position;

use kibitzer::bench_positions::bench_positions;
use kibitzer::eval::evaluate;
use kibitzer::search::{Limits, Node, Search, SearchOptions, SearchTree, material_balance};

/// Nodes recorded per bench position at most.
const BUDGET: usize = 2_000_000;

fn main() {
    let depth = std::env::args()
        .nth(1)
        .and_then(|d| d.parse().ok())
        .unwrap_or(6);
    let mut seen = HashSet::new();
    let mut spreads = Vec::new();
    let mut skipped = 0usize;
    for (_, pos, history) in bench_positions() {
        let options = SearchOptions {
            lazy_eval: false,
            ..SearchOptions::default()
        };
        let mut search = Search::new(options);
        let (_, tree) = search.explain(&pos, history, &Limits::depth(depth), BUDGET);
        walk(&tree, 0, &Node::new(pos, history), &mut |node| {
            if !seen.insert((node.hash, node.history)) {
                return;
            }
            let board = node.pos.board();
            match material_balance(board, node.pos.turn()) {
                Some(material) => {
                    let eval = evaluate(&node.pos, node.history).centipawns();
                    spreads.push((eval - material).abs());
                }
                None => skipped += 1,
            }
        });
    }
    spreads.sort_unstable();
    let at = |p: f64| spreads[((spreads.len() - 1) as f64 * p / 100.0).round() as usize];
    println!(
        "depth {depth}: {} distinct positions, {skipped} where material decides nothing",
        spreads.len()
    );
    for p in [50.0, 75.0, 90.0, 95.0, 99.0, 99.5, 99.9] {
        println!("{p:>5}th percentile of |eval - material|: {}", at(p));
    }
    println!("  maximum: {}", spreads.last().copied().unwrap_or(0));
    for margin in [100, 150, 200, 250, 300, 400] {
        let over = spreads.iter().filter(|&&s| s > margin).count();
        let share = 100.0 * over as f64 / spreads.len() as f64;
        println!("  above {margin}: {over} ({share:.3}%)");
    }
}

/// Calls `visit` on every searched node of `tree` below `index` (whose position is `node`),
/// skipping null moves (the recorded tree names no move for them).
fn walk(tree: &SearchTree, index: u32, node: &Node, visit: &mut dyn FnMut(&Node)) {
    visit(node);
    for &child in &tree.node(index).children {
        let next = tree.node(child);
        if let (true, Some(mv)) = (next.searched, next.mv) {
            walk(tree, child, &node.child(mv), visit);
        }
    }
}
