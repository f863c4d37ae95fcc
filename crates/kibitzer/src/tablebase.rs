//! Syzygy endgame tablebases ([`Tablebases`]): loading the tables of one or more directories
//! (`--syzygy`, the `SyzygyPath` UCI option), and the three questions the program asks them:
//! the search's win/draw/loss cut ([`Tablebases::search_probe`]), the verdict with its
//! distance shown to people ([`Tablebases::verdict`]) and the root moves that keep the result
//! ([`Tablebases::root_moves`]). Probing is done by `shakmaty-syzygy`; the files are opened
//! lazily, on the first probe that needs them.
//!
//! ```
//! use kibitzer::game::parse_fen;
//! use kibitzer::tablebase::{Outcome, Tablebases};
//!
//! let tables = Tablebases::open("../../tests/data/syzygy".as_ref()).unwrap();
//! let pos = parse_fen("8/8/8/8/8/2k5/8/KR6 w - - 0 1").unwrap();
//! let verdict = tables.verdict(&pos).unwrap().unwrap();
//! assert_eq!(verdict.outcome, Outcome::Win);
//! ```

mod error;
mod verdict;

#[cfg(test)]
mod tests;

use std::ffi::OsStr;
use std::fmt;
use std::io;
use std::path::{Path, PathBuf};
use std::sync::Arc;

use shakmaty::{Chess, Move, Position};
use shakmaty_syzygy::{AmbiguousWdl, Tablebase, Wdl};

pub use error::{ProbeFailure, TablebaseError};
pub use verdict::{Outcome, Verdict};

/// A set of loaded Syzygy tables, cheap to clone and share between threads.
#[derive(Clone)]
pub struct Tablebases {
    shared: Arc<Shared>,
}

struct Shared {
    tables: Tablebase<Chess>,
    directories: Vec<PathBuf>,
    files: usize,
}

impl fmt::Debug for Tablebases {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Tablebases")
            .field("directories", &self.shared.directories)
            .field("files", &self.shared.files)
            .finish()
    }
}

impl PartialEq for Tablebases {
    /// The same loaded set (not merely the same directories).
    fn eq(&self, other: &Tablebases) -> bool {
        Arc::ptr_eq(&self.shared, &other.shared)
    }
}

impl Eq for Tablebases {}

impl Tablebases {
    /// Loads the tables of every directory of `paths`, separated as the platform separates
    /// the directories of `PATH` (`:` on Unix, `;` on Windows). Only the file names and sizes
    /// are checked here; a directory that cannot be read, a table whose size is impossible or
    /// a path without a single table is an error.
    pub fn open(paths: &OsStr) -> Result<Tablebases, TablebaseError> {
        let mut tables = Tablebase::new();
        let mut directories = Vec::new();
        let mut files = 0;
        for directory in std::env::split_paths(paths) {
            if directory.as_os_str().is_empty() {
                continue;
            }
            files += add_directory(&mut tables, &directory)?;
            directories.push(directory);
        }
        if files == 0 {
            return Err(TablebaseError::NoTables {
                paths: paths.to_string_lossy().into_owned(),
            });
        }
        Ok(Tablebases {
            shared: Arc::new(Shared {
                tables,
                directories,
                files,
            }),
        })
    }

    /// The directories the tables came from.
    pub fn directories(&self) -> &[PathBuf] {
        &self.shared.directories
    }

    /// How many table files (`.rtbw` and `.rtbz`) were found.
    pub fn files(&self) -> usize {
        self.shared.files
    }

    /// The most men (kings included) of any loaded table.
    pub fn max_men(&self) -> usize {
        self.shared.tables.max_pieces()
    }

    /// Whether `pos` is small enough for the tables and has no castling rights.
    pub fn covers(&self, pos: &Chess) -> bool {
        pos.board().occupied().count() <= self.max_men() && !pos.castles().any()
    }

