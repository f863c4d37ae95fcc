//! The moves pane: the game tree as text (see `move_text`) with the shown move marked, the
//! continuations to choose from at a branch, and the evaluation graph of the current line
//! (see `eval_graph`).

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Paragraph, Widget};

use crate::model::app::{App, Pane};
use crate::panes::move_text::{MoveText, WordKind};
use crate::panes::moves_areas::{MovesAreas, choices};
use crate::theme::Theme;

/// Draws the moves of `app` into `area`.
pub fn draw(app: &App, theme: Theme, area: Rect, buf: &mut Buffer) {
    Block::bordered()
        .title(crate::panes::title::fitted(
            &crate::position_notes::moves_title(app),
            area.width,
        ))
        .border_style(theme.border(app.focus == Pane::Moves))
        .render(area, buf);
    let areas = MovesAreas::new(area, &app.game, app.annotation.is_some());
    let text = MoveText::new(
        &app.game,
        usize::from(areas.text.width),
        usize::from(areas.text.height),
        app.settings.moves_layout,
    );
    let current = app.game.current();
    // Each word straight into its cell: the text is the widest thing a frame draws.
    let rows = text.rows[text.first..].iter();
    for (row, y) in rows.zip(areas.text.top()..areas.text.bottom()) {
        for placed in row {
            let word = &text.words[placed.word];
            let Some(room) = usize::from(areas.text.width).checked_sub(placed.column) else {
                break;
            };
            let style = if word.node == Some(current) {
                theme.cursor()
            } else {
                match word.kind {
                    WordKind::MainLine => Style::new(),
                    WordKind::Start | WordKind::Variation | WordKind::Number => theme.dim(),
                    WordKind::Comment => theme.dim().add_modifier(Modifier::ITALIC),
                }
            };
            let x = areas.text.x + placed.column as u16;
            buf.set_stringn(x, y, &word.text, room, style);
        }
    }
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
        crate::annotate::eval_graph::draw(app, theme, rect, buf);
    }
}
