//! The help overlay: every key and command, from the keymap's table, in a box as wide as the
//! text needs (long descriptions wrap under their own column) that scrolls when the terminal
//! is too short to show it all.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::Line;
use ratatui::widgets::{Block, Clear, Paragraph, Widget};

use crate::command_line::table::command_help;
use crate::keymap::Keymap;
use crate::mode::{BoardAction, HelpAction, Mode};
use crate::theme::Theme;

/// Width of the key column, the space after it included.
const KEY_COLUMN: usize = 27;

/// What the mouse and a paste do: help lines that are neither keys nor commands.
const MOUSE_AND_PASTE: [(&str, &str); 3] = [
    (
        "mouse",
        "click or drag to move, click a line to play it, a move or a bar of the graph to go there; wheel: over the board or the moves steps, elsewhere scrolls",
    ),
    (
        "mouse in the editor",
        "left click: put the selected piece (on it: take it away); right click: empty",
    ),
    (
        "paste",
        "a FEN or a PGN loads it (board editor: a FEN into it)",
    ),
];

/// Every line of the help before wrapping: a heading per mode (with the key that opens it)
/// and a (keys, description) line per bound action, from `keymap`; then the commands.
pub fn help_entries(keymap: &Keymap) -> Vec<(String, String)> {
    let mut entries = Vec::new();
    for mode in Mode::ALL {
        let opener = match mode {
            Mode::Board | Mode::Promotion => String::new(),
            Mode::Tree => keymap.board.labels(BoardAction::Tree, ", "),
            Mode::BestFirst => keymap.board.labels(BoardAction::BestFirst, ", "),
            Mode::Compare => keymap.board.labels(BoardAction::Why, ", "),
            Mode::Learn => keymap.board.labels(BoardAction::Learn, ", "),
            Mode::Explorer => format!(
                "{}, :explorer",
                keymap.board.labels(BoardAction::Explorer, ", ")
            ),
            Mode::CommandLine => keymap.board.labels(BoardAction::CommandLine, ", "),
            Mode::MoveBox => keymap.board.labels(BoardAction::MoveBox, ", "),
            Mode::GameList => ":pgn".to_owned(),
            Mode::BoardEditor => format!(
                "{}, :setup",
                keymap.board.labels(BoardAction::BoardEditor, ", ")
            ),
            Mode::Help => keymap.board.labels(BoardAction::Help, ", "),
            Mode::Comment => keymap.board.labels(BoardAction::Comment, ", "),
            Mode::Glyphs => keymap.board.labels(BoardAction::Glyphs, ", "),
        };
        if !entries.is_empty() {
            entries.push((String::new(), String::new()));
        }
        let heading = if opener.is_empty() {
            mode.title().to_owned()
        } else {
            format!("{} ({opener})", mode.title())
        };
        entries.push((heading, String::new()));
        if matches!(
            mode,
            Mode::Tree | Mode::BestFirst | Mode::Compare | Mode::Learn | Mode::Explorer
        ) {
            entries.push((
                "  other keys".to_owned(),
                "as on the board (another panel opens in its place)".to_owned(),
            ));
        }
        if mode.takes_text() {
            entries.push(("  other keys".to_owned(), "type text".to_owned()));
        }
        for (keys, what) in keymap.help(mode) {
            entries.push((format!("  {keys}"), what.to_owned()));
        }
    }
    entries.push((String::new(), String::new()));
    entries.push(("Commands (after :)".to_owned(), String::new()));
    for (synopsis, what) in command_help() {
        entries.push((format!("  {synopsis}"), what.to_owned()));
    }
    entries.push((String::new(), String::new()));
    entries.push(("Mouse and paste".to_owned(), String::new()));
    for (key, what) in MOUSE_AND_PASTE {
        entries.push((format!("  {key}"), what.to_owned()));
    }
    entries
}

/// The last line of the help, always shown below the keys: how to close it.
fn footer(keymap: &Keymap) -> String {
    let keys = keymap.help.keys(HelpAction::Close);
    let labels: Vec<String> = keys.iter().take(2).map(|k| k.label()).collect();
    if labels.is_empty() {
        String::new()
    } else {
        format!("{} closes this help", labels.join(" or "))
    }
}

