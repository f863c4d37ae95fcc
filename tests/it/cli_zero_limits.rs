//! A limit of 0 in a one-shot command (`analyse`, `annotate`, `compare`, `suite`, `tree`,
//! `bench`, `bestfirst`) is a usage error naming the option and the default: it would search
//! nothing. Before, `analyse FEN --depth 0` printed the first legal move as `bestmove` after 0
//! nodes and exited 0, and `annotate --depth 0` wrote static evaluations, missing a mate in 1.

use std::process::Command;

const MATE_IN_ONE: &str = "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1";

fn kibitzer(args: &[&str]) -> std::process::Output {
    Command::new(env!("CARGO_BIN_EXE_kibitzer"))
        .args(args)
        .output()
        .expect("runs")
}

/// What `annotate` and `compare` search without a limit.
const ANNOTATE_DEFAULT: &str = "depth 9, or 300000 nodes with --engine";

/// Runs `args` and checks the usage error for `option`, whose omission gives `default`.
fn refused(args: &[&str], option: &str, default: &str) {
    let out = kibitzer(args);
    assert_eq!(out.status.code(), Some(2), "{args:?}");
    assert!(out.stdout.is_empty(), "{args:?}");
    let err = String::from_utf8(out.stderr).unwrap();
    assert!(
        err.starts_with(&format!(
            "error: {option} must be at least 1 (0 would search nothing); omit it for the \
             default, {default}\n"
        )),
        "{args:?}: {err}"
    );
}

#[test]
fn analyse_refuses_every_limit_of_zero() {
    for option in ["--depth", "--nodes", "--movetime"] {
        refused(&["analyse", MATE_IN_ONE, option, "0"], option, "depth 10");
    }
    let out = kibitzer(&["analyse", MATE_IN_ONE, "--depth", "1"]);
    assert!(out.status.success());
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(text.ends_with("bestmove Ra8#\n"), "{text}");
}

#[test]
fn annotate_and_compare_refuse_it() {
    let pgn = "tests/data/annotate/mate.pgn";
    for option in ["--depth", "--nodes", "--movetime"] {
        refused(&["annotate", pgn, option, "0"], option, ANNOTATE_DEFAULT);
        refused(
            &["compare", MATE_IN_ONE, "Ra8", option, "0"],
            option,
            ANNOTATE_DEFAULT,
        );
    }
}

#[test]
fn suite_tree_bench_and_bestfirst_refuse_it() {
    let epd = "tests/data/suite/threads.epd";
    for option in ["--depth", "--nodes", "--movetime"] {
        refused(&["suite", epd, option, "0"], option, "1000 ms a position");
    }
    refused(&["tree", MATE_IN_ONE, "--depth", "0"], "--depth", "depth 3");
    refused(&["bench", "--depth", "0"], "--depth", "depth 7");
    refused(
        &["bestfirst", MATE_IN_ONE, "--steps", "0"],
        "--steps",
        "20000 steps",
    );
    refused(
        &["bestfirst", MATE_IN_ONE, "--budget", "0"],
        "--budget",
        "1000000 nodes",
    );
}
