//! The open move box, drawn in the status bar's row: `move: Nf▏  Nf3  Nf4+`, the legal
//! moves the text may become after it, or why Enter did not play it.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Paragraph, Widget};

use crate::move_box::state::MoveBox;
use crate::theme::Theme;
use kibitzer::escaped::Escaped;

/// The most completions listed after the text.
const SHOWN: usize = 16;

/// Draws the move box in `area` (one row).
pub fn draw(open: &MoveBox, theme: Theme, area: Rect, buf: &mut Buffer) {
    let mut spans = vec![
        Span::styled(" move: ", theme.heading()),
        Span::raw(Escaped(open.text()).to_string()),
        Span::styled(" ", theme.cursor()),
    ];
    if let Some(error) = open.error() {
        spans.push(Span::raw("  "));
        spans.push(Span::styled(
            format!(" {} ", Escaped(&error.to_string())),
            theme.error(),
        ));
    } else if open.text().is_empty() {
        spans.push(Span::styled(
            "  SAN or UCI (Nf3, g1f3); Tab completes, Enter plays, Esc leaves",
            theme.dim(),
        ));
    } else if open.completions().is_empty() {
        spans.push(Span::styled("   no legal move reads so", theme.dim()));
    } else {
        let listed = open.completions();
        let mut shown = listed
            .iter()
            .take(SHOWN)
            .map(String::as_str)
            .collect::<Vec<_>>()
            .join("  ");
        if listed.len() > SHOWN {
            shown = format!("{shown}  (+{})", listed.len() - SHOWN);
        }
        spans.push(Span::styled(format!("   {shown}"), theme.dim()));
    }
    Paragraph::new(Line::from(spans)).render(area, buf);
}
