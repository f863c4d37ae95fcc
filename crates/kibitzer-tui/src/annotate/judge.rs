//! Who judges the workstation's review of the game (`A`) and its comparisons (`w`): the
//! engine the config names (`[review] engine = "NAME"`, started as a judging process of its
//! own beside the one analysing in the Engines pane), else the strongest one running — the
//! first external engine in the Engines pane that is on and has answered its handshake (an
//! external engine over our own) — else kibitzer's own search. [`choose_judge`] is the whole
//! choice; `App::review_judging` (in `router/annotate.rs`) applies it to the app.

use crate::engines::external::{EngineState, EngineView};
use kibitzer::annotate::Judging;
use kibitzer::engine::{EngineSpec, ExternalEngine};

/// What the config says about the judge.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub enum ReviewEngine {
    /// Nothing: the strongest engine running judges.
    #[default]
    Strongest,
    /// The `[[engine]]` that `[review] engine` names.
    Named(EngineSpec),
    /// `[review] engine` names no `[[engine]]`: why, as the message to show.
    Unknown(String),
}

impl ReviewEngine {
    /// The choice `config` makes.
    pub fn of(config: &kibitzer::config::Config) -> ReviewEngine {
        if config.review.engine.is_none() {
            return ReviewEngine::Strongest;
        }
        match config.review.named(&config.engines) {
            Some(entry) => ReviewEngine::Named(crate::model::configured::engine_spec(entry)),
            None => ReviewEngine::Unknown(kibitzer::config::ReviewConfig::unknown_message(
                &config.review,
                &config.engines,
            )),
        }
    }
}

/// Whether `engine` is running in the Engines pane: on, and ready (it answered its handshake
/// and has not failed since).
fn running(engine: &EngineView) -> bool {
    engine.on && matches!(engine.state, EngineState::Ready(_))
}

/// The judge of `A` and `w` given the config's `choice` and the Engines pane's `engines`, or
/// the message that says why there is none.
pub fn choose_judge(choice: &ReviewEngine, engines: &[EngineView]) -> Result<Judging, String> {
    let engine = |spec: &EngineSpec| Judging::Engine {
        spec: spec.clone(),
        timeout: ExternalEngine::TIMEOUT,
    };
    match choice {
        ReviewEngine::Named(spec) => Ok(engine(spec)),
        ReviewEngine::Unknown(why) => Err(why.clone()),
        ReviewEngine::Strongest => Ok(engines
            .iter()
            .find(|e| running(e))
            .map_or(Judging::Kibitzer, |e| engine(&e.spec))),
    }
}
