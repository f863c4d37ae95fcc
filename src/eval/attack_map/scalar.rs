//! The portable attack-word tally: one word at a time, for every attacked square of every man.
//! It is the reference the vector tallies are tested against, and the tally of machines
//! without them.

use shakmaty::Bitboard;

use super::{Kinds, Tally};

/// Both halves of every word kept together, updated square by square.
#[derive(Clone, Debug)]
pub struct Scalar {
    words: [u16; 64],
}

impl Default for Scalar {
    #[inline]
    fn default() -> Scalar {
        Scalar { words: [0; 64] }
    }
}

impl Tally for Scalar {
    #[inline]
    fn add(&mut self, targets: Bitboard, control: u16) {
        for to in targets {
            let word = &mut self.words[to.to_usize()];
            *word = (*word | control) + 1;
        }
    }

    #[inline]
    fn words(self, _kinds: &Kinds) -> [u16; 64] {
        self.words
    }
}
