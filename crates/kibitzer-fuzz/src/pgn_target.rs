//! The `pgn` target: every game of a PGN text that reads is written as text that the index
//! sees as one game and that reads back to the same tree (moves, variations in order,
//! comments, NAGs and annotations, result, every tag with its value, line breaks as spaces;
//! the writer completes the Seven Tag Roster), and writing that is the same text again
//! (write, read, write is a fixed point). Reading never panics, whatever the nesting.

use super::{PropertyViolation, Target, ensure};
use kibitzer::game::{Annotation, Game, NodeId, Step};
use kibitzer::pgn::{PgnIndex, read_games, read_pgn, write_game};

/// The target.
pub const TARGET: Target = Target {
    name: "pgn",
    dictionary: &[
        "{",
        "}",
        "(",
        ")",
        ";",
        "%",
        "[",
        "]",
        "\"",
        "\\",
        "$",
        "$1",
        "$255",
        "$256",
        "!",
        "?",
        "!!",
        "*",
        ".",
        "...",
        "\n",
        "\r\n",
        "\n\n",
        " ",
        "1-0",
        "0-1",
        "1/2-1/2",
        "e4",
        "Nf3",
        "O-O",
        "exd5",
        "e8=Q",
        "{ c }",
        "( ",
        "; x\n",
        "[Event \"e\"]\n",
        "[FEN \"",
        "[SetUp \"1\"]",
        "[%eval 0.5]",
        "[%clk 0:01:00]",
        "%escape\n",
        "\u{feff}",
        "1.",
        "12...",
        "--",
        "Z0",
    ],
    run,
};

/// One node of a tree in preorder: its move, annotation and number of children.
type Shape = Vec<(Option<Step>, Annotation, usize)>;

/// The tree of `game` in preorder, walked without recursion.
fn shape(game: &Game) -> Shape {
    let mut out = Vec::new();
    let mut stack = vec![NodeId::ROOT];
    while let Some(id) = stack.pop() {
        let node = game.node(id);
        out.push((
            node.step(),
            node.annotation().clone(),
            node.children().len(),
        ));
        stack.extend(node.children().iter().rev());
    }
    out
}

fn run(input: &[u8]) -> Result<(), PropertyViolation> {
    let text = String::from_utf8_lossy(input);
    let (games, _) = read_games(&text);
    for game in &games {
        let written = write_game(game);
        let entries = PgnIndex::scan(&written).entries().len();
        ensure(entries == 1, || {
            format!("the written game is {entries} games to the index:\n{written}")
        })?;
        let again = read_pgn(&written)
            .map_err(|e| PropertyViolation(format!("the written game fails: {e}\n{written}")))?;
        let rewritten = write_game(&again);
        ensure(rewritten == written, || {
            format!("writing is not a fixed point:\n{written}\nthen\n{rewritten}")
        })?;
        let (before, after) = (shape(game), shape(&again));
        if let Some(node) =
            (0..before.len().max(after.len())).find(|&i| before.get(i) != after.get(i))
        {
            return Err(PropertyViolation(format!(
                "the written game reads as another tree: node {node} was {:?}, is {:?}\n{written}",
                before.get(node),
                after.get(node)
            )));
        }
        ensure(again.result() == game.result(), || {
            format!(
                "the result {:?} reads back as {:?}:\n{written}",
                game.result(),
                again.result()
            )
        })?;
        // The writer completes the Seven Tag Roster; every tag read is kept with its value (a
        // line break in a value, which a tag cannot hold, is written as a space).
        let lost = game.headers().iter().find(|&(name, value)| {
            again.headers().get(name) != Some(&value.replace(['\n', '\r'], " "))
        });
        ensure(lost.is_none(), || {
            format!("the tag {lost:?} is not written back:\n{written}")
        })?;
    }
    Ok(())
}
