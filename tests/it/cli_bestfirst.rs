//! `kibitzer bestfirst` from the command line: values in pawns, mates as mates.

use crate::support::command_line;

use command_line::{kibitzer, stderr, stdout};

/// Black mates along White's back rank in two moves: the root's value is that mate, not
/// `-299.97` pawns (the mate's encoding read as pawns).
#[test]
fn a_mate_found_reads_as_a_mate_not_as_three_hundred_pawns() {
    const BACK_RANK: &str = "r5k1/5ppp/8/8/8/8/3R1PPP/6K1 b - - 0 1";
    let out = kibitzer(&["bestfirst", BACK_RANK, "--steps", "40"]);
    assert!(out.status.success(), "{}", stderr(&out));
    let text = stdout(&out);
    assert!(
        text.contains("result: Ra1+ value #-2 hi #-2 lo #-2,"),
        "{text}"
    );
    assert!(text.contains("root -0.12 hi -0.12 lo -3.46"), "{text}");
    assert!(!text.contains("299."), "{text}");
}
