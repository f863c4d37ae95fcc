//! The Engines pane: the external engines' opinions below kibitzer's own Lines. Each engine
//! has its own evaluation bar (never one bar mixing engines). With room, an engine shows a
//! header (name, depth, score from White's view, nodes/s, WDL and tablebase hits when the
//! engine sends them, hits only when there are some), its bar and its lines in SAN; in a short terminal one row per engine
//! (name, depth, score, bar, best line). A fault or "off" shows in the engine's place, and a
//! disagreement with kibitzer's best move is marked `≠ NAME prefers MOVE`, in a shorter form
//! (down to `≠ MOVE`) when the pane is too narrow for it.

use std::fmt::Write as _;

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Paragraph, Widget};
use shakmaty::san::SanPlus;

use crate::engines::external::{EngineState, EngineView};
use crate::model::app::{App, Pane};
use crate::panes::layout::{Panes, panes};
use crate::panes::lines_view::{eval_bar, flip_bound, score_label};
use crate::theme::Theme;
use kibitzer::engine::Wdl;
use kibitzer::format::human;

/// The shortest terminal in which each engine gets a header, a bar and its lines; shorter
/// ones get one row per engine.
pub const ROOMY_HEIGHT: u16 = 40;

/// Width of an engine's bar in a one-row entry.
const ROW_BAR: usize = 10;

/// The rows the pane wants in a terminal `height` rows high: none without engines.
pub fn wanted_rows(app: &App, height: u16) -> u16 {
    if app.engines.is_empty() {
        return 0;
    }
    let roomy = height >= ROOMY_HEIGHT;
    let rows: usize = (0..app.engines.len())
        .map(|i| {
            let engine = &app.engines[i];
            let mark = usize::from(app.disagreement(i).is_some());
            if !roomy {
                1
            } else if engine.state_text().is_some() {
                2
            } else {
                2 + engine.multipv + mark + usize::from(engine.warning.is_some())
            }
        })
        .sum();
    rows as u16 + 2
}

/// The panes of `app` in `area`, with the rows the Engines pane wants (see
/// [`Panes::with_engines`]); none when the terminal is too small.
pub fn screen_panes(app: &App, area: Rect) -> Option<Panes> {
    panes(area, app.settings.multipv, app.settings.board_size)
        .map(|p| p.with_engines(wanted_rows(app, area.height)))
}

/// Draws the external engines of `app` into `area`.
pub fn draw(app: &App, theme: Theme, area: Rect, buf: &mut Buffer) {
    let block = Block::bordered()
        .title(crate::panes::title::fitted(
            " Engines (second opinions, White's view) ",
            area.width,
        ))
        .border_style(theme.border(app.focus == Pane::Engines));
    let roomy = wanted_rows(app, ROOMY_HEIGHT) <= area.height;
    let mut lines = Vec::new();
    for (i, engine) in app.engines.iter().enumerate() {
        let selected = app.focus == Pane::Engines && app.selection(Pane::Engines) == i;
        let entry = if roomy {
            roomy_entry(
                app,
                i,
                engine,
                theme,
                usize::from(area.width.saturating_sub(2)),
            )
        } else {
            vec![row_entry(
                app,
                i,
                engine,
                theme,
                usize::from(area.width.saturating_sub(2)),
            )]
        };
        for (row, mut line) in entry.into_iter().enumerate() {
            if selected && row == 0 {
                line = line.style(theme.cursor());
            }
            lines.push(line);
        }
    }
    if lines.is_empty() {
        lines.push(Line::styled(
            "no external engine: kibitzer --engine PATH, or :engine add PATH",
            theme.dim(),
        ));
    }
    Paragraph::new(lines).block(block).render(area, buf);
}

/// What an engine without lines is doing: nothing when the position has no moves or the
/// analysis is off, else searching.
fn waiting(app: &App) -> &'static str {
    use shakmaty::Position as _;
    if app
        .analysed_position()
        .is_some_and(|p| p.legal_moves().is_empty())
    {
        "no legal moves"
    } else if app.analysing {
        "searching…"
    } else {
        "analysis is off"
    }
}

/// One engine in one row of `width` columns: name, depth, score, bar, and its best line (or
/// its state). A disagreement takes the longest form that fits (`≠ d4 (w: why?)`,
/// `≠ d4 (w)`, `≠ d4`), without the bar if even the shortest would be cut.
fn row_entry(
    app: &App,
    index: usize,
    engine: &EngineView,
    theme: Theme,
    width: usize,
) -> Line<'static> {
    let mut spans = vec![Span::styled(
        format!("{} ", engine.spec.name),
        theme.heading(),
    )];
    if let Some(state) = engine.state_text() {
        spans.push(Span::styled(state, state_style(engine, theme)));
        return Line::from(spans);
    }
    let Some(first) = engine.lines.first() else {
        spans.push(Span::styled(waiting(app), theme.dim()));
        return Line::from(spans);
    };
    let turn = app.analysed_turn();
    let score = first.score.for_white(turn);
    let label = format!(
        "d{} {} ",
        first.depth,
        score_label(score, flip_bound(first.bound, turn.is_black())),
    );
    let bar = format!("{} ", eval_bar(Some(score), ROW_BAR));
    let used = engine.spec.name.chars().count() + 1 + label.chars().count();
    match app.disagreement(index).zip(app.analysed_position()) {
        _ if engine.warning.is_some() => {
            spans.push(Span::raw(label + &bar));
            spans.push(Span::styled(
                engine.warning.clone().unwrap_or_default(),
                theme.error(),
            ));
        }
        Some((theirs, pos)) => {
            let san = SanPlus::from_move(pos, theirs);
            let forms = [
                format!("≠ {san} (w: why?)"),
                format!("≠ {san} (w)"),
                format!("≠ {san}"),
            ];
            let with_bar = width.saturating_sub(used + bar.chars().count());
            let (bar, text) = match fitting(&forms, with_bar) {
                Some(text) => (bar, text),
                None => (
                    String::new(),
                    longest_fitting(&forms, width.saturating_sub(used)),
                ),
            };
            spans.push(Span::raw(label + &bar));
            spans.push(Span::styled(text, theme.error()));
        }
        None => {
            spans.push(Span::raw(label + &bar));
            spans.push(Span::raw(
                engine.line_sans.first().cloned().unwrap_or_default(),
            ));
        }
    }
    Line::from(spans)
}

