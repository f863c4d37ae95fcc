//! The search tree pane (`t`): the outline of the recorded tree, the selected node marked,
//! and a legend of the keys.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::Line;
use ratatui::widgets::{Block, Paragraph, Widget};

use crate::search_tree::state::TreeView;
use crate::theme::Theme;

/// Draws the explorer into `area`, with `legend` (its keys, from the keymap) on top and
/// `close` (the key that closes it) in the title.
pub fn draw(
    view: &TreeView,
    (legend, close): (&str, &str),
    theme: Theme,
    area: Rect,
    buf: &mut Buffer,
) {
    let filters = match (view.hide_quiescence, view.pv_and_cut_only) {
        (false, false) => String::new(),
        (true, false) => ", no quiescence".to_owned(),
        (false, true) => ", PV and cut nodes".to_owned(),
        (true, true) => ", PV and cut nodes, no quiescence".to_owned(),
    };
    let title = format!(
        " Search tree, depth {}{filters} ({close} closes) ",
        view.depth
    );
    let block = Block::bordered()
        .title(crate::panes::title::fitted(&title, area.width))
        .border_style(theme.border(true));
    let inner = usize::from(area.width.saturating_sub(2)).max(1);
    let mut lines = vec![Line::styled(legend.to_owned(), theme.dim())];
    if view.tree.is_none() {
        lines.push(Line::styled("recording the search…", theme.dim()));
    }
    // Below the rows: the selected node's whole label, wrapped, and what the notation means.
    // The rows keep three lines at least; the detail comes first, the legend takes what is
    // left (cut with `…`).
    let rows_room = usize::from(area.height.saturating_sub(3));
    let spare = rows_room.saturating_sub(3);
    let mut detail = selected_detail(view, inner);
    detail.truncate(spare);
    let mut notation = wrap(NOTATION, inner);
    let legend_rows = spare - detail.len();
    if notation.len() > legend_rows {
        notation.truncate(legend_rows);
        if let Some(last) = notation.last_mut() {
            *last = crate::panes::status_view::cut_with_ellipsis(&format!("{last} …"), inner);
        }
    }
    let below = detail.len() + notation.len();
    let height = rows_room - below;
    let selected = view
        .rows
        .iter()
        .position(|r| r.0 == view.selected)
        .unwrap_or(0);
    let first = selected
        .saturating_sub(height / 2)
        .min(view.rows.len().saturating_sub(height));
    for (index, indent, label) in view.rows.iter().skip(first).take(height) {
        let open = view.open.get(*index as usize).copied().unwrap_or(false);
        let has_children = view
            .tree
            .as_deref()
            .is_some_and(|t| !t.node(*index).children.is_empty());
        let marker = match (has_children, open) {
            (false, _) => ' ',
            (true, true) => '-',
            (true, false) => '+',
        };
        let text = format!("{}{marker} {label}", "  ".repeat(usize::from(*indent)));
        let shown: String = text.chars().skip(view.scroll_x).collect();
        let style = if *index == view.selected {
            theme.cursor()
        } else {
            ratatui::style::Style::new()
        };
        lines.push(Line::styled(shown, style));
    }
    while lines.len() < 1 + height + usize::from(view.tree.is_none()) {
        lines.push(Line::raw(""));
    }
    lines.extend(detail.into_iter().map(|l| Line::styled(l, theme.heading())));
    lines.extend(notation.into_iter().map(|l| Line::styled(l, theme.dim())));
    Paragraph::new(lines).block(block).render(area, buf);
}

/// What the rows' notation means.
pub const NOTATION: &str = "#n: its place in the move order and why it was ordered there \
     (table_move, capture, killer, quiet...); -> its score, from the side to move at that \
     node; exact / lower / upper: a score or a bound; pv / cut / all: the node's kind, then \
     why it ended; | dN: its draft, [a, b]: the window, eval: the static evaluation; < > \
     scroll the rows";

/// `selected: ` and the selected node's whole row, wrapped to `width`.
fn selected_detail(view: &TreeView, width: usize) -> Vec<String> {
    view.rows
        .iter()
        .find(|r| r.0 == view.selected)
        .map(|(_, _, label)| wrap(&format!("selected: {label}"), width))
        .unwrap_or_default()
}

/// `text` cut into rows of at most `width` columns, between words where it can.
fn wrap(text: &str, width: usize) -> Vec<String> {
    let mut rows = vec![String::new()];
    for word in text.split_whitespace() {
        let last = rows.last().map_or(0, |r| r.chars().count());
        if last > 0 && last + 1 + word.chars().count() > width {
            rows.push(String::new());
        }
        if let Some(row) = rows.last_mut() {
            if !row.is_empty() {
                row.push(' ');
            }
            row.push_str(word);
        }
    }
    rows.retain(|r| !r.is_empty());
    rows
}
