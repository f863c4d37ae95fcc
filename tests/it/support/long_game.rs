//! A full screen to draw: a 100-ply game (moves picked by a fixed rule) with an evaluation for
//! every position (swinging past ±5 pawns, a mate at the end), shown at ply 60 with three
//! analysed lines of twelve moves. No search runs; nothing depends on the clock.

use std::time::Duration;

use kibitzer::engine::{RequestId, SearchEvent};
use kibitzer::search::{Bound, Counters, Line};
use kibitzer::{Score, game::Game};
use kibitzer_tui::{AnalysisLimits, App, Msg, Settings};
use shakmaty::uci::UciMove;
use shakmaty::{CastlingMode, Chess, Move, Position};

/// The moves of a fixed walk of `plies` plies from `pos`: the legal moves sorted by their UCI
/// text, the one at `(ply * 13 + seed) % count` (so the game is the same on every machine).
fn walk(pos: &Chess, plies: usize, seed: usize) -> Vec<Move> {
    let mut pos = pos.clone();
    let mut out = Vec::with_capacity(plies);
    for ply in 0..plies {
        let mut moves: Vec<Move> = pos.legal_moves().into_iter().collect();
        if moves.is_empty() {
            break;
        }
        moves.sort_by_key(|m| UciMove::from_move(*m, CastlingMode::Standard).to_string());
        let m = moves[(ply * 13 + seed) % moves.len()];
        pos.play_unchecked(m);
        out.push(m);
    }
    out
}

/// The workstation on the 100-ply game at ply 60, analysed (three lines), at `size`.
pub fn long_analysed_game(size: (u16, u16)) -> App {
    let mut game = Game::default();
    for m in walk(&Chess::default(), 100, 5) {
        game.play(m);
    }
    let settings = Settings {
        limits: AnalysisLimits {
            depth: Some(14),
            movetime: None,
        },
        multipv: 3,
        ..Settings::default()
    };
    let mut app = App::with_settings(game, settings, true);
    let line = app.game.line();
    assert_eq!(line.len(), 101, "the walk plays 100 plies");
    for (i, &id) in line.iter().enumerate() {
        let score = if i == 100 {
            Score::mate_in_plies(3)
        } else {
            Score::cp((i as i32 * 53) % 1300 - 600)
        };
        // Shallow: the search of the shown position below replaces its evaluation.
        app.evals
            .insert(id, kibitzer::game::SearchedEval::new(score, 1));
    }
    app.game.go_to(line[60]);
    let _ = app.update(Msg::Resize(size.0, size.1));
    app.start();
    let id = RequestId::internal(1);
    let _ = app.update(Msg::SearchStarted(id));
    let _ = app.update(Msg::Search(Box::new(SearchEvent::Started { id })));
    let pos = app.game.position().clone();
    for multipv in 1..=3 {
        let pv = walk(&pos, 12, multipv);
        let line = Line {
            depth: 14,
            seldepth: 31,
            multipv,
            score: Score::cp(180 - 45 * multipv as i32),
            bound: Bound::Exact,
            pv,
            nodes: 4_812_345,
            elapsed: Duration::from_millis(6_400),
            hashfull: 517,
            counters: Counters {
                guard_pruned: 21_000,
                late_reduced: 9_000,
                check_extensions: 300,
                ..Counters::default()
            },
        };
        let _ = app.update(Msg::Search(Box::new(SearchEvent::line(id, line))));
    }
    app
}
