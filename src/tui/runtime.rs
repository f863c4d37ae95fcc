//! The terminal runtime: sets the terminal up (raw mode, alternate screen, mouse, bracketed
//! paste) and restores it on every exit path, panics included; runs one tokio loop over key,
//! mouse and paste events, the search worker's events and a frame tick; draws at once after
//! input, and redraws for search events at most about 30 times a second and only when
//! something changed; carries out the app's effects.

use std::io;
use std::path::PathBuf;
use std::time::Duration;

use crossterm::event::{
    DisableBracketedPaste, DisableMouseCapture, EnableBracketedPaste, EnableMouseCapture, Event,
    EventStream, KeyEventKind, MouseButton, MouseEventKind,
};
use crossterm::execute;
use futures_util::StreamExt;
use ratatui::DefaultTerminal;

use super::app::{AnalysisLimits, App};
use super::keymap;
use super::message::{Effect, Msg};
use super::theme::Theme;
use super::view::draw;
use crate::engine::SearchHandle;
use crate::game::Game;
use crate::search::{Limits, Search, SearchOptions, SearchTree};

/// How the workstation starts.
#[derive(Clone, Debug)]
pub struct Options {
    /// The game (and shown position) to open.
    pub game: Game,
    /// A PGN file and its text to open instead (its only game, or the list of its games).
    pub pgn_file: Option<(PathBuf, String)>,
    /// The root as crazyhouse, when the FEN had pockets.
    pub crazyhouse: Option<shakmaty::variant::Crazyhouse>,
    /// Analysis limits (none: infinite).
    pub limits: AnalysisLimits,
    /// Glyphs and colours.
    pub theme: Theme,
}

/// Runs the workstation until the person quits.
pub fn run(options: Options) -> io::Result<()> {
    let mut terminal = ratatui::try_init()?;
    let previous = std::panic::take_hook();
    std::panic::set_hook(Box::new(move |info| {
        let _ = execute!(io::stdout(), DisableMouseCapture, DisableBracketedPaste);
        ratatui::restore();
        previous(info);
    }));
    let _ = execute!(io::stdout(), EnableMouseCapture, EnableBracketedPaste);
    let result = tokio::runtime::Builder::new_current_thread()
        .enable_time()
        .build()
        .and_then(|rt| rt.block_on(event_loop(&mut terminal, options)));
    let _ = execute!(io::stdout(), DisableMouseCapture, DisableBracketedPaste);
    ratatui::restore();
    result
}

async fn event_loop(terminal: &mut DefaultTerminal, options: Options) -> io::Result<()> {
    let (tx, mut search_events) = tokio::sync::mpsc::unbounded_channel();
    let handle = SearchHandle::spawn(SearchOptions::default(), move |event| {
        let _ = tx.send(event);
    });
    let (trees_tx, mut trees) = tokio::sync::mpsc::unbounded_channel();
    let mut app = App::new(options.game, options.limits, true);
    app.crazyhouse = options.crazyhouse;
    let size = terminal.size()?;
    app.size = (size.width, size.height);
    let mut effects = match options.pgn_file {
        Some((path, text)) => app.open_pgn(Some(&path), text),
        None => Vec::new(),
    };
    if !app.analysis.awaiting {
        // No game opened yet (a list to choose from): analyse what is shown meanwhile.
        effects.extend(app.start());
    }
    apply(effects, &handle, &trees_tx, &mut app);
    let mut input = EventStream::new();
    let mut frames = tokio::time::interval(Duration::from_millis(33));
    let mut dirty = true;
    while !app.quit {
        tokio::select! {
            event = input.next() => {
                let Some(event) = event else { break };
                let event = event?;
                log(&format!("{event:?}"));
                if let Some(msg) = message(&app, event) {
                    let effects = app.update(msg);
                    apply(effects, &handle, &trees_tx, &mut app);
                    // A person is waiting: draw now. Only the search's bursts wait for a tick.
                    if !app.quit {
                        terminal.draw(|frame| draw(frame, &app, options.theme))?;
                        dirty = false;
                    }
                }
            }
            Some(event) = search_events.recv() => {
                app.update(Msg::Search(Box::new(event)));
                while let Ok(event) = search_events.try_recv() {
                    app.update(Msg::Search(Box::new(event)));
                }
                dirty = true;
            }
            Some(tree) = trees.recv() => {
                app.update(Msg::TreeReady(tree));
                dirty = true;
            }
            _ = frames.tick() => {
                if app.wants_ticks() {
                    app.update(Msg::Tick);
                    dirty = true;
                }
                if dirty {
                    terminal.draw(|frame| draw(frame, &app, options.theme))?;
                    dirty = false;
                }
            }
        }
    }
    handle.stop();
    Ok(())
}

