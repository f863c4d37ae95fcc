//! Where the Moves pane puts its parts ([`MovesAreas`]: the text, the variation picker at a
//! branch, the evaluation graph) and the continuations the picker lists ([`choices`]); the
//! view draws them and the mouse finds what was clicked from the same areas.

use ratatui::layout::Rect;
use shakmaty::Position;

use kibitzer::game::Game;

/// Where the Moves pane puts its parts: the text, the variation picker (only at a branch)
/// and the evaluation graph with its label (when there is room).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MovesAreas {
    /// The game's text.
    pub text: Rect,
    /// The continuations to choose from at a branch.
    pub choices: Option<Rect>,
    /// The evaluation label and graph: two rows, a third of a pane of [`GRAPH_TALL`] rows.
    pub graph: Option<Rect>,
}

/// The height of a Moves pane (borders included) from which the evaluation graph takes a
/// third of it.
pub const GRAPH_TALL: u16 = 15;

/// The rows of the graph (its label included) while a review is shown: four rows of bars,
/// so that the marked moves' bars and glyphs show even on an 80x24 terminal.
pub const GRAPH_REVIEWED: u16 = 5;

impl MovesAreas {
    /// The parts of the pane `pane` (borders included) of `game`; `reviewed`: a review's marks
    /// are to be drawn, which needs a graph of [`GRAPH_REVIEWED`] rows at least.
    pub fn new(pane: Rect, game: &Game, reviewed: bool) -> MovesAreas {
        let inner = Rect {
            x: pane.x + 1,
            y: pane.y + 1,
            width: pane.width.saturating_sub(2),
            height: pane.height.saturating_sub(2),
        };
        let mut text = inner;
        let take = |text: &mut Rect, rows: u16| {
            text.height -= rows;
            Rect {
                y: text.y + text.height,
                height: rows,
                ..*text
            }
        };
        // A tall pane gives the graph a third of itself; a short one a label and one row.
        let graph_rows = if pane.height >= GRAPH_TALL {
            pane.height.div_ceil(3)
        } else {
            2
        };
        // A review's marks need bars of two rows each side of zero; the moves keep three rows.
        let graph_rows = if reviewed && inner.height >= GRAPH_REVIEWED + 3 {
            graph_rows.max(GRAPH_REVIEWED)
        } else {
            graph_rows
        };
        let graph = (text.height > graph_rows).then(|| take(&mut text, graph_rows));
        let branch = game.node(game.current()).children().len() > 1;
        let choices = (branch && text.height >= 2).then(|| take(&mut text, 1));
        MovesAreas {
            text,
            choices,
            graph,
        }
    }
}

/// The continuations of the shown node (its first with the move number), and which one
/// forward follows.
pub fn choices(game: &Game) -> Vec<(String, bool)> {
    let node = game.node(game.current());
    let position = node.position();
    let number = position.fullmoves().get();
    let prefix = if position.turn().is_white() {
        format!("{number}.")
    } else {
        format!("{number}...")
    };
    node.children()
        .iter()
        .enumerate()
        .map(|(i, &child)| {
            let san = game.node(child).san().unwrap_or("");
            let text = if i == 0 {
                format!("{prefix}{san}")
            } else {
                san.to_owned()
            };
            (text, node.next() == Some(child))
        })
        .collect()
}
