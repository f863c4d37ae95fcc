//! The help overlay: every key and command, from the keymap's table.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::Line;
use ratatui::widgets::{Block, Clear, Paragraph, Widget, Wrap};

use super::keymap::HELP;
use super::theme::Theme;

/// Draws the help box centred in `area`.
pub fn draw(theme: Theme, area: Rect, buf: &mut Buffer) {
    let width = area.width.min(84);
    let height = area.height.min(HELP.len() as u16 + 4);
    let rect = Rect {
        x: area.x + (area.width - width) / 2,
        y: area.y + (area.height - height) / 2,
        width,
        height,
    };
    Clear.render(rect, buf);
    let mut lines: Vec<Line> = HELP
        .iter()
        .map(|(k, what)| Line::from(format!("{k:<24} {what}")))
        .collect();
    lines.push(Line::styled("Esc or ? closes this help", theme.dim()));
    Paragraph::new(lines)
        .wrap(Wrap { trim: false })
        .block(
            Block::bordered()
                .title(" Keys ")
                .border_style(theme.border(true)),
        )
        .render(rect, buf);
}