/// Appends `line` to the file named by `KIBITZER_LOG`, if set (the screen owns stdout).
fn log(line: &str) {
    use std::io::Write as _;
    let Some(path) = std::env::var_os("KIBITZER_LOG") else {
        return;
    };
    if let Ok(mut file) = std::fs::OpenOptions::new()
        .create(true)
        .append(true)
        .open(path)
    {
        let _ = writeln!(file, "{line}");
    }
}

/// The app's message for a terminal event, if it has one.
fn message(app: &App, event: Event) -> Option<Msg> {
    match event {
        Event::Key(key) if key.kind == KeyEventKind::Press => {
            keymap::action(key, app.typing()).map(Msg::Action)
        }
        Event::Mouse(mouse) => match mouse.kind {
            MouseEventKind::Down(MouseButton::Left) => Some(Msg::Click {
                column: mouse.column,
                row: mouse.row,
            }),
            MouseEventKind::ScrollUp => Some(Msg::Scroll(-1)),
            MouseEventKind::ScrollDown => Some(Msg::Scroll(1)),
            _ => None,
        },
        Event::Paste(text) => Some(Msg::Paste(text)),
        Event::Resize(w, h) => Some(Msg::Resize(w, h)),
        _ => None,
    }
}

/// Carries out `effects`, feeding their results back to the app.
fn apply(
    effects: Vec<Effect>,
    handle: &SearchHandle,
    trees: &tokio::sync::mpsc::UnboundedSender<Box<SearchTree>>,
    app: &mut App,
) {
    let mut queue = effects;
    while !queue.is_empty() {
        let mut next = Vec::new();
        for effect in queue {
            log(&format!("effect {effect:?}"));
            match effect {
                Effect::StartSearch(request) => {
                    let id = handle.start(*request);
                    next.extend(app.update(Msg::SearchStarted(id)));
                }
                Effect::StopSearch => handle.stop(),
                Effect::SetHash(mb) => handle.set_options(SearchOptions {
                    hash_mb: mb,
                    ..SearchOptions::default()
                }),
                Effect::LoadFile(path) => {
                    let text = std::fs::read_to_string(&path).map_err(|e| e.to_string());
                    next.extend(app.update(Msg::FileLoaded { path, text }));
                }
                Effect::SaveFile(path, contents) => {
                    let result = std::fs::write(&path, contents).map_err(|e| e.to_string());
                    next.extend(app.update(Msg::FileSaved { path, result }));
                }
                Effect::Explain {
                    position,
                    history,
                    depth,
                    budget,
                } => {
                    let trees = trees.clone();
                    let _ = std::thread::Builder::new()
                        .name("kibitzer-explain".to_owned())
                        .stack_size(64 * 1024 * 1024)
                        .spawn(move || {
                            let mut search = Search::new(SearchOptions {
                                hash_mb: 16,
                                ..SearchOptions::default()
                            });
                            let (_, tree) =
                                search.explain(&position, history, &Limits::depth(depth), budget);
                            let _ = trees.send(Box::new(tree));
                        });
                }
                Effect::Quit => app.quit = true,
            }
        }
        queue = next;
    }
}
