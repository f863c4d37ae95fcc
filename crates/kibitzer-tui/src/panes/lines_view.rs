//! The lines pane: an evaluation bar, then one row per `MultiPV` line: its number in the
//! line's colour (as on the board), the score from White's point of view with bound marks and
//! the moves with their numbers; depth/seldepth, nodes, nodes/s and time on each row when the
//! pane is wide enough, else once (the first line's) in the pane's title, so that the moves
//! keep the room.

use std::fmt::Write as _;

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::Block;
use shakmaty::Position;

use crate::model::app::{App, Pane};
use crate::position_notes::tablebase_row;
use crate::theme::Theme;
use kibitzer::Score;
use kibitzer::format::human;
use kibitzer::search::Bound;

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
    let wide = area.width >= STATISTICS_WIDTH;
    let title = title(app, wide, usize::from(area.width.saturating_sub(2)));
    let block = Block::bordered()
        .title(crate::panes::title::fitted(&title, area.width))
        .border_style(theme.border(app.focus == Pane::Lines));
    let end = app.game_end();
    let mut lines = vec![bar_row(app, theme, area)];
    lines.extend(tablebase_row(app).map(|row| Line::styled(row, theme.heading())));
    let root = app.analysed_position();
    let turn = app.analysed_turn();
    let window = line_window(app, area);
    // Scores line up at the width of the longest shown.
    let pad = app
        .analysis
        .lines
        .iter()
        .skip(window.first)
        .take(window.shown)
        .map(|l| score_label(l.score, l.bound).chars().count())
        .max()
        .unwrap_or(0);
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
        let mut text = String::with_capacity(64 + moves.len());
        if wide {
            let _ = write!(text, " {}", depth_label(line));
        }
        let label = score_label(score, flip_bound(line.bound, turn.is_black()));
        let _ = write!(text, " {label:>pad$} ");
        if wide {
            let _ = write!(
                text,
                "{:>6} {:>5}/s {:>5.1}s ",
                human(line.nodes),
                human(line.nps),
                line.time.as_secs_f64(),
            );
        }
        let number_text = line.multipv.to_string();
        let moves_room = usize::from(area.width.saturating_sub(2))
            .saturating_sub(number_text.len() + text.chars().count());
        text.push_str(whole_moves(moves, moves_room));
        let (number, style) = if app.focus == Pane::Lines && app.selection(Pane::Lines) == i {
            (theme.cursor(), theme.cursor())
        } else {
            (
                theme.line_number(i),
                theme.signed(i64::from(score.centipawns())),
            )
        };
        lines.push(Line::from(vec![
            Span::styled(number_text, number),
            Span::styled(text, style),
        ]));
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
    crate::panes::text_rows::draw_in(block, &lines, area, buf);
}

/// The evaluation bar from White's side with the score, or the game's result, beside it.
fn bar_row(app: &App, theme: Theme, area: Rect) -> Line<'static> {
    let end = app.game_end();
    let white = app
        .white_score()
        .or_else(|| end.map(crate::model::app::GameEnd::white_score));
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
    Line::from(vec![
        Span::raw(eval_bar(white, bar_width)),
        Span::raw(" "),
        Span::styled(label, theme.heading()),
    ])
}

/// The pane's title: what the scores are, and in a narrow pane the first line's depth, nodes,
/// speed and time (as much of them as fits `room` columns).
fn title(app: &App, wide: bool, room: usize) -> String {
    if app.threat_mode {
        let side = if app.analysed_turn().is_white() {
            "White"
        } else {
            "Black"
        };
        return format!(" Lines: threat, if {side} could move again (White's view) ");
    }
    if wide {
        return " Lines (scores from White's view) ".to_owned();
    }
    let Some(line) = app.analysis.lines.first() else {
        return " Lines (White's view) ".to_owned();
    };
    let depth = depth_label(line);
    let time = format!("{:.1}s", line.time.as_secs_f64());
    let speed = format!("{} {}/s", human(line.nodes), human(line.nps));
    [
        format!(" Lines (White's view) {depth} {speed} {time} "),
        format!(" Lines {depth} {speed} {time} "),
        format!(" Lines {depth} {time} "),
    ]
    .into_iter()
    .find(|t| t.chars().count() <= room)
    .unwrap_or_else(|| format!(" Lines {depth} "))
}

/// The depth of a line as its row and the title give it: `d12/19`; for a proven mate whose
/// search is complete (an exact mate score, and a depth beyond any ply the search reached:
/// once the mate is proven the search runs on to its last depth at once, so `d64/3` would
/// say nothing), `mate in 2`, or `mated in 2`, for the side to move.
pub fn depth_label(line: &kibitzer::engine::Info) -> String {
    let complete = line.bound == Bound::Exact && line.depth > line.seldepth;
    match line.score.mate_moves() {
        Some(n) if complete && n > 0 => format!("mate in {n}"),
        Some(n) if complete => format!("mated in {}", -n),
        _ => format!("d{}/{}", line.depth, line.seldepth),
    }
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
    let notes = usize::from(tablebase_row(app).is_some());
    let room = usize::from(area.height.saturating_sub(3)).saturating_sub(notes);
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

/// The moves of `moves` (SAN, one space between them) that fit in `room` columns whole; the
/// first move even when it does not fit (the pane clips it).
fn whole_moves(moves: &str, room: usize) -> &str {
    if moves.len() <= room {
        return moves;
    }
    match moves.get(..=room).and_then(|head| head.rfind(' ')) {
        Some(end) => &moves[..end],
        None => moves,
    }
}

/// A bound seen from the other side swaps lower and upper.
pub(crate) fn flip_bound(bound: Bound, flip: bool) -> Bound {
    match (bound, flip) {
        (Bound::Lower, true) => Bound::Upper,
        (Bound::Upper, true) => Bound::Lower,
        (b, _) => b,
    }
}

#[cfg(test)]
mod tests {
    use super::whole_moves;

    #[test]
    fn lines_are_cut_between_moves() {
        let moves = "31.Ra3 Bg5 32.Bf2 Bxc6";
        assert_eq!(whole_moves(moves, 40), moves);
        assert_eq!(whole_moves(moves, 22), moves);
        assert_eq!(whole_moves(moves, 21), "31.Ra3 Bg5 32.Bf2");
        assert_eq!(whole_moves(moves, 10), "31.Ra3 Bg5");
        assert_eq!(whole_moves(moves, 9), "31.Ra3");
        assert_eq!(whole_moves(moves, 3), moves);
    }
}
