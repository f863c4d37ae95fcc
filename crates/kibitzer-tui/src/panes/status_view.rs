//! The status bar (analysis state, limits, depth, speed, hash use, pruning counters, key
//! hints, messages) and, while one is open, the command line, the move box or the promotion
//! picker in its place.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Paragraph, Widget};

use crate::command_line::line::CommandLine;
use crate::model::app::App;
use crate::theme::Theme;
use kibitzer::escaped::Escaped;
use kibitzer::format::human;

/// A one-line editor's text (the command line's, the comment editor's), its control
/// characters escaped, the character under the cursor (a space at the end) in the cursor's
/// style.
pub fn edited_text(line: &CommandLine, theme: Theme) -> [Span<'static>; 3] {
    let at = line
        .char_indices()
        .nth(line.cursor())
        .map_or(line.len(), |(at, _)| at);
    let (before, after) = line.split_at(at);
    let mut under = after.chars();
    let cursor = under
        .next()
        .map_or(" ".to_owned(), |c| Escaped(&c.to_string()).to_string());
    [
        Span::raw(Escaped(before).to_string()),
        Span::styled(cursor, theme.cursor()),
        Span::raw(Escaped(under.as_str()).to_string()),
    ]
}

/// Draws the status bar or the command line.
pub fn draw(app: &App, theme: Theme, area: Rect, buf: &mut Buffer) {
    if let Some(editor) = app.comment_editor() {
        crate::comments::view::draw_editor(editor, theme, area, buf);
        return;
    }
    if let Some(line) = app.command_line() {
        let mut spans = vec![Span::styled(":", theme.heading())];
        spans.extend(edited_text(line, theme));
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
    if let Some(open) = app.move_box() {
        crate::move_box::view::draw(open, theme, area, buf);
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
        let room = usize::from(area.width).saturating_sub(end.text().chars().count() + 2);
        spans.push(message(app, theme, room));
        Paragraph::new(Line::from(spans)).render(area, buf);
        return;
    }
    let state = match (app.analysing, a.finished) {
        // A learning question is open: the analysis waits until it is answered.
        _ if app.hides_analysis() => "learning: analysis hidden".to_owned(),
        (false, _) => "stopped".to_owned(),
        // A finished search that found a mate is complete, whatever limit it reached after.
        (true, Some(reason)) => match a.lines.first().and_then(|l| l.score.mate_moves()) {
            Some(moves) if moves > 0 => format!("complete: mate in {moves}"),
            Some(moves) => format!("complete: mated in {}", -moves),
            None => format!("done ({})", kibitzer::format::StopName(reason)),
        },
        (true, None) => "analysing".to_owned(),
    };
    let mut spans = vec![Span::styled(format!(" {state} "), theme.cursor())];
    let room = usize::from(area.width).saturating_sub(state.chars().count() + 2);
    // A message comes first so that narrow terminals still show it.
    spans.push(message(app, theme, room));
    let mut facts = format!(
        " {} | d{} | {} nodes {}/s | hash {:.1}% | {}pv",
        app.limits_text(),
        a.depth,
        human(a.nodes),
        human(a.nps),
        f64::from(a.hashfull) / 10.0,
        app.settings.multipv,
    );
    if app.settings.status_counters {
        facts.push_str(&counters_text(&a.counters));
    } else if let Some(judge) = app.annotation.as_ref().and_then(|r| r.annotator()) {
        facts.push_str(" | judged by ");
        facts.push_str(judge);
    }
    facts.push(' ');
    spans.push(Span::raw(facts));
    Paragraph::new(Line::from(spans)).render(area, buf);
}

/// ` | pruned 4218.9k red 278.0k ext 142.7k`: the search's own counters, shown when asked
/// for (`status_counters`, `:counters`).
fn counters_text(c: &kibitzer::search::Counters) -> String {
    format!(
        " | pruned {} red {} ext {}",
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
    )
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

/// The message of the last action, or the key hint (the board editor's while it is open), in at most `room` columns: a message
/// that does not fit ends in `…`.
fn message(app: &App, theme: Theme, room: usize) -> Span<'static> {
    let keys = &app.settings.keymap;
    let hints = if app.board_editor().is_some() {
        keys.board_editor.hints()
    } else {
        keys.board.hints()
    };
    let (text, style) = match &app.status {
        // Messages quote files and typed text: their control characters are shown escaped.
        Some((message, true)) => (format!(" {} ", Escaped(message)), theme.error()),
        Some((message, false)) => (format!(" {} ", Escaped(message)), theme.heading()),
        None => (format!(" {} ", hints.join("  ")), theme.dim()),
    };
    Span::styled(cut_with_ellipsis(&text, room), style)
}

/// `text` in at most `room` columns, ending in `…` when cut.
pub fn cut_with_ellipsis(text: &str, room: usize) -> String {
    if text.chars().count() <= room {
        return text.to_owned();
    }
    let mut cut: String = text.chars().take(room.saturating_sub(1)).collect();
    cut.push('…');
    cut
}