    /// The search's probe: the result for the side to move under the 50-move rule, read
    /// from the WDL table right after a capture or a pawn move (the halfmove counter at 0,
    /// where the table's result holds exactly, as Stockfish probes); `None` with the counter
    /// running (the result would then need the slower DTZ table), for positions the tables do
    /// not cover and for failed probes.
    pub fn search_probe(&self, pos: &Chess) -> Option<Outcome> {
        if pos.halfmoves() != 0 || !self.covers(pos) {
            return None;
        }
        let wdl = self.shared.tables.probe_wdl_after_zeroing(pos).ok()?;
        Some(Outcome::from_wdl(wdl).under_fifty_move_rule())
    }

    /// What the tables say about `pos` for the side to move, with the distance to the next
    /// capture or pawn move (DTZ): `None` when the tables do not cover it.
    pub fn verdict(&self, pos: &Chess) -> Result<Option<Verdict>, ProbeFailure> {
        if !self.covers(pos) {
            return Ok(None);
        }
        let dtz = self
            .shared
            .tables
            .probe_dtz(pos)
            .map_err(ProbeFailure::from)?;
        Ok(Some(Verdict::new(dtz, pos.halfmoves())))
    }

    /// The legal moves of `pos` that keep the best result the tables give (a win if there is
    /// one, else a draw), judged by the DTZ of the position after each move and the halfmove
    /// counter; `None` when the tables do not cover `pos` or a probe fails (then every move
    /// stays).
    pub fn root_moves(&self, pos: &Chess) -> Option<Vec<Move>> {
        if !self.covers(pos) {
            return None;
        }
        let mut ranked = Vec::new();
        for m in pos.legal_moves() {
            let mut after = pos.clone();
            after.play_unchecked(m);
            let rank = if after.is_checkmate() {
                Rank::Wins
            } else {
                let dtz = self.shared.tables.probe_dtz(&after).ok()?;
                Rank::for_mover(AmbiguousWdl::from_dtz_and_halfmoves(dtz, after.halfmoves()))
            };
            ranked.push((m, rank));
        }
        let best = ranked.iter().map(|&(_, rank)| rank).max()?;
        Some(
            ranked
                .into_iter()
                .filter(|&(_, rank)| rank == best)
                .map(|(m, _)| m)
                .collect(),
        )
    }
}

/// A root move's result for the side playing it, worst first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
enum Rank {
    Loses,
    MayLose,
    Draws,
    MayWin,
    Wins,
}

impl Rank {
    /// The mover's rank from the opponent's result after the move.
    fn for_mover(opponent: AmbiguousWdl) -> Rank {
        match opponent {
            AmbiguousWdl::Loss => Rank::Wins,
            AmbiguousWdl::MaybeLoss => Rank::MayWin,
            AmbiguousWdl::BlessedLoss | AmbiguousWdl::Draw | AmbiguousWdl::CursedWin => Rank::Draws,
            AmbiguousWdl::MaybeWin => Rank::MayLose,
            AmbiguousWdl::Win => Rank::Loses,
        }
    }
}

/// Adds the tables of `directory`; the number added.
fn add_directory(tables: &mut Tablebase<Chess>, directory: &Path) -> Result<usize, TablebaseError> {
    let unreadable = |error: io::Error| TablebaseError::Unreadable {
        path: directory.to_path_buf(),
        error,
    };
    let mut paths: Vec<PathBuf> = std::fs::read_dir(directory)
        .map_err(unreadable)?
        .map(|entry| entry.map(|e| e.path()))
        .collect::<Result<_, _>>()
        .map_err(unreadable)?;
    paths.sort();
    let mut added = 0;
    for path in paths {
        match tables.add_file(&path) {
            Ok(()) => added += 1,
            // Not named like a table: not ours to judge.
            Err(e) if e.kind() == io::ErrorKind::InvalidInput => {}
            Err(error) => return Err(TablebaseError::BadFile { path, error }),
        }
    }
    Ok(added)
}

impl Outcome {
    /// The outcome a WDL value names.
    fn from_wdl(wdl: Wdl) -> Outcome {
        match wdl {
            Wdl::Win => Outcome::Win,
            Wdl::CursedWin => Outcome::CursedWin,
            Wdl::Draw => Outcome::Draw,
            Wdl::BlessedLoss => Outcome::BlessedLoss,
            Wdl::Loss => Outcome::Loss,
        }
    }
}
