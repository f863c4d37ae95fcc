//! The client side of UCI: reading what an external engine prints. [`parse_line`] turns
//! one line of an engine's output into an [`EngineLine`] leniently and completely: every
//! `info` token of the protocol (with `wdl`, bounds anywhere in the line, `string`,
//! `currmove`, `refutation`, `currline`, `cpuload`), options of every type with names and
//! values that hold spaces, `bestmove (none)` and `0000`; unknown tokens are skipped and kept,
//! and a line that is not UCI at all is [`EngineLine::Garbage`], never a panic.
//!
//! Moves stay in UCI notation here ([`UciMove`](shakmaty::uci::UciMove)); [`legal_pv`]
//! turns them into legal moves from the position the engine was given (castling both as
//! `e1g1` and as king takes rook `e1h1`), cut at the first illegal one, and
//! [`InfoLine::to_info`] makes the protocol-neutral [`Info`](crate::engine::Info) of the
//! engine boundary.
//!
//! `kibitzer uci` (the server side, [`uci`](crate::uci)) reads commands, not these lines;
//! the process driver that feeds lines in is [`ExternalEngine`](crate::engine::ExternalEngine).
//!
//! ```
//! use kibitzer::uci::client::{EngineLine, parse_line};
//!
//! let line = "info depth 17 seldepth 20 multipv 1 score cp 37 wdl 56 943 1 lowerbound \
//!             nodes 358471 nps 353173 hashfull 150 tbhits 0 time 1015 pv e2e4";
//! let EngineLine::Info(info) = parse_line(line) else { panic!() };
//! assert_eq!(info.depth, Some(17));
//! assert_eq!(info.wdl.map(|w| w.draw), Some(943));
//! assert!(matches!(parse_line("bestmove (none)"), EngineLine::BestMove { best: None, .. }));
//! ```

pub mod go;
mod info;
mod line;
mod option;
mod pv;
mod tokens;

pub use info::{EngineScore, InfoLine};
pub use line::{EngineLine, parse_line};
pub use option::{EngineOption, OptionKind};
pub use pv::{IllegalMove, LegalPv, legal_move, legal_pv};
