//! `:threads N` from the workstation: the analysis restarts with that many threads; a count
//! out of bounds is an error in the status bar and changes nothing.

use crate::support::analysing_app;

use analysing_app::app;
use kibitzer::search::MAX_THREADS;
use kibitzer_tui::Effect;

#[test]
fn threads_restart_the_analysis_with_that_many_threads() {
    let mut app = app();
    assert_eq!(app.settings().threads, 1);
    let effects = crate::support::keys::command(&mut app, "threads 2");
    assert!(matches!(effects.first(), Some(Effect::SetThreads(2))));
    assert!(
        effects.iter().any(|e| matches!(e, Effect::StartSearch(_))),
        "{effects:?}"
    );
    assert_eq!(app.settings().threads, 2);
    assert_eq!(app.status, Some(("threads 2: done".to_owned(), false)));
}

#[test]
fn a_thread_count_out_of_bounds_is_an_error() {
    let mut app = app();
    for bad in [
        format!("threads {}", MAX_THREADS + 1),
        "threads 0".to_owned(),
    ] {
        assert!(
            crate::support::keys::command(&mut app, &bad).is_empty(),
            "{bad}"
        );
        assert_eq!(
            app.status,
            Some((format!("threads must be 1 to {MAX_THREADS}"), true))
        );
        assert_eq!(app.settings().threads, 1);
    }
    assert!(crate::support::keys::command(&mut app, "threads many").is_empty());
    assert_eq!(
        app.status,
        Some(("threads needs a number, not \"many\"".to_owned(), true))
    );
}
