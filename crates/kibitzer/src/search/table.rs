//! The tables of a search: the transposition table, its memory, the evaluation cache, and
//! prefetching.

pub(super) mod eval_cache;
pub(super) mod hash_memory;
pub(super) mod prefetch;
pub(super) mod tt;
