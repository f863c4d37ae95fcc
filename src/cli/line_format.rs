//! How search results read on the command line: SAN variations, scores as `+0.32` /
//! `mate 3`, UCI-style JSON scores, and human-sized numbers.

use serde_json::{Value, json};
use shakmaty::san::SanPlus;
use shakmaty::{Chess, Move};

use crate::score::Score;
use crate::search::{Bound, Counters, Line};

/// The moves of `pv` from `pos` in SAN (with check marks).
pub fn pv_san(pos: &Chess, pv: &[Move]) -> Vec<String> {
    let mut pos = pos.clone();
    let mut out = Vec::with_capacity(pv.len());
    for &m in pv {
        out.push(SanPlus::from_move_and_play_unchecked(&mut pos, m).to_string());
    }
    out
}

/// `+0.32`, or `mate 3` / `mate -2`, with ` (lower)` / ` (upper)` for bounds.
pub fn score_text(score: Score, bound: Bound) -> String {
    let value = match score.mate_moves() {
        Some(n) => format!("mate {n}"),
        None => score.to_string(),
    };
    match bound {
        Bound::Exact => value,
        Bound::Lower => format!("{value} (lower)"),
        Bound::Upper => format!("{value} (upper)"),
    }
}

/// `{"cp": n}` or `{"mate": n}`, from the side to move (as UCI does).
pub fn score_json(score: Score) -> Value {
    match score.mate_moves() {
        Some(n) => json!({ "mate": n }),
        None => json!({ "cp": score.centipawns() }),
    }
}

/// `950`, `12.3k`, `4.56M`.
pub fn human(n: u64) -> String {
    if n < 10_000 {
        n.to_string()
    } else if n < 10_000_000 {
        format!("{:.1}k", n as f64 / 1e3)
    } else {
        format!("{:.2}M", n as f64 / 1e6)
    }
}

/// One text line of `analyse`.
pub fn line_text(pos: &Chess, line: &Line, multipv: bool) -> String {
    let prefix = if multipv {
        format!("[{}] ", line.multipv)
    } else {
        String::new()
    };
    format!(
        "{prefix}depth {:>2}/{:<2}  score {:<16} nodes {:>8}  nps {:>7}  time {:>7.3}s  pv {}",
        line.depth,
        line.seldepth,
        score_text(line.score, line.bound),
        human(line.nodes),
        human(line.nps()),
        line.elapsed.as_secs_f64(),
        pv_san(pos, &line.pv).join(" ")
    )
}

/// One JSON object of `analyse --json`.
pub fn line_json(pos: &Chess, line: &Line) -> Value {
    let mut v = json!({
        "depth": line.depth,
        "seldepth": line.seldepth,
        "multipv": line.multipv,
        "score": score_json(line.score),
        "nodes": line.nodes,
        "nps": line.nps(),
        "time_ms": line.elapsed.as_millis() as u64,
        "hashfull": line.hashfull,
        "pv": pv_san(pos, &line.pv),
    });
    if line.bound != Bound::Exact {
        v["bound"] = json!(line.bound);
    }
    v
}

/// The search's counters as one readable line.
pub fn counters_text(c: &Counters) -> String {
    format!(
        "nodes {} (quiescence {}), evaluations {} (cached {}), table hits {}/{} probes, \
         cutoffs {} (table {}, first move {}), \
         guard pruned {}, reduced {} (re-searched {}), late reduced {} (re-searched {}), \
         null-move cutoffs {}, mate threats {}, static null cutoffs {}, futility pruned {}, \
         late move pruned {}, delta pruned {}, \
         exchange pruned {}, quiet checks {}, extensions check {} hung {}, \
         PVS re-searches {}, aspiration failures {}",
        c.nodes,
        c.qnodes,
        c.evaluations,
        c.eval_cache_hits,
        c.tt_hits,
        c.tt_probes,
        c.beta_cutoffs,
        c.tt_cutoffs,
        c.first_move_cutoffs,
        c.guard_pruned,
        c.guard_reduced,
        c.guard_researched,
        c.late_reduced,
        c.late_researched,
        c.null_move_cutoffs,
        c.mate_threats,
        c.static_null_cutoffs,
        c.futility_pruned,
        c.late_move_pruned,
        c.delta_pruned,
        c.see_pruned,
        c.quiet_checks,
        c.check_extensions,
        c.hung_extensions,
        c.pvs_researches,
        c.aspiration_failures
    )
}

/// The SAN of one move.
pub fn san(pos: &Chess, m: Move) -> String {
    SanPlus::from_move(pos.clone(), m).to_string()
}

#[cfg(test)]
mod tests {
    use super::{human, score_text};
    use crate::score::Score;
    use crate::search::Bound;

    #[test]
    fn formats_scores_and_numbers() {
        assert_eq!(score_text(Score::cp(32), Bound::Exact), "+0.32");
        assert_eq!(score_text(Score::mate_in_plies(5), Bound::Exact), "mate 3");
        assert_eq!(
            score_text(Score::mated_in_plies(2), Bound::Lower),
            "mate -1 (lower)"
        );
        assert_eq!(human(950), "950");
        assert_eq!(human(12_345), "12.3k");
        assert_eq!(human(4_560_000), "4560.0k");
        assert_eq!(human(45_600_000), "45.60M");
    }
}
