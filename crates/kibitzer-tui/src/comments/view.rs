//! Drawing the comment editor (in the status bar's place, as the command line) and the glyph
//! picker (a small box over the screen's top left, each glyph with its key from the keymap).

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Clear, Paragraph, Widget};

use crate::comments::editor::CommentEditor;
use crate::comments::picker::GlyphPicker;
use crate::keymap::ModeKeys;
use crate::mode::{GlyphAction, ModeAction};
use crate::panes::status_view::edited_text;
use crate::theme::Theme;

/// Draws the comment editor into the status bar's `area`: `comment after 1.e4: text`, the
/// cursor on its character, and how to leave.
pub fn draw_editor(editor: &CommentEditor, theme: Theme, area: Rect, buf: &mut Buffer) {
    let mut spans = vec![Span::styled(
        format!(" comment {}: ", editor.place()),
        theme.heading(),
    )];
    spans.extend(edited_text(editor.line(), theme));
    spans.push(Span::styled(
        "   (Enter saves, empty deletes; Esc cancels)",
        theme.dim(),
    ));
    Paragraph::new(Line::from(spans)).render(area, buf);
}

/// Draws the glyph picker over the top left of `area` (the screen), with the keys of `keys`.
pub fn draw_picker(
    picker: &GlyphPicker,
    keys: &ModeKeys<GlyphAction>,
    theme: Theme,
    area: Rect,
    buf: &mut Buffer,
) {
    let rows: Vec<(String, &str, bool)> = GlyphAction::TABLE
        .iter()
        .map(|binding| {
            let has =
                matches!(binding.action, GlyphAction::Set(g) if picker.current().contains(&g));
            (keys.labels(binding.action, "/"), binding.description, has)
        })
        .filter(|(label, _, _)| !label.is_empty())
        .collect();
    let label_width = rows
        .iter()
        .map(|(l, _, _)| l.chars().count())
        .max()
        .unwrap_or(0);
    let text_width = rows
        .iter()
        .map(|(_, d, _)| d.chars().count())
        .max()
        .unwrap_or(0);
    let lines: Vec<Line> = rows
        .iter()
        .map(|(label, description, has)| {
            let style = if *has {
                theme.cursor()
            } else {
                ratatui::style::Style::new()
            };
            Line::from(vec![
                Span::styled(format!(" {label:>label_width$}  "), theme.heading()),
                Span::styled((*description).to_owned(), style),
            ])
        })
        .collect();
    let title = format!(" Glyphs {} ", picker.place());
    let wanted = (label_width + text_width + 5).max(title.chars().count() + 2);
    let width = u16::try_from(wanted).unwrap_or(u16::MAX).min(area.width);
    let height = (lines.len() as u16 + 2).min(area.height);
    let rect = Rect::new(area.x + 1.min(area.width), area.y, width, height).intersection(area);
    let block = Block::bordered()
        .title(title)
        .border_style(theme.border(true));
    Clear.render(rect, buf);
    Paragraph::new(lines).block(block).render(rect, buf);
}
