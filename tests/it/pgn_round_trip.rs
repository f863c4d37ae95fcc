//! PGN round trips on the corpus in `tests/data/pgn/`: every game read, written, and read
//! again is the same game (headers in order, tree, comments, NAGs, annotations, result), and
//! writing twice gives the same text. Also what the corpus's broken game reports.

use std::time::Duration;

use kibitzer::Score;
use kibitzer::game::{Game, GameResult, Nag, NodeId};
use kibitzer::pgn::{PgnIndex, read_game, read_games, replace_game, write_game};
use shakmaty::{Color, Position};

const LICHESS: &str = include_str!("../data/pgn/lichess.pgn");
const CRLF_BOM: &str = include_str!("../data/pgn/crlf_bom.pgn");
const EDGE_CASES: &str = include_str!("../data/pgn/edge_cases.pgn");

/// Whether the trees under `a` and `b` hold the same moves and annotations in the same order.
fn same_tree(left: &Game, a: NodeId, right: &Game, b: NodeId) -> bool {
    let (x, y) = (left.node(a), right.node(b));
    x.san() == y.san()
        && x.annotation() == y.annotation()
        && x.children().len() == y.children().len()
        && x.children()
            .iter()
            .zip(y.children())
            .all(|(&c, &d)| same_tree(left, c, right, d))
}

fn assert_round_trip(text: &str, games: usize) {
    let (read, errors) = read_games(text);
    assert_eq!(read.len(), games, "{errors:?}");
    for game in &read {
        let written = write_game(game);
        let again = kibitzer::pgn::read_pgn(&written).unwrap();
        if game.headers().is_empty() {
            assert_eq!(again.headers().len(), 7, "the roster: {written}");
        } else {
            assert_eq!(again.headers(), game.headers(), "{written}");
        }
        assert_eq!(again.result(), game.result());
        assert_eq!(again.root(), game.root());
        assert!(
            same_tree(game, NodeId::ROOT, &again, NodeId::ROOT),
            "{written}"
        );
        assert_eq!(write_game(&again), written);
        assert_lines_fit(&written);
    }
}

/// Every line is at most 80 characters, but for one that holds (part of) a comment too long
/// to fit: the writer never breaks a comment.
fn assert_lines_fit(written: &str) {
    let mut in_comment = false;
    for line in written.lines() {
        let in_comment_here = in_comment || line.contains('{');
        for c in line.chars() {
            match c {
                '{' => in_comment = true,
                '}' => in_comment = false,
                _ => {}
            }
        }
        assert!(
            line.chars().count() <= 80 || in_comment_here,
            "{line}\n{written}"
        );
    }
}

#[test]
fn the_lichess_corpus_round_trips() {
    assert_round_trip(LICHESS, 4);
}

#[test]
fn the_edge_case_corpus_round_trips() {
    assert_round_trip(EDGE_CASES, 5);
    let (games, _) = read_games(EDGE_CASES);
    let comments = |game: &Game, ply: usize| {
        let line = game.main_line();
        game.node(line[ply]).annotation().comments_after.clone()
    };
    assert_eq!(comments(&games[0], 0), ["a comment before the first move"]);
    assert_eq!(comments(&games[0], 1), ["the king's pawn } with a brace"]);
    assert_eq!(
        games[0].san_moves(),
        ["e4", "e5", "Nf3", "Nc6", "Bb5", "a6"]
    );
    let root = games[1].node(NodeId::ROOT).annotation();
    assert_eq!(root.nags, [Nag(14)]);
    assert_eq!(
        comments(&games[1], 3),
        ["kept\n   as    written,\n with its line breaks"]
    );
    let first_moves = games[2].node(NodeId::ROOT).children();
    let first: Vec<_> = first_moves
        .iter()
        .map(|&id| games[2].node(id).san())
        .collect();
    assert_eq!(first, [Some("e4"), Some("d4"), Some("c4")]);
    assert_eq!(games[3].headers().get("Result"), Some("0-1"));
    assert_eq!(games[3].result(), GameResult::Draw);
    assert!(games[4].headers().is_empty());
}

#[test]
fn crlf_and_a_bom_round_trip() {
    assert_round_trip(CRLF_BOM, 2);
    let (games, _) = read_games(CRLF_BOM);
    let game = &games[0];
    assert!(!write_game(game).contains('\r'), "CRLF in, LF out");
    assert_eq!(game.headers().get("Custom"), Some("a \"quoted\" value"));
    assert_eq!(game.headers().get("Event"), Some("Windows export"));
    let root = game.node(NodeId::ROOT);
    assert_eq!(
        root.annotation().comments_after,
        ["A comment\nover two lines"],
        "kept as written, its CRLF as LF"
    );
    let e6 = game.main_line()[4];
    let c6 = game.siblings(e6)[1];
    assert_eq!(game.san_line(&game.path_to(c6)), ["d4", "d5", "c4", "c6"]);
    assert_eq!(game.node(game.main_line()[8]).annotation().nags, [Nag(5)]);
    assert_eq!(game.result(), GameResult::BlackWins);
}

