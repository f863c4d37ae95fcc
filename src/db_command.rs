//! `kibitzer db`: the games database's commands ([`DbArgs`]): `import`, `explore`, `games`,
//! `export`, `bench`, `check` and `compact`, and which database they use (`--db`, else the config file's
//! `[database] path`, else `games.kdb` in kibitzer's data directory).

use std::path::{Path, PathBuf};

use clap::{Args, Subcommand};

use super::CliError;
use crate::db_explore_command::ExploreArgs;
use crate::db_games_command::{ExportArgs, GamesArgs};
use crate::db_import_command::ImportArgs;
use crate::db_latency_command::LatencyArgs;
use kibitzer::escaped::Escaped;
use kibitzer_db::{Access, Database};

/// `kibitzer db ...`.
#[derive(Debug, Args)]
pub struct DbArgs {
    /// What to do.
    #[command(subcommand)]
    pub command: DbCommand,
}

/// The database's commands.
#[derive(Debug, Subcommand)]
pub enum DbCommand {
    /// Import PGN files (plain or .pgn.zst) into the database; a file imported before adds
    /// nothing, an interrupted import continues where it stopped.
    Import(ImportArgs),
    /// The opening explorer: the games that reached a position, the moves played from it with
    /// their results, and the most relevant games.
    Explore(ExploreArgs),
    /// List the games matching filters (player, event, dates, result, ECO, a position).
    Games(GamesArgs),
    /// Write the games matching filters as PGN, exactly as imported.
    Export(ExportArgs),
    /// Measure the explorer's answer time on positions of the database's own games.
    Bench(LatencyArgs),
    /// Check the database: SQLite's integrity check, then every page of the position index.
    Check(DbPathArg),
    /// Merge the position index into one run and rewrite the file without its free pages.
    Compact(DbPathArg),
}

impl DbArgs {
    /// The subcommand's `--db`, given after `db`, or else `top_level` (`kibitzer --db PATH db
    /// ...`).
    pub fn with_top_level_db(mut self, top_level: Option<&Path>) -> DbArgs {
        let arg = match &mut self.command {
            DbCommand::Import(a) => &mut a.db,
            DbCommand::Explore(a) => &mut a.db,
            DbCommand::Games(a) => &mut a.filters.db,
            DbCommand::Export(a) => &mut a.filters.db,
            DbCommand::Bench(a) => &mut a.db,
            DbCommand::Check(a) | DbCommand::Compact(a) => a,
        };
        if arg.db.is_none() {
            arg.db = top_level.map(Path::to_path_buf);
        }
        self
    }
}

/// `--db PATH`.
#[derive(Debug, Clone, Args)]
pub struct DbPathArg {
    /// The database file (default: the config file's `[database] path`, else games.kdb in
    /// kibitzer's data directory).
    #[arg(long = "db", value_name = "PATH", value_parser = kibitzer::home_path::parse_path)]
    pub db: Option<PathBuf>,
}

impl DbPathArg {
    /// The database file these arguments name.
    pub fn resolve(&self, config_file: Option<&Path>) -> Result<PathBuf, CliError> {
        if let Some(path) = &self.db {
            return Ok(path.clone());
        }
        let (_, config) = crate::config_command::effective_config(config_file);
        config
            .database
            .path
            .or_else(kibitzer_db::default_path)
            .ok_or_else(|| {
                CliError(
                    "no database named: give --db PATH (neither XDG_DATA_HOME nor HOME is set)"
                        .to_owned(),
                )
            })
    }

    /// Opens the database these arguments name.
    pub fn open(&self, config_file: Option<&Path>, access: Access) -> Result<Database, CliError> {
        let path = self.resolve(config_file)?;
        Database::open(&path, access).map_err(db_error)
    }
}

/// A database failure as the command line prints it.
#[allow(clippy::needless_pass_by_value)] // Called as `map_err(db_error)`.
pub fn db_error(error: kibitzer_db::DbError) -> CliError {
    CliError(error.to_string())
}

/// Runs `kibitzer db ...`.
pub fn run(args: &DbArgs, config_file: Option<&Path>) -> Result<(), CliError> {
    match &args.command {
        DbCommand::Import(a) => crate::db_import_command::run(a, config_file),
        DbCommand::Explore(a) => crate::db_explore_command::run(a, config_file),
        DbCommand::Games(a) => crate::db_games_command::run_games(a, config_file),
        DbCommand::Export(a) => crate::db_games_command::run_export(a, config_file),
        DbCommand::Bench(a) => crate::db_latency_command::run(a, config_file),
        DbCommand::Compact(a) => {
            let mut database = a.open(config_file, Access::Write)?;
            let done = kibitzer_db::compact_database(&mut database).map_err(db_error)?;
            let runs = database.index_runs().map_err(db_error)?.len();
            out!(
                "{}: {} bytes, {} before; position index: {} run{}, {} before",
                Escaped(&database.path().display().to_string()),
                kibitzer_db::thousands(done.bytes_after),
                kibitzer_db::thousands(done.bytes_before),
                runs,
                if runs == 1 { "" } else { "s" },
                done.runs_before
            );
            Ok(())
        }
        DbCommand::Check(a) => {
            let database = a.open(config_file, Access::Read)?;
            let problems = database.check().map_err(db_error)?;
            if problems.is_empty() {
                let runs = database.index_runs().map_err(db_error)?;
                out!(
                    "{}: sound, {} games; position index: {} run{}, {} pages",
                    Escaped(&database.path().display().to_string()),
                    kibitzer_db::thousands(database.game_count().map_err(db_error)?),
                    runs.len(),
                    if runs.len() == 1 { "" } else { "s" },
                    kibitzer_db::thousands(runs.iter().map(|r| r.pages).sum::<u64>())
                );
                Ok(())
            } else {
                for problem in &problems {
                    out!("{problem}");
                }
                Err(CliError(format!(
                    "{} is damaged: {} problems found",
                    database.path().display(),
                    problems.len()
                )))
            }
        }
    }
}
