//! Finding games in the database: by player (either side, or one colour), event, dates,
//! result, ECO, and a position reached, from the index and, past the indexed plies, by
//! replaying the games; the limit.

use kibitzer_db::{
    Access, Database, GameFilter, GameResult, ImportOptions, PlayerColor, find_games, import_file,
};
use shakmaty::Chess;

use crate::support::san_line::after_san;
use crate::support::scratch::Scratch;

const TRANSPOSITIONS: &str = include_str!("../data/db/transpositions.pgn");

fn database(scratch: &Scratch, extra: &str) -> Database {
    let file = scratch.file("games.pgn", &format!("{TRANSPOSITIONS}\n\n{extra}"));
    let mut database = Database::open(&scratch.path("g.kdb"), Access::Write).unwrap();
    import_file(&mut database, &file, ImportOptions::default(), &mut |_| {}).unwrap();
    database
}

fn events(database: &Database, filter: &GameFilter) -> Vec<String> {
    find_games(database, filter)
        .unwrap()
        .into_iter()
        .map(|g| g.event)
        .collect()
}

#[test]
fn games_are_found_by_their_headers() {
    let scratch = Scratch::new("db-search-headers");
    let db = database(&scratch, "");
    let by = |filter: GameFilter| events(&db, &filter);
    let player = |name: &str| Some(name.to_owned());
    assert_eq!(
        by(GameFilter {
            player: player("alpha"),
            ..GameFilter::default()
        }),
        ["Transposition A", "Transposition B"]
    );
    assert_eq!(
        by(GameFilter {
            player: player("ALPHA"),
            color: Some(PlayerColor::Black),
            ..GameFilter::default()
        }),
        ["Transposition B"]
    );
    assert_eq!(
        by(GameFilter {
            event: Some("drawn".into()),
            ..GameFilter::default()
        }),
        ["Third game, drawn"]
    );
    assert_eq!(
        by(GameFilter {
            from: Some("2000".into()),
            to: Some("2005.11".into()),
            ..GameFilter::default()
        }),
        ["Transposition B"]
    );
    // `2010.??.??` is in 2010.
    assert_eq!(
        by(GameFilter {
            from: Some("2010".into()),
            ..GameFilter::default()
        }),
        ["Third game, drawn"]
    );
    assert_eq!(
        by(GameFilter {
            result: Some(GameResult::BlackWins),
            ..GameFilter::default()
        }),
        ["Transposition B"]
    );
    assert_eq!(
        by(GameFilter {
            eco: Some("a0".into()),
            ..GameFilter::default()
        }),
        ["Third game, drawn"]
    );
    assert_eq!(
        by(GameFilter {
            eco: Some("D".into()),
            limit: Some(1),
            ..GameFilter::default()
        }),
        ["Transposition A"]
    );
    // Wildcards in a name are letters.
    assert!(
        by(GameFilter {
            player: player("%"),
            ..GameFilter::default()
        })
        .is_empty()
    );
    assert!(
        find_games(
            &db,
            &GameFilter {
                from: Some("soon".into()),
                ..GameFilter::default()
            }
        )
        .is_err()
    );
    assert!(
        find_games(
            &db,
            &GameFilter {
                color: Some(PlayerColor::White),
                ..GameFilter::default()
            }
        )
        .is_err()
    );
}

#[test]
fn games_are_found_by_a_position_they_reached() {
    // A long game: 30 moves of knights going out and back, then 1... a6 at ply 61.
    let mut long = String::from("[Event \"Long\"]\n[Result \"*\"]\n\n");
    for n in 1..=30 {
        let moves = if n % 2 == 1 { "Nf3 Nf6" } else { "Ng1 Ng8" };
        long += &n.to_string();
        long += ". ";
        long += moves;
        long += " ";
    }
    long += "31. e4 a6 *\n";
    let scratch = Scratch::new("db-search-position");
    let db = database(&scratch, &long);
    let fen_filter = |position: Chess| GameFilter {
        position: Some(position),
        ..GameFilter::default()
    };
    // From the index (by transposition too).
    assert_eq!(
        events(&db, &fen_filter(after_san(&["d4", "d5", "Nf3"]))),
        ["Transposition A", "Transposition B", "Third game, drawn"]
    );
    assert_eq!(
        events(
            &db,
            &fen_filter(after_san(&["d4", "d5", "Nf3", "Nf6", "Bf4"]))
        ),
        ["Transposition B"]
    );
    // The final position of a game that ended there.
    assert_eq!(
        events(&db, &fen_filter(after_san(&["Nf3", "d5", "d4", "e6"]))),
        ["Third game, drawn"]
    );
    // Past the indexed plies: found by replaying the games.
    let mut deep: Vec<&str> = Vec::new();
    for n in 1..=30 {
        deep.extend(if n % 2 == 1 {
            ["Nf3", "Nf6"]
        } else {
            ["Ng1", "Ng8"]
        });
    }
    deep.extend(["e4", "a6"]);
    assert_eq!(events(&db, &fen_filter(after_san(&deep))), ["Long"]);
    // The start position is reached by every game; with a limit, the first ones.
    let mut filter = fen_filter(Chess::default());
    filter.limit = Some(2);
    assert_eq!(events(&db, &filter), ["Transposition A", "Transposition B"]);
    // Combined with a header filter.
    let mut filter = fen_filter(after_san(&["d4", "d5", "Nf3"]));
    filter.player = Some("gamma".into());
    filter.color = Some(PlayerColor::Black);
    assert_eq!(events(&db, &filter), ["Third game, drawn"]);
    // A position no game reached.
    assert!(events(&db, &fen_filter(after_san(&["h4", "h5"]))).is_empty());
}

#[test]
fn a_position_too_many_games_reached_for_the_index_to_list_is_found_by_replaying() {
    // Six games after 1. e4: more than the index keeps per move (4).
    let replies = ["e5", "c5", "e6", "c6", "d5", "Nf6"];
    let games: Vec<String> = replies
        .iter()
        .enumerate()
        .map(|(i, reply)| {
            format!(
                "[Event \"e4 game {}\"]\n[Result \"*\"]\n\n1. e4 {reply} *",
                i + 1
            )
        })
        .collect();
    let scratch = Scratch::new("db-search-counted");
    let db = database(&scratch, &games.join("\n\n"));
    let found = events(
        &db,
        &GameFilter {
            position: Some(after_san(&["e4"])),
            ..GameFilter::default()
        },
    );
    let expected: Vec<String> = (1..=6).map(|i| format!("e4 game {i}")).collect();
    assert_eq!(found, expected);
    let limited = GameFilter {
        position: Some(after_san(&["e4"])),
        limit: Some(2),
        ..GameFilter::default()
    };
    assert_eq!(events(&db, &limited), expected[..2]);
    // With a header filter as well.
    let drawn = GameFilter {
        position: Some(after_san(&["e4"])),
        event: Some("game 5".into()),
        ..GameFilter::default()
    };
    assert_eq!(events(&db, &drawn), ["e4 game 5"]);
}
