//! The terminal runtime: sets the terminal up (raw mode, alternate screen, mouse, bracketed
//! paste) and restores it on every exit path, panics included; runs one tokio loop over key,
//! mouse and paste events, the search worker's events and a frame tick; draws at once after
//! input, and redraws for search events at most about 30 times a second and only when
//! something changed; carries out the app's effects, reading and writing files on threads of
//! their own so that a slow file never stops the keys.

use std::io;
use std::path::PathBuf;
use std::time::Duration;

use crossterm::event::{
    EnableBracketedPaste, EnableMouseCapture, Event, EventStream, KeyEventKind, MouseButton,
    MouseEventKind,
};
use crossterm::execute;
use futures_util::StreamExt;
use ratatui::DefaultTerminal;

use super::app::{AnalysisLimits, App};
use super::message::{Effect, Msg};
use super::review_work::ReviewWork;
use super::signals::restore_terminal;
use super::theme::Theme;
use super::view::draw;
use super::workers::{Engines, external_engine_effect};
use crate::config::Config;
use crate::game::Game;
use crate::search::SearchOptions;
use crate::text_file::{TextFileError, read_text_file, write_text_file};

/// How the workstation starts.
#[derive(Clone, Debug)]
pub struct Options {
    /// The game (and shown position) to open.
    pub game: Game,
    /// A PGN file and its text to open instead (its only game, or the list of its games).
    pub pgn_file: Option<(PathBuf, String)>,
    /// The root as crazyhouse, when the FEN had pockets.
    pub crazyhouse: Option<shakmaty::variant::Crazyhouse>,
    /// The config file's settings, with the command line's overrides applied.
    pub config: Config,
    /// Glyphs and colour or not (the config gives the palette).
    pub theme: Theme,
    /// The board size asked for (`--board`, the config file's `board`).
    pub board: super::board_size::BoardSize,
    /// A warning to show in the status bar at the start (a config file that could not be
    /// used, a file that was not UTF-8).
    pub warning: Option<String>,
    /// Syzygy tables for the analysis (`--syzygy`).
    pub tablebases: Option<crate::tablebase::Tablebases>,
    /// The command history file (none: the history is not kept between runs).
    pub history_path: Option<PathBuf>,
    /// The keys (the defaults, or with the user's overrides: [`super::Keymap::apply`]).
    pub keymap: super::keymap::Keymap,
    /// External engines to start beside the internal one (`--engine`).
    pub engines: Vec<crate::engine::EngineSpec>,
}

/// Runs the workstation until the person quits.
pub fn run(options: Options) -> io::Result<()> {
    let mut terminal = ratatui::try_init()?;
    let previous = std::panic::take_hook();
    std::panic::set_hook(Box::new(move |info| {
        crate::engine::kill_all_engines();
        restore_terminal();
        previous(info);
    }));
    super::signals::exit_on_signals();
    let _ = execute!(io::stdout(), EnableMouseCapture, EnableBracketedPaste);
    let result = tokio::runtime::Builder::new_current_thread()
        .enable_time()
        .build()
        .and_then(|rt| rt.block_on(event_loop(&mut terminal, options)));
    restore_terminal();
    result
}

