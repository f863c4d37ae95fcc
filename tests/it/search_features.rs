//! The modern search features (logarithmic late move reductions, static exchange pruning in
//! the main search, continuation history, singular extensions, full depth for unsafe moves at
//! PV nodes, tight late move pruning, full depth for attacks on the king, sacrifice
//! follow-ups, razoring, improvement-aware pruning, the pawn-ending extension, full depth for
//! unsafe root moves, the sacrifice wait): each acts (its counter moves),
//! each switches off (the counter stays at zero and the search differs), and with all of them
//! on the mates of `crates/kibitzer/assets/positions/mates.epd` are still found at their distance.

use kibitzer::search::{Counters, Limits, Search, SearchOptions, Switch};
use kibitzer::{History, epd::parse_epd_file, game::parse_fen};
use shakmaty::{Position, Square};

/// A quiet Italian middlegame, both sides castled.
const MIDDLEGAME: &str = "r1bq1rk1/pppp1ppp/2n2n2/2b1p3/2B1P3/2NP1N2/PPP2PPP/R1BQ1RK1 w - - 0 6";

const MATES: &str = include_str!("../../crates/kibitzer/assets/positions/mates.epd");

/// Every new feature off (whatever the defaults), with a small table.
fn without_features() -> SearchOptions {
    SearchOptions {
        hash_mb: 4,
        log_reduction: false,
        exchange_pruning: false,
        continuation_history: false,
        singular_extension: false,
        pv_full_depth: false,
        tight_late_move_pruning: false,
        king_attack_full_depth: false,
        sacrifice_follow_up: false,
        razoring: false,
        improving: false,
        pawn_ending_extension: false,
        root_full_depth: false,
        single_reply_extension: false,
        sacrifice_wait: false,
        ..SearchOptions::default()
    }
}

/// Runs the middlegame with and without `switch` and checks that `counter` moves only with
/// it and that the searches differ.
fn acts_and_switches_off(switch: Switch, depth: u32, counter: fn(&Counters) -> u64) {
    acts_and_switches_off_in(MIDDLEGAME, switch, depth, counter);
}

/// [`acts_and_switches_off`] in the position `fen`.
fn acts_and_switches_off_in(fen: &str, switch: Switch, depth: u32, counter: fn(&Counters) -> u64) {
    let mut on = without_features();
    on.set(switch, true);
    let with = counters_in(fen, on, depth);
    let without = counters_in(fen, without_features(), depth);
    assert!(counter(&with) > 0, "{with:?}");
    assert_eq!(counter(&without), 0, "{without:?}");
    assert_ne!(with.nodes, without.nodes);
}

#[test]
fn log_reduction_acts_and_its_switch_turns_it_off() {
    acts_and_switches_off(Switch::LogReduction, 7, |c| c.log_reductions);
}

#[test]
fn exchange_pruning_acts_and_its_switch_turns_it_off() {
    acts_and_switches_off(Switch::ExchangePruning, 7, |c| c.exchange_pruned);
}

#[test]
fn continuation_history_acts_and_its_switch_turns_it_off() {
    acts_and_switches_off(Switch::ContinuationHistory, 7, |c| c.continuation_rewards);
}

#[test]
fn singular_extension_acts_and_its_switch_turns_it_off() {
    acts_and_switches_off(Switch::SingularExtension, 7, |c| {
        c.singular_extensions + c.multi_cuts
    });
}

#[test]
fn pv_full_depth_acts_and_its_switch_turns_it_off() {
    acts_and_switches_off(Switch::PvFullDepth, 7, |c| c.pv_full_depth);
}

#[test]
fn tight_late_move_pruning_acts_and_its_switch_turns_it_off() {
    acts_and_switches_off(Switch::TightLateMovePruning, 7, |c| {
        c.tight_late_move_pruned
    });
}

#[test]
fn king_attack_full_depth_acts_and_its_switch_turns_it_off() {
    acts_and_switches_off(Switch::KingAttackFullDepth, 7, |c| c.king_attacks_unreduced);
}

#[test]
fn sacrifice_follow_up_acts_and_its_switch_turns_it_off() {
    acts_and_switches_off(Switch::SacrificeFollowUp, 7, |c| c.sacrifice_follow_ups);
}

#[test]
fn razoring_acts_and_its_switch_turns_it_off() {
    acts_and_switches_off(Switch::Razoring, 7, |c| c.razored);
}

#[test]
fn improving_acts_and_its_switch_turns_it_off() {
    acts_and_switches_off(Switch::Improving, 7, |c| c.not_improving);
}

