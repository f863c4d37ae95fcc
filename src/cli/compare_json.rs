//! The JSON object of `kibitzer compare --json`: `fen`, `side_to_move`, `judged_by` (the
//! judge's name: `kibitzer` or the external engine's), `best` and
//! `candidates`, each line with `move` (SAN), `score` (as `analyse --json`), `pv` (SAN) and
//! `leaf_fen`; each candidate also with its loss, refutation, fall, difference and summary.

use serde_json::{Map, Value, json};
use shakmaty::fen::Fen;
use shakmaty::{Chess, EnPassantMode, Position};

use crate::eval::role_name;
use crate::format::{pv_san, san, score_json};
use crate::review::{Candidate, Comparison, Cost, LineEnd, ManChange};

/// The whole comparison as one object.
pub fn comparison_json(c: &Comparison) -> Value {
    json!({
        "fen": fen(&c.root),
        "side_to_move": c.root.turn().fold_wb("white", "black"),
        "judged_by": c.judged_by,
        "best": line_json(&c.root, &c.best),
        "candidates": c.candidates.iter().map(|k| candidate_json(&c.root, k)).collect::<Vec<_>>(),
    })
}

fn fen(pos: &Chess) -> String {
    Fen::from_position(pos, EnPassantMode::Legal).to_string()
}

fn line_json(root: &Chess, line: &LineEnd) -> Value {
    json!({
        "move": san(root, line.first),
        "score": score_json(line.score),
        "pv": pv_san(root, &line.pv),
        "leaf_fen": fen(&line.leaf),
        "nodes": line.nodes,
    })
}

fn candidate_json(root: &Chess, c: &Candidate) -> Value {
    let mut v = line_json(root, &c.line);
    let refutation = c.refutation.map(|reply| {
        let mut after = root.clone();
        after.play_unchecked(c.line.first);
        san(&after, reply)
    });
    let mut terms = Map::new();
    for (term, value) in c.difference.by_term() {
        terms.insert(term.name().to_owned(), json!(value));
    }
    let fall = c.fall.map(|f| {
        json!({ "ply": f.ply, "measure": f.measure.name(), "best": f.best, "candidate": f.candidate })
    });
    v["is_best"] = json!(c.is_best);
    // A mate or a tablebase result has no centipawns: null, the two scores being in the JSON.
    v["loss_cp"] = match c.loss.cost {
        Cost::Centipawns(centipawns) => json!(centipawns),
        Cost::Scores { .. } => Value::Null,
    };
    v["loss_winning_chances"] = json!(c.loss.winning_chances);
    v["refutation"] = json!(refutation);
    v["falls_behind"] = json!(fall);
    v["diff"] = json!({
        "total": c.difference.total(),
        "terms": terms,
        "men": c.difference.men().iter().map(man_json).collect::<Vec<_>>(),
    });
    v["summary"] = json!(c.summary.to_string());
    v
}

fn man_json(m: &ManChange) -> Value {
    json!({
        "color": m.color.fold_wb("white", "black"),
        "role": role_name(m.role),
        "square": m.square().to_string(),
        "best_square": m.best.map(|p| p.square.to_string()),
        "candidate_square": m.candidate.map(|p| p.square.to_string()),
        "best": m.best.map(|p| p.worth),
        "candidate": m.candidate.map(|p| p.worth),
        "change": m.change,
    })
}
