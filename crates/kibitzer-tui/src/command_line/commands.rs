//! Parsing a command line (named in [`table`](super::table); `:engine`'s words in
//! `engines/commands.rs`) into a typed [`Invocation`]: its name looked up, its numbers read and
//! checked, its file names expanded. Bad input is an error message and changes nothing; the
//! router (`router/command_line.rs`) carries an invocation out.

use std::path::PathBuf;

use shakmaty::Move;
use shakmaty::san::SanPlus;
use shakmaty::uci::UciMove;

use crate::command_line::table::Command;
use crate::model::game_saving::file_and_count;
use crate::model::tree_edits::TreeEdit;
use kibitzer::home_path::expand_home;
use kibitzer::pgn::WriteRule;
use kibitzer::search::{MAX_HASH_MB, MAX_MULTIPV, MAX_THREADS};

/// A command line, read: what to do, with its arguments checked as far as they can be
/// without the game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Invocation {
    /// `:fen` alone: show the FEN.
    ShowFen,
    /// `:fen FEN`: set the position up.
    LoadFen(String),
    /// `:setup [FEN]`: the board editor on the shown position or the FEN.
    Setup(Option<String>),
    /// `:move MOVE` (the move as typed).
    Move(String),
    /// `:pgn FILE`.
    LoadPgn(PathBuf),
    /// `:save`, `:append`, `:overwrite`: the game to a file, by a rule.
    Save(PathBuf, WriteRule),
    /// `:save! [FILE [N]]`: the collection the game came from.
    SaveCollection(Option<PathBuf>, Option<usize>),
    /// `:promote`, `:promote!`, `:delete`, `:undo`, `:redo`.
    Edit(TreeEdit),
    /// `:comment [TEXT]` (empty: delete the comment).
    Comment(String),
    /// `:glyph [G]` (none: take the glyphs off).
    Glyph(Option<kibitzer::game::Glyph>),
    /// `:resume`.
    Resume,
    /// `:annotate`.
    Annotate,
    /// `:counters`.
    Counters,
    /// `:explorer`.
    Explorer,
    /// `:learn [white|black]` (none: the side at the bottom of the board).
    Learn(Option<shakmaty::Color>),
    /// `:engine ...` with the words after it.
    Engine(String),
    /// `:why [MOVE]` (the move as typed).
    Why(Option<String>),
    /// `:theme [NAME]`.
    Theme(String),
    /// `:depth N` (none: no limit).
    Depth(Option<u32>),
    /// `:movetime MS` (none: no limit).
    Movetime(Option<u64>),
    /// `:multipv N`, in range.
    Multipv(usize),
    /// `:hash MB`, in range.
    Hash(usize),
    /// `:threads N`, in range.
    Threads(usize),
}

