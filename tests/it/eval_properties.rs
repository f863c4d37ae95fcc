//! Properties of the evaluation over thousands of positions from seeded random playouts: the
//! breakdown adds up to `evaluate`, every man is the sum of its sub-terms, and mirroring the
//! board while swapping colours swaps every term between the sides.

use crate::support::playouts;

use kibitzer::{eval::Term, eval::breakdown, eval::evaluate};
use shakmaty::{CastlingMode, Chess, EnPassantMode, Position};

fn mirrored(pos: &Chess) -> Chess {
    let mut setup = pos.to_setup(EnPassantMode::Legal);
    setup.mirror();
    setup
        .position(CastlingMode::Standard)
        .expect("a mirrored legal position is legal")
}

#[test]
fn breakdown_total_equals_evaluate_on_thousands_of_positions() {
    let positions = playouts::positions(1987, 60, 120);
    assert!(positions.len() > 3000, "{} positions", positions.len());
    for (pos, history) in &positions {
        let b = breakdown(pos, *history);
        assert_eq!(b.score(), evaluate(pos, *history), "{}", fen(pos));
        for m in b.men() {
            assert_eq!(m.value, m.terms.iter().map(|(_, v)| v).sum::<i32>());
        }
    }
}

#[test]
fn mirroring_swaps_every_term_and_keeps_the_score() {
    let positions = playouts::positions(2024, 60, 120);
    assert!(positions.len() > 3000);
    for (pos, history) in &positions {
        let mirror = mirrored(pos);
        let b = breakdown(pos, *history);
        let m = breakdown(&mirror, history.swapped());
        assert_eq!(b.score(), m.score(), "{}", fen(pos));
        assert_eq!(b.stage(), m.stage());
        assert_eq!(
            (b.hung().white, b.hung().black),
            (m.hung().black, m.hung().white)
        );
        let (terms, mirror_terms) = (b.by_term(), m.by_term());
        for term in Term::ALL {
            let a = terms.get(&term).copied().unwrap_or_default();
            let z = mirror_terms.get(&term).copied().unwrap_or_default();
            assert_eq!(
                (a.white, a.black),
                (z.black, z.white),
                "{term} in {}",
                fen(pos)
            );
        }
    }
    // The playouts reach real endings too, not only middlegames.
    assert!(
        positions
            .iter()
            .any(|(p, _)| p.board().occupied().count() <= 6)
    );
}

#[test]
fn start_position_scores_the_tempo_only() {
    let start = Chess::default();
    let history = kibitzer::History::default();
    assert_eq!(evaluate(&start, history).centipawns(), 10);
    let b = breakdown(&start, history);
    let terms = b.by_term();
    assert_eq!(terms[&Term::Tempo].white, 10);
    for (term, v) in terms {
        if term != Term::Tempo {
            assert_eq!(v.white, v.black, "{term}");
        }
    }
}

fn fen(pos: &Chess) -> String {
    shakmaty::fen::Fen::from_position(pos, EnPassantMode::Legal).to_string()
}
