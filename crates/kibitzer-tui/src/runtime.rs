//! The terminal runtime: sets the terminal up (raw mode, alternate screen, mouse, bracketed
//! paste) and restores it on every exit path, panics included; runs one tokio loop over key,
//! mouse and paste events, the search worker's events and a frame tick; draws at once after
//! input, and redraws for search events at most about 30 times a second and only when
//! something changed; carries out the app's effects, reading and writing files on threads of
//! their own so that a slow file never stops the keys.
//!
//! Its parts: carrying out effects ([`effect_dispatch`]), the search workers ([`workers`]),
//! the external engines' processes ([`engine_processes`]), comparisons and annotations on
//! threads of their own ([`judge_work`]), the games database's thread for the Explorer pane
//! ([`database_worker`]), the autosave's writer ([`autosave_writer`]),
//! signals ([`signals`]), panics ([`panics`]), how the loop ends ([`ending`]), the terminal's
//! input ([`terminal_input`]) and the clipboard ([`clipboard`]).

pub(super) mod autosave_writer;
pub(super) mod clipboard;
pub(super) mod database_worker;
pub(super) mod effect_dispatch;
pub(super) mod ending;
pub(super) mod engine_processes;
pub(super) mod judge_work;
pub(super) mod panics;
pub(super) mod signals;
pub(super) mod terminal_input;
pub(super) mod workers;

use std::io::{self, Write as _};
use std::path::PathBuf;
use std::time::Duration;

use crossterm::event::{
    EnableBracketedPaste, EnableMouseCapture, Event, KeyEventKind, MouseButton, MouseEventKind,
};
use crossterm::execute;
use ratatui::DefaultTerminal;

use self::autosave_writer::AutosaveWriter;
use self::effect_dispatch::{Replies, apply, log};
use self::ending::Ending;
use self::judge_work::JudgeWork;
use self::panics::{PanicPlace, provoke};
use self::signals::restore_terminal;
use self::terminal_input::spawn_terminal_input;
use self::workers::Engines;
use super::message::{Effect, Msg};
use super::theme::Theme;
use super::view::draw;
use crate::model::app::{AnalysisLimits, App};
use kibitzer::config::Config;
use kibitzer::game::Game;

/// How the workstation starts.
#[derive(Clone, Debug)]
pub struct Options {
    /// The game (and shown position) to open.
    pub game: Game,
    /// A PGN file and its text to open instead (its only game, or the list of its games).
    pub pgn_file: Option<(PathBuf, String)>,
    /// A PGN file too large to read whole, to index in the background and list.
    pub pgn_streamed: Option<PathBuf>,
    /// The root as crazyhouse, when the FEN had pockets.
    pub crazyhouse: Option<shakmaty::variant::Crazyhouse>,
    /// The config file's settings, with the command line's overrides applied.
    pub config: Config,
    /// Glyphs and colour or not (the config gives the palette).
    pub theme: Theme,
    /// The board size asked for (`--board`, the config file's `board`).
    pub board: super::board::size::BoardSize,
    /// A warning to show in the status bar at the start (a config file that could not be
    /// used, a file that was not UTF-8).
    pub warning: Option<String>,
    /// Syzygy tables for the analysis (`--syzygy`).
    pub tablebases: Option<kibitzer::tablebase::Tablebases>,
    /// The command history file (none: the history is not kept between runs).
    pub history_path: Option<PathBuf>,
    /// The keys (the defaults, or with the user's overrides: [`super::Keymap::apply`]).
    pub keymap: super::keymap::Keymap,
    /// External engines to start beside the internal one (`--engine`).
    pub engines: Vec<kibitzer::engine::EngineSpec>,
    /// The autosave file (none: nothing is autosaved).
    pub autosave_path: Option<PathBuf>,
    /// Reopen the autosave at the start (`--resume`).
    pub resume: bool,
    /// The games database of the Explorer pane (`--db`; none: no path could be made).
    pub database: Option<PathBuf>,
}

