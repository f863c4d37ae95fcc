//! `kibitzer annotate` on a game with a null move (`2... --`): it exits 0, the null move gets
//! no mark, no comment and no best line, counts for neither player, and the moves after it are
//! judged as usual (the queen hung on move 3 gets `??`).

use crate::support::command_line;

use command_line::{kibitzer, stderr, stdout};
use kibitzer::game::Nag;
use kibitzer::pgn::read_games;

const NULL_MOVE: &str = "tests/data/null_moves/blunder_after_null.pgn";

#[test]
fn a_null_move_is_skipped_and_the_moves_after_it_are_reviewed() {
    let out = kibitzer(&["annotate", NULL_MOVE, "--depth", "4"]);
    assert!(out.status.success(), "{}", stderr(&out));
    let text = stdout(&out);
    let (games, errors) = read_games(&text);
    assert!(errors.is_empty(), "{errors:?}");
    let game = &games[0];
    let line: Vec<_> = game.main_line().into_iter().skip(1).collect();
    assert_eq!(
        game.san_line(&game.main_line()),
        ["e4", "e5", "Nf3", "--", "d4", "Qg5", "Nxg5"]
    );
    assert!(text.contains("2. Nf3 "), "{text}");
    let null = game.node(line[3]);
    assert!(null.is_null_move());
    assert!(null.annotation().nags.is_empty(), "{text}");
    assert!(null.annotation().comments_before.is_empty(), "{text}");
    let parent = game.node(null.parent().unwrap());
    assert_eq!(parent.children().len(), 1, "no best line instead: {text}");
    // The blunder after it is judged, with the best line as a variation.
    let qg5 = game.node(line[5]);
    assert_eq!(qg5.san(), Some("Qg5"));
    assert!(qg5.annotation().nags.contains(&Nag(4)), "{text}");
    assert_eq!(game.node(qg5.parent().unwrap()).children().len(), 2);
    // Black's moves: 1... e5 and 3... Qg5, not the null move.
    assert_eq!(game.headers().get("BlackBlunders"), Some("1"));
    let acpl: i64 = game.headers().get("BlackACPL").unwrap().parse().unwrap();
    assert!(acpl > 300 && acpl < 1500, "averaged over two moves: {acpl}");
}
