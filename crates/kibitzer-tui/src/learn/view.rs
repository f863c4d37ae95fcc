//! The Learn panel (`D`): which question of how many, the move played in the game with its
//! glyph, what to find, the answer so far (refused, judging, found, or why the move tried
//! fails without naming the best move: what it loses, its line, the reply, the motifs it
//! allows), the solution once asked for (with the whole comparison of the move that failed
//! drawn below as the Compare pane draws it), the keys, and at the end the summary.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Paragraph, Widget, Wrap};

use shakmaty::{Chess, Move, Position};

use crate::compare::state::CompareView;
use crate::compare::view::{self as compare_view, numbered_line};
use crate::learn::session::{Answer, LearnSession, Phase};
use crate::theme::Theme;
use kibitzer::annotate::why_it_fails;
use kibitzer::game::Game;

/// The side's name.
fn side_name(session: &LearnSession) -> &'static str {
    if session.side.is_white() {
        "White"
    } else {
        "Black"
    }
}

/// The panel's text lines above the comparison.
pub fn text(session: &LearnSession, game: &Game, hints: &str, theme: Theme) -> Vec<Line<'static>> {
    let side = side_name(session);
    let mut lines = Vec::new();
    let Some(question) = session.question() else {
        lines.push(Line::styled("Done.", theme.heading()));
        lines.push(Line::raw(format!("{side}: {}.", session.summary())));
        for (i, (q, answer)) in session.questions.iter().zip(&session.answers).enumerate() {
            let played = numbered_line(game.node(q.before).position(), &[q.played]);
            let how = match answer {
                Some(Answer::Found(1)) => "found".to_owned(),
                Some(Answer::Found(n)) => format!("found at try {n}"),
                Some(Answer::SolutionShown) => "solution shown".to_owned(),
                Some(Answer::Skipped) | None => "skipped".to_owned(),
            };
            lines.push(Line::raw(format!(
                "{}. {}{}: {how}",
                i + 1,
                played.join(" "),
                q.judgement
            )));
        }
        lines.push(Line::styled("Esc closes", theme.dim()));
        return lines;
    };
    let before = game.node(question.before).position();
    let played = numbered_line(before, &[question.played]).join(" ");
    lines.push(Line::raw(format!(
        "{side} played {played}{} here ({}).",
        question.judgement,
        question.judgement.name().to_lowercase()
    )));
    match &session.phase {
        Phase::Asking { note } => {
            lines.push(Line::styled(
                format!("Find a better move for {side}: play it on the board."),
                theme.heading(),
            ));
            if let Some(note) = note {
                lines.push(Line::styled(note.clone(), theme.error()));
            }
        }
        Phase::Judging { view, .. } => {
            lines.push(Line::raw(format!("Judging {}...", view.label)));
        }
        Phase::Wrong { tried, view } => {
            lines.extend(failure(before, *tried, view, theme));
        }
        Phase::Found { label } => {
            lines.push(Line::styled(format!("{label}: found!"), theme.heading()));
            let best = numbered_line(before, &question.best_line).join(" ");
            lines.push(Line::raw(format!("Best line: {best}")));
        }
        Phase::Solution { .. } => {
            let best = numbered_line(before, &question.best_line).join(" ");
            lines.push(Line::from(vec![
                Span::styled("Solution: ", theme.heading()),
                Span::raw(best),
            ]));
        }
        Phase::Finished => {}
    }
    lines.push(Line::styled(hints.to_owned(), theme.dim()));
    lines
}

/// Why `tried` (at `before`) fails, from its comparison `view`, without the best move: what it
/// loses, its line, the reply and the motifs it allows.
fn failure(before: &Chess, tried: Move, view: &CompareView, theme: Theme) -> Vec<Line<'static>> {
    let mut lines = Vec::new();
    let Some(candidate) = view.comparison().and_then(|c| c.candidates.first()) else {
        lines.push(Line::styled(
            format!("{} could not be judged.", view.label),
            theme.error(),
        ));
        return lines;
    };
    lines.push(Line::styled(
        format!(
            "{} is not good enough: it loses {} ({:.2} in winning chances).",
            view.label, candidate.loss.cost, candidate.loss.winning_chances
        ),
        theme.error(),
    ));
    lines.push(Line::raw(format!(
        "Its line: {}",
        numbered_line(before, &candidate.line.pv).join(" ")
    )));
    if let Some(reply) = candidate.refutation {
        let mut after = before.clone();
        after.play_unchecked(tried);
        lines.push(Line::raw(format!(
            "The reply: {}",
            numbered_line(&after, &[reply]).join(" ")
        )));
    }
    for why in why_it_fails(candidate) {
        lines.push(Line::raw(format!("It {why}.")));
    }
    lines
}

/// Draws the Learn panel into `area`; `hints` lists its keys.
pub fn draw(
    session: &LearnSession,
    game: &Game,
    hints: &str,
    theme: Theme,
    area: Rect,
    buf: &mut Buffer,
) {
    let shown = session.index + 1;
    let title = format!(
        " Learn from your mistakes: {} {shown}/{} ",
        side_name(session),
        session.questions.len()
    );
    let block = Block::bordered()
        .title(crate::panes::title::fitted(&title, area.width))
        .border_style(theme.border(true));
    let lines = text(session, game, hints, theme);
    let comparison = match &session.phase {
        Phase::Solution { failed: Some(view) } => Some(view),
        _ => None,
    };
    let inner_width = area.width.saturating_sub(2).max(1);
    let wanted: u16 = lines
        .iter()
        .map(|l| (l.width() as u16).div_ceil(inner_width).max(1))
        .sum::<u16>()
        + 2;
    let top_height = match comparison {
        Some(_) => wanted.min(area.height / 2).max(3.min(area.height)),
        None => area.height,
    };
    let top = Rect {
        height: top_height,
        ..area
    };
    Paragraph::new(lines)
        .wrap(Wrap { trim: false })
        .block(block)
        .style(theme.base())
        .render(top, buf);
    if let Some(view) = comparison {
        let below = Rect {
            y: area.y + top_height,
            height: area.height - top_height,
            ..area
        };
        if below.height > 2 {
            compare_view::draw(view, theme, below, buf);
        }
    }
}
