//! Carrying out the app's effects in the runtime: searches and explain runs on the workers,
//! files read and written on threads of their own (the autosave on its writer thread), the
//! clipboard, the external engines; each result goes back to the app as a message.

use std::path::PathBuf;

use crate::message::{Effect, Msg};
use crate::model::app::App;
use crate::model::save_outcome::{SaveRequest, Saving};
use crate::runtime::autosave_writer::AutosaveWriter;
use crate::runtime::judge_work::JudgeWork;
use crate::runtime::workers::{Engines, external_engine_effect};
use kibitzer::pgn::{PgnFile, WriteRule, read_pgn_file, save_with};
use kibitzer::search::SearchOptions;
use kibitzer::text_file::{MAX_TEXT_FILE_BYTES, TextFileError};

/// Appends `line` to the file named by `KIBITZER_LOG`, if set (the screen owns stdout).
pub(crate) fn log(line: &str) {
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

/// Where work done on other threads sends its results.
pub(crate) struct Replies {
    /// `Msg::FileLoaded` and `Msg::FileSaved`, and the comparisons and reviews
    /// (`Msg::Compared`, `Msg::Annotated`): one channel into the event loop.
    pub(crate) messages: tokio::sync::mpsc::UnboundedSender<Msg>,
    /// The games database's thread (the Explorer pane's questions).
    pub(crate) database: crate::runtime::database_worker::DatabaseWorker,
}

impl Replies {
    /// Replies into `messages`, with the games database's thread started.
    pub(crate) fn new(messages: tokio::sync::mpsc::UnboundedSender<Msg>) -> Replies {
        let answers = messages.clone();
        let database = crate::runtime::database_worker::DatabaseWorker::spawn(move |msg| {
            let _ = answers.send(msg);
        });
        Replies { messages, database }
    }

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

impl Replies {
    /// Reads the PGN file at `path` (whole, or indexed by streaming with its progress sent
    /// on the way) on a thread of its own.
    fn load_pgn(&self, path: PathBuf, app: &mut App) -> Vec<Effect> {
        let progress = self.messages.clone();
        let failed = self.file_work(
            path,
            "read",
            move |path| {
                // A status line for each fiftieth of the file.
                let mut told = 0;
                let mut tell = |done: u64, total: u64| {
                    if done.saturating_sub(told) >= total / 50 {
                        told = done;
                        let path = path.clone();
                        let _ = progress.send(Msg::PgnIndexing { path, done, total });
                    }
                    std::ops::ControlFlow::Continue(())
                };
                match read_pgn_file(&path, MAX_TEXT_FILE_BYTES, &mut tell) {
                    Ok(PgnFile::Whole(text)) => Msg::FileLoaded {
                        path,
                        text: Ok(text),
                    },
                    Ok(PgnFile::Streamed(pgn)) => Msg::PgnStreamed(Ok(pgn)),
                    Err(e) => Msg::FileLoaded { path, text: Err(e) },
                }
            },
            |path, e| Msg::FileLoaded { path, text: Err(e) },
        );
        failed.into_iter().flat_map(|msg| app.update(msg)).collect()
    }

    /// Writes a person's file as the request's rule allows, on a thread of its own.
    fn save_file(&self, request: SaveRequest, app: &mut App) -> Vec<Effect> {
        let saving = request.saving.clone();
        let failed = self.file_work(
            request.path.clone(),
            "write",
            move |_| request.write(),
            |path, e| Msg::FileSaved {
                path,
                result: Err(e.into()),
                saving,
            },
        );
        failed.into_iter().flat_map(|msg| app.update(msg)).collect()
    }

    /// Writes `pgn`'s file with game `number` replaced by `game` to `path`, streaming, as
    /// `rule` allows, on a thread of its own.
    fn save_streamed(
        &self,
        path: PathBuf,
        (rule, saving): (WriteRule, Saving),
        pgn: std::sync::Arc<kibitzer::pgn::StreamedPgn>,
        (number, game): (usize, String),
        app: &mut App,
    ) -> Vec<Effect> {
        let told = saving.clone();
        let failed = self.file_work(
            path,
            "write",
            move |path| {
                let result = save_with(&path, rule, |file| pgn.write_replaced(number, &game, file));
                Msg::FileSaved {
                    path,
                    result,
                    saving: told,
                }
            },
            |path, e| Msg::FileSaved {
                path,
                result: Err(e.into()),
                saving,
            },
        );
        failed.into_iter().flat_map(|msg| app.update(msg)).collect()
    }
}

/// Carries out `effects`, feeding their results back to the app.
pub(crate) fn apply(
    effects: Vec<Effect>,
    engines: &mut Engines,
    (replies, work, autosave): (&Replies, &JudgeWork, &AutosaveWriter),
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
                Effect::LoadFile(path) => next.extend(replies.load_pgn(path, app)),
                Effect::SaveFile(request) => next.extend(replies.save_file(request, app)),
                Effect::SaveStreamed {
                    path,
                    rule,
                    saving,
                    pgn,
                    number,
                    game,
                } => next.extend(replies.save_streamed(
                    path,
                    (rule, saving),
                    pgn,
                    (number, game),
                    app,
                )),
                Effect::Explain(request) => {
                    let id = engines.explainer.explain(*request);
                    next.extend(app.update(Msg::ExplainStarted(id)));
                }
                Effect::CancelExplain => engines.explainer.stop(),
                Effect::Compare(id, request, judging) => {
                    let sender = replies.messages.clone();
                    work.compare(id, *request, *judging, move |msg| {
                        let _ = sender.send(msg);
                    });
                }
                Effect::Annotate(id, request) => {
                    let sender = replies.messages.clone();
                    work.annotate(id, *request, move |msg| {
                        let _ = sender.send(msg);
                    });
                }
                Effect::CancelAnnotate => work.cancel_annotate(),
                Effect::CopyToClipboard(text) => {
                    use std::io::Write as _;
                    let mut out = std::io::stdout();
                    let _ = out
                        .write_all(crate::runtime::clipboard::osc52(&text).as_bytes())
                        .and_then(|()| out.flush());
                }
                Effect::WriteHistory(path, text) => {
                    let sender = replies.messages.clone();
                    std::thread::spawn(move || {
                        if let Err(why) =
                            crate::command_line::history_file::write_history(&path, &text)
                        {
                            let _ = sender.send(Msg::HistoryNotWritten(why));
                        }
                    });
                }
                Effect::ListDirectory(directory, path) => {
                    let listing = crate::command_line::history_file::list_directory(&path);
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
                effect @ (Effect::WriteAutosave(..) | Effect::ReadAutosave(..)) => {
                    next.extend(autosave_effect(effect, replies, autosave, app));
                }
                Effect::AskDatabase(ask) => replies.database.ask(ask),
                Effect::Quit => app.quit = true,
            }
        }
        queue = next;
    }
}

/// Writes the autosave (on its writer's thread) or reads it (on a thread of its own).
fn autosave_effect(
    effect: Effect,
    replies: &Replies,
    autosave: &AutosaveWriter,
    app: &mut App,
) -> Vec<Effect> {
    match effect {
        Effect::WriteAutosave(path, text) => {
            if let Err(why) = autosave.write(path, text) {
                return app.update(Msg::AutosaveNotWritten(why));
            }
        }
        Effect::ReadAutosave(path, resume) => {
            let sender = replies.messages.clone();
            std::thread::spawn(move || {
                let result = kibitzer::autosave::read_autosave(&path);
                let _ = sender.send(Msg::AutosaveRead(result, resume));
            });
        }
        _ => {}
    }
    Vec::new()
}
