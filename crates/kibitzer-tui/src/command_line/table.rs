//! The command line's commands in one table ([`COMMAND_TABLE`]): each command's name, the
//! synopsis of its arguments, what it does and how Tab completes its argument. The parser's
//! name lookup ([`Command::named`]), the help's command lines ([`command_help`]) and Tab's
//! command names and file arguments are all made from it, as the keys are from their tables
//! in `mode/`.

/// A command of the command line: what `:NAME` runs, whatever name it was given.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Command {
    /// `:fen [FEN]`.
    Fen,
    /// `:setup [FEN]`.
    Setup,
    /// `:move MOVE`.
    Move,
    /// `:pgn FILE`.
    Pgn,
    /// `:save FILE`.
    Save,
    /// `:append FILE`.
    Append,
    /// `:overwrite FILE [N]`.
    Overwrite,
    /// `:save! [FILE [N]]`.
    SaveCollection,
    /// `:promote`.
    Promote,
    /// `:promote!` or `:mainline`.
    PromoteToMainLine,
    /// `:delete`.
    Delete,
    /// `:undo`.
    Undo,
    /// `:redo`.
    Redo,
    /// `:comment [TEXT]`.
    Comment,
    /// `:glyph [G]`.
    Glyph,
    /// `:resume`.
    Resume,
    /// `:depth N`.
    Depth,
    /// `:movetime MS`.
    Movetime,
    /// `:multipv N`.
    Multipv,
    /// `:hash MB`.
    Hash,
    /// `:theme [NAME]`.
    Theme,
    /// `:threads N`.
    Threads,
    /// `:why [MOVE]`.
    Why,
    /// `:annotate`.
    Annotate,
    /// `:learn [white|black]`.
    Learn,
    /// `:explorer`.
    Explorer,
    /// `:counters`.
    Counters,
    /// `:engine ...`.
    Engine,
}

/// What Tab completes after a command's name.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ArgumentCompletion {
    /// Nothing.
    Nothing,
    /// A file's path.
    Path,
}

/// One row of the table.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CommandEntry {
    /// The command it runs.
    pub command: Command,
    /// The name typed after `:`.
    pub name: &'static str,
    /// The arguments, as the help writes them (empty: none).
    pub arguments: &'static str,
    /// What it does.
    pub description: &'static str,
    /// What Tab completes after the name.
    pub completion: ArgumentCompletion,
}

impl CommandEntry {
    /// `:name arguments`, as the help and `docs/workstation.md` write it.
    pub fn synopsis(&self) -> String {
        if self.arguments.is_empty() {
            format!(":{}", self.name)
        } else {
            format!(":{} {}", self.name, self.arguments)
        }
    }
}

const fn entry(
    command: Command,
    name: &'static str,
    arguments: &'static str,
    description: &'static str,
) -> CommandEntry {
    CommandEntry {
        command,
        name,
        arguments,
        description,
        completion: ArgumentCompletion::Nothing,
    }
}

/// `entry` with a file's path as its argument.
const fn with_path(entry: CommandEntry) -> CommandEntry {
    CommandEntry {
        completion: ArgumentCompletion::Path,
        ..entry
    }
}

