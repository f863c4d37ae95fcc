//! `kibitzer tree --json`: the recorded search tree as one JSON object, written node by node
//! while the tree is walked, so memory stays that of the recorded tree whatever the size of
//! the output (a depth-12 tree is hundreds of megabytes of JSON).
//!
//! The bytes are those `serde_json` prints for the whole tree built as one value: each node
//! an object with its keys in sorted order, `children` nested in place.

use std::io::{self, Write};

use serde::Serialize;
use shakmaty::{Chess, EnPassantMode};

use kibitzer::Score;
use kibitzer::format::{san, score_json};
use kibitzer::search::{Node, SearchTree};

/// Writes `tree` (recorded from `root`) as one JSON object, without a trailing newline.
pub fn write_tree_json(out: &mut dyn Write, tree: &SearchTree, root: &Node) -> io::Result<()> {
    write_node(out, tree, 0, root, None)
}

/// Writes the subtree of node `index` (whose position is `at`, reached from `parent`).
pub(super) fn write_node(
    out: &mut dyn Write,
    tree: &SearchTree,
    index: u32,
    at: &Node,
    parent: Option<&Chess>,
) -> io::Result<()> {
    let pos = &at.pos;
    let node = tree.node(index);
    let mv = match (node.mv, parent) {
        (Some(m), Some(p)) => Some(san(p, m)),
        _ => None,
    };
    let score = node
        .score
        .map(|s| score_json(Score::cp(s).from_node_at(i32::from(node.ply))));
    out.write_all(b"{")?;
    field(out, "alpha", &node.alpha)?;
    field(out, "beta", &node.beta)?;
    field(out, "bound", &node.bound)?;
    field(out, "check_extension", &node.check_extension)?;
    out.write_all(b"\"children\":[")?;
    for (i, &child) in node.children.iter().enumerate() {
        if i > 0 {
            out.write_all(b",")?;
        }
        write_node(out, tree, child, &tree.step(at, child), Some(pos))?;
    }
    out.write_all(b"],")?;
    field(out, "draft", &node.draft)?;
    field(out, "end", &node.end)?;
    let fen = shakmaty::fen::Fen::from_position(pos, EnPassantMode::Legal).to_string();
    field(out, "fen", &fen)?;
    field(out, "hung_extension", &node.hung_extension)?;
    field(out, "kind", &node.kind)?;
    field(out, "move", &mv)?;
    field(out, "null_move", &node.null)?;
    field(out, "order", &node.rank)?;
    field(out, "order_reason", &node.reason)?;
    field(out, "ply", &node.ply)?;
    field(out, "reduction", &node.reduction)?;
    field(out, "score", &score)?;
    field(out, "searched", &node.searched)?;
    field(out, "static_eval", &node.static_eval)?;
    out.write_all(b"\"truncated\":")?;
    value(out, &node.truncated)?;
    out.write_all(b"}")
}

/// `"key":value,`
fn field(out: &mut dyn Write, key: &str, v: &impl Serialize) -> io::Result<()> {
    write!(out, "\"{key}\":")?;
    value(out, v)?;
    out.write_all(b",")
}

/// A value as it prints inside a `serde_json::Value` (maps with sorted keys).
fn value(out: &mut dyn Write, v: &impl Serialize) -> io::Result<()> {
    let v = serde_json::to_value(v).map_err(io::Error::other)?;
    serde_json::to_writer(out, &v).map_err(io::Error::other)
}

#[cfg(test)]
mod tests {
    use serde_json::{Value, json};
    use shakmaty::{Chess, Position};

    use super::write_node;
    use kibitzer::History;
    use kibitzer::Score;
    use kibitzer::format::{san, score_json};
    use kibitzer::search::{Limits, Node, Search, SearchOptions, SearchTree};

    /// The tree as one `serde_json::Value`, as `tree --json` built it before it streamed.
    fn node_value(tree: &SearchTree, index: u32, at: &Node, parent: Option<&Chess>) -> Value {
        let pos = &at.pos;
        let node = tree.node(index);
        let mv = match (node.mv, parent) {
            (Some(m), Some(p)) => Value::String(san(p, m)),
            _ => Value::Null,
        };
        let children: Vec<Value> = node
            .children
            .iter()
            .map(|&c| node_value(tree, c, &tree.step(at, c), Some(pos)))
            .collect();
        let score = node
            .score
            .map(|s| Score::cp(s).from_node_at(i32::from(node.ply)));
        json!({
            "move": mv,
            "null_move": node.null,
            "ply": node.ply,
            "draft": node.draft,
            "alpha": node.alpha,
            "beta": node.beta,
            "static_eval": node.static_eval,
            "score": score.map(score_json),
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
            "fen": shakmaty::fen::Fen::from_position(pos, shakmaty::EnPassantMode::Legal)
                .to_string(),
            "children": children,
        })
    }

    fn recorded(fen: &str, depth: u32, budget: usize) -> (Node, SearchTree) {
        let pos: Chess = kibitzer::game::parse_fen(fen).unwrap();
        let mut search = Search::new(SearchOptions {
            hash_mb: 1,
            ..SearchOptions::default()
        });
        let history = History::from_board(pos.board());
        let (_, tree) = search.explain(&pos, history, &Limits::depth(depth), budget);
        (Node::new(pos, history), tree)
    }

    /// Streamed bytes equal the whole value printed, on trees with mates, null moves, cut
    /// nodes, quiescence and a budget cut.
    #[test]
    fn streamed_json_equals_the_whole_value() {
        for (fen, depth, budget) in [
            ("k7/8/2K5/8/8/8/8/7R w - - 0 1", 3, 1_000_000),
            (
                "r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4",
                4,
                3_000,
            ),
            ("8/8/8/8/8/8/8/K1k5 b - - 0 1", 2, 1_000_000),
        ] {
            let (pos, tree) = recorded(fen, depth, budget);
            let mut bytes = Vec::new();
            write_node(&mut bytes, &tree, 0, &pos, None).unwrap();
            let whole = node_value(&tree, 0, &pos, None);
            assert_eq!(String::from_utf8(bytes.clone()).unwrap(), whole.to_string());
            let parsed: Value = serde_json::from_slice(&bytes).unwrap();
            assert_eq!(parsed, whole, "{fen}");
        }
    }
}
