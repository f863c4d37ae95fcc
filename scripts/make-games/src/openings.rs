//! [`Openings`]: the Lichess opening lines kibitzer ships (crates/kibitzer/assets/openings),
//! replayed once into moves, so that every made-up game starts with a real line: the
//! explorer's first plies are shared and realistic, and lines that transpose meet.

use shakmaty::san::San;
use shakmaty::{Chess, Move, Position};

const TABLES: [&str; 5] = [
    include_str!("../../../crates/kibitzer/assets/openings/a.tsv"),
    include_str!("../../../crates/kibitzer/assets/openings/b.tsv"),
    include_str!("../../../crates/kibitzer/assets/openings/c.tsv"),
    include_str!("../../../crates/kibitzer/assets/openings/d.tsv"),
    include_str!("../../../crates/kibitzer/assets/openings/e.tsv"),
];

/// One named line: its ECO code and its moves from the initial position.
pub struct Line {
    pub eco: &'static str,
    pub moves: Vec<Move>,
}

/// Every line of the tables that replays.
pub struct Openings {
    pub lines: Vec<Line>,
}

impl Openings {
    /// Parses and replays the tables.
    pub fn load() -> Openings {
        let mut lines = Vec::new();
        for row in TABLES.iter().flat_map(|table| table.lines().skip(1)) {
            let mut columns = row.split('\t');
            let (Some(eco), Some(_name), Some(pgn)) =
                (columns.next(), columns.next(), columns.next())
            else {
                continue;
            };
            if let Some(moves) = replay(pgn) {
                lines.push(Line { eco, moves });
            }
        }
        Openings { lines }
    }
}

/// The moves of `1. e4 c5 2. Nf3`, if they are legal.
fn replay(pgn: &str) -> Option<Vec<Move>> {
    let mut position = Chess::default();
    let mut moves = Vec::new();
    for token in pgn.split_whitespace() {
        if token.ends_with('.') {
            continue;
        }
        let m = token.parse::<San>().ok()?.to_move(&position).ok()?;
        position.play_unchecked(m);
        moves.push(m);
    }
    Some(moves)
}
