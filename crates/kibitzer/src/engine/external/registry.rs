//! The process-wide registry of live engine processes, so that none outlives kibitzer:
//! [`kill_all_engines`] kills and reaps every registered child, for a panic hook or a
//! signal handler's path (SIGTERM, SIGHUP). Each child is registered while its driver runs
//! and removed when the driver has reaped it.
//!
//! The crate forbids `unsafe`, so a child cannot be asked to die with its parent
//! (`prctl(PR_SET_PDEATHSIG)` needs `pre_exec`). If kibitzer is killed outright (SIGKILL),
//! no code runs: the engines then see end of file on their standard input, and UCI engines
//! quit on that (Stockfish, Ethereal, Lc0 and `kibitzer uci` all do).

use std::collections::BTreeMap;
use std::process::Child;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex, PoisonError};

/// A live child, shared by its driver and the registry.
pub(super) type SharedChild = Arc<Mutex<Child>>;

static LIVE: Mutex<BTreeMap<u64, SharedChild>> = Mutex::new(BTreeMap::new());
static NEXT: AtomicU64 = AtomicU64::new(0);

/// A child's place in the registry; dropping it removes the child (not killing it).
pub(super) struct Registration(u64);

/// Registers `child` until the returned registration is dropped.
pub(super) fn register(child: &SharedChild) -> Registration {
    let key = NEXT.fetch_add(1, Ordering::Relaxed);
    LIVE.lock()
        .unwrap_or_else(PoisonError::into_inner)
        .insert(key, Arc::clone(child));
    Registration(key)
}

impl Drop for Registration {
    fn drop(&mut self) {
        LIVE.lock()
            .unwrap_or_else(PoisonError::into_inner)
            .remove(&self.0);
    }
}

/// Kills and reaps every live external engine process. Safe to call from a panic hook or
/// on the way out after a signal; the drivers notice their engines died. Returns how many
/// processes were still running.
pub fn kill_all_engines() -> usize {
    let children: Vec<SharedChild> = LIVE
        .lock()
        .unwrap_or_else(PoisonError::into_inner)
        .values()
        .cloned()
        .collect();
    let mut killed = 0;
    for child in &children {
        let mut child = child.lock().unwrap_or_else(PoisonError::into_inner);
        // A child already reaped stays registered until its driver lets go of it.
        if matches!(child.try_wait(), Ok(None)) {
            killed += 1;
        }
        let _ = child.kill();
        let _ = child.wait();
    }
    killed
}
