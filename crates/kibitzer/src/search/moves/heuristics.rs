//! The killer moves of every ply, the history table and the continuation history: what quiet
//! moves caused cutoffs before (anywhere, and right after a given move), for ordering and
//! reducing the quiet moves of later nodes.

use shakmaty::{Color, Move};

use crate::search::table::tt::origin;

/// Pieces (colour and role) times squares: the index space of one side of the continuation
/// history.
const PIECE_SQUARES: usize = 12 * 64;

/// Killer moves per ply, the history table and the continuation history.
pub struct Heuristics {
    killers: Vec<[Option<Move>; 2]>,
    history: Vec<i32>,
    /// Cutoff credit of a quiet move (its piece and destination) right after the move that led
    /// to the node (its piece and destination): [`PIECE_SQUARES`] squared, allocated at the
    /// first credit (empty while nothing was credited, which reads as all zeros). The table is
    /// 2.4 MB and continuation history is off by default: zeroing it for every search cost 1%
    /// of `bench`'s instructions.
    continuation: Vec<i32>,
    /// The piece and destination of the move played at each ply on the current path (`None`
    /// for the null move or not played yet).
    played: Vec<Option<u16>>,
}

/// The continuation history's index of `m` played by `color`: its piece and destination.
fn piece_square(color: Color, m: &Move) -> usize {
    let piece = usize::from(color.is_black()) * 6 + (m.role() as usize - 1);
    piece * 64 + m.to().to_usize()
}

impl Heuristics {
    /// Empty tables for `max_ply` plies.
    pub fn new(max_ply: usize) -> Heuristics {
        Heuristics {
            killers: vec![[None, None]; max_ply + 1],
            history: vec![0; 2 * 64 * 64],
            continuation: Vec::new(),
            played: vec![None; max_ply + 1],
        }
    }

    #[inline]
    fn history_index(color: Color, m: &Move) -> usize {
        usize::from(color.is_black()) * 4096 + origin(m).to_usize() * 64 + m.to().to_usize()
    }

    /// The history score of a quiet move.
    #[inline]
    pub fn history(&self, color: Color, m: &Move) -> i32 {
        self.history[Heuristics::history_index(color, m)]
    }

    /// The index of the continuation history for `m` at `ply`, when the move before it (at
    /// `ply - 1`) is known.
    fn continuation_index(&self, ply: usize, color: Color, m: &Move) -> Option<usize> {
        let before = *self.played.get(ply.checked_sub(1)?)?;
        Some(usize::from(before?) * PIECE_SQUARES + piece_square(color, m))
    }

    /// The continuation history of the quiet move `m` at `ply`: its credit right after the
    /// move played at the ply before (0 at the root and after a null move).
    pub fn continuation(&self, ply: usize, color: Color, m: &Move) -> i32 {
        self.continuation_index(ply, color, m)
            .and_then(|i| self.continuation.get(i).copied())
            .unwrap_or(0)
    }

    /// Notes the move about to be searched at `ply` (`None`: the null move).
    pub fn play(&mut self, ply: usize, played: Option<(Color, &Move)>) {
        if let Some(slot) = self.played.get_mut(ply) {
            *slot = played.map(|(color, m)| piece_square(color, m) as u16);
        }
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

    /// A quiet move caused a beta cutoff at `ply` with `depth` left: credit it in the
    /// continuation history of the move before. Whether there was one.
    pub fn reward_continuation(&mut self, color: Color, m: &Move, ply: usize, depth: i32) -> bool {
        let Some(i) = self.continuation_index(ply, color, m) else {
            return false;
        };
        if self.continuation.is_empty() {
            self.continuation = vec![0; PIECE_SQUARES * PIECE_SQUARES];
        }
        let c = &mut self.continuation[i];
        *c = (*c + depth * depth).min(1 << 20);
        true
    }
}

#[cfg(test)]
mod tests {
    use super::Heuristics;
    use shakmaty::{Color, Move, Role, Square};

    fn quiet(from: Square, to: Square) -> Move {
        Move::Normal {
            role: Role::Knight,
            from,
            capture: None,
            to,
            promotion: None,
        }
    }

    #[test]
    fn the_continuation_table_is_allocated_only_at_its_first_credit() {
        let mut heuristics = Heuristics::new(8);
        assert!(heuristics.continuation.is_empty());
        let before = quiet(Square::G1, Square::F3);
        let reply = quiet(Square::B8, Square::C6);
        heuristics.play(0, Some((Color::White, &before)));
        assert_eq!(heuristics.continuation(1, Color::Black, &reply), 0);
        assert!(heuristics.continuation.is_empty());
        assert!(heuristics.reward_continuation(Color::Black, &reply, 1, 3));
        assert_eq!(heuristics.continuation(1, Color::Black, &reply), 9);
        let other = quiet(Square::G8, Square::F6);
        assert_eq!(heuristics.continuation(1, Color::Black, &other), 0);
    }
}
