//! The common tail of every man (spec 4.7): attacked (-6) and hung (-8) men, and the *trapped*
//! test that counts a hung man twice towards the "more than one hung man" extra.

use shakmaty::{Color, Role, Square, attacks};

use super::attack_map::{control, slider_attacks};
use super::context::Context;
use super::sink::{Man, Sink};
use super::term::Term;
use super::weights::{ATTACKED, HUNG, MASK_COMMON};

/// Scores `man` attacked or hung and raises the hung counter of its side.
pub fn score<S: Sink>(ctx: &mut Context<'_>, man: Man, sink: &mut S) {
    let own = ctx.attacks.word(man.color, man.square) & MASK_COMMON;
    let enemy = ctx.attacks.word(man.color.other(), man.square) & MASK_COMMON;
    if enemy == 0 {
        return;
    }
    if own == 0 || enemy > control(man.role) + 1 {
        sink.man(man, Term::Hung, HUNG);
        *ctx.hung.get_mut(man.color) += 1;
        if man.role != Role::King && trapped(ctx, man) {
            *ctx.hung.get_mut(man.color) += 1;
        }
    } else if enemy > own {
        sink.man(man, Term::Attacked, ATTACKED);
    }
}

/// Whether `man` has no safe flight square (spec 4.7, *trapped*).
pub fn trapped(ctx: &Context<'_>, man: Man) -> bool {
    let board = ctx.board;
    let own = board.by_color(man.color);
    let enemy = man.color.other();
    let safe = |sq: Square| {
        ctx.attacks.word(enemy, sq) == 0
            || board.role_at(sq).is_some_and(|r| r as u8 >= man.role as u8)
    };
    match man.role {
        Role::Pawn => {
            let Some(stop) = stop_square(man.color, man.square) else {
                return true;
            };
            let free_stop = !board.occupied().contains(stop)
                && ctx.attacks.word(man.color, stop) >= ctx.attacks.word(enemy, stop);
            let capture =
                !(attacks::pawn_attacks(man.color, man.square) & board.by_color(enemy)).is_empty();
            !(free_stop || capture)
        }
        Role::Knight | Role::King => {
            let targets = if man.role == Role::Knight {
                attacks::knight_attacks(man.square)
            } else {
                attacks::king_attacks(man.square)
            };
            !(targets & !own).into_iter().any(safe)
        }
        Role::Bishop | Role::Rook | Role::Queen => {
            // Every square along the lines up to the first man, that man too if it is the
            // enemy's (a capture).
            let lines = slider_attacks(man.role, man.square, board.occupied());
            !(lines & !own).into_iter().any(safe)
        }
    }
}

/// The square in front of a pawn of `color` on `square`.
#[inline]
pub fn stop_square(color: Color, square: Square) -> Option<Square> {
    square.offset(if color == Color::White { 8 } else { -8 })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::History;
    use crate::eval::pawn_structure::PawnStructure;
    use shakmaty::fen::Fen;
    use shakmaty::{CastlingMode, Chess, Position};

    fn context_of(fen: &str, f: impl FnOnce(&mut Context<'_>)) {
        let pos: Chess = fen
            .parse::<Fen>()
            .unwrap()
            .into_position(CastlingMode::Standard)
            .unwrap();
        let board = pos.board();
        PawnStructure::with(board, |pawns| {
            let mut ctx = Context::new(board, pawns, pos.turn(), History::from_board(board));
            f(&mut ctx);
        });
    }

    fn man(color: Color, role: Role, square: Square) -> Man {
        Man {
            color,
            role,
            square,
        }
    }

    #[test]
    fn italian_e4_pawn_is_hung_and_trapped() {
        context_of(
            "r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4",
            |ctx| {
                let e4 = man(Color::White, Role::Pawn, Square::E4);
                assert!(trapped(ctx, e4));
                let mut sink = crate::eval::sink::RecordingSink::default();
                score(ctx, e4, &mut sink);
                assert_eq!(sink.entries.len(), 1);
                assert_eq!(sink.entries[0].value, HUNG);
                assert_eq!(*ctx.hung.get(Color::White), 2);
            },
        );
    }

    #[test]
    fn knight_attacked_by_a_pawn_is_hung_but_not_trapped_with_a_flight() {
        context_of("4k3/8/8/3p4/8/4N3/8/4K3 w - - 0 1", |ctx| {
            let mut sink = crate::eval::sink::RecordingSink::default();
            let knight = man(Color::White, Role::Knight, Square::E3);
            // d5 is a black pawn: the knight on e3 does not stand attacked by it.
            score(ctx, knight, &mut sink);
            assert!(sink.entries.is_empty());
        });
        context_of("4k3/8/8/8/3p4/4N3/8/4K3 w - - 0 1", |ctx| {
            let mut sink = crate::eval::sink::RecordingSink::default();
            let knight = man(Color::White, Role::Knight, Square::E3);
            score(ctx, knight, &mut sink);
            // Defended by the king? No: e1-e3 are two apart. Undefended and attacked: hung.
            assert_eq!(sink.entries[0].term, Term::Hung);
            assert!(!trapped(ctx, knight));
            assert_eq!(*ctx.hung.get(Color::White), 1);
        });
    }

    #[test]
    fn rook_defended_by_the_king_is_attacked_by_a_rook_and_hung_by_two() {
        // Black rook d8 attacks the white rook d4; only the king defends it. The cheapest
        // attacker (rook bit 0x0400) outranks the cheapest defender (king bit 0x0100): attacked.
        context_of("3rk3/8/8/8/3R4/4K3/8/8 w - - 0 1", |ctx| {
            let mut sink = crate::eval::sink::RecordingSink::default();
            score(ctx, man(Color::White, Role::Rook, Square::D4), &mut sink);
            assert_eq!(sink.entries[0].term, Term::Attacked);
            assert_eq!(sink.entries[0].value, ATTACKED);
        });
        // Two black rooks against one king defence: outnumbered, rook+another attacker = hung.
        context_of("3rk3/8/8/8/r2R4/4K3/8/8 w - - 0 1", |ctx| {
            let mut sink = crate::eval::sink::RecordingSink::default();
            score(ctx, man(Color::White, Role::Rook, Square::D4), &mut sink);
            assert_eq!(sink.entries[0].term, Term::Hung);
        });
    }

    #[test]
    fn a_flight_onto_an_attacked_enemy_man_is_safe_only_if_he_is_worth_as_much() {
        // The knight on a1 can go to b3 (attacked by the a4 pawn) or take on c2, which the c8
        // rook defends: a rook there is worth the knight, a pawn is not.
        let knight = man(Color::White, Role::Knight, Square::A1);
        context_of("2r4k/8/8/8/p7/8/2r5/N3K3 w - - 0 1", |ctx| {
            assert!(!trapped(ctx, knight));
        });
        context_of("2r4k/8/8/8/p7/8/2p5/N3K3 w - - 0 1", |ctx| {
            assert!(trapped(ctx, knight));
        });
    }

    #[test]
    fn pawn_with_a_capture_is_not_trapped() {
        context_of("4k3/8/8/3n1p2/4P3/8/8/4K3 w - - 0 1", |ctx| {
            let pawn = man(Color::White, Role::Pawn, Square::E4);
            assert!(!trapped(ctx, pawn));
        });
    }
}
