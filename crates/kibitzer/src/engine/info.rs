//! [`Info`]: one principal variation as an engine reports it, in no protocol's words. The
//! internal search, a UCI engine's `info ... pv` line and (later) an external engine all fit
//! it, and every front end makes its own text from it (the fields only some engines send,
//! [`Wdl`] chances and tablebase hits, are options):
//!
//! * a UCI `info` line, [`UciInfo`](crate::format::UciInfo): `info depth 12 seldepth 18
//!   multipv 1 score cp 23 nodes 81234 nps 250000 hashfull 12 time 325 pv e2e4 e7e5` (the
//!   score by [`UciScore`](crate::format::UciScore): `cp 23` or `mate -3`, with
//!   `lowerbound` / `upperbound`);
//! * a row of the workstation's Lines pane: the score by
//!   [`ScoreText`](crate::format::ScoreText) (`+0.23`, `mate 3 (lower)`) and the moves in SAN
//!   by [`pv_san`](crate::format::pv_san) from the analysed position;
//! * a JSON object of `kibitzer analyse --json`, [`info_json`](crate::format::info_json):
//!   `{"depth": 12, "seldepth": 18, "multipv": 1, "score": {"cp": 23}, ..., "pv": ["e4"]}`.
//!
//! ```
//! use kibitzer::engine::Info;
//! use kibitzer::format::{ScoreText, UciInfo, info_json};
//! use kibitzer::search::Bound;
//! use kibitzer::Score;
//! use shakmaty::{Chess, Move, Role, Square};
//!
//! let e4 = Move::Normal {
//!     role: Role::Pawn,
//!     from: Square::E2,
//!     capture: None,
//!     to: Square::E4,
//!     promotion: None,
//! };
//! let info = Info {
//!     depth: 1,
//!     seldepth: 2,
//!     multipv: 1,
//!     score: Score::cp(23),
//!     bound: Bound::Exact,
//!     nodes: 40,
//!     nps: 40_000,
//!     time: std::time::Duration::from_millis(1),
//!     hashfull: 0,
//!     wdl: None,
//!     tbhits: None,
//!     pv: vec![e4],
//! };
//! assert_eq!(
//!     UciInfo(&info).to_string(),
//!     "info depth 1 seldepth 2 multipv 1 score cp 23 nodes 40 nps 40000 hashfull 0 time 1 pv e2e4"
//! );
//! assert_eq!(ScoreText(info.score, info.bound).to_string(), "+0.23");
//! assert_eq!(info_json(&Chess::default(), &info)["pv"][0], "e4");
//! ```
//!
//! An `Info` holds only what the engine said. The Stanback breakdowns and the advisors'
//! threats are not in it: the workstation computes them from the root and the PV's leaf when
//! it shows them, so a UCI server pays nothing for them.

use std::time::Duration;

use shakmaty::Move;

use super::wdl::Wdl;
use crate::Score;
use crate::search::{Bound, Line};

/// One line of an engine's analysis at one depth.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Info {
    /// Nominal depth of the iteration.
    pub depth: u32,
    /// Deepest ply reached.
    pub seldepth: u32,
    /// 1 for the best line, 2 for the second, ...
    pub multipv: usize,
    /// Score for the side to move at the root.
    pub score: Score,
    /// Exact, or a bound while an aspiration failure is resolved.
    pub bound: Bound,
    /// Nodes searched so far.
    pub nodes: u64,
    /// Nodes per second so far.
    pub nps: u64,
    /// Time since the search started.
    pub time: Duration,
    /// Transposition table use, per mille.
    pub hashfull: u32,
    /// Win, draw and loss chances, when the engine sends them (external engines such as
    /// Stockfish and Lc0; never the internal search).
    pub wdl: Option<Wdl>,
    /// Endgame tablebase hits so far: the internal search always says (0 without tables),
    /// an external engine when it sends them.
    pub tbhits: Option<u64>,
    /// The moves from the root, each legal in turn.
    pub pv: Vec<Move>,
}

impl From<Line> for Info {
    fn from(line: Line) -> Info {
        Info {
            depth: line.depth,
            seldepth: line.seldepth,
            multipv: line.multipv,
            score: line.score,
            bound: line.bound,
            nodes: line.nodes,
            nps: line.nps(),
            time: line.elapsed,
            hashfull: line.hashfull,
            wdl: None,
            tbhits: Some(line.counters.tablebase_hits),
            pv: line.pv,
        }
    }
}
