//! The command line: clap definitions and dispatch. Printing lives here and in `cli/`; no
//! chess logic does.

#[macro_use]
pub(crate) mod output;
mod analyse_command;
mod annotate_command;
mod bench_command;
mod bestfirst_command;
mod compare_command;
mod compare_json;
mod config_command;
mod db_command;
mod db_explore_command;
mod db_games_command;
mod db_import_command;
mod db_latency_command;
mod eval_command;
mod judge_args;
mod limit_args;
mod position_args;
mod positive_limit;
mod search_args;
mod shard_arg;
mod suite_command;
mod tablebase_args;
mod threads_arg;
mod threats_command;
mod tree_command;
mod tree_json;

use std::process::ExitCode;

use clap::{Parser, Subcommand};

use kibitzer::escaped::{Escaped, escaped_path};

pub use analyse_command::AnalyseArgs;
pub use annotate_command::AnnotateArgs;
pub use bench_command::BenchArgs;
pub use bestfirst_command::BestFirstArgs;
pub use compare_command::CompareArgs;
pub use config_command::ConfigArgs;
pub use eval_command::EvalArgs;
pub use limit_args::LimitArgs;
pub use position_args::{HistoryArgs, PositionArgs, SideList};
pub use search_args::SearchArgs;
pub use suite_command::SuiteArgs;
pub use tablebase_args::TablebaseArgs;
pub use threats_command::ThreatsArgs;
pub use tree_command::TreeArgs;
pub use tree_json::write_tree_json;

/// kibitzer: a chess analysis workstation that explains its own evaluation and search.
#[derive(Debug, Parser)]
#[command(name = "kibitzer", version, about, long_about = None)]
pub struct Cli {
    /// What to do; without a subcommand the workstation opens.
    #[command(subcommand)]
    pub command: Option<Command>,
    /// Open this position instead of the initial one.
    #[arg(long, value_name = "FEN")]
    pub fen: Option<String>,
    /// Open this PGN file (its only game at the end of the main line, or a list of its games).
    #[arg(value_name = "FILE.pgn", value_parser = kibitzer::home_path::parse_path)]
    pub pgn: Option<std::path::PathBuf>,
    /// Letters instead of Unicode pieces.
    #[arg(long)]
    pub ascii: bool,
    /// Board size: small (3x1 cells a square), large (the largest that leaves the other panes
    /// room) or auto (grows with the terminal; the default, or the config file's `board`).
    #[arg(long, value_name = "SIZE")]
    pub board: Option<kibitzer_tui::BoardSize>,
    /// Limit every analysis to this depth, 0 for none (default: the config file's, or none).
    #[arg(long, value_name = "N")]
    pub depth: Option<u32>,
    /// Limit every analysis to this many milliseconds, 0 for none (default: the config
    /// file's, or none).
    #[arg(long, value_name = "MS")]
    pub movetime: Option<u64>,
    /// Transposition table size in MB, 1 to 65536 (default 64, or the config file's `hash`).
    #[arg(long, value_name = "MB", value_parser = search_args::hash_megabytes)]
    pub hash: Option<usize>,
    /// Number of lines (multi-PV), 1 to 8 (default 1, or the config file's `lines`).
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u8).range(1..=8))]
    pub lines: Option<u8>,
    /// Colour theme: default, light or high-contrast (default: the config file's).
    #[arg(long, value_name = "NAME")]
    pub theme: Option<kibitzer::config::ThemeName>,
    /// Read this config file instead of the usual one (`kibitzer config --path` names it).
    #[arg(long = "config", value_name = "FILE", value_parser = kibitzer::home_path::parse_path)]
    pub config: Option<std::path::PathBuf>,
    /// Endgame tables for the analysis.
    #[command(flatten)]
    pub tablebases: TablebaseArgs,
    /// A second opinion: an external UCI engine, analysing beside kibitzer's own (repeatable).
    /// Arguments follow the path in the same quoted value: --engine "/usr/games/gnuchess --uci".
    #[arg(long, value_name = "PATH [ARGS]", value_parser = parse_engine)]
    pub engine: Vec<kibitzer::engine::EngineSpec>,
    /// Reopen the session autosaved last (the game, its edits and analysis, the move shown).
    #[arg(long, conflicts_with_all = ["fen", "pgn"])]
    pub resume: bool,
    /// The games database of the Explorer pane (X) (default: the config file's `[database]
    /// path`, else games.kdb in kibitzer's data directory).
    #[arg(long = "db", value_name = "PATH", value_parser = kibitzer::home_path::parse_path)]
    pub db: Option<std::path::PathBuf>,
}

