//! The server loop: one thread reads the client's lines, the search runs on the worker's
//! thread, and this loop takes both from one channel, in order, so `isready` is answered at
//! once even while a search runs; the one hard limit the search does not hold itself (the
//! clock a `ponderhit` starts) is a timeout of that wait, not a thread per `go`. `stop` (and a
//! `go` or `quit` during a search) waits for the search's `bestmove` before the next command
//! is read, so the `readyok` of an `isready` after `stop` follows the `bestmove`. Bad input is
//! reported as `info string` and otherwise ignored; the end of the input is `quit`.

use std::collections::VecDeque;
use std::io::{self, BufRead, Write};
use std::sync::mpsc::{self, RecvTimeoutError};
use std::time::Instant;

use shakmaty::uci::UciMove;

use super::command::{Command, parse, shorten};
use super::diagnostics::{BENCH_DEPTH, bench_text, display_text, eval_text, perft_text};
use super::go::Go;
use super::input::{Input, MAX_LINE, read_line};
use super::options::{EngineOptions, Setting, parse_setting};
use super::position::GamePosition;
use super::thinking::{Reply, Thinking};
use super::worker::{Job, JobId, Worker, WorkerEvent};
use crate::escaped::Escaped;
use crate::search::{Root, SearchOptions};

/// What the loop receives.
enum Message {
    Input(Input),
    Worker(WorkerEvent),
    /// The hard limit of search `JobId` has passed.
    Deadline(JobId),
}

/// The server's state.
struct Server<W: Write> {
    out: W,
    messages: mpsc::Receiver<Message>,
    /// When the running search must be stopped, if the search does not stop itself then.
    deadline: Option<(Instant, JobId)>,
    /// Messages put aside while waiting for a search to end.
    backlog: VecDeque<Message>,
    worker: Worker,
    options: EngineOptions,
    game: GamePosition,
    debug: bool,
    thinking: Option<(JobId, Thinking)>,
}

/// Serves UCI on `input` and `output` until `quit` or the end of the input. Fails only if
/// the search cannot start or the output cannot be written.
pub fn serve(input: impl BufRead + Send + 'static, output: impl Write) -> io::Result<()> {
    let (sender, messages) = mpsc::channel();
    let options = EngineOptions::default();
    let events = sender.clone();
    let worker = Worker::spawn(options.search.clone(), move |event| {
        let _ = events.send(Message::Worker(event));
    })
    .map_err(io::Error::other)?;
    std::thread::Builder::new()
        .name("kibitzer-uci-input".to_owned())
        .spawn(move || read_all(input, &sender))?;
    let mut server = Server {
        out: output,
        messages,
        deadline: None,
        backlog: VecDeque::new(),
        worker,
        options,
        game: GamePosition::default(),
        debug: false,
        thinking: None,
    };
    server.run()
}

/// Sends every line of `input` to the loop, then the end (also on a read error).
fn read_all(mut input: impl BufRead, lines: &mpsc::Sender<Message>) {
    loop {
        let read = read_line(&mut input).unwrap_or(Input::End);
        let end = read == Input::End;
        if lines.send(Message::Input(read)).is_err() || end {
            return;
        }
    }
}

impl<W: Write> Server<W> {
    fn run(&mut self) -> io::Result<()> {
        loop {
            let message = match self.backlog.pop_front() {
                Some(message) => message,
                None => match self.next_message() {
                    Some(message) => message,
                    None => return Ok(()),
                },
            };
            match message {
                Message::Input(Input::Line(text)) => {
                    if !self.command(&text)? {
                        return Ok(());
                    }
                }
                Message::Input(Input::TooLong(length)) => self.say(&format!(
                    "info string line of {length} bytes skipped: longer than {MAX_LINE}"
                ))?,
                Message::Input(Input::End) => return self.quit(),
                Message::Worker(event) => self.worker_event(event)?,
                Message::Deadline(id) => self.deadline(id),
            }
        }
    }

