//! Keying of killers and the table move: found by their whole move, not by where they go.

use shakmaty::{Move, Position, Square};

use super::{MoveScorer, OrderReason};
use crate::game::parse_fen;
use crate::search::SearchOptions;
use crate::search::moves::heuristics::Heuristics;
use crate::search::table::tt::encode_move;

fn legal(pos: &shakmaty::Chess, from: Square, to: Square) -> Move {
    pos.legal_moves()
        .into_iter()
        .find(|m| m.from() == Some(from) && m.to() == to)
        .unwrap()
}

#[test]
fn killers_and_the_table_move_are_matched_by_the_whole_move() {
    // Both knights can go to d2; only Nb1-d2 is a killer. Nf3-e5 is the table move; Qd1-e2 the
    // second killer.
    let pos = parse_fen("4k3/8/8/8/8/5N2/8/RN1QK3 w Q - 0 1").unwrap();
    let killer = legal(&pos, Square::B1, Square::D2);
    let second = legal(&pos, Square::D1, Square::E2);
    let same_target = legal(&pos, Square::F3, Square::D2);
    let table = legal(&pos, Square::F3, Square::E5);
    let other = legal(&pos, Square::A1, Square::A7);
    let options = SearchOptions::default();
    let heuristics = Heuristics::new(4);
    let scorer = MoveScorer::new(
        pos.board(),
        pos.turn(),
        encode_move(&table),
        [Some(killer), Some(second)],
        &options,
    );
    for early in [killer, second, table] {
        assert!(scorer.keyed_early(&early), "{early:?}");
    }
    for late in [same_target, other] {
        assert!(!scorer.keyed_early(&late), "{late:?}");
    }
    let keyed = |m: Move| scorer.score(m, &heuristics);
    assert_eq!(keyed(killer).reason, OrderReason::Killer);
    assert_eq!(keyed(second).reason, OrderReason::Killer);
    assert!(keyed(killer).key > keyed(second).key);
    assert_eq!(keyed(table).reason, OrderReason::TableMove);
    assert_eq!(keyed(same_target).reason, OrderReason::Quiet);
    assert_eq!(keyed(other).reason, OrderReason::Quiet);
}

#[test]
fn captures_promotions_and_en_passant_are_keyed_early_and_quiet_moves_wait() {
    // White can take on c6 (en passant on d6), promote on b8 and castle; nothing is unsafe
    // for the king's or rook's quiet moves.
    let pos = parse_fen("2n1k3/1P6/2p5/3pP3/8/8/8/R3K2R w KQ d6 0 1").unwrap();
    let options = SearchOptions::default();
    let scorer = MoveScorer::new(pos.board(), pos.turn(), 0, [None, None], &options);
    let moves = pos.legal_moves();
    for mv in &moves {
        let expected = mv.is_capture() || mv.is_promotion();
        assert_eq!(scorer.keyed_early(mv), expected, "{mv:?}");
    }
    assert!(moves.iter().any(|m| m.is_en_passant()));
    assert!(moves.iter().any(|m| m.is_castle()));
}

#[test]
fn quiescence_keys_are_mvv_lva_then_the_uci_order() {
    // Every kind of move: captures, en passant, promotions with and without capture, castling.
    let pos = parse_fen("n3k3/1P6/8/3pP3/8/8/8/R3K2R w KQ d6 0 1").unwrap();
    let moves = pos.legal_moves();
    let value = crate::advisors::guard_piece_value;
    for m in &moves {
        let victim = if m.is_en_passant() {
            Some(shakmaty::Role::Pawn)
        } else {
            m.capture()
        };
        let mvv_lva =
            victim.map_or(0, value) * 16 + m.promotion().map_or(0, value) * 16 - value(m.role());
        let tie = 0xFFFF - i64::from(super::uci_key(m).min(0xFFFF));
        let expected = (i64::from(mvv_lva) << 16) | tie;
        assert_eq!(super::quiescence_key(m), expected, "{m:?}");
    }
    // The queen's promotion with capture first, castling (the king's move) last.
    let best = moves
        .iter()
        .max_by_key(|m| super::quiescence_key(m))
        .unwrap();
    assert_eq!(best.promotion(), Some(shakmaty::Role::Queen));
    assert!(best.is_capture());
}

#[test]
fn waiting_moves_are_keyed_as_the_full_keying_keys_them() {
    // Castling both ways, pawn pushes, men on unsafe squares and quiet moves onto unsafe
    // squares; every other move has some history, two quiet moves are killers and one the
    // table move.
    let fens = [
        "r3k2r/ppp2ppp/2n1bn2/3pp3/1b2P3/2NP1N2/PPPB1PPP/R3KB1R w KQkq - 0 1",
        "r3k2r/ppp2ppp/2n1bn2/3pp3/1b2P3/2NP1N2/PPPB1PPP/R3KB1R b KQkq - 0 1",
        "4k3/8/3p4/2q5/8/2N5/3PP3/R3K2R w KQ - 0 1",
    ];
    let mut reasons = Vec::new();
    for fen in fens {
        let pos = parse_fen(fen).unwrap();
        let moves = pos.legal_moves();
        let quiet: Vec<Move> = moves.iter().copied().filter(|m| !m.is_capture()).collect();
        let mut heuristics = Heuristics::new(4);
        heuristics.play(0, Some((pos.turn().other(), &quiet[0])));
        for (i, m) in quiet.iter().enumerate().filter(|(i, _)| i % 2 == 0) {
            heuristics.reward(pos.turn(), *m, 3, i as i32 + 1);
            heuristics.reward_continuation(pos.turn(), m, 1, 2);
        }
        let killers = [Some(quiet[1]), Some(quiet[3])];
        let table = encode_move(&quiet[5]);
        for continuation_history in [false, true] {
            let options = SearchOptions {
                continuation_history,
                ..SearchOptions::default()
            };
            let scorer =
                MoveScorer::new(pos.board(), pos.turn(), table, killers, &options).at_ply(1);
            for &mv in moves.iter().filter(|m| !scorer.keyed_early(m)) {
                let (full, waiting) = (
                    scorer.score(mv, &heuristics),
                    scorer.score_waiting(mv, &heuristics),
                );
                let pair = |s: super::ScoredMove| (s.key, s.safe, s.gv_target, s.reason);
                assert_eq!(pair(waiting), pair(full), "{fen} {mv:?}");
                reasons.push(full.reason);
            }
        }
    }
    for reason in [
        OrderReason::Unsafe,
        OrderReason::History,
        OrderReason::Quiet,
    ] {
        assert!(reasons.contains(&reason), "no waiting move is {reason:?}");
    }
}

#[test]
fn a_scored_move_takes_sixteen_bytes() {
    assert_eq!(std::mem::size_of::<super::ScoredMove>(), 16);
}