/// An `--engine` value: the program (`~` expanded) and its arguments.
fn parse_engine(text: &str) -> Result<kibitzer::engine::EngineSpec, String> {
    kibitzer_tui::parse_engine_spec(text)
        .ok_or_else(|| "needs the engine's program: --engine PATH".to_owned())
}

/// The subcommands.
#[derive(Debug, Subcommand)]
pub enum Command {
    /// Print the Stanback evaluation of a position, term by term.
    Eval(EvalArgs),
    /// Print the advisors' threat rows, totals, guard map and possess.
    Threats(ThreatsArgs),
    /// Search a position with iterative deepening, one line per depth.
    Analyse(AnalyseArgs),
    /// Print the search tree of the last iteration of a fixed-depth search.
    Tree(TreeArgs),
    /// Harris best-first search, one line per expansion.
    Bestfirst(BestFirstArgs),
    /// Search the bench positions to a fixed depth: total nodes and nodes/s.
    Bench(BenchArgs),
    /// Run an EPD test suite (bm/am) and count the solved positions.
    Suite(SuiteArgs),
    /// Be a UCI engine on standard input and output, for chess GUIs and match runners.
    Uci,
    /// Compare moves with the best one: lines, loss, refutation, and why, term by term.
    Compare(CompareArgs),
    /// Review every game of a PGN file: evals, ?!/?/?? with the best line, each player's loss.
    Annotate(AnnotateArgs),
    /// Print the configuration in force as commented TOML, or (--path) the file read.
    Config(ConfigArgs),
    /// The games database: import PGN files, explore openings, find and export games.
    Db(db_command::DbArgs),
}

/// A failure the user should read: printed as `error: <message>` with exit status 2.
#[derive(Debug)]
pub struct CliError(pub String);

impl std::fmt::Display for CliError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

/// Runs the command line and returns the process exit status.
pub fn main() -> ExitCode {
    let cli = Cli::parse();
    let result = match cli.command {
        Some(Command::Eval(args)) => eval_command::run(&args),
        Some(Command::Threats(args)) => threats_command::run(&args),
        Some(Command::Analyse(args)) => analyse_command::run(&args),
        Some(Command::Bench(args)) => bench_command::run(&args),
        Some(Command::Tree(args)) => tree_command::run(&args),
        Some(Command::Bestfirst(args)) => bestfirst_command::run(&args),
        Some(Command::Suite(args)) => suite_command::run(&args),
        Some(Command::Uci) => {
            kibitzer::uci::server::serve_stdio().map_err(|e| CliError(format!("uci: {e}")))
        }
        Some(Command::Compare(args)) => compare_command::run(&args),
        Some(Command::Annotate(args)) => annotate_command::run(&args),
        Some(Command::Config(args)) => config_command::run(&args, cli.config.as_deref()),
        Some(Command::Db(args)) => db_command::run(
            &args.with_top_level_db(cli.db.as_deref()),
            cli.config.as_deref(),
        ),
        None => workstation(&cli),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            // Errors quote files and arguments: their control characters are shown escaped.
            // Not `eprintln!`, which panics (and then aborts) when the terminal is gone.
            use std::io::Write as _;
            let _ = writeln!(std::io::stderr(), "error: {}", Escaped(&e.0));
            ExitCode::from(2)
        }
    }
}

