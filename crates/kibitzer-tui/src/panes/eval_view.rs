//! The evaluation pane: the Stanback breakdown by row (as `kibitzer eval` prints it) for the
//! position, the end of the first line, or the difference between them, and a total row that
//! gives the first line's search score beside the static total (both in centipawns, White's
//! point of view), so that the terms can be matched against the number in Lines.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::Line;
use ratatui::widgets::Block;

use crate::model::app::{App, EvalView, Pane};
use crate::theme::Theme;
use kibitzer::eval::{Breakdown, Row};

fn rows(b: &Breakdown) -> Vec<(Row, i32, i32)> {
    b.by_row()
        .into_iter()
        .map(|(r, v)| (r, v.white, v.black))
        .collect()
}

/// The sums of `rows`, labelled with the first line's search score (White's view, centipawns)
/// unless the view is the difference.
fn total_row(app: &App, theme: Theme, rows: &[(Row, i32, i32)], width: usize) -> Line<'static> {
    let (white, black) = rows
        .iter()
        .fold((0, 0), |(w, b), (_, rw, rb)| (w + rw, b + rb));
    let search = app
        .white_score()
        .zip(app.analysis.lines.first())
        .filter(|_| app.eval_view != EvalView::Difference);
    let label = match search {
        Some((score, line)) => {
            let score = if score.is_mate() {
                score.to_string()
            } else {
                format!("{:+}", score.centipawns())
            };
            // The search score matters more than the word "total" in a narrow pane.
            [
                format!("total; search {score} d{}", line.depth),
                format!("search {score} d{}", line.depth),
                format!("search {score}"),
            ]
            .into_iter()
            .find(|l| l.chars().count() < width)
            .unwrap_or(score)
        }
        None => "total".to_owned(),
    };
    Line::styled(
        format!(
            "{}{white:>6}{black:>6}{:>6}",
            label_cell(&label, width),
            white - black
        ),
        theme.heading(),
    )
}

/// `label` cut or padded to `width` columns, a `…` marking a cut.
fn label_cell(label: &str, width: usize) -> String {
    let count = label.chars().count();
    if count < width {
        return format!("{label:<width$}");
    }
    let mut cell: String = label.chars().take(width.saturating_sub(2)).collect();
    cell.push_str("… ");
    cell
}

/// Draws the evaluation of `app` into `area`.
/// ` Evaluation: position, stage 3/10, in the tables (e) `.
fn title(app: &App, name: &str) -> String {
    let stage = app
        .analysis
        .root
        .as_ref()
        .map_or(String::new(), |b| format!(", stage {}/10", b.stage()));
    let tables = crate::position_notes::evaluation_title_note(app);
    format!(" Evaluation: {name}{stage}{tables} (e) ")
}

pub fn draw(app: &App, theme: Theme, area: Rect, buf: &mut Buffer) {
    let (name, data) = match app.eval_view {
        EvalView::Position => ("position", app.position_breakdown().map(rows)),
        EvalView::Leaf => ("end of line 1", app.analysis.leaf.as_deref().map(rows)),
        EvalView::Difference => (
            "line end minus position",
            app.analysis
                .root
                .as_deref()
                .zip(app.analysis.leaf.as_deref())
                .map(|(r, l)| {
                    rows(l)
                        .into_iter()
                        .zip(rows(r))
                        .map(|((row, lw, lb), (_, rw, rb))| (row, lw - rw, lb - rb))
                        .collect()
                }),
        ),
    };
    let block = Block::bordered()
        .title(crate::panes::title::fitted(&title(app, name), area.width))
        .border_style(theme.border(app.focus == Pane::Evaluation));
    // The labels give way in a narrow pane so that the numbers, W-B first of all, show.
    let width = usize::from(area.width.saturating_sub(2))
        .saturating_sub(18)
        .clamp(8, 30);
    let mut lines = vec![Line::styled(
        format!(
            "{}{:>6}{:>6}{:>6}",
            label_cell("term (cp)", width),
            "White",
            "Black",
            "W-B"
        ),
        theme.heading(),
    )];
    match data {
        None => lines.push(Line::styled("waiting for the search…", theme.dim())),
        Some(rows) => {
            // The header and the total row stay; the rows scroll between them.
            let visible = usize::from(area.height.saturating_sub(4));
            let selected = app
                .selection(Pane::Evaluation)
                .min(rows.len().saturating_sub(1));
            let first = selected.saturating_sub(visible.saturating_sub(1));
            for (i, (row, white, black)) in rows.iter().enumerate().skip(first).take(visible) {
                let label = match row.group() {
                    Some(group) => format!("{group}: {}", row.label()),
                    None => row.label().to_owned(),
                };
                let text = format!(
                    "{}{white:>6}{black:>6}{:>6}",
                    label_cell(&label, width),
                    white - black
                );
                let style = if app.focus == Pane::Evaluation && i == selected {
                    theme.cursor()
                } else {
                    theme.signed(i64::from(white - black))
                };
                lines.push(Line::styled(text, style));
            }
            lines.push(total_row(app, theme, &rows, width));
        }
    }
    let room = usize::from(area.height.saturating_sub(2)).saturating_sub(lines.len());
    if room >= 3 && app.eval_view != EvalView::Difference {
        let shown = if app.eval_view == EvalView::Position {
            app.position_breakdown()
        } else {
            app.analysis.leaf.as_deref()
        };
        if let Some(b) = shown {
            lines.push(Line::raw(""));
            lines.push(Line::styled(
                "men (value, own point of view)",
                theme.heading(),
            ));
            let width = usize::from(area.width.saturating_sub(2));
            let mut row = String::new();
            for m in b.men() {
                let color = if m.man.color.is_white() { 'w' } else { 'b' };
                let cell = format!(
                    "{color}{}{} {:<4} ",
                    m.man.role.upper_char(),
                    m.man.square,
                    m.value
                );
                if row.len() + cell.len() > width {
                    lines.push(Line::raw(std::mem::take(&mut row)));
                }
                row.push_str(&cell);
            }
            lines.push(Line::raw(row));
        }
    }
    crate::panes::text_rows::draw_in(block, &lines, area, buf);
}
