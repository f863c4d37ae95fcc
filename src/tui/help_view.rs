//! The help overlay: every key and command, from the keymap's table, in a box as wide as the
//! text needs (long descriptions wrap under their own column) that scrolls when the terminal
//! is too short to show it all.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::Line;
use ratatui::widgets::{Block, Clear, Paragraph, Widget};

use super::keymap::HELP;
use super::theme::Theme;

/// Width of the key column, the space after it included.
const KEY_COLUMN: usize = 25;

/// The last line of the help, always shown below the keys.
const FOOTER: &str = "Esc or ? closes this help";

/// The help in `area`: its box (as wide as its longest line allows, centred), its key lines
/// wrapped to that width, and how many of them the box shows above the footer.
fn layout(area: Rect) -> (Rect, Vec<String>, usize) {
    let longest = HELP
        .iter()
        .map(|(_, what)| KEY_COLUMN + what.chars().count())
        .max()
        .unwrap_or(0);
    let width = area.width.min(longest as u16 + 2);
    let lines = help_lines(usize::from(width.saturating_sub(2)));
    // Two borders and the footer.
    let height = area.height.min(lines.len() as u16 + 3);
    let rect = Rect {
        x: area.x + (area.width - width) / 2,
        y: area.y + (area.height - height) / 2,
        width,
        height,
    };
    (rect, lines, usize::from(height.saturating_sub(3)))
}

/// The key lines of the help for an inner width of `width`: the key, then its description,
/// wrapped at spaces onto lines that start under the description's column.
pub fn help_lines(width: usize) -> Vec<String> {
    let room = width.saturating_sub(KEY_COLUMN).max(12);
    let mut lines = Vec::new();
    for (key, what) in HELP {
        let mut line = format!("{key:<KEY_COLUMN$}");
        let mut used = 0;
        for word in what.split(' ') {
            let len = word.chars().count();
            if used > 0 && used + 1 + len > room {
                lines.push(std::mem::replace(&mut line, " ".repeat(KEY_COLUMN)));
                used = 0;
            }
            if used > 0 {
                line.push(' ');
                used += 1;
            }
            line.push_str(word);
            used += len;
        }
        lines.push(line);
    }
    lines
}

/// How many key lines do not fit a terminal of `size` (columns, rows): the most the help can
/// scroll.
pub fn scroll_limit(size: (u16, u16)) -> usize {
    let (_, lines, shown) = layout(Rect::new(0, 0, size.0, size.1));
    lines.len().saturating_sub(shown)
}

/// Draws the help box centred in `area`, its key lines scrolled down by `scroll`.
pub fn draw(theme: Theme, area: Rect, scroll: usize, buf: &mut Buffer) {
    let (rect, all, shown) = layout(area);
    Clear.render(rect, buf);
    let first = scroll.min(all.len().saturating_sub(shown));
    let mut lines: Vec<Line> = all
        .iter()
        .skip(first)
        .take(shown)
        .map(|text| Line::from(text.as_str()))
        .collect();
    lines.push(Line::styled(FOOTER, theme.dim()));
    let title = if shown >= all.len() {
        " Keys ".to_owned()
    } else {
        let last = (first + shown).min(all.len());
        format!(
            " Keys {}-{last} of {} (up/down, PgUp/PgDn scroll) ",
            first + 1,
            all.len()
        )
    };
    Paragraph::new(lines)
        .block(
            Block::bordered()
                .title(title)
                .border_style(theme.border(true)),
        )
        .render(rect, buf);
}

#[cfg(test)]
mod tests {
    use super::{KEY_COLUMN, help_lines, scroll_limit};
    use crate::tui::keymap::HELP;

    #[test]
    fn wide_terminals_show_one_line_per_key_without_scrolling() {
        let lines = help_lines(200);
        assert_eq!(lines.len(), HELP.len());
        assert!(lines[0].starts_with("Left / Right, h l"));
        assert_eq!(scroll_limit((160, 50)), 0);
    }

    #[test]
    fn narrow_terminals_wrap_under_the_description_column() {
        let lines = help_lines(60);
        assert!(lines.len() > HELP.len());
        for line in &lines {
            assert!(line.chars().count() <= 60, "{line:?} is too long");
        }
        let continued = lines.iter().find(|l| l.starts_with(' ')).unwrap();
        assert_eq!(continued.find(|c| c != ' '), Some(KEY_COLUMN));
        // Every word of every description survives the wrapping, in order.
        let words: Vec<&str> = lines
            .iter()
            .flat_map(|l| l.get(KEY_COLUMN..).unwrap_or("").split_whitespace())
            .collect();
        let expected: Vec<&str> = HELP.iter().flat_map(|(_, w)| w.split(' ')).collect();
        assert_eq!(words, expected);
    }

    #[test]
    fn short_terminals_scroll_by_what_does_not_fit() {
        // 80x24: the box takes all 24 rows; less two borders and the footer, 21 key lines.
        let all = help_lines(78).len();
        assert_eq!(scroll_limit((80, 24)), all - 21);
    }
}
