//! Learning from mistakes through the library: the questions a review gives each side, and
//! which tried moves count as found (the best move, one within the margin, never the move
//! played), for both colours.

use kibitzer::History;
use kibitzer::annotate::{
    Attempt, FOUND_MARGIN, Judgement, Judging, Question, Settings, annotate_games, attempt_verdict,
    needs_comparison, questions,
};
use kibitzer::compare::{Request, compare};
use kibitzer::game::Game;
use kibitzer::pgn::read_pgn;
use kibitzer::search::{Limits, Search, SearchOptions, StopSignal};
use shakmaty::san::San;
use shakmaty::{Chess, Color, Move, Position};

/// White's knight on e4 goes to c5, where the b6 pawn takes it; Nf6+ wins the h7 pawn.
const WHITE_HANGS: &str =
    "[FEN \"4k3/7p/1p6/8/4N3/8/P6P/4K3 w - - 0 1\"]\n[SetUp \"1\"]\n\n1. Nc5 bxc5 *";
/// The same with the colours swapped.
const BLACK_HANGS: &str =
    "[FEN \"4k3/p6p/8/4n3/8/1P6/7P/4K3 b - - 0 1\"]\n[SetUp \"1\"]\n\n1... Nc4 2. bxc4 *";

fn reviewed(pgn: &str) -> (Game, kibitzer::annotate::AnnotatedGame) {
    let mut games = vec![read_pgn(pgn).unwrap()];
    let settings = Settings {
        limits: Limits::depth(3),
        options: SearchOptions {
            hash_mb: 2,
            ..SearchOptions::default()
        },
        threads: 1,
        judging: Judging::Kibitzer,
    };
    let mut reviews = annotate_games(&mut games, &settings, &|_, _| {}).unwrap();
    (games.remove(0), reviews.remove(0))
}

fn san(pos: &Chess, text: &str) -> Move {
    text.parse::<San>().unwrap().to_move(pos).unwrap()
}

fn the_question(pgn: &str, side: Color) -> (Chess, Question) {
    let (game, review) = reviewed(pgn);
    assert!(questions(&review, side.other()).is_empty());
    let mut asked = questions(&review, side);
    assert_eq!(asked.len(), 1);
    let question = asked.remove(0);
    (game.node(question.before).position().clone(), question)
}

#[test]
fn a_review_asks_about_the_hung_knight_of_either_colour() {
    for (pgn, side, played, best) in [
        (WHITE_HANGS, Color::White, "Nc5", "Nf6+"),
        (BLACK_HANGS, Color::Black, "Nc4", "Nf3+"),
    ] {
        let (pos, question) = the_question(pgn, side);
        assert_eq!(question.played, san(&pos, played));
        assert_eq!(question.judgement, Judgement::Blunder);
        assert_eq!(question.best_line[0], san(&pos, best));
        assert_eq!(
            attempt_verdict(&question, question.played, None),
            Attempt::PlayedInGame
        );
        assert!(!needs_comparison(&question, question.played));
        assert_eq!(
            attempt_verdict(&question, question.best_line[0], None),
            Attempt::Found
        );
        assert!(!needs_comparison(&question, question.best_line[0]));
    }
}

#[test]
fn a_move_is_found_within_the_margin_and_not_beyond_it() {
    for (pgn, side, other) in [
        (WHITE_HANGS, Color::White, "Nc3"),
        (BLACK_HANGS, Color::Black, "Nc6"),
    ] {
        let (pos, question) = the_question(pgn, side);
        let tried = san(&pos, other);
        assert!(needs_comparison(&question, tried));
        let request = Request::new(
            pos.clone(),
            History::from_board(pos.board()),
            vec![tried],
            Limits::depth(3),
        );
        let mut search = Search::new(SearchOptions {
            hash_mb: 2,
            ..SearchOptions::default()
        });
        let comparison = compare(&mut search, &request, &StopSignal::never()).unwrap();
        let mut candidate = comparison.candidates[0].clone();
        // Not winning the h-pawn costs about 0.07 in winning chances: more than the margin.
        assert!(candidate.loss.winning_chances > FOUND_MARGIN);
        assert!(matches!(
            attempt_verdict(&question, tried, Some(&candidate)),
            Attempt::Worse { loss, judgement: None } if loss.winning_chances > FOUND_MARGIN
        ));
        candidate.loss.winning_chances = FOUND_MARGIN / 2.0;
        assert_eq!(
            attempt_verdict(&question, tried, Some(&candidate)),
            Attempt::Found
        );
    }
}
