//! The test vectors of the spec's section 7 (`tests/data/stanback-vectors.txt` is a verbatim
//! copy of that block): every position, stage, Developed flag, hung count, HUNGX, material,
//! per-side piece sum, per-man value and every non-zero sub-term must agree exactly.

use std::collections::BTreeMap;

use kibitzer::{
    History, eval::Breakdown, eval::Term, eval::breakdown, eval::evaluate, game::parse_fen,
};
use shakmaty::{Color, Position};

const VECTORS: &str = include_str!("../data/stanback-vectors.txt");

/// One position of the vector file.
struct Vector {
    fen: String,
    castled: (bool, bool),
    stats: String,
    men: Vec<String>,
    score_line: String,
}

fn vectors() -> Vec<Vector> {
    let mut out: Vec<Vector> = Vec::new();
    for line in VECTORS.lines() {
        let trimmed = line.trim();
        if let Some(rest) = trimmed.strip_prefix("FEN: ") {
            let (fen, flags) = rest.split_once(" | ").expect("castled flags");
            let castled = flags.contains("(True, True)");
            let white = castled || flags.contains("(True, False)");
            let black = castled || flags.contains("(False, True)");
            out.push(Vector {
                fen: fen.to_owned(),
                castled: (white, black),
                stats: String::new(),
                men: Vec::new(),
                score_line: String::new(),
            });
        } else if trimmed.starts_with("stage") {
            trimmed.clone_into(&mut out.last_mut().unwrap().stats);
            if trimmed.contains("score for side to move") {
                trimmed.clone_into(&mut out.last_mut().unwrap().score_line);
            }
        } else if trimmed.starts_with("=>") {
            trimmed.clone_into(&mut out.last_mut().unwrap().score_line);
        } else if trimmed.starts_with('w') || trimmed.starts_with('b') {
            out.last_mut().unwrap().men.push(trimmed.to_owned());
        }
    }
    out
}

fn evaluate_vector(v: &Vector) -> (shakmaty::Chess, History, Breakdown) {
    let pos = parse_fen(&v.fen).unwrap();
    let mut history = History::from_board(pos.board());
    history.castled.white = v.castled.0;
    history.castled.black = v.castled.1;
    history.king_moved.white = false;
    history.king_moved.black = false;
    let b = breakdown(&pos, history);
    (pos, history, b)
}

/// The number after `key` in `text`, e.g. `number_after("w=97 b=104", "b=") == 104`.
fn number_after(text: &str, key: &str) -> i32 {
    let start = text.find(key).unwrap_or_else(|| panic!("{key} in {text}")) + key.len();
    let digits: String = text[start..]
        .chars()
        .take_while(|c| c.is_ascii_digit() || *c == '-')
        .collect();
    digits.parse().unwrap()
}

/// `[a, b]` after `key`.
fn pair_after(text: &str, key: &str) -> (String, String) {
    let start = text.find(key).unwrap() + key.len();
    let inner = &text[start + 1..start + text[start..].find(']').unwrap()];
    let (a, b) = inner.split_once(", ").unwrap();
    (a.trim().to_owned(), b.trim().to_owned())
}

#[test]
fn every_vector_scores_exactly() {
    let all = vectors();
    assert_eq!(all.len(), 6);
    for v in &all {
        let (pos, history, b) = evaluate_vector(v);
        let expected = number_after(&v.score_line, "= ");
        assert_eq!(b.score().centipawns(), expected, "{}", v.fen);
        assert_eq!(evaluate(&pos, history), b.score(), "{}", v.fen);
        assert_eq!(b.stage(), number_after(&v.stats, "stage "), "{}", v.fen);
    }
}

