//! `kibitzer db games` and `kibitzer db export`: the games matching filters (`--player` with
//! `--color`, `--event`, `--from`/`--to`, `--result`, `--eco`, `--fen`, `--limit`), listed as a
//! table or JSON, or written as PGN exactly as imported.

use std::path::{Path, PathBuf};

use clap::{Args, ValueEnum};

use super::CliError;
use crate::db_command::{DbPathArg, db_error};
use crate::db_explore_command::game_line;
use kibitzer::game::parse_fen;
use kibitzer::pgn::games_counted;
use kibitzer_db::{Access, GameFilter, GameResult, PlayerColor, export_games, find_games};

/// A player's side on the command line.
#[derive(Debug, Clone, Copy, ValueEnum)]
pub enum ColorArg {
    /// White.
    White,
    /// Black.
    Black,
}

/// The filters of `games` and `export`.
#[derive(Debug, Args)]
pub struct FilterArgs {
    /// A player's name or part of it (any case).
    #[arg(long, value_name = "NAME")]
    pub player: Option<String>,
    /// The side the player had (with --player).
    #[arg(long, value_enum)]
    pub color: Option<ColorArg>,
    /// Part of the event's name (any case).
    #[arg(long, value_name = "TEXT")]
    pub event: Option<String>,
    /// Played on or after: YYYY, YYYY.MM or YYYY.MM.DD.
    #[arg(long, value_name = "DATE")]
    pub from: Option<String>,
    /// Played on or before: YYYY, YYYY.MM or YYYY.MM.DD.
    #[arg(long, value_name = "DATE")]
    pub to: Option<String>,
    /// The result: 1-0, 0-1, 1/2-1/2 (or draw), *.
    #[arg(long, value_name = "RESULT")]
    pub result: Option<String>,
    /// The ECO code or its start (B2 finds B20 to B29).
    #[arg(long, value_name = "CODE")]
    pub eco: Option<String>,
    /// Games whose main line reached this position (FEN, quoted).
    #[arg(long, value_name = "FEN")]
    pub fen: Option<String>,
    /// At most this many games.
    #[arg(long, value_name = "N")]
    pub limit: Option<usize>,
    /// The database.
    #[command(flatten)]
    pub db: DbPathArg,
}

impl FilterArgs {
    fn filter(&self, default_limit: Option<usize>) -> Result<GameFilter, CliError> {
        let result = match self.result.as_deref() {
            None => None,
            Some("draw") => Some(GameResult::Draw),
            Some(text) => Some(GameResult::from_pgn(text).ok_or_else(|| {
                CliError(format!(
                    "--result {text:?}: write 1-0, 0-1, 1/2-1/2, draw or *"
                ))
            })?),
        };
        let position = match &self.fen {
            None => None,
            Some(fen) => Some(parse_fen(fen).map_err(|e| CliError(format!("--fen: {e}")))?),
        };
        Ok(GameFilter {
            player: self.player.clone(),
            color: self.color.map(|c| match c {
                ColorArg::White => PlayerColor::White,
                ColorArg::Black => PlayerColor::Black,
            }),
            event: self.event.clone(),
            from: self.from.clone(),
            to: self.to.clone(),
            result,
            eco: self.eco.clone(),
            position,
            limit: self.limit.or(default_limit),
        })
    }
}

/// `kibitzer db games`.
#[derive(Debug, Args)]
pub struct GamesArgs {
    /// Which games.
    #[command(flatten)]
    pub filters: FilterArgs,
    /// Print JSON: a list of games (`id`, `white`, `white_elo`, `black`, `black_elo`, `result`,
    /// `date`, `year`, `event`, `eco`, `plies`).
    #[arg(long)]
    pub json: bool,
}

/// `kibitzer db export`.
#[derive(Debug, Args)]
pub struct ExportArgs {
    /// Which games.
    #[command(flatten)]
    pub filters: FilterArgs,
    /// Write to this file (refused if it exists) instead of standard output.
    #[arg(long, short, value_name = "FILE", value_parser = kibitzer::home_path::parse_path)]
    pub output: Option<PathBuf>,
}

/// How many games `games` lists without `--limit`.
const LISTED_GAMES: usize = 50;

/// Runs `kibitzer db games`.
pub fn run_games(args: &GamesArgs, config_file: Option<&Path>) -> Result<(), CliError> {
    let filter = args.filters.filter(Some(LISTED_GAMES))?;
    let database = args.filters.db.open(config_file, Access::Read)?;
    let games = find_games(&database, &filter).map_err(db_error)?;
    if args.json {
        let text =
            serde_json::to_string_pretty(&games).map_err(|e| CliError(format!("json: {e}")))?;
        out!("{text}");
        return Ok(());
    }
    if games.is_empty() {
        out!("no games found");
        return Ok(());
    }
    for game in &games {
        out!("{}", game_line(game));
    }
    if args.filters.limit.is_none() && games.len() == LISTED_GAMES {
        out!("(the first {LISTED_GAMES}; --limit N for more)");
    }
    Ok(())
}

/// Runs `kibitzer db export`.
pub fn run_export(args: &ExportArgs, config_file: Option<&Path>) -> Result<(), CliError> {
    let filter = args.filters.filter(None)?;
    let database = args.filters.db.open(config_file, Access::Read)?;
    match &args.output {
        None => {
            let mut result = Ok(0);
            crate::output::stream_out(|out| {
                result = export_games(&database, &filter, out);
                Ok(())
            });
            let written = result.map_err(db_error)?;
            eprintln!("{} exported", games_counted(written as usize));
        }
        Some(path) => {
            let file = std::fs::OpenOptions::new()
                .write(true)
                .create_new(true)
                .open(path)
                .map_err(|e| {
                    CliError(format!(
                        "cannot write {}: {e} (export never replaces a file)",
                        path.display()
                    ))
                })?;
            let mut out = std::io::BufWriter::new(file);
            let written = export_games(&database, &filter, &mut out).map_err(db_error)?;
            out!(
                "{} exported to {}",
                games_counted(written as usize),
                path.display()
            );
        }
    }
    Ok(())
}
