//! [`CommentEditor`]: the one-line editor of the comment after the shown move (at the start:
//! the game's comment before the first move), prefilled with the comment there. Its keys edit
//! the line (the command line's [`CommandLine`] editor); Enter hands the text to the router as
//! a [`CommentOutcome`], which saves it as the game's undoable edit.

use kibitzer::game::{Game, NodeId};

use crate::command_line::line::CommandLine;
use crate::mode::CommentAction;

/// The open comment editor.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CommentEditor {
    /// The node whose comment is edited.
    node: NodeId,
    /// Where the comment stands, for the prompt: `after 12...Nf6`, `before the first move`.
    place: String,
    /// The text and its cursor.
    line: CommandLine,
}

/// What a key of the comment editor asks of the workstation.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CommentOutcome {
    /// It stays open.
    Open,
    /// It closes, the comment unchanged.
    Closed,
    /// The workstation quits (Ctrl-C).
    Quit,
    /// It closes and `node`'s comment becomes `text` (empty: deleted).
    Save {
        /// The node whose comment it is.
        node: NodeId,
        /// The comment.
        text: String,
    },
}

impl CommentEditor {
    /// The editor of the comment after `game`'s shown move, holding that comment.
    pub fn open(game: &Game) -> CommentEditor {
        let node = game.current();
        CommentEditor {
            node,
            place: place(game, node),
            line: CommandLine::with_text(&game.node(node).annotation().comment()),
        }
    }

    /// The node whose comment is edited.
    pub fn node(&self) -> NodeId {
        self.node
    }

    /// `after 12...Nf6` or `before the first move`.
    pub fn place(&self) -> &str {
        &self.place
    }

    /// The text and its cursor.
    pub fn line(&self) -> &CommandLine {
        &self.line
    }

    /// A key of the editor.
    pub fn key(&mut self, action: CommentAction) -> CommentOutcome {
        match action {
            CommentAction::Save => {
                return CommentOutcome::Save {
                    node: self.node,
                    text: self.line.trim().to_owned(),
                };
            }
            CommentAction::Cancel => return CommentOutcome::Closed,
            CommentAction::Quit => return CommentOutcome::Quit,
            CommentAction::DeleteBack => {
                self.line.delete_back();
            }
            CommentAction::DeleteForward => self.line.delete_forward(),
            CommentAction::DeleteWord => self.line.delete_word(),
            CommentAction::DeleteToStart => self.line.delete_to_start(),
            CommentAction::CursorLeft => self.line.move_cursor(-1),
            CommentAction::CursorRight => self.line.move_cursor(1),
            CommentAction::CursorStart => self.line.cursor_to_end(false),
            CommentAction::CursorEnd => self.line.cursor_to_end(true),
        }
        CommentOutcome::Open
    }

    /// A character typed: text at the cursor, never a command. Control characters are not
    /// taken (a comment is one line).
    pub fn text(&mut self, c: char) {
        if !c.is_control() {
            self.line.insert(c);
        }
    }
}

/// `after 12...Nf6` (the move's number and SAN), or `before the first move` for the root.
pub fn place(game: &Game, node: NodeId) -> String {
    move_name(game, node).map_or_else(
        || "before the first move".to_owned(),
        |name| format!("after {name}"),
    )
}

/// `12.Nf6` or `12...Nf6`: the move of `node` with its number (none for the root).
pub fn move_name(game: &Game, node: NodeId) -> Option<String> {
    let san = game.node(node).san()?;
    Some(match game.move_number(node)? {
        (number, shakmaty::Color::White) => format!("{number}.{san}"),
        (number, shakmaty::Color::Black) => format!("{number}...{san}"),
    })
}

#[cfg(test)]
mod tests {
    use super::{CommentEditor, CommentOutcome};
    use crate::mode::CommentAction;
    use kibitzer::pgn::read_pgn;

    #[test]
    fn opens_on_the_comment_and_saves_the_edited_text() {
        let mut game = read_pgn("1. e4 { best by test } e5 *").unwrap();
        game.go_to(game.main_line()[1]);
        let mut editor = CommentEditor::open(&game);
        assert_eq!(editor.place(), "after 1.e4");
        assert_eq!(&**editor.line(), "best by test");
        editor.key(CommentAction::CursorStart);
        editor.key(CommentAction::DeleteForward);
        editor.text('B');
        editor.text('\n');
        editor.key(CommentAction::CursorEnd);
        editor.key(CommentAction::DeleteBack);
        assert_eq!(
            editor.key(CommentAction::Save),
            CommentOutcome::Save {
                node: game.main_line()[1],
                text: "Best by tes".to_owned()
            }
        );
        assert_eq!(editor.key(CommentAction::Cancel), CommentOutcome::Closed);
    }
}
