//! Rows of styled text drawn one per line, clipped at the right, without wrapping: what most
//! panes show, at a fraction of a `Paragraph`'s cost (it measures and truncates every line
//! again), which keeps a full 220x60 frame under a millisecond.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::Line;
use ratatui::widgets::{Block, Widget};

/// Draws `lines` from the top of `area`, one per row, as many as fit.
pub fn draw(lines: &[Line<'_>], area: Rect, buf: &mut Buffer) {
    for (line, y) in lines.iter().zip(area.top()..area.bottom()) {
        buf.set_line(area.x, y, line, area.width);
    }
}

/// Draws `block` over `area` and `lines` inside it.
pub fn draw_in(block: Block<'_>, lines: &[Line<'_>], area: Rect, buf: &mut Buffer) {
    let inner = block.inner(area);
    block.render(area, buf);
    draw(lines, inner, buf);
}
