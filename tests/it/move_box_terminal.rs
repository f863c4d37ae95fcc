//! The move box in the real binary, in a pseudo-terminal: `N` opens it with the letter typed,
//! the completions show as one types, Enter plays the move (the board not flipped by the `f`
//! typed), `i` opens it empty, a bad text says why and Esc leaves. Waiting reads the screen
//! until the expected text appears, never by sleeping.

use crate::support::pty;

#[test]
fn a_move_typed_in_the_box_is_played_in_a_real_terminal() {
    let (mut s, mut child) = pty::start(&["--depth", "3", "--ascii"], &std::env::temp_dir());
    s.wait_for("the first lines", |t| t.contains("done (depth)"));

    s.send("N");
    s.wait_for("the box with N and its completions", |t| {
        t.contains("move: N") && t.contains("Na3  Nc3  Nf3  Nh3")
    });
    s.send("f3");
    s.send("\r");
    let screen = s.wait_for("Nf3 played", |t| {
        t.contains("1.Nf3") && t.contains("Black to move") && !t.contains("move: ")
    });
    // The f typed into the box did not flip the board: rank 8 is still at the top.
    let eight = screen.find("8  r").expect("rank 8 shown");
    let one = screen.find("1  R").expect("rank 1 shown");
    assert!(eight < one, "not flipped: {screen}");

    s.send("i");
    s.wait_for("the empty box", |t| {
        t.contains("move:") && t.contains("Esc leaves")
    });
    s.send("zz\r");
    s.wait_for("why zz is refused", |t| t.contains("\"zz\" is not a move"));
    s.send("\x1b");
    s.wait_for("the box closed", |t| !t.contains("move: zz"));
    s.send("i");
    s.send("d5\r");
    s.wait_for("d5 played", |t| {
        t.contains("1.Nf3 d5") && t.contains("White to move")
    });

    s.send("q");
    let status = child.wait().unwrap();
    assert!(status.success(), "{status:?}");
}