/// Runs the workstation until the person quits, or a signal, a panic or a lost terminal
/// ends it: then the searches stop, the external engines end, the autosave is written and
/// the terminal restored, and the process exits with 128 + the signal, or 101 after a panic
/// (its message on standard error). A lost terminal is returned as an error.
pub fn run(options: Options) -> io::Result<()> {
    let mut terminal = take_terminal()?;
    let mut exits = self::ending::listen();
    self::panics::install_hook();
    self::signals::exit_on_signals();
    let _ = execute!(io::stdout(), EnableMouseCapture, EnableBracketedPaste);
    let (messages, replies) = tokio::sync::mpsc::unbounded_channel();
    let writer = AutosaveWriter::spawn(messages.clone());
    let mut app = App::new(Game::default(), AnalysisLimits::default(), false);
    let ended = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
        let runtime = tokio::runtime::Builder::new_current_thread()
            .enable_time()
            .build()
            .map_err(|e| Ending::TerminalLost(e.to_string()))?;
        let channels = Channels {
            exits: &mut exits,
            messages: (messages, replies),
            writer: &writer,
        };
        Ok(runtime.block_on(event_loop(&mut terminal, &mut app, options, channels)))
    }));
    let ending = match ended {
        Ok(Ok(ending) | Err(ending)) => ending,
        Err(_) => Ending::Panic,
    };
    kibitzer::engine::kill_all_engines();
    // The app may be half-way through an update that panicked: a second panic leaves the
    // autosave of the last tick.
    let last = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
        app.autosave_at_exit(ending == Ending::Quit, kibitzer::autosave::now_seconds())
    }))
    .ok()
    .flatten()
    .and_then(|effect| match effect {
        Effect::WriteAutosave(path, text) => Some((path, text)),
        _ => None,
    });
    let written = writer.finish(last);
    restore_terminal();
    // Restored above, errors ignored: ratatui's own restoring, as the terminal drops, would
    // print its failure on a terminal that is gone, and that print panics.
    std::mem::forget(terminal);
    // Not `eprintln!`, which panics when the terminal is gone.
    let mut stderr = io::stderr();
    for message in self::panics::release() {
        let _ = writeln!(stderr, "kibitzer: {message}");
    }
    if let Err(why) = written {
        let _ = writeln!(stderr, "kibitzer: autosave not written: {why}");
    }
    match ending {
        Ending::Quit => Ok(()),
        Ending::Signal(signal) => std::process::exit(128 + signal),
        Ending::Panic => std::process::exit(101),
        Ending::TerminalLost(why) => Err(io::Error::other(why)),
    }
}

/// Raw mode, the alternate screen, and ratatui's terminal on standard output: as
/// `ratatui::try_init`, without its panic hook, which prints (and so panics again, and
/// aborts) when the terminal is gone; [`panics`] and [`restore_terminal`] do its work.
fn take_terminal() -> io::Result<DefaultTerminal> {
    crossterm::terminal::enable_raw_mode()?;
    execute!(io::stdout(), crossterm::terminal::EnterAlternateScreen)?;
    ratatui::Terminal::new(ratatui::backend::CrosstermBackend::new(io::stdout()))
}

/// The event loop's ways in and out besides the terminal.
struct Channels<'a> {
    /// Requests to end (signals, panics in other threads).
    exits: &'a mut tokio::sync::mpsc::UnboundedReceiver<Ending>,
    /// The messages work on other threads sends back (and where it sends them).
    messages: (
        tokio::sync::mpsc::UnboundedSender<Msg>,
        tokio::sync::mpsc::UnboundedReceiver<Msg>,
    ),
    /// The autosave's writer.
    writer: &'a AutosaveWriter,
}

/// How often the autosave looks at the game (at most one write each time).
const AUTOSAVE_EVERY: Duration = Duration::from_secs(2);