    /// The next message, or [`Message::Deadline`] when the deadline passes first; `None`
    /// when every sender is gone.
    fn next_message(&mut self) -> Option<Message> {
        let Some((at, id)) = self.deadline else {
            return self.messages.recv().ok();
        };
        match self
            .messages
            .recv_timeout(at.saturating_duration_since(Instant::now()))
        {
            Ok(message) => Some(message),
            Err(RecvTimeoutError::Timeout) => {
                self.deadline = None;
                Some(Message::Deadline(id))
            }
            Err(RecvTimeoutError::Disconnected) => None,
        }
    }

    /// Writes one line and flushes.
    fn say(&mut self, line: &str) -> io::Result<()> {
        writeln!(self.out, "{line}")?;
        self.out.flush()
    }

    /// Reports a problem to the client.
    fn tell(&mut self, message: &str) -> io::Result<()> {
        self.say(&format!("info string {}", Escaped(message)))
    }

    /// Handles one line; `false` ends the loop.
    fn command(&mut self, text: &str) -> io::Result<bool> {
        let command = match parse(text) {
            Ok(Some(command)) => command,
            Ok(None) => return Ok(true),
            Err(e) => {
                self.tell(&e.to_string())?;
                return Ok(true);
            }
        };
        match command {
            Command::Uci => self.identify()?,
            Command::Debug(on) => self.debug = on,
            Command::IsReady => self.say("readyok")?,
            Command::SetOption { name, value } => self.set_option(&name, value.as_deref())?,
            Command::Register => {}
            Command::NewGame => {
                self.worker.clear();
                self.game = GamePosition::default();
            }
            Command::Position { start, moves } => match GamePosition::new(&start) {
                Ok(mut game) => {
                    for (ply, m) in moves.iter().enumerate() {
                        if let Err(e) = game.play(m) {
                            self.tell(&format!(
                                "{e} at ply {}; the position is after the moves before it",
                                ply + 1
                            ))?;
                            break;
                        }
                    }
                    self.game = game;
                }
                Err(e) => self.tell(&format!("{e}; the position stays"))?,
            },
            Command::Go(go) => self.go(go)?,
            Command::Perft(depth) => self.say(&perft_text(self.game.position(), depth))?,
            // The `bestmove` is written before the next command is read: a GUI that sends
            // `stop` and `isready` gets the `bestmove` before `readyok`, as from Stockfish.
            Command::Stop => self.finish_thinking()?,
            Command::PonderHit => {
                if let Some((_, thinking)) = &mut self.thinking {
                    let reply = thinking.ponder_hit(Instant::now());
                    self.apply(&reply)?;
                }
            }
            Command::Quit => {
                self.quit()?;
                return Ok(false);
            }
            Command::Eval => self.say(&eval_text(&self.game))?,
            Command::Display => self.say(&display_text(&self.game))?,
            Command::Bench(depth) => {
                // One thread whatever `Threads` says: the node count stays a signature.
                let options = SearchOptions {
                    threads: 1,
                    ..self.options.search.clone()
                };
                let text = bench_text(depth.unwrap_or(BENCH_DEPTH), &options);
                self.say(&text)?;
            }
        }
        Ok(true)
    }

    fn identify(&mut self) -> io::Result<()> {
        self.say(&format!("id name kibitzer {}", env!("CARGO_PKG_VERSION")))?;
        self.say("id author the kibitzer authors")?;
        for line in self.options.declarations() {
            self.say(&line)?;
        }
        self.say("uciok")
    }

