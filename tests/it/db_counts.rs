//! The games database's explorer counts checked against counts this test computes itself, by
//! replaying every game with kibitzer's own PGN reader (not the database's): totals, results,
//! moves, ratings and years, for every position of the indexed plies; transpositions meeting;
//! a `.pgn.zst` giving the same answers as its plain text.

use std::collections::HashMap;

use kibitzer::game::{Game, GameResult};
use kibitzer::pgn::read_games;
use kibitzer_db::{Access, Database, INDEX_PLIES, ImportOptions, explore, import_file};
use shakmaty::fen::Fen;
use shakmaty::{Chess, EnPassantMode, Position};

use crate::support::pgn_playouts::collection;
use crate::support::san_line::after_san;
use crate::support::scratch::Scratch;

const SIX: &str = include_str!("../data/six-games.pgn");
const LICHESS: &str = include_str!("../data/pgn/lichess.pgn");
const TRANSPOSITIONS: &str = include_str!("../data/db/transpositions.pgn");

/// A position as FEN without the move counters (equal positions, equal keys).
fn key(position: &Chess) -> String {
    let fen = Fen::from_position(position, EnPassantMode::Legal).to_string();
    fen.split(' ').take(4).collect::<Vec<_>>().join(" ")
}

#[derive(Default, Debug, PartialEq)]
struct Expected {
    games: u64,
    white: u64,
    draws: u64,
    black: u64,
    rating_sum: u64,
    rated: u64,
    last_year: u16,
}

impl Expected {
    fn add(&mut self, game: &Game, mover_rating: Option<u64>) {
        self.games += 1;
        match game.result() {
            GameResult::WhiteWins => self.white += 1,
            GameResult::Draw => self.draws += 1,
            GameResult::BlackWins => self.black += 1,
            GameResult::Unknown => {}
        }
        if let Some(rating) = mover_rating {
            self.rating_sum += rating;
            self.rated += 1;
        }
        let year = game
            .headers()
            .get("Date")
            .and_then(|d| d.get(..4))
            .and_then(|y| y.parse().ok())
            .unwrap_or(0);
        self.last_year = self.last_year.max(year);
    }
}

/// Per position: the position, its total, and per move (SAN) its counts.
type Tables = HashMap<String, (Chess, Expected, HashMap<String, Expected>)>;

fn replay(texts: &[&str]) -> Tables {
    let mut tables = Tables::new();
    for text in texts {
        // Unreadable games (six-games.pgn has one) are left out by both readers.
        let (games, _) = read_games(text);
        for game in games.into_iter().filter(|g| !has_null_move(g)) {
            let elo = |name: &str| {
                game.headers()
                    .get(name)
                    .and_then(|e| e.parse::<u64>().ok())
                    .filter(|e| *e > 0)
            };
            let line = game.main_line();
            let mut position = game.root().clone();
            let mut seen = std::collections::HashSet::new();
            for ply in 0..INDEX_PLIES {
                // A position the game comes back to counts once, with its first move.
                if !seen.insert(key(&position)) {
                    let Some(&node) = line.get(ply + 1) else {
                        break;
                    };
                    position = game.node(node).position().clone();
                    continue;
                }
                let entry = tables
                    .entry(key(&position))
                    .or_insert_with(|| (position.clone(), Expected::default(), HashMap::new()));
                entry.1.add(&game, None);
                let Some(&node) = line.get(ply + 1) else {
                    break;
                };
                let node = game.node(node);
                let mover = if position.turn().is_white() {
                    "WhiteElo"
                } else {
                    "BlackElo"
                };
                let san = shakmaty::san::San::from_move(&position, node.mv().unwrap()).to_string();
                entry.2.entry(san).or_default().add(&game, elo(mover));
                position = node.position().clone();
            }
        }
    }
    tables
}

/// The database refuses games with a null move in the main line.
fn has_null_move(game: &Game) -> bool {
    let line = game.main_line();
    line.iter()
        .any(|&id| game.node(id).parent().is_some() && game.node(id).mv().is_none())
}

fn import(scratch: &Scratch, name: &str, texts: &[&str]) -> Database {
    let mut database = Database::open(&scratch.path("games.kdb"), Access::Write).unwrap();
    let file = scratch.file(name, &texts.join("\n\n"));
    let options = ImportOptions {
        batch_games: 7,
        replay_threads: 2,
    };
    let summary = import_file(&mut database, &file, options, &mut |_| {}).unwrap();
    let expected: usize = texts
        .iter()
        .map(|t| {
            let (games, errors) = read_games(t);
            errors.len() + games.iter().filter(|g| has_null_move(g)).count()
        })
        .sum();
    assert_eq!(summary.skipped.len(), expected, "{:?}", summary.skipped);
    database
}

