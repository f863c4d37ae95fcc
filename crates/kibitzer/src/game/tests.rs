//! Unit tests of the game tree: playing, navigating, promoting, deleting, adding lines, and
//! undoing and redoing each edit.

use shakmaty::san::San;
use shakmaty::{Color, Move, Position};

use super::{Annotation, Game, Nag, NodeId};
use crate::Score;

fn san(game: &Game, at: NodeId, text: &str) -> Move {
    text.parse::<San>()
        .unwrap()
        .to_move(game.node(at).position())
        .unwrap()
}

fn play(game: &mut Game, moves: &[&str]) -> NodeId {
    for m in moves {
        let mv = san(game, game.current(), m);
        game.play(mv);
    }
    game.current()
}

/// 1. e4 e5 (1... c5 2. Nf3 (2. Nc3)) 2. Nf3, shown at the end of the main line.
fn sample() -> Game {
    let mut game = Game::default();
    play(&mut game, &["e4", "e5", "Nf3"]);
    game.go_to_ply(1);
    play(&mut game, &["c5", "Nf3"]);
    game.back();
    play(&mut game, &["Nc3"]);
    game.go_to(game.main_line()[3]);
    game
}

#[test]
fn playing_moves_updates_position_and_history() {
    let mut game = Game::default();
    play(&mut game, &["e4", "e5", "Ke2"]);
    assert_eq!(game.moves().len(), 3);
    assert!(*game.history().king_moved.get(Color::White));
    assert_eq!(
        game.fen(),
        "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPPKPPP/RNBQ1BNR b kq - 1 2"
    );
    assert_eq!(game.node(game.current()).san(), Some("Ke2"));
    assert_eq!(game.move_number(game.current()), Some((2, Color::White)));
    assert_eq!(
        game.move_number(game.main_line()[2]),
        Some((1, Color::Black))
    );
    assert_eq!(game.move_number(NodeId::ROOT), None);
    game.go_to_start();
    assert_eq!(game.position(), &shakmaty::Chess::default());
    game.go_to_ply(1);
    assert_eq!(game.san_moves(), ["e4", "e5", "Ke2"]);
    assert_eq!(game.hashes_before().len(), 1);
    game.go_to_ply(99);
    assert_eq!(game.cursor(), 3);
}

#[test]
fn a_different_move_adds_a_variation_and_never_truncates() {
    let game = sample();
    assert_eq!(game.san_line(&game.main_line()), ["e4", "e5", "Nf3"]);
    let e4 = game.main_line()[1];
    let [e5, c5] = game.node(e4).children() else {
        panic!("two replies to e4")
    };
    assert_eq!(game.node(*c5).san(), Some("c5"));
    assert_eq!(game.siblings(*e5), [*e5, *c5]);
    let c5_replies = game.node(*c5).children();
    assert_eq!(game.san_line(c5_replies), ["Nf3", "Nc3"]);
    assert!(!*game.node(*c5).history().castled.get(Color::Black));
    // Playing a move that is already there enters it.
    let mut again = game.clone();
    again.go_to(e4);
    let mv = san(&again, e4, "c5");
    assert_eq!(again.play(mv), *c5);
    assert_eq!(again.node(e4).children().len(), 2);
}

#[test]
fn back_and_forward_follow_the_line_last_visited_or_selected() {
    let mut game = sample();
    assert_eq!(game.cursor(), 3);
    assert!(!game.forward());
    game.go_to_start();
    assert!(!game.back());
    game.go_to_end();
    assert_eq!(game.san_moves(), ["e4", "e5", "Nf3"]);
    let e4 = game.main_line()[1];
    let c5 = game.node(e4).children()[1];
    let nc3 = game.node(c5).children()[1];
    game.go_to(nc3);
    game.go_to_start();
    game.go_to_end();
    assert_eq!(
        game.current(),
        nc3,
        "forward remembers the variation visited"
    );
    assert!(game.select(game.main_line()[2]));
    game.go_to_ply(0);
    game.go_to_end();
    assert_eq!(game.current(), game.main_line()[3]);
    assert!(!game.select(NodeId::ROOT));
    assert_eq!(game.path_to(nc3).len(), 4);
    assert_eq!(game.ply(nc3), 3);
    game.go_to(nc3);
    assert_eq!(game.hashes_before().len(), 3);
    assert_eq!(game.line(), game.path_to(nc3));
}

#[test]
fn promote_moves_a_variation_up_and_undo_takes_it_back() {
    let mut game = sample();
    let e4 = game.main_line()[1];
    let c5 = game.node(e4).children()[1];
    let nc3 = game.node(c5).children()[1];
    assert!(
        !game.promote(game.main_line()[3]),
        "main line: nothing to promote"
    );
    assert!(game.promote(nc3));
    assert_eq!(game.san_line(game.node(c5).children()), ["Nc3", "Nf3"]);
    assert!(game.promote(nc3), "next: the c5 branch");
    assert_eq!(game.san_line(&game.main_line()), ["e4", "c5", "Nc3"]);
    assert!(game.undo());
    assert!(game.undo());
    assert_eq!(game.san_line(&game.main_line()), ["e4", "e5", "Nf3"]);
    assert_eq!(game.san_line(game.node(c5).children()), ["Nf3", "Nc3"]);
    assert!(game.redo());
    assert_eq!(game.san_line(game.node(c5).children()), ["Nc3", "Nf3"]);
    assert!(game.promote_to_main_line(nc3));
    assert_eq!(game.san_line(&game.main_line()), ["e4", "c5", "Nc3"]);
    assert!(!game.promote_to_main_line(nc3));
    assert!(game.undo());
    assert_eq!(game.san_line(&game.main_line()), ["e4", "e5", "Nf3"]);
}