/// The help in `area`: its box (as wide as its longest line allows, centred), its key lines
/// wrapped to that width, and how many of them the box shows above the footer.
fn layout(keymap: &Keymap, area: Rect) -> (Rect, Vec<String>, usize) {
    let entries = help_entries(keymap);
    let longest = entries
        .iter()
        .map(|(key, what)| KEY_COLUMN.max(key.chars().count() + 1) + what.chars().count())
        .max()
        .unwrap_or(0);
    let width = area.width.min(longest as u16 + 2);
    let lines = help_lines(&entries, usize::from(width.saturating_sub(2)));
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
pub fn help_lines(entries: &[(String, String)], width: usize) -> Vec<String> {
    let room = width.saturating_sub(KEY_COLUMN).max(12);
    let mut lines = Vec::new();
    for (key, what) in entries {
        if what.is_empty() {
            lines.push(key.clone());
            continue;
        }
        let key_column = if key.chars().count() < KEY_COLUMN {
            format!("{key:<KEY_COLUMN$}")
        } else {
            // Keys longer than the column go on a line of their own.
            lines.push(key.clone());
            " ".repeat(KEY_COLUMN)
        };
        let mut line = key_column;
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
pub fn scroll_limit(keymap: &Keymap, size: (u16, u16)) -> usize {
    let (_, lines, shown) = layout(keymap, Rect::new(0, 0, size.0, size.1));
    lines.len().saturating_sub(shown)
}

/// How many key lines the help shows at once in a terminal of `size` (columns, rows): one
/// page for Page Up and Page Down.
pub fn page(keymap: &Keymap, size: (u16, u16)) -> usize {
    layout(keymap, Rect::new(0, 0, size.0, size.1)).2
}

/// Draws the help box centred in `area`, its key lines scrolled down by `scroll`.
pub fn draw(keymap: &Keymap, theme: Theme, area: Rect, scroll: usize, buf: &mut Buffer) {
    let (rect, all, shown) = layout(keymap, area);
    Clear.render(rect, buf);
    let first = scroll.min(all.len().saturating_sub(shown));
    let mut lines: Vec<Line> = all
        .iter()
        .skip(first)
        .take(shown)
        .map(|text| Line::from(text.as_str()))
        .collect();
    lines.push(Line::styled(footer(keymap), theme.dim()));
    let title = if shown >= all.len() {
        " Keys ".to_owned()
    } else {
        let last = (first + shown).min(all.len());
        let first_key = |action| {
            keymap
                .help
                .keys(action)
                .first()
                .map_or(String::new(), |k| k.label())
        };
        let scroll = format!(
            "{}/{}, {}/{} scroll",
            first_key(HelpAction::ScrollUp),
            first_key(HelpAction::ScrollDown),
            first_key(HelpAction::PageUp),
            first_key(HelpAction::PageDown)
        );
        format!(" Keys {}-{last} of {} ({scroll}) ", first + 1, all.len())
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
    use super::{KEY_COLUMN, help_entries, help_lines, scroll_limit};
    use crate::keymap::Keymap;

    #[test]
    fn wide_terminals_show_one_line_per_key_without_scrolling() {
        let entries = help_entries(&Keymap::default());
        let lines = help_lines(&entries, 200);
        assert_eq!(lines.len(), entries.len());
        assert_eq!(lines[0], "Board and panes");
        assert!(lines[1].starts_with("  Left, h "));
        assert_eq!(scroll_limit(&Keymap::default(), (200, 400)), 0);
    }

    #[test]
    fn narrow_terminals_wrap_under_the_description_column() {
        let entries = help_entries(&Keymap::default());
        let lines = help_lines(&entries, 60);
        assert!(lines.len() > entries.len());
        for line in &lines {
            assert!(line.chars().count() <= 60, "{line:?} is too long");
        }
        let continued = lines.iter().find(|l| l.starts_with("       ")).unwrap();
        assert_eq!(continued.find(|c| c != ' '), Some(KEY_COLUMN));
        // Every word of every description survives the wrapping, in order.
        let words: Vec<&str> = lines
            .iter()
            .flat_map(|l| l.get(KEY_COLUMN..).unwrap_or("").split_whitespace())
            .collect();
        let expected: Vec<&str> = entries
            .iter()
            .flat_map(|(_, w)| w.split_whitespace())
            .collect();
        assert_eq!(words, expected);
    }

    #[test]
    fn short_terminals_scroll_by_what_does_not_fit() {
        // 80x24: the box takes all 24 rows; less two borders and the footer, 21 key lines.
        let entries = help_entries(&Keymap::default());
        let all = help_lines(&entries, 78).len();
        assert_eq!(scroll_limit(&Keymap::default(), (80, 24)), all - 21);
    }
}
