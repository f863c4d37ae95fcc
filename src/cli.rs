//! The command line: clap definitions and dispatch. Printing lives here and in `cli/`; no
//! chess logic does.

mod analyse_command;
mod bench_command;
mod eval_command;
mod line_format;
mod position_args;
mod search_args;
mod suite_command;
mod threats_command;

use std::process::ExitCode;

use clap::{Parser, Subcommand};

pub use analyse_command::AnalyseArgs;
pub use bench_command::BenchArgs;
pub use eval_command::EvalArgs;
pub use position_args::{PositionArgs, SideList};
pub use search_args::SearchArgs;
pub use suite_command::SuiteArgs;
pub use threats_command::ThreatsArgs;

/// kibitzer: a chess analysis workstation that explains its own evaluation and search.
#[derive(Debug, Parser)]
#[command(name = "kibitzer", version, about, long_about = None)]
pub struct Cli {
    /// What to do; without a subcommand the workstation opens.
    #[command(subcommand)]
    pub command: Option<Command>,
    /// Start from this position instead of the initial one.
    #[arg(long, value_name = "FEN", global = false)]
    pub fen: Option<String>,
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
    /// Search the bench positions to a fixed depth: total nodes and nodes/s.
    Bench(BenchArgs),
    /// Run an EPD test suite (bm/am) and count the solved positions.
    Suite(SuiteArgs),
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
        Some(Command::Suite(args)) => suite_command::run(&args),
        None => {
            let fen = cli.fen.unwrap_or_else(|| START_FEN.to_owned());
            let args = EvalArgs::for_fen(&fen);
            eval_command::run(&args)
        }
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("error: {e}");
            ExitCode::from(2)
        }
    }
}

/// The FEN of the initial position.
pub const START_FEN: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
