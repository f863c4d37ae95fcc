//! The terminal workstation. [`App`] is the whole state and changes only in
//! [`App::update`], which is pure and returns [`Effect`]s; the widgets in `view` only draw
//! `&App`; `runtime` owns the terminal, the event stream and the search worker.

mod annotate;
mod bestfirst;
mod board;
mod board_editor;
mod command_line;
mod comments;
mod compare;
mod context;
mod engines;
mod explorer;
mod game_list;
mod help;
mod keymap;
mod learn;
mod line_preview;
mod message;
mod mode;
mod model;
mod move_box;
mod panes;
mod position_notes;
mod router;
mod runtime;
mod search_tree;
mod theme;
mod view;

pub use annotate::eval_graph::{GraphWindow, SCALE_PAWNS, node_at as graph_node_at};
pub use annotate::judge::{ReviewEngine, choose_judge};
pub use annotate::run::AnnotateRun;
pub use bestfirst::state::BfView;
pub use board::promotion::{PROMOTION_PIECES, PromotionChoice};
pub use board::size::{BoardSize, SquareSize, UnknownBoardSize};
pub use board_editor::state::{BoardEditor, Button, EditorOutcome};
pub use command_line::commands::parse_move;
pub use command_line::completion::{Completion, ListedFile, complete};
pub use command_line::history_file::{list_directory, read_history, write_history};
pub use command_line::keys::{HISTORY_LIMIT, history_path};
pub use command_line::line::CommandLine;
pub use command_line::table::{ArgumentCompletion, COMMAND_TABLE, Command, CommandEntry};
pub use comments::editor::{CommentEditor, CommentOutcome};
pub use comments::picker::{GlyphOutcome, GlyphPicker};
pub use compare::request::REVIEW_DEPTH;
pub use compare::second_opinion::SecondOpinion;
pub use compare::state::{CompareRow, CompareView, WalkedLine};
pub use context::Context;
pub use engines::collection::Engines;
pub use engines::disagreement::{DISAGREEMENT_CHANCES, DISAGREEMENT_DEPTH};
pub use engines::external::{EngineState, EngineView, FIRST_EXTERNAL, parse_engine_spec};
pub use engines::log::EngineLog;
pub use explorer::state::{ExplorerOutcome, ExplorerView, GamesList, Listed, Shown};
pub use game_list::list::{GameList, GameSource, ListGames};
pub use game_list::rows::StreamedRows;
pub use keymap::{Key, Keymap, KeymapError, ModeKeys, RawKeymap};
pub use learn::session::{Answer, LearnSession, Phase};
pub use line_preview::state::{LinePreview, PreviewOutcome};
pub use message::{
    AnnotateId, AnnotateReport, AnnotateRequest, CompareId, DATABASE_GAMES, DatabaseAsk,
    DatabaseId, DatabaseQuestion, DatabaseReply, Effect, Msg,
};
pub use mode::{
    Action, BestFirstAction, Binding, BoardAction, BoardEditorAction, CommandAction, CommentAction,
    CompareAction, ExplorerAction, GameListAction, GlyphAction, HelpAction, LearnAction, Mode,
    ModeAction, MoveBoxAction, PromotionAction, TreeAction,
};
pub use model::app::{Analysis, AnalysisLimits, App, EvalView, GameEnd, Pane, Subject};
pub use model::replaced_games::{REPLACED_LEVELS, ReplacedGames};
pub use model::save_outcome::{SaveRequest, Saving, refusal};
pub use model::session_autosave::AutosaveState;
pub use model::settings::Settings;
pub use model::tree_edits::TreeEdit;
pub use move_box::state::{MoveBox, MoveBoxOutcome};
pub use panes::layout::{MIN_SIZE, Panes, panes, square_at, square_origin};
pub use router::overlay::Overlay;
pub use router::panel::Panel;
pub use runtime::clipboard::osc52;
pub use runtime::database_worker::DatabaseWorker;
pub use runtime::ending::Ending;
pub use runtime::judge_work::JudgeWork;
pub use runtime::{Options, run};
pub use search_tree::state::TreeView;
pub use theme::Theme;
pub use view::{draw, draw_pane, draw_status};
