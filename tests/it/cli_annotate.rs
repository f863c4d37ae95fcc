//! `kibitzer annotate` from the command line, at fixed depths: a known blunder gets `??` and
//! the best line as a variation, a game won by mate lines gets no false mistake, the output is
//! the same for any thread count, the input's comments and variations survive, and bad input
//! is refused or copied unchanged.

use crate::support::command_line;

use command_line::{kibitzer, stderr, stdout};
use kibitzer::game::{Game, Nag, NodeId};
use kibitzer::pgn::read_games;

const BLUNDER: &str = "tests/data/annotate/blunder.pgn";
const MATE: &str = "tests/data/annotate/mate.pgn";
const GAMES: &str = "tests/data/annotate/games.pgn";

fn annotate(args: &[&str]) -> String {
    let mut all = vec!["annotate"];
    all.extend(args);
    let out = kibitzer(&all);
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(stderr(&out).is_empty(), "quiet in a pipe: {}", stderr(&out));
    stdout(&out)
}

fn games(text: &str) -> Vec<Game> {
    let (games, errors) = read_games(text);
    assert!(errors.is_empty(), "{errors:?}");
    games
}

/// The main line's nodes after the root.
fn moves(game: &Game) -> Vec<NodeId> {
    game.main_line().into_iter().skip(1).collect()
}

#[test]
fn a_hung_queen_gets_a_double_question_mark_and_the_best_line_as_a_variation() {
    let text = annotate(&[BLUNDER, "--depth", "4"]);
    let game = &games(&text)[0];
    let line = moves(game);
    let qg5 = game.node(line[3]);
    assert_eq!(qg5.san(), Some("Qg5"));
    assert!(qg5.annotation().nags.contains(&Nag(4)), "{text}");
    let parent = game.node(qg5.parent().unwrap());
    assert_eq!(
        parent.children().len(),
        2,
        "the best move is a variation: {text}"
    );
    let best = game.node(parent.children()[1]);
    assert_ne!(best.san(), Some("Qg5"));
    let comment = best.annotation().comments_before.join(" ");
    // As Lichess says it, with the reason: the judgement, the best move, the summary.
    let best = best.san().unwrap();
    let expected = format!("Blunder. {best} was best. Gives the queen away: Nxg5 takes it");
    assert!(comment.starts_with(&expected), "{comment}");
    assert_eq!(comment.matches(best).count(), 1, "{comment}");
    assert!(comment.ends_with('.'), "{comment}");
    assert_eq!(game.headers().get("BlackBlunders"), Some("1"));
    assert_eq!(game.headers().get("WhiteBlunders"), Some("0"));
    let acpl: i64 = game.headers().get("BlackACPL").unwrap().parse().unwrap();
    assert!(acpl > 300, "{acpl}");
    // Accuracy by Lichess's formula: White's moves lost nothing, Black's queen did.
    assert_eq!(game.headers().get("WhiteAccuracy"), Some("100"), "{text}");
    let accuracy: u8 = game
        .headers()
        .get("BlackAccuracy")
        .unwrap()
        .parse()
        .unwrap();
    assert!(accuracy < 60, "{accuracy}");
    // Every main-line move has an evaluation; White's is a queen up after 3. Nxg5.
    for &id in &line {
        assert!(
            game.node(id).annotation().command("eval").is_some(),
            "{text}"
        );
    }
    let last = game.node(*line.last().unwrap());
    let eval = last.annotation().eval(shakmaty::Color::Black).unwrap();
    assert!(eval.centipawns() > 600, "{eval}");
}

#[test]
fn a_game_won_by_mate_lines_gets_no_false_mistake() {
    let text = annotate(&[MATE, "--depth", "6"]);
    let game = &games(&text)[0];
    for id in moves(game) {
        let node = game.node(id);
        assert!(
            node.annotation().nags.is_empty(),
            "{:?} marked in\n{text}",
            node.san()
        );
    }
    assert_eq!(game.node(NodeId::ROOT).children().len(), 1, "{text}");
    for name in ["WhiteBlunders", "WhiteMistakes", "WhiteInaccuracies"] {
        assert_eq!(game.headers().get(name), Some("0"), "{text}");
    }
}

