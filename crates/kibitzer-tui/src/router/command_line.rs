//! The command line's glue: its keys and characters go to the open
//! [`CommandLine`](crate::command_line::line::CommandLine) with a [`Context`]; what Enter
//! reads ([`Invocation`]) is kept in the history and dispatched here to the features it is
//! for (the game, the saves, the tree edits, the engines, the settings). Pasted text and
//! loaded files (a FEN or a PGN) are opened here too.
//!
//! [`Context`]: crate::context::Context

use shakmaty::Position;

use crate::command_line::commands::{Invocation, parse};
use crate::command_line::completion::ListedFile;
use crate::command_line::keys::{LineOutcome, history_loaded, remember};
use crate::context::context;
use crate::message::Effect;
use crate::mode::CommandAction;
use crate::model::app::App;
use crate::router::overlay::Overlay;
use kibitzer::History;
use kibitzer::escaped::escaped_path;
use kibitzer::game::parse_typed_move;
use kibitzer::game::{FenError, Game, ParsedFen, looks_like_fen, parse_any_fen};
use kibitzer::search::HashAllocError;
use kibitzer::text_file::{TextFile, TextFileError};

impl App {
    /// A key while the command line is open.
    pub(crate) fn command_key(&mut self, action: CommandAction) -> Vec<Effect> {
        let mut effects = Vec::new();
        let Overlay::CommandLine(line) = &mut self.overlay else {
            return effects;
        };
        let outcome = line.key(
            action,
            &self.command_history,
            &mut context!(self, &mut effects),
        );
        match outcome {
            LineOutcome::Open => {}
            LineOutcome::Closed => self.close_overlay(),
            LineOutcome::Run { line, command } => {
                self.close_overlay();
                self.status = None;
                effects.extend(remember(
                    &mut self.command_history,
                    self.settings.history_path.as_deref(),
                    &line,
                ));
                effects.extend(self.run_invocation(&line, command));
            }
            LineOutcome::Quit => {
                self.quit = true;
                effects.extend([Effect::StopSearch, Effect::Quit]);
            }
        }
        effects
    }

    /// A character typed into the command line.
    pub(crate) fn command_text(&mut self, c: char) {
        let mut effects = Vec::new();
        if let Overlay::CommandLine(line) = &mut self.overlay {
            line.text(c, &mut context!(self, &mut effects));
        }
    }

    /// The history file was read, or could not be.
    pub(crate) fn history_loaded(&mut self, text: Result<String, String>) {
        history_loaded(&mut self.command_history, text, &mut self.status);
    }

    /// The directory `directory` (as typed) was listed for Tab's completion.
    pub(crate) fn directory_listed(
        &mut self,
        directory: &str,
        listing: Result<Vec<ListedFile>, String>,
    ) {
        let mut effects = Vec::new();
        if let Overlay::CommandLine(line) = &mut self.overlay {
            line.directory_listed(directory, listing, &mut context!(self, &mut effects));
        }
    }

    /// Runs one command line.
    pub fn run_command(&mut self, line: &str) -> Vec<Effect> {
        self.run_invocation(line, parse(line))
    }

    /// Carries out `command`, read from `line`: the feature it is for does it; the settings
    /// it changes restart the analysis with `LINE: done` in the status bar.
    fn run_invocation(
        &mut self,
        line: &str,
        command: Result<Option<Invocation>, String>,
    ) -> Vec<Effect> {
        let command = match command {
            Ok(Some(command)) => command,
            Ok(None) => return Vec::new(),
            Err(e) => return self.error(&e),
        };
        match command {
            Invocation::ShowFen => self.show_fen(),
            Invocation::LoadFen(fen) => self.load_fen(&fen),
            Invocation::Setup(fen) => self.open_board_editor(fen.as_deref()),
            Invocation::Move(text) => match parse_typed_move(self.game.position(), &text) {
                Ok(m) => self.play(m),
                Err(why) => self.error(&format!(":move: {why}")),
            },
            Invocation::LoadPgn(path) => {
                self.status = Some((format!("reading {}...", escaped_path(&path)), false));
                vec![Effect::LoadFile(path)]
            }
            Invocation::Save(path, rule) => self.save_game(path, rule),
            Invocation::SaveCollection(to, count) => self.save_collection(to, count),
            Invocation::Edit(edit) => self.edit_tree(edit),
            Invocation::Comment(text) => {
                let node = self.game.current();
                self.save_comment(node, &text)
            }
            Invocation::Glyph(glyph) => self.glyph_command(glyph),
            Invocation::Resume => self.resume_command(),
            Invocation::Annotate => self.toggle_annotate(),
            Invocation::Learn(side) => self.start_learning(side),
            Invocation::Explorer => self.toggle_explorer(),
            Invocation::Counters => {
                self.settings.status_counters = !self.settings.status_counters;
                let shown = if self.settings.status_counters {
                    "shown"
                } else {
                    "hidden"
                };
                self.status = Some((format!("search counters {shown} (:counters)"), false));
                Vec::new()
            }
            Invocation::Engine(words) => self.engine_command(&words),
            Invocation::Why(None) => self.why(None),
            Invocation::Why(Some(text)) => match parse_typed_move(self.game.position(), &text) {
                Ok(m) => self.why(Some(m)),
                Err(why) => self.error(&format!(":why: {why}")),
            },
            Invocation::Theme(name) => self.switch_theme(&name),
            Invocation::Depth(depth) => {
                self.settings.limits.depth = depth;
                self.setting_done(line)
            }
            Invocation::Movetime(movetime) => {
                self.settings.limits.movetime = movetime;
                self.setting_done(line)
            }
            Invocation::Multipv(lines) => {
                self.settings.multipv = lines;
                self.setting_done(line)
            }
            // The table changes (and `hash_mb` with it) once the runtime has allocated it.
            Invocation::Hash(mb) => {
                let mut effects = vec![Effect::SetHash(mb)];
                effects.extend(self.restart());
                effects
            }
            Invocation::Threads(n) => {
                self.settings.threads = n;
                self.status = Some((format!("{line}: done"), false));
                let mut effects = vec![Effect::SetThreads(n)];
                effects.extend(self.restart());
                effects
            }
        }
    }

