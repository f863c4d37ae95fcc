//! Search rules: stalemate, repetition against the game, fifty moves, the guard ordering and
//! tip pruning of spec example 7.2, `MultiPV` and `searchmoves`, determinism, and legal best moves
//! on random positions.

use crate::support::playouts;

use kibitzer::search::{
    Heuristics, Limits, Node, Search, SearchOptions, StopReason, StopSignal, hash_of, order,
};
use kibitzer::{History, game::parse_fen};
use shakmaty::san::SanPlus;
use shakmaty::uci::UciMove;
use shakmaty::{Chess, Position};

fn search(options: &SearchOptions) -> Search {
    Search::new(SearchOptions {
        hash_mb: 4,
        ..options.clone()
    })
}

fn san(pos: &Chess, m: shakmaty::Move) -> String {
    SanPlus::from_move(pos.clone(), m).to_string()
}

#[test]
fn stalemated_root_has_no_move() {
    let pos = parse_fen("k7/8/1Q6/8/8/8/8/7K b - - 0 1").unwrap();
    let result =
        search(&SearchOptions::default()).run_position(&pos, History::default(), &Limits::depth(3));
    assert_eq!(result.best, None);
    assert_eq!(result.reason, StopReason::NoMoves);
}

#[test]
fn the_winning_side_avoids_stalemating() {
    // Qb6 would stalemate; every other sensible move keeps a winning score.
    let pos = parse_fen("k7/8/8/1Q6/8/8/8/7K w - - 0 1").unwrap();
    let result =
        search(&SearchOptions::default()).run_position(&pos, History::default(), &Limits::depth(4));
    let best = result.best.unwrap();
    assert_ne!(san(&pos, best), "Qb6");
    assert!(
        result.lines[0].score.centipawns() > 500,
        "{:?}",
        result.lines[0].score
    );
}

#[test]
fn stalemate_scores_zero_inside_the_search() {
    // Qb6 stalemates Black: searched alone (searchmoves), it must score a draw.
    let pos = parse_fen("k7/8/8/1Q6/8/8/8/7K w - - 0 1").unwrap();
    let qb6 = "b5b6".parse::<UciMove>().unwrap().to_move(&pos).unwrap();
    let limits = Limits {
        searchmoves: vec![qb6],
        ..Limits::depth(3)
    };
    let result = search(&SearchOptions::default()).run_position(&pos, History::default(), &limits);
    assert_eq!(result.lines[0].score.centipawns(), 0);
}

#[test]
fn repetition_against_the_game_history_is_a_draw() {
    // 1.Nf3 Nf6 2.Ng1: Black's Ng8 would repeat the start position, seen earlier in the game.
    let mut pos = Chess::default();
    let mut hashes = vec![hash_of(&pos)];
    for uci in ["g1f3", "g8f6", "f3g1"] {
        let m = uci.parse::<UciMove>().unwrap().to_move(&pos).unwrap();
        pos.play_unchecked(m);
        hashes.push(hash_of(&pos));
    }
    let root_hash = hashes.pop().unwrap();
    assert_eq!(root_hash, hash_of(&pos));
    let ng8 = "f6g8".parse::<UciMove>().unwrap().to_move(&pos).unwrap();
    let limits = Limits {
        searchmoves: vec![ng8],
        ..Limits::depth(1)
    };
    let mut s = search(&SearchOptions::default());
    let root = Node::new(pos.clone(), History::default());
    let result = s.run(&root, &hashes, &limits, &StopSignal::never(), &mut |_| {});
    assert_eq!(result.lines[0].score.centipawns(), 0);
    // Without the game history the same move is not a draw.
    let alone = s.run(&root, &[], &limits, &StopSignal::never(), &mut |_| {});
    assert_ne!(alone.lines[0].score.centipawns(), 0);
}

#[test]
fn fifty_move_rule_draws_a_won_position() {
    let pos = parse_fen("k7/8/8/8/8/8/8/KQ6 w - - 99 80").unwrap();
    let result =
        search(&SearchOptions::default()).run_position(&pos, History::default(), &Limits::depth(3));
    assert_eq!(result.lines[0].score.centipawns(), 0);
    let fresh = parse_fen("k7/8/8/8/8/8/8/KQ6 w - - 0 80").unwrap();
    let result = search(&SearchOptions::default()).run_position(
        &fresh,
        History::default(),
        &Limits::depth(3),
    );
    assert!(result.lines[0].score.centipawns() > 1000);
}

const G2: &str = "4k3/6b1/8/3p4/1p2P3/2N5/8/3RK3 w - - 0 1";

