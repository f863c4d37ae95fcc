//! kibitzer's games database: PGN files imported into an SQLite file (`.pgn` or `.pgn.zst`,
//! streamed, resumable, duplicates dropped), the opening explorer's counts per position and
//! move, searches by player, event, date, result, ECO and position, and export back to PGN as
//! imported.
//!
//! ```
//! use kibitzer_db::{Access, Database, ImportOptions, explore, import_file};
//! use shakmaty::Chess;
//!
//! let dir = std::env::temp_dir().join(format!("kibitzer-db-doc-{}", std::process::id()));
//! std::fs::create_dir_all(&dir).unwrap();
//! let pgn = dir.join("games.pgn");
//! std::fs::write(&pgn, "[White \"a\"]\n[Result \"1-0\"]\n\n1. e4 e5 1-0\n\n[White \"b\"]\n[Result \"0-1\"]\n\n1. d4 0-1\n").unwrap();
//! let mut database = Database::open(&dir.join("games.kdb"), Access::Write).unwrap();
//! let summary = import_file(&mut database, &pgn, ImportOptions::default(), &mut |_| {}).unwrap();
//! assert_eq!(summary.imported, 2);
//! let answer = explore(&database, &Chess::default()).unwrap();
//! assert_eq!((answer.total.games, answer.total.white, answer.total.black), (2, 1, 1));
//! assert_eq!(answer.moves[0].san, "d4");
//! std::fs::remove_dir_all(&dir).unwrap();
//! ```

mod answer_text;
mod background_merges;
mod batch;
mod database_compaction;
mod digest;
mod error;
mod explore;
mod export;
mod game_occurrences;
mod game_record;
mod game_search;
mod game_text;
mod import;
mod index_compaction;
mod index_page;
mod index_runs;
mod known_digests;
mod main_line;
mod merged_run;
mod position_entries;
mod position_key;
mod san_resolve;
mod source_file;
mod store;
#[cfg(test)]
mod test_scratch;
mod thread_priority;
mod top_games;
mod varint;
mod write_turn;

pub use answer_text::{game_line, percent, tally_line, thousands};
pub use database_compaction::{Compaction, compact_database};
pub use error::DbError;
pub use explore::{EXPLORER_GAMES, ExplorerAnswer, MoveRow, Tally, explore};
pub use export::export_games;
pub use game_record::{GameRecord, GameResult, INDEX_PLIES, read_record};
pub use game_search::{GameFilter, GameSummary, PlayerColor, find_games, stored_game, summaries};
pub use game_text::{GameText, GameTexts, MAX_GAME_BYTES};
pub use import::BATCH_GAMES;
pub use import::{ImportOptions, ImportProgress, ImportSummary, SkippedGame, import_file};
pub use index_compaction::FANOUT;
pub use index_runs::IndexRun;
pub use main_line::main_line_positions;
pub use position_key::{MoveCode, PositionKey};
pub use store::{Access, Database};
pub use top_games::TOP_GAMES;

/// The database kibitzer uses when none is named: `games.kdb` in its data directory.
pub fn default_path() -> Option<std::path::PathBuf> {
    kibitzer::data_directory::data_directory_from_env().map(|dir| dir.join("games.kdb"))
}
