//! The evaluation graph under the Moves pane: one column per ply of the current line (White's
//! point of view), bars up for White and down for Black from a zero line, clamped at
//! ±[`SCALE_PAWNS`] with mates at the edge, the shown ply's column marked, and the moves the
//! review judged (`?!`, `?`, `??`) marked above their columns; the label says who judged and,
//! once the review is finished, each player's accuracy (`accuracy 87% / 64%`, White's first). [`GraphWindow`] says which plies
//! the columns show, for drawing and for a click on a column.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Style;

use crate::model::app::App;
use crate::theme::Theme;
use kibitzer::Score;
use kibitzer::annotate::Judgement;
use kibitzer::game::NodeId;

/// The graph's scale: a bar reaches the edge at this many pawns (and for every mate).
pub const SCALE_PAWNS: i32 = 5;

/// Which plies of the current line the graph's columns show.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GraphWindow {
    /// The index (in the current line, the root being 0) of the first column's node.
    pub first: usize,
    /// How many columns are drawn.
    pub shown: usize,
}

impl GraphWindow {
    /// The columns for a line of `plies` nodes in `width` columns with the shown node at index
    /// `current`: the whole line when it fits, else a window keeping the shown node in sight
    /// (the end of the line in view when the shown node is near it).
    pub fn new(plies: usize, current: usize, width: usize) -> GraphWindow {
        if plies <= width {
            return GraphWindow {
                first: 0,
                shown: plies,
            };
        }
        let first = current.saturating_sub(width / 2).min(plies - width);
        GraphWindow {
            first,
            shown: width,
        }
    }

    /// The index in the current line of the node drawn in `column` (0 is the graph's first).
    pub fn index_at(self, column: usize) -> Option<usize> {
        (column < self.shown).then_some(self.first + column)
    }
}

/// The graph's window of `app` in `area` (the graph's rows, label included).
pub fn window(app: &App, area: Rect) -> GraphWindow {
    let line = app.game.line();
    let current = line
        .iter()
        .position(|&id| id == app.game.current())
        .unwrap_or(0);
    GraphWindow::new(line.len(), current, usize::from(area.width))
}

/// The node of the current line drawn at terminal `column` of the graph at `area`, if any: a
/// click there goes to it.
pub fn node_at(app: &App, area: Rect, column: u16) -> Option<NodeId> {
    let index = window(app, area).index_at(usize::from(column.checked_sub(area.x)?))?;
    app.game.line().get(index).copied()
}

/// Centipawns for the graph: clamped to the scale, a mate at the edge of its side.
fn clamped(score: Score) -> i32 {
    let edge = SCALE_PAWNS * 100;
    if score.is_mate() {
        edge * score.centipawns().signum()
    } else {
        score.centipawns().clamp(-edge, edge)
    }
}

/// Eight-level bars of the evaluation after each ply (±5 pawns full scale), `·` where the
/// position was not analysed: the graph when it has a single row.
pub fn one_row(evals: &[Option<Score>]) -> String {
    const LEVELS: [char; 9] = [' ', '▁', '▂', '▃', '▄', '▅', '▆', '▇', '█'];
    let edge = SCALE_PAWNS * 100;
    evals
        .iter()
        .map(|e| match e {
            None => '·',
            Some(s) => LEVELS[((clamped(*s) + edge) * 8 / (2 * edge)) as usize],
        })
        .collect()
}

/// The cell of a column `rows` high (even) at `row` (0 the top) for a bar of `cp` centipawns:
/// lower blocks above the zero line, upper blocks below it, in eighths of a cell above and
/// halves below (the terminal has no finer upper blocks).
fn cell(cp: i32, row: usize, rows: usize) -> Option<char> {
    const UP: [char; 9] = [' ', '▁', '▂', '▃', '▄', '▅', '▆', '▇', '█'];
    let half = rows / 2;
    // The bar's length in eighths of a cell, on its side of the zero line.
    let eighths = (cp.unsigned_abs() as usize * half * 8).div_ceil((SCALE_PAWNS * 100) as usize);
    if cp > 0 && row < half {
        let from_zero = half - 1 - row;
        let fill = eighths.saturating_sub(from_zero * 8).min(8);
        return (fill > 0).then_some(UP[fill]);
    }
    if cp < 0 && row >= half {
        let from_zero = row - half;
        let fill = eighths.saturating_sub(from_zero * 8).min(8);
        return match fill {
            0 => None,
            1..=2 => Some('▔'),
            3..=5 => Some('▀'),
            _ => Some('█'),
        };
    }
    None
}

/// The mark of a judgement above its column.
fn mark(judgement: Judgement) -> char {
    match judgement {
        Judgement::Inaccuracy => '⁈',
        Judgement::Mistake => '?',
        Judgement::Blunder => '⁇',
    }
}

