//! [`yield_to_the_writer`]: an import's reading and replaying threads run at a lower priority
//! than the thread that writes the database and the one that merges its index. On a machine
//! with fewer cores than an import has busy threads, the scheduler otherwise shares the cores
//! evenly, and the writer, which the whole import waits for, got half a core: on a million
//! games on two cores, lowering the others by 10 (Linux's `nice`) took the import from 39.3 s
//! to 34.4 s, and the merge from 24 s to 8 s, the replaying threads still keeping ahead.
//!
//! Linux only: there `setpriority` with no process id sets the calling thread's priority. On
//! other systems it would lower the whole process, so the threads keep theirs.

/// How much lower (`nice` steps) the threads that feed the writer run.
#[cfg(target_os = "linux")]
const LOWER_BY: i32 = 10;

/// Lowers the calling thread's priority (Linux; elsewhere nothing). A refusal is ignored: the
/// import is then only slower.
pub fn yield_to_the_writer() {
    #[cfg(target_os = "linux")]
    {
        let now = rustix::process::getpriority_process(None).unwrap_or(0);
        let _ = rustix::process::setpriority_process(None, (now + LOWER_BY).min(19));
    }
}

#[cfg(all(test, target_os = "linux"))]
mod tests {
    use super::*;

    #[test]
    fn the_calling_thread_runs_lower_and_the_others_do_not() {
        let before = rustix::process::getpriority_process(None).unwrap();
        let lowered = std::thread::spawn(|| {
            yield_to_the_writer();
            rustix::process::getpriority_process(None).unwrap()
        })
        .join()
        .unwrap();
        assert_eq!(lowered, (before + LOWER_BY).min(19));
        assert_eq!(rustix::process::getpriority_process(None).unwrap(), before);
    }
}
