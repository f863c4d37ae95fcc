//! Verdicts a player can trust (issue #33): `kibitzer annotate` judges each move in the
//! position it was played in (the best line against the move searched alone, same limit), so
//! the Closed Ruy Lopez main line gets no mark; `--engine` lets an external UCI engine judge
//! (`fake-uci-engine`, and Stockfish when installed), `compare --engine` too, and says who
//! judged; a bad engine is a clear error, never a hang; `--shard K/N` splits a file's games
//! between runs whose outputs together are the whole run's.

use crate::support::command_line;

use std::path::Path;

use command_line::{kibitzer, stderr, stdout};
use kibitzer::game::{Game, Nag};
use kibitzer::pgn::read_games;
use shakmaty::Position;

use crate::support::fake_engine::FAKE;
const RUY: &str = "tests/data/annotate/ruy_lopez.pgn";
const GAMES: &str = "tests/data/annotate/games.pgn";
const STOCKFISH: &str = "/usr/games/stockfish";

fn annotate(args: &[&str]) -> String {
    let mut all = vec!["annotate"];
    all.extend(args);
    let out = kibitzer(&all);
    assert!(out.status.success(), "{}", stderr(&out));
    stdout(&out)
}

fn games(text: &str) -> Vec<Game> {
    let (games, errors) = read_games(text);
    assert!(errors.is_empty(), "{errors:?}");
    games
}

/// The glyphs of the main line's moves, in order, as `(SAN, glyph)` for the marked ones.
fn marks(game: &Game) -> Vec<(String, Nag)> {
    game.main_line()
        .into_iter()
        .skip(1)
        .filter_map(|id| {
            let node = game.node(id);
            let nag = node.annotation().nags.first().copied()?;
            Some((node.san().unwrap_or_default().to_owned(), nag))
        })
        .collect()
}

/// At depth 8 (the default before) 5.O-O and 5...Be7 got `?!`: searched alone at depth 8
/// in the position after 4...Nf6, 5.O-O's line is 5.O-O b5 6.Bb3 Nxe4 7.d4 exd4 8.Re1 f5,
/// which ends with White two pawns down before it wins them back past the horizon. From depth
/// 9, the default now, no move of the line is marked.
#[test]
fn the_closed_ruy_lopez_main_line_gets_no_mark_at_the_default_depth() {
    let text = annotate(&[RUY, "--threads", "2"]);
    let game = &games(&text)[0];
    assert_eq!(marks(game), [], "{text}");
    assert_eq!(game.headers().get("Annotator"), Some("kibitzer"));
}

#[test]
fn an_external_engine_decides_the_marks_the_best_line_and_the_evaluations() {
    // The fake engine's best move is always the position's first legal move (30 cp at depth
    // 3); any other move searched alone scores -300 cp: a blunder, and only by its verdict.
    let engine = format!("{FAKE} --restricted-cp -300");
    let text = annotate(&[GAMES, "--engine", &engine, "--depth", "3"]);
    let two = annotate(&[GAMES, "--engine", &engine, "--depth", "3", "--threads", "2"]);
    assert_eq!(text, two, "two engine processes judge as one does");
    for game in games(&text) {
        if game.main_line().len() < 2 {
            continue;
        }
        assert_eq!(game.headers().get("Annotator"), Some("Fake Engine 1.0"));
        for id in game.main_line().into_iter().skip(1) {
            let node = game.node(id);
            let parent = game.node(node.parent().unwrap()).position();
            let first = parent.legal_moves().first().copied();
            let nags = &node.annotation().nags;
            if node.mv() == first {
                assert!(nags.is_empty(), "{:?} is the engine's best", node.san());
            } else {
                assert!(nags.contains(&Nag(4)), "{:?} loses 330 cp", node.san());
                // The evaluation after it is its own score, for White (none after mate).
                let eval = node.annotation().command("eval").unwrap_or_default();
                let expected = match parent.turn() {
                    _ if node.position().legal_moves().is_empty() => "",
                    shakmaty::Color::White => "-3.00",
                    shakmaty::Color::Black => "3.00",
                };
                assert!(eval.starts_with(expected), "{:?}: {eval}", node.san());
                // The variation is the engine's best line: its first legal move.
                let siblings = game.node(node.parent().unwrap()).children();
                assert!(
                    siblings
                        .iter()
                        .any(|&s| game.node(s).mv() == first && s != id),
                    "{:?}",
                    node.san()
                );
            }
        }
    }
}

#[test]
fn a_move_within_the_margin_of_the_best_is_as_good_as_the_best() {
    // Searched alone, every move scores 25 cp against the best line's 30: no mark, no loss.
    let engine = format!("{FAKE} --restricted-cp 25");
    let text = annotate(&[RUY, "--engine", &engine, "--depth", "3"]);
    let game = &games(&text)[0];
    assert_eq!(marks(game), []);
    assert_eq!(game.headers().get("WhiteACPL"), Some("0"));
    assert_eq!(game.headers().get("BlackACPL"), Some("0"));
}

