//! [`import_file`]: a PGN file (plain or `.zst`) streamed into a database. One thread reads and
//! splits the text, the others replay the games (each game's main line, every move checked),
//! and the calling thread writes them in batches ([`Batch`]), each one transaction that also
//! records how far into the file it got. A file already imported adds nothing; one whose import
//! was stopped (a `kill -9`, a full disk) continues after its last written batch.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::mpsc::{Receiver, SyncSender, sync_channel};
use std::sync::{Arc, Mutex};
use std::thread;

use rusqlite::OptionalExtension;

use crate::background_merges::BackgroundMerges;
use crate::batch::{Batch, PreparedGame, Progress};
use crate::error::DbError;
use crate::game_record::{INDEX_PLIES, read_record_text};
use crate::game_text::{GameText, GameTexts, MAX_GAME_BYTES};
use crate::index_compaction::drop_unfinished_merges;
use crate::source_file::{SourceFile, SourceIdentity, skip_bytes};
use crate::store::Database;
use crate::thread_priority::yield_to_the_writer;

/// Games per transaction unless told otherwise.
pub const BATCH_GAMES: usize = 50_000;

/// Games handed to a replaying thread at a time.
const CHUNK_GAMES: usize = 256;

/// How an import runs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ImportOptions {
    /// Games per transaction (what a stopped import may have to read again).
    pub batch_games: usize,
    /// Threads replaying games (at least 1).
    pub replay_threads: usize,
}

impl Default for ImportOptions {
    fn default() -> ImportOptions {
        let cores = thread::available_parallelism().map_or(1, usize::from);
        ImportOptions {
            batch_games: BATCH_GAMES,
            replay_threads: cores.clamp(1, 4),
        }
    }
}

/// How far an import has got, for a progress bar.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ImportProgress {
    /// Games read from the file in this run.
    pub games_read: u64,
    /// Bytes of the file read (from its start, also when resumed).
    pub bytes_read: u64,
    /// The file's size.
    pub file_size: u64,
}

/// A game that could not be imported.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SkippedGame {
    /// Its number in the file, from 1.
    pub number: u64,
    /// The line it starts on.
    pub line: u64,
    /// Why.
    pub reason: String,
}

/// What an import did.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ImportSummary {
    /// The file.
    pub path: PathBuf,
    /// Games added.
    pub imported: u64,
    /// Games that were already in the database.
    pub duplicates: u64,
    /// Games that could not be read, in file order.
    pub skipped: Vec<SkippedGame>,
    /// This run continued an import stopped after this many games.
    pub resumed_after: Option<u64>,
    /// The file had been imported whole before: nothing was read.
    pub already_imported: bool,
}

type Parsed = Vec<(GameText, Result<PreparedGame, String>)>;

/// The reading thread: how many chunks it handed on when it read the whole text, else why
/// it stopped.
type ReadingThread = thread::JoinHandle<Result<u64, String>>;

