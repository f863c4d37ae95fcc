//! Leaving on SIGTERM and SIGHUP (a closed terminal window, `kill`): a thread of its own
//! waits for them, then restores the terminal, ends the external engines' processes and
//! exits with status 128 + the signal, as a shell reports a process ended by it. (Saving the
//! game first is issue #20's.)

use std::io;

use crossterm::event::{DisableBracketedPaste, DisableMouseCapture};
use crossterm::execute;

/// Puts the terminal back as it was: mouse and paste reporting off, raw mode and the
/// alternate screen left. Every exit path calls it: the normal one, a panic, a signal.
pub fn restore_terminal() {
    let _ = execute!(io::stdout(), DisableMouseCapture, DisableBracketedPaste);
    ratatui::restore();
}

/// Starts the thread that leaves on SIGTERM or SIGHUP. If the signals cannot be watched,
/// they keep their default action (kibitzer ends; the engines see their input close).
#[cfg(unix)]
pub fn exit_on_signals() {
    use signal_hook::consts::{SIGHUP, SIGTERM};
    let Ok(mut signals) = signal_hook::iterator::Signals::new([SIGTERM, SIGHUP]) else {
        return;
    };
    let _ = std::thread::Builder::new()
        .name("kibitzer-signals".to_owned())
        .spawn(move || {
            if let Some(signal) = signals.forever().next() {
                crate::engine::kill_all_engines();
                restore_terminal();
                std::process::exit(128 + signal);
            }
        });
}

/// Other systems keep the signals' default actions.
#[cfg(not(unix))]
pub fn exit_on_signals() {}
