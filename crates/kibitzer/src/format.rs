//! Text made from the engine's vocabulary, shared by the command line, the workstation and the
//! UCI server, so that none of them depends on another and no protocol text lives in the
//! search: `Display` wrappers for scores ([`ScoreText`], [`UciScore`], best-first's
//! [`ValueText`]), bounds
//! ([`BoundName`]), search tree node kinds ([`KindName`]), end reasons ([`EndText`]) and why
//! a search stopped ([`StopName`], [`BfStopName`]);
//! an [`Info`](crate::engine::Info) as a UCI `info` line ([`UciInfo`]), a text row
//! ([`line_text`]) or a JSON object ([`info_json`]); moves in SAN; human-sized numbers; and
//! one line describing a node of the search tree ([`node_label`]); and the Stanback table
//! of `eval` ([`eval_table()`]).

pub mod eval_table;
mod info;
mod numbers;
mod score;
mod stop;
mod tree;

pub use eval_table::{eval_table, fen_of};
pub use info::{UciInfo, info_json, line_text, pv_numbered, pv_san, san};
pub use numbers::{counters_text, human};
pub use score::{BoundName, ScoreText, UciScore, ValueText, score_json};
pub use stop::{BfStopName, StopName};
pub use tree::{EndText, KindName, ReasonName, node_label, window};
