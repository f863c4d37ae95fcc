//! `kibitzer bestfirst FEN`: Harris best-first search, one line per expansion (step, selected
//! path, expanded tip, root value, hi, lo, root uncertainty), then the result; `--json` prints
//! one object per step and a last `{"result": ...}`.

use clap::{Args, ValueEnum};
use serde_json::json;

use super::CliError;
use super::position_args::PositionArgs;
use super::positive_limit::at_least_one;
use kibitzer::bestfirst::{BestFirst, BfOptions, DMode, Expansion, HValue};
use kibitzer::format::{BfStopName, ValueText, pv_san};

/// `--eval`.
#[derive(Debug, Clone, Copy, ValueEnum)]
pub enum EvalArg {
    /// The Stanback evaluation.
    Stanback,
    /// Material only (P 100, N 300, B 325, R 500, Q 900).
    Material,
}

/// `--d`.
#[derive(Debug, Clone, Copy, ValueEnum)]
pub enum DArg {
    /// Captures, promotions, checks, attacks on a boxed-in king.
    Full,
    /// Capture threats only.
    Captures,
}

/// Arguments of `kibitzer bestfirst`.
#[derive(Debug, Clone, Args)]
pub struct BestFirstArgs {
    /// The position and its history facts.
    #[command(flatten)]
    pub position: PositionArgs,
    /// At most this many expansions, at least 1.
    #[arg(long, value_name = "N", default_value_t = 20_000, value_parser = at_least_one::<usize>("20000 steps"))]
    pub steps: usize,
    /// At most this many nodes in the tree, at least 1.
    #[arg(long, value_name = "N", default_value_t = 1_000_000, value_parser = at_least_one::<usize>("1000000 nodes"))]
    pub budget: usize,
    /// The static value h.
    #[arg(long, value_enum, default_value = "stanback")]
    pub eval: EvalArg,
    /// What the search heuristic d looks at.
    #[arg(long, value_enum, default_value = "full")]
    pub d: DArg,
    /// Stop as soon as the best root move is separated from the others.
    #[arg(long)]
    pub separated: bool,
    /// Print one JSON object per step and a last result object.
    #[arg(long)]
    pub json: bool,
}

/// The moves of `path` (node indices from the root) in SAN.
fn path_san(tree: &BestFirst, path: &[u32]) -> Vec<String> {
    let moves: Vec<_> = path
        .iter()
        .filter_map(|&i| tree.nodes()[i as usize].mv)
        .collect();
    pv_san(tree.root_position(), &moves)
}

/// Runs `kibitzer bestfirst`.
pub fn run(args: &BestFirstArgs) -> Result<(), CliError> {
    let (pos, history) = args.position.resolve()?;
    let options = BfOptions {
        h: match args.eval {
            EvalArg::Stanback => HValue::Stanback,
            EvalArg::Material => HValue::Material,
        },
        d: match args.d {
            DArg::Full => DMode::Full,
            DArg::Captures => DMode::Captures,
        },
        stop_when_separated: args.separated,
        max_expansions: args.steps,
        max_nodes: args.budget.max(1),
        ..BfOptions::default()
    };
    let mut tree = BestFirst::new(pos.clone(), history, Vec::new(), options);
    if !args.json {
        out!("Values in pawns from White's point of view; hi/lo: optimistic/pessimistic.");
    }
    while let Some(expansion) = tree.step() {
        print_step(&tree, &expansion, args.json);
    }
    let reason = tree.finished();
    let root = &tree.nodes()[0];
    let pv = tree.principal_variation();
    let sans = pv_san(&pos, &pv);
    let reason_text = reason
        .map(|r| BfStopName(r).to_string())
        .unwrap_or_default();
    if args.json {
        out!(
            "{}",
            json!({ "result": {
                "best": sans.first(),
                "value": root.v.round() as i64,
                "hi": root.hi,
                "lo": root.lo,
                "expansions": tree.expansions(),
                "nodes": tree.nodes().len(),
                "reason": reason_text,
                "pv": sans,
            }})
        );
    } else {
        out!(
            "result: {} value {} hi {} lo {}, {} expansions, {} nodes, stopped: {}; line {}",
            sans.first().map_or("-", String::as_str),
            ValueText(root.v),
            ValueText(root.hi),
            ValueText(root.lo),
            tree.expansions(),
            tree.nodes().len(),
            reason_text.replace('_', " "),
            sans.join(" ")
        );
    }
    Ok(())
}

fn print_step(tree: &BestFirst, e: &Expansion, json_out: bool) {
    let root = &tree.nodes()[0];
    let path = path_san(tree, &e.path);
    let tip = &tree.nodes()[*e.path.last().unwrap_or(&0) as usize];
    let new_children = tip.children.len();
    if json_out {
        out!(
            "{}",
            json!({
                "step": e.step,
                "path": path,
                "tip": { "h": tip.h, "d_white": tip.d_white, "d_black": tip.d_black, "children": new_children },
                "root": { "value": root.v, "hi": root.hi, "lo": root.lo, "uncertainty": root.hi - root.lo },
                "changed": e.changed.len(),
            })
        );
    } else {
        let path = if path.is_empty() {
            "(root)".to_owned()
        } else {
            path.join(" ")
        };
        out!(
            "{:>5}  {:<32} +{:<3} root {} hi {} lo {} d {:.2}",
            e.step,
            path,
            new_children,
            ValueText(root.v),
            ValueText(root.hi),
            ValueText(root.lo),
            (root.hi - root.lo) / 100.0
        );
    }
}
