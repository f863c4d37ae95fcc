//! Draws the whole screen from `&App`: every pane, the status bar, the help overlay, or a
//! request for a larger terminal. Computes nothing the app does not already hold.

use ratatui::Frame;

use super::bestfirst;
use super::board;
use super::board_editor;
use super::compare;
use super::engines;
use super::game_list;
use super::help;
use super::learn;
use super::panes;
use super::search_tree;
use super::theme::Theme;
use crate::model::app::{App, Pane};
use crate::router::overlay::Overlay;
use crate::router::panel::Panel;

/// Draws one pane of `app` into `area` (for tests and benchmarks of single panes).
pub fn draw_pane(
    app: &App,
    theme: Theme,
    pane: Pane,
    area: ratatui::layout::Rect,
    buf: &mut ratatui::buffer::Buffer,
) {
    match pane {
        Pane::Board => board::view::draw(app, theme, area, buf),
        Pane::Lines => panes::lines_view::draw(app, theme, area, buf),
        Pane::Evaluation => panes::eval_view::draw(app, theme, area, buf),
        Pane::Threats => panes::threats_view::draw(app, theme, area, buf),
        Pane::Moves => panes::moves_view::draw(app, theme, area, buf),
        Pane::Engines => engines::view::draw(app, theme, area, buf),
    }
}

/// Draws the status bar of `app` into `area`.
pub fn draw_status(
    app: &App,
    theme: Theme,
    area: ratatui::layout::Rect,
    buf: &mut ratatui::buffer::Buffer,
) {
    panes::status_view::draw(app, theme, area, buf);
}

/// The part of `area` above the status bar `status` (the game list leaves the bar in sight: it
/// says why a game cannot be opened).
fn above(area: ratatui::layout::Rect, status: ratatui::layout::Rect) -> ratatui::layout::Rect {
    ratatui::layout::Rect {
        height: status.y.saturating_sub(area.y),
        ..area
    }
}

/// Draws `app` on `frame`.
pub fn draw(frame: &mut Frame<'_>, app: &App, theme: Theme) {
    let area = frame.area();
    frame.buffer_mut().set_style(area, theme.base());
    let Some(p) = engines::view::screen_panes(app, area) else {
        panes::too_small_view::draw(area, frame.buffer_mut());
        return;
    };
    let buf = frame.buffer_mut();
    board::view::draw_sized(app, theme, p.board, p.square, buf);
    if let Some(editor) = app.board_editor() {
        // The editor takes the pane under the board (its FEN) and the right column.
        let right = ratatui::layout::Rect {
            height: p.status.y - p.lines.y,
            ..p.lines
        };
        let keys = &app.settings.keymap.board_editor;
        board_editor::view::draw_panel(editor, keys, theme, right, buf);
        board_editor::view::draw_fen(editor, theme, p.moves, buf);
        panes::status_view::draw(app, theme, p.status, buf);
        return;
    }
    panes::moves_view::draw(app, theme, p.moves, buf);
    // The right column shows the open panel, else the Lines, Evaluation, Threats and
    // Engines panes.
    let right = ratatui::layout::Rect {
        height: p.status.y - p.lines.y,
        ..p.lines
    };
    // The explorers take the right column's top; the evaluation stays below.
    let top = right.height * 3 / 5;
    let explorer = ratatui::layout::Rect {
        height: top,
        ..right
    };
    let below = ratatui::layout::Rect {
        y: right.y + top,
        height: right.height - top,
        ..right
    };
    match &app.panel {
        Panel::Compare(view) => compare::view::draw(view, theme, right, buf),
        Panel::Learn(session) => {
            let hints = app.settings.keymap.learn.hints().join(", ");
            learn::view::draw(session, &app.game, &hints, theme, right, buf);
        }
        Panel::Tree(view) => {
            let keys = &app.settings.keymap.tree;
            let legend = keys.hints().join(", ");
            let close = keys
                .keys(super::mode::TreeAction::Close)
                .first()
                .map_or_else(String::new, |key| key.label());
            search_tree::view::draw(view, (&legend, &close), theme, explorer, buf);
            panes::eval_view::draw(app, theme, below, buf);
        }
        Panel::Explorer(view) => {
            // The table above, the analysis's lines below: both follow the board.
            let keys = &app.settings.keymap.explorer;
            super::explorer::view::draw(view, keys, theme, explorer, buf);
            panes::lines_view::draw(app, theme, below, buf);
        }
        Panel::BestFirst(view) => {
            let notice = (!app.threat_mode && !view.is_stale(&app.game))
                .then(|| {
                    bestfirst::disagreement::notice(
                        view,
                        app.analysis.lines.first(),
                        app.analysed_turn(),
                    )
                })
                .flatten();
            bestfirst::view::draw(view, notice.as_deref(), theme, explorer, buf);
            panes::eval_view::draw(app, theme, below, buf);
        }
        Panel::None => {
            panes::lines_view::draw(app, theme, p.lines, buf);
            panes::eval_view::draw(app, theme, p.evaluation, buf);
            panes::threats_view::draw(app, theme, p.threats, buf);
            if p.engines.height > 0 {
                engines::view::draw(app, theme, p.engines, buf);
            }
        }
    }
    panes::status_view::draw(app, theme, p.status, buf);
    match app.overlay() {
        Overlay::GameList(list) => game_list::view::draw(list, theme, above(area, p.status), buf),
        Overlay::EngineLog(log) => engines::log_view::draw(log, theme, area, buf),
        Overlay::Help { scroll } => {
            help::view::draw(&app.settings.keymap, theme, area, *scroll, buf);
        }
        Overlay::Glyphs(picker) => {
            crate::comments::view::draw_picker(
                picker,
                &app.settings.keymap.glyphs,
                theme,
                area,
                buf,
            );
        }
        // The command line, the move box, the comment editor and the promotion picker are in
        // the status bar; the board editor is drawn in the board's place.
        Overlay::None
        | Overlay::CommandLine(_)
        | Overlay::MoveBox(_)
        | Overlay::Promotion(_)
        | Overlay::Comment(_)
        | Overlay::BoardEditor(_) => {}
    }
}
