//! The node search: a node of the alpha-beta search (its steps numbered in `alpha_beta`), its
//! move loop, quiescence, the per-ply stack, lazy evaluation and the endgame tables' cut.

pub(super) mod alpha_beta;
pub(super) mod lazy_eval;
pub(super) mod move_loop;
pub(super) mod node;
pub(super) mod ply;
pub(super) mod quiescence;
pub(super) mod tablebase_cut;
