//! `--syzygy PATH`: the directories of Syzygy endgame tables, for the commands that search
//! or judge a position (`analyse`, `suite`, `eval` and the workstation).

use std::ffi::OsString;

use clap::Args;

use super::CliError;
use kibitzer::tablebase::{Tablebases, Verdict};

/// `--syzygy`.
#[derive(Debug, Clone, Default, Args)]
pub struct TablebaseArgs {
    /// Syzygy endgame tables: one directory, or several separated as in PATH (`:` on Unix,
    /// `;` on Windows).
    #[arg(long, value_name = "PATH")]
    pub syzygy: Option<OsString>,
}

impl TablebaseArgs {
    /// The tables, if `--syzygy` was given; an error says which directory or file is wrong.
    pub fn load(&self) -> Result<Option<Tablebases>, CliError> {
        self.syzygy
            .as_deref()
            .map(|paths| Tablebases::open(paths).map_err(|e| CliError(e.to_string())))
            .transpose()
    }
}

/// The line `analyse` and `eval` print about the tables: the verdict for the side to move,
/// that the tables do not cover the position, or why the probe failed.
pub fn verdict_line(tables: &Tablebases, pos: &shakmaty::Chess) -> String {
    match tables.verdict(pos) {
        Ok(Some(verdict)) => format!("Tables: {}", side_verdict(&verdict)),
        Ok(None) => format!(
            "Tables: not in the tables (up to {} men, no castling rights)",
            tables.max_men()
        ),
        Err(e) => format!("Tables: no answer: {e}"),
    }
}

/// The tables' answer as JSON for `eval --json`: `{"outcome": "win", "dtz": 13, "rounded":
/// false}` for the side to move, `null` outside the tables, `{"error": "..."}` on a failure.
pub fn verdict_json(tables: &Tablebases, pos: &shakmaty::Chess) -> serde_json::Value {
    match tables.verdict(pos) {
        Ok(Some(v)) => {
            serde_json::json!({ "outcome": v.outcome.name(), "dtz": v.dtz, "rounded": v.rounded })
        }
        Ok(None) => serde_json::Value::Null,
        Err(e) => serde_json::json!({ "error": e.to_string() }),
    }
}

/// `tablebase win, DTZ 13 (for the side to move)`.
fn side_verdict(verdict: &Verdict) -> String {
    format!("{verdict} (for the side to move)")
}