#[test]
fn delete_is_undoable_and_moves_the_shown_node_out() {
    let mut game = sample();
    let e4 = game.main_line()[1];
    let c5 = game.node(e4).children()[1];
    let nc3 = game.node(c5).children()[1];
    game.go_to(nc3);
    assert!(!game.delete(NodeId::ROOT));
    assert!(game.delete(c5));
    assert!(!game.contains(nc3));
    assert!(!game.delete(nc3), "already gone");
    assert!(!game.go_to(nc3));
    assert_eq!(game.current(), e4);
    assert_eq!(game.node(e4).children().len(), 1);
    assert!(game.undo());
    assert!(game.contains(nc3));
    assert_eq!(game.node(e4).children(), [game.main_line()[2], c5]);
    assert!(game.redo());
    assert!(!game.contains(c5));
    assert!(!game.redo());
    while game.undo() {}
    assert_eq!(
        game.node(NodeId::ROOT).children().len(),
        0,
        "even the moves played"
    );
}

#[test]
fn add_line_follows_existing_moves_and_adds_the_rest_as_one_edit() {
    let mut game = sample();
    let e4 = game.main_line()[1];
    let c5 = game.node(e4).children()[1];
    let moves = {
        let mut pos = game.node(e4).position().clone();
        ["c5", "Nc3", "Nc6", "g3"]
            .iter()
            .map(|m| {
                let mv = m.parse::<San>().unwrap().to_move(&pos).unwrap();
                pos.play_unchecked(mv);
                mv
            })
            .collect::<Vec<_>>()
    };
    let shown = game.current();
    let last = game.add_line(e4, &moves).unwrap();
    assert_eq!(game.current(), shown, "adding a line does not move");
    assert_eq!(
        game.san_line(&game.path_to(last)),
        ["e4", "c5", "Nc3", "Nc6", "g3"]
    );
    assert_eq!(
        game.node(c5).children().len(),
        2,
        "followed the existing Nc3"
    );
    assert_eq!(
        game.add_line(e4, &moves[..2]),
        Some(game.node(c5).children()[1])
    );
    assert_eq!(game.add_line(e4, &[]), None);
    assert_eq!(
        game.add_line(NodeId::ROOT, &moves),
        None,
        "illegal from the root"
    );
    assert!(game.undo());
    assert!(!game.contains(last));
    assert_eq!(game.node(c5).children().len(), 2);
}

#[test]
fn annotations_and_evals_are_set() {
    let mut game = sample();
    let e4 = game.main_line()[1];
    assert!(game.set_nags(e4, vec![Nag(1)]));
    assert!(!game.set_nags(e4, vec![Nag(1)]));
    let annotation = Annotation {
        comments_after: vec!["best by test [%clk 0:01:00]".to_owned()],
        ..game.node(e4).annotation().clone()
    };
    assert!(game.set_annotation(e4, annotation));
    game.set_eval(e4, Some(Score::cp(25)));
    assert_eq!(
        game.node(e4).annotation().comments_after,
        ["[%eval 0.25] best by test [%clk 0:01:00]"]
    );
    assert_eq!(
        game.node(e4).annotation().eval(Color::Black),
        Some(Score::cp(25))
    );
    assert!(game.undo());
    assert!(game.undo());
    assert!(game.node(e4).annotation().is_empty());
}

#[test]
fn nags_set_together_are_one_undoable_edit() {
    let mut game = sample();
    game.forget_edits();
    let line = game.main_line();
    let changes = vec![(line[1], vec![Nag(6)]), (line[2], vec![Nag(4)])];
    assert!(game.set_nags_together(&changes));
    assert_eq!(game.node(line[1]).annotation().nags, vec![Nag(6)]);
    assert_eq!(game.node(line[2]).annotation().nags, vec![Nag(4)]);
    assert!(!game.set_nags_together(&changes), "nothing changes twice");
    assert!(game.undo());
    assert!(game.node(line[1]).annotation().nags.is_empty());
    assert!(game.node(line[2]).annotation().nags.is_empty());
    assert!(!game.undo(), "one edit took both back");
    assert!(game.redo());
    assert_eq!(game.node(line[2]).annotation().nags, vec![Nag(4)]);
}

#[test]
fn undo_and_redo_show_the_node_shown_before_the_step_they_reverse() {
    let mut game = Game::default();
    let e4 = play(&mut game, &["e4"]);
    assert!(game.undo());
    assert_eq!(
        game.current(),
        NodeId::ROOT,
        "undo of a move shows its parent"
    );
    assert!(game.redo());
    assert_eq!(game.current(), e4, "redo shows the move again");
    let e5 = play(&mut game, &["e5"]);
    assert!(game.delete(e5));
    assert_eq!(game.current(), e4);
    assert!(game.undo());
    assert_eq!(
        game.current(),
        e5,
        "undo of a deletion shows the deleted move"
    );
    assert!(game.redo());
    assert_eq!(game.current(), e4, "redo shows its parent");
}
