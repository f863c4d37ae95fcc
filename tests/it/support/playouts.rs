//! Seeded random playouts: thousands of varied, reproducible positions (with the history facts
//! the evaluation needs) for property tests. A small xorshift generator keeps them identical on
//! every machine without a dependency.

use kibitzer::History;
use shakmaty::{Chess, Position};

/// xorshift64*: deterministic and good enough to pick moves.
pub struct Rng(u64);

impl Rng {
    pub fn new(seed: u64) -> Rng {
        Rng(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1)
    }

    pub fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        (self.0.wrapping_mul(0x2545_F491_4F6C_DD1D) >> 33) as usize % n
    }
}

/// Every position of `games` random games of at most `plies` plies each, with its history,
/// captures preferred half the time so that endings and material imbalances occur.
pub fn positions(seed: u64, games: usize, plies: usize) -> Vec<(Chess, History)> {
    let mut rng = Rng::new(seed);
    let mut out = Vec::new();
    for _ in 0..games {
        let mut pos = Chess::default();
        let mut history = History::default();
        for _ in 0..plies {
            let moves = pos.legal_moves();
            if moves.is_empty() {
                break;
            }
            let captures: Vec<_> = moves.iter().filter(|m| m.is_capture()).collect();
            let m = if !captures.is_empty() && rng.below(2) == 0 {
                *captures[rng.below(captures.len())]
            } else {
                moves[rng.below(moves.len())]
            };
            let before = pos.board().clone();
            pos.play_unchecked(m);
            history = history.after(&before, &m, pos.board());
            out.push((pos.clone(), history));
        }
    }
    out
}
