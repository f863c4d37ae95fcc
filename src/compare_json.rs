//! The JSON object of `kibitzer compare --json`: `fen`, `side_to_move`, `judged_by` (the
//! judge's name: `kibitzer` or the external engine's), `best` and
//! `candidates`, each line with `move` (SAN), `score` (as `analyse --json`), `pv` (SAN) and
//! `leaf_fen` and `ledger` (captures and balance, the line finished to a quiet end); each
//! candidate also with its loss, judgement, refutation and summary (null for a move that is not
//! at least an inaccuracy), fall and difference, and `motifs`: the tactical motifs the move
//! allows, hangs or misses ([`motifs_json`]).

use serde_json::{Map, Value, json};
use shakmaty::fen::Fen;
use shakmaty::{Chess, EnPassantMode, Position};

use super::compare_command::judgement_word;
use kibitzer::compare::{Candidate, Comparison, Cost, Ledger, LineEnd, ManChange, Relation};
use kibitzer::eval::role_name;
use kibitzer::format::{pv_san, san, score_json};
use std::fmt::Write as _;

/// The whole comparison as one object.
pub fn comparison_json(c: &Comparison) -> Value {
    json!({
        "fen": fen(&c.root),
        "side_to_move": c.root.turn().fold_wb("white", "black"),
        "judged_by": c.judged_by,
        "best": line_json(&c.root, &c.best, &Ledger::settled(&c.root, &c.best.pv)),
        "candidates": c.candidates.iter().map(|k| candidate_json(&c.root, k)).collect::<Vec<_>>(),
    })
}

fn fen(pos: &Chess) -> String {
    Fen::from_position(pos, EnPassantMode::Legal).to_string()
}

fn line_json(root: &Chess, line: &LineEnd, ledger: &Ledger) -> Value {
    json!({
        "move": san(root, line.first),
        "score": score_json(line.score),
        "pv": pv_san(root, &line.pv),
        "leaf_fen": fen(&line.leaf),
        "nodes": line.nodes,
        "ledger": ledger_json(root, ledger),
    })
}

/// The ledger: `units`, `root_balance`, `balance` after each ply, `settled` (the moves that
/// finish an exchange, SAN), `quiet_fen`, and `captures` with `ply`, `move`, `capturer`
/// {`role`, `colour`, `from`}, `captured` {`role`, `colour`}, `square`, `en_passant`,
/// `promotion` and `balance`.
fn ledger_json(root: &Chess, ledger: &Ledger) -> Value {
    let colour = |c: shakmaty::Color| c.fold_wb("white", "black");
    let mut end = root.clone();
    for &m in &ledger.moves()[..ledger.searched()] {
        end.play_unchecked(m);
    }
    let captures: Vec<Value> = ledger
        .captures()
        .iter()
        .map(|c| {
            json!({
                "ply": c.ply,
                "move": c.san.to_string(),
                "capturer": {
                    "role": role_name(c.capturer.role),
                    "colour": colour(c.capturer.color),
                    "from": c.capturer.from.to_string(),
                },
                "captured": {
                    "role": role_name(c.captured.role),
                    "colour": colour(c.captured.color),
                },
                "square": c.square.to_string(),
                "en_passant": c.en_passant,
                "promotion": c.promotion.map(role_name),
                "balance": c.balance,
            })
        })
        .collect();
    json!({
        "units": "pawns (1/3/3/5/9), side to move at the root",
        "root_balance": ledger.root_balance(),
        "balance": ledger.balance(),
        "settled": pv_san(&end, ledger.extension()),
        "quiet_fen": fen(ledger.end()),
        "captures": captures,
    })
}

fn candidate_json(root: &Chess, c: &Candidate) -> Value {
    let mut v = line_json(root, &c.line, &c.ledger);
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
    v["judgement"] = json!(c.judgement.map(judgement_word));
    v["motifs"] = motifs_json(c);
    v["summary"] = if c.judgement.is_some() {
        json!(c.summary.to_string())
    } else {
        Value::Null
    };
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

/// The motifs of a candidate's summary: `name`, `key` (Lichess's theme key), `ply` (from the
/// root, 0 being the first move), `side` (the colour that makes it), `relation` (`"allows"`,
/// also for a man the move hangs, or `"misses"`), `men` (`role`, `colour`, `square`: the man
/// that does it, the men it is done to, the others involved), `squares` and `text` (as the
/// summary says it). Empty for a move that is not at least an inaccuracy.
fn motifs_json(c: &Candidate) -> Value {
    let colour = |c: shakmaty::Color| c.fold_wb("white", "black");
    c.summary
        .motifs
        .iter()
        .map(|t| {
            let m = &t.motif;
            json!({
                "name": m.theme.name(),
                "key": m.theme.key(),
                "ply": m.ply,
                "side": colour(m.side),
                "relation": t.relation.word(),
                "men": m.men().iter().map(|man| json!({
                    "role": role_name(man.role),
                    "colour": colour(man.color),
                    "square": man.square.to_string(),
                })).collect::<Vec<_>>(),
                "squares": m.squares.iter().map(ToString::to_string).collect::<Vec<_>>(),
                "text": t.to_string(),
            })
        })
        .collect()
}

/// The text form's `motifs` lines: one per motif of the summary, with its Lichess key.
pub(super) fn write_motifs(out: &mut String, c: &Candidate) {
    if c.judgement.is_none() {
        return;
    }
    if c.summary.motifs.is_empty() {
        let _ = writeln!(out, "  motifs      none");
    }
    for (i, t) in c.summary.motifs.iter().enumerate() {
        let label = if i == 0 { "motifs" } else { "" };
        let who = match t.relation {
            Relation::Allows => "its line",
            Relation::Misses => "the best line",
        };
        let _ = writeln!(
            out,
            "  {label:<10}  {t} [{}, in {who}]",
            t.motif.theme.key()
        );
    }
}
