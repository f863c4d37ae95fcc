//! `MultiPV` lines are in score order after every line of every iteration: in the result, in
//! what the search reports (which the command line prints), and in the workstation's Lines
//! pane, so `p` plays the best line. Kiwipete's depth-1 line 2 (Nb5, +1.29) proves more than
//! its line 1 (Bxa6, +0.85) did.

use crossterm::event::KeyCode;
use kibitzer::engine::SearchEvent;
use kibitzer::search::{
    Bound, Limits, Line, Node, Search, SearchOptions, SearchUpdate, StopSignal,
};
use kibitzer::{History, game::Game, game::parse_fen};
use kibitzer_tui::{AnalysisLimits, App, Effect, Msg};
use shakmaty::{Chess, Position};

const KIWIPETE: &str = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";

/// The exact lines reported while searching `pos` with four lines to `depth`, and the result's.
fn search(pos: &Chess, depth: u32) -> (Vec<Line>, Vec<Line>) {
    let mut search = Search::new(SearchOptions {
        hash_mb: 4,
        ..SearchOptions::default()
    });
    let root = Node::new(pos.clone(), History::from_board(pos.board()));
    let limits = Limits::depth(depth).with_multipv(4);
    let mut reported = Vec::new();
    let mut report = |update: SearchUpdate| {
        if let SearchUpdate::Line(line) = update
            && line.bound == Bound::Exact
        {
            reported.push(*line);
        }
    };
    let result = search.run(&root, &[], &limits, &StopSignal::never(), &mut report);
    (reported, result.lines)
}

/// The lines as a reader of the reports has them at the end of each depth: the last report
/// of each number.
fn final_lines_by_depth(reported: &[Line]) -> Vec<Vec<Line>> {
    let mut by_depth: Vec<Vec<Line>> = Vec::new();
    for line in reported {
        let depth = line.depth as usize;
        by_depth.resize_with(by_depth.len().max(depth), Vec::new);
        let slots = &mut by_depth[depth - 1];
        slots.resize_with(slots.len().max(line.multipv), || line.clone());
        slots[line.multipv - 1] = line.clone();
    }
    by_depth
}

fn sorted<T: Scored>(lines: &[T]) -> bool {
    lines.windows(2).all(|w| w[0].score() >= w[1].score())
}

/// A reported line's score, whichever type reports it.
trait Scored {
    fn score(&self) -> kibitzer::Score;
}

impl Scored for Line {
    fn score(&self) -> kibitzer::Score {
        self.score
    }
}

impl Scored for kibitzer::engine::Info {
    fn score(&self) -> kibitzer::Score {
        self.score
    }
}

#[test]
fn every_iteration_ends_with_its_lines_in_score_order() {
    for fen in [
        KIWIPETE,
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    ] {
        let pos = parse_fen(fen).unwrap();
        let (reported, result) = search(&pos, 5);
        assert_eq!(result.len(), 4);
        assert!(sorted(&result), "{fen}: {result:?}");
        for (i, lines) in final_lines_by_depth(&reported).iter().enumerate() {
            assert_eq!(lines.len(), 4, "{fen} depth {}", i + 1);
            assert!(sorted(lines), "{fen} depth {}: {lines:?}", i + 1);
            let numbers: Vec<usize> = lines.iter().map(|l| l.multipv).collect();
            assert_eq!(numbers, [1, 2, 3, 4]);
        }
    }
    // The case that was out of order: Nb5 is line 1 at depth 1.
    let pos = parse_fen(KIWIPETE).unwrap();
    let (reported, _) = search(&pos, 1);
    let depth1 = &final_lines_by_depth(&reported)[0];
    let nb5 = kibitzer_tui::parse_move(&pos, "Nb5").unwrap();
    assert_eq!(depth1[0].pv[0], nb5, "{depth1:?}");
}

#[test]
fn the_lines_pane_keeps_the_order_and_p_plays_the_best_line() {
    let pos = parse_fen(KIWIPETE).unwrap();
    let game = Game::from_position(pos.clone(), History::from_board(pos.board()));
    let mut app = App::new(game, AnalysisLimits::default(), true);
    app.start();
    crate::support::keys::command(&mut app, "multipv 4");
    let _ = app.update(Msg::SearchStarted(kibitzer::engine::RequestId::internal(3)));
    let (reported, _) = search(&pos, 1);
    for line in reported {
        let _ = app.update(Msg::Search(Box::new(SearchEvent::line(
            kibitzer::engine::RequestId::internal(3),
            line,
        ))));
    }
    assert_eq!(app.analysis.lines.len(), 4);
    assert!(sorted(&app.analysis.lines), "{:?}", app.analysis.lines);
    assert!(app.analysis.line_sans[0].contains("Nb5"));
    let effects = app.update(Msg::press(KeyCode::Char('p')));
    assert!(effects.iter().any(|e| matches!(e, Effect::StartSearch(_))));
    assert_eq!(app.game.san_moves(), ["Nb5"]);
}
