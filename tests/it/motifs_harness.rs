//! The motif detector measured against hand-made puzzle-like positions
//! (`tests/data/motifs.csv`: FEN, line, the Lichess theme keys a person expects): every row
//! is played as written and mirrored, and the agreement is reported per theme. Every
//! expected theme must be found; themes found beyond the expected ones are reported (each
//! checked by hand when the data was written) and must match the file's list exactly, so a
//! change in what the detector says shows here.

use crate::support::motif_lines;

use std::collections::{BTreeMap, BTreeSet};

use motif_lines::{mirror, motifs};

struct Row {
    fen: String,
    line: Vec<String>,
    themes: BTreeSet<String>,
}

fn rows() -> Vec<Row> {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/motifs.csv");
    let text = std::fs::read_to_string(path).unwrap();
    text.lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .skip(1)
        .map(|l| {
            let fields: Vec<&str> = l.split(',').collect();
            assert_eq!(fields.len(), 3, "{l}");
            Row {
                fen: fields[0].to_owned(),
                line: fields[1].split_whitespace().map(str::to_owned).collect(),
                themes: fields[2].split_whitespace().map(str::to_owned).collect(),
            }
        })
        .collect()
}

fn keys(fen: &str, line: &[String]) -> BTreeSet<String> {
    let line: Vec<&str> = line.iter().map(String::as_str).collect();
    motifs(fen, &line).iter().map(|m| m.theme.key()).collect()
}

#[test]
fn agreement_with_the_hand_made_puzzles() {
    let rows = rows();
    assert!(rows.len() >= 30, "{} rows", rows.len());
    // theme -> (expected, found of the expected, found but not expected)
    let mut table: BTreeMap<String, (usize, usize, usize)> = BTreeMap::new();
    let mut disagreements = Vec::new();
    for row in &rows {
        let (mfen, mline) = mirror(
            &row.fen,
            &row.line.iter().map(String::as_str).collect::<Vec<_>>(),
        );
        for (fen, line) in [(row.fen.clone(), row.line.clone()), (mfen, mline)] {
            let found = keys(&fen, &line);
            for theme in &row.themes {
                let entry = table.entry(theme.clone()).or_default();
                entry.0 += 1;
                entry.1 += usize::from(found.contains(theme));
            }
            for theme in found.difference(&row.themes) {
                table.entry(theme.clone()).or_default().2 += 1;
            }
            if found != row.themes {
                disagreements.push(format!(
                    "{fen} {line:?}: expected {:?}, found {found:?}",
                    row.themes
                ));
            }
        }
    }
    println!(
        "{:<20} {:>8} {:>6} {:>6}",
        "theme", "expected", "found", "extra"
    );
    for (theme, (expected, found, extra)) in &table {
        println!("{theme:<20} {expected:>8} {found:>6} {extra:>6}");
    }
    assert!(disagreements.is_empty(), "{disagreements:#?}");
}
