//! The Stanback breakdown as the table of `kibitzer eval` and the UCI `eval`, in the spirit of
//! Stockfish's `eval`: rows by piece kind, White / Black / Total columns, White's point of
//! view, and the per-man list on request.

use std::fmt::Write as _;

use shakmaty::fen::Fen;
use shakmaty::{Chess, Color, EnPassantMode, Position};

use crate::History;
use crate::eval::{Breakdown, Row, SideValues};

/// The FEN of `pos` as printed.
pub fn fen_of(pos: &Chess) -> String {
    Fen::from_position(pos, EnPassantMode::Legal).to_string()
}

fn color_name(color: Color) -> &'static str {
    color.fold_wb("White", "Black")
}

fn yes_no(flags: shakmaty::ByColor<bool>) -> String {
    let word = |b: bool| if b { "yes" } else { "no" };
    format!("White {}, Black {}", word(flags.white), word(flags.black))
}

/// The text table (and the per-man list when `men`).
pub fn eval_table(pos: &Chess, history: History, b: &Breakdown, men: bool) -> String {
    let mut out = String::new();
    let turn = pos.turn();
    let _ = writeln!(out, "Stanback evaluation (GNU Chess, December 1987)");
    let _ = writeln!(out, "FEN       {}", fen_of(pos));
    let _ = writeln!(
        out,
        "To move   {}    Stage {}/10",
        color_name(turn),
        b.stage()
    );
    let _ = writeln!(
        out,
        "Castled   {}    King moved {}",
        yes_no(history.castled),
        yes_no(history.king_moved)
    );
    let _ = writeln!(out, "Developed {}", yes_no(history.developed));
    let _ = writeln!(out);
    write_rows(&mut out, b);
    let _ = writeln!(out);
    let _ = writeln!(
        out,
        "Evaluation  {:>+6} cp (White's point of view)",
        b.white_score()
    );
    let _ = writeln!(
        out,
        "            {:>+6} cp for the side to move ({})",
        b.score().centipawns(),
        color_name(turn)
    );
    if men {
        write_men(&mut out, b);
    }
    out
}

/// The boxed table of rows, the totals and the hung counts.
fn write_rows(out: &mut String, b: &Breakdown) {
    write_row_table(out, &b.by_row(), b.by_side());
    let hung = b.hung();
    let _ = writeln!(
        out,
        "Centipawns; each side's column from its own point of view, Total = White - Black."
    );
    let _ = writeln!(
        out,
        "Hung count: White {}, Black {} (more than one costs 10).",
        hung.white, hung.black
    );
    if b.lone_king() {
        let _ = writeln!(out, "Lone-king routine: it replaces every other term.");
    }
}

/// The boxed table of `rows` (group headings with their sums, then the rows) and `total`.
pub fn write_row_table(out: &mut String, rows: &[(Row, SideValues)], total: SideValues) {
    let rule = "+---------------------------+---------+---------+---------+";
    let _ = writeln!(out, "{rule}");
    let _ = writeln!(
        out,
        "| {:<25} | {:>7} | {:>7} | {:>7} |",
        "Term", "White", "Black", "Total"
    );
    let _ = writeln!(out, "{rule}");
    let mut last_group = None;
    for (row, values) in rows {
        if let Some(group) = row.group() {
            if last_group != Some(group) {
                let (w, bl) = rows
                    .iter()
                    .filter(|(r, _)| r.group() == Some(group))
                    .fold((0, 0), |(w, bl), (_, v)| (w + v.white, bl + v.black));
                let _ = writeln!(out, "| {group:<25} | {w:>7} | {bl:>7} | {:>7} |", w - bl);
            }
            let label = format!("  {}", row.label());
            let _ = writeln!(
                out,
                "| {label:<25} | {:>7} | {:>7} | {:>7} |",
                values.white,
                values.black,
                values.net()
            );
        } else {
            let _ = writeln!(
                out,
                "| {:<25} | {:>7} | {:>7} | {:>7} |",
                row.label(),
                values.white,
                values.black,
                values.net()
            );
        }
        last_group = row.group();
    }
    let _ = writeln!(out, "{rule}");
    let _ = writeln!(
        out,
        "| {:<25} | {:>7} | {:>7} | {:>7} |",
        "Total",
        total.white,
        total.black,
        total.net()
    );
    let _ = writeln!(out, "{rule}");
}

/// The per-man list.
fn write_men(out: &mut String, b: &Breakdown) {
    let _ = writeln!(out);
    let _ = writeln!(
        out,
        "Men (value = sum of its sub-terms, from its owner's point of view):"
    );
    for m in b.men() {
        let letter = m.man.role.upper_char();
        let mut line = format!(
            "  {}{}{} {:>5}",
            m.man.color.fold_wb('w', 'b'),
            letter,
            m.man.square,
            m.value
        );
        let terms: Vec<String> = m.terms.iter().map(|(t, v)| format!("{t} {v:+}")).collect();
        if !terms.is_empty() {
            let _ = write!(line, "  {}", terms.join(", "));
        }
        let _ = writeln!(out, "{line}");
    }
}
