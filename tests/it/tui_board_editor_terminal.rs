//! The board editor in the real binary, in a pseudo-terminal read back through a vt100
//! parser: `E` opens it, `C` empties the board, piece letters and the arrows set up a
//! position, Enter refuses an impossible one with its reason, a right click empties a square
//! and a left click puts the selected piece down, and Enter opens a possible position as a
//! new game and analyses it. Waiting is done by reading the screen, never by sleeping.

use crate::support::pty;

use pty::start;

/// An SGR mouse press (`button` 0: left, 2: right) and its release on the 0-based cell
/// (`column`, `row`), as a terminal with mouse capture sends them.
fn click(button: u8, column: u16, row: u16) -> String {
    let (x, y) = (column + 1, row + 1);
    format!("\x1b[<{button};{x};{y}M\x1b[<{button};{x};{y}m")
}

/// The middle cell of `square` (file 0-7, rank 0-7) on the 80x24 board: squares of 3x1 cells
/// right of the rank labels, rank 8 on the first row inside the border.
fn cell(file: u16, rank: u16) -> (u16, u16) {
    (3 + file * 3 + 1, 1 + (7 - rank))
}

#[test]
fn a_position_is_set_up_refused_fixed_and_analysed_in_a_real_terminal() {
    let (mut s, mut child) = start(&["--depth", "3", "--ascii"], &std::env::temp_dir());
    s.wait_for("the first analysis", |t| t.contains("done (depth)"));

    s.send("E");
    s.wait_for("the editor", |t| {
        t.contains("Editor: White to move") && t.contains("castling KQkq")
    });
    s.send("C");
    s.wait_for("an empty board", |t| {
        t.contains("castling -") && !t.contains("r  n  b  q  k  b  n  r")
    });
    // The cursor starts on e4: a queen there, the king on e1, the black king on e8.
    s.send("Q");
    s.send("\x1b[B\x1b[B\x1b[B");
    s.send("K");
    s.send("\x1b[A\x1b[A\x1b[A\x1b[A\x1b[A\x1b[A\x1b[A");
    s.send("k");
    s.wait_for("the pieces and the live FEN", |t| {
        t.contains("selected k black king") && t.contains("4k3/8/8/8/4Q3")
    });
    s.send("\r");
    s.wait_for("the refusal", |t| {
        t.contains("refused: Black is in check but it is White's move")
            && t.contains("Editor: White to move")
    });

    // A right click takes the queen away; a left click puts the selected black king on a1.
    let (x, y) = cell(4, 3);
    s.send(&click(2, x, y));
    let (x, y) = cell(0, 0);
    s.send(&click(0, x, y));
    s.wait_for("the queen gone, a second black king", |t| {
        t.contains("4k3/8/8/8/8/8/8/k3K3") && !t.contains("refused")
    });
    s.send("\r");
    s.wait_for("two kings refused", |t| {
        t.contains("refused: Black has more than one king")
    });
    s.send(&click(2, x, y));
    s.wait_for("the second king gone", |t| {
        t.contains("4k3/8/8/8/8/8/8/4K3")
    });
    s.send("\r");
    let screen = s.wait_for("the new game analysed", |t| {
        t.contains("Board: White to move")
            && t.contains("position set up in the board editor")
            && t.contains("done (depth)")
    });
    assert!(!screen.contains("Editor:"), "{screen}");
    let rows: Vec<&str> = screen.lines().collect();
    assert!(
        rows.iter().any(|r| r.starts_with("│8") && r.contains('k')),
        "{screen}"
    );
    assert!(
        rows.iter().any(|r| r.starts_with("│1") && r.contains('K')),
        "{screen}"
    );
    s.send("q");
    let status = child.wait().unwrap();
    assert!(status.success(), "{status:?}");
}
