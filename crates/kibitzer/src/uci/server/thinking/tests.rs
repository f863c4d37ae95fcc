//! Unit tests of [`Thinking`]: limits and budgets from `go`, stopping on the soft limit and
//! on mates, holding the `bestmove` of infinite and pondering searches, `currmove`.

use std::time::{Duration, Instant};

use shakmaty::uci::UciMove;
use shakmaty::{Chess, Move};

use super::{Reply, Thinking};
use crate::Score;
use crate::search::{Bound, Counters, CurrentMove, Line, Progress, SearchResult, StopReason};
use crate::uci::server::go::parse_go;
use crate::uci::server::options::EngineOptions;
use crate::uci::server::position::GamePosition;

const MS: fn(u64) -> Duration = Duration::from_millis;

fn plan(go: &str, now: Instant) -> (crate::search::Limits, Thinking) {
    let words: Vec<&str> = go.split_whitespace().collect();
    let go = parse_go(&words).unwrap();
    let game = GamePosition::default();
    Thinking::plan(go, &game, &EngineOptions::default(), Vec::new(), now)
}

fn e4_e5() -> Vec<Move> {
    let e4 = "e2e4"
        .parse::<UciMove>()
        .unwrap()
        .to_move(&Chess::default())
        .unwrap();
    let mut pos = Chess::default();
    shakmaty::Position::play_unchecked(&mut pos, e4);
    let e5 = "e7e5".parse::<UciMove>().unwrap().to_move(&pos).unwrap();
    vec![e4, e5]
}

fn line(depth: u32, score: Score) -> Line {
    Line {
        depth,
        seldepth: depth,
        multipv: 1,
        score,
        bound: Bound::Exact,
        pv: e4_e5(),
        nodes: 1000,
        elapsed: MS(10),
        hashfull: 0,
        counters: Counters::default(),
    }
}

fn result(lines: Vec<Line>) -> Box<SearchResult> {
    Box::new(SearchResult {
        best: lines.first().map(|l| l.pv[0]),
        ponder: None,
        lines,
        reason: StopReason::Depth,
        counters: Counters::default(),
        elapsed: MS(10),
    })
}

fn bestmoves(reply: &Reply) -> usize {
    reply
        .lines
        .iter()
        .filter(|l| l.starts_with("bestmove"))
        .count()
}

#[test]
fn a_clock_search_gets_a_hard_limit_and_stops_after_the_soft_one() {
    let start = Instant::now();
    let (limits, mut thinking) = plan("wtime 60930 btime 60930", start);
    assert_eq!(limits.movetime, Some(MS(6_000)));
    let early = thinking.line(&line(5, Score::cp(20)), start + MS(999));
    assert_eq!(early.lines.len(), 1);
    assert!(!early.stop);
    let late = thinking.line(&line(6, Score::cp(20)), start + MS(1_000));
    assert!(late.stop);
    let done = thinking.finished(result(vec![line(6, Score::cp(20))]));
    assert_eq!(done.lines, ["bestmove e2e4 ponder e7e5"]);
    assert!(done.done);
}

#[test]
fn a_proven_mate_or_the_mate_asked_for_ends_the_search() {
    let start = Instant::now();
    let (_, mut thinking) = plan("wtime 60000 btime 60000", start);
    // Mate in 2 seen at depth 5 is not proven yet; at depth 6 it is.
    assert!(!thinking.line(&line(5, Score::mate_in_plies(3)), start).stop);
    assert!(thinking.line(&line(6, Score::mate_in_plies(3)), start).stop);
    let (limits, mut thinking) = plan("mate 2", start);
    assert_eq!(limits.movetime, None);
    assert!(!thinking.line(&line(3, Score::cp(500)), start).stop);
    assert!(thinking.line(&line(4, Score::mate_in_plies(3)), start).stop);
}

#[test]
fn an_infinite_search_holds_its_bestmove_until_stop() {
    let start = Instant::now();
    let (limits, mut thinking) = plan("infinite", start);
    assert!(limits.is_infinite());
    assert!(
        !thinking
            .line(&line(30, Score::cp(0)), start + MS(999_999))
            .stop
    );
    let ended = thinking.finished(result(vec![line(30, Score::cp(0))]));
    assert_eq!(bestmoves(&ended), 0);
    assert!(!ended.done);
    let stopped = thinking.stop();
    assert_eq!(bestmoves(&stopped), 1);
    assert!(stopped.done);
}

#[test]
fn a_ponder_search_plays_on_the_clock_from_ponderhit() {
    let start = Instant::now();
    let (limits, mut thinking) = plan("ponder wtime 60930 btime 60930", start);
    assert_eq!(limits.movetime, None);
    assert!(
        !thinking
            .line(&line(9, Score::cp(0)), start + MS(50_000))
            .stop
    );
    let hit = thinking.ponder_hit(start + MS(50_000));
    assert_eq!(hit.deadline, Some(MS(6_000)));
    assert!(
        !thinking
            .line(&line(10, Score::cp(0)), start + MS(50_999))
            .stop
    );
    assert!(
        thinking
            .line(&line(11, Score::cp(0)), start + MS(51_000))
            .stop
    );
    // Ended while pondering: the bestmove comes with ponderhit.
    let (_, mut thinking) = plan("ponder wtime 60930 btime 60930", start);
    assert_eq!(
        bestmoves(&thinking.finished(result(vec![line(9, Score::cp(0))]))),
        0
    );
    assert_eq!(bestmoves(&thinking.ponder_hit(start)), 1);
}

#[test]
fn root_moves_are_named_after_a_second_each_once() {
    let start = Instant::now();
    let (_, mut thinking) = plan("infinite", start);
    let progress = |number| Progress {
        depth: 12,
        nodes: 1_000_000,
        elapsed: MS(1_500),
        hashfull: 100,
        counters: Counters::default(),
        currmove: Some(CurrentMove {
            mv: e4_e5()[0],
            number,
        }),
    };
    assert!(
        thinking
            .progress(&progress(1), start + MS(999))
            .lines
            .is_empty()
    );
    assert_eq!(
        thinking.progress(&progress(1), start + MS(1_000)).lines,
        ["info depth 12 currmove e2e4 currmovenumber 1"]
    );
    assert!(
        thinking
            .progress(&progress(1), start + MS(1_100))
            .lines
            .is_empty()
    );
    assert_eq!(
        thinking
            .progress(&progress(2), start + MS(1_200))
            .lines
            .len(),
        1
    );
}

#[test]
fn a_search_stopped_before_any_line_still_reports_a_score() {
    let start = Instant::now();
    let (_, mut thinking) = plan("depth 5", start);
    let mut stopped = result(Vec::new());
    stopped.best = Some(e4_e5()[0]);
    let reply = thinking.finished(stopped);
    assert_eq!(reply.lines.len(), 2);
    assert!(
        reply.lines[0].starts_with("info depth 0 score cp "),
        "{reply:?}"
    );
    assert_eq!(reply.lines[1], "bestmove e2e4");
}
