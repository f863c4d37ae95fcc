//! The `pgn-reader` visitor that builds one [`Game`] tree: headers in order, the root from
//! `SetUp`/`FEN` (refusing other variants and Chess960), moves, null moves (`--`, `Z0`,
//! `0000`; one while in check is refused with its number) and nested variations (also a
//! variation opening another, `( (`), comments before and after moves with their text as
//! written (rest-of-line `;` comments too), NAGs (also before the first move), and the result.

use std::ops::ControlFlow;

use pgn_reader::{KnownOutcome, Outcome, RawComment, RawTag, SanPlus, Skip, Visitor};
use shakmaty::fen::Fen;
use shakmaty::san::San;
use shakmaty::{CastlingMode, Color, Position};

use crate::History;
use crate::game::{Game, GameResult, Headers, Nag, NodeId};

use super::tokens::Scan;

/// Why a game could not be built, and the line (0-based, in the game's text) if known.
#[derive(Debug)]
pub struct Failure {
    /// The line of the move that failed.
    pub line: Option<usize>,
    /// What went wrong.
    pub reason: String,
}

impl Failure {
    fn new(reason: String) -> Failure {
        Failure { line: None, reason }
    }
}

/// Builds one game from its text and the token check's findings.
pub struct Builder<'a> {
    /// The game's text as written (rest-of-line comments are read from it).
    pub text: &'a str,
    /// The token check of `text`: the lines of the moves, the rest-of-line comments.
    pub scan: &'a Scan,
}

/// What an open `(` goes back to at its `)`.
struct Frame {
    back: NodeId,
    variation_start: bool,
    pending: Vec<String>,
}

/// The tree as it is being built.
pub struct Tree {
    game: Game,
    at: NodeId,
    /// What to go back to at each open `)`.
    stack: Vec<Frame>,
    /// Comments after `(` waiting for the variation's first move.
    pending: Vec<String>,
    /// A comment longer than the reader's buffer, being put together.
    partial: String,
    variation_start: bool,
    moves_seen: usize,
    comments_seen: usize,
    result: Option<GameResult>,
}

impl Visitor for Builder<'_> {
    type Tags = Headers;
    type Movetext = Tree;
    type Output = Result<Game, Failure>;

    fn begin_tags(&mut self) -> ControlFlow<Self::Output, Headers> {
        ControlFlow::Continue(Headers::default())
    }

    fn tag(
        &mut self,
        headers: &mut Headers,
        name: &[u8],
        value: RawTag<'_>,
    ) -> ControlFlow<Self::Output> {
        let name = String::from_utf8_lossy(name);
        headers.set(&name, &value.decode_utf8_lossy());
        ControlFlow::Continue(())
    }

    fn begin_movetext(&mut self, headers: Headers) -> ControlFlow<Self::Output, Tree> {
        match root_game(headers) {
            Ok(game) => ControlFlow::Continue(Tree {
                game,
                at: NodeId::ROOT,
                stack: Vec::new(),
                pending: Vec::new(),
                partial: String::new(),
                variation_start: false,
                moves_seen: 0,
                comments_seen: 0,
                result: None,
            }),
            Err(reason) => ControlFlow::Break(Err(Failure::new(reason))),
        }
    }

    fn san(&mut self, tree: &mut Tree, san_plus: SanPlus) -> ControlFlow<Self::Output> {
        let index = tree.moves_seen;
        let line = self.scan.move_lines.get(index).copied();
        tree.moves_seen += 1;
        let position = tree.game.node(tree.at).position();
        let dots = if position.turn() == Color::White {
            "."
        } else {
            "..."
        };
        let number = position.fullmoves();
        let child = match san_plus.san {
            San::Null => tree.game.push_null_move(tree.at).map_err(|e| {
                let written = self
                    .scan
                    .null_moves
                    .get(&index)
                    .map_or("--", |w| w.as_str());
                format!("illegal null move {number}{dots} {written} ({e})")
            }),
            _ => match san_plus.san.to_move(position) {
                Ok(mv) => Ok(tree.game.push_child(tree.at, mv)),
                Err(_) => Err(format!("illegal move {number}{dots} {san_plus}")),
            },
        };
        let child = match child {
            Ok(child) => child,
            Err(reason) => return ControlFlow::Break(Err(Failure { line, reason })),
        };
        tree.game.annotation_mut(child).comments_before = std::mem::take(&mut tree.pending);
        tree.at = child;
        tree.variation_start = false;
        ControlFlow::Continue(())
    }

    /// A glyph belongs to the move before it; one before the first move to the root (as
    /// python-chess keeps it), and one at the start of a variation to the move before it.
    fn nag(&mut self, tree: &mut Tree, nag: pgn_reader::Nag) -> ControlFlow<Self::Output> {
        tree.game.annotation_mut(tree.at).nags.push(Nag(nag.0));
        ControlFlow::Continue(())
    }

    fn partial_comment(
        &mut self,
        tree: &mut Tree,
        comment: RawComment<'_>,
    ) -> ControlFlow<Self::Output> {
        tree.partial
            .push_str(&String::from_utf8_lossy(comment.as_bytes()));
        ControlFlow::Continue(())
    }

    fn comment(&mut self, tree: &mut Tree, comment: RawComment<'_>) -> ControlFlow<Self::Output> {
        let mut raw = std::mem::take(&mut tree.partial);
        raw.push_str(&String::from_utf8_lossy(comment.as_bytes()));
        let found = self.scan.comments.get(tree.comments_seen);
        tree.comments_seen += 1;
        let text = match found {
            // A rest-of-line comment, given to `pgn-reader` as `{}`.
            Some(Some(range)) if raw.is_empty() => comment_text(&self.text[range.clone()]),
            _ => comment_text(&raw),
        };
        if text.is_empty() {
            return ControlFlow::Continue(());
        }
        if tree.variation_start {
            tree.pending.push(text);
        } else {
            tree.game.annotation_mut(tree.at).comments_after.push(text);
        }
        ControlFlow::Continue(())
    }

    /// A `(` goes back one move; one that opens a variation before its first move (`1. e4
    /// ((1. d4) 1. c4)`) is another alternative to the same move.
    fn begin_variation(&mut self, tree: &mut Tree) -> ControlFlow<Self::Output, Skip> {
        if tree.variation_start {
            tree.stack.push(Frame {
                back: tree.at,
                variation_start: true,
                pending: std::mem::take(&mut tree.pending),
            });
            return ControlFlow::Continue(Skip(false));
        }
        let Some(parent) = tree.game.node(tree.at).parent() else {
            let reason = "a variation `(` before the first move".to_owned();
            return ControlFlow::Break(Err(Failure::new(reason)));
        };
        tree.flush_pending();
        tree.stack.push(Frame {
            back: tree.at,
            variation_start: false,
            pending: Vec::new(),
        });
        tree.at = parent;
        tree.variation_start = true;
        ControlFlow::Continue(Skip(false))
    }

    fn end_variation(&mut self, tree: &mut Tree) -> ControlFlow<Self::Output> {
        tree.flush_pending();
        match tree.stack.pop() {
            Some(frame) => {
                tree.at = frame.back;
                tree.variation_start = frame.variation_start;
                tree.pending = frame.pending;
            }
            None => tree.variation_start = false,
        }
        ControlFlow::Continue(())
    }

    /// The result of the game; one inside a variation is ignored (as python-chess does).
    fn outcome(&mut self, tree: &mut Tree, outcome: Outcome) -> ControlFlow<Self::Output> {
        if !tree.stack.is_empty() {
            return ControlFlow::Continue(());
        }
        tree.result = Some(match outcome {
            Outcome::Known(KnownOutcome::Decisive {
                winner: Color::White,
            }) => GameResult::WhiteWins,
            Outcome::Known(KnownOutcome::Decisive {
                winner: Color::Black,
            }) => GameResult::BlackWins,
            Outcome::Known(KnownOutcome::Draw) => GameResult::Draw,
            Outcome::Unknown => GameResult::Unknown,
        });
        ControlFlow::Continue(())
    }

    fn end_game(&mut self, mut tree: Tree) -> Self::Output {
        tree.flush_pending();
        let from_header = tree
            .game
            .headers()
            .get("Result")
            .and_then(|r| r.parse().ok());
        let result = tree.result.or(from_header).unwrap_or_default();
        // The `Result` tag stays as read, also when the movetext's result disagrees.
        let tag = tree.game.headers().get("Result").map(str::to_owned);
        tree.game.set_result(result);
        if let Some(tag) = tag {
            tree.game.headers_mut().set("Result", &tag);
        }
        tree.game.forget_edits();
        tree.game.go_to_end();
        Ok(tree.game)
    }
}