#[test]
fn every_vector_agrees_on_side_facts() {
    for v in vectors().iter().filter(|v| v.stats.contains("piece-sum")) {
        let (_, history, b) = evaluate_vector(v);
        let developed = pair_after(&v.stats, "Developed(w,b)=");
        assert_eq!(developed.0 == "True", history.developed.white, "{}", v.fen);
        assert_eq!(developed.1 == "True", history.developed.black, "{}", v.fen);
        let hung = pair_after(&v.stats, "hung(w,b)=");
        assert_eq!(hung.0.parse::<i32>().unwrap(), b.hung().white, "{}", v.fen);
        assert_eq!(hung.1.parse::<i32>().unwrap(), b.hung().black, "{}", v.fen);
        let hungx = pair_after(&v.stats, "HUNGX(w,b)=");
        let terms = b.by_term();
        let extra = terms.get(&Term::HungExtra).copied().unwrap_or_default();
        assert_eq!(hungx.0.parse::<i32>().unwrap(), extra.white, "{}", v.fen);
        assert_eq!(hungx.1.parse::<i32>().unwrap(), extra.black, "{}", v.fen);
        let material = terms[&Term::Material];
        assert_eq!(
            number_after(&v.stats, "material w="),
            material.white,
            "{}",
            v.fen
        );
        let sums = b.men().iter().fold((0, 0), |(w, bl), m| match m.man.color {
            Color::White => (w + m.value, bl),
            Color::Black => (w, bl + m.value),
        });
        assert_eq!(number_after(&v.stats, "piece-sum w="), sums.0, "{}", v.fen);
        let black_sum_key = format!("piece-sum w={} b=", sums.0);
        assert_eq!(number_after(&v.stats, &black_sum_key), sums.1, "{}", v.fen);
        let black_material_key = format!("material w={} b=", material.white);
        assert_eq!(
            number_after(&v.stats, &black_material_key),
            material.black,
            "{}",
            v.fen
        );
    }
}

#[test]
fn every_man_and_sub_term_agrees() {
    for v in vectors().iter().filter(|v| !v.men.is_empty()) {
        let (_, _, b) = evaluate_vector(v);
        assert_eq!(b.men().len(), v.men.len(), "{}: number of men", v.fen);
        for line in &v.men {
            let mut words = line.split_whitespace();
            let label = words.next().unwrap();
            let value: i32 = words.next().unwrap().parse().unwrap();
            let rest: Vec<&str> = words.collect();
            let expected: BTreeMap<String, i32> = rest
                .join(" ")
                .split(", ")
                .filter(|s| !s.is_empty())
                .map(|t| {
                    let (name, v) = t.rsplit_once(' ').unwrap();
                    (name.to_owned(), v.trim_start_matches('+').parse().unwrap())
                })
                .collect();
            let man = b
                .men()
                .iter()
                .find(|m| {
                    format!(
                        "{}{}{}",
                        m.man.color.fold_wb('w', 'b'),
                        m.man.role.upper_char(),
                        m.man.square
                    ) == label
                })
                .unwrap_or_else(|| panic!("{}: no man {label}", v.fen));
            let got: BTreeMap<String, i32> = man
                .terms
                .iter()
                .map(|(t, v)| (t.name().to_owned(), *v))
                .collect();
            assert_eq!(man.value, value, "{}: {label}", v.fen);
            assert_eq!(got, expected, "{}: {label}", v.fen);
        }
    }
}

#[test]
fn pawn_ending_with_the_fallback_moves_both_kings_and_keeps_the_total() {
    // The spec notes: with the 2.5 fallback both kings count as moved, each scores 3 less
    // (KMOVD = -3 at stage 10), and the total is unchanged.
    let pos = parse_fen("8/5pk1/6p1/3P4/8/6P1/5PK1/8 w - - 0 1").unwrap();
    let b = breakdown(&pos, History::from_board(pos.board()));
    assert_eq!(b.score().centipawns(), 165);
    let king = |c: Color| b.men().iter().find(|m| m.man.color == c).unwrap().value;
    assert_eq!(king(Color::White), 2 - 3);
    assert_eq!(king(Color::Black), 8 - 3);
}
