//! Draws the Explorer pane: the position's games and results, one row per move played from it
//! (games, White/draw/Black percentages, average rating, last year), most played first, the
//! selected row marked; or the games that reached the position; or why there is no table.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::Line;
use ratatui::widgets::{Block, Paragraph, Widget, Wrap};

use crate::explorer::actions::ExplorerAction;
use crate::explorer::state::{ExplorerView, Listed, Shown};
use crate::keymap::ModeKeys;
use crate::theme::Theme;
use kibitzer::escaped::Escaped;
use kibitzer_db::{MoveRow, percent, thousands};
pub use kibitzer_db::{game_line, tally_line};

/// The table's heading.
pub const MOVE_HEADING: &str = "move        games white draw black  elo  year";

/// One move's row of the table.
pub fn move_line(row: &MoveRow) -> String {
    format!(
        "{:<8} {:>9} {:>5} {:>4} {:>5} {:>4} {:>5}",
        row.san,
        thousands(row.games),
        percent(row.white, row.games),
        percent(row.draws, row.games),
        percent(row.black, row.games),
        row.average_rating.map_or("-".to_owned(), |r| r.to_string()),
        row.last_year.map_or("-".to_owned(), |y| y.to_string()),
    )
}

/// The rows of `rows` that fit `height` lines with `selected` among them, marked.
fn window(rows: Vec<String>, selected: usize, height: usize, theme: Theme) -> Vec<Line<'static>> {
    let height = height.max(1);
    let start = (selected + 1).saturating_sub(height);
    rows.into_iter()
        .enumerate()
        .skip(start)
        .take(height)
        .map(|(i, text)| {
            if i == selected {
                Line::styled(format!(">{text}"), theme.cursor())
            } else {
                Line::from(format!(" {text}"))
            }
        })
        .collect()
}

/// The pane's lines for an inner height of `height`.
pub fn text(view: &ExplorerView, hints: &str, theme: Theme, height: usize) -> Vec<Line<'static>> {
    let mut lines = vec![Line::styled(hints.to_owned(), theme.dim())];
    if let Some(list) = &view.games {
        match &list.listed {
            Listed::Waiting => lines.push(Line::from("listing the games...")),
            Listed::Failed(why) => lines.push(Line::styled(why.clone(), theme.error())),
            Listed::Games(games) if games.is_empty() => {
                lines.push(Line::from("no game reached this position"));
            }
            Listed::Games(games) => {
                let heading = match list.opening {
                    Some(id) => format!("reading game #{id}..."),
                    None => match &view.shown {
                        Shown::Answer(answer) if answer.total.games > games.len() as u64 => {
                            format!(
                                "the first {} of the {} games that reached it",
                                games.len(),
                                thousands(answer.total.games)
                            )
                        }
                        _ => format!("{} games reached it", games.len()),
                    },
                };
                lines.push(Line::styled(heading, theme.heading()));
                let rows = games.iter().map(game_line).collect();
                lines.extend(window(rows, list.selected, height - 2, theme));
            }
        }
        return lines;
    }
    match &view.shown {
        Shown::Waiting => lines.push(Line::from("asking the games database...")),
        Shown::NoDatabase(path) => {
            lines.push(Line::styled(
                "no games database: make one with kibitzer db import FILE.pgn",
                theme.error(),
            ));
            lines.push(Line::from(path.as_ref().map_or_else(
                || "(no data directory: give --db PATH)".to_owned(),
                |p| format!("(looked at {})", Escaped(&p.display().to_string())),
            )));
        }
        Shown::Failed(why) => lines.push(Line::styled(why.clone(), theme.error())),
        Shown::Answer(answer) => {
            lines.push(Line::styled(tally_line(&answer.total), theme.heading()));
            if answer.moves.is_empty() {
                let none = if answer.total.games == 0 {
                    "no game in the database reached this position"
                } else {
                    "no game went on from this position"
                };
                lines.push(Line::from(none));
            } else {
                lines.push(Line::styled(format!(" {MOVE_HEADING}"), theme.dim()));
                let rows = answer.moves.iter().map(move_line).collect();
                lines.extend(window(rows, view.selected, height - 3, theme));
            }
        }
    }
    lines
}

/// The hint line: the table's keys, or the games list's.
pub fn hints(view: &ExplorerView, keys: &ModeKeys<ExplorerAction>) -> String {
    if view.games.is_none() {
        return keys.hints().join(", ");
    }
    let label = |action| {
        keys.keys(action)
            .first()
            .map_or_else(|| "-".to_owned(), |key| key.label())
    };
    format!(
        "{} open the game, {} back, {} close",
        label(ExplorerAction::Select),
        label(ExplorerAction::Back),
        label(ExplorerAction::Close)
    )
}

/// Draws the pane into `area` with its `keys`.
pub fn draw(
    view: &ExplorerView,
    keys: &ModeKeys<ExplorerAction>,
    theme: Theme,
    area: Rect,
    buf: &mut Buffer,
) {
    let hints = hints(view, keys);
    let hints = hints.as_str();
    let title = if view.games.is_some() {
        " Explorer: games that reached the position "
    } else {
        " Explorer "
    };
    let block = Block::bordered()
        .title(crate::panes::title::fitted(title, area.width))
        .border_style(theme.border(true));
    let height = usize::from(area.height.saturating_sub(2)).max(4);
    // A message (no database, a failure) wraps; rows of a table or list are cut at the edge.
    let rows = match &view.games {
        Some(list) => matches!(list.listed, Listed::Games(_)),
        None => matches!(view.shown, Shown::Answer(_)),
    };
    let paragraph = Paragraph::new(text(view, hints, theme, height)).block(block);
    if rows {
        paragraph.render(area, buf);
    } else {
        paragraph.wrap(Wrap { trim: false }).render(area, buf);
    }
}
