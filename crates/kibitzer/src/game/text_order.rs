//! [`TextStep`] and [`Game::text_order`]: the game tree in the order PGN (and the Moves pane)
//! writes it: each move, and after a move with other continuations, each of them as a
//! variation in parentheses before the line goes on. Walked with a stack of its own, so
//! variations nested any deep cannot overflow the call stack.

use super::Game;
use super::node::NodeId;

/// One step of the text order.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TextStep {
    /// A move (a node).
    Move(NodeId),
    /// A variation opens; its first move is the node given (a [`TextStep::Move`] follows).
    Open(NodeId),
    /// The innermost open variation closes.
    Close,
}

/// What is left to walk.
enum Todo {
    /// The continuation after a node.
    Line(NodeId),
    /// A variation starting with a node.
    Variation(NodeId),
    /// The end of a variation.
    Close,
}

impl Game {
    /// Calls `visit` with every step of the text after `from`: its first continuation, the
    /// others as variations, then on along the first one.
    pub fn text_order(&self, from: NodeId, mut visit: impl FnMut(TextStep)) {
        let mut todo = vec![Todo::Line(from)];
        while let Some(next) = todo.pop() {
            match next {
                Todo::Line(at) => {
                    let Some((&main, others)) = self.node(at).children().split_first() else {
                        continue;
                    };
                    visit(TextStep::Move(main));
                    todo.push(Todo::Line(main));
                    todo.extend(others.iter().rev().map(|&other| Todo::Variation(other)));
                }
                Todo::Variation(first) => {
                    visit(TextStep::Open(first));
                    visit(TextStep::Move(first));
                    todo.push(Todo::Close);
                    todo.push(Todo::Line(first));
                }
                Todo::Close => visit(TextStep::Close),
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::TextStep;
    use crate::game::{Game, NodeId};
    use crate::pgn::read_pgn;

    fn text(game: &Game) -> String {
        let mut words = Vec::new();
        game.text_order(NodeId::ROOT, |step| {
            words.push(match step {
                TextStep::Move(id) => game.node(id).san().unwrap_or("").to_owned(),
                TextStep::Open(_) => "(".to_owned(),
                TextStep::Close => ")".to_owned(),
            });
        });
        words.join(" ")
    }

    #[test]
    fn variations_come_after_the_move_they_replace_nested_and_in_order() {
        let game = read_pgn("1. e4 (1. d4 d5 (1... Nf6 2. c4)) (1. c4) 1... e5 2. Nf3 *").unwrap();
        assert_eq!(text(&game), "e4 ( d4 d5 ( Nf6 c4 ) ) ( c4 ) e5 Nf3");
    }

    #[test]
    fn nesting_fifty_thousand_deep_walks_without_recursion() {
        let depth = 50_000;
        let mut pgn = "Nf3 Nf6 Ng1 Ng8 Nc3 ( ".repeat(depth);
        pgn.push_str("Nf3");
        pgn.push_str(&" )".repeat(depth));
        pgn.push_str(" *");
        let game = read_pgn(&pgn).unwrap();
        let (mut opened, mut open, mut deepest) = (0, 0, 0);
        game.text_order(NodeId::ROOT, |step| match step {
            TextStep::Open(_) => {
                opened += 1;
                open += 1;
                deepest = deepest.max(open);
            }
            TextStep::Close => open -= 1,
            TextStep::Move(_) => {}
        });
        assert_eq!((opened, open, deepest), (depth, 0, depth));
    }
}
