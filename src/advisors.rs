//! Pell's METAGAMER advisors and the Ke-Parng guard values (spec `advisors-guard-harris.md`
//! sections 2, 3 and 5.1-5.3). Pure library code; the search's guard ordering uses the same
//! guard values as the board overlay.

mod guard;

pub use guard::{GuardMap, capture_strength, guard_piece_value};
