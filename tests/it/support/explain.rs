//! Carries out the `Explain` effect the workstation asks for when `t` is pressed, as its event
//! loop would (the run's id goes to the app, then its tree as the explain worker's event), but
//! with the depth capped so the test stays quick.

use kibitzer::engine::{EngineId, RequestId, SearchEvent, SearchId};
use kibitzer::search::{Limits, Search, SearchOptions};
use kibitzer_tui::{App, Effect, Msg};

/// Runs the `Explain` request among `effects` to at most `max_depth` and hands the tree to
/// `app`. Panics if there is no such request.
pub fn explain(app: &mut App, effects: Vec<Effect>, max_depth: u32) {
    let Some(request) = effects.into_iter().find_map(|e| match e {
        Effect::Explain(request) => Some(request),
        _ => None,
    }) else {
        panic!("t asks for an explain run")
    };
    let id = RequestId {
        engine: EngineId(1),
        search: SearchId(1),
    };
    let _ = app.update(Msg::ExplainStarted(id));
    let mut search = Search::new(SearchOptions {
        hash_mb: 4,
        ..Default::default()
    });
    let limits = Limits::depth(request.depth.min(max_depth));
    let (_, tree) = search.explain(&request.position, request.history, &limits, request.budget);
    let _ = app.update(Msg::Search(Box::new(SearchEvent::Explained {
        id,
        tree: Ok(Box::new(tree)),
    })));
}
