//! The real binary in a pseudo-terminal, its screen read back through a vt100 parser: it
//! analyses the start position to a small depth, takes a move from the command line, goes
//! back and plays another move (both lines show), steps back with `u` (keeping the moves),
//! opens help, quits, and restores the terminal; an invalid config file shows its error; `t`
//! then `w` shows the Compare pane alone, whose keys work.
//! Waiting is done by reading the screen until the expected text appears (with a generous
//! guard against a hang), never by sleeping.

use crate::support::pty;

use std::time::Duration;

use pty::{start, start_sized};

#[test]
fn analyses_moves_helps_and_quits_in_a_real_terminal() {
    let (mut s, mut child) = start(&["--depth", "4", "--ascii"], &std::env::temp_dir());

    let screen = s.wait_for("the first lines", |t| {
        t.contains("done (depth)") && t.contains(" d4/") && t.contains("1 +")
    });
    assert!(screen.contains("Board: White to move"), "{screen}");
    assert!(
        screen.contains("r  n  b  q  k  b  n  r"),
        "ASCII pieces: {screen}"
    );
    assert!(screen.contains("Evaluation"), "{screen}");

    s.send(":");
    s.wait_for("the command line", |t| {
        t.lines().last().is_some_and(|l| l.starts_with(':'))
    });
    s.send("move e4\r");
    let screen = s.wait_for("the move and a new analysis", |t| {
        t.contains("1.e4") && t.contains("Black to move") && t.contains("done (depth)")
    });
    assert!(screen.contains('P'), "{screen}");

    // Go back, play a different move: both lines stay, the new one as a variation.
    s.send(":move e5\r");
    s.wait_for("1...e5", |t| {
        t.contains("1.e4 e5") && t.contains("White to move")
    });
    s.send("\x1b[D"); // Left: one move back
    s.wait_for("back at 1.e4", |t| t.contains("Black to move"));
    s.send(":move c5\r");
    let screen = s.wait_for("both lines", |t| {
        t.contains("1.e4 e5 (1...c5)") && t.contains("White to move")
    });
    assert!(screen.contains("Moves"), "{screen}");

    // u goes back and keeps the moves.
    s.send("u");
    s.wait_for("back at 1.e4, both lines kept", |t| {
        t.contains("1.e4 e5 (1...c5)") && t.contains("Black to move") && t.contains("done (depth)")
    });

    s.send("?");
    s.wait_for("help", |t| {
        t.contains("Keys") && t.contains("one move back (navigation")
    });
    s.send("?");
    s.wait_for("help closed", |t| !t.contains("one move back (navigation"));
    s.send("q");
    let status = child.wait().unwrap();
    assert!(status.success(), "{status:?}");
    // Drain the rest: the alternate screen is left, so the main screen shows again.
    while let Ok(bytes) = s.output.recv_timeout(Duration::from_millis(200)) {
        s.parser.process(&bytes);
    }
    let end = s.parser.screen().contents();
    assert!(
        !end.contains("Board:"),
        "the workstation's screen is gone: {end}"
    );
}

/// The cells between the a8 rook and the b8 knight (columns) and between the rank 8 and rank 7
/// labels (rows) of the start position in ASCII, read off `screen`.
fn square_cells(screen: &str) -> (usize, usize) {
    let rows: Vec<&str> = screen.lines().collect();
    let eight = rows.iter().position(|r| r.starts_with("│8")).unwrap();
    let seven = rows.iter().position(|r| r.starts_with("│7")).unwrap();
    // Labels stand beside the middle row of their squares, where the pieces are.
    let back_rank = rows[eight];
    let rook = back_rank.chars().position(|c| c == 'r').unwrap();
    let knight = back_rank.chars().position(|c| c == 'n').unwrap();
    (knight - rook, seven - eight)
}

#[test]
fn the_board_is_large_at_160x50_and_small_when_asked() {
    let dir = std::env::temp_dir();
    let (mut s, mut child) = start_sized(&["--depth", "2", "--ascii"], &dir, (160, 50));
    let screen = s.wait_for("the large board", |t| t.contains("done (depth)"));
    let (columns, rows) = square_cells(&screen);
    assert!(columns >= 5 && rows >= 3, "{columns}x{rows}:\n{screen}");
    s.send("q");
    assert!(child.wait().unwrap().success());

    let args = ["--depth", "2", "--ascii", "--board", "small"];
    let (mut s, mut child) = start_sized(&args, &dir, (160, 50));
    let screen = s.wait_for("the small board", |t| t.contains("done (depth)"));
    assert_eq!(square_cells(&screen), (3, 1), "{screen}");
    s.send("q");
    assert!(child.wait().unwrap().success());
}