fn check_against_replay(database: &Database, tables: &Tables) {
    assert!(tables.len() > 100, "the test covers enough positions");
    for (position, total, moves) in tables.values() {
        let answer = explore(database, position).unwrap();
        let fen = &answer.fen;
        assert_eq!(
            (
                answer.total.games,
                answer.total.white,
                answer.total.draws,
                answer.total.black
            ),
            (total.games, total.white, total.draws, total.black),
            "total at {fen}"
        );
        assert_eq!(answer.moves.len(), moves.len(), "moves at {fen}");
        for row in &answer.moves {
            let want = &moves[&row.san];
            assert_eq!(
                (row.games, row.white, row.draws, row.black),
                (want.games, want.white, want.draws, want.black),
                "{} at {fen}",
                row.san
            );
            let average = (want.rated > 0).then(|| (want.rating_sum / want.rated) as u32);
            assert_eq!(row.average_rating, average, "{} at {fen}", row.san);
            assert_eq!(
                row.last_year,
                (want.last_year > 0).then_some(want.last_year)
            );
        }
        // Most played first.
        assert!(answer.moves.windows(2).all(|w| w[0].games >= w[1].games));
    }
}

#[test]
fn explorer_counts_equal_the_counts_of_replayed_games() {
    let (playouts, _) = collection(120, 70);
    let texts = [SIX, LICHESS, TRANSPOSITIONS, playouts.as_str()];
    let scratch = Scratch::new("db-counts");
    let database = import(&scratch, "all.pgn", &texts);
    let tables = replay(&texts);
    check_against_replay(&database, &tables);
    // Batches of 7 games made 20 runs. Merges run beside the batches, one at a time, and the
    // import waits for the one under way, so at least 8 runs were merged into one a level up
    // (how many more depends on how fast the merges went; `db compact` merges them all).
    let runs = database.index_runs().unwrap();
    assert!(runs.iter().any(|r| r.level > 0), "{runs:?}");
    assert!(runs.len() <= 20 - 7, "{runs:?}");
    assert_eq!(database.check().unwrap(), Vec::<String>::new());
    // The start position: every game that began there.
    let start = explore(&database, &Chess::default()).unwrap();
    assert_eq!(start.total.games, tables[&key(&Chess::default())].1.games);
    // Two games are unreadable: a `Bx` in six-games.pgn and one in lichess.pgn.
    assert_eq!(database.game_count().unwrap(), 6 + 5 + 3 + 120 - 2);
}

#[test]
fn two_move_orders_reach_one_position() {
    let scratch = Scratch::new("db-transpositions");
    let database = import(&scratch, "t.pgn", &[TRANSPOSITIONS]);
    let play = after_san;
    let a = explore(&database, &play(&["Nf3", "d5", "d4"])).unwrap();
    let b = explore(&database, &play(&["d4", "d5", "Nf3"])).unwrap();
    // The same answer; only the FEN's halfmove clock tells the move orders apart.
    assert_eq!(
        (&a.total, &a.moves, &a.games),
        (&b.total, &b.moves, &b.games)
    );
    assert_eq!(
        (a.total.games, a.total.white, a.total.draws, a.total.black),
        (3, 1, 1, 1)
    );
    let sans: Vec<&str> = a.moves.iter().map(|m| m.san.as_str()).collect();
    assert_eq!(sans, ["Nf6", "e6"]);
    assert_eq!(a.moves[0].games, 2);
    // Black's ratings: 2200 and 2500.
    assert_eq!(a.moves[0].average_rating, Some(2350));
    assert_eq!(a.moves[0].last_year, Some(2005));
    assert_eq!(a.moves[0].uci, "g8f6");
    // The games that reached it, highest rated first.
    let events: Vec<&str> = a.games.iter().map(|g| g.event.as_str()).collect();
    assert_eq!(
        events,
        ["Transposition A", "Transposition B", "Third game, drawn"]
    );
}

#[test]
fn a_zstd_file_gives_the_same_answers_as_its_text() {
    let scratch = Scratch::new("db-zstd");
    let mut plain = Database::open(&scratch.path("plain.kdb"), Access::Write).unwrap();
    let mut packed = Database::open(&scratch.path("packed.kdb"), Access::Write).unwrap();
    let text = scratch.file("six.pgn", SIX);
    let zst =
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/db/six-games.pgn.zst");
    let options = ImportOptions::default();
    let a = import_file(&mut plain, &text, options, &mut |_| {}).unwrap();
    let b = import_file(&mut packed, &zst, options, &mut |_| {}).unwrap();
    assert_eq!((a.imported, b.imported), (5, 5));
    assert_eq!(a.skipped, b.skipped);
    for (position, _, _) in replay(&[SIX]).values() {
        assert_eq!(
            explore(&plain, position).unwrap(),
            explore(&packed, position).unwrap()
        );
    }
}
