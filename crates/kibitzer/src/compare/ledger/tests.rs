//! The ledger on short lines: captures of both colours, en passant, promotions with and
//! without a capture, the balance from the root mover's side, fates and the settled end.

use shakmaty::{Color, Role, Square};

use super::{Capture, Fate, Ledger};
use crate::compare::test_lines::play;
use crate::game::parse_fen;

fn ledger(fen: &str, moves: &[&str]) -> Ledger {
    let root = parse_fen(fen).unwrap();
    let (line, _) = play(&root, moves);
    Ledger::new(&root, &line, line.len())
}

fn only(ledger: &Ledger) -> &Capture {
    assert_eq!(ledger.captures().len(), 1, "{:?}", ledger.captures());
    &ledger.captures()[0]
}

#[test]
fn en_passant_names_the_pawn_and_the_square_for_both_colours() {
    // White: a2-a4 is met by ...bxa3 e.p., and White is a pawn down.
    let white = ledger(
        "4k3/3p4/8/2P5/1p6/8/P7/4K3 w - - 0 1",
        &["a2a4", "b4a3", "c5c6"],
    );
    let c = only(&white);
    assert_eq!(c.ply, 2);
    assert!(c.en_passant);
    assert_eq!(c.square, Square::A3);
    assert_eq!(
        (c.capturer.role, c.capturer.color, c.capturer.from),
        (Role::Pawn, Color::Black, Square::B4)
    );
    assert_eq!(
        (c.captured.role, c.captured.color, c.captured.origin),
        (Role::Pawn, Color::White, Some(Square::A2))
    );
    assert_eq!(white.root_balance(), 0);
    assert_eq!(white.balance(), [0, -1, -1]);
    assert_eq!(c.balance, -1);
    assert_eq!(c.san.to_string(), "bxa3");
    // Mirrored: Black is the root mover and the balance is Black's.
    let black = ledger(
        "4k3/p7/8/1P6/2p5/8/3P4/4K3 b - - 0 1",
        &["a7a5", "b5a6", "c4c3"],
    );
    let c = only(&black);
    assert!(c.en_passant);
    assert_eq!(c.square, Square::A6);
    assert_eq!(
        (c.capturer.role, c.capturer.color, c.capturer.from),
        (Role::Pawn, Color::White, Square::B5)
    );
    assert_eq!(
        (c.captured.role, c.captured.color, c.captured.origin),
        (Role::Pawn, Color::Black, Some(Square::A7))
    );
    assert_eq!(black.balance(), [0, -1, -1]);
}

#[test]
fn promotions_count_in_the_balance_and_a_promotion_capture_is_one_capture() {
    // White takes the rook on b8 and promotes to a queen.
    let white = ledger(
        "1r2k3/P7/8/8/8/8/8/4K3 w - - 0 1",
        &["a7b8q", "e8d7", "b8b7"],
    );
    let c = only(&white);
    assert_eq!(c.promotion, Some(Role::Queen));
    assert_eq!(
        (c.captured.role, c.captured.color, c.captured.origin),
        (Role::Rook, Color::Black, Some(Square::B8))
    );
    assert_eq!(c.capturer.role, Role::Pawn);
    assert_eq!(white.root_balance(), 1 - 5);
    assert_eq!(white.balance(), [9, 9, 9]);
    assert_eq!(white.net(), 13);
    // Mirrored for Black, and a plain promotion is no capture but moves the balance.
    let black = ledger("4k3/8/8/8/8/8/p7/1R2K3 b - - 0 1", &["a2b1q", "e1d2"]);
    let c = only(&black);
    assert_eq!(c.promotion, Some(Role::Queen));
    assert_eq!(
        (c.captured.role, c.captured.color),
        (Role::Rook, Color::White)
    );
    assert_eq!(black.balance(), [9, 9]);
    let push = ledger("4k3/8/8/8/8/8/p7/4K3 b - - 0 1", &["a2a1n"]);
    assert!(push.captures().is_empty());
    assert_eq!((push.root_balance(), push.balance()), (1, &[3][..]));
}

#[test]
fn equal_values_taken_on_both_sides_are_a_trade_and_the_rest_is_lost() {
    // Bxc6 dxc6 trades the bishop for the knight; Nxe5 then wins a pawn.
    let l = ledger(
        "r1bqkbnr/pppp1ppp/2n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 3 3",
        &["b5c6", "d7c6", "f3e5"],
    );
    assert_eq!(l.fates(), [Fate::Traded(1), Fate::Traded(0), Fate::Lost]);
    assert_eq!(l.net(), 1);
    let (capture, fate) = l
        .taken(Color::White, Square::B5)
        .expect("the bishop is taken");
    assert_eq!((capture.ply, fate), (2, Fate::Traded(0)));
    assert!(l.taken(Color::White, Square::F3).is_none());
}

#[test]
fn a_settled_ledger_finishes_the_exchange_and_says_where() {
    let root =
        parse_fen("r1bqkbnr/pppp1ppp/2n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 3 3").unwrap();
    let (line, _) = play(&root, &["b5c6"]);
    let settled = Ledger::settled(&root, &line);
    assert!(settled.is_extended());
    assert_eq!(settled.searched(), 1);
    assert_eq!(settled.extension().len(), 1);
    assert_eq!(settled.exchange_squares(), [Square::C6]);
    assert_eq!(settled.net(), 0);
    let (quiet, _) = play(&root, &["e1g1"]);
    assert!(!Ledger::settled(&root, &quiet).is_extended());
}