#[test]
fn guard_ordering_matches_spec_example_7_2() {
    let pos = parse_fen(G2).unwrap();
    let options = SearchOptions::default();
    let heuristics = Heuristics::new(8);
    let moves = pos.legal_moves();
    assert_eq!(moves.len(), 19);
    let ordered = order(
        pos.board(),
        pos.turn(),
        &moves,
        0,
        [None, None],
        &heuristics,
        &options,
    );
    let sans: Vec<String> = ordered.iter().map(|m| san(&pos, m.mv)).collect();
    let expected = [
        "Nxd5", "Nb1", "Ne2", "Na2", "Na4", "Nb5", "exd5", "Rxd5", "Rb1", "Ke2", "Kd2", "Rd2",
        "Ra1", "Rc1", "Rd3", "Kf1", "Kf2", "Rd4", "e5",
    ];
    assert_eq!(sans, expected);
    let unsafe_moves: Vec<&str> = ordered
        .iter()
        .zip(&sans)
        .filter(|(m, _)| !m.safe)
        .map(|(_, s)| s.as_str())
        .collect();
    assert_eq!(unsafe_moves, ["Rd4", "e5"]);
    let gv: Vec<i8> = ordered.iter().map(|m| m.gv_target).collect();
    assert_eq!(&gv[..9], &[11, 2, 1, 0, 0, 0, 8, 15, 6]);
}

#[test]
fn tip_pruning_skips_exactly_rd4_and_e5_at_depth_one() {
    let pos = parse_fen(G2).unwrap();
    let options = SearchOptions {
        check_extension: false,
        hung_extension: false,
        ..SearchOptions::default()
    };
    let result = search(&options).run_position(&pos, History::default(), &Limits::depth(1));
    assert_eq!(result.counters.guard_pruned, 2);
    // 19 legal moves, 2 pruned: the root and 17 children were searched.
    assert_eq!(result.counters.nodes - result.counters.qnodes, 1);
    let off = SearchOptions {
        guard_pruning: false,
        ..options
    };
    let result = search(&off).run_position(&pos, History::default(), &Limits::depth(1));
    assert_eq!(result.counters.guard_pruned, 0);
}

#[test]
fn multipv_lines_are_distinct_and_ordered() {
    let pos =
        parse_fen("r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4").unwrap();
    let limits = Limits::depth(4).with_multipv(3);
    let result = search(&SearchOptions::default()).run_position(&pos, History::default(), &limits);
    assert_eq!(result.lines.len(), 3);
    let firsts: Vec<_> = result.lines.iter().map(|l| l.pv[0]).collect();
    assert!(firsts[0] != firsts[1] && firsts[1] != firsts[2] && firsts[0] != firsts[2]);
    assert!(result.lines[0].score >= result.lines[1].score);
    assert!(result.lines[1].score >= result.lines[2].score);
    assert_eq!(
        result.lines.iter().map(|l| l.multipv).collect::<Vec<_>>(),
        [1, 2, 3]
    );
}

#[test]
fn searchmoves_restricts_the_root() {
    let pos = Chess::default();
    let a3 = "a2a3".parse::<UciMove>().unwrap().to_move(&pos).unwrap();
    let limits = Limits {
        searchmoves: vec![a3],
        ..Limits::depth(3)
    };
    let result = search(&SearchOptions::default()).run_position(&pos, History::default(), &limits);
    assert_eq!(result.best, Some(a3));
}

#[test]
fn depth_and_node_limited_searches_are_deterministic() {
    let pos =
        parse_fen("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1").unwrap();
    let run = |limits: &Limits| {
        search(&SearchOptions::default()).run_position(&pos, History::default(), limits)
    };
    let (a, b) = (run(&Limits::depth(4)), run(&Limits::depth(4)));
    assert_eq!(a.counters, b.counters);
    let timeless = |r: &kibitzer::search::SearchResult| {
        r.lines
            .iter()
            .map(|l| (l.depth, l.seldepth, l.score, l.pv.clone(), l.nodes))
            .collect::<Vec<_>>()
    };
    assert_eq!(timeless(&a), timeless(&b));
    let (c, d) = (run(&Limits::nodes(20_000)), run(&Limits::nodes(20_000)));
    assert_eq!(c.counters.nodes, 20_000);
    assert_eq!(c.counters, d.counters);
    assert_eq!(c.best, d.best);
    assert_eq!(c.reason, StopReason::Nodes);
}

#[test]
fn best_moves_are_legal_on_random_positions() {
    let positions = playouts::positions(7, 12, 60);
    let mut s = search(&SearchOptions::default());
    let mut searched = 0;
    for (pos, history) in positions.iter().step_by(9) {
        if pos.is_game_over() {
            continue;
        }
        s.clear();
        let result = s.run_position(pos, *history, &Limits::depth(2));
        let best = result.best.expect("a move when moves exist");
        assert!(pos.is_legal(best));
        let mut end = pos.clone();
        for &m in &result.lines[0].pv {
            assert!(end.is_legal(m));
            end.play_unchecked(m);
        }
        searched += 1;
    }
    assert!(searched > 50, "{searched}");
}
