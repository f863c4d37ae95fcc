//! `--threads` on `analyse`, `suite` and `bench`: two threads find a mate and solve a suite at
//! fixed depth; `bench` says how many threads searched; a count out of bounds is a clear error
//! (status 2), not a panic.

use crate::support::command_line;

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
    let one = kibitzer(&["bench", "--depth", "2"]);
    assert!(
        stderr(&one).starts_with("depth 2, 1 thread, "),
        "{}",
        stderr(&one)
    );
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
