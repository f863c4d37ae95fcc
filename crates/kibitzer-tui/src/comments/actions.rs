//! The comment editor's and the glyph picker's actions and their tables. In the comment
//! editor, keys without a binding type text.

use kibitzer::game::Glyph;

use crate::mode::{Action, Binding, Mode, ModeAction, bind};

/// What a key does while the comment editor is open.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CommentAction {
    /// Save the comment (empty: delete it).
    Save,
    /// Close without saving.
    Cancel,
    /// Delete the character before the cursor.
    DeleteBack,
    /// Delete the character under the cursor.
    DeleteForward,
    /// Delete the word before the cursor.
    DeleteWord,
    /// Delete everything before the cursor.
    DeleteToStart,
    /// The cursor one character left.
    CursorLeft,
    /// The cursor one character right.
    CursorRight,
    /// The cursor to the start.
    CursorStart,
    /// The cursor to the end.
    CursorEnd,
    /// Quit the workstation (as from the command line).
    Quit,
}

impl ModeAction for CommentAction {
    const MODE: Mode = Mode::Comment;
    const TABLE: &'static [Binding<Self>] = &[
        bind(
            CommentAction::Save,
            "save",
            &["enter"],
            "save the comment (empty: delete it)",
        ),
        bind(
            CommentAction::Cancel,
            "cancel",
            &["esc"],
            "close, the comment unchanged",
        ),
        bind(
            CommentAction::DeleteBack,
            "delete_back",
            &["backspace"],
            "delete the character before the cursor",
        ),
        bind(
            CommentAction::DeleteForward,
            "delete_forward",
            &["delete"],
            "delete the character under the cursor",
        ),
        bind(
            CommentAction::DeleteWord,
            "delete_word",
            &["ctrl-w"],
            "delete the word before the cursor",
        ),
        bind(
            CommentAction::DeleteToStart,
            "delete_to_start",
            &["ctrl-u"],
            "delete everything before the cursor",
        ),
        bind(
            CommentAction::CursorLeft,
            "cursor_left",
            &["left"],
            "the cursor one character left",
        ),
        bind(
            CommentAction::CursorRight,
            "cursor_right",
            &["right"],
            "the cursor one character right",
        ),
        bind(
            CommentAction::CursorStart,
            "cursor_start",
            &["home", "ctrl-a"],
            "the cursor to the start",
        ),
        bind(
            CommentAction::CursorEnd,
            "cursor_end",
            &["end", "ctrl-e"],
            "the cursor to the end",
        ),
        bind(CommentAction::Quit, "quit", &["ctrl-c"], "quit"),
    ];

    fn in_mode(self) -> Action {
        Action::Comment(self)
    }
}

/// What a key does while the glyph picker is open.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GlyphAction {
    /// Put this glyph on the move (again: take it off).
    Set(Glyph),
    /// Take the move's glyphs off.
    Clear,
    /// Close, the glyphs unchanged.
    Cancel,
}

impl ModeAction for GlyphAction {
    const MODE: Mode = Mode::Glyphs;
    const TABLE: &'static [Binding<Self>] = &[
        bind(GlyphAction::Set(Glyph::Good), "good", &["1"], "! good move"),
        bind(
            GlyphAction::Set(Glyph::Mistake),
            "mistake",
            &["2"],
            "? mistake",
        ),
        bind(
            GlyphAction::Set(Glyph::Brilliant),
            "brilliant",
            &["3"],
            "!! brilliant move",
        ),
        bind(
            GlyphAction::Set(Glyph::Blunder),
            "blunder",
            &["4"],
            "?? blunder",
        ),
        bind(
            GlyphAction::Set(Glyph::Interesting),
            "interesting",
            &["5"],
            "!? interesting move",
        ),
        bind(
            GlyphAction::Set(Glyph::Dubious),
            "dubious",
            &["6"],
            "?! dubious move",
        ),
        bind(
            GlyphAction::Set(Glyph::Equal),
            "equal",
            &["="],
            "= equal position",
        ),
        bind(
            GlyphAction::Set(Glyph::WhiteSlightlyBetter),
            "white_slightly_better",
            &["w"],
            "+= White is slightly better",
        ),
        bind(
            GlyphAction::Set(Glyph::BlackSlightlyBetter),
            "black_slightly_better",
            &["b"],
            "=+ Black is slightly better",
        ),
        bind(
            GlyphAction::Set(Glyph::WhiteBetter),
            "white_better",
            &["W"],
            "± White is better",
        ),
        bind(
            GlyphAction::Set(Glyph::BlackBetter),
            "black_better",
            &["B"],
            "∓ Black is better",
        ),
        bind(
            GlyphAction::Set(Glyph::WhiteWinning),
            "white_winning",
            &["+"],
            "+- White is winning",
        ),
        bind(
            GlyphAction::Set(Glyph::BlackWinning),
            "black_winning",
            &["-"],
            "-+ Black is winning",
        ),
        bind(
            GlyphAction::Clear,
            "clear",
            &["x", "backspace", "delete"],
            "take the move's glyphs off",
        ),
        bind(
            GlyphAction::Cancel,
            "cancel",
            &["esc"],
            "close, the glyphs unchanged",
        ),
    ];

    fn in_mode(self) -> Action {
        Action::Glyph(self)
    }
}