#[test]
fn root_full_depth_acts_and_its_switch_turns_it_off() {
    acts_and_switches_off(Switch::RootFullDepth, 7, |c| c.root_full_depth);
}

/// WAC.087: Black's Rxe5 gives the rook for the knight; after dxe5 the pawn ending is won.
const WAC_087: &str = "8/p3k1p1/4r3/2ppNpp1/PP1P4/2P3KP/5P2/8 b - - 0 1";

#[test]
fn pawn_ending_extension_acts_and_its_switch_turns_it_off() {
    acts_and_switches_off_in(WAC_087, Switch::PawnEndingExtension, 6, |c| {
        c.pawn_ending_extensions
    });
}

/// WAC.087 at depth 12: with the pawn-ending extension the search sees that the pawn ending
/// after Rxe5 dxe5 is won and plays it; without, it does not.
#[test]
fn the_pawn_ending_extension_finds_a_won_pawn_ending_at_depth_twelve() {
    let rxe5 = (Some(Square::E6), Square::E5);
    found_only_with(Switch::PawnEndingExtension, WAC_087, 12, rxe5);
}

/// Checks that a depth-`depth` search of `fen` chooses `expected` with `switch` on and another
/// move with it off.
fn found_only_with(switch: Switch, fen: &str, depth: u32, expected: (Option<Square>, Square)) {
    let mut with = without_features();
    with.set(switch, true);
    assert_eq!(best_at_depth(fen, with, depth), expected);
    assert_ne!(best_at_depth(fen, without_features(), depth), expected);
}

#[test]
fn sacrifice_wait_acts_and_its_switch_turns_it_off() {
    acts_and_switches_off(Switch::SacrificeWait, 7, |c| c.sacrifice_waits);
}

/// WAC.293: Nfg5 fxg5 Nf6 Bxf6 Be4, and Qxh7# follows. After Be4 Black is two knights up and
/// the static null move cut Black's node near the horizon on that margin; waiting after a
/// sacrifice, the default search sees the mate at depth 8. Without the wait it plays another
/// move at depth 8.
#[test]
fn sacrifice_wait_finds_a_mate_after_two_knight_sacrifices_at_depth_eight() {
    const WAC_293: &str = "1nbq1r1k/3rbp1p/p1p1pp1Q/1p6/P1pPN3/5NP1/1P2PPBP/R4RK1 w - - 0 1";
    let nfg5 = (Some(Square::F3), Square::G5);
    let with = SearchOptions {
        hash_mb: 4,
        ..SearchOptions::default()
    };
    let without = SearchOptions {
        sacrifice_wait: false,
        ..with.clone()
    };
    assert_eq!(best_at_depth(WAC_293, with, 8), nfg5);
    assert_ne!(best_at_depth(WAC_293, without, 8), nfg5);
}

/// WAC.293 at depth 2: after Nxf6 Black's defences (Bxf6 and the like) go to squares White
/// holds, so the guard rule prunes them at the tip, and the moves left all allow Qxh7#: the
/// search reports a mate that is none. Searching every move while all before got mated, it
/// does not.
#[test]
fn mated_full_width_reports_no_mate_its_pruning_made() {
    const WAC_293: &str = "1nbq1r1k/3rbp1p/p1p1pp1Q/1p6/P1pPN3/5NP1/1P2PPBP/R4RK1 w - - 0 1";
    let pos = parse_fen(WAC_293).unwrap();
    let score_at_two = |mated_full_width: bool| {
        let options = SearchOptions {
            hash_mb: 4,
            mated_full_width,
            ..SearchOptions::default()
        };
        let result = Search::new(options).run_position(
            &pos,
            History::from_board(pos.board()),
            &Limits::depth(2),
        );
        (result.lines[0].score, result.counters.mated_unpruned)
    };
    let (with, unpruned) = score_at_two(true);
    assert!(!with.is_mate(), "{with:?}");
    assert!(unpruned > 0);
    let (without, unpruned) = score_at_two(false);
    assert!(without.is_mate(), "{without:?}");
    assert_eq!(unpruned, 0);
}

/// WAC.256: White's knight sacrifice Nf5 (gxf5 Rg4+) goes to an unsafe square, so the guard
/// rule reduces it by a ply even at the root. Searched at full depth there it is found at
/// depth 5; reduced, it is not.
#[test]
fn root_full_depth_finds_a_knight_sacrifice_at_depth_five() {
    const WAC_256: &str = "3r1rk1/1pb1qp1p/2p3p1/p7/P2Np2R/1P5P/1BP2PP1/3Q1BK1 w - - 0 1";
    let nf5 = (Some(Square::D4), Square::F5);
    found_only_with(Switch::RootFullDepth, WAC_256, 5, nf5);
}

