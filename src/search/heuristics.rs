//! The killer moves of every ply and the history table: what quiet moves caused cutoffs
//! before, for ordering the quiet moves of later nodes.

use shakmaty::{Color, Move};

use super::tt::origin;

/// Killer moves per ply and the history table.
pub struct Heuristics {
    killers: Vec<[Option<Move>; 2]>,
    history: Vec<i32>,
}

impl Heuristics {
    /// Empty tables for `max_ply` plies.
    pub fn new(max_ply: usize) -> Heuristics {
        Heuristics {
            killers: vec![[None, None]; max_ply + 1],
            history: vec![0; 2 * 64 * 64],
        }
    }

    fn history_index(color: Color, m: &Move) -> usize {
        usize::from(color.is_black()) * 4096 + origin(m).to_usize() * 64 + m.to().to_usize()
    }

    /// The history score of a quiet move.
    pub fn history(&self, color: Color, m: &Move) -> i32 {
        self.history[Heuristics::history_index(color, m)]
    }

    /// The killers of `ply`.
    pub fn killers(&self, ply: usize) -> [Option<Move>; 2] {
        self.killers.get(ply).copied().unwrap_or([None, None])
    }

    /// A quiet move caused a beta cutoff at `ply` with `depth` left.
    pub fn reward(&mut self, color: Color, m: Move, ply: usize, depth: i32) {
        if let Some(k) = self.killers.get_mut(ply)
            && k[0] != Some(m)
        {
            k[1] = k[0];
            k[0] = Some(m);
        }
        let h = &mut self.history[Heuristics::history_index(color, &m)];
        *h = (*h + depth * depth).min(1 << 20);
    }
}
