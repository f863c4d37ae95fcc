//! `analyse`, `bench` and `suite` from the command line, all limited by depth or nodes.

use std::process::Command;

fn kibitzer(args: &[&str]) -> std::process::Output {
    Command::new(env!("CARGO_BIN_EXE_kibitzer"))
        .args(args)
        .output()
        .expect("runs")
}

fn stdout(out: &std::process::Output) -> String {
    String::from_utf8(out.stdout.clone()).unwrap()
}

const MATE2: &str = "k7/8/2K5/8/8/8/8/7R w - - 0 1";

#[test]
fn analyse_prints_one_line_per_depth_and_the_best_move() {
    let out = kibitzer(&["analyse", MATE2, "--depth", "4"]);
    assert!(out.status.success());
    let text = stdout(&out);
    let depth_lines: Vec<&str> = text.lines().filter(|l| l.starts_with("depth")).collect();
    assert_eq!(depth_lines.len(), 4, "{text}");
    assert!(depth_lines[3].contains("score mate 2"), "{text}");
    assert!(depth_lines[3].contains("pv K"), "{text}");
    // The search's own counters are for those who ask: --verbose.
    assert!(!text.contains("guard pruned"), "{text}");
    let verbose = stdout(&kibitzer(&["analyse", MATE2, "--depth", "4", "--verbose"]));
    assert!(
        verbose
            .lines()
            .any(|l| l.starts_with("nodes ") && l.contains("guard pruned")),
        "{verbose}"
    );
    assert!(
        verbose.ends_with(text.lines().last().unwrap())
            || verbose
                .trim_end()
                .ends_with(text.trim_end().lines().last().unwrap()),
        "{verbose}"
    );
    assert!(
        text.lines().last().unwrap().starts_with("bestmove "),
        "{text}"
    );
}

#[test]
fn analyse_json_has_uci_scores_and_san_moves() {
    let out = kibitzer(&["analyse", MATE2, "--depth", "3", "--json"]);
    let text = stdout(&out);
    let values: Vec<serde_json::Value> = text
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    let last_line = &values[values.len() - 2];
    assert_eq!(last_line["score"]["mate"], 2);
    assert_eq!(last_line["depth"], 3);
    assert_eq!(last_line["multipv"], 1);
    for key in ["seldepth", "nodes", "nps", "time_ms", "pv"] {
        assert!(last_line.get(key).is_some(), "{key}");
    }
    assert!(last_line["pv"][0].as_str().unwrap().starts_with('K'));
    let end = values.last().unwrap();
    assert!(end["bestmove"].as_str().unwrap().starts_with('K'));
    // Black is mated: a negative mate for the side to move.
    let out = kibitzer(&[
        "analyse",
        "k7/8/1K6/8/8/8/8/7R b - - 1 1",
        "--depth",
        "3",
        "--json",
    ]);
    let first: serde_json::Value =
        serde_json::from_str(stdout(&out).lines().last().unwrap()).unwrap();
    assert!(first["bestmove"].is_string());
    let lines: Vec<serde_json::Value> = stdout(&out)
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(lines[lines.len() - 2]["score"]["mate"], -1);
}

/// WAC.009: Black to move mates in five (nine plies), in the text and in the JSON.
#[test]
fn analyse_counts_a_black_mate_in_moves() {
    let wac009 = "3q1rk1/p4pp1/2pb3p/3p4/6Pr/1PNQ4/P1PB1PP1/4RRK1 b - - 0 1";
    let text = stdout(&kibitzer(&["analyse", wac009, "--depth", "9"]));
    let last = text.lines().rfind(|l| l.starts_with("depth")).unwrap();
    assert!(last.contains("score mate 5 "), "{text}");
    assert!(last.ends_with("Qh2#"), "{text}");
    let json = stdout(&kibitzer(&["analyse", wac009, "--depth", "9", "--json"]));
    let lines: Vec<serde_json::Value> = json
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(lines[lines.len() - 2]["score"]["mate"], 5, "{json}");
}

#[test]
fn analyse_multipv_numbers_its_lines_and_nodes_limit_is_exact() {
    let out = kibitzer(&[
        "analyse",
        "--multipv",
        "3",
        "--depth",
        "2",
        "--json",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR",
        "w",
        "KQkq",
        "-",
        "0",
        "1",
    ]);
    let text = stdout(&out);
    let pvs: Vec<u64> = text
        .lines()
        .filter_map(|l| serde_json::from_str::<serde_json::Value>(l).ok())
        .filter_map(|v| v["multipv"].as_u64())
        .collect();
    assert_eq!(pvs, [1, 2, 3, 1, 2, 3]);
    let out = kibitzer(&[
        "analyse",
        "--nodes",
        "5000",
        "--json",
        "r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4",
    ]);
    let end: serde_json::Value =
        serde_json::from_str(stdout(&out).lines().last().unwrap()).unwrap();
    assert_eq!(end["counters"]["nodes"], 5000);
    assert_eq!(end["reason"], "nodes");
}

