//! Comments and glyphs through `App::update`: `c` opens the one-line comment editor on the
//! comment after the shown move (at the start: before the first move), typing there is text,
//! Enter saves and Esc cancels; `!` opens the glyph picker; `:comment` and `:glyph` do the
//! same; every change is undone by Ctrl-Z and shown in the Moves pane.

use crate::support::keys;

use crossterm::event::{KeyCode, KeyModifiers};
use keys::{app_on_pgn, command, key, key_with, typed};
use kibitzer::game::{Glyph, Nag, NodeId};
use kibitzer_tui::{App, Mode};

fn comment_of(app: &App, id: NodeId) -> String {
    app.game.node(id).annotation().comment()
}

fn undo(app: &mut App) {
    key_with(app, KeyCode::Char('z'), KeyModifiers::CONTROL);
}

fn status(app: &App) -> String {
    app.status.clone().map(|(m, _)| m).unwrap_or_default()
}

#[test]
fn c_edits_the_comment_after_the_shown_move_and_typing_is_never_a_command() {
    let mut app = app_on_pgn("1. e4 { best by test } e5 2. Nf3 *");
    let e4 = app.game.main_line()[1];
    app.game.go_to(e4);
    key(&mut app, KeyCode::Char('c'));
    assert_eq!(app.modes(), [Mode::Comment]);
    assert_eq!(&**app.comment_editor().unwrap().line(), "best by test");
    // Keys that are commands on the board are text here: f would flip, q quit, p play.
    typed(&mut app, " fqp");
    assert!(!app.flipped && !app.quit);
    assert_eq!(app.game.current(), e4);
    key(&mut app, KeyCode::Home);
    key(&mut app, KeyCode::Delete);
    typed(&mut app, "B");
    key(&mut app, KeyCode::End);
    key(&mut app, KeyCode::Backspace);
    key(&mut app, KeyCode::Left);
    key(&mut app, KeyCode::Left);
    key(&mut app, KeyCode::Right);
    typed(&mut app, "!");
    key(&mut app, KeyCode::Enter);
    assert!(app.comment_editor().is_none());
    assert_eq!(comment_of(&app, e4), "Best by test f!q");
    assert!(status(&app).contains("saved"), "{}", status(&app));
    undo(&mut app);
    assert_eq!(comment_of(&app, e4), "best by test");
}

#[test]
fn esc_cancels_and_empty_text_deletes() {
    let mut app = app_on_pgn("1. e4 { old } e5 *");
    let e4 = app.game.main_line()[1];
    app.game.go_to(e4);
    key(&mut app, KeyCode::Char('c'));
    typed(&mut app, " new");
    key(&mut app, KeyCode::Esc);
    assert!(app.comment_editor().is_none());
    assert_eq!(comment_of(&app, e4), "old");
    key(&mut app, KeyCode::Char('c'));
    for _ in 0..3 {
        key(&mut app, KeyCode::Backspace);
    }
    key(&mut app, KeyCode::Enter);
    assert!(app.game.node(e4).annotation().is_empty());
    assert!(status(&app).contains("deleted"), "{}", status(&app));
    undo(&mut app);
    assert_eq!(comment_of(&app, e4), "old");
}

#[test]
fn at_the_start_the_comment_is_the_one_before_the_first_move() {
    let mut app = app_on_pgn("1. e4 e5 *");
    app.game.go_to(NodeId::ROOT);
    key(&mut app, KeyCode::Char('c'));
    assert_eq!(
        app.comment_editor().unwrap().place(),
        "before the first move"
    );
    typed(&mut app, "A quiet game");
    key(&mut app, KeyCode::Enter);
    assert_eq!(
        app.game.node(NodeId::ROOT).annotation().comments_after,
        ["A quiet game"]
    );
    let pgn = kibitzer::pgn::write_game(&app.game);
    assert!(pgn.contains("{ A quiet game } 1. e4"), "{pgn}");
}

#[test]
fn the_comment_command_sets_and_deletes() {
    let mut app = app_on_pgn("1. e4 e5 *");
    let e5 = app.game.main_line()[2];
    app.game.go_to(e5);
    command(&mut app, "comment a solid reply");
    assert_eq!(comment_of(&app, e5), "a solid reply");
    command(&mut app, "comment");
    assert_eq!(comment_of(&app, e5), "");
    undo(&mut app);
    assert_eq!(comment_of(&app, e5), "a solid reply");
}