/// Every command, in the order the help and `docs/workstation.md` list them.
pub const COMMAND_TABLE: [CommandEntry; 29] = [
    entry(
        Command::Fen,
        "fen",
        "[FEN]",
        "set up a position; alone: show the FEN of the position on the board",
    ),
    entry(
        Command::Setup,
        "setup",
        "[FEN]",
        "board editor on the position on the board, or on FEN (as E)",
    ),
    entry(Command::Move, "move", "MOVE", "play a move (SAN or UCI)"),
    with_path(entry(
        Command::Pgn,
        "pgn",
        "FILE",
        "load a PGN file (several games: a list, type to search)",
    )),
    with_path(entry(
        Command::Save,
        "save",
        "FILE",
        "save the game as PGN to a new file, everything read kept, with our deep enough [%eval]s; \
         a file that exists is refused (its games named)",
    )),
    with_path(entry(
        Command::Append,
        "append",
        "FILE",
        "add the game at the end of a PGN file (made if missing), its bytes kept",
    )),
    with_path(entry(
        Command::Overwrite,
        "overwrite",
        "FILE [N]",
        "replace a file of at most one game with the game; N: the file's count of games, \
         to replace more",
    )),
    with_path(entry(
        Command::SaveCollection,
        "save!",
        "[FILE [N]]",
        "save the whole file the game came from, the game in its place; to another file \
         that exists, N: its count of games",
    )),
    entry(
        Command::Promote,
        "promote",
        "",
        "promote the shown variation one step",
    ),
    entry(
        Command::PromoteToMainLine,
        "promote!",
        "",
        "promote the shown variation to the main line",
    ),
    entry(Command::PromoteToMainLine, "mainline", "", "as :promote!"),
    entry(
        Command::Delete,
        "delete",
        "",
        "delete the shown move and everything after it",
    ),
    entry(
        Command::Undo,
        "undo",
        "",
        "undo the last edit; with none left, reopen the game this one replaced",
    ),
    entry(
        Command::Redo,
        "redo",
        "",
        "redo the edit undone, or reopen the game an undo replaced",
    ),
    entry(
        Command::Comment,
        "comment",
        "[TEXT]",
        "set the comment after the shown move (at the start: before the first move); alone: \
         delete it",
    ),
    entry(
        Command::Glyph,
        "glyph",
        "[G]",
        "put glyph G on the shown move (! ? !! ?? !? ?! = += =+ ± ∓ +- -+, or $N); alone: \
         take its glyphs off",
    ),
    entry(
        Command::Resume,
        "resume",
        "",
        "reopen the autosaved session: the game of the last run, edits kept",
    ),
    entry(
        Command::Depth,
        "depth",
        "N",
        "limit the analysis to depth N (0: infinite; at most 100)",
    ),
    entry(
        Command::Movetime,
        "movetime",
        "MS",
        "limit the analysis to MS milliseconds (0: infinite)",
    ),
    entry(
        Command::Multipv,
        "multipv",
        "N",
        "number of lines of the analysis (1 to 8)",
    ),
    entry(
        Command::Hash,
        "hash",
        "MB",
        "transposition table size (1 to 65536)",
    ),
    entry(
        Command::Theme,
        "theme",
        "[NAME]",
        "colours: default, light or high-contrast; alone: name the theme shown",
    ),
    entry(
        Command::Threads,
        "threads",
        "N",
        "threads searching the analysis (1 to 256)",
    ),
    entry(
        Command::Why,
        "why",
        "[MOVE]",
        "compare MOVE (alone: as w) with the best move",
    ),
    entry(Command::Annotate, "annotate", "", "review the game (as A)"),
    entry(
        Command::Counters,
        "counters",
        "",
        "show or hide the search's own counters in the status bar",
    ),
    entry(
        Command::Learn,
        "learn",
        "[SIDE]",
        "learn from the reviewed mistakes of SIDE, white or black (alone: as D, the side at the bottom)",
    ),
    entry(
        Command::Explorer,
        "explorer",
        "",
        "show or hide the Explorer pane: the games database's moves (as X)",
    ),
    entry(
        Command::Engine,
        "engine",
        "[...]",
        "external engines: alone, list them; add PATH [ARGS]; restart, off, on or remove NAME; \
         lines NAME N (1 to 8)",
    ),
];

impl Command {
    /// The command typed as `name` (exactly, as the table names it).
    pub fn named(name: &str) -> Option<Command> {
        COMMAND_TABLE
            .iter()
            .find(|e| e.name == name)
            .map(|e| e.command)
    }
}

/// The table row named `name`.
pub fn command_entry(name: &str) -> Option<&'static CommandEntry> {
    COMMAND_TABLE.iter().find(|e| e.name == name)
}

/// The help's lines for the commands: `(synopsis, description)`, in the table's order.
pub fn command_help() -> impl Iterator<Item = (String, &'static str)> {
    COMMAND_TABLE.iter().map(|e| (e.synopsis(), e.description))
}

#[cfg(test)]
mod tests {
    use super::{COMMAND_TABLE, Command};

    #[test]
    fn names_are_unique_and_look_up_their_command() {
        for (i, entry) in COMMAND_TABLE.iter().enumerate() {
            assert!(
                COMMAND_TABLE[..i].iter().all(|e| e.name != entry.name),
                "{} twice",
                entry.name
            );
            assert_eq!(Command::named(entry.name), Some(entry.command));
        }
        assert_eq!(Command::named("nonsense"), None);
        assert_eq!(Command::named(""), None);
    }

    /// The command table of `docs/workstation.md` lists every command, in the table's order,
    /// with its synopsis and description.
    #[test]
    fn the_readme_lists_every_command() {
        let readme = include_str!("../../../../docs/workstation.md");
        let listed: Vec<&str> = readme
            .lines()
            .skip_while(|l| *l != "| Command | What it does |")
            .skip(2)
            .take_while(|l| l.starts_with('|'))
            .collect();
        let expected: Vec<String> = COMMAND_TABLE
            .iter()
            .map(|e| format!("| `{}` | {} |", e.synopsis(), e.description))
            .collect();
        assert_eq!(listed, expected);
    }
}
