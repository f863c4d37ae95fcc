//! The config file reaching the workstation: limits, lines, hash and theme through
//! `App::configure`, the command line's overrides, and `:theme` at run time.

use kibitzer::config::{Config, Palette, Slot, ThemeName};
use kibitzer::game::Game;
use kibitzer_tui::{AnalysisLimits, App, Effect, Msg, Pane, Theme, draw_pane};
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Color;

const FULL: &str = include_str!("../data/config/full.toml");

fn configured(config: &Config) -> (App, Vec<Effect>) {
    let mut app = App::new(Game::default(), AnalysisLimits::default(), true);
    let effects = app.configure(config);
    (app, effects)
}

/// The background of the board's a8 square, as drawn.
fn a8_background(app: &App) -> Option<Color> {
    let area = Rect::new(0, 0, 28, 11);
    let mut buffer = Buffer::empty(area);
    draw_pane(app, app.settings().theme, Pane::Board, area, &mut buffer);
    buffer
        .cell((3, 1))
        .and_then(|c| Some(c.bg).filter(|bg| *bg != Color::Reset))
}

#[test]
fn the_files_limits_lines_theme_and_hash_reach_the_app() {
    let config = Config::parse(FULL).unwrap();
    let (mut app, effects) = configured(&config);
    assert_eq!(app.settings().limits.depth, Some(18));
    assert_eq!(app.settings().limits.movetime, Some(2500));
    assert_eq!(app.settings().min_eval_depth, 16);
    assert_eq!(app.settings().multipv, 3);
    assert_eq!(app.settings().theme_config.name, ThemeName::HighContrast);
    assert_eq!(app.settings().theme.palette, config.theme.palette());
    assert_eq!(
        app.settings()
            .theme
            .palette
            .get(Slot::DarkSquare)
            .to_string(),
        "#336699"
    );
    // The table is asked for; the size changes once the runtime has it.
    assert!(
        matches!(
            effects.as_slice(),
            [Effect::SetThreads(2), Effect::SetHash(256), ..]
        ),
        "{effects:?}"
    );
    // The `[[engine]]`s start: stockfish with its options and two lines, lc0 switched off.
    let spawned: Vec<_> = effects
        .iter()
        .filter_map(|e| match e {
            Effect::SpawnEngine(_, spec) => Some(spec),
            _ => None,
        })
        .collect();
    assert_eq!(spawned.len(), 2);
    assert_eq!(spawned[0].name, "stockfish");
    assert!(
        spawned[0]
            .options
            .contains(&("Skill Level".to_owned(), "20".to_owned()))
    );
    let engines: Vec<_> = app
        .engines
        .iter()
        .map(|e| (e.spec.name.as_str(), e.on, e.multipv))
        .collect();
    assert_eq!(engines, [("stockfish", true, 2), ("lc0", false, 1)]);
    assert_eq!(app.settings().threads, 2);
    assert_eq!(app.settings().hash_mb, 64);
    let _ = app.update(Msg::HashResized(Ok(256)));
    assert_eq!(app.settings().hash_mb, 256);
    let request = app.request().unwrap();
    assert_eq!(request.limits.depth, Some(18));
    assert_eq!(request.limits.multipv, 3);
}

#[test]
fn the_defaults_ask_for_nothing() {
    let (app, effects) = configured(&Config::default());
    assert!(effects.is_empty(), "{effects:?}");
    assert_eq!(app.settings().limits, AnalysisLimits::default());
    assert_eq!((app.settings().multipv, app.settings().hash_mb), (1, 64));
    assert_eq!(app.settings().theme, Theme::default());
}

#[test]
fn theme_switches_at_run_time_and_keeps_the_overrides() {
    let mut config = Config::default();
    config
        .theme
        .colors
        .insert(Slot::Text, "#123456".parse().unwrap());
    let (mut app, _) = configured(&config);
    // a8 is a light square.
    assert_eq!(a8_background(&app), Some(Color::Rgb(146, 110, 80)));
    let effects = crate::support::keys::command(&mut app, "theme light");
    assert!(effects.is_empty());
    assert_eq!(app.status, Some(("theme: light".to_owned(), false)));
    let mut light = Palette::built_in(ThemeName::Light);
    light.set(Slot::Text, "#123456".parse().unwrap());
    assert_eq!(app.settings().theme.palette, light);
    assert_eq!(a8_background(&app), Some(Color::Rgb(115, 117, 123)));

    crate::support::keys::command(&mut app, "theme sepia");
    let (message, error) = app.status.clone().unwrap();
    assert!(error && message.contains("no theme \"sepia\""), "{message}");
    assert_eq!(
        app.settings().theme.palette,
        light,
        "a bad name changes nothing"
    );

    crate::support::keys::command(&mut app, "theme");
    let (message, _) = app.status.clone().unwrap();
    assert_eq!(
        message,
        "theme: light (themes: default, light, high-contrast)"
    );
}
