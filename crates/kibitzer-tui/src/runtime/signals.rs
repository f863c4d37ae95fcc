//! Leaving on SIGTERM, SIGHUP (a closed terminal window, a dropped SSH connection), SIGINT
//! (`kill -INT`: in raw mode Ctrl-C is a key, not a signal) and SIGQUIT: a thread of its own
//! waits for them and asks the event loop to end ([`Ending::Signal`]), which stops the
//! searches, ends the external engines, writes the autosave, restores the terminal and exits
//! with 128 + the signal, as a shell reports a process ended by it. Should the event loop not
//! answer within [`GRACE`], or a second signal come, this thread ends the engines, restores
//! the terminal and exits itself (the autosave then is the last one written, at most a few
//! seconds old).

use std::io;
use std::time::Duration;

use crossterm::event::{DisableBracketedPaste, DisableMouseCapture};
use crossterm::execute;

#[cfg(unix)]
use crate::runtime::ending::{Ending, request};

/// How long the event loop has to end after a signal.
pub const GRACE: Duration = Duration::from_secs(5);

/// Puts the terminal back as it was: mouse and paste reporting off, raw mode and the
/// alternate screen left, the cursor shown. Every exit path calls it: the normal one, a
/// panic, a signal.
/// Every error is ignored (and nothing is printed: a terminal that went away fails every
/// write, and a failed print would panic).
pub fn restore_terminal() {
    let _ = execute!(io::stdout(), DisableMouseCapture, DisableBracketedPaste);
    let _ = crossterm::terminal::disable_raw_mode();
    let _ = execute!(
        io::stdout(),
        crossterm::terminal::LeaveAlternateScreen,
        crossterm::cursor::Show
    );
}

/// Starts the thread that leaves on the signals. If they cannot be watched, they keep their
/// default action (kibitzer ends; the engines see their input close).
#[cfg(unix)]
pub fn exit_on_signals() {
    use signal_hook::consts::{SIGHUP, SIGINT, SIGQUIT, SIGTERM};
    let Ok(mut signals) = signal_hook::iterator::Signals::new([SIGTERM, SIGHUP, SIGINT, SIGQUIT])
    else {
        return;
    };
    let _ = std::thread::Builder::new()
        .name("kibitzer-signals".to_owned())
        .spawn(move || {
            let mut received = signals.forever();
            let Some(signal) = received.next() else {
                return;
            };
            if request(Ending::Signal(signal)) {
                // The event loop ends the program; past the grace period, or at a second
                // signal, this thread does.
                let _ = std::thread::Builder::new()
                    .name("kibitzer-grace".to_owned())
                    .spawn(move || {
                        std::thread::sleep(GRACE);
                        leave(signal);
                    });
                let next = received.next().unwrap_or(signal);
                leave(next);
            }
            leave(signal);
        });
}

/// Ends the engines, restores the terminal and exits with 128 + `signal`.
#[cfg(unix)]
fn leave(signal: i32) -> ! {
    kibitzer::engine::kill_all_engines();
    restore_terminal();
    std::process::exit(128 + signal);
}

/// Other systems keep the signals' default actions.
#[cfg(not(unix))]
pub fn exit_on_signals() {}
