//! `kibitzer db explore [FEN] [--moves e4,e5,...] [--json]`: the opening explorer on the command
//! line: the games that reached the position and how they ended, each move played from it
//! (SAN, UCI, games, results, its players' average rating, the last year played), and the most
//! relevant games.

use std::fmt::Write as _;
use std::path::Path;

use clap::Args;
use shakmaty::{Chess, Position};

use super::CliError;
use crate::db_command::{DbPathArg, db_error};

use kibitzer::escaped::Escaped;
use kibitzer::game::parse_fen;
use kibitzer::game::parse_typed_move;
use kibitzer_db::{Access, ExplorerAnswer, GameSummary, explore, percent, tally_line, thousands};

/// `kibitzer db explore`.
#[derive(Debug, Args)]
pub struct ExploreArgs {
    /// The position as FEN (default: the start position).
    #[arg(value_name = "FEN", num_args = 0..)]
    pub fen: Vec<String>,
    /// Moves played from it first, SAN or UCI, separated by commas.
    #[arg(long, value_name = "MOVES")]
    pub moves: Option<String>,
    /// Print JSON: fen, total {games, white, draws, black}, moves [...], games [...].
    #[arg(long)]
    pub json: bool,
    /// The database.
    #[command(flatten)]
    pub db: DbPathArg,
}

/// The position of a FEN's words and moves played from it.
pub fn position_of(fen: &[String], moves: Option<&str>) -> Result<Chess, CliError> {
    let mut position = if fen.is_empty() {
        Chess::default()
    } else {
        parse_fen(&fen.join(" ")).map_err(|e| CliError(format!("invalid FEN: {e}")))?
    };
    for (i, text) in moves
        .unwrap_or("")
        .split([',', ' '])
        .filter(|t| !t.trim().is_empty())
        .enumerate()
    {
        let m = parse_typed_move(&position, text.trim()).map_err(|e| {
            CliError(format!(
                "--moves: move {} {:?}: {e}",
                i + 1,
                Escaped(text.trim()).to_string()
            ))
        })?;
        position.play_unchecked(m);
    }
    Ok(position)
}

/// Runs `kibitzer db explore`.
pub fn run(args: &ExploreArgs, config_file: Option<&Path>) -> Result<(), CliError> {
    let position = position_of(&args.fen, args.moves.as_deref())?;
    let database = args.db.open(config_file, Access::Read)?;
    let answer = explore(&database, &position).map_err(db_error)?;
    if args.json {
        let text =
            serde_json::to_string_pretty(&answer).map_err(|e| CliError(format!("json: {e}")))?;
        out!("{text}");
    } else {
        out_text!("{}", explorer_table(&answer));
    }
    Ok(())
}

/// The answer as the command line prints it.
pub fn explorer_table(answer: &ExplorerAnswer) -> String {
    let mut out = format!("{}\n{}\n", answer.fen, tally_line(&answer.total));
    if answer.total.games == 0 {
        out.push_str("no game in the database reached this position\n");
        return out;
    }
    if !answer.moves.is_empty() {
        let _ = write!(
            out,
            "\n{:<8} {:<6} {:>9} {:>6} {:>6} {:>6} {:>6} {:>5}\n",
            "move", "uci", "games", "white", "draws", "black", "rating", "last"
        );
        for row in &answer.moves {
            let _ = writeln!(
                out,
                "{:<8} {:<6} {:>9} {:>6} {:>6} {:>6} {:>6} {:>5}",
                row.san,
                row.uci,
                thousands(row.games),
                percent(row.white, row.games),
                percent(row.draws, row.games),
                percent(row.black, row.games),
                row.average_rating.map_or("-".to_owned(), |r| r.to_string()),
                row.last_year.map_or("-".to_owned(), |y| y.to_string()),
            );
        }
    }
    if !answer.games.is_empty() {
        out.push_str("\ngames\n");
        for game in &answer.games {
            let _ = writeln!(out, "  {}", game_line(game));
        }
    }
    out
}

/// One game in a list: `#id White (2700) - Black (2650)  1-0  1972  Event`.
pub fn game_line(game: &GameSummary) -> String {
    format!("#{} {}", game.id, kibitzer_db::game_line(game))
}
