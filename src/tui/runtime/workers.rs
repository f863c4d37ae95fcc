//! The workers the workstation's runtime sends requests to: the analysis, the explain runs
//! and the external engines ([`Engines`]), all reporting into one event stream, and how an
//! effect on an external engine is carried out.

use crate::engine::{EngineId, SearchEvent, SearchHandle};
use crate::search::SearchOptions;
use crate::tui::app::App;
use crate::tui::message::{Effect, Msg};
use crate::tui::runtime::engine_processes::EngineProcesses;

/// The explain worker's engine id: its events share the stream with the analysis's.
const EXPLAIN_ENGINE: EngineId = EngineId(1);

/// The workers the workstation sends requests to, both reporting into one event stream.
pub(in crate::tui) struct Engines {
    /// The analysis of the shown position.
    pub(in crate::tui) analysis: SearchHandle,
    /// Explain runs (the search tree explorer): a worker of their own, so the analysis keeps
    /// running while a tree is recorded (see [`crate::engine::ExplainRequest`]).
    pub(in crate::tui) explainer: SearchHandle,
    /// The endgame tables of the analysis, kept for options set later (`:threads`).
    pub(in crate::tui) tablebases: Option<crate::tablebase::Tablebases>,
    /// The external engines (a second opinion), ended when this is dropped.
    pub(in crate::tui) external: EngineProcesses,
}

impl Engines {
    pub(in crate::tui) fn spawn(
        events: &tokio::sync::mpsc::UnboundedSender<SearchEvent>,
        tablebases: Option<crate::tablebase::Tablebases>,
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
                        crate::tui::runtime::panics::provoke(
                            crate::tui::runtime::panics::PanicPlace::Search,
                        );
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
pub(in crate::tui) fn external_engine_effect(
    effect: Effect,
    external: &mut EngineProcesses,
    app: &mut App,
) -> Vec<Effect> {
    match effect {
        Effect::SpawnEngine(id, spec) => external.spawn(id, *spec),
        Effect::EngineSearch(id, request, line) => {
            if let Some(started) = external.search(id, *request, line.map(|l| *l)) {
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