#[test]
fn an_invalid_config_file_starts_with_the_defaults_and_says_where_it_is_wrong() {
    let dir = std::path::Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/config"));
    let (mut s, mut child) = start(&["--config", "invalid.toml", "--depth", "2"], dir);
    s.wait_for("the error in the status bar", |t| {
        t.contains("done (depth)  config invalid.toml:2:9: lines must be 1 to 8, not 12")
    });
    // The workstation runs: a move still plays and is analysed.
    s.send(":move e4\r");
    s.wait_for("the move", |t| {
        t.contains("1.e4") && t.contains("done (depth)")
    });
    s.send("q");
    let status = child.wait().unwrap();
    assert!(status.success(), "{status:?}");
}

#[test]
fn a_fifo_given_to_pgn_or_save_is_refused_and_the_keys_still_answer() {
    let dir = std::env::temp_dir().join(format!("kibitzer-pty-fifo-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let fifo = dir.join("pipe.pgn");
    if !std::process::Command::new("mkfifo")
        .arg(&fifo)
        .status()
        .is_ok_and(|s| s.success())
    {
        println!("skipped: mkfifo is not available");
        return;
    }
    let (mut s, mut child) = start(&["--depth", "2", "--ascii"], &dir);
    s.wait_for("the first analysis", |t| t.contains("done (depth)"));
    s.send(":pgn pipe.pgn\r");
    s.wait_for("the refusal to read", |t| {
        t.contains("cannot read pipe.pgn: it is a named pipe (FIFO)")
    });
    s.send(":save pipe.pgn\r");
    s.wait_for("the refusal to write", |t| {
        t.contains("cannot write pipe.pgn: it is a named pipe (FIFO)")
    });
    s.send("f");
    s.wait_for("the flipped board", |t| {
        t.contains("h  g  f  e  d  c  b  a")
    });
    s.send("q");
    let status = child.wait().unwrap();
    assert!(status.success(), "{status:?}");
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_latin1_pgn_opens_with_a_warning() {
    let dir = std::env::temp_dir().join(format!("kibitzer-pty-latin1-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(
        dir.join("bjork.pgn"),
        b"[Event \"Bj\xF6rk open\"]\n\n1. e4 e5 2. Nf3 *\n",
    )
    .unwrap();
    let (mut s, mut child) = start(&["--depth", "2", "--ascii", "bjork.pgn"], &dir);
    let screen = s.wait_for("the warning", |t| {
        t.contains("bjork.pgn is not valid UTF-8; 1 byte was replaced")
    });
    assert!(screen.contains("2.Nf3"), "{screen}");
    s.send("q");
    let status = child.wait().unwrap();
    assert!(status.success(), "{status:?}");
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_file_of_several_games_opens_its_list_in_a_real_terminal() {
    let file = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/opera.pgn");
    let (mut s, mut child) = start(&["--depth", "3", "--ascii", file], &std::env::temp_dir());
    s.wait_for("the game list", |t| {
        t.contains("opera.pgn: 4 of 4 games") && t.contains("Paul Morph")
    });
    s.send("carl");
    s.wait_for("the search", |t| t.contains("1 of 4 games"));
    s.send("\r");
    let screen = s.wait_for("game 4 open", |t| {
        t.contains("start 1.g4 d5 2.Bg2") && t.contains("Black to move")
    });
    assert!(!screen.contains("games "), "the list is closed: {screen}");
    s.send("q");
    assert!(child.wait().unwrap().success());
}

/// `t` then `w`: the Compare pane replaces the search tree, and the keys go to the pane
/// drawn (Right walks its line on the board); Esc closes it and the Lines pane is back.
#[test]
fn w_after_t_shows_one_panel_whose_keys_work() {
    let (mut s, mut child) = start(&["--depth", "3", "--ascii"], &std::env::temp_dir());
    s.wait_for("the first lines", |t| t.contains("done (depth)"));
    s.send(":move e4\r");
    s.wait_for("1.e4 analysed", |t| {
        t.contains("1.e4") && t.contains("Black to move") && t.contains("done (depth)")
    });
    s.send("t");
    s.wait_for("the search tree", |t| {
        t.contains("Search tree") && t.contains("search tree: ")
    });
    s.send("w");
    s.wait_for("the Compare pane alone", |t| {
        t.contains("Compare 1.e4") && t.contains("line 0/") && !t.contains("Search tree")
    });
    s.send("\x1b[C"); // Right: the pane walks its line
    s.wait_for("the line walked", |t| t.contains("line 1/"));
    s.send("\x1b");
    s.wait_for("the panes back", |t| {
        t.contains("Lines") && !t.contains("Compare") && !t.contains("Search tree")
    });
    s.send("q");
    assert!(child.wait().unwrap().success());
}
