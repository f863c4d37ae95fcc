//! `kibitzer tree FEN --depth N`: the search tree of the last iteration, as an indented
//! outline (`--ply P` limits how deep it is shown) or as JSON.

use clap::Args;
use shakmaty::Chess;

use super::CliError;
use super::position_args::PositionArgs;
use super::positive_limit::at_least_one;
use super::search_args::SearchArgs;
use kibitzer::format::{node_label, san};
use kibitzer::search::{Limits, Node, SearchTree};

/// Arguments of `kibitzer tree`.
#[derive(Debug, Clone, Args)]
pub struct TreeArgs {
    /// The position and its history facts.
    #[command(flatten)]
    pub position: PositionArgs,
    /// Search to this depth (at least 1) and record its last iteration.
    #[arg(long, value_name = "N", default_value_t = 3, value_parser = at_least_one::<u32>("depth 3"))]
    pub depth: u32,
    /// Record at most this many nodes.
    #[arg(long, value_name = "N", default_value_t = 1_000_000)]
    pub max_nodes: usize,
    /// Show nodes up to this ply only (the outline).
    #[arg(long, value_name = "P")]
    pub ply: Option<u16>,
    /// Table size and switches.
    #[command(flatten)]
    pub search: SearchArgs,
    /// Print the tree as one JSON object.
    #[arg(long)]
    pub json: bool,
}

/// Runs `kibitzer tree`.
pub fn run(args: &TreeArgs) -> Result<(), CliError> {
    let (pos, history) = args.position.resolve()?;
    let mut search = args.search.search()?;
    let (result, tree) = search.explain(&pos, history, &Limits::depth(args.depth), args.max_nodes);
    if tree.root().is_none() {
        return Err(CliError(
            "nothing to search: the position has no legal moves".to_owned(),
        ));
    }
    let root = Node::new(pos.clone(), history);
    if args.json {
        super::output::stream_out(|out| {
            super::tree_json::write_tree_json(out, &tree, &root)?;
            out.write_all(b"\n")
        });
    } else {
        super::output::stream_out(|out| write_outline(out, &tree, &root, args.ply));
        let best = result.best.map_or_else(|| "-".to_owned(), |m| san(&pos, m));
        out!(
            "{} nodes recorded{}; best move {best}",
            tree.nodes.len(),
            if tree.truncated {
                " (budget reached)"
            } else {
                ""
            }
        );
    }
    Ok(())
}

/// Writes the indented outline, one node a line, as the tree is walked.
pub fn write_outline(
    out: &mut dyn std::io::Write,
    tree: &SearchTree,
    root: &Node,
    max_ply: Option<u16>,
) -> std::io::Result<()> {
    let mut stack = vec![(0u32, root.clone(), None::<Chess>)];
    while let Some((index, at, parent)) = stack.pop() {
        let node = tree.node(index);
        writeln!(
            out,
            "{}{}",
            "  ".repeat(usize::from(node.ply)),
            node_label(node, parent.as_ref())
        )?;
        if max_ply.is_some_and(|p| node.ply >= p) {
            continue;
        }
        for &c in node.children.iter().rev() {
            stack.push((c, tree.step(&at, c), Some(at.pos.clone())));
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use crate::tree_json::write_node;
    use kibitzer::History;
    use kibitzer::format::node_label;
    use kibitzer::search::{Limits, Node, Search, SearchOptions};

    /// Along the principal path of a mate in 3 (either colour), each node's label and JSON
    /// count the mate from that node: mate 3, mated 2, mate 2, mated 1, mate 1.
    #[test]
    fn tree_nodes_count_mates_from_themselves() {
        for fen in [
            "k7/8/8/3K4/8/8/8/7R w - - 0 1",
            "7r/8/8/8/3k4/8/8/K7 b - - 0 1",
        ] {
            let pos: shakmaty::Chess = kibitzer::game::parse_fen(fen).unwrap();
            let mut search = Search::new(SearchOptions {
                hash_mb: 1,
                ..SearchOptions::default()
            });
            let history = History::from_board(shakmaty::Position::board(&pos));
            let (_, tree) = search.explain(&pos, history, &Limits::depth(7), 1_000_000);
            let mut bytes = Vec::new();
            write_node(&mut bytes, &tree, 0, &Node::new(pos.clone(), history), None).unwrap();
            let mut json: serde_json::Value = serde_json::from_slice(&bytes).unwrap();
            let (mut index, mut parent, mut at) = (0, None::<shakmaty::Chess>, pos.clone());
            for n in [3, -2, 2, -1, 1] {
                let node = tree.node(index);
                let label = node_label(node, parent.as_ref());
                assert!(label.contains(&format!("-> #{n} ")), "{fen}: {label}");
                assert_eq!(json["score"]["mate"], n, "{fen}: {label}");
                let Some(best) = node.best else { break };
                let rank = node.children.iter().position(|&c| c == best).unwrap();
                json = json["children"][rank].take();
                parent = Some(at.clone());
                shakmaty::Position::play_unchecked(&mut at, tree.node(best).mv.unwrap());
                index = best;
            }
        }
    }
}
