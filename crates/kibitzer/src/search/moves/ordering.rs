//! Move ordering (spec 5.1): the table move first, then the guard heuristic (escape first if
//! the origin is unsafe, capture first if the target is safe, MVV-LVA among captures), then
//! killers and history among quiet moves, then the remaining safe moves by guard value, and
//! unsafe moves last.

use arrayvec::ArrayVec;
use shakmaty::{Bitboard, Board, CastlingSide, Color, Move, MoveList, Role, Square};

use crate::advisors::{GuardMap, capture_strength, guard_piece_value};
use crate::search::SearchOptions;
use crate::search::moves::heuristics::Heuristics;
use crate::search::table::tt::{code_target, encode_move, origin};
use parts::Parts;
use plain::plain_key;
pub use quiescence::quiescence_key;
use quiet_bits::quiet_bits;

/// Why a move stands where it does in the order (shown in the search tree).
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "snake_case")]
pub enum OrderReason {
    /// The transposition table's best move.
    TableMove,
    /// The piece stands on an unsafe square and moves to a safe one.
    Escape,
    /// A capture onto a safe square (or of a piece worth at least the capturer).
    SafeCapture,
    /// A killer move of this ply.
    Killer,
    /// A quiet move with a history score.
    History,
    /// Any other safe move.
    Quiet,
    /// A move to an unsafe square.
    Unsafe,
    /// A quiet move that gives check, tried at the first ply of quiescence.
    QuietCheck,
}

/// A legal move with its ordering key and guard classification: 16 bytes (a node sorts about
/// 30 of them).
// Measured with callgrind: 16 bytes rather than 24 (the guard value in a byte), `bench`'s
// `Search::run_position` takes 4,802M -> 4,789M instructions (sorting 137M -> 128M, same tree).
#[derive(Clone, Copy, Debug)]
pub struct ScoredMove {
    /// The move.
    pub mv: Move,
    /// Larger keys are searched first.
    pub key: u64,
    /// Whether the target square is safe (spec 5.1).
    pub safe: bool,
    /// The guard value of the target square without the mover's own guard: a byte holds it
    /// (every guard value lies in -113..=95).
    pub gv_target: i8,
    /// Why it was ordered here.
    pub reason: OrderReason,
}

/// A guard value of a move's target in a byte. Each side's control of a square is at most 95
/// (see [`GuardMap`]), and the occupant's and the mover's capture strengths take at most 9 each
/// off their difference: every guard value lies in -113..=95.
#[inline]
fn narrow_guard_value(gv: i32) -> i8 {
    debug_assert!((-113..=95).contains(&gv), "guard value {gv}");
    gv as i8
}

/// The square a move lands on (the king's destination for castling).
pub fn destination(m: &Move) -> Square {
    match *m {
        Move::Castle { king, rook } => {
            let side = if rook > king {
                CastlingSide::KingSide
            } else {
                CastlingSide::QueenSide
            };
            Square::from_coords(side.king_to_file(), king.rank())
        }
        _ => m.to(),
    }
}

/// A number that orders moves as their UCI strings do (a1 < a2 < ... < h8, then promotion).
pub fn uci_key(m: &Move) -> u32 {
    uci_code(origin(m), destination(m), m.promotion())
}

/// [`uci_key`] of the move from `from` to `to` promoting to `promotion`.
#[inline]
fn uci_code(from: Square, to: Square, promotion: Option<Role>) -> u32 {
    let name = |sq: Square| sq.file().to_u32() * 8 + sq.rank().to_u32();
    let promotion = match promotion {
        None => 0,
        Some(Role::Bishop) => 1,
        Some(Role::Knight) => 2,
        Some(Role::Queen) => 3,
        Some(_) => 4,
    };
    (name(from) << 9) | (name(to) << 3) | promotion
}