/// Imports the file at `path` into `database`; `progress` hears how far it got after each few
/// hundred games.
pub fn import_file(
    database: &mut Database,
    path: &Path,
    options: ImportOptions,
    progress: &mut dyn FnMut(&ImportProgress),
) -> Result<ImportSummary, DbError> {
    let source = SourceFile::inspect(path)?;
    let identity = source.identity;
    let mut summary = ImportSummary {
        path: path.to_path_buf(),
        ..ImportSummary::default()
    };
    drop_unfinished_merges(database)?;
    let Some((offset, line, number)) = starting_point(database, identity, &mut summary)? else {
        return Ok(summary);
    };
    let (mut text, bytes_read) = source.text()?;
    let io = |source| DbError::Io {
        path: path.to_path_buf(),
        doing: "read",
        source,
    };
    if skip_bytes(&mut text, offset).map_err(io)? < offset {
        return Err(io(std::io::Error::new(
            std::io::ErrorKind::UnexpectedEof,
            "the file is shorter than where its earlier import stopped",
        )));
    }
    let reading = FileReading::new(&bytes_read, identity.size);
    let (parsed_rx, reader) = start_threads(
        GameTexts::new(text, offset, line, number),
        options.replay_threads.max(1),
        options.batch_games.div_ceil(CHUNK_GAMES),
    );
    let mut writing = Writing {
        batch: Batch::default(),
        merges: BackgroundMerges::new(database),
        path_text: path.display().to_string(),
    };
    let mut state = Progress {
        head_digest: identity.head_digest,
        size: identity.size,
        next_offset: offset,
        next_line: line,
        games_read: number,
        complete: false,
    };
    let mut report = ImportProgress {
        file_size: identity.size,
        ..ImportProgress::default()
    };
    let mut replayed: BTreeMap<u64, Parsed> = BTreeMap::new();
    let mut next_chunk = 0u64;
    for (sequence, chunk) in parsed_rx {
        replayed.insert(sequence, chunk);
        while let Some(chunk) = replayed.remove(&next_chunk) {
            next_chunk += 1;
            for (game, record) in chunk {
                state.next_offset = game.next_offset;
                state.next_line = game.line.max(state.next_line);
                state.games_read = game.number;
                report.games_read += 1;
                match record {
                    Ok(prepared) => writing.batch.push(prepared),
                    Err(reason) => summary.skipped.push(SkippedGame {
                        number: game.number,
                        line: game.line,
                        reason,
                    }),
                }
                if writing.batch.len() >= options.batch_games {
                    writing.write(database, &state, &mut summary)?;
                    let to_come = reading.games_to_come(report.games_read);
                    writing.merges.after_batch(database, to_come)?;
                }
            }
            report.bytes_read = bytes_read.load(Ordering::Relaxed);
            progress(&report);
        }
    }
    let read = reader
        .join()
        .unwrap_or_else(|_| Err("the reading thread failed".to_owned()))
        .and_then(|sent| {
            // Every chunk handed on must have come back replayed.
            if sent == next_chunk {
                Ok(())
            } else {
                Err("a replaying thread stopped".to_owned())
            }
        });
    if let Err(reason) = read {
        // What was read before the failure is kept; the import can be run again.
        let written = if writing.batch.is_empty() {
            Ok(())
        } else {
            writing.write(database, &state, &mut summary)
        };
        writing.merges.abandon();
        written?;
        return Err(io(std::io::Error::other(reason)));
    }
    state.complete = true;
    writing.write(database, &state, &mut summary)?;
    writing.merges.finish(database)?;
    report.bytes_read = bytes_read.load(Ordering::Relaxed);
    progress(&report);
    Ok(summary)
}

/// How far the reading thread is in the file, to foresee the games still to come.
struct FileReading {
    /// Bytes read, counted as the reading thread reads.
    bytes_read: Arc<AtomicU64>,
    /// Where this run started.
    start: u64,
    /// The file's size.
    size: u64,
}

impl FileReading {
    /// Reading from where `bytes_read` says, in a file of `size` bytes.
    fn new(bytes_read: &Arc<AtomicU64>, size: u64) -> FileReading {
        FileReading {
            start: bytes_read.load(Ordering::Relaxed),
            bytes_read: Arc::clone(bytes_read),
            size,
        }
    }

    /// About how many games are still to be written once `written` were: the games a byte so
    /// far, times the bytes left. The reading thread runs ahead of the writer, so this errs
    /// low, by up to the games waiting between them.
    fn games_to_come(&self, written: u64) -> u64 {
        let read = self.bytes_read.load(Ordering::Relaxed);
        let done = read.saturating_sub(self.start);
        if done == 0 {
            return u64::MAX;
        }
        (u128::from(written) * u128::from(self.size.saturating_sub(read)) / u128::from(done))
            .try_into()
            .unwrap_or(u64::MAX)
    }
}

/// Where this run starts in the file (byte offset, line, games before), noting in `summary`
/// an earlier import it continues; `None` when the file was imported whole before.
fn starting_point(
    database: &Database,
    identity: SourceIdentity,
    summary: &mut ImportSummary,
) -> Result<Option<(u64, u64, u64)>, DbError> {
    match earlier_import(database, identity)? {
        Some((_, _, _, true)) => {
            summary.already_imported = true;
            Ok(None)
        }
        Some((offset, line, number, false)) => {
            summary.resumed_after = Some(number as u64);
            Ok(Some((offset as u64, line as u64, number as u64)))
        }
        None => Ok(Some((0, 0, 0))),
    }
}

