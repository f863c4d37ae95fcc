//! Settling a line's end: the captures an exchange at the end of a searched line would continue,
//! so that two lines are compared at quiet positions and never in the middle of an exchange.
//!
//! The exchange is on the square the line's last move went to. From the end, the side to move
//! plays the legal capture on that square with the largest gain by static exchange
//! ([`crate::search::static_exchange`], a promotion adding the queen's gain over the pawn) as
//! long as that gain is positive: the recapture of a man that just took, or the capture of a man
//! that just stepped where it can be taken. Ties go to the cheapest capturer, then to the first
//! move in shakmaty's order, so the result depends on the position only. Men left hanging
//! elsewhere are the evaluation's business (its attacked and hung terms), not an exchange.

use shakmaty::{Chess, Move, Position, Role, Square};

use crate::eval::value;
use crate::search::static_exchange;

/// At most this many plies are added.
pub const MAX_PLIES: usize = 12;

/// The captures that continue the exchange on `square` (where the last move went) at `end`, in
/// order (empty when there is none to continue).
pub fn continuation(end: &Chess, square: Square) -> Vec<Move> {
    let mut pos = end.clone();
    let mut line = Vec::new();
    while line.len() < MAX_PLIES {
        let Some(m) = best_capture(&pos, square) else {
            break;
        };
        pos.play_unchecked(m);
        line.push(m);
    }
    line
}

/// The capture on `square` with the largest positive gain for the side to move, if any.
fn best_capture(pos: &Chess, square: Square) -> Option<Move> {
    if pos.is_game_over() {
        return None;
    }
    let mut best: Option<(i32, i32, Move)> = None;
    for m in pos.legal_moves() {
        if !m.is_capture() || m.to() != square {
            continue;
        }
        let promoted = m
            .promotion()
            .map_or(0, |role| value(role) - value(Role::Pawn));
        let gain = static_exchange(pos.board(), pos.turn(), &m) + promoted;
        let cost = value(m.role());
        let better = best.is_none_or(|(g, c, _)| gain > g || (gain == g && cost < c));
        if gain > 0 && better {
            best = Some((gain, cost, m));
        }
    }
    best.map(|(_, _, m)| m)
}

#[cfg(test)]
mod tests {
    use shakmaty::Square;

    use super::continuation;
    use crate::compare::test_lines::play;
    use crate::game::parse_fen;

    fn uci(pos: &shakmaty::Chess, moves: &[shakmaty::Move]) -> Vec<String> {
        let mut pos = pos.clone();
        moves
            .iter()
            .map(|&m| {
                let text = shakmaty::uci::UciMove::from_standard(m).to_string();
                shakmaty::Position::play_unchecked(&mut pos, m);
                text
            })
            .collect()
    }

    #[test]
    fn an_exchange_left_half_made_is_finished_and_a_quiet_end_stays() {
        // White's Bxc6 leaves the d7 pawn to recapture.
        let root =
            parse_fen("r1bqkbnr/pppp1ppp/2n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 3 3").unwrap();
        let (_, mid) = play(&root, &["b5c6"]);
        assert_eq!(uci(&mid, &continuation(&mid, Square::C6)), ["d7c6"]);
        // After the recapture nothing more happens on c6 (Nxe5 elsewhere is no exchange).
        let (_, done) = play(&root, &["b5c6", "d7c6"]);
        assert!(continuation(&done, Square::C6).is_empty());
        let (_, quiet) = play(&root, &["e1g1"]);
        assert!(continuation(&quiet, Square::G1).is_empty());
        // The same for Black: ...Bxc3 leaves the b2 pawn to recapture.
        let root =
            parse_fen("rnbqk2r/pppp1ppp/5n2/4p3/1b2P3/2N5/PPPP1PPP/R1BQKBNR b KQkq - 3 3").unwrap();
        let (_, mid) = play(&root, &["b4c3"]);
        let line = uci(&mid, &continuation(&mid, Square::C3));
        assert!(
            line.first().is_some_and(|m| m == "b2c3" || m == "d2c3"),
            "{line:?}"
        );
    }
}
