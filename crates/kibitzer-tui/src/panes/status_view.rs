//! The status bar (analysis state, limits, depth, speed, hash use, pruning counters, key
//! hints, messages) and, while it is open, the command line in its place.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Paragraph, Widget};

use crate::model::app::App;
use crate::theme::Theme;
use kibitzer::escaped::Escaped;
use kibitzer::format::human;

/// Draws the status bar or the command line.
pub fn draw(app: &App, theme: Theme, area: Rect, buf: &mut Buffer) {
    if let Some(line) = app.command_line() {
        let at = line
            .char_indices()
            .nth(line.cursor())
            .map_or(line.len(), |(at, _)| at);
        let (before, after) = line.split_at(at);
        let mut under = after.chars();
        let cursor = under
            .next()
            .map_or(" ".to_owned(), |c| Escaped(&c.to_string()).to_string());
        let mut spans = vec![
            Span::styled(":", theme.heading()),
            Span::raw(Escaped(before).to_string()),
            Span::styled(cursor, theme.cursor()),
            Span::raw(Escaped(under.as_str()).to_string()),
        ];
        if let Some((message, _)) = &app.status {
            // Completion candidates (or why there are none) after the text.
            spans.push(Span::styled(
                format!("   {}", Escaped(message)),
                theme.dim(),
            ));
        }
        Paragraph::new(Line::from(spans)).render(area, buf);
        return;
    }
    if let Some(choice) = app.promotion() {
        let mut spans = vec![Span::styled(
            format!(" promote {}{} to: ", choice.from, choice.to),
            theme.heading(),
        )];
        for (index, role) in crate::PROMOTION_PIECES.iter().enumerate() {
            let name = format!(" {} ", role.upper_char());
            let style = if index == choice.selected {
                theme.cursor()
            } else {
                ratatui::style::Style::new()
            };
            spans.push(Span::styled(name, style));
        }
        spans.push(Span::styled(promotion_hint(app), theme.dim()));
        Paragraph::new(Line::from(spans)).render(area, buf);
        return;
    }
    let a = &app.analysis;
    if let Some(end) = app.game_end() {
        // Nothing to search: the result instead of a search state, depth and counters.
        let mut spans = vec![Span::styled(format!(" {} ", end.text()), theme.cursor())];
        spans.push(message(app, theme));
        Paragraph::new(Line::from(spans)).render(area, buf);
        return;
    }
    let state = match (app.analysing, a.finished) {
        (false, _) => "stopped".to_owned(),
        // A finished search that found a mate is complete, whatever limit it reached after.
        (true, Some(reason)) => match a.lines.first().and_then(|l| l.score.mate_moves()) {
            Some(moves) if moves > 0 => format!("complete: mate in {moves}"),
            Some(moves) => format!("complete: mated in {}", -moves),
            None => format!("done ({})", kibitzer::format::StopName(reason)),
        },
        (true, None) => "analysing".to_owned(),
    };
    let c = &a.counters;
    let mut spans = vec![Span::styled(format!(" {state} "), theme.cursor())];
    // A message comes first so that narrow terminals still show it.
    spans.push(message(app, theme));
    spans.push(Span::raw(format!(
        " {} | d{} | {} nodes {}/s | hash {:.1}% | {}pv | pruned {} red {} ext {} ",
        app.limits_text(),
        a.depth,
        human(a.nodes),
        human(a.nps),
        f64::from(a.hashfull) / 10.0,
        app.settings.multipv,
        human(
            c.guard_pruned
                + c.futility_pruned
                + c.late_move_pruned
                + c.null_move_cutoffs
                + c.static_null_cutoffs
                + c.delta_pruned
                + c.see_pruned
                + c.exchange_pruned
                + c.razored
        ),
        human(c.guard_reduced + c.late_reduced),
        human(c.extensions()),
    )));
    Paragraph::new(Line::from(spans)).render(area, buf);
}

/// The promotion picker's keys, from the keymap.
fn promotion_hint(app: &App) -> String {
    use crate::PromotionAction as P;
    let keys = &app.settings.keymap.promotion;
    let first = |action| {
        keys.keys(action)
            .first()
            .map_or(String::new(), |k| k.label())
    };
    let pieces = [P::Queen, P::Rook, P::Bishop, P::Knight]
        .map(first)
        .join(" ");
    format!(
        "  ({pieces}, or {}/{} and {}; {}: back)",
        first(P::Previous),
        first(P::Next),
        first(P::Choose),
        first(P::Cancel)
    )
}

/// The message of the last action, or the key hint (the board editor's while it is open).
fn message(app: &App, theme: Theme) -> Span<'static> {
    let keys = &app.settings.keymap;
    let hints = if app.board_editor().is_some() {
        keys.board_editor.hints()
    } else {
        keys.board.hints()
    };
    match &app.status {
        // Messages quote files and typed text: their control characters are shown escaped.
        Some((message, true)) => Span::styled(format!(" {} ", Escaped(message)), theme.error()),
        Some((message, false)) => Span::styled(format!(" {} ", Escaped(message)), theme.heading()),
        None => Span::styled(format!(" {} ", hints.join("  ")), theme.dim()),
    }
}
