//! The modes the keys work in ([`Mode`]), the typed action of a key in each ([`Action`]), and
//! the shape of a mode's table of actions ([`ModeAction`], [`Binding`]) from which the keymap,
//! the help screen and the status-bar hints are all made.

pub use crate::bestfirst::actions::BestFirstAction;
pub use crate::board::actions::BoardAction;
pub use crate::board::promotion_actions::PromotionAction;
pub use crate::board_editor::actions::BoardEditorAction;
pub use crate::command_line::actions::CommandAction;
pub use crate::comments::actions::{CommentAction, GlyphAction};
pub use crate::compare::actions::CompareAction;
pub use crate::explorer::actions::ExplorerAction;
pub use crate::game_list::actions::GameListAction;
pub use crate::help::actions::HelpAction;
pub use crate::learn::actions::LearnAction;
pub use crate::move_box::actions::MoveBoxAction;
pub use crate::search_tree::actions::TreeAction;

/// Where keys go. The command line, the move box, the game list and the help take every key; the tree
/// explorer, best-first mode and the Compare pane take theirs and leave the rest to the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Mode {
    /// The board and the panes around it: the workstation's own keys.
    Board,
    /// The command line (`:`), which takes text.
    CommandLine,
    /// The move box (`i`, or a piece letter), which takes text.
    MoveBox,
    /// The list of a file's games, whose search takes text.
    GameList,
    /// The help overlay.
    Help,
    /// The search tree explorer (`t`).
    Tree,
    /// Best-first mode (`b`).
    BestFirst,
    /// The Compare pane (`w`).
    Compare,
    /// The promotion picker (a pawn moved to the last rank).
    Promotion,
    /// Learning from the reviewed mistakes (`D`).
    Learn,
    /// The comment editor (`c`), which takes text.
    Comment,
    /// The glyph picker (`!`).
    Glyphs,
    /// The board editor (`E`, `:setup`), which takes every key.
    BoardEditor,
    /// The Explorer pane (`X`): the games database's moves from the shown position.
    Explorer,
}

impl Mode {
    /// Every mode, in the order the help screen shows them.
    pub const ALL: [Mode; 14] = [
        Mode::Board,
        Mode::Tree,
        Mode::BestFirst,
        Mode::Compare,
        Mode::Learn,
        Mode::Explorer,
        Mode::Promotion,
        Mode::MoveBox,
        Mode::Comment,
        Mode::Glyphs,
        Mode::BoardEditor,
        Mode::CommandLine,
        Mode::GameList,
        Mode::Help,
    ];

    /// Its name in a keymap (`[keys.board]` in the config).
    pub const fn name(self) -> &'static str {
        match self {
            Mode::Board => "board",
            Mode::CommandLine => "command_line",
            Mode::MoveBox => "move_box",
            Mode::GameList => "game_list",
            Mode::Help => "help",
            Mode::Tree => "tree",
            Mode::BestFirst => "best_first",
            Mode::Compare => "compare",
            Mode::Promotion => "promotion",
            Mode::Learn => "learn",
            Mode::Comment => "comment",
            Mode::Glyphs => "glyphs",
            Mode::BoardEditor => "board_editor",
            Mode::Explorer => "explorer",
        }
    }

    /// The mode named `name` (`normal` is another name of `board`).
    pub fn named(name: &str) -> Option<Mode> {
        if name == "normal" {
            return Some(Mode::Board);
        }
        Mode::ALL.into_iter().find(|m| m.name() == name)
    }

    /// Its heading on the help screen.
    pub const fn title(self) -> &'static str {
        match self {
            Mode::Board => "Board and panes",
            Mode::CommandLine => "Command line",
            Mode::MoveBox => "Move box",
            Mode::GameList => "Game list",
            Mode::Help => "Help",
            Mode::Tree => "Search tree explorer",
            Mode::BestFirst => "Best-first mode",
            Mode::Compare => "Compare pane",
            Mode::Promotion => "Promotion picker",
            Mode::Learn => "Learning from mistakes",
            Mode::Comment => "Comment editor",
            Mode::Glyphs => "Glyph picker",
            Mode::BoardEditor => "Board editor",
            Mode::Explorer => "Explorer",
        }
    }

    /// Whether keys without a binding are text in this mode.
    pub const fn takes_text(self) -> bool {
        matches!(
            self,
            Mode::CommandLine | Mode::MoveBox | Mode::GameList | Mode::Comment
        )
    }
}

/// What a key means, in the mode it was pressed in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Action {
    /// A key of the board.
    Board(BoardAction),
    /// A key of the command line.
    CommandLine(CommandAction),
    /// A key of the move box.
    MoveBox(MoveBoxAction),
    /// A key of the game list.
    GameList(GameListAction),
    /// A key of the help.
    Help(HelpAction),
    /// A key of the search tree explorer.
    Tree(TreeAction),
    /// A key of best-first mode.
    BestFirst(BestFirstAction),
    /// A key of the Compare pane.
    Compare(CompareAction),
    /// A key of the promotion picker.
    Promotion(PromotionAction),
    /// A key while learning from mistakes.
    Learn(LearnAction),
    /// A key of the comment editor.
    Comment(CommentAction),
    /// A key of the glyph picker.
    Glyph(GlyphAction),
    /// A key of the board editor.
    BoardEditor(BoardEditorAction),
    /// A key of the Explorer pane.
    Explorer(ExplorerAction),
}

/// One row of a mode's table: an action, its stable name, its default keys, what it does.
#[derive(Clone, Copy, Debug)]
pub struct Binding<A: 'static> {
    /// The action.
    pub action: A,
    /// Its name in a keymap: `snake_case`, stable.
    pub name: &'static str,
    /// Its default keys, as a keymap names them (`"ctrl-z"`, `"pageup"`, `"A"`).
    pub keys: &'static [&'static str],
    /// One line for the help screen.
    pub description: &'static str,
    /// Its word in the status-bar hints of the mode, if it has one there.
    pub hint: Option<&'static str>,
}

/// The actions of one mode: a closed set with a table.
pub trait ModeAction: Copy + Eq + std::fmt::Debug + 'static {
    /// The mode whose actions these are.
    const MODE: Mode;
    /// Every action with its name, default keys and description, in help order.
    const TABLE: &'static [Binding<Self>];

    /// The action in the mode's `Action`.
    fn in_mode(self) -> Action;

    /// Its row of the table.
    fn binding(self) -> Option<&'static Binding<Self>> {
        Self::TABLE.iter().find(|b| b.action == self)
    }
}

/// A table row (a shorter way to write the tables).
pub(crate) const fn bind<A>(
    action: A,
    name: &'static str,
    keys: &'static [&'static str],
    description: &'static str,
) -> Binding<A> {
    Binding {
        action,
        name,
        keys,
        description,
        hint: None,
    }
}

/// A table row with a status-bar hint.
pub(crate) const fn hinted<A: Copy>(
    action: A,
    name: &'static str,
    keys: &'static [&'static str],
    description: &'static str,
    hint: &'static str,
) -> Binding<A> {
    Binding {
        hint: Some(hint),
        ..bind(action, name, keys, description)
    }
}
