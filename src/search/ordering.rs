//! Move ordering (spec 5.1): the table move first, then the guard heuristic (escape first if
//! the origin is unsafe, capture first if the target is safe, MVV-LVA among captures), then
//! killers and history among quiet moves, then the remaining safe moves by guard value, and
//! unsafe moves last.

use arrayvec::ArrayVec;
use shakmaty::{Bitboard, Board, CastlingSide, Color, Move, MoveList, Role, Square};

use super::heuristics::Heuristics;
use super::limits::SearchOptions;
use super::tt::{code_target, encode_move, origin};
use crate::advisors::{GuardMap, capture_strength, guard_piece_value};

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

/// A legal move with its ordering key and guard classification.
#[derive(Clone, Copy, Debug)]
pub struct ScoredMove {
    /// The move.
    pub mv: Move,
    /// Larger keys are searched first.
    pub key: u64,
    /// Whether the target square is safe (spec 5.1).
    pub safe: bool,
    /// The guard value of the target square without the mover's own guard.
    pub gv_target: i32,
    /// Why it was ordered here.
    pub reason: OrderReason,
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

/// The parts of a move that keying reads, taken apart once (each accessor of [`Move`] is a
/// match of its own).
struct Parts {
    role: Role,
    /// [`origin`].
    from: Square,
    /// [`destination`].
    to: Square,
    /// The captured role, a pawn for en passant.
    victim: Option<Role>,
    /// The enemy man on `to` (none for en passant, which lands on an empty square).
    occupant: Option<Role>,
    promotion: Option<Role>,
    /// Whether the mover controls (attacks) `to` before moving: every piece move and pawn
    /// capture does; pawn pushes and castling (the king's two-square step) do not.
    controls: bool,
}

impl Parts {
    #[inline]
    fn of(mv: &Move) -> Parts {
        match *mv {
            Move::Normal {
                role,
                from,
                capture,
                to,
                promotion,
            } => Parts {
                role,
                from,
                to,
                victim: capture,
                occupant: capture,
                promotion,
                controls: role != Role::Pawn || capture.is_some(),
            },
            Move::EnPassant { from, to } => Parts {
                role: Role::Pawn,
                from,
                to,
                victim: Some(Role::Pawn),
                occupant: None,
                promotion: None,
                controls: true,
            },
            Move::Castle { king, .. } => Parts {
                role: Role::King,
                from: king,
                to: destination(mv),
                victim: None,
                occupant: None,
                promotion: None,
                controls: false,
            },
            Move::Put { role, to } => Parts {
                role,
                from: to,
                to,
                victim: None,
                occupant: None,
                promotion: None,
                controls: false,
            },
        }
    }
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
            gv_target,
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

/// Killer rank (2 bits) over history (20 bits) for a quiet move.
// Measured with callgrind: inlined (in one change with `keyed_early` taking the move apart
// once), `bench` took 0.5% fewer instructions.
#[allow(clippy::inline_always)]
#[inline(always)]
fn quiet_bits(
    mv: &Move,
    killers: [Option<Move>; 2],
    history: i32,
    options: &SearchOptions,
) -> (u64, OrderReason) {
    let killer = if !options.killers {
        0
    } else if killers[0] == Some(*mv) {
        3
    } else if killers[1] == Some(*mv) {
        2
    } else {
        0
    };
    let history = if options.history {
        history.clamp(0, (1 << 20) - 1) as u64
    } else {
        0
    };
    let reason = if killer > 0 {
        OrderReason::Killer
    } else if history > 0 {
        OrderReason::History
    } else {
        OrderReason::Quiet
    };
    ((killer << 20) | history, reason)
}

/// Ordering without the guard heuristic: MVV-LVA captures, then killers and history.
fn plain_key(
    mv: &Move,
    victim: Option<Role>,
    killers: [Option<Move>; 2],
    history: i32,
    options: &SearchOptions,
    tie: u64,
) -> (u64, OrderReason) {
    match victim {
        Some(v) => {
            let mvv_lva =
                (guard_piece_value(v) * 2 - guard_piece_value(mv.role()) / 8 + 1000) as u64;
            ((1 << 62) | (mvv_lva << 20) | tie, OrderReason::SafeCapture)
        }
        None => {
            let (bits, reason) = quiet_bits(mv, killers, history, options);
            ((bits << 16) | tie, reason)
        }
    }
}

/// MVV-LVA order for quiescence: most valuable victim first, then cheapest attacker.
#[inline]
fn mvv_lva_of(parts: &Parts) -> i32 {
    let promotion = parts.promotion.map_or(0, guard_piece_value);
    parts.victim.map_or(0, guard_piece_value) * 16 + promotion * 16 - guard_piece_value(parts.role)
}

/// Quiescence's key of `mv`: MVV-LVA, ties broken by the UCI order ([`uci_key`]), so that
/// the order never depends on the order in which the moves were generated. The move is taken
/// apart once.
#[inline]
pub fn quiescence_key(mv: &Move) -> i64 {
    let parts = Parts::of(mv);
    let tie = 0xFFFF - i64::from(uci_code(parts.from, parts.to, parts.promotion).min(0xFFFF));
    (i64::from(mvv_lva_of(&parts)) << 16) | tie
}

mod waiting;

#[cfg(test)]
mod tests;
