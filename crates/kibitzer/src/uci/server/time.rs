//! Time management for games: how long to think about one move, from the clock, the increment,
//! the moves to the next time control and the move overhead (the time lost between the GUI's
//! clock and the engine: pipes, scheduling, a network).
//!
//! The answer is a [`Budget`] of two limits. The search stops starting new iterations once the
//! soft limit has passed (a deeper iteration takes longer than all before it together, so it
//! would mostly be cut off); the hard limit interrupts it wherever it is. The hard limit never
//! takes more than a share of what is left after the overhead, so the clock never runs out
//! when the real overhead stays below the configured one.

use std::time::Duration;

/// One side's clock as `go` gives it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Clock {
    /// Time left.
    pub time: Duration,
    /// Added after each move.
    pub increment: Duration,
    /// Moves to the next time control (none: the rest of the game).
    pub moves_to_go: Option<u32>,
}

/// How long to think about one move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Budget {
    /// After a completed iteration past this, stop.
    pub soft: Duration,
    /// Stop at once here.
    pub hard: Duration,
}

/// Moves the rest of a sudden-death game is budgeted for.
pub const SUDDEN_DEATH_MOVES: u32 = 30;
/// More moves to go than this are budgeted as this many.
const MAX_MOVES_TO_GO: u32 = 50;
/// The hard limit is at most this many times the move's fair share.
const HARD_FACTOR: u32 = 3;
/// The least time a move may take, when the clock has it.
const FLOOR: Duration = Duration::from_millis(5);

/// The budget of one move with `clock`, losing `overhead` per move outside the engine.
/// `single_move`: the position has one legal move, so a search only needs to find a reply to
/// report (soft limit zero).
pub fn allocate(clock: &Clock, overhead: Duration, single_move: bool) -> Budget {
    let moves = clock
        .moves_to_go
        .unwrap_or(SUDDEN_DEATH_MOVES)
        .clamp(1, MAX_MOVES_TO_GO);
    // The time for the moves to go: the clock and the increments still to come, less the
    // overhead of each of those moves and one more as a reserve (as Stockfish counts it).
    let left = (clock.time + clock.increment * (moves - 1)).saturating_sub(overhead * (moves + 1));
    let share = left / moves;
    // Before the last move of a control up to nine tenths of the clock may go; otherwise at
    // most half, so one bad estimate leaves time for the rest.
    let usable = clock.time.saturating_sub(overhead);
    let cap = if moves == 1 {
        usable * 9 / 10
    } else {
        usable / 2
    };
    let hard = (share * HARD_FACTOR)
        .min(cap)
        .max(FLOOR.min(clock.time / 4));
    let soft = if single_move {
        Duration::ZERO
    } else {
        (share / 2).min(hard)
    };
    Budget { soft, hard }
}

#[cfg(test)]
mod tests {
    use std::time::Duration;

    use super::{Budget, Clock, allocate};

    const MS: fn(u64) -> Duration = Duration::from_millis;

    /// Plays `moves` moves on a simulated clock and returns the lowest the clock got. A move
    /// takes twice its soft limit (the iteration that passes the soft limit is about as long
    /// as all before it), except every fourth, which runs to the hard limit (an iteration cut
    /// off); each also loses `lag` outside the engine.
    fn lowest_clock(start: Clock, overhead: Duration, lag: Duration, moves: u32) -> Duration {
        let mut clock = start;
        let mut lowest = clock.time;
        for played in 0..moves {
            let budget = allocate(&clock, overhead, false);
            let thought = if played % 4 == 0 {
                budget.hard
            } else {
                (budget.soft * 2).min(budget.hard)
            };
            let spent = thought + lag;
            let left = clock
                .time
                .checked_sub(spent)
                .filter(|left| !left.is_zero())
                .unwrap_or_else(|| panic!("lost on time at move {played}: {clock:?} {budget:?}"));
            clock.time = left + clock.increment;
            lowest = lowest.min(clock.time);
            if let (Some(n), Some(control)) = (clock.moves_to_go, start.moves_to_go) {
                // A new control adds the starting time again.
                if n == 1 {
                    clock.time += start.time;
                }
                clock.moves_to_go = Some(if n == 1 { control } else { n - 1 });
            }
        }
        lowest
    }

    #[test]
    fn long_games_never_run_out_at_any_control() {
        let overhead = MS(30);
        for (time, increment, moves_to_go, moves) in [
            (MS(1_000), MS(10), None, 300),
            (MS(10_000), MS(100), None, 300),
            (MS(60_000), MS(0), Some(40), 300),
            (MS(2_000), MS(0), Some(1), 300),
            // Sudden death without increment: a fixed lag per move must end it some day.
            (MS(60_000), MS(0), None, 100),
        ] {
            let clock = Clock {
                time,
                increment,
                moves_to_go,
            };
            // A lag of a millisecond per move, as pipes cost, and one just under the overhead.
            for lag in [MS(1), MS(29)] {
                if lag >= increment && lag > MS(1) && moves_to_go.is_none() {
                    continue; // losing more per move than comes back: no clock survives that
                }
                let lowest = lowest_clock(clock, overhead, lag, moves);
                assert!(lowest > Duration::ZERO, "{clock:?} reached {lowest:?}");
            }
        }
    }

    #[test]
    fn one_minute_sudden_death_gives_a_fair_share() {
        let clock = Clock {
            time: MS(60_930),
            increment: MS(0),
            moves_to_go: None,
        };
        // 60 s (and the overhead of 31 moves) over 30 moves: 2 s a move, the soft limit half
        // of it, the hard limit three times.
        assert_eq!(
            allocate(&clock, MS(30), false),
            Budget {
                soft: MS(1_000),
                hard: MS(6_000)
            }
        );
    }

    #[test]
    fn the_increment_counts_and_the_last_move_of_a_control_may_use_most_of_the_time() {
        let with_increment = Clock {
            time: MS(10_000),
            increment: MS(1_000),
            moves_to_go: None,
        };
        let without = Clock {
            increment: MS(0),
            ..with_increment
        };
        assert!(
            allocate(&with_increment, MS(0), false).soft > allocate(&without, MS(0), false).soft
        );
        let last = Clock {
            time: MS(10_000),
            increment: MS(0),
            moves_to_go: Some(1),
        };
        assert_eq!(allocate(&last, MS(0), false).hard, MS(9_000));
    }

    #[test]
    fn a_single_legal_move_stops_after_the_first_iteration() {
        let clock = Clock {
            time: MS(10_000),
            increment: MS(0),
            moves_to_go: None,
        };
        assert_eq!(allocate(&clock, MS(0), true).soft, Duration::ZERO);
    }

    #[test]
    fn a_clock_below_the_overhead_still_allows_a_tiny_search() {
        let clock = Clock {
            time: MS(20),
            increment: MS(0),
            moves_to_go: None,
        };
        let budget = allocate(&clock, MS(30), false);
        assert_eq!(budget.hard, MS(5));
        assert_eq!(budget.soft, Duration::ZERO);
    }
}