impl Tree {
    /// Comments after `(` with no move after them go after the node they follow.
    fn flush_pending(&mut self) {
        let pending = std::mem::take(&mut self.pending);
        self.game
            .annotation_mut(self.at)
            .comments_after
            .extend(pending);
    }
}

/// A comment's text as written, without the whitespace at its ends and with CRLF line ends
/// (any run of `\r` before a `\n`) as LF.
fn comment_text(raw: &str) -> String {
    let mut text = String::with_capacity(raw.len());
    for (i, line) in raw.trim().lines().enumerate() {
        if i > 0 {
            text.push('\n');
        }
        text.push_str(line);
        let kept = text.trim_end_matches('\r').len();
        text.truncate(kept);
    }
    text
}

/// The empty game the headers describe: standard chess, from the `FEN` if there is one.
fn root_game(headers: Headers) -> Result<Game, String> {
    if let Some(variant) = headers.get("Variant") {
        let standard = ["standard", "chess", "normal", "from position", ""];
        if !standard.contains(&variant.trim().to_lowercase().as_str()) {
            return Err(format!(
                "variant `{variant}` is not supported (standard chess only)"
            ));
        }
    }
    let mut game = match headers.get("FEN") {
        None => Game::default(),
        Some(text) => {
            let fen: Fen = crate::game::read_fen(text)
                .map_err(|e| format!("bad FEN tag `{}`: {e}", super::tokens::quote(text)))?;
            if CastlingMode::detect(fen.as_setup()) == CastlingMode::Chess960 {
                return Err(
                    "Chess960 castling in the FEN is not supported (standard chess only)"
                        .to_owned(),
                );
            }
            if fen.as_setup().pockets.is_some() {
                return Err("a FEN with pockets (crazyhouse) is not supported in PGN".to_owned());
            }
            let position: shakmaty::Chess = fen
                .into_position(CastlingMode::Standard)
                .map_err(|e| format!("bad FEN tag `{}`: {e}", super::tokens::quote(text)))?;
            let history = History::from_board(position.board());
            Game::from_position(position, history)
        }
    };
    *game.headers_mut() = headers;
    Ok(game)
}