#[test]
fn lichess_annotations_are_read() {
    let (games, _) = read_games(LICHESS);
    let game = &games[0];
    assert_eq!(game.headers().len(), 19);
    assert_eq!(
        game.headers().iter().nth(14),
        Some(("TimeControl", "180+2"))
    );
    let line = game.main_line();
    let e4 = game.node(line[1]).annotation();
    assert_eq!(e4.eval(Color::Black), Some(Score::cp(18)));
    assert_eq!(e4.clock(), Some(Duration::from_mins(3)));
    let nxc3 = game.node(line[16]);
    assert_eq!(nxc3.san(), Some("Nxc3"));
    assert_eq!(nxc3.annotation().nags, [Nag(6)]);
    assert_eq!(nxc3.annotation().comments_after.len(), 2);
    let ba3 = game.node(line[19]).annotation();
    assert_eq!(ba3.command("cal"), Some("Ga3f8,Ga3e7"));
    let bxa1 = game.node(line[20]);
    let mate = bxa1.annotation().eval(bxa1.position().turn()).unwrap();
    assert_eq!(mate.mate_moves(), Some(4));
    let fen_game = &games[2];
    assert_eq!(fen_game.root().turn(), Color::Black);
    assert_eq!(fen_game.main_line().len(), 17);
    assert_eq!(fen_game.result(), GameResult::Draw);
}

#[test]
fn the_broken_game_is_skipped_and_named() {
    let (games, errors) = read_games(LICHESS);
    assert_eq!(games.len(), 4);
    assert_eq!(errors.len(), 1);
    assert_eq!(
        errors[0].to_string(),
        "game 3 (line 49): unreadable token `Bx`"
    );
    assert_eq!(
        games
            .iter()
            .map(|g| g.headers().get("Event").unwrap())
            .collect::<Vec<_>>(),
        ["Rated Blitz game", "Casual game", "Endgame study", "Quick"]
    );
}

#[test]
fn the_index_lists_games_without_reading_their_moves() {
    let index = PgnIndex::scan(LICHESS);
    let entries = index.entries();
    assert_eq!(entries.len(), 5);
    let opera = &entries[1];
    assert_eq!(opera.white.as_deref(), Some("Morphy, Paul"));
    assert_eq!(opera.eco.as_deref(), Some("C41"));
    assert_eq!((opera.plies, opera.moves()), (33, 17));
    assert_eq!(entries[3].moves(), 8, "30... Ke7 to 38. Ke6: 16 plies");
    assert_eq!(index.search("morphy").len(), 1);
    assert_eq!(index.search("o").len(), 3, "bob, Morphy and Scholar");
    let crlf = PgnIndex::scan(CRLF_BOM);
    assert_eq!(crlf.entries()[1].line, 14);
    assert!(read_game(CRLF_BOM, &crlf.entries()[1]).is_ok());
}

#[test]
fn saving_one_game_keeps_the_rest_of_the_file_verbatim() {
    let index = PgnIndex::scan(LICHESS);
    let entry = &index.entries()[1];
    let mut game = read_game(LICHESS, entry).unwrap();
    game.set_eval(game.main_line()[1], Some(Score::cp(30)));
    let saved = replace_game(LICHESS, entry, &game);
    assert!(saved.starts_with(&LICHESS[..entry.range.start]));
    assert!(saved.ends_with(&LICHESS[entry.range.end..]));
    let again = PgnIndex::scan(&saved);
    assert_eq!(again.entries().len(), 5);
    let reread = read_game(&saved, &again.entries()[1]).unwrap();
    let e4 = reread.node(reread.main_line()[1]).annotation();
    assert_eq!(e4.eval(Color::Black), Some(Score::cp(30)));
    assert!(same_tree(&game, NodeId::ROOT, &reread, NodeId::ROOT));
}

#[test]
fn cut_and_mangled_text_gives_errors_not_panics() {
    let mut cuts = 0;
    for end in (0..LICHESS.len()).step_by(29) {
        if !LICHESS.is_char_boundary(end) {
            continue;
        }
        cuts += 1;
        let (games, _) = read_games(&LICHESS[..end]);
        for game in &games {
            let again = kibitzer::pgn::read_pgn(&write_game(game)).unwrap();
            assert!(same_tree(game, NodeId::ROOT, &again, NodeId::ROOT));
        }
        let mangled = LICHESS[..end].replace(['{', ')'], "é");
        let _ = read_games(&mangled);
    }
    assert!(cuts > 80, "{cuts} cuts");
}
