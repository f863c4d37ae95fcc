//! [`Turns`]: the threads of a team taking turns, a baton passed every [`TURN_NODES`] nodes, so that a
//! search on several threads runs the same way on a busy machine as on an idle one (each
//! thread searches as many nodes as the others between two passes, as threads of equal speed
//! would, and which thread stores first no longer depends on the scheduler): node counts to
//! a depth are then reproducible, a measure of time to depth that load cannot disturb. Only
//! for measuring (`bench --lockstep`): the threads never run at once.

use std::sync::{Condvar, Mutex, MutexGuard, PoisonError};

/// The nodes a thread searches in one turn: a multiple of 1024 (the thread checks at every
/// 1024th node), large enough that passing the baton (a wake-up of another thread, slow on
/// a busy machine) costs little next to the turn.
pub(in crate::search) const TURN_NODES: u64 = 16 * 1024;

/// Whose turn it is and who still searches.
#[derive(Debug)]
struct State {
    turn: usize,
    searching: Vec<bool>,
}

/// The baton of `threads` threads; thread 0 has it first.
#[derive(Debug)]
pub(in crate::search) struct Turns {
    state: Mutex<State>,
    changed: Condvar,
}

impl Turns {
    /// A baton for `threads` threads, all searching.
    pub(in crate::search) fn new(threads: usize) -> Turns {
        Turns {
            state: Mutex::new(State {
                turn: 0,
                searching: vec![true; threads],
            }),
            changed: Condvar::new(),
        }
    }

    fn lock(&self) -> MutexGuard<'_, State> {
        self.state.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// Waits until it is thread `index`'s turn.
    pub(in crate::search) fn wait(&self, index: usize) {
        self.wait_locked(self.lock(), index);
    }

    /// Waits, holding `state`, until it is thread `index`'s turn.
    fn wait_locked(&self, state: MutexGuard<'_, State>, index: usize) {
        let turn = self.changed.wait_while(state, |s| s.turn != index);
        drop(turn.unwrap_or_else(PoisonError::into_inner));
    }

    /// Thread `index` hands the baton to the next thread still searching and waits for it
    /// to come back.
    pub(in crate::search) fn pass(&self, index: usize) {
        let mut state = self.lock();
        if state.turn != index {
            return;
        }
        state.turn = next(&state, index);
        self.changed.notify_all();
        self.wait_locked(state, index);
    }

    /// Thread `index` has stopped searching: it never takes a turn again.
    pub(in crate::search) fn leave(&self, index: usize) {
        let mut state = self.lock();
        state.searching[index] = false;
        if state.turn == index {
            state.turn = next(&state, index);
        }
        self.changed.notify_all();
    }
}

/// The thread after `index`, in a circle, that still searches (`index` itself when no other
/// does).
fn next(state: &State, index: usize) -> usize {
    let n = state.searching.len();
    (1..=n)
        .map(|step| (index + step) % n)
        .find(|&i| state.searching[i])
        .unwrap_or(index)
}

/// Leaves the turns when dropped, so a thread that ends (even by a panic) never holds the
/// baton for ever.
pub(in crate::search) struct Leave<'a>(
    pub(in crate::search) Option<&'a Turns>,
    pub(in crate::search) usize,
);

impl Drop for Leave<'_> {
    fn drop(&mut self) {
        if let Some(turns) = self.0 {
            turns.leave(self.1);
        }
    }
}

#[cfg(test)]
mod tests {
    use std::sync::Mutex;

    use super::Turns;

    #[test]
    fn threads_take_turns_in_a_circle_until_they_leave() {
        let turns = Turns::new(3);
        let log = Mutex::new(Vec::new());
        std::thread::scope(|scope| {
            for index in 0..3 {
                let (turns, log) = (&turns, &log);
                scope.spawn(move || {
                    turns.wait(index);
                    for round in 0..=index {
                        log.lock().unwrap().push((index, round));
                        turns.pass(index);
                    }
                    turns.leave(index);
                });
            }
        });
        assert_eq!(
            log.into_inner().unwrap(),
            [(0, 0), (1, 0), (2, 0), (1, 1), (2, 1), (2, 2)]
        );
    }
}
