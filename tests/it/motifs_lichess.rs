//! The motif detector against real Lichess puzzles (`tests/data/lichess_puzzles.csv`): each
//! row is a puzzle, a theme, and whether Lichess's own tagger gives the puzzle that theme. A
//! puzzle's line starts with the opponent's move; the themes are the solver's, so only motifs
//! of the solving side count. Each row is played as written and mirrored (colours swapped).
//!
//! The table of agreement per theme is printed and compared with the one recorded here, so a
//! change in what the detector finds on real puzzles shows as a failing test and the new table
//! (run with `--nocapture` to see it). Where we differ from Lichess on purpose, the reason is
//! in `src/motifs.rs`'s documentation.

use crate::support::motif_lines;

use std::collections::{BTreeMap, BTreeSet};

use kibitzer::motifs::find_motifs;
use motif_lines::{mirror, play};
use shakmaty::Position;

struct Row {
    id: String,
    fen: String,
    line: Vec<String>,
    theme: String,
    lichess: bool,
}

fn rows() -> Vec<Row> {
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/data/lichess_puzzles.csv"
    );
    let text = std::fs::read_to_string(path).unwrap();
    text.lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .skip(1)
        .map(|l| {
            let fields: Vec<&str> = l.split(',').collect();
            assert_eq!(fields.len(), 5, "{l}");
            Row {
                id: fields[0].to_owned(),
                fen: fields[1].to_owned(),
                line: fields[2].split_whitespace().map(str::to_owned).collect(),
                theme: fields[3].to_owned(),
                lichess: match fields[4] {
                    "yes" => true,
                    "no" => false,
                    other => panic!("{l}: lichess is yes or no, not {other}"),
                },
            }
        })
        .collect()
}

/// The Lichess theme keys of the solver's motifs (the solver moves second).
fn solver_keys(fen: &str, line: &[String]) -> BTreeSet<String> {
    let line: Vec<&str> = line.iter().map(String::as_str).collect();
    let (pos, moves) = play(fen, &line);
    let solver = !pos.turn();
    find_motifs(&pos, &moves)
        .into_iter()
        .filter(|m| m.side == solver)
        .map(|m| m.theme.key())
        .collect()
}

/// Per theme: Lichess yes and found, yes and missed, no and found, no and not found.
type Table = BTreeMap<String, [usize; 4]>;

fn agreement() -> (Table, Vec<String>) {
    let mut table = Table::new();
    let mut differences = Vec::new();
    for row in rows() {
        let line: Vec<&str> = row.line.iter().map(String::as_str).collect();
        let (mfen, mline) = mirror(&row.fen, &line);
        let found = solver_keys(&row.fen, &row.line).contains(&row.theme);
        let mirrored = solver_keys(&mfen, &mline).contains(&row.theme);
        assert_eq!(
            found, mirrored,
            "{} {}: the mirror differs",
            row.id, row.theme
        );
        let cell = match (row.lichess, found) {
            (true, true) => 0,
            (true, false) => 1,
            (false, true) => 2,
            (false, false) => 3,
        };
        table.entry(row.theme.clone()).or_default()[cell] += 1;
        if row.lichess != found {
            differences.push(format!(
                "{} {}: Lichess {}, kibitzer {}",
                row.id,
                row.theme,
                if row.lichess { "yes" } else { "no" },
                if found { "yes" } else { "no" },
            ));
        }
    }
    (table, differences)
}

/// The agreement measured when this test was written: theme, then Lichess yes and found, yes
/// and missed, no but found, no and not found.
const RECORDED: &[(&str, [usize; 4])] = &[
    ("advancedPawn", [0, 1, 0, 3]),
    ("attraction", [2, 0, 0, 2]),
    ("backRankMate", [2, 0, 0, 2]),
    ("capturingDefender", [2, 0, 0, 1]),
    ("deflection", [2, 2, 0, 6]),
    ("discoveredAttack", [2, 1, 0, 4]),
    ("fork", [2, 0, 3, 4]),
    ("hangingPiece", [4, 0, 0, 0]),
    ("interference", [1, 0, 1, 0]),
    ("pin", [2, 2, 0, 1]),
    ("sacrifice", [5, 1, 0, 4]),
    ("skewer", [5, 0, 0, 1]),
    ("trappedPiece", [6, 1, 0, 3]),
    ("xRayAttack", [1, 0, 0, 0]),
];

#[test]
fn agreement_with_lichess_on_real_puzzles_is_as_recorded() {
    let (table, differences) = agreement();
    println!(
        "{:<18} {:>9} {:>9} {:>9} {:>9}",
        "theme", "yes+found", "yes+miss", "no+found", "no+none"
    );
    let mut totals = [0; 4];
    for (theme, cells) in &table {
        println!(
            "{theme:<18} {:>9} {:>9} {:>9} {:>9}",
            cells[0], cells[1], cells[2], cells[3]
        );
        for (total, cell) in totals.iter_mut().zip(cells) {
            *total += cell;
        }
    }
    println!(
        "{:<18} {:>9} {:>9} {:>9} {:>9}",
        "all", totals[0], totals[1], totals[2], totals[3]
    );
    for difference in &differences {
        println!("{difference}");
    }
    let recorded: Table = RECORDED
        .iter()
        .map(|(theme, cells)| ((*theme).to_owned(), *cells))
        .collect();
    assert_eq!(
        table, recorded,
        "the agreement table changed: {differences:#?}"
    );
}