#[test]
fn the_output_is_the_same_for_any_thread_count() {
    let one = annotate(&[GAMES, "--depth", "4", "--threads", "1"]);
    let three = annotate(&[GAMES, "--depth", "4", "--threads", "3"]);
    assert_eq!(one, three);
    let one = annotate(&[GAMES, "--nodes", "2000", "--threads", "1"]);
    let two = annotate(&[GAMES, "--nodes", "2000", "--threads", "2"]);
    assert_eq!(one, two);
    assert_eq!(games(&one).len(), 3);
}

#[test]
fn the_input_keeps_its_comments_variations_and_glyphs() {
    let input = std::fs::read_to_string(BLUNDER).unwrap();
    let original = &games(&input)[0];
    let text = annotate(&[BLUNDER, "--depth", "3"]);
    let annotated = &games(&text)[0];
    assert_eq!(
        annotated.san_line(&annotated.main_line()),
        original.san_line(&original.main_line())
    );
    for needle in [
        "{ Black hangs the queen on move 2. }",
        "the king's pawn }",
        "2. Nf3 $1",
        "(2. f4 { the gambit } 2... exf4 3. Nf3)",
        "and White is a queen up }",
        "[Event \"Known blunder\"]",
    ] {
        // Comments keep their own line breaks; compare with whitespace folded.
        let flat = text.split_whitespace().collect::<Vec<_>>().join(" ");
        assert!(flat.contains(needle), "{needle} lost in\n{text}");
    }
    // Annotating the annotated game again changes nothing but what it rewrites.
    let dir = std::env::temp_dir().join(format!("kibitzer-annotate-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let again = dir.join("again.pgn");
    std::fs::write(&again, &text).unwrap();
    let twice = annotate(&[again.to_str().unwrap(), "--depth", "3"]);
    std::fs::remove_dir_all(&dir).unwrap();
    assert_eq!(twice, text);
}

#[test]
fn bad_files_are_refused_and_unreadable_games_copied_unchanged() {
    let out = kibitzer(&["annotate", "tests/data/annotate/missing.pgn"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(stderr(&out).starts_with("error: "), "{}", stderr(&out));
    let dir = std::env::temp_dir().join(format!("kibitzer-annotate-bad-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let empty = dir.join("empty.pgn");
    std::fs::write(&empty, "no games here\n").unwrap();
    let out = kibitzer(&["annotate", empty.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(2), "{}", stdout(&out));
    let mixed = dir.join("mixed.pgn");
    let broken = "[Event \"Broken\"]\n\n1. e4 e5 2. Ke3 *";
    std::fs::write(
        &mixed,
        format!("{broken}\n\n[Event \"Fine\"]\n\n1. d4 d5 *\n"),
    )
    .unwrap();
    let written = dir.join("out.pgn");
    let out = kibitzer(&[
        "annotate",
        mixed.to_str().unwrap(),
        "--depth",
        "2",
        "-o",
        written.to_str().unwrap(),
    ]);
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(
        stderr(&out).contains("copied unchanged"),
        "{}",
        stderr(&out)
    );
    let text = std::fs::read_to_string(&written).unwrap();
    std::fs::remove_dir_all(&dir).unwrap();
    assert!(text.starts_with(broken), "{text}");
    assert!(text.contains("1. d4 { [%eval"), "{text}");
}

/// A game without moves has nothing to review: it gets no `WhiteACPL` or counts of 0, no
/// opening headers, and is copied byte for byte; the games around it are annotated.
#[test]
fn a_game_without_moves_is_copied_unchanged_without_totals() {
    // Unusual spacing, a comment and a Sicilian FEN (which names an opening) that the
    // writer would change.
    let empty = "[Event  \"No moves\"]\n[SetUp \"1\"]\n\
                 [FEN \"rnbqkbnr/pp1ppppp/8/2p5/4P3/8/PPPP1PPP/RNBQKBNR w KQkq c6 0 2\"]\n\n\
                 {  adjourned   before the first move } *";
    let bare = "[Event \"Bare\"]\n\n*";
    let dir = std::env::temp_dir().join(format!("kibitzer-annotate-empty-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("empty.pgn");
    std::fs::write(
        &path,
        format!("{empty}\n\n[Event \"Played\"]\n\n1. e4 e5 *\n\n{bare}\n"),
    )
    .unwrap();
    let text = annotate(&[path.to_str().unwrap(), "--depth", "2"]);
    let only_empty = dir.join("only.pgn");
    std::fs::write(&only_empty, format!("{bare}\n")).unwrap();
    let alone = annotate(&[only_empty.to_str().unwrap(), "--depth", "2"]);
    std::fs::remove_dir_all(&dir).unwrap();
    let parts: Vec<&str> = text.split("\n\n[Event").collect();
    assert_eq!(parts.len(), 3, "{text}");
    assert_eq!(parts[0], empty, "{text}");
    assert_eq!(format!("[Event{}", parts[2]), format!("{bare}\n"), "{text}");
    assert!(parts[1].contains("WhiteACPL"), "{text}");
    assert!(parts[1].contains("1. e4 { [%eval"), "{text}");
    assert_eq!(alone, format!("{bare}\n"));
}

/// The library writes nothing into a game without moves either.
#[test]
fn the_library_leaves_a_game_without_moves_alone() {
    use kibitzer::annotate::{Judging, Settings, annotate_games};
    use kibitzer::search::{Limits, SearchOptions};
    let text = "[Event \"Bare\"]\n[FEN \"rnbqkbnr/pp1ppppp/8/2p5/4P3/8/PPPP1PPP/RNBQKBNR w KQkq c6 0 2\"]\n[SetUp \"1\"]\n\n*";
    let mut played = games(text);
    let before = kibitzer::pgn::write_game(&played[0]);
    let settings = Settings {
        limits: Limits::depth(1),
        options: SearchOptions {
            hash_mb: 1,
            ..SearchOptions::default()
        },
        threads: 1,
        judging: Judging::Kibitzer,
    };
    let reviews = annotate_games(&mut played, &settings, &|_, _| {}).unwrap();
    assert!(reviews[0].moves.is_empty());
    assert_eq!(kibitzer::pgn::write_game(&played[0]), before);
}

#[test]
fn deeper_evaluations_of_the_input_are_kept_and_ours_carry_their_depth() {
    let text = annotate(&["tests/data/annotate/deep_evals.pgn", "--depth", "3"]);
    let game = &games(&text)[0];
    let evals: Vec<String> = moves(game)
        .into_iter()
        .map(|id| {
            game.node(id)
                .annotation()
                .command("eval")
                .unwrap()
                .to_owned()
        })
        .collect();
    // Depth 20 and 15 stay as they were; the one of unknown depth and the one at depth 2
    // give way to ours, which says its depth.
    assert_eq!(evals[0], "0.20,20", "{text}");
    assert_eq!(evals[1], "0.18,20", "{text}");
    assert!(evals[2].ends_with(",3"), "{text}");
    assert!(evals[3].ends_with(",3"), "{text}");
    assert_eq!(evals[4], "#3,15", "{text}");
    assert!(text.contains("[%eval 0.20,20] the king's pawn"), "{text}");
    // Again on its own output: nothing changes.
    let dir = std::env::temp_dir().join(format!("kibitzer-deep-evals-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let once = dir.join("once.pgn");
    std::fs::write(&once, &text).unwrap();
    let twice = annotate(&[once.to_str().unwrap(), "--depth", "3"]);
    std::fs::remove_dir_all(&dir).unwrap();
    assert_eq!(twice, text);
}
