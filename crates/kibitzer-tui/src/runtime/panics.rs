//! Panics while the workstation owns the terminal: the hook keeps the message (printed once
//! the terminal is restored, where it can be read) and asks the event loop to end
//! ([`crate::runtime::ending::Ending::Panic`]), whichever thread panicked: the UI thread, a search
//! worker, an external engine's reader. Also the test-only way to provoke such a panic.

use std::sync::Mutex;
use std::sync::atomic::{AtomicBool, Ordering};

use crate::runtime::ending::{Ending, request};

/// The messages of the panics since the terminal was taken.
static MESSAGES: Mutex<Vec<String>> = Mutex::new(Vec::new());

/// The workstation owns the terminal: panics are kept, not printed.
static OWNED: AtomicBool = AtomicBool::new(false);

/// Installs the hook (the terminal is owned from now on).
pub fn install_hook() {
    OWNED.store(true, Ordering::SeqCst);
    let previous = std::panic::take_hook();
    std::panic::set_hook(Box::new(move |info| {
        if !OWNED.load(Ordering::SeqCst) {
            previous(info);
            return;
        }
        let thread = std::thread::current();
        let message = format!("thread '{}' {info}", thread.name().unwrap_or("unnamed"));
        if let Ok(mut messages) = MESSAGES.lock() {
            messages.push(message);
        }
        request(Ending::Panic);
    }));
}

/// The terminal is given back: later panics print as usual. Returns the kept messages.
pub fn release() -> Vec<String> {
    OWNED.store(false, Ordering::SeqCst);
    MESSAGES
        .lock()
        .map(|mut messages| std::mem::take(&mut *messages))
        .unwrap_or_default()
}

/// Where a test can provoke a panic.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PanicPlace {
    /// The UI thread, on a paste.
    Ui,
    /// The analysis's search worker, at the start of the first search after one finished.
    Search,
    /// An external engine's reader thread, at its first event.
    Reader,
}

/// TEST ONLY (the `test-hooks` cargo feature, which only the tests turn on): panics here when
/// the environment variable `KIBITZER_TEST_PANIC` (read once) names `place` (`ui`, `search`,
/// `reader`), so that the end-to-end tests can check that a panic in that thread still
/// restores the terminal and writes the autosave. Not documented for users.
#[cfg(feature = "test-hooks")]
pub fn provoke(place: PanicPlace) {
    use std::sync::OnceLock;
    static WANTED: OnceLock<Option<PanicPlace>> = OnceLock::new();
    let wanted = WANTED.get_or_init(
        || match std::env::var("KIBITZER_TEST_PANIC").ok()?.as_str() {
            "ui" => Some(PanicPlace::Ui),
            "search" => Some(PanicPlace::Search),
            "reader" => Some(PanicPlace::Reader),
            _ => None,
        },
    );
    assert!(
        *wanted != Some(place),
        "KIBITZER_TEST_PANIC: a panic provoked in {place:?} for a test"
    );
}

/// Without the `test-hooks` feature (every build a person runs) nothing is provoked.
#[cfg(not(feature = "test-hooks"))]
#[inline]
pub fn provoke(_place: PanicPlace) {}
