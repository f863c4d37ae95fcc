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
    let mut lines = vec![Line::styled(legend.to_owned(), theme.dim())];
    if view.tree.is_none() {
        lines.push(Line::styled("recording the search…", theme.dim()));
    }
    let height = usize::from(area.height.saturating_sub(3));
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
        let style = if *index == view.selected {
            theme.cursor()
        } else {
            ratatui::style::Style::new()
        };
        lines.push(Line::styled(text, style));
    }
    Paragraph::new(lines).block(block).render(area, buf);
}
