//! `--threads` on `analyse`, `suite` and `bench`: two threads find a mate and solve a suite at
//! fixed depth; `bench` says how many threads searched and how many nodes each; a count out of bounds is a clear error
//! (status 2), not a panic.

#[path = "support/command_line.rs"]
mod command_line;

use command_line::{kibitzer, stderr, stdout};

const MATE2: &str = "k7/8/2K5/8/8/8/8/7R w - - 0 1";

#[test]
fn analyse_with_two_threads_finds_the_mate() {
    let out = kibitzer(&["analyse", MATE2, "--depth", "5", "--threads", "2"]);
    assert!(out.status.success(), "{}", stderr(&out));
    let text = stdout(&out);
    let last_depth = text.lines().rfind(|l| l.starts_with("depth")).unwrap();
    assert!(last_depth.contains("score mate 2"), "{text}");
}

#[test]
fn suite_with_two_threads_solves_at_fixed_depth() {
    let out = kibitzer(&[
        "suite",
        "tests/data/suite/threads.epd",
        "--depth",
        "5",
        "--threads",
        "2",
    ]);
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(
        stdout(&out).contains("3 out of 3 solved"),
        "{}",
        stdout(&out)
    );
}

#[test]
fn bench_says_how_many_threads_searched() {
    let out = kibitzer(&["bench", "--depth", "2", "--threads", "2"]);
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(
        stderr(&out).starts_with("depth 2, 2 threads, "),
        "{}",
        stderr(&out)
    );
    let text = stdout(&out);
    let total: u64 = number_before(text.lines().next().unwrap(), " nodes");
    let threads: Vec<u64> = text
        .lines()
        .filter(|l| l.starts_with("thread "))
        .map(|l| number_before(l.split(") ").nth(1).unwrap(), " nodes"))
        .collect();
    assert_eq!(threads.len(), 2, "{text}");
    assert_eq!(threads.iter().sum::<u64>(), total, "{text}");
    assert!(text.contains("thread 0 (main) ") && text.contains("thread 1 (helper) "));
    let one = kibitzer(&["bench", "--depth", "2"]);
    assert!(
        stderr(&one).starts_with("depth 2, 1 thread, "),
        "{}",
        stderr(&one)
    );
    assert!(
        !stdout(&one).contains("thread "),
        "one thread: the signature alone"
    );
}

/// The number that starts `text` and ends at `unit`.
fn number_before(text: &str, unit: &str) -> u64 {
    text.split(unit).next().unwrap().trim().parse().unwrap()
}

#[test]
fn thread_counts_out_of_bounds_are_errors() {
    for bad in ["0", "257", "many"] {
        let out = kibitzer(&["analyse", MATE2, "--depth", "2", "--threads", bad]);
        assert_eq!(out.status.code(), Some(2), "{bad}");
        assert!(
            stderr(&out).contains("the search takes 1 to 256 threads"),
            "{}",
            stderr(&out)
        );
    }
}
