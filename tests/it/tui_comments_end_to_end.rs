//! The real binary in a pseudo-terminal (issue #35): a comment typed in the comment editor
//! (`c`, with letters that are board commands elsewhere) and a glyph set with the picker
//! (`!`) are shown in the Moves pane and saved by `:save PATH` as a comment and a NAG that
//! the crate's PGN reader reads back. Waits read the screen, never sleep.

use crate::support::pty;

use kibitzer::game::Glyph;
use pty::start;

#[test]
fn a_comment_and_a_glyph_typed_in_the_terminal_are_saved() {
    let dir = std::env::temp_dir().join(format!("kibitzer-comment-pty-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let (mut s, mut child) = start(&["--depth", "2", "--ascii"], &dir);
    s.wait_for("the first lines", |t| t.contains("done (depth)"));
    s.send(":move e4\r");
    s.wait_for("the move", |t| t.contains("1.e4"));
    s.send("c");
    s.wait_for("the editor", |t| t.contains("comment after 1.e4:"));
    // f, q and p are board commands; here they are text.
    s.send("fine pawn, quite good\r");
    s.wait_for("the comment", |t| t.contains("comment after 1.e4 saved"));
    s.send("!");
    s.wait_for("the picker", |t| t.contains("Glyphs after 1.e4"));
    s.send("5");
    s.wait_for("the glyph", |t| t.contains("1.e4!?"));
    s.send(":save annotated.pgn\r");
    s.wait_for("the save", |t| t.contains("saved annotated.pgn"));
    let written = std::fs::read_to_string(dir.join("annotated.pgn")).unwrap();
    let game = kibitzer::pgn::read_pgn(&written).unwrap();
    let e4 = game.main_line()[1];
    assert_eq!(game.glyphs(e4), [Glyph::Interesting], "{written}");
    assert_eq!(
        game.node(e4).annotation().comment(),
        "fine pawn, quite good",
        "{written}"
    );
    assert!(
        written.contains("1. e4 $5 { fine pawn, quite good }"),
        "{written}"
    );
    s.send("q");
    let status = child.wait().unwrap();
    assert!(status.success(), "{status:?}");
    std::fs::remove_dir_all(&dir).unwrap();
}
