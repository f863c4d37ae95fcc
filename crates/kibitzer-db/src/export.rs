//! [`export_games`]: the games a [`GameFilter`] finds, written as PGN exactly as they were
//! imported (headers, moves, comments and variations as in the file they came from), one
//! blank line between games.

use std::io::Write;

use crate::error::DbError;
use crate::game_search::{GameFilter, find_games, stored_game};
use crate::store::Database;

/// Writes the games `filter` finds to `out`; how many were written.
pub fn export_games(
    database: &Database,
    filter: &GameFilter,
    out: &mut dyn Write,
) -> Result<u64, DbError> {
    let write_error = |source| DbError::Io {
        path: "the output".into(),
        doing: "write",
        source,
    };
    let mut written = 0;
    for game in find_games(database, filter)? {
        let Some(text) = stored_game(database, game.id)? else {
            continue;
        };
        if written > 0 {
            out.write_all(b"\n").map_err(write_error)?;
        }
        out.write_all(text.as_bytes()).map_err(write_error)?;
        out.write_all(b"\n").map_err(write_error)?;
        written += 1;
    }
    out.flush().map_err(write_error)?;
    Ok(written)
}
