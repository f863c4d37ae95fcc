//! Hands a node's moves to the move loop best first, keying them in two stages: captures,
//! promotions, escapes and killers at once; the quiet rest only when the loop gets past every
//! move that ranks above them. Most nodes cut off before that, so most quiet moves are never
//! keyed, and at a node not in check they are not even generated until then. The order is the
//! one a full sort by key would give.

use arrayvec::ArrayVec;
use shakmaty::{Bitboard, Chess, Move, MoveList};

use crate::search::moves::captures::{
    captures_and_promotions_pinned, for_each_capture_or_promotion,
};
use crate::search::moves::heuristics::Heuristics;
use crate::search::moves::ordering::{MoveScorer, QUIET_KEY_BOUND, ScoredMove};
use crate::search::moves::pins::Pins;
use crate::search::moves::quiets::{for_each_quiet, is_legal_quiet, quiets_into};
use crate::search::table::tt::{code_origin, code_target, encode_move, origin};

/// Moves picked by a linear scan before the rest of the list is sorted (most cutoffs come
/// early; past them the node will probably try every move).
const PICKED_ONE_BY_ONE: usize = 3;

/// Room for the moves of one node, on the caller's stack (a picker is made for every node;
/// copying 8 kB of lists in and out of calls would cost more than keying the moves).
#[derive(Default)]
pub(in crate::search) struct MoveLists {
    keyed: ArrayVec<ScoredMove, 256>,
    /// Quiet moves not keyed yet; all of them rank below [`QUIET_KEY_BOUND`]. Also where
    /// moves are generated before they are keyed.
    waiting: MoveList,
}

impl MoveLists {
    /// Both lists, emptied.
    fn emptied(&mut self) -> (&mut ArrayVec<ScoredMove, 256>, &mut MoveList) {
        self.keyed.clear();
        self.waiting.clear();
        (&mut self.keyed, &mut self.waiting)
    }
}

/// The quiet moves of a node that are still to be generated.
struct QuietSource<'m> {
    pos: &'m Chess,
    pins: Pins,
    /// The men whose quiet moves they are.
    origins: Bitboard,
    /// Moves among them handed out or keyed already: the table move and the killers.
    done: [Option<Move>; 3],
}

/// The legal move of `pos` (not in check) whose table code is `code`, if there is one: only
/// the moves of the man on the code's origin are generated.
pub(in crate::search) fn legal_move_of_code(
    pos: &Chess,
    code: u16,
    lists: &mut MoveLists,
) -> Option<Move> {
    let from = Bitboard::from_square(code_origin(code));
    let to = Bitboard::from_square(code_target(code));
    let pins = Pins::of(pos);
    let scratch = &mut lists.waiting;
    scratch.clear();
    captures_and_promotions_pinned(pos, &pins, from, scratch);
    quiets_into(pos, &pins, (from, to), scratch);
    let found = scratch.iter().copied().find(|m| encode_move(m) == code);
    scratch.clear();
    found
}

/// The moves of one node, keyed or waiting to be.
pub(in crate::search) struct MovePicker<'a, 'm> {
    /// Borrowed, not owned: the scorer holds the guard map, which is too big to move around.
    scorer: Option<&'m MoveScorer<'a>>,
    keyed: &'m mut ArrayVec<ScoredMove, 256>,
    waiting: &'m mut MoveList,
    /// Quiet moves to generate when the waiting ones' turn comes.
    quiets: Option<QuietSource<'m>>,
    /// Index of the next move to hand out.
    next: usize,
    /// Whether every move is keyed and `keyed[next..]` is sorted: the rest are handed out in
    /// turn.
    in_order: bool,
}

impl<'a, 'm> MovePicker<'a, 'm> {
    /// A picker of the one move `scored` (the table move, tried before the others are keyed).
    pub(in crate::search) fn only(
        scored: ScoredMove,
        lists: &'m mut MoveLists,
    ) -> MovePicker<'a, 'm> {
        lists.keyed.clear();
        lists.waiting.clear();
        lists.keyed.push(scored);
        MovePicker {
            scorer: None,
            keyed: &mut lists.keyed,
            waiting: &mut lists.waiting,
            quiets: None,
            next: 0,
            in_order: true,
        }
    }

    /// A picker of the legal moves of `pos` (not in check) but `table` (searched already),
    /// generating and keying those that may rank above the quiet ones now (captures,
    /// promotions, the moves of men on unsafe squares, legal killers) and the quiet rest only
    /// when their turn comes: the same moves in the same order as [`MovePicker::staged`]
    /// gives for the whole list.
    // Measured with callgrind: keying the moves as they are generated and testing the killers'
    // legality directly rather than generating their men's moves, `bench` takes 1.2% fewer
    // instructions (5,297 -> 5,231 per node, same tree).
    pub(in crate::search) fn generated(
        scorer: &'m MoveScorer<'a>,
        pos: &'m Chess,
        table: Option<Move>,
        heuristics: &Heuristics,
        lists: &'m mut MoveLists,
    ) -> MovePicker<'a, 'm> {
        let (keyed, waiting) = lists.emptied();
        // Without the guard heuristic every move is keyed at once.
        let all_now = !scorer.guard_ordering();
        let early = if all_now {
            Bitboard::FULL
        } else {
            scorer.unsafe_origins()
        };
        let pins = Pins::of(pos);
        // Each move keyed as it is generated, but the table move (searched already).
        let table_target = table.map_or(Bitboard::EMPTY, |mv| Bitboard::from_square(mv.to()));
        let not_table = |mv: &Move| !(table_target.contains(mv.to()) && Some(*mv) == table);
        for_each_capture_or_promotion(
            pos,
            &pins,
            Bitboard::FULL,
            #[inline(always)]
            |mv| {
                if not_table(&mv) {
                    keyed.push(scorer.score(mv, heuristics));
                }
            },
        );
        if early.any() {
            for_each_quiet(
                pos,
                &pins,
                (early, Bitboard::FULL),
                #[inline(always)]
                |mv| {
                    if not_table(&mv) {
                        keyed.push(scorer.score(mv, heuristics));
                    }
                },
            );
        }
        let mut done = [table, None, None];
        if !all_now {
            for (slot, killer) in scorer.killers().into_iter().enumerate() {
                let Some(killer) = killer.filter(|k| !done.contains(&Some(*k))) else {
                    continue;
                };
                if !early.contains(origin(&killer)) && is_legal_quiet(pos, &pins, &killer) {
                    keyed.push(scorer.score(killer, heuristics));
                    done[slot + 1] = Some(killer);
                }
            }
        }
        MovePicker {
            scorer: Some(scorer),
            keyed,
            waiting,
            quiets: (!all_now).then_some(QuietSource {
                pos,
                pins,
                origins: !early,
                done,
            }),
            next: 0,
            in_order: false,
        }
    }