/// Opens the terminal workstation.
fn workstation(cli: &Cli) -> Result<(), CliError> {
    use std::io::IsTerminal;
    let (fen, pgn) = (cli.fen.as_deref(), cli.pgn.as_deref());
    // An error in the config file shows in the status bar.
    let (config, config_error) = config_command::workstation_config(cli);
    let mut warning = None;
    let mut pgn_file = None;
    let mut pgn_streamed = None;
    let game = match (fen, pgn) {
        (Some(_), Some(_)) => {
            return Err(CliError(
                "give either --fen or a PGN file, not both".to_owned(),
            ));
        }
        (Some(fen), None) => {
            let parsed = kibitzer::game::parse_any_fen(fen)
                .map_err(|e| CliError(format!("invalid FEN: {e}")))?;
            let history = kibitzer::History::from_board(shakmaty::Position::board(&parsed.chess));
            kibitzer::game::Game::from_position(parsed.chess, history)
        }
        (None, Some(path)) if kibitzer::text_file::too_large(path) => {
            // Indexed in the background once the workstation is open.
            pgn_streamed = Some(path.to_path_buf());
            kibitzer::game::Game::default()
        }
        (None, Some(path)) => {
            let file =
                kibitzer::text_file::read_text_file(path).map_err(|e| CliError(e.to_string()))?;
            warning = file.warning();
            let text = file.text;
            // One game must read here; several open the game list in the workstation.
            let index = kibitzer::pgn::PgnIndex::scan(&text);
            let error = |e: String| CliError(format!("{}: {e}", escaped_path(path)));
            match index.entries() {
                [] => return Err(error("no game found".to_owned())),
                [entry] => {
                    kibitzer::pgn::read_game(&text, entry).map_err(|e| error(e.to_string()))?;
                }
                _ => {}
            }
            pgn_file = Some((path.to_path_buf(), text));
            kibitzer::game::Game::default()
        }
        (None, None) => kibitzer::game::Game::default(),
    };
    if !std::io::stdout().is_terminal() {
        return Err(CliError(
            "the workstation needs a terminal; see `kibitzer --help` for the commands".to_owned(),
        ));
    }
    let crazyhouse = fen
        .and_then(|f| kibitzer::game::parse_any_fen(f).ok())
        .and_then(|p| p.crazyhouse);
    // A bad `[keys]` section leaves the default keys and says why.
    let (keymap, keymap_error) = match kibitzer_tui::Keymap::with_overrides(&config.keys) {
        Ok(keymap) => (keymap, None),
        Err(error) => (
            kibitzer_tui::Keymap::default(),
            Some(format!("config [keys]: {error} (default keys used)")),
        ),
    };
    let database = workstation_database(cli, &config);
    let options = kibitzer_tui::Options {
        game,
        pgn_file,
        pgn_streamed,
        crazyhouse,
        board: cli.board.unwrap_or(config.board),
        config,
        theme: kibitzer_tui::Theme::from_env(cli.ascii),
        warning: config_error
            .into_iter()
            .chain(keymap_error)
            .chain(warning)
            .reduce(|a, b| format!("{a}; {b}")),
        tablebases: cli.tablebases.load()?,
        history_path: kibitzer_tui::history_path(
            std::env::var_os("XDG_DATA_HOME").as_deref(),
            std::env::var_os("HOME").as_deref(),
        ),
        keymap,
        engines: cli.engine.clone(),
        autosave_path: kibitzer::data_directory::data_directory_from_env()
            .map(|data| kibitzer::autosave::autosave_path(&data)),
        resume: cli.resume,
        database,
    };
    kibitzer_tui::run(options).map_err(|e| CliError(format!("terminal: {e}")))
}

/// The games database of the workstation's Explorer pane: `--db`, else the config's
/// `[database] path`, else games.kdb in kibitzer's data directory (none: no data directory).
pub fn workstation_database(
    cli: &Cli,
    config: &kibitzer::config::Config,
) -> Option<std::path::PathBuf> {
    cli.db
        .clone()
        .or_else(|| config.database.path.clone())
        .or_else(kibitzer_db::default_path)
}

/// The FEN of the initial position.
pub const START_FEN: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
