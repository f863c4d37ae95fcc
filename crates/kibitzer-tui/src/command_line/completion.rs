//! Tab completion of the command line: command names, and file paths for the commands that
//! take one (`:pgn`, `:save`, `:append`, `:overwrite`, `:save!`), both from the command table
//! (a completed name is still protected: those saves never replace a file silently). Pure: the runtime lists
//! the directory (see [`crate::message::Effect::ListDirectory`]) and the listing comes back as
//! a message.

use crate::command_line::table::{ArgumentCompletion, COMMAND_TABLE, command_entry};

/// One entry of a directory listing.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ListedFile {
    /// Its name.
    pub name: String,
    /// Whether it is a directory.
    pub directory: bool,
}

/// What Tab does with a command line's text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Completion {
    /// The text completed (as far as every candidate agrees), and the candidates when more
    /// than one remains.
    Text(String, Vec<String>),
    /// The argument is a path in this directory (as typed, `""` for the current one): list
    /// it, then complete with `complete_path` once the listing comes back.
    ListDirectory(String),
    /// Nothing to complete.
    Nothing,
}

/// The longest prefix all of `names` share.
fn common_prefix(names: &[&str]) -> String {
    let Some(first) = names.first() else {
        return String::new();
    };
    let mut prefix: Vec<char> = first.chars().collect();
    for name in &names[1..] {
        let shared = prefix
            .iter()
            .zip(name.chars())
            .take_while(|(a, b)| **a == *b)
            .count();
        prefix.truncate(shared);
    }
    prefix.into_iter().collect()
}

/// Completes `text` (the whole command line) as far as it can without a directory listing.
pub fn complete(text: &str) -> Completion {
    match text.split_once(' ') {
        None => {
            let mut names: Vec<&str> = COMMAND_TABLE
                .iter()
                .map(|e| e.name)
                .filter(|n| n.starts_with(text))
                .collect();
            names.sort_unstable();
            match names.as_slice() {
                [] => Completion::Nothing,
                [one] => Completion::Text(format!("{one} "), Vec::new()),
                _ => Completion::Text(
                    common_prefix(&names),
                    names.iter().map(|n| (*n).to_owned()).collect(),
                ),
            }
        }
        Some((name, arg))
            if command_entry(name).is_some_and(|e| e.completion == ArgumentCompletion::Path) =>
        {
            let arg = arg.trim_start();
            let directory = arg.rfind('/').map_or("", |slash| &arg[..=slash]);
            Completion::ListDirectory(directory.to_owned())
        }
        Some(_) => Completion::Nothing,
    }
}

/// Completes the path argument of `text` from `listing`, the files of the directory
/// [`complete`] asked for. Hidden files only when the typed name starts with a dot.
pub fn complete_path(text: &str, listing: &[ListedFile]) -> Completion {
    let Some((name, arg)) = text.split_once(' ') else {
        return Completion::Nothing;
    };
    let arg = arg.trim_start();
    let (directory, typed) = arg
        .rfind('/')
        .map_or(("", arg), |slash| (&arg[..=slash], &arg[slash + 1..]));
    let mut matches: Vec<&ListedFile> = listing
        .iter()
        .filter(|f| {
            f.name.starts_with(typed) && (typed.starts_with('.') || !f.name.starts_with('.'))
        })
        .collect();
    matches.sort_by(|a, b| a.name.cmp(&b.name));
    let line = |file: &str| format!("{name} {directory}{file}");
    match matches.as_slice() {
        [] => Completion::Nothing,
        [one] => {
            let slash = if one.directory { "/" } else { "" };
            Completion::Text(format!("{}{slash}", line(&one.name)), Vec::new())
        }
        _ => {
            let names: Vec<&str> = matches.iter().map(|f| f.name.as_str()).collect();
            let shown = matches
                .iter()
                .map(|f| format!("{}{}", f.name, if f.directory { "/" } else { "" }))
                .collect();
            Completion::Text(line(&common_prefix(&names)), shown)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::{Completion, ListedFile, complete, complete_path};

    #[test]
    fn command_names_complete_to_one_or_to_what_they_share() {
        assert_eq!(
            complete("ann"),
            Completion::Text("annotate ".to_owned(), Vec::new())
        );
        let Completion::Text(text, candidates) = complete("mo") else {
            panic!("move and movetime match");
        };
        assert_eq!(text, "move");
        assert_eq!(candidates, ["move", "movetime"]);
        assert_eq!(complete("xyz"), Completion::Nothing);
        assert_eq!(complete("depth 1"), Completion::Nothing);
    }

    #[test]
    fn paths_ask_for_their_directory_then_complete_from_it() {
        assert_eq!(complete("pgn ga"), Completion::ListDirectory(String::new()));
        assert_eq!(
            complete("save! ~/games/x"),
            Completion::ListDirectory("~/games/".to_owned())
        );
        let listing = [
            ListedFile {
                name: "games".to_owned(),
                directory: true,
            },
            ListedFile {
                name: "gambit.pgn".to_owned(),
                directory: false,
            },
            ListedFile {
                name: ".hidden.pgn".to_owned(),
                directory: false,
            },
        ];
        let Completion::Text(text, candidates) = complete_path("pgn ga", &listing) else {
            panic!("two files match");
        };
        assert_eq!((text.as_str(), candidates.len()), ("pgn gam", 2));
        assert_eq!(
            complete_path("pgn d/game", &listing),
            Completion::Text("pgn d/games/".to_owned(), Vec::new())
        );
        assert_eq!(
            complete_path("pgn .h", &listing),
            Completion::Text("pgn .hidden.pgn".to_owned(), Vec::new())
        );
        assert_eq!(complete_path("pgn z", &listing), Completion::Nothing);
    }
}