async fn event_loop(
    terminal: &mut DefaultTerminal,
    app: &mut App,
    options: Options,
    channels: Channels<'_>,
) -> Ending {
    let Channels {
        exits,
        messages: (messages_tx, mut messages),
        writer,
    } = channels;
    let (tx, mut search_events) = tokio::sync::mpsc::unbounded_channel();
    let mut engines = Engines::spawn(&tx, options.tablebases.clone());
    let replies = Replies::new(messages_tx);
    let work = JudgeWork::default();
    let size = match terminal.size() {
        Ok(size) => (size.width, size.height),
        Err(e) => return Ending::TerminalLost(format!("the terminal's size: {e}")),
    };
    let outside = (&replies, &work, writer);
    open(app, options, size, &mut engines, outside);
    let mut input = spawn_terminal_input();
    let mut frames = tokio::time::interval(Duration::from_millis(33));
    let mut autosave_clock = tokio::time::interval(AUTOSAVE_EVERY);
    let mut dirty = true;
    // The engine log last read for the open log overlay, and how many lines it had then.
    let mut log_seen = None;
    let ending = loop {
        if app.quit {
            break Ending::Quit;
        }
        tokio::select! {
            event = input.recv() => {
                let event = match event {
                    Some(Ok(event)) => event,
                    Some(Err(e)) => break Ending::TerminalLost(format!("reading the terminal: {e}")),
                    None => break Ending::TerminalLost("the terminal's input ended".to_owned()),
                };
                log(&format!("{event:?}"));
                if let Some(msg) = message(event) {
                    if matches!(msg, Msg::Paste(_)) {
                        provoke(PanicPlace::Ui);
                    }
                    let effects = app.update(msg);
                    apply(effects, &mut engines, outside, app);
                    // A person is waiting: draw now. Only the search's bursts wait for a tick.
                    if !app.quit {
                        if let Err(e) = terminal.draw(|frame| draw(frame, app, app.settings.theme)) {
                            break Ending::TerminalLost(format!("drawing: {e}"));
                        }
                        dirty = false;
                    }
                }
            }
            Some(ending) = exits.recv() => break ending,
            Some(event) = search_events.recv() => {
                let effects = app.update(Msg::Search(Box::new(event)));
                apply(effects, &mut engines, outside, app);
                while let Ok(event) = search_events.try_recv() {
                    let effects = app.update(Msg::Search(Box::new(event)));
                    apply(effects, &mut engines, outside, app);
                }
                dirty = true;
            }
            Some(msg) = messages.recv() => {
                let effects = app.update(msg);
                apply(effects, &mut engines, outside, app);
                dirty = true;
            }
            _ = autosave_clock.tick() => {
                let effects = app.update(Msg::AutosaveTick(kibitzer::autosave::now_seconds()));
                apply(effects, &mut engines, outside, app);
            }
            _ = frames.tick() => {
                if app.wants_ticks() {
                    let effects = app.update(Msg::Tick);
                    apply(effects, &mut engines, outside, app);
                    dirty = true;
                }
                // An open engine log follows the traffic, read again only when it grew.
                let open_log = app.engine_log().map(|log| log.engine);
                let seen = open_log.map(|id| (id, engines.external.log_pushed(id)));
                if seen != log_seen
                    && let Some((id, _)) = seen
                {
                    let effects = app.update(Msg::EngineLog(id, engines.external.log(id)));
                    apply(effects, &mut engines, outside, app);
                    dirty = true;
                }
                log_seen = seen;
                if dirty {
                    if let Err(e) = terminal.draw(|frame| draw(frame, app, app.settings.theme)) {
                        break Ending::TerminalLost(format!("drawing: {e}"));
                    }
                    dirty = false;
                }
            }
        }
    };
    engines.analysis.stop();
    engines.explainer.stop();
    ending
}

/// Sets the app up as `options` say, on a terminal of `size`, and starts its work.
fn open(
    app: &mut App,
    options: Options,
    size: (u16, u16),
    engines: &mut Engines,
    outside: (&Replies, &JudgeWork, &AutosaveWriter),
) {
    let settings = crate::model::settings::Settings {
        theme: options.theme,
        tablebases: options.tablebases,
        keymap: options.keymap.clone(),
        board_size: options.board,
        history_path: options.history_path.clone(),
        autosave_path: options.autosave_path.clone(),
        database_path: options.database.clone(),
        ..crate::model::settings::Settings::default()
    };
    *app = App::with_settings(options.game, settings, true);
    app.crazyhouse = options.crazyhouse;
    let mut effects = Vec::new();
    if let Some(path) = &options.history_path {
        effects.extend(app.update(Msg::HistoryLoaded(
            super::command_line::history_file::read_history(path),
        )));
    }
    app.size = size;
    // The table is resized first, so the first analysis runs on it.
    effects.extend(app.configure(&options.config));
    effects.extend(match options.pgn_file {
        Some((path, text)) => app.open_pgn(Some(&path), text),
        None => Vec::new(),
    });
    effects.extend(options.pgn_streamed.map(Effect::LoadFile));
    for spec in options.engines {
        effects.extend(app.add_engine(spec));
    }
    if !app.analysis.awaiting {
        // No game opened yet (a list to choose from): analyse what is shown meanwhile.
        effects.extend(app.start());
    }
    apply(effects, engines, outside, app);
    // After the effects, so that the table's size does not hide a warning.
    if let Some(warning) = options.warning {
        app.status = Some((warning, true));
    }
    // The autosave of the last run: reopened (`--resume`), or a hint when it was not saved.
    if let Some(path) = options.autosave_path {
        apply(
            vec![Effect::ReadAutosave(path, options.resume)],
            engines,
            outside,
            app,
        );
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
            MouseEventKind::Down(MouseButton::Right) => Some(Msg::RightClick {
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
