//! The evasions are exactly shakmaty's legal moves, at every position in check reached from
//! positions rich in checks, pins, en passant and promotions.

use shakmaty::fen::Fen;
use shakmaty::{Chess, EnPassantMode, MoveList, Position};

use super::evasions_into;
use crate::game::parse_fen;

/// Compares the two generators at every position in check within `depth` plies of `pos`;
/// returns how many positions in check it compared.
fn compare(pos: &Chess, depth: u32) -> usize {
    let legal = pos.legal_moves();
    let mut compared = 0;
    if pos.is_check() {
        let mut ours = MoveList::new();
        evasions_into(pos, &mut ours);
        let names = |moves: &MoveList| {
            let mut names: Vec<String> = moves.iter().map(|m| format!("{m:?}")).collect();
            names.sort();
            names
        };
        let fen = Fen::from_position(pos, EnPassantMode::Legal);
        assert_eq!(names(&ours), names(&legal), "{fen}");
        compared += 1;
    }
    if depth > 0 {
        for m in &legal {
            let mut next = pos.clone();
            next.play_unchecked(*m);
            compared += compare(&next, depth - 1);
        }
    }
    compared
}

#[test]
fn evasions_are_the_legal_moves_in_check() {
    let fens = [
        // Kiwipete, and the perft positions with en passant, pins and promotions.
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
        "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
        "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
        // In check now: by a pawn that can be taken en passant, doubly, and by a knight.
        "8/8/8/2k5/3Pp3/8/8/4K3 b - d3 0 1",
        "4k3/8/8/8/8/5n2/3r4/R3K2R w KQ - 0 1",
        "r1bqkbnr/pppp1ppp/2n5/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4",
    ];
    let mut compared = 0;
    for fen in fens {
        compared += compare(&parse_fen(fen).unwrap(), 3);
    }
    assert!(compared > 5000, "only {compared} positions in check");
}
