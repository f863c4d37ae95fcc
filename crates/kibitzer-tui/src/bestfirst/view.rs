//! The best-first pane (`b`): the root's value, bounds and uncertainty, the selected path of
//! the last expansion, the new children with their values, the ancestors that changed, and
//! the root's uncertainty over the steps as a plotted curve.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::Line;
use ratatui::widgets::{Block, Paragraph, Widget};

use shakmaty::Position;

use crate::bestfirst::state::BfView;
use crate::theme::Theme;
use kibitzer::format::{BfStopName, ValueText, pv_san};

/// The curve of `values` as eight-level bars scaled to their maximum, the last `width` kept.
pub fn curve(values: &[f64], width: usize) -> String {
    const LEVELS: [char; 9] = [' ', '▁', '▂', '▃', '▄', '▅', '▆', '▇', '█'];
    let top = values.iter().copied().fold(0.0, f64::max).max(1.0);
    let start = values.len().saturating_sub(width);
    values[start..]
        .iter()
        .map(|v| LEVELS[((v / top) * 8.0).round().clamp(0.0, 8.0) as usize])
        .collect()
}

/// Draws best-first mode into `area`, with `notice` when the main search disagrees.
pub fn draw(view: &BfView, notice: Option<&str>, theme: Theme, area: Rect, buf: &mut Buffer) {
    let s = &view.search;
    let root = &s.nodes()[0];
    let state = match (view.running, s.finished()) {
        (_, Some(stop)) => BfStopName(stop).to_string().replace('_', " "),
        (true, None) => "running".to_owned(),
        (false, None) => "paused".to_owned(),
    };
    let title = format!(" Harris best-first: {state} (b closes) ");
    let block = Block::bordered()
        .title(crate::panes::title::fitted(&title, area.width))
        .border_style(theme.border(true));
    let pv = pv_san(s.root_position(), &s.principal_variation());
    let mut lines = vec![
        Line::styled(
            "s step, S ten, r run, p pause, u back; values in pawns, White's view",
            theme.dim(),
        ),
        Line::styled(
            format!(
                "step {}  nodes {}  root {} hi {} lo {} uncertainty {:+.2}",
                s.expansions(),
                s.nodes().len(),
                ValueText(root.v),
                ValueText(root.hi),
                ValueText(root.lo),
                (root.hi - root.lo) / 100.0
            ),
            theme.heading(),
        ),
        Line::from(format!("best line: {}", pv.join(" "))),
    ];
    if let Some(notice) = notice {
        lines.push(Line::styled(notice.to_owned(), theme.error()));
    }
    let width = usize::from(area.width.saturating_sub(2));
    lines.push(Line::from(format!(
        "uncertainty: {}",
        curve(&s.uncertainty, width.saturating_sub(13))
    )));
    if let Some(e) = view.search.last_expansion() {
        lines.extend(expansion_lines(view, e, theme));
    }
    Paragraph::new(lines).block(block).render(area, buf);
}

/// The path of the last expansion, its new children and the ancestors that changed.
fn expansion_lines(
    view: &BfView,
    e: &kibitzer::bestfirst::Expansion,
    theme: Theme,
) -> Vec<Line<'static>> {
    let s = &view.search;
    let mut lines = Vec::new();
    let moves: Vec<_> = e
        .path
        .iter()
        .filter_map(|&i| s.nodes()[i as usize].mv)
        .collect();
    let path = pv_san(s.root_position(), &moves);
    lines.push(Line::from(format!(
        "expanded: {}",
        if path.is_empty() {
            "(root)".to_owned()
        } else {
            path.join(" ")
        }
    )));
    let tip = *e.path.last().unwrap_or(&0);
    let mut tip_pos = s.root_position().clone();
    for m in &moves {
        tip_pos.play_unchecked(*m);
    }
    let mut children: Vec<_> = s.nodes()[tip as usize].children.clone().collect();
    children.sort_by(|a, b| {
        s.nodes()[*b as usize]
            .hi
            .total_cmp(&s.nodes()[*a as usize].hi)
    });
    for c in children {
        let n = &s.nodes()[c as usize];
        let san =
            n.mv.map(|m| pv_san(&tip_pos, &[m]).join(""))
                .unwrap_or_default();
        let status = if n.terminal {
            "terminal"
        } else if s.closed(tip, c) {
            "closed"
        } else if s.open(c) {
            "open"
        } else {
            "quiet"
        };
        lines.push(Line::from(format!(
            "  {san:<8} h {} dW {:.2} dB {:.2} hi {} lo {} {status}",
            ValueText(f64::from(n.h)),
            n.d_white / 100.0,
            n.d_black / 100.0,
            ValueText(n.hi),
            ValueText(n.lo)
        )));
    }
    if !e.changed.is_empty() {
        lines.push(Line::styled("changed:", theme.dim()));
        for (i, old, new) in &e.changed {
            let depth = s.nodes()[*i as usize].ply;
            lines.push(Line::from(format!(
                "  ply {depth}: v {} -> {}, hi {} -> {}, lo {} -> {}",
                ValueText(old.0),
                ValueText(new.0),
                ValueText(old.1),
                ValueText(new.1),
                ValueText(old.2),
                ValueText(new.2)
            )));
        }
    }
    lines
}
