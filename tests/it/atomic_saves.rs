//! `kibitzer annotate -o OUT` saves as `:save` does: atomically (a new file renamed over the
//! old one), and a save that cannot be made (a missing directory, a file where the directory
//! should be, a directory given as the file) says why, leaves what was there byte for byte as
//! it was and leaves no temporary file behind. Searches are limited by depth.

use crate::support::command_line;

use std::path::{Path, PathBuf};

use command_line::{kibitzer, stderr, stdout};

const GAME: &str = "tests/data/annotate/blunder.pgn";
const OLD: &[u8] = b"[Event \"kept\"]\n\n1. e4 \xff *\n";

/// A fresh directory for one test.
fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("kibitzer-saves-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

fn entries(dir: &Path) -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    names
}

/// `annotate GAME --depth 1 -o output`: its status and standard error (the game goes to the
/// file, nothing to standard output).
fn annotate_to(output: &Path) -> (Option<i32>, String) {
    let out = kibitzer(&[
        "annotate",
        GAME,
        "--depth",
        "1",
        "-o",
        output.to_str().unwrap(),
    ]);
    assert_eq!(stdout(&out), "");
    (out.status.code(), stderr(&out))
}

#[test]
fn annotate_replaces_its_output_with_a_new_file() {
    let dir = scratch("replace");
    let output = dir.join("out.pgn");
    std::fs::write(&output, OLD).unwrap();
    std::fs::hard_link(&output, dir.join("old.pgn")).unwrap();
    let (status, error) = annotate_to(&output);
    assert_eq!(status, Some(0), "{error}");
    assert_eq!(std::fs::read(dir.join("old.pgn")).unwrap(), OLD);
    assert!(std::fs::read_to_string(&output).unwrap().contains("[%eval"));
    assert_eq!(entries(&dir), ["old.pgn", "out.pgn"]);
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn annotate_names_a_missing_directory_or_a_file_in_its_way() {
    let dir = scratch("no-directory");
    let (status, error) = annotate_to(&dir.join("nowhere").join("out.pgn"));
    assert_eq!(status, Some(2));
    assert!(error.ends_with("nowhere does not exist\n"), "{error}");
    let file = dir.join("games.pgn");
    std::fs::write(&file, OLD).unwrap();
    let (status, error) = annotate_to(&file.join("out.pgn"));
    assert_eq!(status, Some(2));
    assert!(error.ends_with("games.pgn is not a directory\n"), "{error}");
    assert_eq!(std::fs::read(&file).unwrap(), OLD);
    assert_eq!(entries(&dir), ["games.pgn"]);
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn annotate_refuses_a_directory_as_its_output_and_leaves_it_alone() {
    let dir = scratch("directory");
    let output = dir.join("out.pgn");
    std::fs::create_dir(&output).unwrap();
    std::fs::write(output.join("inside.pgn"), OLD).unwrap();
    let (status, error) = annotate_to(&output);
    assert_eq!(status, Some(2));
    assert!(
        error.ends_with("out.pgn: it is a directory, not a regular file\n"),
        "{error}"
    );
    assert_eq!(entries(&output), ["inside.pgn"]);
    assert_eq!(entries(&dir), ["out.pgn"]);
    std::fs::remove_dir_all(&dir).unwrap();
}