/// Draws the graph of `app` into `area`: a label row, then the plot.
pub fn draw(app: &App, theme: Theme, area: Rect, buf: &mut Buffer) {
    if area.height == 0 || area.width == 0 {
        return;
    }
    let evals = app.line_evals();
    let line = app.game.line();
    let window = window(app, area);
    let current = app.game.current();
    let shown = line.iter().position(|&id| id == current);
    let value = shown
        .and_then(|i| evals.get(i).copied().flatten())
        .map_or_else(|| "…".to_owned(), |s| s.to_string());
    // A review's evaluations and marks say who judged them; a narrow pane gets the accuracies
    // before the judge, then a cut label ending in `…`.
    let review = app.annotation.as_ref();
    let accuracy = review
        .and_then(super::run::AnnotateRun::accuracy_label)
        .map(|a| format!(", {a}"))
        .unwrap_or_default();
    let judged = review
        .map(|r| format!(", judged by {}{accuracy}", r.judged_by))
        .unwrap_or_default();
    let room = usize::from(area.width);
    let label = [
        format!("eval (White, ±{SCALE_PAWNS}): {value}{judged}"),
        format!("eval {value}{judged}"),
        format!("eval {value}{accuracy}"),
    ]
    .into_iter()
    .find(|l| l.chars().count() <= room)
    .unwrap_or_else(|| {
        crate::panes::status_view::cut_with_ellipsis(&format!("eval {value}{accuracy}"), room)
    });
    buf.set_stringn(area.x, area.y, label, room, theme.dim());
    let plot_rows = usize::from(area.height - 1);
    let marks = app
        .annotation
        .as_ref()
        .map(crate::AnnotateRun::marks)
        .unwrap_or_default();
    let columns = window.first..window.first + window.shown;
    if plot_rows < 2 {
        if plot_rows == 1 {
            let bars = one_row(&evals[columns.clone()]);
            for (column, (bar, index)) in bars.chars().zip(columns).enumerate() {
                let marked = marks.iter().any(|(node, _)| *node == line[index]);
                let style = if Some(index) == shown {
                    theme.cursor()
                } else if marked {
                    theme.error()
                } else {
                    Style::new()
                };
                let x = area.x + column as u16;
                buf[(x, area.y + 1)].set_char(bar).set_style(style);
            }
        }
        return;
    }
    // An even number of rows puts the zero line between two rows; a spare row stays empty.
    let rows = plot_rows - plot_rows % 2;
    let top = area.y + 1 + (plot_rows - rows) as u16;
    for (column, index) in columns.enumerate() {
        let x = area.x + column as u16;
        let cp = evals[index].map(clamped);
        let judged = marks.iter().find(|(node, _)| *node == line[index]);
        let base = if Some(index) == shown {
            theme.cursor()
        } else {
            Style::new()
        };
        for row in 0..rows {
            let y = top + row as u16;
            let (symbol, style) = match (cp, row == rows / 2) {
                (Some(cp), zero) => match cell(cp, row, rows) {
                    Some(c) => (c, base.patch(theme.signed(i64::from(cp)))),
                    None if zero => ('▔', base.patch(theme.dim())),
                    None => (' ', base),
                },
                (None, true) => ('·', base.patch(theme.dim())),
                (None, false) => (' ', base),
            };
            buf[(x, y)].set_char(symbol).set_style(style);
        }
        if let Some((_, judgement)) = judged {
            // Above a bar going down, below one going up: where the plot has room.
            let y = if cp.is_some_and(|c| c > 0) {
                top + rows as u16 - 1
            } else {
                top
            };
            buf[(x, y)]
                .set_char(mark(*judgement))
                .set_style(base.patch(theme.error()));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::{GraphWindow, cell, one_row};
    use kibitzer::Score;

    #[test]
    fn a_long_line_scrolls_to_keep_the_shown_ply_in_sight() {
        let whole = GraphWindow::new(20, 5, 40);
        assert_eq!((whole.first, whole.shown), (0, 20));
        assert_eq!(whole.index_at(7), Some(7));
        assert_eq!(whole.index_at(20), None);
        let middle = GraphWindow::new(101, 50, 40);
        assert_eq!(middle.index_at(20), Some(50));
        let end = GraphWindow::new(101, 100, 40);
        assert_eq!(end.index_at(39), Some(100));
        let start = GraphWindow::new(101, 3, 40);
        assert_eq!(start.index_at(0), Some(0));
    }

    #[test]
    fn bars_grow_from_the_zero_line_and_stop_at_the_edge() {
        // Four rows: two above the zero line, two below.
        let column = |cp| {
            (0..4)
                .map(|r| cell(cp, r, 4).unwrap_or(' '))
                .collect::<String>()
        };
        assert_eq!(column(0), "    ");
        assert_eq!(column(500), "██  ");
        assert_eq!(column(250), " █  ");
        assert_eq!(column(125), " ▄  ");
        assert_eq!(column(-500), "  ██");
        assert_eq!(column(-250), "  █ ");
        assert_eq!(column(-125), "  ▀ ");
        assert_eq!(
            one_row(&[None, Some(Score::cp(-900)), Some(Score::cp(0))]),
            "· ▄"
        );
    }
}
