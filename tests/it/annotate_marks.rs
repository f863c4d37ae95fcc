//! The review of games through the library: a move the annotator already judged keeps its
//! glyph, and the players' totals count what was marked.

use kibitzer::annotate::{Judgement, Judging, Settings, annotate_games};
use kibitzer::game::Nag;
use kibitzer::pgn::read_pgn;
use kibitzer::search::{Limits, SearchOptions};

fn settings(depth: u32) -> Settings {
    Settings {
        limits: Limits::depth(depth),
        options: SearchOptions {
            hash_mb: 2,
            ..SearchOptions::default()
        },
        threads: 2,
        judging: Judging::Kibitzer,
    }
}

#[test]
fn a_move_already_judged_keeps_its_glyph_and_still_gets_the_best_line() {
    let mut games = vec![read_pgn("1. e4 e5 2. Nf3 Qg5 $2 {oops} 3. Nxg5 1-0").unwrap()];
    let reviews = annotate_games(&mut games, &settings(3), &|_, _| {}).unwrap();
    let game = &games[0];
    let qg5 = game.main_line()[4];
    assert_eq!(game.node(qg5).san(), Some("Qg5"));
    assert_eq!(game.node(qg5).annotation().nags, [Nag(2)]);
    assert!(
        game.node(qg5)
            .annotation()
            .comments_after
            .iter()
            .any(|c| c.contains("oops"))
    );
    let parent = game.node(qg5).parent().unwrap();
    assert_eq!(game.node(parent).children().len(), 2);
    let review = &reviews[0];
    assert_eq!(review.players.black.count(Judgement::Blunder), 1);
    assert_eq!(review.players.black.moves, 2);
    assert_eq!(review.players.white.moves, 3);
    let judged: Vec<_> = review
        .moves
        .iter()
        .filter(|m| m.judgement.is_some())
        .collect();
    assert_eq!(judged.len(), 1);
    assert!(judged[0].loss.winning_chances >= Judgement::Blunder.threshold());
}

#[test]
fn progress_counts_every_position_before_a_move_once() {
    use std::sync::atomic::{AtomicUsize, Ordering};
    let mut games = vec![
        read_pgn("1. e4 e5 2. Nf3 Nc6 *").unwrap(),
        read_pgn("1. d4 d5 *").unwrap(),
    ];
    let calls = AtomicUsize::new(0);
    let highest = AtomicUsize::new(0);
    annotate_games(&mut games, &settings(2), &|done, total| {
        // Each move is judged in the position it was played in; the last position is not
        // searched.
        assert_eq!(total, 4 + 2);
        calls.fetch_add(1, Ordering::Relaxed);
        highest.fetch_max(done, Ordering::Relaxed);
    })
    .unwrap();
    assert_eq!(calls.into_inner(), 6);
    assert_eq!(highest.into_inner(), 6);
}

#[test]
fn a_game_ending_in_mate_keeps_the_last_move_as_it_was() {
    let mut games =
        vec![read_pgn("1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# {[%eval 99.00] mate} 1-0").unwrap()];
    annotate_games(&mut games, &settings(3), &|_, _| {}).unwrap();
    let game = &games[0];
    let last = *game.main_line().last().unwrap();
    assert_eq!(game.node(last).san(), Some("Qxf7#"));
    assert_eq!(
        game.node(last).annotation().comments_after,
        ["[%eval 99.00] mate"]
    );
    assert!(game.node(last).annotation().nags.is_empty());
}

#[test]
fn the_opening_headers_are_added_only_where_the_game_has_none() {
    // The main line leaves the tables after 4. Qc2 (E32); the variation would be deeper.
    let pgn = "1. d4 Nf6 2. c4 e6 3. Nc3 Bb4 4. Qc2 (4. Qc2 O-O 5. a3) 4... h5 5. h4 1-0";
    let mut games = vec![
        read_pgn(pgn).unwrap(),
        read_pgn(&format!("[ECO \"X99\"]\n\n{pgn}")).unwrap(),
        read_pgn(&format!("[Opening \"Mine\"]\n\n{pgn}")).unwrap(),
    ];
    annotate_games(&mut games, &settings(1), &|_, _| {}).unwrap();
    let headers = |i: usize| {
        let h = games[i].headers();
        (h.get("ECO"), h.get("Opening"))
    };
    let classical = "Nimzo-Indian Defense: Classical Variation";
    assert_eq!(headers(0), (Some("E32"), Some(classical)));
    assert_eq!(headers(1), (Some("X99"), Some(classical)));
    assert_eq!(headers(2), (Some("E32"), Some("Mine")));
}

#[test]
fn the_comment_of_a_blunder_reads_as_lichess_says_it_with_the_reason_for_either_colour() {
    for (pgn, blunder, index, reason) in [
        // White's 2. Bg5?? gives the bishop to the queen.
        (
            "1. d4 e5 2. Bg5 Qxg5 *",
            "Bg5",
            2,
            "Gives the bishop away: Qxg5 takes it",
        ),
        // Black's 1... Qg5?? gives the queen to the knight.
        (
            "1. e4 e5 2. Nf3 Qg5 3. Nxg5 *",
            "Qg5",
            3,
            "Gives the queen away: Nxg5 takes it",
        ),
    ] {
        let mut games = vec![read_pgn(pgn).unwrap()];
        annotate_games(&mut games, &settings(4), &|_, _| {}).unwrap();
        let game = &games[0];
        let played = game.main_line()[index + 1];
        assert_eq!(game.node(played).san(), Some(blunder));
        let parent = game.node(game.node(played).parent().unwrap());
        let best = game.node(parent.children()[1]);
        let comment = best.annotation().comments_before.join(" ");
        let best_san = best.san().unwrap();
        let start = format!("Blunder. {best_san} was best. {reason}");
        assert!(comment.starts_with(&start), "{comment}");
        // The best move is named once: "Nc6 was best", not again as "Nc6 keeps it".
        assert_eq!(comment.matches(best_san).count(), 1, "{comment}");
        assert!(comment.ends_with('.'), "{comment}");
    }
}
