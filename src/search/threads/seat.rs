//! [`Seat`]: one thread's place in a search (alone, the main thread of a team, or a helper)
//! and [`Team`], what the threads of a team share besides the transposition table: the
//! helpers' published node counts and whether some thread has completed the target depth.

use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};

use super::turns::{TURN_NODES, Turns};

/// What the threads of a team share besides the table. Each counter sits on its own cache
/// line, so the helpers' publishing does not slow down the thread that reads the flag.
#[derive(Debug, Default)]
pub(in crate::search) struct Team {
    /// The nodes the helpers have published.
    helper_nodes: Padded<AtomicU64>,
    /// Whether a thread has completed the depth the search was asked for: the search is then
    /// done, whichever thread got there first.
    target_reached: Padded<AtomicBool>,
    /// The baton of threads taking turns (`SearchOptions::lockstep`).
    pub(in crate::search) turns: Option<Turns>,
}

/// A value alone on a 64-byte cache line.
#[derive(Debug, Default)]
#[repr(align(64))]
struct Padded<T>(T);

impl Team {
    /// A team of `threads` threads, taking turns if `lockstep`.
    pub(in crate::search) fn new(threads: usize, lockstep: bool) -> Team {
        Team {
            turns: lockstep.then(|| Turns::new(threads)),
            ..Team::default()
        }
    }

    /// A helper has completed the target depth: every thread stops.
    pub(in crate::search) fn reach_target(&self) {
        self.target_reached.0.store(true, Ordering::Relaxed);
    }

    /// Whether a thread has completed the target depth.
    pub(in crate::search) fn target_reached(&self) -> bool {
        self.target_reached.0.load(Ordering::Relaxed)
    }
}

/// One thread's place in a search. The helpers publish their node counts to the team every
/// 1024 nodes, which the main thread reads as often, so reported node counts and node limits
/// cover every thread.
#[derive(Clone, Copy, Debug)]
pub(in crate::search) struct Seat<'a> {
    /// 0 for the main thread (or a search alone), 1.. for helpers.
    pub(in crate::search) index: usize,
    /// The team; `None` for a search alone.
    team: Option<&'a Team>,
    /// Main thread: the helpers' nodes as last read. Helper: its nodes published so far.
    synced: u64,
}

impl<'a> Seat<'a> {
    /// A search on one thread.
    pub(in crate::search) fn alone() -> Seat<'a> {
        Seat {
            index: 0,
            team: None,
            synced: 0,
        }
    }

    /// Thread `index` of `team`.
    pub(in crate::search) fn team(index: usize, team: &'a Team) -> Seat<'a> {
        Seat {
            index,
            team: Some(team),
            synced: 0,
        }
    }

    /// Every 1024 nodes: a helper publishes the nodes it searched since last time, the main
    /// thread reads the helpers' total.
    #[inline]
    pub(in crate::search) fn sync(&mut self, own_nodes: u64) {
        if let Some(team) = self.team {
            if let Some(turns) = &team.turns
                && own_nodes.is_multiple_of(TURN_NODES)
            {
                turns.pass(self.index);
            }
            if self.index == 0 {
                self.synced = team.helper_nodes.0.load(Ordering::Relaxed);
            } else {
                team.helper_nodes
                    .0
                    .fetch_add(own_nodes - self.synced, Ordering::Relaxed);
                self.synced = own_nodes;
            }
        }
    }

    /// Whether another thread of the team has completed the target depth (never alone).
    #[inline]
    pub(in crate::search) fn target_reached(&self) -> bool {
        self.team.is_some_and(Team::target_reached)
    }

    /// The nodes of the other threads as last read (0 alone and in helpers).
    #[inline]
    pub(in crate::search) fn others(&self) -> u64 {
        if self.index == 0 { self.synced } else { 0 }
    }

    /// The nodes the helpers have published by now (0 alone and in helpers).
    pub(in crate::search) fn others_now(&self) -> u64 {
        match self.team {
            Some(team) if self.index == 0 => team.helper_nodes.0.load(Ordering::Relaxed),
            _ => 0,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::{Seat, Team};

    #[test]
    fn helpers_publish_their_nodes_and_the_main_thread_reads_them() {
        let team = Team::default();
        let (mut main, mut helper) = (Seat::team(0, &team), Seat::team(1, &team));
        helper.sync(1024);
        helper.sync(3072);
        assert_eq!(main.others(), 0, "not read yet");
        main.sync(2048);
        assert_eq!(main.others(), 3072, "published once each");
        assert_eq!(main.others_now(), 3072);
        assert_eq!(
            helper.others(),
            0,
            "a helper has no node limit to count against"
        );
        assert_eq!(Seat::alone().others_now(), 0);
    }

    #[test]
    fn a_helper_reaching_the_target_depth_is_seen_by_the_whole_team() {
        let team = Team::default();
        let (main, helper) = (Seat::team(0, &team), Seat::team(1, &team));
        assert!(!main.target_reached() && !helper.target_reached());
        team.reach_target();
        assert!(main.target_reached() && helper.target_reached());
        assert!(
            !Seat::alone().target_reached(),
            "a search alone has no team"
        );
    }

    #[test]
    fn the_shared_counters_sit_on_separate_cache_lines() {
        let team = Team::default();
        let nodes = std::ptr::from_ref(&team.helper_nodes) as usize;
        let flag = std::ptr::from_ref(&team.target_reached) as usize;
        assert!(nodes.abs_diff(flag) >= 64);
        assert_eq!(std::mem::align_of::<Team>(), 64);
    }
}
