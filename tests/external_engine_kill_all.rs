//! `kill_all_engines`, the panic hook's and the signal path's way to leave no engine behind:
//! it kills every live engine process, and the driver reports the death as a fault. In a
//! test binary of its own, since it kills every engine of the process.

#[path = "it/support/external.rs"]
mod external;
#[path = "it/support/fake_engine.rs"]
mod fake_engine;

use external::{fake, gone, until_fault, until_ready};
use kibitzer::engine::{EngineFault, kill_all_engines};

#[test]
fn kill_all_engines_leaves_no_engine_process() {
    let (first, first_events) = fake(&[]);
    let (second, second_events) = fake(&["--tbhits"]);
    until_ready(&first_events);
    until_ready(&second_events);
    let pids = [first.pid().unwrap(), second.pid().unwrap()];
    assert!(pids.iter().all(|&pid| !gone(pid)));
    assert_eq!(kill_all_engines(), 2);
    assert!(pids.iter().all(|&pid| gone(pid)));
    for events in [&first_events, &second_events] {
        let (fault, _) = until_fault(events);
        assert_eq!(
            fault,
            EngineFault::Exited {
                code: None,
                signal: Some(9)
            }
        );
    }
    assert_eq!(kill_all_engines(), 0);
}
