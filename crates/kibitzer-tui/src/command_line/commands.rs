//! Running the command line's commands (named in `command_table.rs`; `:engine`'s words in
//! `engine_commands.rs`), pasted FEN or PGN, and loaded files. Bad input shows an error and
//! changes nothing.

use shakmaty::san::SanPlus;
use shakmaty::uci::UciMove;
use shakmaty::{Move, Position};

use crate::app::App;
use crate::command_line::table::Command;
use crate::game_saving::file_and_count;
use crate::message::Effect;
use crate::tree_edits::TreeEdit;
use kibitzer::History;
use kibitzer::escaped::escaped_path;
use kibitzer::game::{FenError, Game, ParsedFen, looks_like_fen, parse_any_fen};
use kibitzer::home_path::expand_home;
use kibitzer::pgn::WriteRule;
use kibitzer::search::{HashAllocError, MAX_HASH_MB, MAX_MULTIPV, MAX_THREADS};
use kibitzer::text_file::{TextFile, TextFileError};

impl App {
    /// Runs one command line.
    pub fn run_command(&mut self, line: &str) -> Vec<Effect> {
        let (name, arg) = line
            .split_once(' ')
            .map_or((line, ""), |(n, a)| (n, a.trim()));
        let number = |what: &str| -> Result<u64, String> {
            arg.parse::<u64>()
                .map_err(|_| format!("{what} needs a number, not \"{arg}\""))
        };
        if name.is_empty() {
            return Vec::new();
        }
        let Some(command) = Command::named(name) else {
            return self.error(&format!("unknown command :{name} (see ? for the list)"));
        };
        let result = match command {
            Command::Fen if arg.is_empty() => return self.show_fen(),
            Command::Fen => return self.load_fen(arg),
            Command::Move => return self.command_move(arg),
            Command::Pgn | Command::Save | Command::Append | Command::Overwrite
                if arg.is_empty() =>
            {
                Err(format!(":{name} needs a file name"))
            }
            Command::Pgn => {
                let path = expand_home(arg);
                self.status = Some((format!("reading {}...", escaped_path(&path)), false));
                return vec![Effect::LoadFile(path)];
            }
            Command::Save => return self.save_game(expand_home(arg), WriteRule::New),
            Command::Append => return self.save_game(expand_home(arg), WriteRule::Append),
            Command::Overwrite => {
                let (file, count) = file_and_count(arg);
                let rule = count.map_or(WriteRule::AtMostOneGame, WriteRule::Games);
                return self.save_game(expand_home(file), rule);
            }
            Command::SaveCollection => {
                let (file, count) = file_and_count(arg);
                let to = (!file.is_empty()).then(|| expand_home(file));
                return self.save_collection(to, count);
            }
            Command::Promote => return self.edit_tree(TreeEdit::Promote),
            Command::PromoteToMainLine => return self.edit_tree(TreeEdit::PromoteToMainLine),
            Command::Delete => return self.edit_tree(TreeEdit::Delete),
            Command::Undo => return self.edit_tree(TreeEdit::Undo),
            Command::Redo => return self.edit_tree(TreeEdit::Redo),
            Command::Resume => return self.resume_command(),
            Command::Annotate => return self.toggle_annotate(),
            Command::Engine => return self.engine_command(arg),
            Command::Why if arg.is_empty() => return self.why(None),
            Command::Why => match parse_move(self.game.position(), arg) {
                Some(m) => return self.why(Some(m)),
                None => Err(format!("\"{arg}\" is not a legal move here")),
            },
            Command::Theme => return self.switch_theme(arg),
            Command::Depth => number("depth").map(|n| {
                self.settings.limits.depth = (n > 0).then_some(n.min(100) as u32);
            }),
            Command::Movetime => number("movetime").map(|n| {
                self.settings.limits.movetime = (n > 0).then_some(n);
            }),
            Command::Multipv => number("multipv").and_then(|n| {
                if (1..=MAX_MULTIPV as u64).contains(&n) {
                    self.settings.multipv = n as usize;
                    Ok(())
                } else {
                    Err(format!("multipv must be 1 to {MAX_MULTIPV}"))
                }
            }),
            Command::Hash => match number("hash").map(usize::try_from) {
                // The table changes (and `hash_mb` with it) once the runtime has allocated it.
                Ok(Ok(mb)) if (1..=MAX_HASH_MB).contains(&mb) => return self.resize_hash(mb),
                Err(e) => Err(e),
                _ => Err(format!("hash must be 1 to {MAX_HASH_MB} MB")),
            },
            Command::Threads => match number("threads").map(usize::try_from) {
                Ok(Ok(n)) if (1..=MAX_THREADS).contains(&n) => {
                    self.settings.threads = n;
                    self.status = Some((format!("{line}: done"), false));
                    let mut effects = vec![Effect::SetThreads(n)];
                    effects.extend(self.restart());
                    return effects;
                }
                Err(e) => Err(e),
                _ => Err(format!("threads must be 1 to {MAX_THREADS}")),
            },
        };
        match result {
            Err(e) => self.error(&e),
            Ok(()) => {
                self.status = Some((format!("{line}: done"), false));
                self.restart()
            }
        }
    }

    /// `:hash MB`: asks the runtime for a new table, then restarts the analysis on it.
    fn resize_hash(&mut self, mb: usize) -> Vec<Effect> {
        let mut effects = vec![Effect::SetHash(mb)];
        effects.extend(self.restart());
        effects
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

    fn command_move(&mut self, text: &str) -> Vec<Effect> {
        match parse_move(self.game.position(), text) {
            Some(m) => self.play(m),
            None => self.error(&format!("\"{text}\" is not a legal move here")),
        }
    }

    fn load_fen(&mut self, fen: &str) -> Vec<Effect> {
        match parse_any_fen(fen) {
            Ok(parsed) => self.set_up(parsed, "position set up"),
            Err(e) => self.error(&format!("invalid FEN: {e}")),
        }
    }

    /// Replaces the game by one starting at the position of a FEN; `done` says how.
    fn set_up(&mut self, parsed: ParsedFen, done: &str) -> Vec<Effect> {
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

    /// Pasted text: a FEN or a PGN.
    pub(crate) fn paste(&mut self, text: &str) -> Vec<Effect> {
        let text = text.trim();
        if let Some(line) = self.command_line_mut() {
            // At the cursor, as typed.
            text.lines()
                .next()
                .unwrap_or("")
                .chars()
                .for_each(|c| line.insert(c));
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

/// A move in SAN (`Nf3`, `exd5`, `O-O`) or UCI (`g1f3`, `e7e8q`).
pub fn parse_move(pos: &shakmaty::Chess, text: &str) -> Option<Move> {
    let text = text.trim();
    if let Ok(san) = text.parse::<SanPlus>()
        && let Ok(m) = san.san.to_move(pos)
    {
        return Some(m);
    }
    text.parse::<UciMove>().ok()?.to_move(pos).ok()
}
