//! The terminal's input, read on a thread of its own and handed to the event loop through a
//! channel. crossterm's reader loops for ever, without returning, once the terminal is gone
//! (its read of a closed terminal gives end of file or an error, which it retries); on a
//! thread of its own that loop stops only this thread, so the event loop still hears the
//! signal that a closed terminal sends (SIGHUP) and ends the ordinary way, the game autosaved
//! as it is at that moment.

use std::io;

use crossterm::event::Event;
use tokio::sync::mpsc::{UnboundedReceiver, unbounded_channel};

/// Starts the reader: the channel gives every event, then the error that ended the reading;
/// it closes when the reader could not be started.
pub fn spawn_terminal_input() -> UnboundedReceiver<io::Result<Event>> {
    let (events, input) = unbounded_channel();
    let _ = std::thread::Builder::new()
        .name("kibitzer-input".to_owned())
        .spawn(move || {
            loop {
                let event = crossterm::event::read();
                let failed = event.is_err();
                if events.send(event).is_err() || failed {
                    break;
                }
            }
        });
    input
}
