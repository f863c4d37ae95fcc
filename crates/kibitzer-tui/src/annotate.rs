//! The workstation's annotation of the game (`A`, `:annotate`): the run that judges each
//! main-line move on a background worker ([`run`]), who judges it ([`judge`], also the
//! Compare pane's judge) and the evaluation graph it fills ([`eval_graph`]). ("Review" in the
//! library means comparing moves; this is the game's annotation.)

pub(super) mod eval_graph;
pub(super) mod judge;
pub(super) mod run;