/// WAC.144: Black's d3 (attacking the knight on e2 and opening the bishop's diagonal to b2)
/// moves a pawn where it can be taken, so the guard rule reduces it even on the principal
/// variation; searched at full depth there it is found at depth 10 (at 11 without).
#[test]
fn pv_full_depth_finds_a_pawn_sacrifice_a_ply_earlier() {
    let pos = parse_fen("r2q1rk1/pp3ppp/2p2b2/8/B2pPPb1/7P/PPP1N1P1/R2Q1RK1 b - - 0 1").unwrap();
    let options = SearchOptions {
        pv_full_depth: true,
        ..without_features()
    };
    let result = Search::new(options).run_position(
        &pos,
        History::from_board(pos.board()),
        &Limits::depth(10),
    );
    let best = result.best.unwrap();
    assert_eq!(
        (best.from(), best.to()),
        (Some(Square::D4), Square::D3),
        "{:?}",
        result.lines[0]
    );
}

/// The move a depth-`depth` search of `fen` chooses with `options`, as origin and destination.
fn best_at_depth(fen: &str, options: SearchOptions, depth: u32) -> (Option<Square>, Square) {
    let pos = parse_fen(fen).unwrap();
    let result = Search::new(options).run_position(
        &pos,
        History::from_board(pos.board()),
        &Limits::depth(depth),
    );
    let best = result.best.unwrap();
    (best.from(), best.to())
}

/// WAC.196: Black's knight sacrifice Nb4 (cxb4 Bxb4+ and the rook comes to b6 against the
/// queen). With full depth for unsafe moves at PV nodes and late move pruning after 2 + depth²
/// moves, a depth-9 search finds it; with either alone, Rb6.
#[test]
fn tight_late_move_pruning_with_pv_full_depth_finds_a_knight_sacrifice_at_depth_nine() {
    const WAC_196: &str = "rr4k1/p1pq2pp/Q1n1pn2/2bpp3/4P3/2PP1NN1/PP3PPP/R1B1K2R b KQ - 0 1";
    let both = SearchOptions {
        pv_full_depth: true,
        tight_late_move_pruning: true,
        ..without_features()
    };
    assert_eq!(
        best_at_depth(WAC_196, both.clone(), 9),
        (Some(Square::C6), Square::B4)
    );
    for alone in [Switch::PvFullDepth, Switch::TightLateMovePruning] {
        let mut options = both.clone();
        options.set(alone, false);
        assert_ne!(
            best_at_depth(WAC_196, options, 9),
            (Some(Square::C6), Square::B4),
            "{alone:?}"
        );
    }
}

#[test]
fn every_mate_is_found_at_its_distance_with_every_feature_on() {
    for record in parse_epd_file(MATES) {
        let record = record.unwrap();
        let pos = parse_fen(&record.fen).unwrap();
        let n: u32 = record.operands("dm").unwrap()[0].parse().unwrap();
        let mut search = Search::new(SearchOptions {
            log_reduction: true,
            exchange_pruning: true,
            continuation_history: true,
            singular_extension: true,
            pv_full_depth: true,
            tight_late_move_pruning: true,
            king_attack_full_depth: true,
            sacrifice_follow_up: true,
            razoring: true,
            improving: true,
            pawn_ending_extension: true,
            root_full_depth: true,
            single_reply_extension: true,
            sacrifice_wait: true,
            ..without_features()
        });
        let result = search.run_position(
            &pos,
            History::from_board(pos.board()),
            &Limits::depth(2 * n + 1),
        );
        let line = &result.lines[0];
        assert_eq!(
            line.score.mate_moves(),
            Some(n as i32),
            "{}: {line:?}",
            record.id()
        );
    }
}

/// Black threatens Qxh2 mate: where White passes in the null-move search, it is mated.
#[test]
fn mate_threat_extension_acts_and_its_switch_turns_it_off() {
    const THREAT: &str = "r1b2rk1/ppp2ppp/3b4/8/6nq/2N5/PPPP1PPP/R1BQ1RK1 w - - 0 1";
    acts_and_switches_off_in(THREAT, Switch::MateThreatExtension, 7, |c| {
        c.mate_threat_extensions
    });
}

