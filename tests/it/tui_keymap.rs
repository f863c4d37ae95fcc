//! User keymap overrides: they reach dispatch, the help screen and the status-bar hints, a
//! rebound key leaves the action that had it, and bad names are typed errors that change
//! nothing.

use crate::support::keys;
use crate::support::screen;

use std::collections::BTreeMap;

use crossterm::event::{KeyCode, KeyModifiers};
use keys::{key, key_with};
use kibitzer::game::Game;
use kibitzer_tui::{App, Keymap, KeymapError, Msg, RawKeymap, Settings};

/// Overrides as (mode, action, keys).
type Overrides<'a> = &'a [(&'a str, &'a str, &'a [&'a str])];

fn raw(entries: Overrides) -> RawKeymap {
    let mut raw: RawKeymap = BTreeMap::new();
    for (mode, action, keys) in entries {
        raw.entry((*mode).to_owned()).or_default().insert(
            (*action).to_owned(),
            keys.iter().map(|k| (*k).to_owned()).collect(),
        );
    }
    raw
}

fn app_with(entries: Overrides) -> App {
    let keymap = Keymap::with_overrides(&raw(entries)).expect("a valid keymap");
    app_with_keymap(keymap)
}

/// A workstation on the start position with `keymap`, its first search started.
fn app_with_keymap(keymap: Keymap) -> App {
    let settings = Settings {
        keymap,
        ..Settings::default()
    };
    let mut app = App::with_settings(Game::default(), settings, true);
    app.start();
    let _ = app.update(Msg::SearchStarted(kibitzer::engine::RequestId::internal(1)));
    app
}

/// The whole screen of `app` at `width` x `height`, as text.
fn screen(app: &App, width: u16, height: u16) -> String {
    screen::screen_rows(app, width, height).join("\n")
}

#[test]
fn a_rebound_action_answers_its_new_key_and_not_its_old_one() {
    let mut app = app_with(&[("board", "flip", &["F5"])]);
    key(&mut app, KeyCode::Char('f'));
    assert!(!app.flipped, "f no longer flips");
    key(&mut app, KeyCode::F(5));
    assert!(app.flipped);
    // Both keys when both are listed.
    let mut app = app_with(&[("board", "flip", &["F5", "f"])]);
    key(&mut app, KeyCode::Char('f'));
    key(&mut app, KeyCode::F(5));
    assert!(!app.flipped, "flipped twice");
}

#[test]
fn a_key_given_to_another_action_leaves_the_one_that_had_it() {
    let mut app = app_with(&[("board", "guard_overlay", &["f"])]);
    key(&mut app, KeyCode::Char('f'));
    assert!(app.guard_overlay && !app.flipped);
    // Modifiers are keys of their own: Ctrl-F is not f.
    let mut app = app_with(&[("board", "flip", &["ctrl-f"])]);
    key(&mut app, KeyCode::Char('f'));
    assert!(!app.flipped);
    key_with(&mut app, KeyCode::Char('f'), KeyModifiers::CONTROL);
    assert!(app.flipped);
}

#[test]
fn overrides_of_the_explorers_and_the_command_line_reach_them() {
    let mut app = app_with(&[
        ("tree", "close", &["x"]),
        ("board", "tree", &["T"]),
        ("command_line", "run", &["tab"]),
    ]);
    key(&mut app, KeyCode::Char('T'));
    assert!(app.tree().is_some());
    key(&mut app, KeyCode::Char('t'));
    assert!(app.tree().is_some(), "t closes nothing now");
    key(&mut app, KeyCode::Char('x'));
    assert!(app.tree().is_none());
    key(&mut app, KeyCode::Char(':'));
    keys::typed(&mut app, "depth 3");
    key(&mut app, KeyCode::Enter);
    assert!(
        app.command_line().is_some(),
        "Enter no longer runs the command"
    );
    key(&mut app, KeyCode::Tab);
    assert_eq!(app.settings().limits.depth, Some(3));
}

#[test]
fn the_help_screen_and_the_hints_show_the_overrides() {
    let app = app_with(&[("board", "help", &["F2"]), ("board", "flip", &["F5"])]);
    let status = screen(&app, 160, 50);
    assert!(status.contains("F2 help  q quit"), "{status}");
    let mut app = app;
    key(&mut app, KeyCode::F(2));
    assert!(app.help_open());
    let help = screen(&app, 200, 400);
    let flip = help.lines().find(|l| l.contains("flip the board")).unwrap();
    assert!(flip.contains("  F5 "), "{flip}");
    assert!(!help.contains("│  f "), "f is bound to nothing");
    assert!(
        help.contains("Help (F2)"),
        "the help's heading names its key"
    );
    // Best-first mode's message names its keys from the keymap.
    let mut app = app_with(&[("best_first", "step", &["space"])]);
    key(&mut app, KeyCode::Char('b'));
    let (message, _) = app.status.clone().unwrap();
    assert_eq!(
        message,
        "best-first: Space step, S ten, r run, p pause, u back, b close"
    );
}

#[test]
fn bad_names_are_errors_naming_them_and_change_nothing() {
    let cases: [(Overrides, KeymapError); 4] = [
        (
            &[("boards", "flip", &["f"])],
            KeymapError::UnknownMode {
                mode: "boards".to_owned(),
            },
        ),
        (
            &[("board", "flop", &["f"])],
            KeymapError::UnknownAction {
                mode: "board".to_owned(),
                action: "flop".to_owned(),
            },
        ),
        (
            &[("tree", "close", &["ctrl-meta-x"])],
            KeymapError::BadKey {
                mode: "tree".to_owned(),
                action: "close".to_owned(),
                key: "ctrl-meta-x".to_owned(),
            },
        ),
        (
            &[("board", "flip", &["F5"]), ("board", "quit", &["F5"])],
            KeymapError::KeyTwice {
                mode: "board".to_owned(),
                key: "F5".to_owned(),
                first: "flip".to_owned(),
                second: "quit".to_owned(),
            },
        ),
    ];
    for (entries, expected) in cases {
        let mut keymap = Keymap::default();
        let error = keymap.apply(&raw(entries)).unwrap_err();
        assert_eq!(error, expected);
        assert_eq!(keymap, Keymap::default(), "{error}");
    }
    let message = Keymap::with_overrides(&raw(&[("board", "flop", &["f"])]))
        .unwrap_err()
        .to_string();
    assert_eq!(message, "keys.board: no action \"flop\"");
}

#[test]
fn the_config_files_keys_section_is_what_the_keymap_reads() {
    let config = kibitzer::config::Config::parse("[keys.board]\nflip = [\"F5\"]\n").unwrap();
    let mut app = app_with_keymap(Keymap::with_overrides(&config.keys).unwrap());
    key(&mut app, KeyCode::F(5));
    assert!(app.flipped);
    let bad = kibitzer::config::Config::parse("[keys.board]\nfly = [\"F5\"]\n").unwrap();
    assert!(Keymap::with_overrides(&bad.keys).is_err());
}

#[test]
fn the_tree_explorers_legend_and_title_come_from_its_keymap() {
    let mut app = app_with(&[("tree", "refutation", &["R"]), ("tree", "close", &["F9"])]);
    let _ = app.update(kibitzer_tui::Msg::Resize(120, 40));
    key(&mut app, KeyCode::Char('t'));
    let text = screen(&app, 120, 40);
    assert!(text.contains("R refutation"), "{text}");
    assert!(!text.contains("r refutation"), "{text}");
    assert!(text.contains("(F9 closes)"), "{text}");
}
