//! The workers the workstation's runtime sends requests to: the analysis, the explain runs
//! and the external engines ([`Engines`]), all reporting into one event stream, and how an
//! effect on an external engine is carried out.

use crate::message::{Effect, Msg};
use crate::model::app::App;
use crate::runtime::engine_processes::EngineProcesses;
use kibitzer::engine::{EngineId, SearchEvent, SearchHandle};
use kibitzer::search::SearchOptions;

/// The explain worker's engine id: its events share the stream with the analysis's.
const EXPLAIN_ENGINE: EngineId = EngineId(1);

/// The workers the workstation sends requests to, both reporting into one event stream.
pub(crate) struct Engines {
    /// The analysis of the shown position.
    pub(crate) analysis: SearchHandle,
    /// Explain runs (the search tree explorer): a worker of their own, so the analysis keeps
    /// running while a tree is recorded (see [`kibitzer::engine::ExplainRequest`]).
    pub(crate) explainer: SearchHandle,
    /// The endgame tables of the analysis, kept for options set later (`:threads`).
    pub(crate) tablebases: Option<kibitzer::tablebase::Tablebases>,
    /// The external engines (a second opinion), ended when this is dropped.
    pub(crate) external: EngineProcesses,
}

impl Engines {
    pub(crate) fn spawn(
        events: &tokio::sync::mpsc::UnboundedSender<SearchEvent>,
        tablebases: Option<kibitzer::tablebase::Tablebases>,
    ) -> Engines {
        let (analysis_events, explain_events) = (events.clone(), events.clone());
        let analysis = SearchOptions {
            tablebases: tablebases.clone(),
            ..SearchOptions::default()
        };
        Engines {
            external: EngineProcesses::new(events.clone()),
            analysis: SearchHandle::spawn(EngineId::INTERNAL, analysis, {
                // Test only (see `provoke`): the search after the first one that finished.
                let mut finished = false;
                move |e| {
                    if finished && matches!(e, SearchEvent::Started { .. }) {
                        crate::runtime::panics::provoke(crate::runtime::panics::PanicPlace::Search);
                    }
                    finished |= matches!(e, SearchEvent::Finished { .. });
                    let _ = analysis_events.send(e);
                }
            }),
            // Explain runs bring their own tables: the worker's own stays at the minimum.
            explainer: SearchHandle::spawn(
                EXPLAIN_ENGINE,
                SearchOptions {
                    hash_mb: 1,
                    ..SearchOptions::default()
                },
                move |e| {
                    let _ = explain_events.send(e);
                },
            ),
            tablebases,
        }
    }
}

/// Carries out an effect on the external engines; returns what the app made of its answer.
pub(crate) fn external_engine_effect(
    effect: Effect,
    external: &mut EngineProcesses,
    app: &mut App,
) -> Vec<Effect> {
    match effect {
        Effect::SpawnEngine(id, spec) => external.spawn(id, *spec),
        Effect::EngineSearch(id, request) => {
            if let Some(started) = external.search(id, *request) {
                return app.update(Msg::SearchStarted(started));
            }
        }
        Effect::EngineStop(id) => external.stop(id),
        Effect::RestartEngine(id) => external.restart(id),
        Effect::RemoveEngine(id) => external.remove(id),
        Effect::ReadEngineLog(id) => return app.update(Msg::EngineLog(id, external.log(id))),
        _ => {}
    }
    Vec::new()
}