/// The singular check runs only at null-window nodes: at every node entered with an open
/// window below the root, the table move is the first move searched (a check would search the
/// other moves before it). WAC.157's search to depth 9 has such nodes with a deep enough
/// table entry.
#[test]
fn singular_check_leaves_pv_nodes_alone() {
    use kibitzer::search::OrderReason;
    let pos = parse_fen(WAC_157).unwrap();
    let mut search = Search::new(SearchOptions {
        singular_extension: true,
        ..without_features()
    });
    let (_, tree) = search.explain(
        &pos,
        History::from_board(pos.board()),
        &Limits::depth(9),
        2_000_000,
    );
    let mut open = 0;
    for node in tree
        .nodes
        .iter()
        .filter(|n| n.ply > 0 && n.beta - n.alpha > 1)
    {
        let searched: Vec<_> = node
            .children
            .iter()
            .map(|&i| tree.node(i))
            .filter(|c| c.searched && !c.null)
            .collect();
        let Some(table) = searched
            .iter()
            .position(|c| c.reason == Some(OrderReason::TableMove))
        else {
            continue;
        };
        open += 1;
        assert_eq!(table, 0, "{node:?}");
    }
    assert!(open > 0);
}

/// The counters of a depth-`depth` search of `fen` with `options`.
fn counters_in(fen: &str, options: SearchOptions, depth: u32) -> Counters {
    let pos = parse_fen(fen).unwrap();
    let history = History::from_board(pos.board());
    Search::new(options)
        .run_position(&pos, history, &Limits::depth(depth))
        .counters
}

#[test]
fn late_root_full_depth_acts_and_its_switch_turns_it_off() {
    acts_and_switches_off(Switch::LateRootFullDepth, 7, |c| c.late_root_full_depth);
}

/// WAC.256's knight sacrifice Nf5 again: with unsafe root moves at full depth only from
/// iteration [`kibitzer::search::LATE_ROOT_DEPTH`] on, it is found at depth 6; reduced at the
/// root, not before depth 11.
#[test]
fn late_root_full_depth_finds_a_knight_sacrifice_at_depth_six() {
    const WAC_256: &str = "3r1rk1/1pb1qp1p/2p3p1/p7/P2Np2R/1P5P/1BP2PP1/3Q1BK1 w - - 0 1";
    let nf5 = (Some(Square::D4), Square::F5);
    found_only_with(Switch::LateRootFullDepth, WAC_256, 6, nf5);
}

/// WAC.157: White's Ne7+ leaves Black a single reply, Kh8.
const WAC_157: &str = "5rk1/p4ppp/2p1b3/3Nq3/4P1n1/1p1B2QP/1PPr2P1/1K2R2R w - - 0 1";

#[test]
fn single_reply_extension_acts_and_its_switch_turns_it_off() {
    acts_and_switches_off_in(MIDDLEGAME, Switch::SingleReplyExtension, 7, |c| {
        c.single_reply_extensions
    });
}

/// WAC.157 at depth 7: with the single-reply extension the search plays Ne7+ (Kh8 is
/// searched a ply deeper); without, hxg4.
#[test]
fn the_single_reply_extension_finds_a_knight_check_at_depth_seven() {
    let ne7 = (Some(Square::D5), Square::E7);
    found_only_with(Switch::SingleReplyExtension, WAC_157, 7, ne7);
}

#[test]
fn recapture_extension_acts_and_its_switch_turns_it_off() {
    acts_and_switches_off_in(MIDDLEGAME, Switch::RecaptureExtension, 7, |c| {
        c.recapture_extensions
    });
}

/// WAC.100: a bishop ending where White's a-pawn can go to a7.
#[test]
fn passed_pawn_extension_acts_and_its_switch_turns_it_off() {
    const WAC_100: &str = "8/k1b5/P4p2/1Pp2p1p/K1P2P1P/8/3B4/8 w - - 0 1";
    acts_and_switches_off_in(WAC_100, Switch::PassedPawnExtension, 7, |c| {
        c.passed_pawn_extensions
    });
}

#[test]
fn every_mate_is_found_at_its_distance_with_the_fruit_extensions_on() {
    for record in parse_epd_file(MATES) {
        let record = record.unwrap();
        let pos = parse_fen(&record.fen).unwrap();
        let n: u32 = record.operands("dm").unwrap()[0].parse().unwrap();
        let mut search = Search::new(SearchOptions {
            single_reply_extension: true,
            recapture_extension: true,
            passed_pawn_extension: true,
            pawn_ending_extension: true,
            ..without_features()
        });
        let result = search.run_position(
            &pos,
            History::from_board(pos.board()),
            &Limits::depth(2 * n + 1),
        );
        assert_eq!(
            result.lines[0].score.mate_moves(),
            Some(n as i32),
            "{}: {:?}",
            record.id(),
            result.lines[0]
        );
    }
}
