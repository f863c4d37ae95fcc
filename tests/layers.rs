//! The library's layers as `lib.rs` maps them: the chess modules never import a front end
//! (`cli`, `tui`, `uci`), the UCI server never imports the other two, and the workstation
//! never imports the command line (what both need lives
//! in `format`, below both); the fuzz harness, test tooling, sits above the front ends and
//! nothing in the library uses it. Reads the crate's own sources.

use std::path::{Path, PathBuf};

fn sources(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            sources(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// The files under `src/` (relative, with `/`) whose text contains one of `needles`.
fn importers(needles: &[&str]) -> Vec<String> {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = Vec::new();
    sources(&src, &mut files);
    assert!(files.len() > 50, "the sources are found");
    files
        .into_iter()
        .filter(|f| {
            let text = std::fs::read_to_string(f).unwrap();
            text.lines()
                .filter(|line| !line.trim_start().starts_with("//"))
                .any(|line| needles.iter().any(|n| names(line, n)))
        })
        .map(|f| {
            f.strip_prefix(&src)
                .unwrap()
                .to_string_lossy()
                .replace('\\', "/")
        })
        .collect()
}

/// Whether `line` names the path `needle` (as a whole word: `super::clipboard` does not
/// name `super::cli`).
fn names(line: &str, needle: &str) -> bool {
    line.match_indices(needle).any(|(at, _)| {
        line[at + needle.len()..]
            .chars()
            .next()
            .is_none_or(|c| !c.is_alphanumeric() && c != '_')
    })
}

fn front_end(file: &str) -> bool {
    file == "main.rs"
        || file.starts_with("cli")
        || file.starts_with("tui")
        || file.starts_with("uci")
}

/// The fuzz harness: test tooling above the front ends, which it drives.
fn tooling(file: &str) -> bool {
    file == "fuzz.rs" || file.starts_with("fuzz/")
}

#[test]
fn chess_modules_never_import_a_front_end() {
    let found = importers(&[
        "crate::cli",
        "crate::tui",
        "crate::uci",
        "kibitzer::cli",
        "kibitzer::tui",
        "kibitzer::uci",
    ]);
    let wrong: Vec<_> = found
        .iter()
        .filter(|f| !front_end(f) && !tooling(f))
        .collect();
    assert!(wrong.is_empty(), "{wrong:?}");
}

#[test]
fn nothing_but_the_tests_and_examples_uses_the_fuzz_harness() {
    let found = importers(&["crate::fuzz", "super::fuzz"]);
    let wrong: Vec<_> = found.iter().filter(|f| !tooling(f)).collect();
    assert!(wrong.is_empty(), "{wrong:?}");
}

#[test]
fn the_uci_server_never_imports_the_other_front_ends() {
    let found = importers(&["crate::cli", "crate::tui", "super::cli", "super::tui"]);
    let wrong: Vec<_> = found.iter().filter(|f| f.starts_with("uci")).collect();
    assert!(wrong.is_empty(), "{wrong:?}");
}

#[test]
fn the_workstation_never_imports_the_command_line() {
    let found = importers(&["crate::cli", "super::cli", "super::super::cli"]);
    let wrong: Vec<_> = found.iter().filter(|f| f.starts_with("tui")).collect();
    assert!(wrong.is_empty(), "{wrong:?}");
}