    fn set_option(&mut self, name: &str, value: Option<&str>) -> io::Result<()> {
        let setting = match parse_setting(name, value) {
            Ok(setting) => setting,
            Err(e) => return self.tell(&e),
        };
        match &setting {
            &Setting::Hash(mb) => {
                if let Err(e) = self.worker.resize(mb) {
                    let kept = self.options.search.hash_mb;
                    return self.tell(&format!("{e}; the table stays at {kept} MB"));
                }
            }
            Setting::ClearHash => self.worker.clear(),
            Setting::Tablebases(Some(tables)) => {
                let text = format!(
                    "{} syzygy table files, up to {} men",
                    tables.files(),
                    tables.max_men()
                );
                self.tell(&text)?;
            }
            _ => {}
        }
        self.options.apply(setting);
        self.worker.set_options(self.options.search.clone());
        Ok(())
    }

    fn go(&mut self, go: Go) -> io::Result<()> {
        // A `go` while searching (out of order): the running search ends with its own
        // `bestmove` first.
        self.finish_thinking()?;
        let mut searchmoves = Vec::new();
        for text in &go.searchmoves {
            let m = text
                .parse::<UciMove>()
                .ok()
                .and_then(|u| u.to_move(self.game.position()).ok());
            match m {
                Some(m) => searchmoves.push(m),
                None => self.tell(&format!(
                    "searchmoves: illegal move {} ignored",
                    shorten(text)
                ))?,
            }
        }
        let now = Instant::now();
        let (limits, thinking) = Thinking::plan(go, &self.game, &self.options, searchmoves, now);
        if self.debug
            && let Some(budget) = thinking.budget()
        {
            self.tell(&format!(
                "time budget: soft {} ms, hard {} ms",
                budget.soft.as_millis(),
                budget.hard.as_millis()
            ))?;
        }
        let id = self.worker.start(Job {
            root: Root::of(self.game.node().clone()).with_before(self.game.before().to_vec()),
            limits,
        });
        self.thinking = Some((id, thinking));
        Ok(())
    }

    /// Stops the running search and waits for its `bestmove` (`stop`, and a `go` or `quit`
    /// during a search), keeping other messages for later.
    fn finish_thinking(&mut self) -> io::Result<()> {
        let Some((id, thinking)) = &mut self.thinking else {
            return Ok(());
        };
        let id = *id;
        let reply = thinking.stop();
        self.apply(&reply)?;
        while self
            .thinking
            .as_ref()
            .is_some_and(|(current, _)| *current == id)
        {
            match self.messages.recv() {
                Ok(Message::Worker(event)) => self.worker_event(event)?,
                Ok(other) => self.backlog.push_back(other),
                Err(_) => break,
            }
        }
        Ok(())
    }

    fn quit(&mut self) -> io::Result<()> {
        self.finish_thinking()
    }

    fn worker_event(&mut self, event: WorkerEvent) -> io::Result<()> {
        let (id, now) = match &event {
            WorkerEvent::Line(id, _)
            | WorkerEvent::Progress(id, _)
            | WorkerEvent::Finished(id, _) => (*id, Instant::now()),
        };
        let Some((current, thinking)) = &mut self.thinking else {
            return Ok(());
        };
        if *current != id {
            return Ok(());
        }
        let reply = match event {
            WorkerEvent::Line(_, line) => thinking.line(&line, now),
            WorkerEvent::Progress(_, progress) => thinking.progress(&progress, now),
            WorkerEvent::Finished(_, result) => thinking.finished(result),
        };
        self.apply(&reply)
    }

    fn deadline(&mut self, id: JobId) {
        if let Some((current, thinking)) = &mut self.thinking
            && *current == id
            && thinking.is_running()
        {
            thinking.stopping();
            self.worker.stop();
        }
    }

    /// Carries out what a [`Thinking`] decided.
    fn apply(&mut self, reply: &Reply) -> io::Result<()> {
        for line in &reply.lines {
            self.say(line)?;
        }
        if reply.stop {
            self.worker.stop();
        }
        if let (Some(after), Some((id, _))) = (reply.deadline, &self.thinking) {
            self.deadline = Some((Instant::now() + after, *id));
        }
        if reply.done {
            self.thinking = None;
            self.deadline = None;
        }
        Ok(())
    }
}
