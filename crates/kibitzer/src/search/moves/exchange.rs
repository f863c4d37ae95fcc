//! Static exchange evaluation: the material balance of the capture sequence on one square,
//! each side recapturing with its cheapest man and free to stop, with x-rays revealed as men
//! leave the square's lines. Pins are ignored. Values are the Stanback material values.

use shakmaty::{Bitboard, Board, Color, Move, Role};

use crate::eval::value;

/// The expected material gain of `mv` for the side making it (negative: it loses material).
pub fn static_exchange(board: &Board, turn: Color, mv: &Move) -> i32 {
    let Some(from) = mv.from() else { return 0 };
    let to = mv.to();
    let mut occupied = board.occupied() ^ Bitboard::from(from);
    let mut gains = [0i32; 34];
    gains[0] = if mv.is_en_passant() {
        occupied ^= Bitboard::from(shakmaty::Square::from_coords(to.file(), from.rank()));
        value(Role::Pawn)
    } else {
        mv.capture().map_or(0, value)
    };
    let mut on_square = mv.promotion().unwrap_or(mv.role());
    let mut side = turn;
    let mut depth = 0;
    loop {
        side = side.other();
        let attackers = board.attacks_to(to, side, occupied) & occupied;
        let Some((square, role)) = cheapest(board, attackers) else {
            break;
        };
        depth += 1;
        if depth >= gains.len() {
            break;
        }
        gains[depth] = value(on_square) - gains[depth - 1];
        if role == Role::King
            && !(board.attacks_to(to, side.other(), occupied ^ Bitboard::from(square)) & occupied)
                .is_empty()
        {
            // The king may not capture into a defended square.
            depth -= 1;
            break;
        }
        if gains[depth].max(-gains[depth - 1]) < 0 {
            break;
        }
        occupied ^= Bitboard::from(square);
        on_square = role;
    }
    while depth > 0 {
        gains[depth - 1] = -(-gains[depth - 1]).max(gains[depth]);
        depth -= 1;
    }
    gains[0]
}

/// The least valuable man among `attackers`.
fn cheapest(board: &Board, attackers: Bitboard) -> Option<(shakmaty::Square, Role)> {
    Role::ALL.into_iter().find_map(|role| {
        (attackers & board.by_role(role))
            .first()
            .map(|sq| (sq, role))
    })
}

#[cfg(test)]
mod tests {
    use super::static_exchange;
    use crate::game::parse_fen;
    use shakmaty::Position;
    use shakmaty::uci::UciMove;

    fn see(fen: &str, uci: &str) -> i32 {
        let pos = parse_fen(fen).unwrap();
        let m = uci.parse::<UciMove>().unwrap().to_move(&pos).unwrap();
        static_exchange(pos.board(), pos.turn(), &m)
    }

    #[test]
    fn undefended_and_defended_captures() {
        // Rook takes an undefended pawn.
        assert_eq!(see("1k6/8/8/4p3/8/8/8/4R1K1 w - - 0 1", "e1e5"), 100);
        // Queen takes a pawn defended by a pawn: loses 980 - 100.
        assert_eq!(
            see("1k6/8/3p4/4p3/8/8/8/4Q1K1 w - - 0 1", "e1e5"),
            100 - 980
        );
        // Pawn takes a knight defended by a pawn: wins 330 - 100.
        assert_eq!(
            see("1k6/8/3p4/4n3/3P4/8/8/6K1 w - - 0 1", "d4e5"),
            330 - 100
        );
    }

    #[test]
    fn x_rays_join_the_exchange() {
        // Two rooks on the e-file against one defender: Rxe5 Rxe5 Rxe5 wins the pawn.
        assert_eq!(see("1k2r3/8/8/4p3/8/8/4R3/4R1K1 w - - 0 1", "e2e5"), 100);
        // Without the back rook it loses the exchange: 100 - 520.
        assert_eq!(
            see("1k2r3/8/8/4p3/8/8/4R3/6K1 w - - 0 1", "e2e5"),
            100 - 520
        );
    }

    #[test]
    fn quiet_moves_and_en_passant() {
        assert_eq!(see("1k6/8/8/8/8/8/8/4R1K1 w - - 0 1", "e1e4"), 0);
        assert_eq!(see("1k6/8/8/3pP3/8/8/8/6K1 w - d6 0 1", "e5d6"), 100);
    }
}
