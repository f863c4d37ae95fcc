//! The terminal workstation. [`App`] is the whole state and changes only in
//! [`App::update`], which is pure and returns [`Effect`]s; the widgets in `view` only draw
//! `&App`; `runtime` owns the terminal, the event stream and the search worker.

mod app;
mod bestfirst_mode;
mod bestfirst_view;
mod board_view;
mod clipboard;
mod commands;
mod compare_mode;
mod compare_view;
mod engine_commands;
mod engine_log;
mod engine_log_view;
mod engine_processes;
mod engines_view;
mod eval_view;
mod external_engines;
mod game_actions;
mod game_list;
mod game_list_view;
mod game_review_mode;
mod game_saving;
mod help_view;
mod keymap;
mod layout;
mod lines_view;
mod message;
mod move_text;
mod moves_view;
mod review_work;
mod runtime;
mod search_events;
mod signals;
mod status_view;
mod theme;
mod threats_view;
mod too_small_view;
mod tree_edits;
mod tree_mode;
mod tree_view;
mod update;
mod view;

pub use app::{Analysis, AnalysisLimits, App, EvalView, GameEnd, Pane, Subject};
pub use bestfirst_mode::BfView;
pub use clipboard::osc52;
pub use commands::parse_move;
pub use compare_mode::{CompareRow, CompareView, REVIEW_DEPTH, WalkedLine};
pub use engine_log::EngineLog;
pub use external_engines::{
    DISAGREEMENT_DEPTH, EngineState, EngineView, FIRST_EXTERNAL, parse_engine_spec,
};
pub use game_list::{GameList, GameSource};
pub use game_review_mode::ReviewRun;
pub use keymap::{HELP, action};
pub use layout::{MIN_SIZE, Panes, panes, square_at};
pub use message::{
    Action, CompareId, Effect, Msg, ReviewId, ReviewKey, ReviewReport, ReviewRequest,
};
pub use review_work::ReviewWork;
pub use runtime::{Options, run};
pub use theme::Theme;
pub use tree_edits::TreeEdit;
pub use tree_mode::TreeView;
pub use view::{draw, draw_pane, draw_status};
