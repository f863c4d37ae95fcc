//! The code's citations of the specifications and of the design (`spec/NAME.md`, `DESIGN.md`)
//! name files the repository has: in the code (`src/`, `crates/`), every citation is the path from the repository's
//! top, `docs/spec/NAME.md` or `docs/DESIGN.md` (and a section of `DESIGN.md` quoted after it
//! is one of its headings); in `docs/`, a `spec/NAME.md` is relative to the citing file (or
//! to the top when it starts with `docs/`).
//! Reads the repository's own sources.

use std::path::{Path, PathBuf};

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// The files under `dir` whose name ends in `extension`.
fn files(dir: &Path, extension: &str, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            files(&path, extension, out);
        } else if path.extension().is_some_and(|e| e == extension) {
            out.push(path);
        }
    }
}

/// One citation: the cited path as written, and what follows it on its line.
struct Citation {
    path: String,
    /// Whether the path came right after the word `spec` (spec `NAME.md`).
    after_spec_word: bool,
    rest: String,
}

/// Every word ending in `.md` that cites a specification or the design in `text`.
fn citations(text: &str) -> Vec<Citation> {
    let path_char = |c: char| c.is_ascii_alphanumeric() || matches!(c, '_' | '-' | '.' | '/');
    let mut found = Vec::new();
    for line in text.lines() {
        let mut from = 0;
        while let Some(at) = line[from..].find(".md") {
            let end = from + at + 3;
            from = end;
            if line[end..].starts_with(|c: char| c.is_ascii_alphanumeric()) {
                continue;
            }
            let start = line[..end]
                .char_indices()
                .rev()
                .take_while(|&(_, c)| path_char(c))
                .last()
                .map_or(end, |(i, _)| i);
            let path = &line[start..end];
            let after_spec_word = line[..start].ends_with("spec `");
            let cites_spec =
                after_spec_word || path.starts_with("spec/") || path.contains("/spec/");
            let cites_design = path == "DESIGN.md" || path.ends_with("/DESIGN.md");
            if cites_spec || cites_design {
                found.push(Citation {
                    path: path.to_owned(),
                    after_spec_word,
                    rest: line[end..].to_owned(),
                });
            }
        }
    }
    found
}

/// The section quoted after a citation (`DESIGN.md, "Title"`), if any.
fn quoted_section(rest: &str) -> Option<&str> {
    let rest = rest.strip_prefix(", \"")?;
    Some(&rest[..rest.find('"')?])
}

/// Every citation of a specification or the design in the code of every crate names a
/// file under `docs/` (and the section it quotes, where it quotes one).
#[test]
fn every_citation_in_the_code_names_a_file_under_docs() {
    let root = root();
    let mut sources = Vec::new();
    files(&root.join("src"), "rs", &mut sources);
    files(&root.join("crates"), "rs", &mut sources);
    let mut wrong = Vec::new();
    let mut count = 0;
    for file in &sources {
        let text = std::fs::read_to_string(file).unwrap();
        let name = file.strip_prefix(&root).unwrap().display().to_string();
        for citation in citations(&text) {
            count += 1;
            let path = &citation.path;
            if citation.after_spec_word || !path.starts_with("docs/") {
                wrong.push(format!("{name}: {path} is not a path under docs/"));
            } else if !root.join(path).is_file() {
                wrong.push(format!("{name}: {path} does not exist"));
            } else if let Some(section) = quoted_section(&citation.rest) {
                let cited = std::fs::read_to_string(root.join(path)).unwrap();
                if !cited
                    .lines()
                    .any(|l| l.trim_start_matches('#').trim() == section)
                {
                    wrong.push(format!("{name}: {path} has no section \"{section}\""));
                }
            }
        }
    }
    assert!(count > 0, "no citation found: the scan is broken");
    assert!(
        wrong.is_empty(),
        "cite the specifications as docs/spec/NAME.md and the design as docs/DESIGN.md:\n{}",
        wrong.join("\n")
    );
}

#[test]
fn every_citation_in_the_docs_names_a_file_beside_them() {
    let docs = root().join("docs");
    let mut pages = Vec::new();
    files(&docs, "md", &mut pages);
    let mut wrong = Vec::new();
    for page in &pages {
        let text = std::fs::read_to_string(page).unwrap();
        let dir = page.parent().unwrap();
        for citation in citations(&text) {
            let path = &citation.path;
            let target = match path.strip_prefix("docs/") {
                Some(from_top) => docs.join(from_top),
                None => dir.join(path),
            };
            if citation.after_spec_word || !target.is_file() {
                wrong.push(format!("{}: {}", page.display(), citation.path));
            }
        }
    }
    assert!(
        wrong.is_empty(),
        "citations of missing files:\n{}",
        wrong.join("\n")
    );
}

#[test]
fn the_scan_finds_each_form_of_citation() {
    let text = "(spec `stanback-eval.md` section 2), as `spec/ux.md` says; see DESIGN.md, \
                \"Search\"; docs/spec/advisors-guard-harris.md; README.md is no citation";
    let found = citations(text);
    let paths: Vec<&str> = found.iter().map(|c| c.path.as_str()).collect();
    assert_eq!(
        paths,
        [
            "stanback-eval.md",
            "spec/ux.md",
            "DESIGN.md",
            "docs/spec/advisors-guard-harris.md"
        ]
    );
    assert!(found[0].after_spec_word);
    assert_eq!(quoted_section(&found[2].rest), Some("Search"));
}
