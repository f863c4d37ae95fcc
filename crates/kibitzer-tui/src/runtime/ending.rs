//! Why the workstation ends ([`Ending`]), and the channel on which the signal thread and the
//! panic hook ask the event loop to end: the loop then stops the searches, ends the external
//! engines, writes the autosave and restores the terminal, whichever thread the request
//! came from.

use std::sync::Mutex;

use tokio::sync::mpsc::{UnboundedReceiver, UnboundedSender, unbounded_channel};

/// How the workstation ended.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Ending {
    /// The person quit: exit status 0.
    Quit,
    /// This signal arrived: exit status 128 + the signal, as a shell reports it.
    Signal(i32),
    /// A thread panicked (its message is printed once the terminal is restored): exit status
    /// 101, as for any Rust panic.
    Panic,
    /// Reading the terminal's input or writing a frame failed, or the input ended (why).
    TerminalLost(String),
}

/// Where requests go while the event loop runs.
static REQUESTS: Mutex<Option<UnboundedSender<Ending>>> = Mutex::new(None);

/// Starts taking requests; the event loop reads them from the receiver.
pub fn listen() -> UnboundedReceiver<Ending> {
    let (sender, receiver) = unbounded_channel();
    if let Ok(mut requests) = REQUESTS.lock() {
        *requests = Some(sender);
    }
    receiver
}

/// Asks the event loop to end; whether it listens.
pub fn request(ending: Ending) -> bool {
    REQUESTS
        .lock()
        .ok()
        .and_then(|requests| requests.as_ref().map(|sender| sender.send(ending).is_ok()))
        .unwrap_or(false)
}
