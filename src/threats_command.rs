//! `kibitzer threats FEN`: the advisor threat table with totals, the guard map as an 8x8 grid
//! (rank 8 on top), and possess where pieces are in hand; `--json` for scripts.

use std::fmt::Write as _;

use clap::{Args, ValueEnum};
use serde_json::json;

use super::CliError;
use super::position_args::PositionArgs;
use kibitzer::advisors::{
    AdvisorOptions, AdvisorReport, GlobalRule, PossessMode, ThreatRow, advise,
};
use kibitzer::eval::role_name;
use kibitzer::game::parse_any_fen;

/// `--global`: which global-threat rule to use.
#[derive(Debug, Clone, Copy, ValueEnum)]
pub enum GlobalArg {
    /// Pell's code: 0.9 B1 for the mover, 0.7 B2 (0.49 B1 with one target) for the other.
    Code,
    /// The paper: the side-to-move factor times B1.
    Paper,
}

/// `--possess`: how pieces in hand are averaged.
#[derive(Debug, Clone, Copy, ValueEnum)]
pub enum PossessArg {
    /// The mean over the drop squares.
    Paper,
    /// The sum over the drop squares divided by 64 (Pell's code).
    Code,
}

/// Arguments of `kibitzer threats`.
#[derive(Debug, Clone, Args)]
pub struct ThreatsArgs {
    /// The position (standard or crazyhouse FEN) and its history facts.
    #[command(flatten)]
    pub position: PositionArgs,
    /// Global threat rule.
    #[arg(long, value_enum, default_value = "code")]
    pub global: GlobalArg,
    /// Possess averaging.
    #[arg(long, value_enum, default_value = "paper")]
    pub possess: PossessArg,
    /// Add each target's mobility (10 cp per quiet move) to its value.
    #[arg(long)]
    pub victim_mobility: bool,
    /// Add each target's Stanback per-man value to its value.
    #[arg(long)]
    pub victim_stanback: bool,
    /// Print one JSON object instead.
    #[arg(long)]
    pub json: bool,
}

/// Runs `kibitzer threats`.
pub fn run(args: &ThreatsArgs) -> Result<(), CliError> {
    let (chess, history) = args.position.resolve()?;
    let options = AdvisorOptions {
        global: match args.global {
            GlobalArg::Code => GlobalRule::Code,
            GlobalArg::Paper => GlobalRule::Paper,
        },
        possess: match args.possess {
            PossessArg::Paper => PossessMode::Paper,
            PossessArg::Code => PossessMode::Code,
        },
        victim_mobility: args.victim_mobility,
        victim_stanback: args.victim_stanback,
    };
    let parsed = parse_any_fen(&args.position.fen_text())
        .map_err(|e| CliError(format!("invalid FEN: {e}")))?;
    let report = match &parsed.crazyhouse {
        Some(zh) => advise(zh, history, options),
        None => advise(&chess, history, options),
    };
    if args.json {
        out!("{}", to_json(&report));
    } else {
        out_text!("{}", text(&report));
    }
    Ok(())
}

fn man_text(m: &kibitzer::eval::Man) -> String {
    let letter = if m.role == shakmaty::Role::Pawn {
        'P'
    } else {
        m.role.upper_char()
    };
    format!("{letter}{}", m.square)
}

fn row_text(r: &ThreatRow) -> String {
    let side = r.side.fold_wb("W", "B");
    let pair = format!("{} -> {}", man_text(&r.attacker), man_text(&r.target));
    if r.check {
        return format!("  {side}  {pair:<14}  check (vital)");
    }
    let defended = if r.defended { "yes" } else { "no" };
    let potent = if r.potent {
        format!("yes ({:.2})", r.potent_value)
    } else {
        "no".to_owned()
    };
    let ep = if r.en_passant { " e.p." } else { "" };
    format!(
        "  {side}  {pair:<14}{ep}  {:>8.2}  {:>8.2}  {defended:<8}  {potent}",
        r.base, r.local
    )
}

/// The text report.
pub fn text(report: &AdvisorReport) -> String {
    let mut out = String::new();
    let turn = report.turn.fold_wb("White", "Black");
    let _ = writeln!(
        out,
        "Threats (Pell's advisors), {turn} to move; values in centipawns"
    );
    let _ = writeln!(
        out,
        "  side attacker -> target     base     local  defended  potent"
    );
    if report.threats.is_empty() {
        let _ = writeln!(out, "  (no captures for either side)");
    }
    for r in &report.threats {
        let _ = writeln!(out, "{}", row_text(r));
    }
    let t = &report.totals;
    let _ = writeln!(out);
    let _ = writeln!(out, "Totals          local    global    potent");
    for (name, s) in [("White", t.white), ("Black", t.black), ("net (W-B)", t.net)] {
        let _ = writeln!(
            out,
            "  {name:<10} {:>8.2}  {:>8.2}  {:>8.2}",
            s.local, s.global, s.potent
        );
    }
    let _ = writeln!(out);
    let _ = writeln!(
        out,
        "Guard values, White's point of view (K,Q 1  R 2  B 5  N 6  P 9):"
    );
    write_grid(&mut out, &report.guard_white);
    if report.turn == shakmaty::Color::Black {
        let _ = writeln!(
            out,
            "Guard values, Black's (the side to move's) point of view:"
        );
        write_grid(&mut out, &report.guard_side_to_move);
    }
    if let Some(p) = report.possess {
        let _ = writeln!(out);
        let _ = writeln!(
            out,
            "Possess (pieces in hand): White {:.2}, Black {:.2}, net {:.2}",
            p.white, p.black, p.net
        );
    }
    out
}

fn write_grid(out: &mut String, grid: &[[i32; 8]; 8]) {
    for (i, line) in grid.iter().enumerate() {
        let cells: Vec<String> = line.iter().map(|v| format!("{v:>4}")).collect();
        let _ = writeln!(out, "  {} {}", 8 - i, cells.join(""));
    }
    let _ = writeln!(out, "       a   b   c   d   e   f   g   h");
}

/// The JSON object of `threats --json`.
pub fn to_json(report: &AdvisorReport) -> serde_json::Value {
    let rows: Vec<serde_json::Value> = report
        .threats
        .iter()
        .map(|r| {
            json!({
                "side": r.side.fold_wb("white", "black"),
                "attacker": { "role": role_name(r.attacker.role), "square": r.attacker.square.to_string() },
                "target": { "role": role_name(r.target.role), "square": r.target.square.to_string() },
                "check": r.check,
                "vital": r.check,
                "en_passant": r.en_passant,
                "base": r.base,
                "local": r.local,
                "defended": r.defended,
                "potent": r.potent,
                "potent_value": r.potent_value,
            })
        })
        .collect();
    json!({
        "side_to_move": report.turn.fold_wb("white", "black"),
        "threats": rows,
        "totals": report.totals,
        "guard": { "white_pov": report.guard_white, "side_to_move": report.guard_side_to_move },
        "possess": report.possess,
    })
}
