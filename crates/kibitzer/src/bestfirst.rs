//! Harris best-first search (1975; `docs/spec/advisors-guard-harris.md` section 4 and 5.4), a second
//! search mode beside alpha-beta: an explicit tree that grows one expansion at a time, guided
//! by a per-player search heuristic `d` separate from the evaluation `h`, until the root is
//! quiet. It exists to be watched step by step.
//!
//! ```
//! use kibitzer::bestfirst::{BestFirst, BfOptions, BfStop, DMode, HValue};
//! use kibitzer::{History, game::parse_fen};
//!
//! // H2 of the spec: the queen en prise is simply taken; the root is quiet after 1 expansion.
//! let pos = parse_fen("4k3/8/8/3q4/4P3/8/8/4K3 w - - 0 1").unwrap();
//! let options = BfOptions { h: HValue::Material, d: DMode::Captures, ..BfOptions::default() };
//! let mut tree = BestFirst::new(pos, History::default(), Vec::new(), options);
//! assert_eq!(tree.run(), BfStop::RootQuiet);
//! assert_eq!(tree.expansions(), 1);
//! assert_eq!(tree.nodes().len(), 6);
//! ```

mod heuristic;
mod selection;
mod tree;

pub use heuristic::{DMode, HValue, search_heuristic, static_value, terminal_value};
pub use tree::{BestFirst, BfNode, BfOptions, BfStop, Expansion};