#[test]
fn bad_engines_are_clear_errors_with_status_2_never_hangs() {
    let hang = format!("{FAKE} --hang");
    let crash = format!("{FAKE} --crash-after 3");
    let unrestricted = format!("{FAKE} --ignore-searchmoves");
    for (engine, expected) in [
        (
            "/nonexistent/engine",
            "engine not found: /nonexistent/engine",
        ),
        ("tests/data", "cannot start engine"),
        (hang.as_str(), "did not answer isready"),
        (crash.as_str(), "engine crashed"),
        (unrestricted.as_str(), "searchmoves"),
    ] {
        let out = kibitzer(&["annotate", RUY, "--engine", engine, "--depth", "3"]);
        assert_eq!(out.status.code(), Some(2), "{engine}: {}", stderr(&out));
        assert!(
            stderr(&out).contains(expected),
            "{engine}: {}",
            stderr(&out)
        );
        assert!(stdout(&out).is_empty(), "{engine}: nothing written");
    }
    let out = kibitzer(&[
        "compare",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        "e4",
        "--engine",
        "/nonexistent/engine",
    ]);
    assert_eq!(out.status.code(), Some(2), "{}", stderr(&out));
    assert!(
        stderr(&out).contains("engine not found"),
        "{}",
        stderr(&out)
    );
}

#[test]
fn compare_says_who_judged_and_uses_the_engines_lines() {
    let fen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    let engine = format!("{FAKE} --restricted-cp -300");
    let out = kibitzer(&["compare", fen, "e4", "--engine", &engine, "--depth", "3"]);
    assert!(out.status.success(), "{}", stderr(&out));
    let text = stdout(&out);
    assert!(text.contains("Judged by Fake Engine 1.0."), "{text}");
    assert!(text.contains("loss        330 cp"), "{text}");
    let out = kibitzer(&[
        "compare", fen, "e4", "--engine", &engine, "--depth", "3", "--json",
    ]);
    let json: serde_json::Value = serde_json::from_str(&stdout(&out)).unwrap();
    assert_eq!(json["judged_by"], "Fake Engine 1.0");
    assert_eq!(json["candidates"][0]["loss_cp"], 330);
    assert_eq!(json["candidates"][0]["score"]["cp"], -300);
    let out = kibitzer(&["compare", fen, "e4", "--depth", "2", "--json"]);
    let json: serde_json::Value = serde_json::from_str(&stdout(&out)).unwrap();
    assert_eq!(json["judged_by"], "kibitzer");
}

#[test]
fn shards_together_are_the_whole_run() {
    let whole = games(&annotate(&[GAMES, "--depth", "2"]));
    let dir = std::env::temp_dir().join(format!("kibitzer-shards-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let mut by_number = Vec::new();
    for k in 1..=3 {
        let out = dir.join(format!("part{k}.pgn"));
        let shard = format!("{k}/3");
        let printed = annotate(&[
            GAMES,
            "--depth",
            "2",
            "--shard",
            &shard,
            "-o",
            out.to_str().unwrap(),
        ]);
        assert!(printed.is_empty());
        let text = std::fs::read_to_string(&out).unwrap();
        // Shard k holds the games numbered k, k + 3, ... (from 1).
        for (j, game) in games(&text).into_iter().enumerate() {
            by_number.push((k + 3 * j, game));
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
    by_number.sort_by_key(|(number, _)| *number);
    let numbers: Vec<usize> = by_number.iter().map(|(n, _)| *n).collect();
    assert_eq!(numbers, (1..=whole.len()).collect::<Vec<_>>());
    for ((_, part), all) in by_number.iter().zip(&whole) {
        assert_eq!(
            kibitzer::pgn::write_game(part),
            kibitzer::pgn::write_game(all)
        );
    }
    for bad in ["0/3", "4/3", "1/0", "two/3"] {
        let out = kibitzer(&["annotate", GAMES, "--shard", bad]);
        assert_eq!(out.status.code(), Some(2), "{bad}");
        assert!(stderr(&out).contains("--shard"), "{bad}: {}", stderr(&out));
    }
}

#[test]
fn stockfish_judges_when_installed() {
    if !Path::new(STOCKFISH).is_file() {
        eprintln!("skipped: no {STOCKFISH}");
        return;
    }
    let text = annotate(&[RUY, "--engine", STOCKFISH, "--depth", "12"]);
    let game = &games(&text)[0];
    let annotator = game.headers().get("Annotator").unwrap_or_default();
    assert!(annotator.starts_with("Stockfish"), "{annotator}");
    assert_eq!(marks(game), [], "{text}");
    let out = kibitzer(&[
        "compare",
        "4k3/7p/1p6/8/4N3/8/P6P/4K3 w - - 0 1",
        "Nc5",
        "--engine",
        STOCKFISH,
        "--depth",
        "12",
        "--json",
    ]);
    let json: serde_json::Value = serde_json::from_str(&stdout(&out)).unwrap();
    assert!(json["judged_by"].as_str().unwrap().starts_with("Stockfish"));
    assert_eq!(json["candidates"][0]["refutation"], "bxc5");
}
