//! Explaining a search: the recorder hooks of the node search, the recorded tree, and its replay.

pub(super) mod recorder;
pub(super) mod replay;
pub(super) mod tree;
