//! The terminal workstation. [`App`] is the whole state and changes only in
//! [`App::update`], which is pure and returns [`Effect`]s; the widgets in `view` only draw
//! `&App`; `runtime` owns the terminal, the event stream and the search worker.

mod app;
mod autosave_writer;
mod bestfirst_mode;
mod bestfirst_view;
mod board_size;
mod board_view;
mod clipboard;
mod command_completion;
mod command_files;
mod command_keys;
mod command_line;
mod command_table;
mod commands;
mod compare_mode;
mod compare_view;
mod configured;
mod effect_dispatch;
mod ending;
mod engine_commands;
mod engine_log;
mod engine_log_view;
mod engine_processes;
mod engines_view;
mod eval_graph;
mod eval_view;
mod external_engines;
mod game_actions;
mod game_list;
mod game_list_rows;
mod game_list_view;
mod game_review_mode;
mod game_saving;
mod help_view;
mod key_dispatch;
mod keymap;
mod layout;
mod lines_view;
mod message;
mod mode;
mod mouse;
mod move_text;
mod moves_view;
mod pane;
mod panel;
mod panics;
mod position_notes;
mod promotion;
mod replaced_games;
mod review_work;
mod runtime;
mod save_outcome;
mod search_events;
mod session_autosave;
mod signals;
mod status_view;
mod terminal_input;
mod text_rows;
mod theme;
mod threats_view;
mod too_small_view;
mod tree_edits;
mod tree_mode;
mod tree_view;
mod update;
mod view;
mod workers;

pub use app::{Analysis, AnalysisLimits, App, EvalView, GameEnd, Pane, Subject};
pub use bestfirst_mode::BfView;
pub use board_size::{BoardSize, SquareSize, UnknownBoardSize};
pub use clipboard::osc52;
pub use command_completion::{Completion, ListedFile, complete};
pub use command_files::{list_directory, read_history, write_history};
pub use command_keys::{HISTORY_LIMIT, history_path};
pub use command_line::CommandLine;
pub use command_table::{ArgumentCompletion, COMMAND_TABLE, Command, CommandEntry};
pub use commands::parse_move;
pub use compare_mode::{CompareRow, CompareView, REVIEW_DEPTH, WalkedLine};
pub use ending::Ending;
pub use engine_log::EngineLog;
pub use eval_graph::{GraphWindow, SCALE_PAWNS, node_at as graph_node_at};
pub use external_engines::{
    DISAGREEMENT_DEPTH, EngineState, EngineView, FIRST_EXTERNAL, parse_engine_spec,
};
pub use game_list::{GameList, GameSource, ListGames};
pub use game_list_rows::StreamedRows;
pub use game_review_mode::ReviewRun;
pub use keymap::{Key, Keymap, KeymapError, ModeKeys, RawKeymap};
pub use layout::{MIN_SIZE, Panes, panes, square_at, square_origin};
pub use message::{CompareId, Effect, Msg, ReviewId, ReviewReport, ReviewRequest};
pub use mode::{
    Action, BestFirstAction, Binding, BoardAction, CommandAction, CompareAction, GameListAction,
    HelpAction, Mode, ModeAction, PromotionAction, TreeAction,
};
pub use panel::Panel;
pub use promotion::{PROMOTION_PIECES, PromotionChoice};
pub use replaced_games::{REPLACED_LEVELS, ReplacedGames};
pub use review_work::ReviewWork;
pub use runtime::{Options, run};
pub use save_outcome::{SaveRequest, Saving, refusal};
pub use session_autosave::AutosaveState;
pub use theme::Theme;
pub use tree_edits::TreeEdit;
pub use tree_mode::TreeView;
pub use view::{draw, draw_pane, draw_status};