#[test]
fn the_picker_sets_one_glyph_of_each_kind_and_undo_takes_it_back() {
    let mut app = app_on_pgn("1. e4 $22 e5 *");
    let e4 = app.game.main_line()[1];
    app.game.go_to(e4);
    key(&mut app, KeyCode::Char('!'));
    assert_eq!(app.modes(), [Mode::Glyphs]);
    key(&mut app, KeyCode::Char('1'));
    assert!(app.glyph_picker().is_none(), "a glyph closes the picker");
    assert_eq!(app.game.glyphs(e4), [Glyph::Good]);
    key(&mut app, KeyCode::Char('!'));
    key(&mut app, KeyCode::Char('5'));
    assert_eq!(app.game.glyphs(e4), [Glyph::Interesting], "replaced");
    key(&mut app, KeyCode::Char('!'));
    key(&mut app, KeyCode::Char('W'));
    assert_eq!(
        app.game.glyphs(e4),
        [Glyph::Interesting, Glyph::WhiteBetter]
    );
    assert_eq!(
        app.game.node(e4).annotation().nags,
        [Nag(5), Nag(16), Nag(22)],
        "the other NAG stays"
    );
    assert!(status(&app).contains("1.e4±"), "{}", status(&app));
    // The Moves pane shows them after the move.
    let text = moves_text(&app);
    assert!(text.contains("1.e4!? ±"), "{text}");
    // The same glyph again takes it off; x takes both off; Esc changes nothing.
    key(&mut app, KeyCode::Char('!'));
    key(&mut app, KeyCode::Char('W'));
    assert_eq!(app.game.glyphs(e4), [Glyph::Interesting]);
    key(&mut app, KeyCode::Char('!'));
    key(&mut app, KeyCode::Esc);
    assert_eq!(app.game.glyphs(e4), [Glyph::Interesting]);
    key(&mut app, KeyCode::Char('!'));
    key(&mut app, KeyCode::Char('x'));
    assert!(app.game.glyphs(e4).is_empty());
    undo(&mut app);
    assert_eq!(app.game.glyphs(e4), [Glyph::Interesting]);
    undo(&mut app);
    assert_eq!(
        app.game.glyphs(e4),
        [Glyph::Interesting, Glyph::WhiteBetter]
    );
    undo(&mut app);
    undo(&mut app);
    assert_eq!(app.game.glyphs(e4), [Glyph::Good]);
    undo(&mut app);
    assert!(app.game.glyphs(e4).is_empty());
    assert_eq!(app.game.node(e4).annotation().nags, [Nag(22)]);
}

#[test]
fn the_glyph_command_reads_every_form_and_refuses_nonsense() {
    let mut app = app_on_pgn("1. e4 e5 *");
    let e5 = app.game.main_line()[2];
    app.game.go_to(e5);
    command(&mut app, "glyph ?!");
    assert_eq!(app.game.glyphs(e5), [Glyph::Dubious]);
    command(&mut app, "glyph $19");
    command(&mut app, "glyph ∓");
    assert_eq!(app.game.glyphs(e5), [Glyph::Dubious, Glyph::BlackBetter]);
    command(&mut app, "glyph +/=");
    assert_eq!(
        app.game.glyphs(e5),
        [Glyph::Dubious, Glyph::WhiteSlightlyBetter]
    );
    command(&mut app, "glyph nonsense");
    let (message, error) = app.status.clone().unwrap();
    assert!(error && message.contains("unknown glyph"), "{message}");
    assert_eq!(
        app.game.glyphs(e5),
        [Glyph::Dubious, Glyph::WhiteSlightlyBetter]
    );
    command(&mut app, "glyph");
    assert!(app.game.glyphs(e5).is_empty());
    undo(&mut app);
    assert_eq!(
        app.game.glyphs(e5),
        [Glyph::Dubious, Glyph::WhiteSlightlyBetter]
    );
}

#[test]
fn no_glyph_at_the_start_of_the_game() {
    let mut app = app_on_pgn("1. e4 e5 *");
    app.game.go_to(NodeId::ROOT);
    key(&mut app, KeyCode::Char('!'));
    assert!(app.glyph_picker().is_none());
    let (message, error) = app.status.clone().unwrap();
    assert!(error && message.contains("no move"), "{message}");
    command(&mut app, "glyph !");
    assert!(app.status.clone().unwrap().1);
}

/// The Moves pane's text, 80 columns wide.
fn moves_text(app: &App) -> String {
    let area = ratatui::layout::Rect::new(0, 0, 80, 12);
    let mut buf = ratatui::buffer::Buffer::empty(area);
    let plain = kibitzer_tui::Theme {
        color: false,
        ascii: false,
        ..kibitzer_tui::Theme::DEFAULT
    };
    kibitzer_tui::draw_pane(app, plain, kibitzer_tui::Pane::Moves, area, &mut buf);
    (0..area.height)
        .map(|y| {
            (0..area.width)
                .map(|x| buf[(x, y)].symbol().to_owned())
                .collect::<String>()
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// Ctrl-C quits from the comment editor as from the command line (it did nothing there).
#[test]
fn ctrl_c_quits_from_the_comment_editor() {
    let mut app = app_on_pgn("1. e4 e5 *");
    key(&mut app, KeyCode::Char('c'));
    typed(&mut app, "half a thought");
    let effects = key_with(&mut app, KeyCode::Char('c'), KeyModifiers::CONTROL);
    assert!(app.quit, "{effects:?}");
    assert!(
        effects
            .iter()
            .any(|e| matches!(e, kibitzer_tui::Effect::Quit))
    );
}
