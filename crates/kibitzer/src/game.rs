//! [`Game`]: a game as a tree of moves. Nodes live in an arena and are named by [`NodeId`];
//! each holds the move that led to it (a [`Step`]: a move, or a null move `--`, with its SAN), the position and the Stanback history
//! facts after it, its [`Annotation`] (comments, NAGs, `[%eval]`/`[%clk]`/... kept verbatim)
//! and its children, main line first. The game also owns its [`Headers`] (in file order), its
//! [`GameResult`], the shown node, and an undo/redo stack of edits.
//!
//! Nothing is ever truncated: [`Game::play`] enters the child with that move or adds a new
//! variation; going back is navigation. Edits ([`Game::promote`], [`Game::promote_to_main_line`],
//! [`Game::delete`], [`Game::add_line`], [`Game::set_annotation`], [`Game::set_comment`],
//! [`Game::set_glyph`], [`Game::clear_glyphs`], [`Game::set_eval`], and the
//! variations `play` adds) are undoable with [`Game::undo`] and [`Game::redo`] (the last
//! [`UNDO_LEVELS`] of them).
//!
//! The API by use:
//! * Reading the tree: [`Game::node`] ([`Node::san`], [`Node::step`], [`Node::mv`], [`Node::position`], [`Node::history`],
//!   [`Node::annotation`], [`Node::children`], [`Node::parent`], [`Node::next`]),
//!   [`Game::current`], [`Game::line`] (root to the end of the current line),
//!   [`Game::main_line`], [`Game::path_to`], [`Game::siblings`], [`Game::ply`],
//!   [`Game::san_line`], [`Game::eval`] (a node's `[%eval]`, for the evaluation graph).
//! * Moving: [`Game::play`], [`Game::back`], [`Game::forward`], [`Game::go_to_start`],
//!   [`Game::go_to_end`], [`Game::go_to`], [`Game::go_to_ply`], [`Game::select`] (which
//!   continuation forward follows at a branch).
//! * The shown position for the search: [`Game::position`], [`Game::history`],
//!   [`Game::hashes_before`], [`Game::fen`], [`Game::since_null_move`] (a null move cuts the
//!   chain of moves an engine and the repetition history follow).
//! * The game: [`Game::headers`], [`Game::headers_mut`], [`Game::result`], [`Game::root`].
//! * A position set up by hand (a board editor's `Setup`): [`check_setup`] plays it or says
//!   why not ([`SetupProblem`]).
//!
//! ```
//! use kibitzer::game::{Game, NodeId};
//! use shakmaty::{Position, san::San};
//!
//! let mut game = Game::default();
//! let mv = |game: &Game, san: &str| san.parse::<San>().unwrap().to_move(game.position()).unwrap();
//! for san in ["e4", "e5", "Nf3"] {
//!     game.play(mv(&game, san));
//! }
//! // Go back two plies and try another move: a variation, the main line is kept.
//! game.back();
//! game.back();
//! let c5 = game.play(mv(&game, "c5"));
//! assert_eq!(game.san_line(&game.main_line()), ["e4", "e5", "Nf3"]);
//! assert_eq!(game.san_line(&game.line()), ["e4", "c5"]);
//! let e4 = game.node(c5).parent().unwrap();
//! assert_eq!(game.node(e4).children().len(), 2);
//!
//! // Edits are undoable: promote c5 to the main line, then take it back.
//! assert!(game.promote_to_main_line(c5));
//! assert_eq!(game.san_line(&game.main_line()), ["e4", "c5"]);
//! assert!(game.undo());
//! assert_eq!(game.san_line(&game.main_line()), ["e4", "e5", "Nf3"]);
//!
//! // Forward follows the continuation last visited (or chosen with `select`).
//! game.go_to(NodeId::ROOT);
//! game.forward();
//! game.forward();
//! assert_eq!(game.current(), c5);
//! game.go_to_end();
//! assert_eq!(game.current(), c5);
//!
//! // Add an engine line as a variation (never replacing anything), and delete it again.
//! let line = [mv(&game, "Nf3")];
//! let last = game.add_line(c5, &line).unwrap();
//! assert!(game.delete(last));
//! assert!(game.undo()); // nothing is ever lost
//! assert!(game.contains(last));
//! ```

