//! `--engine "PATH [ARGS]"` of `kibitzer annotate` and `kibitzer compare`: the external UCI
//! engine that judges instead of kibitzer's own search ([`kibitzer::compare::Judge`]).

use clap::Args;

use kibitzer::annotate::Judging;
use kibitzer::engine::{EngineSpec, ExternalEngine};

/// Who judges: kibitzer's own search, or `--engine`.
#[derive(Debug, Clone, Default, Args)]
pub struct JudgeArgs {
    /// Judge with this external UCI engine instead of kibitzer's own search, searching with
    /// the same limit (one process per thread). Arguments follow the path in the same quoted
    /// value: --engine "/usr/games/gnuchess --uci".
    #[arg(long, value_name = "PATH [ARGS]", value_parser = super::parse_engine)]
    pub engine: Option<EngineSpec>,
}

impl JudgeArgs {
    /// The judging: the engine with the usual handshake timeout, or kibitzer.
    pub fn judging(&self) -> Judging {
        match &self.engine {
            Some(spec) => Judging::Engine {
                spec: spec.clone(),
                timeout: ExternalEngine::TIMEOUT,
            },
            None => Judging::Kibitzer,
        }
    }
}