/// Orders `moves` of the side to move on `board`, best first.
pub fn order(
    board: &Board,
    turn: Color,
    moves: &MoveList,
    table_move: u16,
    killers: [Option<Move>; 2],
    heuristics: &Heuristics,
    options: &SearchOptions,
) -> ArrayVec<ScoredMove, 256> {
    let scorer = MoveScorer::new(board, turn, table_move, killers, options);
    let mut out: ArrayVec<ScoredMove, 256> = moves
        .iter()
        .map(|&mv| scorer.score(mv, heuristics))
        .collect();
    out.sort_unstable_by_key(|m| std::cmp::Reverse(m.key));
    out
}

/// No key of a quiet move that is neither a killer, an escape nor a promotion exceeds this:
/// such a move has no stake and no killer rank, and its history (20 bits) sits below bit 46.
/// Every move with a stake or a killer rank has a larger key.
pub const QUIET_KEY_BOUND: u64 = (1 << 62) | ((1 << 46) - 1);

/// What keying the moves of one node needs: the guard map of the position, the node's killers
/// and the guard rules' settings. Keys depend on the move alone (ties are broken by the UCI
/// order), never on the order in which moves are generated or keyed.
pub struct MoveScorer<'a> {
    guard: GuardMap<'a>,
    turn: Color,
    table_move: u16,
    killers: [Option<Move>; 2],
    options: &'a SearchOptions,
    /// The mover's men whose squares are unsafe (guard value below `-margin`).
    unsafe_origins: Bitboard,
    /// The squares the killers and the table move go to ([`Move::to`]): a move going
    /// anywhere else is neither, which is cheaper to see than comparing whole moves.
    marked_targets: Bitboard,
    /// The ply of the node in the main search, whose continuation history adds to the history
    /// of quiet moves (`None`: the history alone).
    ply: Option<usize>,
}