/// Where an earlier import of the file with `identity` got: next offset, next line, games
/// read, complete.
fn earlier_import(
    database: &Database,
    identity: SourceIdentity,
) -> Result<Option<(i64, i64, i64, bool)>, DbError> {
    database
        .connection
        .query_row(
            "SELECT next_offset, next_line, games_read, complete FROM sources WHERE head_digest = ?1 AND size = ?2",
            (identity.head_digest as i64, identity.size as i64),
            |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?, r.get(3)?)),
        )
        .optional()
        .map_err(|e| database.fail(e))
}

/// Writes `batch` with the file's progress and counts what it did in `summary`.
/// The writing side of an import: the batch being filled, the merges beside it, and the file
/// as its progress is recorded.
struct Writing {
    batch: Batch,
    merges: BackgroundMerges,
    path_text: String,
}

impl Writing {
    /// Writes the batch (in its turn beside the merges) with `state`, counting it in `summary`.
    fn write(
        &mut self,
        database: &mut Database,
        state: &Progress,
        summary: &mut ImportSummary,
    ) -> Result<(), DbError> {
        let _turn = self.merges.turn().take();
        let done = self.batch.write(database, &self.path_text, state)?;
        summary.imported += done.imported;
        summary.duplicates += done.duplicates;
        Ok(())
    }
}

/// The reading thread (splitting the text into chunks of games) and the replaying threads;
/// chunks come back numbered, in any order. The reading thread's result says whether the whole
/// text was read. Up to `ahead` replayed chunks wait for the writer, so that the replaying
/// threads go on while it writes a batch.
fn start_threads<R: std::io::BufRead + Send + 'static>(
    mut texts: GameTexts<R>,
    replay_threads: usize,
    ahead: usize,
) -> (Receiver<(u64, Parsed)>, ReadingThread) {
    let (work_tx, work_rx) = sync_channel::<(u64, Vec<GameText>)>(replay_threads * 4);
    let (parsed_tx, parsed_rx) = sync_channel::<(u64, Parsed)>(ahead.max(replay_threads * 4));
    let work_rx = Arc::new(Mutex::new(work_rx));
    for _ in 0..replay_threads {
        let work_rx = Arc::clone(&work_rx);
        let parsed_tx: SyncSender<(u64, Parsed)> = parsed_tx.clone();
        thread::spawn(move || {
            yield_to_the_writer();
            loop {
                let next = work_rx.lock().map(|rx| rx.recv());
                let Ok(Ok((sequence, games))) = next else {
                    break;
                };
                let parsed = games
                    .into_iter()
                    .map(|mut game| {
                        let prepared = if game.cut {
                            Err(format!(
                                "longer than {} MiB",
                                MAX_GAME_BYTES / (1024 * 1024)
                            ))
                        } else {
                            let text = PreparedGame::text_of(std::mem::take(&mut game.bytes));
                            read_record_text(&text, INDEX_PLIES)
                                .map(|record| PreparedGame::new(text, record))
                        };
                        (game, prepared)
                    })
                    .collect();
                if parsed_tx.send((sequence, parsed)).is_err() {
                    break;
                }
            }
        });
    }
    drop(parsed_tx);
    let reader = thread::spawn(move || {
        yield_to_the_writer();
        let mut sequence = 0u64;
        let mut chunk = Vec::with_capacity(CHUNK_GAMES);
        loop {
            match texts.next_game() {
                Ok(Some(game)) => {
                    chunk.push(game);
                    if chunk.len() == CHUNK_GAMES {
                        let full = std::mem::replace(&mut chunk, Vec::with_capacity(CHUNK_GAMES));
                        if work_tx.send((sequence, full)).is_err() {
                            return Err("the replaying threads stopped".to_owned());
                        }
                        sequence += 1;
                    }
                }
                Ok(None) => break,
                Err(error) => {
                    if !chunk.is_empty() {
                        let _ = work_tx.send((sequence, chunk));
                    }
                    return Err(error.to_string());
                }
            }
        }
        if !chunk.is_empty() {
            if work_tx.send((sequence, chunk)).is_err() {
                return Err("the replaying threads stopped".to_owned());
            }
            sequence += 1;
        }
        Ok(sequence)
    });
    (parsed_rx, reader)
}