    /// A picker of `moves`, keying those that may rank above the quiet ones now.
    pub(in crate::search) fn staged(
        scorer: &'m MoveScorer<'a>,
        moves: &MoveList,
        heuristics: &Heuristics,
        lists: &'m mut MoveLists,
    ) -> MovePicker<'a, 'm> {
        let (keyed, waiting) = lists.emptied();
        for &mv in moves {
            if scorer.keyed_early(&mv) {
                keyed.push(scorer.score(mv, heuristics));
            } else {
                waiting.push(mv);
            }
        }
        MovePicker {
            scorer: Some(scorer),
            keyed,
            waiting,
            quiets: None,
            next: 0,
            in_order: false,
        }
    }

    /// The best move not handed out yet. `heuristics` keys the waiting quiet moves when
    /// their turn comes (with the history as it is then).
    #[inline]
    pub(in crate::search) fn next(&mut self, heuristics: &Heuristics) -> Option<ScoredMove> {
        if self.in_order {
            let scored = self.keyed.get(self.next).copied();
            self.next += 1;
            return scored;
        }
        self.next_by_keys(heuristics)
    }

    /// [`MovePicker::next`] before the moves are in order: the early ones are picked by a
    /// scan; once the quiet ones are keyed and the first few handed out, the rest are sorted.
    // Measured with callgrind: with this out of line (the move loop's usual call is then a
    // load and an increment), `bench` takes 1.3% fewer instructions (5,477 -> 5,404 per node,
    // same tree). An insertion sort instead of `sort_unstable_by_key` took more, with
    // ScoredMove at 24 bytes and again at 16 (4,789M -> 4,823M; a node sorts about 30 moves).
    #[inline(never)]
    fn next_by_keys(&mut self, heuristics: &Heuristics) -> Option<ScoredMove> {
        let i = self.next;
        if self.quiets.is_some() || !self.waiting.is_empty() {
            let best = self.best_from(i);
            if let Some(j) = best.filter(|&j| self.keyed[j].key > QUIET_KEY_BOUND) {
                return Some(self.take(i, j));
            }
            self.key_quiets(heuristics);
        }
        if i >= self.keyed.len() {
            self.in_order = true;
            return None;
        }
        if i < PICKED_ONE_BY_ONE {
            let j = self.best_from(i).unwrap_or(i);
            return Some(self.take(i, j));
        }
        self.keyed[i..].sort_unstable_by_key(|m| std::cmp::Reverse(m.key));
        self.in_order = true;
        self.next += 1;
        Some(self.keyed[i])
    }

    /// Keys the waiting quiet moves, generating them first if they are not yet.
    // Measured with callgrind: keying each quiet move as it is generated, rather than writing
    // them all down first (the closure inlined: a call per move cost more than it saved),
    // `bench` takes 2.0% fewer instructions (5,404 -> 5,297 per node, same tree).
    #[allow(clippy::inline_always)]
    #[inline(never)]
    fn key_quiets(&mut self, heuristics: &Heuristics) {
        let Some(scorer) = self.scorer else {
            self.waiting.clear();
            return;
        };
        for &mv in self.waiting.iter() {
            self.keyed.push(scorer.score_waiting(mv, heuristics));
        }
        self.waiting.clear();
        if let Some(QuietSource {
            pos,
            pins,
            origins,
            done,
        }) = self.quiets.take()
        {
            // Only the moves of the men that made a move handed out already need a look.
            let done_origins: Bitboard = done.iter().flatten().map(origin).collect();
            let keyed = &mut *self.keyed;
            let squares = (origins, Bitboard::FULL);
            for_each_quiet(
                pos,
                &pins,
                squares,
                #[inline(always)]
                |mv: Move| {
                    if !(done_origins.contains(origin(&mv)) && done.contains(&Some(mv))) {
                        keyed.push(scorer.score_waiting(mv, heuristics));
                    }
                },
            );
        }
    }

    /// The index of the best keyed move from `i` on.
    fn best_from(&self, i: usize) -> Option<usize> {
        let rest = self.keyed.get(i..)?.iter().enumerate();
        rest.max_by_key(|(_, m)| m.key).map(|(j, _)| i + j)
    }

    /// Hands out `keyed[j]` as the `i`-th move.
    fn take(&mut self, i: usize, j: usize) -> ScoredMove {
        self.keyed.swap(i, j);
        self.next += 1;
        self.keyed[i]
    }
}

#[cfg(test)]
mod tests;
