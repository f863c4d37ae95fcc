//! The Compare pane (`w`): the best line and the compared move's line side by side with move
//! numbers, each score with the engine that produced it (the comparison's judge, and for a
//! second opinion the other engine's own score of its move), the loss in centipawns and
//! winning chances, the refutation and where the line falls behind, the summary, and the table:
//! the motifs the move allows or misses (name, the move that makes it and its ply, the men and
//! squares), then the difference (evaluation rows: best leaf, candidate leaf, difference; then
//! the men that changed) with the selected row kept in sight.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Paragraph, Widget};
use shakmaty::san::SanPlus;
use shakmaty::{Chess, Move, Position};

use crate::compare::state::{CompareRow, CompareView, WalkedLine};
use crate::theme::Theme;
use kibitzer::compare::{Candidate, Comparison, KIBITZER, MARGIN, Tactic};
use kibitzer::eval::role_name;

/// The moves of `pv` from `root` with move numbers: `12...Nc5 13.Bb5 a6`.
pub fn numbered_line(root: &Chess, pv: &[Move]) -> Vec<String> {
    let mut pos = root.clone();
    let mut words = Vec::with_capacity(pv.len());
    for (i, &m) in pv.iter().enumerate() {
        let number = pos.fullmoves();
        let white = pos.turn().is_white();
        let san = SanPlus::from_move_and_play_unchecked(&mut pos, m);
        words.push(match (white, i) {
            (true, _) => format!("{number}.{san}"),
            (false, 0) => format!("{number}...{san}"),
            (false, _) => san.to_string(),
        });
    }
    words
}

/// `words` wrapped to `width` columns, at most `rows` rows (the last ends in `...` if cut).
fn wrapped(words: &[String], width: usize, rows: usize) -> Vec<String> {
    let mut out: Vec<String> = vec![String::new()];
    for word in words {
        let last = out.last_mut().map_or(0, |l| l.chars().count());
        if last > 0 && last + 1 + word.chars().count() > width {
            out.push(String::new());
        }
        if let Some(line) = out.last_mut() {
            if !line.is_empty() {
                line.push(' ');
            }
            line.push_str(word);
        }
    }
    if out.len() > rows {
        out.truncate(rows);
        if let Some(line) = out.last_mut() {
            line.push_str(" ...");
        }
    }
    out
}

/// What the compared line is called: `played`, or the engine's name for a second opinion.
fn candidate_word(view: &CompareView) -> &str {
    view.second_opinion
        .as_ref()
        .map_or("played", |s| s.engine.as_str())
}

/// What the compared move's score is headed: `played`, or the move (`4.d4`) for a second
/// opinion, whose score there is the judge's, not the other engine's.
fn score_word(view: &CompareView) -> &str {
    if view.second_opinion.is_some() {
        &view.label
    } else {
        "played"
    }
}

/// What a second opinion says, above the comparison: the engine's own score of its move, and
/// whose scores the comparison below has.
fn second_opinion_text(view: &CompareView) -> Option<String> {
    let opinion = view.second_opinion.as_ref()?;
    let judge = view.comparison().map(|c| c.judged_by.as_str());
    let below = match judge {
        Some(judge) if judge != KIBITZER => {
            format!("its reasons are its own; the scores below are {judge}'s.")
        }
        _ => "its reasons are its own; only kibitzer's side can be explained.".to_owned(),
    };
    Some(format!(
        "{} prefers {} ({opinion}): {below}",
        opinion.engine, view.label
    ))
}

/// Draws the Compare pane of `view` into `area`.
pub fn draw(view: &CompareView, theme: Theme, area: Rect, buf: &mut Buffer) {
    let walked = match view.walked {
        WalkedLine::Best => "best",
        WalkedLine::Candidate => candidate_word(view),
    };
    let title = match view.comparison() {
        Some(c) => format!(
            " Compare {}: board on {walked} line {}/{}, judged by {} ",
            view.label,
            view.ply,
            view.walked_moves().len(),
            c.judged_by
        ),
        None => format!(" Compare {} ", view.label),
    };
    let block = Block::bordered()
        .title(crate::panes::title::fitted(&title, area.width))
        .border_style(theme.border(true));
    let inner = block.inner(area);
    block.render(area, buf);
    let width = usize::from(inner.width);
    let mut lines: Vec<Line> = second_opinion_text(view)
        .map(|text| {
            let words: Vec<String> = text.split_whitespace().map(str::to_owned).collect();
            wrapped(&words, width, 3)
        })
        .unwrap_or_default()
        .into_iter()
        .map(|text| Line::styled(text, theme.heading()))
        .collect();
    let height = usize::from(inner.height).saturating_sub(lines.len());
    lines.extend(match (&view.result, view.comparison()) {
        (None, _) => vec![Line::styled("comparing with the best move...", theme.dim())],
        (Some(Err(e)), _) => vec![Line::styled(format!("cannot compare: {e}"), theme.error())],
        (_, Some(c)) => body(view, c, theme, width, height),
        (Some(Ok(_)), None) => Vec::new(),
    });
    Paragraph::new(lines).render(inner, buf);
}