/// The first (longest) of `forms` that fits in `room` columns.
fn fitting(forms: &[String], room: usize) -> Option<String> {
    forms.iter().find(|f| f.chars().count() <= room).cloned()
}

/// The first of `forms` that fits in `room` columns, else the last (the pane cuts it).
fn longest_fitting(forms: &[String], room: usize) -> String {
    fitting(forms, room)
        .or_else(|| forms.last().cloned())
        .unwrap_or_default()
}

/// One engine with room: header, bar, lines and the disagreement mark.
fn roomy_entry(
    app: &App,
    index: usize,
    engine: &EngineView,
    theme: Theme,
    width: usize,
) -> Vec<Line<'static>> {
    let header = header(app, engine);
    let mut out = Vec::new();
    if let Some(state) = engine.state_text() {
        out.push(Line::styled(header, theme.heading()));
        out.push(Line::styled(state, state_style(engine, theme)));
        return out;
    }
    let turn = app.analysed_turn();
    let white = engine.lines.first().map(|l| l.score.for_white(turn));
    out.push(Line::styled(header, theme.heading()));
    let label = white.map_or_else(|| waiting(app).to_owned(), |s| s.to_string());
    let bar = width.saturating_sub(label.chars().count() + 1).min(40);
    out.push(Line::raw(format!("{} {label}", eval_bar(white, bar))));
    for (line, san) in engine.lines.iter().zip(&engine.line_sans) {
        let score = line.score.for_white(turn);
        out.push(Line::styled(
            format!(
                "{} d{} {:>7} {san}",
                line.multipv,
                line.depth,
                score_label(score, flip_bound(line.bound, turn.is_black())),
            ),
            theme.signed(i64::from(score.centipawns())),
        ));
    }
    if let Some(forms) = disagreement_forms(app, index) {
        out.push(Line::styled(longest_fitting(&forms, width), theme.error()));
    }
    if let Some(warning) = &engine.warning {
        out.push(Line::styled(warning.clone(), theme.error()));
    }
    out
}

/// `stockfish (Stockfish 16) d24 +0.48 2540.0k/s`: the name (and the name the engine
/// gave), then once it has a line its depth, score and speed.
fn header(app: &App, engine: &EngineView) -> String {
    let mut header = engine.spec.name.clone();
    if let EngineState::Ready(name) = &engine.state
        && !name.eq_ignore_ascii_case(&engine.spec.name)
    {
        let _ = write!(header, " ({name})");
    }
    if let (Some(first), None) = (engine.lines.first(), engine.state_text()) {
        let turn = app.analysed_turn();
        let score = first.score.for_white(turn);
        let _ = write!(
            header,
            " d{} {} {}/s",
            first.depth,
            score_label(score, flip_bound(first.bound, turn.is_black())),
            human(engine.nps)
        );
        if let Some(wdl) = first.wdl {
            let _ = write!(header, " {}", wdl_text(wdl, turn.is_black()));
        }
        if let Some(hits) = first.tbhits.filter(|&hits| hits > 0) {
            let _ = write!(header, " tbhits {}", human(hits));
        }
    }
    header
}

/// `W 45% D 40% L 15%`: the engine's chances per mille (side to move's) as White's
/// percentages, rounded.
pub fn wdl_text(wdl: Wdl, black_to_move: bool) -> String {
    let white = if black_to_move { wdl.flipped() } else { wdl };
    let percent = |per_mille: u32| (per_mille + 5) / 10;
    format!(
        "W {}% D {}% L {}%",
        percent(white.win),
        percent(white.draw),
        percent(white.loss)
    )
}

/// `≠ stockfish prefers Nf3 (w: why?)` when engine `index` and kibitzer disagree,
/// then shorter forms of it for narrower panes, down to `≠ Nf3`.
fn disagreement_forms(app: &App, index: usize) -> Option<[String; 5]> {
    let theirs = app.disagreement(index)?;
    let pos = app.analysed_position()?;
    let san = SanPlus::from_move(pos, theirs);
    let name = &app.engines.get(index)?.spec.name;
    Some([
        format!("≠ {name} prefers {san} (w: why?)"),
        format!("≠ {name} prefers {san} (w)"),
        format!("≠ {name} prefers {san}"),
        format!("≠ {san} (w: why?)"),
        format!("≠ {san}"),
    ])
}

fn state_style(engine: &EngineView, theme: Theme) -> ratatui::style::Style {
    match engine.state {
        EngineState::Fault(_) => theme.error(),
        _ => theme.dim(),
    }
}

#[cfg(test)]
mod tests {
    use super::wdl_text;
    use kibitzer::engine::Wdl;

    #[test]
    fn wdl_reads_from_whites_side_in_rounded_percentages() {
        let wdl = Wdl {
            win: 446,
            draw: 404,
            loss: 150,
        };
        assert_eq!(wdl_text(wdl, false), "W 45% D 40% L 15%");
        assert_eq!(wdl_text(wdl, true), "W 15% D 40% L 45%");
    }
}