mod annotation;
mod annotation_edits;
mod edit;
mod eval_depth;
mod fen;
mod glyph;
mod headers;
mod move_input;
mod navigation;
mod node;
mod setup_check;
mod step;
mod text_order;

pub use annotation::{Annotation, Nag, collapse_whitespace, eval_text};
pub use edit::UNDO_LEVELS;
pub use eval_depth::{NO_MINIMUM_DEPTH, SearchedEval, StatedEval};
pub use fen::{
    FenCounter, FenError, ParsedFen, looks_like_fen, parse_any_fen, parse_fen, read_fen,
};
pub use glyph::{Glyph, GlyphKind, UnknownGlyph};
pub use headers::{GameResult, Headers};
pub use move_input::{MoveInputError, completions, parse_typed_move};
pub use node::{Node, NodeId, Played};
pub use setup_check::{SetupProblem, castling_letter, castling_squares, check_setup};
pub use step::{NullMoveError, Step, after_null_move};
pub use text_order::TextStep;

use shakmaty::fen::Fen;
use shakmaty::san::SanPlus;
use shakmaty::{Chess, Move, Position};

use crate::History;
use crate::Score;

/// A game tree, its headers and result, the shown node, and the edits that can be undone.
#[derive(Clone, Debug)]
pub struct Game {
    nodes: Vec<Node>,
    current: NodeId,
    headers: Headers,
    result: GameResult,
    undo: Vec<edit::UndoEntry>,
    redo: Vec<edit::UndoEntry>,
}

impl Default for Game {
    fn default() -> Game {
        Game::from_position(Chess::default(), History::default())
    }
}

impl Game {
    /// A game from `root` with known history facts.
    pub fn from_position(root: Chess, history: History) -> Game {
        Game {
            nodes: vec![Node::new(None, None, root, history)],
            current: NodeId::ROOT,
            headers: Headers::default(),
            result: GameResult::Unknown,
            undo: Vec::new(),
            redo: Vec::new(),
        }
    }

    /// A game from a FEN; the history facts come from the board (spec 2.5 fallback rules).
    pub fn from_fen(fen: &str) -> Result<Game, FenError> {
        let pos = parse_fen(fen)?;
        let history = History::from_board(pos.board());
        Ok(Game::from_position(pos, history))
    }

    /// The node `id`. Panics if `id` is not of this game (an id is only ever made by the game
    /// it names a node of; the methods taking an id say what they do with a deleted one).
    pub fn node(&self, id: NodeId) -> &Node {
        &self.nodes[id.index()]
    }

    /// The shown node.
    pub fn current(&self) -> NodeId {
        self.current
    }

    /// The shown position.
    pub fn position(&self) -> &Chess {
        &self.node(self.current).position
    }

    /// The history facts of the shown position.
    pub fn history(&self) -> History {
        self.node(self.current).history
    }

    /// The starting position.
    pub fn root(&self) -> &Chess {
        &self.node(NodeId::ROOT).position
    }

    /// The FEN of the shown position.
    pub fn fen(&self) -> String {
        Fen::from_position(self.position(), shakmaty::EnPassantMode::Legal).to_string()
    }

    /// The tag pairs.
    pub fn headers(&self) -> &Headers {
        &self.headers
    }

    /// The tag pairs, to change.
    pub fn headers_mut(&mut self) -> &mut Headers {
        &mut self.headers
    }

    /// How the game ended.
    pub fn result(&self) -> GameResult {
        self.result
    }

    /// Sets how the game ended (and the `Result` tag, if the game has one).
    pub fn set_result(&mut self, result: GameResult) {
        self.result = result;
        if self.headers.get("Result").is_some() {
            self.headers.set("Result", &result.to_string());
        }
    }

    /// Whether `id` is a node of this game that is in the tree (not deleted).
    pub fn contains(&self, id: NodeId) -> bool {
        let mut at = id;
        if at.index() >= self.nodes.len() {
            return false;
        }
        while let Some(parent) = self.node(at).parent {
            if !self.node(parent).children.contains(&at) {
                return false;
            }
            at = parent;
        }
        true
    }

    /// How many moves lead from the root to `id`.
    pub fn ply(&self, id: NodeId) -> usize {
        self.path_to(id).len() - 1
    }

