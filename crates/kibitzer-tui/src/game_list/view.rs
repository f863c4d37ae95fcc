//! The game list overlay: the games of a file (number, White, Black, Result, Date, Event,
//! Opening or ECO, moves) with the player search typed so far, the selected game marked and
//! kept in sight. A file too large to read whole is listed the same, its rows read from the
//! disk around the selection; typing there goes to a game number.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Clear, Paragraph, Widget};

use crate::game_list::list::{GameList, ListGames};
use crate::theme::Theme;
use kibitzer::escaped::Escaped;
use kibitzer::pgn::GameEntry;

/// `text` (a header from a file: its control characters escaped) padded to `width` columns,
/// or cut to them with `…` at the end.
fn cell(text: &str, width: usize) -> String {
    let text = Escaped(text).to_string();
    if text.chars().count() <= width {
        return format!("{text:<width$}");
    }
    let mut cut: String = text.chars().take(width.saturating_sub(1)).collect();
    if width > 0 {
        cut.push('…');
    }
    cut
}

/// The width of the number column for a list of `games`: the marker, the digits and a space.
fn number_width(games: usize) -> usize {
    (games.to_string().len() + 2).max(5)
}

/// One row of the list from its eight cells (number, White, Black, Result, Date, Event,
/// Opening, moves): fixed columns for the number (`numbers` wide), result, date and moves, the
/// rest of `width` shared by the names (three tenths each: a player is what one looks for),
/// the event and the opening (two tenths each).
fn row(cells: [&str; 8], (width, numbers): (usize, usize)) -> String {
    let free = width.saturating_sub(numbers + 8 + 11 + 6);
    let name = free * 3 / 10;
    let event_width = free / 5;
    let opening_width = free.saturating_sub(2 * name + event_width);
    let [number, white, black, result, date, event, opening, moves] = cells;
    format!(
        "{}{} {} {}{}{} {}{:>6}",
        cell(number, numbers),
        cell(white, name.saturating_sub(1)),
        cell(black, name.saturating_sub(1)),
        cell(result, 8),
        cell(date, 11),
        cell(event, event_width.saturating_sub(1)),
        cell(opening, opening_width),
        moves
    )
}

/// A tag's value, `?` when the game lacks it.
fn field(value: Option<&String>) -> &str {
    value.map_or("?", String::as_str)
}

/// The row of `entry`, marked with `>` when selected.
fn entry_row(entry: &GameEntry, selected: bool, width: (usize, usize)) -> String {
    let opening = match (&entry.eco, &entry.opening) {
        (Some(e), Some(o)) => format!("{e} {o}"),
        (e, o) => e.clone().or(o.clone()).unwrap_or_default(),
    };
    row(
        [
            &format!("{}{}", if selected { ">" } else { " " }, entry.number),
            field(entry.white.as_ref()),
            field(entry.black.as_ref()),
            field(entry.result.as_ref()),
            field(entry.date.as_ref()),
            field(entry.event.as_ref()),
            &opening,
            &entry.moves().to_string(),
        ],
        width,
    )
}

/// Draws `list` over `area`.
pub fn draw(list: &GameList, theme: Theme, area: Rect, buf: &mut Buffer) {
    // The file's name only: a long path would push the counts out of the title.
    let name = list
        .path
        .as_ref()
        .and_then(|p| p.file_name())
        .map_or("paste".to_owned(), |n| {
            Escaped(&n.to_string_lossy()).to_string()
        });
    let streamed = matches!(list.games, ListGames::Streamed(_));
    let count = list.match_count();
    let title = format!(" {name}: {count} of {} games ", list.games());
    // The whole screen above the status bar (inset by a cell, the panes' borders beneath showed
    // around it).
    let rect = area;
    Clear.render(rect, buf);
    let block = Block::bordered()
        .title(title)
        .border_style(theme.border(true));
    let width = (
        usize::from(rect.width.saturating_sub(2)),
        number_width(list.games()),
    );
    let shown = usize::from(rect.height.saturating_sub(4));
    let header = row(
        [
            " #", "White", "Black", "Result", "Date", "Event", "Opening", "Moves",
        ],
        width,
    );
    let mut lines = vec![
        Line::from(vec![
            Span::styled(
                if streamed {
                    "go to game number: "
                } else {
                    "search player: "
                },
                theme.dim(),
            ),
            Span::raw(format!("{}_", Escaped(&list.filter))),
            Span::styled("   Up/Down Enter opens Esc closes", theme.dim()),
        ]),
        Line::styled(header, theme.heading()),
    ];
    let first = list.selected.saturating_sub(shown.saturating_sub(1));
    for (i, entry) in list.rows(first, shown) {
        let selected = i == list.selected;
        let style = if selected {
            theme.cursor()
        } else {
            ratatui::style::Style::new()
        };
        let text = match entry {
            Some(entry) => entry_row(entry, selected, width),
            // A streamed file's row not read: a game too long, or the file changed.
            None => format!(
                "{}{}  (not shown: a game over 256 KiB, or the file changed)",
                if selected { ">" } else { " " },
                i + 1
            ),
        };
        lines.push(Line::styled(text, style));
    }
    if count == 0 {
        lines.push(Line::styled("no game matches the search", theme.dim()));
    }
    Paragraph::new(lines).block(block).render(rect, buf);
}

#[cfg(test)]
mod tests {
    use super::{number_width, row};

    #[test]
    fn a_seven_digit_game_number_keeps_a_space_before_the_white_name() {
        let numbers = number_width(3_096_032);
        let cells = [
            ">1499999",
            "alice",
            "bob",
            "1-0",
            "2024.03.01",
            "Blitz",
            "C54",
            "11",
        ];
        let line = row(cells, (100, numbers));
        assert!(line.starts_with(">1499999 alice"), "{line}");
        assert_eq!(number_width(4), 5);
    }

    /// At 80 columns the players' names get more room than the opening, and a cut name
    /// ends in `…`.
    #[test]
    fn names_get_the_most_room_and_a_cut_one_ends_in_an_ellipsis() {
        let cells = [
            " 1",
            "Kasparov, Garry",
            "Topalov, Veselin",
            "1-0",
            "1999.01.20",
            "Hoogovens Group",
            "B07 Pirc Defense",
            "87",
        ];
        let line = row(cells, (78, number_width(4)));
        assert!(line.contains("Kasparov, Ga… "), "{line}");
        assert!(line.contains("Topalov, Ves… "), "{line}");
        assert!(line.contains("B07 Pirc D… "), "{line}");
        assert_eq!(line.chars().count(), 78, "{line}");
    }
}
