//! The engine log overlay (`L`): the raw UCI traffic of one external engine over the whole
//! screen, scrolled as the app says.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::Line;
use ratatui::widgets::{Block, Clear, Paragraph, Widget};

use crate::engines::log::EngineLog;
use crate::theme::Theme;

/// Draws `log` over `area`.
pub fn draw(log: &EngineLog, theme: Theme, area: Rect, buf: &mut Buffer) {
    let block = Block::bordered()
        .title(format!(
            " Engine log: {} (> sent, < received; ↑/↓ PgUp/PgDn scroll, Esc closes) ",
            log.name
        ))
        .border_style(theme.border(true));
    let rows = usize::from(area.height.saturating_sub(2));
    let lines: Vec<Line> = match &log.lines {
        None => vec![Line::styled("reading the log…", theme.dim())],
        Some(lines) if lines.is_empty() => {
            vec![Line::styled("no traffic yet", theme.dim())]
        }
        Some(lines) => lines
            .iter()
            .skip(log.scroll)
            .take(rows)
            .map(|l| Line::raw(l.clone()))
            .collect(),
    };
    Clear.render(area, buf);
    Paragraph::new(lines).block(block).render(area, buf);
}