impl<'a> MoveScorer<'a> {
    /// Prepares keying the moves of `turn` on `board`; `table_move` (0 for none) is keyed first.
    pub fn new(
        board: &'a Board,
        turn: Color,
        table_move: u16,
        killers: [Option<Move>; 2],
        options: &'a SearchOptions,
    ) -> MoveScorer<'a> {
        let guard = GuardMap::new(board);
        let margin = options.guard_margin;
        let unsafe_origins = board
            .by_color(turn)
            .into_iter()
            .filter(|&sq| guard.value_with_occupant(turn, sq, None) < -margin)
            .collect();
        let mut marked_targets: Bitboard = killers.iter().flatten().map(|m| m.to()).collect();
        if table_move != 0 {
            marked_targets.add(code_target(table_move));
        }
        MoveScorer {
            guard,
            turn,
            table_move,
            killers,
            options,
            unsafe_origins,
            marked_targets,
            ply: None,
        }
    }

    /// The same scorer for a node at `ply` of the main search: quiet moves are keyed by their
    /// history plus their continuation history there, when that is on.
    #[must_use]
    pub fn at_ply(mut self, ply: usize) -> MoveScorer<'a> {
        self.ply = self.options.continuation_history.then_some(ply);
        self
    }

    /// Whether the guard heuristic orders the moves (if not, every move is keyed early).
    pub fn guard_ordering(&self) -> bool {
        self.options.guard_ordering
    }

    /// The mover's men on unsafe squares, whose moves are keyed early.
    pub fn unsafe_origins(&self) -> Bitboard {
        self.unsafe_origins
    }

    /// The killers of the node, keyed early.
    pub fn killers(&self) -> [Option<Move>; 2] {
        self.killers
    }

    /// The history of the quiet move `mv`, plus its continuation history at this node's ply.
    #[inline]
    pub fn quiet_history(&self, mv: &Move, heuristics: &Heuristics) -> i32 {
        let history = heuristics.history(self.turn, mv);
        self.ply.map_or(history, |ply| {
            history + heuristics.continuation(ply, self.turn, mv)
        })
    }

    /// Whether `mv` may rank above every quiet move of [`QUIET_KEY_BOUND`]: captures,
    /// promotions, moves of men on unsafe squares, killers and the table move. The others can
    /// wait to be keyed until every one of these that ranks above them has been searched.
    #[inline]
    pub fn keyed_early(&self, mv: &Move) -> bool {
        if !self.options.guard_ordering {
            return true;
        }
        // The move taken apart once: its origin ([`origin`]) and [`Move::to`].
        let (from, to) = match *mv {
            Move::Normal {
                capture: Some(_), ..
            }
            | Move::Normal {
                promotion: Some(_), ..
            }
            | Move::EnPassant { .. } => return true,
            Move::Normal { from, to, .. } => (from, to),
            Move::Castle { king, rook } => (king, rook),
            Move::Put { to, .. } => (to, to),
        };
        self.unsafe_origins.contains(from)
            || (self.marked_targets.contains(to)
                && (self.killers.contains(&Some(*mv))
                    || (self.table_move != 0 && encode_move(mv) == self.table_move)))
    }

    /// The key and guard classification of `mv`.
    // Measured with callgrind: inlined into the picker's two loops, `bench` takes 1.1% fewer
    // instructions (no call, and the key is built in place).
    #[allow(clippy::inline_always)]
    #[inline(always)]
    pub fn score(&self, mv: Move, heuristics: &Heuristics) -> ScoredMove {
        let turn = self.turn;
        let options = self.options;
        let margin = options.guard_margin;
        let Parts {
            role,
            from,
            to,
            victim,
            occupant,
            promotion,
            controls,
        } = Parts::of(&mv);
        let gv_target = self.guard.value_with_occupant(turn, to, occupant)
            - if controls { capture_strength(role) } else { 0 };
        let safe = gv_target >= -margin
            || victim.is_some_and(|v| guard_piece_value(v) >= guard_piece_value(role));
        let tie = u64::from(0xFFFF - uci_code(from, to, promotion).min(0xFFFF));
        let gv_bits = (gv_target + 512).clamp(0, 1023) as u64;
        let marked = self.marked_targets.contains(mv.to());
        let (key, reason) = if marked
            && self.table_move != 0
            && options.transposition_table
            && encode_move(&mv) == self.table_move
        {
            (u64::MAX, OrderReason::TableMove)
        } else if !options.guard_ordering {
            plain_key(
                &mv,
                victim,
                self.killers_if(marked),
                self.quiet_history(&mv, heuristics),
                options,
                tie,
            )
        } else if !safe {
            ((gv_bits << 16) | tie, OrderReason::Unsafe)
        } else {
            let escape = if self.unsafe_origins.contains(from) {
                guard_piece_value(role)
            } else {
                0
            };
            let capture = victim.map_or(0, guard_piece_value);
            let stake = escape.max(capture) as u64;
            let mut key = (1 << 62) | (stake << 50) | (gv_bits << 16) | tie;
            let reason = if victim.is_some() {
                key |= (1 << 49) | (((1500 - guard_piece_value(role)) as u64) << 37);
                if escape > capture {
                    OrderReason::Escape
                } else {
                    OrderReason::SafeCapture
                }
            } else if escape > 0 {
                OrderReason::Escape
            } else {
                let (bits, reason) = quiet_bits(
                    &mv,
                    self.killers_if(marked),
                    self.quiet_history(&mv, heuristics),
                    options,
                );
                key |= bits << 26;
                reason
            };
            (key, reason)
        };
        ScoredMove {
            mv,
            key,
            safe,
            gv_target: narrow_guard_value(gv_target),
            reason,
        }
    }
}

impl MoveScorer<'_> {
    /// The killers, or none when the move is known not to be one of them (`marked` is false:
    /// it goes to no square a killer goes to).
    #[inline]
    fn killers_if(&self, marked: bool) -> [Option<Move>; 2] {
        if marked { self.killers } else { [None, None] }
    }
}

mod parts;
mod plain;
mod quiescence;
mod quiet_bits;
mod waiting;

#[cfg(test)]
mod tests;
