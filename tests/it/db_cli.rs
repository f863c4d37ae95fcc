//! `kibitzer db` on the command line: import's summary, explore's table and JSON, games and
//! export, clear errors, and an import killed with `kill -9` part way through that leaves a
//! sound database and continues on the next run.

use std::process::{Command, Output};
use std::time::{Duration, Instant};

use kibitzer_db::{Access, Database, explore, thousands};
use shakmaty::Chess;

use crate::support::pgn_playouts::collection;
use crate::support::scratch::Scratch;

const FAULTS: &str = include_str!("../data/db/faults.pgn");
const TRANSPOSITIONS: &str = include_str!("../data/db/transpositions.pgn");

fn kibitzer(scratch: &Scratch, args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_kibitzer"))
        .args(args)
        .env("HOME", scratch.dir())
        .env("XDG_DATA_HOME", scratch.path("data"))
        .env("XDG_CONFIG_HOME", scratch.path("config"))
        .output()
        .unwrap()
}

fn text(output: &Output) -> (String, String) {
    (
        String::from_utf8_lossy(&output.stdout).into_owned(),
        String::from_utf8_lossy(&output.stderr).into_owned(),
    )
}

#[test]
fn import_explore_games_and_export_on_the_command_line() {
    let scratch = Scratch::new("db-cli");
    let faults = scratch.file("faults.pgn", FAULTS);
    let games = scratch.file("t.pgn", TRANSPOSITIONS);
    // The default database: games.kdb in the data directory.
    let out = kibitzer(
        &scratch,
        &[
            "db",
            "import",
            faults.to_str().unwrap(),
            games.to_str().unwrap(),
        ],
    );
    let (stdout, stderr) = text(&out);
    assert!(out.status.success(), "{stdout}{stderr}");
    assert!(stdout.contains("6 games read in"), "{stdout}");
    assert!(
        stdout.contains("2 imported, 1 duplicates, 3 unreadable"),
        "{stdout}"
    );
    assert!(
        stdout.contains("  game 2 (line 8): illegal move 2.Ke3"),
        "{stdout}"
    );
    assert!(
        stdout.contains("3 imported, 0 duplicates, 0 unreadable"),
        "{stdout}"
    );
    assert!(stdout.contains("games.kdb: 5 games"), "{stdout}");
    assert!(scratch.path("data/kibitzer/games.kdb").exists());
    let again = kibitzer(&scratch, &["db", "import", games.to_str().unwrap()]);
    assert!(text(&again).0.contains("imported before; nothing added"));

    let out = kibitzer(&scratch, &["db", "explore", "--moves", "d4,d5,g1f3"]);
    let (stdout, stderr) = text(&out);
    assert!(out.status.success(), "{stderr}");
    assert!(
        stdout.contains("3 games: White 33%  draws 33%  Black 33%"),
        "{stdout}"
    );
    assert!(
        stdout.contains("Nf6      g8f6           2    50%     0%    50%   2350  2005"),
        "{stdout}"
    );
    assert!(
        stdout.contains("Gamma, Gil (2000) - Alpha, Ann (2500)  0-1  2005  Transposition B"),
        "{stdout}"
    );

    let out = kibitzer(&scratch, &["db", "explore", "--json"]);
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    // Four games began at the start; the fifth from a set-up position.
    assert_eq!(json["total"]["games"], 4);
    let first = &json["moves"][0];
    for field in [
        "san",
        "uci",
        "games",
        "white",
        "draws",
        "black",
        "average_rating",
        "last_year",
    ] {
        assert!(first.get(field).is_some(), "{field} in {first}");
    }
    assert_eq!(
        json["fen"],
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
    );
    assert!(json["games"].as_array().unwrap().len() >= 3);

    let out = kibitzer(
        &scratch,
        &["db", "games", "--player", "alpha", "--color", "white"],
    );
    let (stdout, _) = text(&out);
    assert_eq!(stdout.lines().count(), 1, "{stdout}");
    assert!(stdout.contains("Alpha, Ann (2400) - Beta, Bob (2200)  1-0  1999  Transposition A"));
    let out = kibitzer(&scratch, &["db", "games", "--result", "draw", "--json"]);
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(json.as_array().unwrap().len(), 2);

    let out = kibitzer(&scratch, &["db", "export", "--event", "Transposition"]);
    let (stdout, stderr) = text(&out);
    assert!(stderr.contains("2 games exported"));
    assert!(stdout.starts_with("[Event \"Transposition A\"]"));
    assert!(stdout.contains("1. d4 d5 2. Nf3 Nf6 3. Bf4 0-1\n"));
    let target = scratch.file("exists.pgn", "keep me");
    let out = kibitzer(&scratch, &["db", "export", "-o", target.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(2));
    assert!(text(&out).1.contains("export never replaces a file"));
    assert_eq!(std::fs::read_to_string(&target).unwrap(), "keep me");

    let out = kibitzer(&scratch, &["db", "check"]);
    assert!(
        text(&out)
            .0
            .contains("sound, 5 games; position index: 2 runs"),
        "{:?}",
        text(&out)
    );
}

#[test]
fn compact_merges_the_index_into_one_run_and_changes_no_answer() {
    let scratch = Scratch::new("db-cli-compact");
    let games = scratch.file("t.pgn", TRANSPOSITIONS);
    // A batch a game: three runs.
    let import = [
        "db",
        "import",
        "--batch-games",
        "1",
        games.to_str().unwrap(),
    ];
    assert!(kibitzer(&scratch, &import).status.success());
    // Reached by all three games, in two move orders.
    let explore = ["db", "explore", "--moves", "Nf3,d5,d4", "--json"];
    let before = kibitzer(&scratch, &explore);
    assert!(
        text(&before).0.contains("\"games\": 3"),
        "{:?}",
        text(&before)
    );
    let out = kibitzer(&scratch, &["db", "compact"]);
    assert!(out.status.success(), "{:?}", text(&out));
    assert!(
        text(&out).0.contains("position index: 1 run, 3 before"),
        "{:?}",
        text(&out)
    );
    let after = kibitzer(&scratch, &explore);
    assert_eq!(text(&after).0, text(&before).0);
    let out = kibitzer(&scratch, &["db", "check"]);
    assert!(
        text(&out)
            .0
            .contains("sound, 3 games; position index: 1 run"),
        "{:?}",
        text(&out)
    );
}

#[test]
fn the_db_option_before_db_names_the_database_too() {
    let scratch = Scratch::new("db-cli-top-level");
    let games = scratch.file("t.pgn", TRANSPOSITIONS);
    let db = scratch.path("mine.kdb");
    let out = kibitzer(
        &scratch,
        &[
            "--db",
            db.to_str().unwrap(),
            "db",
            "import",
            games.to_str().unwrap(),
        ],
    );
    assert!(
        text(&out).0.contains("mine.kdb: 3 games"),
        "{:?}",
        text(&out)
    );
    let out = kibitzer(
        &scratch,
        &["--db", db.to_str().unwrap(), "db", "games", "--limit", "1"],
    );
    assert!(text(&out).0.contains("Transposition A"), "{:?}", text(&out));
    // The subcommand's own --db comes first.
    let out = kibitzer(
        &scratch,
        &[
            "--db",
            db.to_str().unwrap(),
            "db",
            "check",
            "--db",
            "/nonexistent/x.kdb",
        ],
    );
    assert!(
        text(&out).1.contains("/nonexistent/x.kdb"),
        "{:?}",
        text(&out)
    );
}

#[test]
fn bad_input_is_a_clear_error() {
    let scratch = Scratch::new("db-cli-errors");
    let db = scratch.path("none.kdb");
    let db = db.to_str().unwrap();
    let out = kibitzer(&scratch, &["db", "explore", "--db", db]);
    assert_eq!(out.status.code(), Some(2));
    assert!(
        text(&out).1.contains("no games database there"),
        "{:?}",
        text(&out)
    );
    let pgn = scratch.file("t.pgn", TRANSPOSITIONS);
    kibitzer(
        &scratch,
        &["db", "import", "--db", db, pgn.to_str().unwrap()],
    );
    for (args, says) in [
        (
            vec!["db", "explore", "--db", db, "not a fen"],
            "invalid FEN",
        ),
        (
            vec!["db", "explore", "--db", db, "--moves", "e4,e5,Ke3"],
            "--moves: move 3",
        ),
        (
            vec!["db", "games", "--db", db, "--from", "last year"],
            "bad date",
        ),
        (
            vec!["db", "games", "--db", db, "--result", "2-0"],
            "--result",
        ),
        (
            vec!["db", "import", "--db", db, "/nonexistent.pgn"],
            "cannot open /nonexistent.pgn",
        ),
        (
            vec!["db", "explore", "--db", pgn.to_str().unwrap()],
            "looks like a PGN file",
        ),
    ] {
        let out = kibitzer(&scratch, &args);
        let (stdout, stderr) = text(&out);
        assert_eq!(out.status.code(), Some(2), "{args:?}: {stdout}{stderr}");
        assert!(stderr.contains(says), "{args:?}: {stderr}");
        assert!(!stderr.contains("panicked"), "{stderr}");
    }
}

#[test]
fn an_import_killed_part_way_leaves_a_sound_database_that_continues() {
    let scratch = Scratch::new("db-cli-killed");
    let (games, _) = collection(3000, 80);
    let pgn = scratch.file("many.pgn", &games);
    let db = scratch.path("g.kdb");
    let args = [
        "db",
        "import",
        "--db",
        db.to_str().unwrap(),
        "--batch-games",
        "100",
        "--threads",
        "1",
        pgn.to_str().unwrap(),
    ];
    let mut child = Command::new(env!("CARGO_BIN_EXE_kibitzer"))
        .args(args)
        .stdout(std::process::Stdio::null())
        .spawn()
        .unwrap();
    // Kill it (SIGKILL) once nine batches are in, so that the index's runs have been merged
    // at least once (eight runs of a level merge) and a merge may be under way; the
    // workstation's way of reading while an import writes is the same read-only open.
    let started = Instant::now();
    let mut seen = 0;
    while started.elapsed() < Duration::from_mins(2) {
        if let Ok(database) = Database::open(&db, Access::Read) {
            seen = database.game_count().unwrap_or(0);
            if seen >= 900 {
                break;
            }
        }
        std::thread::sleep(Duration::from_millis(5));
    }
    child.kill().unwrap();
    let status = child.wait().unwrap();
    assert!(seen >= 900, "the import wrote nine batches");
    // Sound: it opens, holds whole batches only, and the counts agree with the games.
    let database = Database::open(&db, Access::Read).unwrap();
    let count = database.game_count().unwrap();
    assert!(
        count.is_multiple_of(100) || count == 3000,
        "{count} games: a batch was cut"
    );
    assert_eq!(
        explore(&database, &Chess::default()).unwrap().total.games,
        count
    );
    assert!(database.check().unwrap().is_empty());
    drop(database);
    // The next run continues and ends with every game once.
    let out = kibitzer(&scratch, &args);
    let (stdout, stderr) = text(&out);
    assert!(out.status.success(), "{stdout}{stderr}");
    if status.code().is_none() && count < 3000 {
        assert!(
            stdout.contains(&format!("(continued after game {})", thousands(count))),
            "{stdout}"
        );
        assert!(stdout.contains("0 duplicates"), "{stdout}");
    }
    let database = Database::open(&db, Access::Read).unwrap();
    assert_eq!(database.game_count().unwrap(), 3000);
    assert_eq!(
        explore(&database, &Chess::default()).unwrap().total.games,
        3000
    );
    assert!(database.check().unwrap().is_empty());
}

#[test]
fn duplicates_are_found_across_batches_files_and_folded_digest_rows() {
    let scratch = Scratch::new("db-cli-duplicates");
    let (games, _) = collection(120, 7);
    let first = scratch.file("first.pgn", &games);
    // The same games again after new ones, in another file: 40 batches of 3 before it, so the
    // digest rows have been folded, and duplicates meet within a batch and across batches.
    let (more, _) = collection(30, 8);
    let second = scratch.file("second.pgn", &format!("{more}\n{games}\n{more}"));
    let db = scratch.path("d.kdb");
    let import = |pgn: &std::path::Path| {
        let out = kibitzer(
            &scratch,
            &[
                "db",
                "import",
                "--db",
                db.to_str().unwrap(),
                "--batch-games",
                "3",
                pgn.to_str().unwrap(),
            ],
        );
        let (stdout, stderr) = text(&out);
        assert!(out.status.success(), "{stdout}{stderr}");
        stdout
    };
    assert!(import(&first).contains("120 imported, 0 duplicates"));
    let stdout = import(&second);
    assert!(stdout.contains("30 imported, 150 duplicates"), "{stdout}");
    let database = Database::open(&db, Access::Read).unwrap();
    assert_eq!(database.game_count().unwrap(), 150);
    assert_eq!(database.check().unwrap(), Vec::<String>::new());
}

#[test]
fn files_smaller_than_a_batch_do_not_pile_up_runs_without_end() {
    use kibitzer_db::{ImportOptions, import_file};
    let scratch = Scratch::new("db-cli-small-files");
    let db = scratch.path("s.kdb");
    let mut database = Database::open(&db, Access::Write).unwrap();
    let (games, _) = collection(40, 6);
    let mut most = 0;
    for (n, game) in games.split("\n\n[Event").enumerate() {
        let text = if n == 0 {
            game.to_owned()
        } else {
            format!("[Event{game}")
        };
        let pgn = scratch.file(&format!("g{n}.pgn"), &text);
        import_file(&mut database, &pgn, ImportOptions::default(), &mut |_| {}).unwrap();
        let runs = database.index_runs().unwrap();
        let level0 = runs.iter().filter(|r| r.level == 0).count();
        assert!(
            level0 < 15,
            "{level0} runs at level 0 after {} files",
            n + 1
        );
        most = most.max(level0);
    }
    // Each file wrote a run; the fifteenth run of a level was merged at the end of its import.
    assert_eq!(most, 14);
    assert_eq!(database.game_count().unwrap(), 40);
    assert!(database.check().unwrap().is_empty());
}
