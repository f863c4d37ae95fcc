//! The threats pane: the advisors' rows of the analysed position, the totals, and possess
//! when pieces are in hand.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::Line;
use ratatui::widgets::Block;

use crate::model::app::{App, Pane};
use crate::theme::Theme;
use kibitzer::advisors::ThreatRow;
use kibitzer::eval::Man;

fn man(m: &Man) -> String {
    format!("{}{}", m.role.upper_char(), m.square)
}

fn row_text(r: &ThreatRow) -> String {
    let side = if r.side.is_white() { 'W' } else { 'B' };
    if r.check {
        return format!(
            "{side} {}x{} check (vital)",
            man(&r.attacker),
            man(&r.target)
        );
    }
    let defended = if r.defended { "def" } else { "   " };
    let potent = if r.potent {
        format!("potent {:.0}", r.potent_value)
    } else {
        String::new()
    };
    format!(
        "{side} {}x{} {:>5.0} {:>6.1} {defended} {potent}",
        man(&r.attacker),
        man(&r.target),
        r.base,
        r.local
    )
}

/// Draws the threats of `app` into `area`.
pub fn draw(app: &App, theme: Theme, area: Rect, buf: &mut Buffer) {
    let block = Block::bordered()
        .title(crate::panes::title::fitted(
            " Threats (Pell's advisors) ",
            area.width,
        ))
        .border_style(theme.border(app.focus == Pane::Threats));
    let mut lines = Vec::new();
    match app.analysis.threats.as_deref() {
        None => lines.push(Line::styled("waiting for the search…", theme.dim())),
        Some(report) => {
            let t = &report.totals;
            lines.push(Line::styled(
                format!("{:<9}{:>9}{:>9}{:>9}", "", "local", "global", "potent"),
                theme.heading(),
            ));
            for (name, s) in [("White", t.white), ("Black", t.black), ("net W-B", t.net)] {
                lines.push(Line::from(format!(
                    "{name:<9}{:>9.1}{:>9.1}{:>9.1}",
                    // Adding 0.0 turns a negative zero into a plain one.
                    s.local + 0.0,
                    s.global + 0.0,
                    s.potent + 0.0
                )));
            }
            if let Some(p) = report.possess {
                lines.push(Line::from(format!(
                    "in hand: White {:.1}, Black {:.1}",
                    p.white, p.black
                )));
            }
            if report.threats.is_empty() {
                lines.push(Line::styled("no captures for either side", theme.dim()));
            }
            let skip = app
                .selection(Pane::Threats)
                .min(report.threats.len().saturating_sub(1));
            for r in report.threats.iter().skip(skip) {
                lines.push(Line::from(row_text(r)));
            }
        }
    }
    crate::panes::text_rows::draw_in(block, &lines, area, buf);
}
