//! The command line (`:fen`, `:move`, `:pgn`, `:save`, `:depth`, `:movetime`, `:multipv`,
//! `:hash`), pasted FEN or PGN, and loaded files. Bad input shows an error and changes nothing.

use std::path::PathBuf;

use shakmaty::san::SanPlus;
use shakmaty::uci::UciMove;
use shakmaty::{Move, Position};

use super::app::App;
use super::message::{Action, Effect};
use super::tree_edits::TreeEdit;
use crate::game::{Game, parse_any_fen};
use crate::history::History;

impl App {
    /// A key while the command line is open.
    pub(super) fn command_key(&mut self, action: &Action) -> Vec<Effect> {
        let Some(text) = self.command.as_mut() else {
            return Vec::new();
        };
        match action {
            Action::Char(c) => text.push(*c),
            Action::DeleteChar if text.pop().is_none() => self.command = None,
            Action::Escape => self.command = None,
            Action::Enter => {
                let line = self.command.take().unwrap_or_default();
                return self.run_command(line.trim());
            }
            Action::Quit => {
                self.quit = true;
                return vec![Effect::StopSearch, Effect::Quit];
            }
            _ => {}
        }
        Vec::new()
    }

    /// Runs one command line.
    pub fn run_command(&mut self, line: &str) -> Vec<Effect> {
        let (name, arg) = line
            .split_once(' ')
            .map_or((line, ""), |(n, a)| (n, a.trim()));
        let number = |what: &str| -> Result<u64, String> {
            arg.parse::<u64>()
                .map_err(|_| format!("{what} needs a number, not \"{arg}\""))
        };
        let result = match name {
            "" => return Vec::new(),
            "fen" => return self.load_fen(arg),
            "move" => return self.command_move(arg),
            "pgn" if !arg.is_empty() => return vec![Effect::LoadFile(PathBuf::from(arg))],
            "save" if !arg.is_empty() => return self.save_game(PathBuf::from(arg)),
            "save!" => return self.save_collection((!arg.is_empty()).then(|| PathBuf::from(arg))),
            "pgn" | "save" => Err(format!(":{name} needs a file name")),
            "promote" => return self.edit_tree(TreeEdit::Promote),
            "promote!" | "mainline" => return self.edit_tree(TreeEdit::PromoteToMainLine),
            "delete" => return self.edit_tree(TreeEdit::Delete),
            "undo" => return self.edit_tree(TreeEdit::Undo),
            "redo" => return self.edit_tree(TreeEdit::Redo),
            "depth" => number("depth").map(|n| {
                self.limits.depth = (n > 0).then_some(n.min(100) as u32);
            }),
            "movetime" => number("movetime").map(|n| {
                self.limits.movetime = (n > 0).then_some(n);
            }),
            "multipv" => number("multipv").and_then(|n| {
                if (1..=8).contains(&n) {
                    self.multipv = n as usize;
                    Ok(())
                } else {
                    Err("multipv must be 1 to 8".to_owned())
                }
            }),
            "hash" => number("hash").and_then(|n| {
                if (1..=4096).contains(&n) {
                    self.hash_mb = n as usize;
                    Ok(())
                } else {
                    Err("hash must be 1 to 4096 MB".to_owned())
                }
            }),
            other => Err(format!("unknown command :{other} (see ? for the list)")),
        };
        match result {
            Err(e) => self.error(&e),
            Ok(()) => {
                self.status = Some((format!("{line}: done"), false));
                let mut effects = Vec::new();
                if name == "hash" {
                    effects.push(Effect::SetHash(self.hash_mb));
                }
                effects.extend(self.restart());
                effects
            }
        }
    }

    fn command_move(&mut self, text: &str) -> Vec<Effect> {
        match parse_move(self.game.position(), text) {
            Some(m) => self.play(m),
            None => self.error(&format!("\"{text}\" is not a legal move here")),
        }
    }

    fn load_fen(&mut self, fen: &str) -> Vec<Effect> {
        match parse_any_fen(fen) {
            Ok(parsed) => {
                let history = History::from_board(parsed.chess.board());
                let game = Game::from_position(parsed.chess, history);
                let effects = self.replace_game(game, "position set up");
                self.with_pockets(parsed.crazyhouse, effects)
            }
            Err(e) => self.error(&format!("invalid FEN: {e}")),
        }
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

    pub(super) fn replace_game(&mut self, game: Game, message: &str) -> Vec<Effect> {
        self.crazyhouse = None;
        self.evals.clear();
        self.source = None;
        self.game = game;
        self.threat_mode = false;
        self.status = Some((message.to_owned(), false));
        self.position_changed()
    }

    /// Pasted text: a FEN or a PGN.
    pub(super) fn paste(&mut self, text: &str) -> Vec<Effect> {
        let text = text.trim();
        if self.command.is_some() {
            if let Some(line) = self.command.as_mut() {
                line.push_str(text.lines().next().unwrap_or(""));
            }
            return Vec::new();
        }
        if let Some(list) = self.game_list.as_mut() {
            list.filter.push_str(text.lines().next().unwrap_or(""));
            list.selected = 0;
            return Vec::new();
        }
        if let Ok(parsed) = parse_any_fen(text) {
            let history = History::from_board(parsed.chess.board());
            let game = Game::from_position(parsed.chess, history);
            let effects = self.replace_game(game, "FEN pasted");
            return self.with_pockets(parsed.crazyhouse, effects);
        }
        self.open_pgn(None, text.to_owned())
    }

    pub(super) fn file_loaded(
        &mut self,
        path: &std::path::Path,
        text: Result<String, String>,
    ) -> Vec<Effect> {
        let text = match text {
            Ok(t) => t,
            Err(e) => return self.error(&format!("cannot read {}: {e}", path.display())),
        };
        self.open_pgn(Some(path), text)
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
