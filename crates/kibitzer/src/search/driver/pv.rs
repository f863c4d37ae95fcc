//! The triangular principal-variation table: each ply keeps the best line found below it.

use shakmaty::Move;

use crate::search::negamax::alpha_beta::MAX_PLY;

/// Best lines per ply.
pub struct PvTable {
    moves: Vec<[Option<Move>; MAX_PLY + 1]>,
    lengths: Vec<usize>,
}

impl Default for PvTable {
    fn default() -> PvTable {
        PvTable {
            moves: vec![[None; MAX_PLY + 1]; MAX_PLY + 1],
            lengths: vec![0; MAX_PLY + 1],
        }
    }
}

impl PvTable {
    /// Forgets the line at `ply` (a node starts with none).
    pub fn clear(&mut self, ply: usize) {
        if let Some(len) = self.lengths.get_mut(ply) {
            *len = 0;
        }
    }

    /// `mv` is the new best move at `ply`: the line is `mv` followed by the child's line.
    pub fn update(&mut self, ply: usize, mv: Move) {
        if ply + 1 > MAX_PLY {
            return;
        }
        let child_len = self.lengths[ply + 1];
        let (upper, lower) = self.moves.split_at_mut(ply + 1);
        let row = &mut upper[ply];
        row[ply] = Some(mv);
        let end = child_len.min(MAX_PLY + 1);
        if end > ply + 1 {
            row[ply + 1..end].copy_from_slice(&lower[0][ply + 1..end]);
        }
        self.lengths[ply] = child_len.max(ply + 1);
    }

    /// The line found at `ply`.
    pub fn line(&self, ply: usize) -> Vec<Move> {
        let len = self.lengths[ply];
        self.moves[ply][ply..len.max(ply)]
            .iter()
            .map_while(|m| *m)
            .collect()
    }
}
