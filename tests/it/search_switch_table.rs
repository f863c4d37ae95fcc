//! The documentation's table of search switches is the one the switch table generates
//! (`Switch::markdown_table`): every switch, in order, with its `--without` name, its UCI
//! option, its default and its one-line doc.

use kibitzer::search::Switch;

/// The file whose "Search switches" section holds the table.
const DOC: &str = "docs/search.md";

/// The table's header line, where the copy in the documentation starts.
const HEADER: &str = "| switch (`--without`, `--with`) | UCI option | default | what it does |";

#[test]
fn the_documented_switch_table_is_the_generated_one() {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(DOC);
    let doc = std::fs::read_to_string(&path).unwrap();
    let documented: Vec<&str> = doc
        .lines()
        .skip_while(|l| *l != HEADER)
        .take_while(|l| l.starts_with('|'))
        .collect();
    let generated = Switch::markdown_table();
    let generated: Vec<&str> = generated.lines().collect();
    assert_eq!(
        documented,
        generated,
        "{DOC}'s switch table differs from Switch::markdown_table():\n{}",
        Switch::markdown_table()
    );
}