#[test]
fn analyse_refuses_bad_input() {
    let out = kibitzer(&["analyse", "8/8/8 w"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(
        String::from_utf8(out.stderr)
            .unwrap()
            .starts_with("error: invalid FEN")
    );
    let out = kibitzer(&["analyse", MATE2, "--multipv", "9"]);
    assert_eq!(out.status.code(), Some(2));
    let out = kibitzer(&["analyse", MATE2, "--without", "nonsense"]);
    assert_eq!(out.status.code(), Some(2));
}

#[test]
fn bench_prints_the_same_node_count_every_time() {
    let a = stdout(&kibitzer(&["bench", "--depth", "2"]));
    let b = stdout(&kibitzer(&["bench", "--depth", "2"]));
    let nodes = |t: &str| {
        t.lines()
            .find(|l| l.ends_with(" nodes"))
            .unwrap()
            .to_owned()
    };
    assert_eq!(nodes(&a), nodes(&b));
    assert!(a.lines().any(|l| l.ends_with(" nodes/s")), "{a}");
    // Turning a feature off changes the signature.
    let c = stdout(&kibitzer(&[
        "bench",
        "--depth",
        "2",
        "--without",
        "guard-pruning",
    ]));
    assert_ne!(nodes(&a), nodes(&c));
}

#[test]
fn suite_counts_solved_positions_and_survives_dirty_epd() {
    let dir = std::env::temp_dir().join(format!("kibitzer-suite-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("dirty.epd");
    std::fs::write(
        &file,
        "6k1/5ppp/8/8/8/8/8/R5K1 w - - bm Ra8#; id \"mate\";\n\
         r5k1/8/8/8/8/8/5PPP/6K1 b - - bm Ra1# id \"no semicolon\"\n\
         6k1/5ppp/8/8/8/8/8/R5K1 w - - am Ra8#; foo bar; id \"avoid\";\n\
         this is not epd\n\
         6k1/5ppp/8/8/8/8/8/R5K1 w - - bm Qh7; id \"illegal bm\";\n",
    )
    .unwrap();
    let out = kibitzer(&["suite", file.to_str().unwrap(), "--depth", "2"]);
    assert!(out.status.success());
    let text = stdout(&out);
    assert!(text.contains("++ mate solved"), "{text}");
    assert!(text.contains("++ no semicolon solved"), "{text}");
    assert!(text.contains("-- avoid not solved (played Ra8#)"), "{text}");
    assert!(
        text.lines()
            .last()
            .unwrap()
            .starts_with("2 out of 3 solved"),
        "{text}"
    );
    let err = String::from_utf8(out.stderr).unwrap();
    assert!(err.contains("warning: line 4"), "{err}");
    assert!(err.contains("Qh7"), "{err}");
    let missing = kibitzer(&["suite", dir.join("missing.epd").to_str().unwrap()]);
    assert_eq!(missing.status.code(), Some(2));
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn tree_prints_an_outline_and_json() {
    let out = kibitzer(&["tree", MATE2, "--depth", "2", "--ply", "1"]);
    assert!(out.status.success());
    let text = stdout(&out);
    let first = text.lines().next().unwrap();
    assert!(first.starts_with("root -> "), "{text}");
    assert!(first.contains("| d2 [-inf, +inf]"), "{text}");
    assert!(
        text.lines()
            .any(|l| l.starts_with("  #1 table_move Kb6 -> ") && l.contains("| d1 ")),
        "{text}"
    );
    assert!(
        text.lines().all(|l| !l.starts_with("    ")),
        "--ply 1 shows two levels: {text}"
    );
    assert!(
        text.lines()
            .last()
            .unwrap()
            .contains("nodes recorded; best move Kb6"),
        "{text}"
    );
    let out = kibitzer(&["tree", MATE2, "--depth", "2", "--json"]);
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert!(v["move"].is_null());
    assert_eq!(v["ply"], 0);
    assert!(v["score"]["cp"].is_number() || v["score"]["mate"].is_number());
    assert_eq!(v["children"][0]["move"], "Kb6");
    assert_eq!(v["children"][0]["order_reason"], "table_move");
    assert!(v["children"][0]["children"].is_array());
    let budget = kibitzer(&["tree", MATE2, "--depth", "3", "--max-nodes", "10"]);
    assert!(stdout(&budget).contains("10 nodes recorded (budget reached)"));
}

/// Kiwipete's depth-1 line 2 proves more than its line 1: the lines are renumbered in score
/// order and the last four reports (text and JSON) are lines 1 to 4, best first.
#[test]
fn analyse_multipv_ends_each_depth_in_score_order() {
    let kiwipete = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
    let args = ["analyse", kiwipete, "--multipv", "4", "--depth", "1"];
    let json = stdout(&kibitzer(&[&args[..], &["--json"]].concat()));
    let lines: Vec<serde_json::Value> = json
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .filter(|v: &serde_json::Value| v.get("depth").is_some())
        .collect();
    let last = &lines[lines.len() - 4..];
    let numbers: Vec<u64> = last
        .iter()
        .map(|v| v["multipv"].as_u64().unwrap())
        .collect();
    assert_eq!(numbers, [1, 2, 3, 4], "{json}");
    let scores: Vec<i64> = last
        .iter()
        .map(|v| v["score"]["cp"].as_i64().unwrap())
        .collect();
    assert!(scores.windows(2).all(|w| w[0] >= w[1]), "{json}");
    assert_eq!(last[0]["pv"][0], "Nb5", "{json}");
    let text = stdout(&kibitzer(&args));
    assert!(text.contains("bestmove Nb5"), "{text}");
    let firsts: Vec<&str> = text.lines().filter(|l| l.starts_with("[1]")).collect();
    assert!(firsts.last().unwrap().ends_with("pv Nb5 hxg2"), "{text}");
}

/// Depth 0 is a usage error that says so, not "the position has no legal moves".
#[test]
fn tree_refuses_depth_zero_with_the_reason() {
    let start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    for json in [false, true] {
        let mut args = vec!["tree", start, "--depth", "0"];
        if json {
            args.push("--json");
        }
        let out = kibitzer(&args);
        assert_eq!(out.status.code(), Some(2));
        assert!(out.stdout.is_empty());
        let err = String::from_utf8(out.stderr).unwrap();
        assert!(err.contains("--depth must be at least 1"), "{err}");
        assert!(!err.contains("no legal moves"), "{err}");
    }
}

#[test]
fn bestfirst_prints_steps_and_the_result() {
    let h1 = "4k3/8/2p5/3q4/4P3/8/8/4K3 w - - 0 1";
    let out = kibitzer(&["bestfirst", h1, "--eval", "material", "--d", "captures"]);
    assert!(out.status.success());
    let text = stdout(&out);
    assert!(text.contains("    1  (root)"), "{text}");
    assert!(
        text.contains("root +0.00 hi +0.70 lo -0.90 d 1.60"),
        "{text}"
    );
    assert!(text.contains("    2  exd5"), "{text}");
    assert!(
        text.lines()
            .last()
            .unwrap()
            .starts_with("result: exd5 value -1.00"),
        "{text}"
    );
    assert!(
        text.contains("2 expansions, 13 nodes, stopped: root quiet; line exd5 cxd5"),
        "{text}"
    );
    let out = kibitzer(&[
        "bestfirst",
        h1,
        "--eval",
        "material",
        "--d",
        "captures",
        "--json",
    ]);
    let lines: Vec<serde_json::Value> = stdout(&out)
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(lines.len(), 3);
    assert_eq!(lines[0]["step"], 1);
    assert_eq!(lines[1]["path"][0], "exd5");
    let result = &lines[2]["result"];
    assert_eq!(result["best"], "exd5");
    assert_eq!(result["value"], -100);
    assert_eq!(result["expansions"], 2);
    assert_eq!(result["nodes"], 13);
    assert_eq!(result["reason"], "root_quiet");
    assert_eq!(result["pv"], serde_json::json!(["exd5", "cxd5"]));
    let separated = kibitzer(&[
        "bestfirst",
        h1,
        "--eval",
        "material",
        "--d",
        "captures",
        "--separated",
    ]);
    assert!(stdout(&separated).contains("stopped: separated"));
    let budget = kibitzer(&[
        "bestfirst",
        "r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4",
        "--steps",
        "3",
    ]);
    assert!(stdout(&budget).contains("3 expansions"));
    assert!(stdout(&budget).contains("stopped: budget"));
}

#[test]
fn a_reader_that_stops_early_ends_the_program_quietly() {
    use std::io::{BufRead, BufReader};
    use std::process::Stdio;
    // As `kibitzer analyse ... | head -1`: the reader closes the pipe after the first line,
    // while the search still has lines to print.
    let mut child = Command::new(env!("CARGO_BIN_EXE_kibitzer"))
        .args([
            "analyse",
            "r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4",
            "--depth",
            "9",
        ])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("runs");
    let mut first = String::new();
    BufReader::new(child.stdout.take().unwrap())
        .read_line(&mut first)
        .unwrap();
    assert!(first.starts_with("Scores are"), "{first}");
    let out = child.wait_with_output().unwrap();
    let errors = String::from_utf8(out.stderr).unwrap();
    assert!(!errors.contains("panicked"), "{errors}");
    assert!(out.status.success(), "{:?} {errors}", out.status);
}

#[test]
fn a_hash_table_the_system_refuses_is_an_error_not_an_abort() {
    // The largest size accepted: on a machine without 64 GB this allocation fails, and must
    // fail with a message and status 2 (it used to abort with status 134).
    let out = kibitzer(&["analyse", MATE2, "--depth", "1", "--hash", "65536"]);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        out.status.success()
            || (out.status.code() == Some(2)
                && stderr.contains("cannot allocate 65536 MB for the hash table")),
        "{:?} {stderr}",
        out.status
    );
    let out = kibitzer(&["analyse", MATE2, "--depth", "1", "--hash", "65537"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("1 to 65536 MB"));
}

const SYZYGY: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/syzygy");

#[test]
fn analyse_with_tables_says_their_verdict_and_counts_tablebase_hits() {
    // Rxe1 takes the knight into KR v K.
    let out = kibitzer(&[
        "analyse",
        "8/8/8/8/8/2k5/8/KR2n3 w - - 0 1",
        "--depth",
        "5",
        "--syzygy",
        SYZYGY,
        "--verbose",
    ]);
    assert!(out.status.success());
    let text = stdout(&out);
    assert!(
        text.contains("Tables: tablebase win, DTZ 1 (for the side to move)"),
        "{text}"
    );
    assert!(text.contains("score +TB"), "{text}");
    let hits = text
        .split("tablebase hits ")
        .nth(1)
        .and_then(|rest| rest.split(|c: char| !c.is_ascii_digit()).next())
        .and_then(|n| n.parse::<u64>().ok())
        .unwrap();
    assert!(hits > 0, "{text}");
    assert!(text.ends_with("bestmove Rxe1\n"), "{text}");
}

#[test]
fn analyse_with_bad_tables_fails_with_a_clear_message() {
    let truncated = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/syzygy-truncated");
    let empty = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/pgn");
    for (dir, message) in [
        (truncated, "KRvK.rtbw is damaged or truncated"),
        (empty, "no syzygy tables"),
    ] {
        let out = kibitzer(&["analyse", MATE2, "--depth", "2", "--syzygy", dir]);
        assert_eq!(out.status.code(), Some(2));
        let error = String::from_utf8(out.stderr).unwrap();
        assert!(error.contains(message), "{error}");
        assert!(!error.contains("panicked"), "{error}");
    }
}

#[test]
fn suite_takes_tables_and_refuses_bad_ones() {
    let dir = std::env::temp_dir().join(format!("kibitzer-suite-tb-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("kqkr.epd");
    // The queen is pinned: only Qxh2 keeps the win.
    std::fs::write(
        &file,
        "8/8/2k5/8/8/8/1K1Q3r/8 w - - bm Qxh2; id \"pinned\";\n",
    )
    .unwrap();
    let file = file.to_str().unwrap();
    let out = kibitzer(&["suite", file, "--depth", "2", "--syzygy", SYZYGY]);
    assert!(out.status.success());
    assert!(
        stdout(&out).contains("++ pinned solved"),
        "{}",
        stdout(&out)
    );
    let empty = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/pgn");
    let out = kibitzer(&["suite", file, "--depth", "2", "--syzygy", empty]);
    assert_eq!(out.status.code(), Some(2));
    let error = String::from_utf8(out.stderr).unwrap();
    assert!(error.contains("no syzygy tables"), "{error}");
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn with_turns_on_what_is_off_by_default_and_without_wins() {
    let bench = |extra: &[&str]| {
        let mut args = vec!["bench", "--depth", "3"];
        args.extend_from_slice(extra);
        let out = kibitzer(&args);
        assert!(out.status.success(), "{args:?}");
        stdout(&out).lines().next().unwrap().to_owned()
    };
    let default = bench(&[]);
    assert_ne!(bench(&["--with", "lazy-eval"]), default);
    let both = ["--with", "lazy-eval", "--without", "lazy-eval"];
    assert_eq!(bench(&both), default);
    let out = kibitzer(&[
        "analyse",
        MATE2,
        "--depth",
        "3",
        "--with",
        "lazy-eval",
        "--verbose",
    ]);
    assert!(out.status.success());
    assert!(
        stdout(&out).contains("lazy "),
        "the counters show lazy evaluations"
    );
    let out = kibitzer(&["bench", "--with", "no-such-feature"]);
    assert!(!out.status.success());
}
