//! `:hash` from the workstation: the table changes only once the runtime has allocated it, and
//! a refused allocation leaves the old table and an error in the status bar.

use crate::support::analysing_app;

use analysing_app::app;
use kibitzer::search::{HashAllocError, MAX_HASH_MB};
use kibitzer::{engine::SearchHandle, search::SearchOptions};
use kibitzer_tui::{Effect, Msg};

#[test]
fn a_refused_table_keeps_the_old_one_and_says_why() {
    let mut app = app();
    assert_eq!(app.settings().hash_mb, 64);
    let effects = crate::support::keys::command(&mut app, "hash 4096");
    assert!(matches!(effects.first(), Some(Effect::SetHash(4096))));
    assert_eq!(
        app.settings().hash_mb,
        64,
        "nothing changes before the runtime answers"
    );
    let _ = app.update(Msg::HashResized(Err(HashAllocError { mb: 4096 })));
    assert_eq!(app.settings().hash_mb, 64);
    let (text, error) = app.status.clone().expect("a message");
    assert!(error);
    assert_eq!(
        text,
        "cannot allocate 4096 MB for the hash table; keeping 64 MB"
    );
    let _ = app.update(Msg::HashResized(Ok(128)));
    assert_eq!(app.settings().hash_mb, 128);
    assert_eq!(app.status, Some(("hash table: 128 MB".to_owned(), false)));
}

#[test]
fn the_workstation_and_the_command_line_share_one_limit() {
    let mut app = app();
    let effects = crate::support::keys::command(&mut app, &format!("hash {MAX_HASH_MB}"));
    assert!(matches!(effects.first(), Some(Effect::SetHash(mb)) if *mb == MAX_HASH_MB));
    for bad in [format!("hash {}", MAX_HASH_MB + 1), "hash 0".to_owned()] {
        assert!(
            crate::support::keys::command(&mut app, &bad).is_empty(),
            "{bad}"
        );
        assert_eq!(
            app.status,
            Some((format!("hash must be 1 to {MAX_HASH_MB} MB"), true))
        );
    }
}

#[test]
fn the_worker_reports_a_refused_table_and_keeps_searching() {
    let handle = SearchHandle::spawn(
        kibitzer::engine::EngineId::INTERNAL,
        SearchOptions {
            hash_mb: 1,
            ..SearchOptions::default()
        },
        |_| {},
    );
    // Just under isize::MAX bytes: no allocator grants it.
    let mb = (isize::MAX as usize >> 20) - 1;
    assert_eq!(handle.resize_hash(mb), Err(HashAllocError { mb }));
    assert_eq!(handle.resize_hash(2), Ok(()));
}
