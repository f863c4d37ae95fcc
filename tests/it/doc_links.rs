//! Every relative link of the README, the CHANGELOG and the pages under `docs/` resolves: the
//! file it names exists, and a `#fragment` names a heading of that page as GitHub makes its
//! anchors. Links to other sites (`https:`, `mailto:`) are not followed. Reads the repository's
//! own documents.

use std::path::PathBuf;

use crate::support::source_files::files_with_extension;

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// The Markdown documents: the README, the CHANGELOG and every page under `docs/`.
fn documents() -> Vec<PathBuf> {
    let mut out = vec![root().join("README.md"), root().join("CHANGELOG.md")];
    out.extend(files_with_extension(&root().join("docs"), "md"));
    out
}

/// The text outside fenced code blocks and inline code, where links are links.
fn prose(text: &str) -> String {
    let mut out = String::new();
    let mut fenced = false;
    for line in text.lines() {
        if line.trim_start().starts_with("```") {
            fenced = !fenced;
            continue;
        }
        if fenced {
            continue;
        }
        let mut in_code = false;
        for c in line.chars() {
            if c == '`' {
                in_code = !in_code;
                // Keep a mark, so that link text in backticks stays a link: [`x`](y).
                out.push('`');
            } else if !in_code {
                out.push(c);
            } else {
                out.push('x');
            }
        }
        out.push('\n');
    }
    out
}

/// The targets of the inline links `[text](target)` of `text`.
fn link_targets(text: &str) -> Vec<String> {
    let prose = prose(text);
    let mut targets = Vec::new();
    let mut rest = prose.as_str();
    while let Some(at) = rest.find("](") {
        let after = &rest[at + 2..];
        if let Some(end) = after.find(')') {
            targets.push(after[..end].trim().to_owned());
        }
        rest = after;
    }
    targets
}

/// GitHub's anchor of a heading: lower case, punctuation dropped, spaces to hyphens.
fn anchor(heading: &str) -> String {
    heading
        .trim()
        .to_lowercase()
        .chars()
        .filter_map(|c| match c {
            ' ' => Some('-'),
            c if c.is_alphanumeric() || c == '-' || c == '_' => Some(c),
            _ => None,
        })
        .collect()
}

/// The anchors of the headings of a page (outside code blocks).
fn anchors(text: &str) -> Vec<String> {
    let mut fenced = false;
    let mut out = Vec::new();
    for line in text.lines() {
        if line.trim_start().starts_with("```") {
            fenced = !fenced;
        } else if !fenced && line.starts_with('#') {
            out.push(anchor(line.trim_start_matches('#')));
        }
    }
    out
}

#[test]
fn every_relative_link_resolves() {
    let mut broken = Vec::new();
    let mut count = 0;
    for document in documents() {
        let text = std::fs::read_to_string(&document).unwrap();
        let name = document.strip_prefix(root()).unwrap().display().to_string();
        for target in link_targets(&text) {
            if target.contains("://") || target.starts_with("mailto:") {
                continue;
            }
            count += 1;
            let (path, fragment) = match target.split_once('#') {
                Some((path, fragment)) => (path, Some(fragment)),
                None => (target.as_str(), None),
            };
            let file = if path.is_empty() {
                document.clone()
            } else {
                document.parent().unwrap().join(path)
            };
            if !file.exists() {
                broken.push(format!("{name}: {target}: no such file"));
                continue;
            }
            if let Some(fragment) = fragment {
                let page = std::fs::read_to_string(&file).unwrap_or_default();
                if !anchors(&page).iter().any(|a| a == fragment) {
                    broken.push(format!("{name}: {target}: no such heading"));
                }
            }
        }
    }
    assert!(
        count > 10,
        "only {count} relative links found: the scan is broken"
    );
    assert!(broken.is_empty(), "broken links:\n{}", broken.join("\n"));
}

#[test]
fn the_readme_links_every_page_under_docs() {
    let readme = std::fs::read_to_string(root().join("README.md")).unwrap();
    let targets = link_targets(&readme);
    for page in [
        "workstation",
        "cli",
        "uci",
        "search",
        "library",
        "development",
        "measurements",
    ] {
        let link = format!("docs/{page}.md");
        assert!(targets.contains(&link), "the README does not link {link}");
    }
}

#[test]
fn anchors_are_made_as_github_makes_them() {
    assert_eq!(
        anchor(" `kibitzer bench [--depth N]`"),
        "kibitzer-bench---depth-n"
    );
    assert_eq!(
        anchor("Signals, exits and autosave"),
        "signals-exits-and-autosave"
    );
    assert_eq!(
        anchor("External engines (library)"),
        "external-engines-library"
    );
    assert_eq!(
        link_targets("[a](b.md) `[c](d)` [`e`](f.md#g) ```"),
        ["b.md", "f.md#g"]
    );
}
