//! The real binary in a pseudo-terminal (issue #35): with the Lines pane focused, Right shows
//! the engine's line on the board as a preview (the board's title says so), Esc returns to the
//! game, and the game saved afterwards is the game before the preview: nothing was added.
//! Waits read the screen, never sleep.

use crate::support::pty;

use pty::start;

#[test]
fn a_previewed_line_leaves_the_game_unchanged() {
    let dir = std::env::temp_dir().join(format!("kibitzer-preview-pty-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let (mut s, mut child) = start(&["--depth", "3", "--ascii"], &dir);
    s.wait_for("the first lines", |t| t.contains("done (depth)"));
    s.send(":move e4\r");
    s.wait_for("the lines after 1.e4", |t| {
        t.contains("1.e4") && t.contains("done (depth)")
    });
    // Tab: the Lines pane; Right: its first line's first move on the board.
    s.send("\t");
    s.send("\x1b[C");
    s.wait_for("the preview", |t| t.contains("preview 1..."));
    s.send("\x1b[C");
    s.wait_for("two moves in", |t| t.contains("preview 2."));
    s.send("\x1b");
    s.wait_for("the game again", |t| t.contains("back to the game"));
    s.send(":save previewed.pgn\r");
    s.wait_for("the save", |t| t.contains("saved previewed.pgn"));
    let written = std::fs::read_to_string(dir.join("previewed.pgn")).unwrap();
    let game = kibitzer::pgn::read_pgn(&written).unwrap();
    assert_eq!(game.main_line().len(), 2, "start and 1.e4 only: {written}");
    assert_eq!(
        game.node(game.main_line()[1]).children().len(),
        0,
        "no variation added: {written}"
    );
    s.send("q");
    let status = child.wait().unwrap();
    assert!(status.success(), "{status:?}");
    std::fs::remove_dir_all(&dir).unwrap();
}
