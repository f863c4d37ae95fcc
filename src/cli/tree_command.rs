//! `kibitzer tree FEN --depth N`: the search tree of the last iteration, as an indented
//! outline (`--ply P` limits how deep it is shown) or as JSON.

use std::fmt::Write as _;

use clap::Args;
use serde_json::{Value, json};
use shakmaty::{Chess, Position};

use super::CliError;
use super::line_format::{san, score_json};
use super::position_args::PositionArgs;
use super::search_args::SearchArgs;
use crate::score::Score;
use crate::search::{Limits, SearchTree, TreeNode};

/// Arguments of `kibitzer tree`.
#[derive(Debug, Clone, Args)]
pub struct TreeArgs {
    /// The position and its history facts.
    #[command(flatten)]
    pub position: PositionArgs,
    /// Search to this depth and record its last iteration.
    #[arg(long, value_name = "N", default_value_t = 3)]
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
    if args.json {
        out!("{}", node_json(&tree, 0, &pos));
    } else {
        out_text!("{}", outline(&tree, &pos, args.ply));
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

/// The position at `index`, by replaying the moves from the root.
fn position_at(tree: &SearchTree, index: u32, root: &Chess) -> Chess {
    let mut path = Vec::new();
    let mut at = Some(index);
    while let Some(i) = at {
        path.push(i);
        at = tree.node(i).parent;
    }
    let mut pos = root.clone();
    for &i in path.iter().rev().skip(1) {
        let node = tree.node(i);
        match node.mv {
            Some(m) => pos.play_unchecked(m),
            None => pos = pos.clone().swap_turn().unwrap_or(pos),
        }
    }
    pos
}

/// A window bound of a node at `ply`. Mate-distance pruning narrows the infinite window to
/// "mated here" .. "mate next move" (`-MATE + ply` .. `MATE - ply - 1`): bounds at or beyond
/// those read as infinite; other bounds in mate range are real mate scores (a null window
/// just below a mate found elsewhere) and read as such.
fn window(v: i32, ply: u16) -> String {
    let ply = i32::from(ply);
    if v <= -Score::MATE + ply {
        "-inf".to_owned()
    } else if v >= Score::MATE - ply - 1 {
        "+inf".to_owned()
    } else {
        Score::cp(v).to_string()
    }
}

/// One line describing `node` (its move in SAN from `parent`).
pub(crate) fn node_label(node: &TreeNode, parent: Option<&Chess>) -> String {
    let mv = match (node.mv, parent) {
        _ if node.null => "(null move)".to_owned(),
        (Some(m), Some(p)) => san(p, m),
        _ => "root".to_owned(),
    };
    let score = node
        .score
        .map_or_else(|| "?".to_owned(), |s| Score::cp(s).to_string());
    let bound = node.bound.map_or("", |b| match b {
        crate::search::Bound::Exact => "exact",
        crate::search::Bound::Lower => "lower",
        crate::search::Bound::Upper => "upper",
    });
    let end = serde_json::to_value(node.end)
        .ok()
        .and_then(|v| v["kind"].as_str().map(str::to_owned))
        .unwrap_or_default();
    let end = match node.end {
        crate::search::EndReason::BetaCutoff { by } => format!("beta cutoff by move {by}"),
        _ => end.replace('_', " "),
    };
    let reason = node
        .reason
        .map(|r| {
            format!(
                " {}",
                serde_json::to_value(r)
                    .ok()
                    .and_then(|v| v.as_str().map(str::to_owned))
                    .unwrap_or_default()
            )
        })
        .unwrap_or_default();
    if !node.searched {
        return format!("#{}{reason} {mv}: {end}", node.rank);
    }
    let mut extra = String::new();
    if let Some(e) = node.static_eval {
        let _ = write!(extra, " eval {}", Score::cp(e));
    }
    if node.check_extension {
        extra.push_str(" +check");
    }
    if node.hung_extension {
        extra.push_str(" +hung");
    }
    if node.reduction > 0 {
        let _ = write!(extra, " reduced {}", node.reduction);
    }
    let kind = serde_json::to_value(node.kind)
        .ok()
        .and_then(|v| v.as_str().map(str::to_owned))
        .unwrap_or_default();
    let rank = if node.rank > 0 {
        format!("#{}{reason} ", node.rank)
    } else {
        String::new()
    };
    if node.truncated {
        extra.push_str(" (budget exhausted below)");
    }
    format!(
        "{rank}{mv} -> {score} {bound} {kind}, {end} | d{} [{}, {}]{extra}",
        node.draft,
        window(node.alpha, node.ply),
        window(node.beta, node.ply)
    )
}

/// The indented outline, one node a line.
pub fn outline(tree: &SearchTree, root: &Chess, max_ply: Option<u16>) -> String {
    let mut out = String::new();
    let mut stack = vec![(0u32, root.clone(), None::<Chess>)];
    while let Some((index, pos, parent)) = stack.pop() {
        let node = tree.node(index);
        let _ = writeln!(
            out,
            "{}{}",
            "  ".repeat(usize::from(node.ply)),
            node_label(node, parent.as_ref())
        );
        if max_ply.is_some_and(|p| node.ply >= p) {
            continue;
        }
        for &c in node.children.iter().rev() {
            let child = tree.node(c);
            let next = match child.mv {
                Some(m) if child.searched => {
                    let mut p = pos.clone();
                    p.play_unchecked(m);
                    p
                }
                None if child.null => pos.clone().swap_turn().unwrap_or_else(|_| pos.clone()),
                _ => pos.clone(),
            };
            stack.push((c, next, Some(pos.clone())));
        }
    }
    out
}

/// A node and its subtree as JSON (`score` as `analyse --json` writes it).
pub fn node_json(tree: &SearchTree, index: u32, root: &Chess) -> Value {
    let node = tree.node(index);
    let pos = position_at(tree, index, root);
    let parent = node.parent.map(|p| position_at(tree, p, root));
    let mv = match (node.mv, &parent) {
        (Some(m), Some(p)) => Value::String(san(p, m)),
        _ => Value::Null,
    };
    let children: Vec<Value> = node
        .children
        .iter()
        .map(|&c| node_json(tree, c, root))
        .collect();
    json!({
        "move": mv,
        "null_move": node.null,
        "ply": node.ply,
        "draft": node.draft,
        "alpha": node.alpha,
        "beta": node.beta,
        "static_eval": node.static_eval,
        "score": node.score.map(|s| score_json(Score::cp(s))),
        "bound": node.bound,
        "kind": node.kind,
        "order": node.rank,
        "order_reason": node.reason,
        "reduction": node.reduction,
        "check_extension": node.check_extension,
        "hung_extension": node.hung_extension,
        "searched": node.searched,
        "end": node.end,
        "truncated": node.truncated,
        "fen": shakmaty::fen::Fen::from_position(&pos, shakmaty::EnPassantMode::Legal).to_string(),
        "children": children,
    })
}

#[cfg(test)]
mod tests {
    use super::window;
    use crate::score::Score;

    #[test]
    fn window_bounds_read_infinite_only_where_mate_distance_put_them() {
        let mate = Score::MATE;
        // The root's full window, and the same window narrowed at ply 3.
        assert_eq!(window(-mate - 1, 0), "-inf");
        assert_eq!(window(mate + 1, 0), "+inf");
        assert_eq!(window(-mate + 3, 3), "-inf");
        assert_eq!(window(mate - 4, 3), "+inf");
        // A null window at ply 1 just above "mated in two plies" is a real mate bound.
        assert_eq!(window(-mate + 2, 1), Score::cp(-mate + 2).to_string());
        assert!(window(-mate + 2, 1).starts_with('#'));
        assert_eq!(window(-69, 1), "-0.69");
    }
}
