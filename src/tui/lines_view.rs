//! The lines pane: an evaluation bar, then one row per `MultiPV` line (depth/seldepth, score
//! from White's point of view with bound marks, nodes, nodes/s, time when the pane is wide
//! enough, the line in SAN).

use std::fmt::Write as _;

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Paragraph, Widget};
use shakmaty::Position;

use super::app::{App, Pane};
use super::theme::Theme;
use crate::format::human;
use crate::score::Score;
use crate::search::Bound;

/// `+0.32`, `#3`, with `>=` / `<=` for bounds.
pub fn score_label(score: Score, bound: Bound) -> String {
    let mark = match bound {
        Bound::Exact => "",
        Bound::Lower => ">=",
        Bound::Upper => "<=",
    };
    format!("{mark}{score}")
}

/// A bar of `width` cells, filled by White's share of `score` (±5 pawns spans the bar).
pub fn eval_bar(score: Option<Score>, width: usize) -> String {
    let Some(score) = score else {
        return "·".repeat(width);
    };
    // A mate fills the bar for the side that mates (by the sign: `#0` has none of its own).
    let cp = if score.is_mate() {
        1000 * score.centipawns().signum()
    } else {
        score.centipawns().clamp(-500, 500) * 2
    };
    let filled = ((cp + 1000) as usize * width / 2000).min(width);
    format!("{}{}", "█".repeat(filled), "░".repeat(width - filled))
}

/// The narrowest pane whose rows show each line's nodes, nodes/s and time: in a narrower one
/// they would leave the moves no room (the status bar gives the nodes and speed anyway).
const STATISTICS_WIDTH: u16 = 80;

/// Draws the lines of `app` into `area`.
pub fn draw(app: &App, theme: Theme, area: Rect, buf: &mut Buffer) {
    let title = if app.threat_mode {
        let side = if app.analysed_turn().is_white() {
            "White"
        } else {
            "Black"
        };
        format!(" Lines: threat, if {side} could move again (White's view) ")
    } else {
        " Lines (scores from White's view) ".to_owned()
    };
    let block = Block::bordered()
        .title(title)
        .border_style(theme.border(app.focus == Pane::Lines));
    let end = app.game_end();
    let white = app
        .white_score()
        .or_else(|| end.map(super::app::GameEnd::white_score));
    let label = match (end, white) {
        (Some(end), _) => end.text().to_owned(),
        (None, Some(score)) => score.to_string(),
        (None, None) => "…".to_owned(),
    };
    // The bar leaves room for a score (`>=+12.34`) or the result beside it.
    let beside = usize::from(area.width.saturating_sub(3)).saturating_sub(label.chars().count());
    let bar_width = usize::from(area.width.saturating_sub(14))
        .min(beside)
        .min(40);
    let mut lines = vec![Line::from(vec![
        Span::raw(eval_bar(white, bar_width)),
        Span::raw(" "),
        Span::styled(label, theme.heading()),
    ])];
    let root = app.analysed_position();
    let turn = app.analysed_turn();
    let window = line_window(app, area);
    for (i, line) in app
        .analysis
        .lines
        .iter()
        .enumerate()
        .skip(window.first)
        .take(window.shown)
    {
        let moves = app.analysis.line_sans.get(i).map_or("", String::as_str);
        let score = line.score.for_white(turn);
        let mut text = format!(
            "{} d{}/{} {:>7} ",
            line.multipv,
            line.depth,
            line.seldepth,
            score_label(score, flip_bound(line.bound, turn.is_black())),
        );
        if area.width >= STATISTICS_WIDTH {
            let _ = write!(
                text,
                "{:>6} {:>5}/s {:>5.1}s ",
                human(line.nodes),
                human(line.nps),
                line.time.as_secs_f64(),
            );
        }
        text.push_str(moves);
        let style = if app.focus == Pane::Lines && app.selection(Pane::Lines) == i {
            theme.cursor()
        } else {
            theme.signed(i64::from(score.centipawns()))
        };
        lines.push(Line::styled(text, style));
    }
    let hidden = app.analysis.lines.len() - window.shown;
    if hidden > 0 {
        let plural = if hidden == 1 { "" } else { "s" };
        lines.push(Line::styled(
            format!("+{hidden} more line{plural} (↑/↓)"),
            theme.dim(),
        ));
    }
    if app.analysis.lines.is_empty() {
        let hint = if app.analysing {
            "searching…"
        } else {
            "analysis is off: Space starts it"
        };
        let position = match end {
            Some(_) => Some("no legal moves: nothing to analyse"),
            None => root
                .filter(|p| p.legal_moves().is_empty())
                .map(|_| "no legal moves"),
        };
        lines.push(Line::styled(position.unwrap_or(hint), theme.dim()));
    }
    Paragraph::new(lines).block(block).render(area, buf);
}

/// Which of the lines the pane has room for: `shown` lines from index `first`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LineWindow {
    /// The first line shown.
    pub first: usize,
    /// How many are shown.
    pub shown: usize,
}

/// The lines of `app` that fit the pane at `area` (below its bar): all when they fit, else one
/// row fewer than there is room for (the last row says how many are hidden), scrolled so
/// that the selected line shows.
pub fn line_window(app: &App, area: Rect) -> LineWindow {
    let total = app.analysis.lines.len();
    let room = usize::from(area.height.saturating_sub(3));
    if total <= room {
        return LineWindow {
            first: 0,
            shown: total,
        };
    }
    let shown = room.saturating_sub(1);
    let selected = app.selection(Pane::Lines).min(total - 1);
    LineWindow {
        first: (selected + 1).saturating_sub(shown).min(total - shown),
        shown,
    }
}

/// A bound seen from the other side swaps lower and upper.
pub(super) fn flip_bound(bound: Bound, flip: bool) -> Bound {
    match (bound, flip) {
        (Bound::Lower, true) => Bound::Upper,
        (Bound::Upper, true) => Bound::Lower,
        (b, _) => b,
    }
}