/// Reads one command line (trimmed): none when it is empty, else what it asks for, or the
/// error message.
pub(crate) fn parse(line: &str) -> Result<Option<Invocation>, String> {
    let (name, arg) = line
        .split_once(' ')
        .map_or((line, ""), |(n, a)| (n, a.trim()));
    let number = |what: &str| -> Result<u64, String> {
        arg.parse::<u64>()
            .map_err(|_| format!("{what} needs a number, not \"{arg}\""))
    };
    if name.is_empty() {
        return Ok(None);
    }
    let Some(command) = Command::named(name) else {
        return Err(format!("unknown command :{name} (see ? for the list)"));
    };
    let invocation = match command {
        Command::Fen if arg.is_empty() => Invocation::ShowFen,
        Command::Fen => Invocation::LoadFen(arg.to_owned()),
        Command::Setup => Invocation::Setup((!arg.is_empty()).then(|| arg.to_owned())),
        Command::Move => Invocation::Move(arg.to_owned()),
        Command::Save if arg.is_empty() => {
            return Err(
                ":save needs a new file's name (:save! writes the file the game came from)"
                    .to_owned(),
            );
        }
        Command::Pgn | Command::Append | Command::Overwrite if arg.is_empty() => {
            return Err(format!(":{name} needs a file name"));
        }
        Command::Pgn => Invocation::LoadPgn(expand_home(arg)),
        Command::Save => Invocation::Save(expand_home(arg), WriteRule::New),
        Command::Append => Invocation::Save(expand_home(arg), WriteRule::Append),
        Command::Overwrite => {
            let (file, count) = file_and_count(arg);
            let rule = count.map_or(WriteRule::AtMostOneGame, WriteRule::Games);
            Invocation::Save(expand_home(file), rule)
        }
        Command::SaveCollection => {
            let (file, count) = file_and_count(arg);
            let to = (!file.is_empty()).then(|| expand_home(file));
            Invocation::SaveCollection(to, count)
        }
        Command::Promote => Invocation::Edit(TreeEdit::Promote),
        Command::PromoteToMainLine => Invocation::Edit(TreeEdit::PromoteToMainLine),
        Command::Delete => Invocation::Edit(TreeEdit::Delete),
        Command::Undo => Invocation::Edit(TreeEdit::Undo),
        Command::Redo => Invocation::Edit(TreeEdit::Redo),
        Command::Comment => Invocation::Comment(arg.to_owned()),
        Command::Glyph if arg.is_empty() => Invocation::Glyph(None),
        Command::Glyph => Invocation::Glyph(Some(arg.parse().map_err(|e| format!("{e}"))?)),
        Command::Resume => Invocation::Resume,
        Command::Annotate => Invocation::Annotate,
        Command::Counters => Invocation::Counters,
        Command::Explorer => Invocation::Explorer,
        Command::Learn => Invocation::Learn(match arg.to_ascii_lowercase().as_str() {
            "" => None,
            "white" | "w" => Some(shakmaty::Color::White),
            "black" | "b" => Some(shakmaty::Color::Black),
            _ => return Err(format!(":learn takes white or black, not \"{arg}\"")),
        }),
        Command::Engine => Invocation::Engine(arg.to_owned()),
        Command::Why => Invocation::Why((!arg.is_empty()).then(|| arg.to_owned())),
        Command::Theme => Invocation::Theme(arg.to_owned()),
        Command::Depth => {
            Invocation::Depth(number("depth").map(|n| (n > 0).then_some(n.min(100) as u32))?)
        }
        Command::Movetime => {
            Invocation::Movetime(number("movetime").map(|n| (n > 0).then_some(n))?)
        }
        Command::Multipv => {
            let n = number("multipv")?;
            if !(1..=MAX_MULTIPV as u64).contains(&n) {
                return Err(format!("multipv must be 1 to {MAX_MULTIPV}"));
            }
            Invocation::Multipv(n as usize)
        }
        Command::Hash => match number("hash").map(usize::try_from) {
            Ok(Ok(mb)) if (1..=MAX_HASH_MB).contains(&mb) => Invocation::Hash(mb),
            Err(e) => return Err(e),
            _ => return Err(format!("hash must be 1 to {MAX_HASH_MB} MB")),
        },
        Command::Threads => match number("threads").map(usize::try_from) {
            Ok(Ok(n)) if (1..=MAX_THREADS).contains(&n) => Invocation::Threads(n),
            Err(e) => return Err(e),
            _ => return Err(format!("threads must be 1 to {MAX_THREADS}")),
        },
    };
    Ok(Some(invocation))
}

/// A move in SAN (`Nf3`, `exd5`, `O-O`) or UCI (`g1f3`, `e7e8q`).
pub fn parse_move(pos: &shakmaty::Chess, text: &str) -> Option<Move> {
    let text = text.trim();
    if let Ok(san) = text.parse::<SanPlus>()
        && let Ok(m) = san.san.to_move(pos)
    {
        return Some(m);
    }
    text.parse::<UciMove>().ok()?.to_move(pos).ok()
}