/// Everything below the title for a comparison.
fn body(
    view: &CompareView,
    c: &Comparison,
    theme: Theme,
    width: usize,
    height: usize,
) -> Vec<Line<'static>> {
    let Some(candidate) = c.candidates.first() else {
        return Vec::new();
    };
    let mut out = Vec::new();
    let judge = &c.judged_by;
    if candidate.is_best {
        out.push(Line::raw(format!(
            "{} is the best move ({} by {judge}).",
            view.label, candidate.line.score
        )));
    }
    let column = width.saturating_sub(1) / 2;
    let line_rows = if height >= 30 { 4 } else { 2 };
    let best = wrapped(&numbered_line(&c.root, &c.best.pv), column, line_rows);
    let played = wrapped(
        &numbered_line(&c.root, &candidate.line.pv),
        column,
        line_rows,
    );
    out.push(Line::styled(
        format!(
            "{:<column$} {} {} ({judge})",
            format!("best {} ({judge})", c.best.score),
            score_word(view),
            candidate.line.score
        ),
        theme.dim(),
    ));
    for i in 0..best.len().max(played.len()) {
        let left = best.get(i).map_or("", String::as_str);
        let right = played.get(i).map_or("", String::as_str);
        out.push(Line::raw(format!("{left:<column$} {right}")));
    }
    out.extend(verdict(c, candidate, width));
    out.push(table_header(width, theme));
    let tactics = &candidate.summary.motifs;
    let rows = view.rows();
    let room = height.saturating_sub(out.len()).max(1);
    let first = view.selected.saturating_sub(room - 1);
    for (i, row) in rows.iter().enumerate().skip(first).take(room) {
        let text = row_text(row, tactics, width);
        let style = if i == view.selected {
            theme.cursor()
        } else {
            ratatui::style::Style::new()
        };
        out.push(Line::from(Span::styled(text, style)));
    }
    out
}

/// The loss, the refutation, where the line falls behind, and the summary.
fn verdict(c: &Comparison, candidate: &Candidate, width: usize) -> Vec<Line<'static>> {
    if candidate.is_best {
        return Vec::new();
    }
    let mut after = c.root.clone();
    after.play_unchecked(candidate.line.first);
    let refutation = match (candidate.judgement, candidate.refutation) {
        (None, _) => "none (less than an inaccuracy)".to_owned(),
        (Some(_), None) => "none".to_owned(),
        (Some(_), Some(m)) => SanPlus::from_move(after.clone(), m).to_string(),
    };
    let behind = candidate.fall.map_or_else(
        || format!("never behind by more than {MARGIN}"),
        |f| {
            format!(
                "behind from ply {} ({} {:+} vs {:+})",
                f.ply,
                f.measure.name(),
                f.best,
                f.candidate
            )
        },
    );
    let texts = [
        format!(
            "loss {}, {:.2} winning chances; refutation {refutation}",
            candidate.loss.cost, candidate.loss.winning_chances
        ),
        behind,
        if candidate.judgement.is_some() {
            format!("summary: {}", candidate.summary)
        } else {
            "summary: none (less than an inaccuracy)".to_owned()
        },
    ];
    // Wrapped here, so that the table below knows how many rows are left.
    texts
        .iter()
        .flat_map(|text| {
            let words: Vec<String> = text.split_whitespace().map(str::to_owned).collect();
            wrapped(&words, width, 3)
        })
        .map(Line::raw)
        .collect()
}

fn table_header(width: usize, theme: Theme) -> Line<'static> {
    let name = width.saturating_sub(21).max(8);
    Line::styled(
        format!(
            "{:<name$}{:>7}{:>7}{:>7}",
            "motif/term/man: best/played", "best", "played", "diff"
        ),
        theme.dim(),
    )
}

/// A motif's row: `allows fork: Nc2+ (ply 1) knight c2, king e1, rook a3` (then `squares`
/// and the squares that matter, if any), cut to `width`.
fn motif_text(tactic: &Tactic, width: usize) -> String {
    let m = &tactic.motif;
    let men: Vec<String> = m
        .men()
        .iter()
        .map(|man| format!("{} {}", role_name(man.role), man.square))
        .collect();
    let squares = if m.squares.is_empty() {
        String::new()
    } else {
        let squares: Vec<String> = m.squares.iter().map(ToString::to_string).collect();
        format!("; squares {}", squares.join(" "))
    };
    // A man the move hangs is named by the theme alone ("hanging piece: bxc5").
    let relation = if tactic.is_hung_man() {
        String::new()
    } else {
        format!("{} ", tactic.relation.word())
    };
    let text = format!(
        "{relation}{}: {} (ply {}) {}{squares}",
        m.theme.name(),
        m.san,
        m.ply,
        men.join(", ")
    );
    text.chars().take(width).collect()
}

/// One table row: a motif, an evaluation row's three numbers, or a man's squares and worth.
fn row_text(row: &CompareRow, tactics: &[Tactic], width: usize) -> String {
    let name = width.saturating_sub(21).max(8);
    match row {
        CompareRow::Motif(i) => tactics
            .get(*i)
            .map_or_else(String::new, |t| motif_text(t, width)),
        CompareRow::Term(term, best, played, diff) => {
            let label: String = term.label().chars().take(name - 1).collect();
            format!("{label:<name$}{best:>7}{played:>7}{diff:>+7}")
        }
        CompareRow::Man(man) => {
            // Where it ends in each line: a square, `x c5` if taken there, `-` if absent.
            let at = |p: Option<kibitzer::compare::Placed>| match (p, man.captured_on) {
                (Some(p), _) => p.square.to_string(),
                (None, Some(taken)) => format!("x{taken}"),
                (None, None) => "-".to_owned(),
            };
            let worth = |p: Option<kibitzer::compare::Placed>| p.map_or(0, |p| p.worth);
            let label = format!(
                "{} {} {} / {}",
                man.color.fold_wb("White", "Black"),
                role_name(man.role),
                at(man.best),
                at(man.candidate)
            );
            let label: String = label.chars().take(name - 1).collect();
            format!(
                "{label:<name$}{:>7}{:>7}{:>+7}",
                worth(man.best),
                worth(man.candidate),
                man.change
            )
        }
    }
}