    /// A setting `line` changed: says so and restarts the analysis.
    fn setting_done(&mut self, line: &str) -> Vec<Effect> {
        self.status = Some((format!("{line}: done"), false));
        self.restart()
    }

    /// The runtime allocated the table `:hash` asked for, or could not: then the old table
    /// stays, and so does its size.
    pub(crate) fn hash_resized(&mut self, result: Result<usize, HashAllocError>) {
        self.status = Some(match result {
            Ok(mb) => {
                self.settings.hash_mb = mb;
                (format!("hash table: {mb} MB"), false)
            }
            Err(e) => (format!("{e}; keeping {} MB", self.settings.hash_mb), true),
        });
    }

    fn load_fen(&mut self, fen: &str) -> Vec<Effect> {
        match parse_any_fen(fen) {
            Ok(parsed) => self.set_up(parsed, "position set up"),
            Err(e) => self.error(&format!("invalid FEN: {e}")),
        }
    }

    /// Replaces the game by one starting at the position of a FEN; `done` says how.
    pub(crate) fn set_up(&mut self, parsed: ParsedFen, done: &str) -> Vec<Effect> {
        let history = History::from_board(parsed.chess.board());
        let game = Game::from_position(parsed.chess, history);
        let effects = self.replace_game(game, done);
        self.with_pockets(parsed.crazyhouse, effects)
    }

    /// Remembers the pockets of a crazyhouse root and restarts so the advisors see them.
    fn with_pockets(
        &mut self,
        crazyhouse: Option<shakmaty::variant::Crazyhouse>,
        effects: Vec<Effect>,
    ) -> Vec<Effect> {
        if crazyhouse.is_none() {
            return effects;
        }
        self.crazyhouse = crazyhouse;
        self.restart()
    }

    /// Pasted text: into the open command line, the move box or the game list's search, else
    /// a FEN or a PGN.
    pub(crate) fn paste(&mut self, text: &str) -> Vec<Effect> {
        let text = text.trim();
        if let Some(line) = self.command_line_mut() {
            // At the cursor, as typed.
            line.paste(text);
            return Vec::new();
        }
        if self.board_editor().is_some() {
            self.board_editor_paste(text);
            return Vec::new();
        }
        if self.paste_into_move_box(text) {
            return Vec::new();
        }
        if self.game_list().is_some() {
            for c in text.lines().next().unwrap_or("").chars() {
                self.game_list_text(c);
            }
            return Vec::new();
        }
        self.status = None;
        match parse_any_fen(text) {
            Ok(parsed) => self.set_up(parsed, "FEN pasted"),
            // A board of 8 ranks (or fields that read as a FEN's, with a bad counter): it is a
            // FEN, and why it was refused is the error, not why it is no PGN.
            Err(e @ FenError::CounterTooLarge { .. }) => self.error(&format!("invalid FEN: {e}")),
            Err(e) if looks_like_fen(text) => self.error(&format!("invalid FEN: {e}")),
            Err(_) => self.open_pgn(None, text.to_owned()),
        }
    }

    /// A file `:pgn` (or the command line's argument) asked for was read, or could not be.
    pub(crate) fn file_loaded(
        &mut self,
        path: &std::path::Path,
        text: Result<TextFile, TextFileError>,
    ) -> Vec<Effect> {
        let file = match text {
            Ok(file) => file,
            Err(e) => return self.error(&e.to_string()),
        };
        let warning = file.warning();
        let effects = self.open_pgn(Some(path), file.text);
        if let Some(warning) = warning {
            self.status = Some((warning, true));
        }
        effects
    }
}
