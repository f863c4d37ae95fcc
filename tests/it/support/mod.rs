//! Helpers shared by the integration tests: keys, screens, processes, engines, files.

pub mod analysing_app;
pub mod board_editor;
pub mod command_line;
pub mod explain;
pub mod explorer;
pub mod external;
pub mod fake_engine;
pub mod fen_refusals;
pub mod judge_work;
pub mod keys;
pub mod long_game;
pub mod mate_solver;
pub mod motif_lines;
pub mod pgn_playouts;
pub mod playouts;
pub mod processes;
pub mod pty;
pub mod san_line;
pub mod scratch;
pub mod screen;
pub mod source_files;
pub mod uci_engine;
