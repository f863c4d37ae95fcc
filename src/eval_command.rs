//! `kibitzer eval`: the Stanback breakdown as a table in the spirit of Stockfish's `eval`
//! (rows by piece kind, White / Black / Total columns, White's point of view), the per-man list
//! with `--men`, or everything as one JSON object with `--json`.

use clap::Args;
use serde_json::{Value, json};
use shakmaty::{Chess, Position};

use super::CliError;
use super::analyse_command::opening_json;
use super::position_args::PositionArgs;
use super::tablebase_args::{TablebaseArgs, verdict_json, verdict_line};
use kibitzer::History;
use kibitzer::eval::{Breakdown, Row, breakdown, role_name};
use kibitzer::format::{eval_table, fen_of};

/// Arguments of `kibitzer eval`.
#[derive(Debug, Clone, Args)]
pub struct EvalArgs {
    /// The position and its history facts.
    #[command(flatten)]
    pub position: PositionArgs,
    /// Also list every man with its value and sub-terms.
    #[arg(long)]
    pub men: bool,
    /// Endgame tables: say whether the position is in them, and their verdict.
    #[command(flatten)]
    pub tablebases: TablebaseArgs,
    /// Print one JSON object instead of the table.
    #[arg(long)]
    pub json: bool,
}

impl EvalArgs {
    /// The table for one FEN, no options.
    pub fn for_fen(fen: &str) -> EvalArgs {
        EvalArgs {
            position: PositionArgs::for_fen(fen),
            men: false,
            tablebases: TablebaseArgs::default(),
            json: false,
        }
    }
}

/// Runs `kibitzer eval`.
pub fn run(args: &EvalArgs) -> Result<(), CliError> {
    let (pos, history) = args.position.resolve()?;
    let tables = args.tablebases.load()?;
    let b = breakdown(&pos, history);
    if args.json {
        let mut value = to_json(&pos, history, &b);
        value["opening"] = opening_json(&pos);
        if let Some(tables) = &tables {
            value["tablebase"] = verdict_json(tables, &pos);
        }
        out!("{value}");
    } else {
        out_text!("{}", eval_table(&pos, history, &b, args.men));
        if let Some(opening) = kibitzer::openings::of_position(&pos) {
            out!("Opening: {opening}");
        }
        if let Some(tables) = &tables {
            out!("{}", verdict_line(tables, &pos));
        }
    }
    Ok(())
}

/// The JSON object of `eval --json`.
pub fn to_json(pos: &Chess, history: History, b: &Breakdown) -> Value {
    let mut terms = serde_json::Map::new();
    for (term, values) in b.by_term() {
        terms.insert(
            term.name().to_owned(),
            json!({ "white": values.white, "black": values.black }),
        );
    }
    let rows: Vec<Value> = b
        .by_row()
        .iter()
        .map(|(row, v)| {
            json!({
                "row": row_key(*row),
                "label": row.label(),
                "group": row.group(),
                "white": v.white,
                "black": v.black,
                "total": v.net(),
            })
        })
        .collect();
    let men: Vec<Value> = b
        .men()
        .iter()
        .map(|m| {
            let mut sub = serde_json::Map::new();
            for (t, v) in &m.terms {
                sub.insert(t.name().to_owned(), json!(v));
            }
            json!({
                "color": m.man.color.fold_wb("white", "black"),
                "role": role_name(m.man.role),
                "square": m.man.square.to_string(),
                "value": m.value,
                "terms": sub,
            })
        })
        .collect();
    let hung = b.hung();
    json!({
        "fen": fen_of(pos),
        "side_to_move": pos.turn().fold_wb("white", "black"),
        "stage": b.stage(),
        "score": b.score().centipawns(),
        "white_score": b.white_score(),
        "history": history,
        "lone_king": b.lone_king(),
        "terms": terms,
        "rows": rows,
        "men": men,
        "hung": { "white": hung.white, "black": hung.black },
    })
}

fn row_key(row: Row) -> Value {
    serde_json::to_value(row).unwrap_or(Value::Null)
}
