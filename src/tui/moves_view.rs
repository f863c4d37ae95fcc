//! The moves pane: the game in SAN with the shown ply marked, and a graph of the evaluation
//! (White's point of view) over the game's plies.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Paragraph, Widget};

use super::app::{App, Pane};
use super::theme::Theme;

/// Eight-level bars of the evaluation after each ply (±5 pawns full scale), `·` where the
/// position was not analysed.
pub fn graph(evals: &[Option<crate::score::Score>], width: usize) -> String {
    const LEVELS: [char; 9] = [' ', '▁', '▂', '▃', '▄', '▅', '▆', '▇', '█'];
    let start = evals.len().saturating_sub(width);
    evals[start..]
        .iter()
        .map(|e| match e {
            None => '·',
            Some(s) => {
                // Any mate is full scale, to the side of its sign.
                let cp = s.centipawns().clamp(-500, 500);
                LEVELS[((cp + 500) * 8 / 1000) as usize]
            }
        })
        .collect()
}

/// Draws the moves of `app` into `area`.
pub fn draw(app: &App, theme: Theme, area: Rect, buf: &mut Buffer) {
    let block = Block::bordered()
        .title(" Moves ")
        .border_style(theme.border(app.focus == Pane::Moves));
    let sans = &app.move_sans;
    let root = app.game.root();
    let black_first = !shakmaty::Position::turn(root).is_white();
    let first_number = shakmaty::Position::fullmoves(root).get() as usize;
    let width = usize::from(area.width.saturating_sub(2));
    let mut lines: Vec<Line> = Vec::new();
    let mut row: Vec<Span> = Vec::new();
    let mut used = 0;
    let start_style = if app.game.cursor() == 0 {
        theme.cursor()
    } else {
        theme.dim()
    };
    row.push(Span::styled("start ", start_style));
    used += 6;
    for (i, san) in sans.iter().enumerate() {
        let white = (i % 2 == 0) != black_first;
        let number = first_number + (i + usize::from(black_first)) / 2;
        let prefix = if white {
            format!("{number}.")
        } else if i == 0 {
            format!("{number}...")
        } else {
            String::new()
        };
        let text = format!("{prefix}{san} ");
        if used + text.len() > width && used > 0 {
            lines.push(Line::from(std::mem::take(&mut row)));
            used = 0;
        }
        used += text.chars().count();
        let style = match (i + 1).cmp(&app.game.cursor()) {
            std::cmp::Ordering::Equal => theme.cursor(),
            std::cmp::Ordering::Greater => theme.dim(),
            std::cmp::Ordering::Less => ratatui::style::Style::new(),
        };
        row.push(Span::styled(text, style));
    }
    lines.push(Line::from(row));
    let height = usize::from(area.height.saturating_sub(2));
    if height >= 3 {
        let keep = height.saturating_sub(2);
        if lines.len() > keep {
            lines.drain(..lines.len() - keep);
        }
        while lines.len() < keep {
            lines.push(Line::raw(""));
        }
        lines.push(Line::styled("eval (White):", theme.dim()));
        lines.push(Line::raw(graph(&app.evals, width)));
    }
    Paragraph::new(lines).block(block).render(area, buf);
}
