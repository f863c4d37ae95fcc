//! Pell's METAGAMER advisors and the Ke-Parng guard values (`docs/spec/advisors-guard-harris.md`
//! sections 2, 3 and 5.1-5.3): threat rows and totals, possess for pieces in hand, and the
//! guard map. Pure library code; the search's guard ordering uses the same guard values as
//! the board overlay.
//!
//! ```
//! use kibitzer::advisors::{AdvisorOptions, advise};
//! use kibitzer::{History, game::parse_fen};
//!
//! // T1 of the spec: White's knight and pawn both attack the undefended black queen.
//! let pos = parse_fen("4k3/8/2n5/3q4/4P3/2N5/3B4/4K3 w - - 0 1").unwrap();
//! let report = advise(&pos, History::default(), AdvisorOptions::default());
//! assert!((report.totals.net.local - 1322.5).abs() < 1e-6);
//! assert!((report.totals.net.global - 740.0).abs() < 1e-6);
//! ```

mod guard;
mod possess;
mod report;
mod threats;
mod totals;

pub use guard::{GuardMap, capture_strength, guard_piece_value};
pub use possess::{Possess, PossessMode, drop_squares, piece_in_hand, possess, static_mobility};
pub use report::{AdvisorOptions, AdvisorReport, VICTIM_MOBILITY_WEIGHT, advise};
pub use threats::{ThreatRow, initiative, is_defended};
pub use totals::{GlobalRule, SideThreat, ThreatTotals, totals};
