//! Opening names: the Lichess chess-openings tables (public domain, `assets/openings/`, see
//! its README) matched by position, so a transposition gets the name of the line it reaches.
//! A game is named after the deepest named position along its line. The tables are compiled
//! in and parsed once, on first use (about 3,800 lines replayed from the initial position).
//!
//! ```
//! use kibitzer::openings;
//! use kibitzer::game::Game;
//!
//! let mut game = Game::from_fen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1").unwrap();
//! for san in ["e4", "c5"] {
//!     let m = san.parse::<shakmaty::san::San>().unwrap().to_move(game.position()).unwrap();
//!     game.play(m);
//! }
//! let opening = openings::of_game(&game, game.current()).unwrap();
//! assert_eq!((opening.eco, opening.name), ("B20", "Sicilian Defense"));
//! ```

use std::collections::HashMap;
use std::fmt;
use std::sync::OnceLock;

use shakmaty::san::San;
use shakmaty::{Chess, Position};

use crate::game::{Game, NodeId};
use crate::search::hash_of;

/// The tables, one per ECO volume: `eco`, `name`, `pgn` separated by tabs, a header first.
const TABLES: [&str; 5] = [
    include_str!("../assets/openings/a.tsv"),
    include_str!("../assets/openings/b.tsv"),
    include_str!("../assets/openings/c.tsv"),
    include_str!("../assets/openings/d.tsv"),
    include_str!("../assets/openings/e.tsv"),
];

/// A named opening position.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Opening {
    /// Its ECO code, `A00` to `E99`.
    pub eco: &'static str,
    /// Its name, `Sicilian Defense: Najdorf Variation`.
    pub name: &'static str,
}

impl fmt::Display for Opening {
    /// `B90 Sicilian Defense: Najdorf Variation`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} {}", self.eco, self.name)
    }
}

/// Every named position by its position key; the first line naming a position wins.
struct Names {
    by_position: HashMap<u64, Opening>,
    /// Lines of the tables that did not replay (none in the shipped tables).
    unreadable: usize,
}

fn names() -> &'static Names {
    static NAMES: OnceLock<Names> = OnceLock::new();
    NAMES.get_or_init(|| {
        let mut names = Names {
            by_position: HashMap::new(),
            unreadable: 0,
        };
        for line in TABLES.iter().flat_map(|table| table.lines().skip(1)) {
            match parse_line(line) {
                Some((key, opening)) => {
                    names.by_position.entry(key).or_insert(opening);
                }
                None => names.unreadable += 1,
            }
        }
        names
    })
}

/// The position key and opening of one table line, if it replays.
fn parse_line(line: &'static str) -> Option<(u64, Opening)> {
    let mut fields = line.split('\t');
    let (eco, name, pgn) = (fields.next()?, fields.next()?, fields.next()?);
    let mut pos = Chess::default();
    for token in pgn.split_whitespace().filter(|t| !t.ends_with('.')) {
        let m = token.parse::<San>().ok()?.to_move(&pos).ok()?;
        pos.play_unchecked(m);
    }
    Some((key(&pos), Opening { eco, name }))
}

/// The key positions are matched by: men, side to move, castling rights and a legal en
/// passant square (as an EPD compares them), not the move counters.
fn key(pos: &Chess) -> u64 {
    hash_of(pos)
}

/// The opening named at exactly `pos`, if any.
pub fn of_position(pos: &Chess) -> Option<Opening> {
    names().by_position.get(&key(pos)).copied()
}

/// The deepest named position among `line` (a game's positions from its start).
pub fn deepest<'a>(line: impl DoubleEndedIterator<Item = &'a Chess>) -> Option<Opening> {
    line.rev().find_map(of_position)
}

/// The opening of `game` at node `id`: the deepest named position from the start to it.
pub fn of_game(game: &Game, id: NodeId) -> Option<Opening> {
    let path = game.path_to(id);
    deepest(path.iter().map(|&node| game.node(node).position()))
}

/// How many positions the tables name, and how many of their lines did not replay.
pub fn table_size() -> (usize, usize) {
    let names = names();
    (names.by_position.len(), names.unreadable)
}

#[cfg(test)]
mod tests;