async fn event_loop(terminal: &mut DefaultTerminal, options: Options) -> io::Result<()> {
    let (tx, mut search_events) = tokio::sync::mpsc::unbounded_channel();
    let mut engines = Engines::spawn(&tx, options.tablebases.clone());
    let (messages_tx, mut messages) = tokio::sync::mpsc::unbounded_channel();
    let replies = Replies {
        messages: messages_tx,
    };
    let work = ReviewWork::default();
    let mut app = App::new(options.game, AnalysisLimits::default(), true);
    app.crazyhouse = options.crazyhouse;
    app.theme = options.theme;
    app.tablebases = options.tablebases;
    if let Some(path) = &options.history_path {
        app.update(Msg::HistoryLoaded(super::command_files::read_history(path)));
    }
    app.history_path = options.history_path.clone();
    app.keymap = options.keymap.clone();
    app.board_size = options.board;
    let size = terminal.size()?;
    app.size = (size.width, size.height);
    // The table is resized first, so the first analysis runs on it.
    let mut effects = app.configure(&options.config);
    effects.extend(match options.pgn_file {
        Some((path, text)) => app.open_pgn(Some(&path), text),
        None => Vec::new(),
    });
    for spec in options.engines {
        effects.extend(app.add_engine(spec));
    }
    if !app.analysis.awaiting {
        // No game opened yet (a list to choose from): analyse what is shown meanwhile.
        effects.extend(app.start());
    }
    apply(effects, &mut engines, (&replies, &work), &mut app);
    // After the effects, so that the table's size does not hide a warning.
    if let Some(warning) = options.warning {
        app.status = Some((warning, true));
    }
    let mut input = EventStream::new();
    let mut frames = tokio::time::interval(Duration::from_millis(33));
    let mut dirty = true;
    // The engine log last read for the open log overlay, and how many lines it had then.
    let mut log_seen = None;
    while !app.quit {
        tokio::select! {
            event = input.next() => {
                let Some(event) = event else { break };
                let event = event?;
                log(&format!("{event:?}"));
                if let Some(msg) = message(event) {
                    let effects = app.update(msg);
                    apply(effects, &mut engines, (&replies, &work), &mut app);
                    // A person is waiting: draw now. Only the search's bursts wait for a tick.
                    if !app.quit {
                        terminal.draw(|frame| draw(frame, &app, app.theme))?;
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
            Some(msg) = messages.recv() => {
                let effects = app.update(msg);
                apply(effects, &mut engines, (&replies, &work), &mut app);
                dirty = true;
            }
            _ = frames.tick() => {
                if app.wants_ticks() {
                    app.update(Msg::Tick);
                    dirty = true;
                }
                // An open engine log follows the traffic, read again only when it grew.
                let open_log = app.engine_log.as_ref().map(|log| log.engine);
                let seen = open_log.map(|id| (id, engines.external.log_pushed(id)));
                if seen != log_seen
                    && let Some((id, _)) = seen
                {
                    app.update(Msg::EngineLog(id, engines.external.log(id)));
                    dirty = true;
                }
                log_seen = seen;
                if dirty {
                    terminal.draw(|frame| draw(frame, &app, app.theme))?;
                    dirty = false;
                }
            }
        }
    }
    engines.analysis.stop();
    engines.explainer.stop();
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
fn message(event: Event) -> Option<Msg> {
    match event {
        Event::Key(key) if key.kind == KeyEventKind::Press => Some(Msg::Key(key)),
        Event::Mouse(mouse) => match mouse.kind {
            MouseEventKind::Down(MouseButton::Left) => Some(Msg::Click {
                column: mouse.column,
                row: mouse.row,
            }),
            MouseEventKind::Up(MouseButton::Left) => Some(Msg::Release {
                column: mouse.column,
                row: mouse.row,
            }),
            MouseEventKind::ScrollUp | MouseEventKind::ScrollDown => Some(Msg::Wheel {
                delta: if mouse.kind == MouseEventKind::ScrollUp {
                    -1
                } else {
                    1
                },
                column: mouse.column,
                row: mouse.row,
            }),
            _ => None,
        },
        Event::Paste(text) => Some(Msg::Paste(text)),
        Event::Resize(w, h) => Some(Msg::Resize(w, h)),
        _ => None,
    }
}

/// Where work done on other threads sends its results.
struct Replies {
    /// `Msg::FileLoaded` and `Msg::FileSaved`, and the comparisons and reviews
    /// (`Msg::Compared`, `Msg::Reviewed`): one channel into the event loop.
    messages: tokio::sync::mpsc::UnboundedSender<Msg>,
}

impl Replies {
    /// Runs `work` on `path` on a thread of its own, which sends its message back. If no
    /// thread can be started, returns at once the message `failed` makes of the error.
    fn file_work(
        &self,
        path: PathBuf,
        doing: &'static str,
        work: impl FnOnce(PathBuf) -> Msg + Send + 'static,
        failed: impl FnOnce(PathBuf, TextFileError) -> Msg,
    ) -> Option<Msg> {
        let files = self.messages.clone();
        let kept = path.clone();
        let spawned = std::thread::Builder::new()
            .name("kibitzer-file".to_owned())
            .spawn(move || {
                let _ = files.send(work(path));
            });
        spawned.err().map(|source| {
            let error = TextFileError::Io {
                path: kept.clone(),
                doing,
                source,
            };
            failed(kept, error)
        })
    }
}

/// Carries out `effects`, feeding their results back to the app.
fn apply(
    effects: Vec<Effect>,
    engines: &mut Engines,
    (replies, work): (&Replies, &ReviewWork),
    app: &mut App,
) {
    let mut queue = effects;
    while !queue.is_empty() {
        let mut next = Vec::new();
        for effect in queue {
            log(&format!("effect {effect:?}"));
            match effect {
                Effect::StartSearch(request) => {
                    let id = engines.analysis.start(*request);
                    next.extend(app.update(Msg::SearchStarted(id)));
                }
                Effect::StopSearch => engines.analysis.stop(),
                Effect::SetHash(mb) => {
                    let result = engines.analysis.resize_hash(mb).map(|()| mb);
                    next.extend(app.update(Msg::HashResized(result)));
                }
                Effect::SetThreads(threads) => engines.analysis.set_options(SearchOptions {
                    threads,
                    tablebases: engines.tablebases.clone(),
                    ..SearchOptions::default()
                }),
                Effect::LoadFile(path) => {
                    let failed = replies.file_work(
                        path,
                        "read",
                        |path| {
                            let text = read_text_file(&path);
                            Msg::FileLoaded { path, text }
                        },
                        |path, e| Msg::FileLoaded { path, text: Err(e) },
                    );
                    next.extend(failed.into_iter().flat_map(|msg| app.update(msg)));
                }
                Effect::SaveFile(path, contents) => {
                    let failed = replies.file_work(
                        path,
                        "write",
                        move |path| {
                            let result = write_text_file(&path, &contents);
                            Msg::FileSaved { path, result }
                        },
                        |path, e| Msg::FileSaved {
                            path,
                            result: Err(e),
                        },
                    );
                    next.extend(failed.into_iter().flat_map(|msg| app.update(msg)));
                }
                Effect::Explain(request) => {
                    let id = engines.explainer.explain(*request);
                    next.extend(app.update(Msg::ExplainStarted(id)));
                }
                Effect::CancelExplain => engines.explainer.stop(),
                Effect::Compare(id, request) => {
                    let sender = replies.messages.clone();
                    work.compare(id, *request, move |msg| {
                        let _ = sender.send(msg);
                    });
                }
                Effect::Review(id, request) => {
                    let sender = replies.messages.clone();
                    work.review(id, *request, move |msg| {
                        let _ = sender.send(msg);
                    });
                }
                Effect::CancelReview => work.cancel_review(),
                Effect::CopyToClipboard(text) => {
                    use std::io::Write as _;
                    let mut out = std::io::stdout();
                    let _ = out
                        .write_all(super::clipboard::osc52(&text).as_bytes())
                        .and_then(|()| out.flush());
                }
                Effect::WriteHistory(path, text) => {
                    let sender = replies.messages.clone();
                    std::thread::spawn(move || {
                        if let Err(why) = super::command_files::write_history(&path, &text) {
                            let _ = sender.send(Msg::HistoryNotWritten(why));
                        }
                    });
                }
                Effect::ListDirectory(directory, path) => {
                    let listing = super::command_files::list_directory(&path);
                    next.extend(app.update(Msg::DirectoryListed { directory, listing }));
                }
                effect @ (Effect::SpawnEngine(..)
                | Effect::EngineSearch(..)
                | Effect::EngineStop(_)
                | Effect::RestartEngine(_)
                | Effect::RemoveEngine(_)
                | Effect::ReadEngineLog(_)) => {
                    next.extend(external_engine_effect(effect, &mut engines.external, app));
                }
                Effect::Quit => app.quit = true,
            }
        }
        queue = next;
    }
}
