//! The thread that writes the autosave: writes happen in the order they were asked for, off
//! the UI thread (a slow disk never stops the keys), and the last one, at exit, after all the
//! others.

use std::path::{Path, PathBuf};
use std::sync::mpsc;
use std::thread::JoinHandle;

use crate::message::Msg;

/// The writer thread.
pub struct AutosaveWriter {
    writes: Option<mpsc::Sender<(PathBuf, String)>>,
    thread: Option<JoinHandle<()>>,
}

impl AutosaveWriter {
    /// Starts the thread; it reports a failed write as `Msg::AutosaveNotWritten`.
    pub fn spawn(failures: tokio::sync::mpsc::UnboundedSender<Msg>) -> AutosaveWriter {
        let (writes, queue) = mpsc::channel::<(PathBuf, String)>();
        let thread = std::thread::Builder::new()
            .name("kibitzer-autosave".to_owned())
            .spawn(move || {
                for (path, text) in queue {
                    if let Err(why) = write_autosave(&path, &text) {
                        let _ = failures.send(Msg::AutosaveNotWritten(why));
                    }
                }
            })
            .ok();
        AutosaveWriter {
            writes: thread.as_ref().map(|_| writes),
            thread,
        }
    }

    /// Writes `text` to `path` after the writes asked before (at once, here, if the thread
    /// could not be started).
    pub fn write(&self, path: PathBuf, text: String) -> Result<(), String> {
        match &self.writes {
            Some(writes) => {
                let _ = writes.send((path, text));
                Ok(())
            }
            None => write_autosave(&path, &text),
        }
    }

    /// Waits for the writes asked before, then writes `last` (if any) here; why it failed.
    pub fn finish(mut self, last: Option<(PathBuf, String)>) -> Result<(), String> {
        self.writes = None;
        if let Some(thread) = self.thread.take() {
            let _ = thread.join();
        }
        match last {
            Some((path, text)) => write_autosave(&path, &text),
            None => Ok(()),
        }
    }
}

/// Writes the autosave atomically, creating its directory.
pub fn write_autosave(path: &Path, text: &str) -> Result<(), String> {
    if let Some(directory) = path.parent() {
        std::fs::create_dir_all(directory).map_err(|e| {
            format!(
                "{}: cannot create the directory: {e}",
                kibitzer::escaped::escaped_path(directory)
            )
        })?;
    }
    kibitzer::text_file::write_text_file(path, text).map_err(|e| e.to_string())
}
