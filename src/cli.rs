//! The command line: clap definitions and dispatch. Printing lives here and in `cli/`; no
//! chess logic does.

mod eval_command;
mod position_args;

use std::process::ExitCode;

use clap::{Parser, Subcommand};

pub use eval_command::EvalArgs;
pub use position_args::{PositionArgs, SideList};

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