    /// The `[%eval]` of `id` (from the file or set by [`Game::set_eval`]) as a score from
    /// White's point of view: what an evaluation graph shows.
    pub fn eval(&self, id: NodeId) -> Option<Score> {
        let node = self.node(id);
        node.annotation.eval(node.position.turn())
    }

    /// The `[%eval]` of `id` with the depth it states, if it states one.
    pub fn stated_eval(&self, id: NodeId) -> Option<StatedEval> {
        let node = self.node(id);
        node.annotation.stated_eval(node.position.turn())
    }

    /// The full-move number of the move that led to `id` and the side that played it, as
    /// PGN numbers it (`12.` for White, `12...` for Black); `None` for the root.
    pub fn move_number(&self, id: NodeId) -> Option<(u32, shakmaty::Color)> {
        let before = &self.node(self.node(id).parent?).position;
        Some((before.fullmoves().get(), before.turn()))
    }

    /// The SANs of the moves of `line` (its root, if any, has none).
    pub fn san_line(&self, line: &[NodeId]) -> Vec<String> {
        line.iter()
            .filter_map(|&id| self.node(id).san().map(str::to_owned))
            .collect()
    }

    /// Hashes of the positions before the shown one on its path, oldest first (for
    /// repetition draws in the search), from the position after the last null move on it.
    pub fn hashes_before(&self) -> Vec<u64> {
        let path = self.since_null_move(self.current);
        path[..path.len() - 1]
            .iter()
            .map(|&id| crate::search::hash_of(&self.node(id).position))
            .collect()
    }

    /// The shown ply on the current line (0 = root).
    pub fn cursor(&self) -> usize {
        self.ply(self.current)
    }

    /// The moves and null moves of the current line ([`Game::line`]), from the root.
    pub fn moves(&self) -> Vec<Step> {
        self.line()
            .iter()
            .filter_map(|&id| self.node(id).step())
            .collect()
    }

    /// The SANs of the current line ([`Game::line`]), from the root.
    pub fn san_moves(&self) -> Vec<String> {
        self.san_line(&self.line())
    }

    /// The position after `ply` plies of the current line.
    pub fn position_at(&self, ply: usize) -> Option<&Chess> {
        self.line().get(ply).map(|&id| &self.node(id).position)
    }

    /// Adds `mv` (legal at `parent`) as `parent`'s last child, without recording an edit: for
    /// building a game (the PGN reader); returns the new node.
    pub fn push_child(&mut self, parent: NodeId, mv: Move) -> NodeId {
        let id = self.new_node(parent, mv);
        self.nodes[parent.index()].children.push(id);
        id
    }

    /// Adds a null move at `parent` as its last child, without recording an edit (for
    /// building a game); refused when the side to move at `parent` is in check.
    pub fn push_null_move(&mut self, parent: NodeId) -> Result<NodeId, NullMoveError> {
        let before = self.node(parent);
        let position = after_null_move(&before.position)?;
        let played = Played {
            step: Step::Null,
            san: "--".to_owned(),
        };
        let node = Node::new(Some(parent), Some(played), position, before.history);
        let id = self.push_node(node);
        self.nodes[parent.index()].children.push(id);
        Ok(id)
    }

    /// The annotation of `id`, to change without recording an edit (for building a game).
    pub fn annotation_mut(&mut self, id: NodeId) -> &mut Annotation {
        &mut self.nodes[id.index()].annotation
    }

    /// A detached node for `mv` played at `parent`.
    fn new_node(&mut self, parent: NodeId, mv: Move) -> NodeId {
        let before = self.node(parent);
        let san = SanPlus::from_move(before.position.clone(), mv).to_string();
        let mut position = before.position.clone();
        position.play_unchecked(mv);
        let history = before
            .history
            .after(before.position.board(), &mv, position.board());
        let played = Played {
            step: Step::Move(mv),
            san,
        };
        self.push_node(Node::new(Some(parent), Some(played), position, history))
    }

    /// Puts `node` in the arena (detached); returns its id.
    fn push_node(&mut self, node: Node) -> NodeId {
        let id = NodeId(u32::try_from(self.nodes.len()).expect("fewer than 2^32 nodes"));
        self.nodes.push(node);
        id
    }
}

#[cfg(test)]
mod tests;
