//! The moves pane: the game tree as text (see `move_text`) with the shown move marked, the
//! continuations to choose from at a branch, and a graph of the evaluation (White's point of
//! view) along the current line, the moves the review marked drawn in the error style.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Paragraph, Widget};

use super::app::{App, Pane};
use super::move_text::{MoveText, MovesAreas, WordKind, choices};
use super::theme::Theme;

/// Eight-level bars of the evaluation after each ply (±5 pawns full scale), `·` where the
/// position was not analysed.
pub fn graph(evals: &[Option<crate::score::Score>], width: usize) -> String {
    const LEVELS: [char; 9] = [' ', '▁', '▂', '▃', '▄', '▅', '▆', '▇', '█'];
    let start = evals.len().saturating_sub(width);
    evals[start..]
        .iter()
        .map(|e| match e {
            None => '·',
            Some(s) => {
                // Any mate is full scale, to the side of its sign.
                let cp = s.centipawns().clamp(-500, 500);
                LEVELS[((cp + 500) * 8 / 1000) as usize]
            }
        })
        .collect()
}

/// The graph's bars with the moves the review marked (`?!`, `?`, `??`) in the error style.
/// `plies` is the length of the current line the bars end with.
fn marked_graph(app: &App, theme: Theme, bars: &str, plies: usize) -> Line<'static> {
    let marks = app.review.as_ref().map(super::ReviewRun::marks);
    let Some(marks) = marks.filter(|m| !m.is_empty()) else {
        return Line::raw(bars.to_owned());
    };
    let line = app.game.line();
    let start = plies - bars.chars().count();
    let spans = bars.chars().enumerate().map(|(i, bar)| {
        let marked = line
            .get(start + i)
            .is_some_and(|id| marks.iter().any(|(node, _)| node == id));
        let style = if marked { theme.error() } else { Style::new() };
        Span::styled(bar.to_string(), style)
    });
    Line::from(spans.collect::<Vec<_>>())
}

/// Draws the moves of `app` into `area`.
pub fn draw(app: &App, theme: Theme, area: Rect, buf: &mut Buffer) {
    Block::bordered()
        .title(super::position_notes::moves_title(app))
        .border_style(theme.border(app.focus == Pane::Moves))
        .render(area, buf);
    let areas = MovesAreas::new(area, &app.game);
    let text = MoveText::new(
        &app.game,
        usize::from(areas.text.width),
        usize::from(areas.text.height),
    );
    let current = app.game.current();
    let rows: Vec<Line> = text.rows[text.first..]
        .iter()
        .take(usize::from(areas.text.height))
        .map(|row| {
            let mut spans = Vec::new();
            let mut used = 0;
            for placed in row {
                let word = &text.words[placed.word];
                spans.push(Span::raw(" ".repeat(placed.column - used)));
                let style = if word.node == Some(current) {
                    theme.cursor()
                } else {
                    match word.kind {
                        WordKind::MainLine => Style::new(),
                        WordKind::Start | WordKind::Variation => theme.dim(),
                        WordKind::Comment => theme.dim().add_modifier(Modifier::ITALIC),
                    }
                };
                spans.push(Span::styled(word.text.clone(), style));
                used = placed.column + word.text.chars().count();
            }
            Line::from(spans)
        })
        .collect();
    Paragraph::new(rows).render(areas.text, buf);
    if let Some(rect) = areas.choices {
        let mut spans = vec![Span::styled("next:", theme.dim())];
        for (text, chosen) in choices(&app.game) {
            spans.push(Span::raw(" "));
            let style = if chosen { theme.cursor() } else { Style::new() };
            spans.push(Span::styled(text, style));
        }
        Paragraph::new(Line::from(spans)).render(rect, buf);
    }
    if let Some(rect) = areas.graph {
        let width = usize::from(rect.width);
        let evals = app.line_evals();
        let lines = vec![
            Line::styled("eval (White):", theme.dim()),
            marked_graph(app, theme, &graph(&evals, width), evals.len()),
        ];
        Paragraph::new(lines).render(rect, buf);
    }
}
