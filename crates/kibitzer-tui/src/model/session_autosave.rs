//! The app's side of the autosave ([`kibitzer::autosave`]): whether the game was edited since it
//! was opened (only then is it written, so a new session never overwrites the unsaved work of
//! one that was killed), what to write on each `Msg::AutosaveTick` (at most one write a tick:
//! the runtime's clock is the debounce) and at exit, and reopening it (`--resume`, `:resume`)
//! or saying at the start that an unsaved session is waiting.

use std::path::PathBuf;

use crate::game_list::list::GameSource;
use crate::message::Effect;
use crate::model::app::App;
use kibitzer::autosave::{Autosave, AutosaveError};
use kibitzer::game::{Game, NodeId};
use kibitzer::pgn::{PgnIndex, read_game, write_game};

/// The autosave's bookkeeping.
#[derive(Clone, Debug, Default)]
pub struct AutosaveState {
    /// The game tree as it was opened (PGN, without our evaluations).
    baseline: String,
    /// The game was edited since it was opened (or it was resumed): it is autosaved.
    pub armed: bool,
    /// Something happened since the last tick.
    pending: bool,
    /// The last autosave asked for (its time left at 0, to compare contents).
    written: Option<Autosave>,
    /// This session wrote the file (so a clean exit marks it clean).
    pub wrote: bool,
    /// The file and game a resumed game came from (file, game number, games in the file).
    origin: Option<(String, usize, usize)>,
}

impl AutosaveState {
    /// The bookkeeping of a session that opened `game`.
    pub fn opened(game: &Game) -> AutosaveState {
        AutosaveState {
            baseline: write_game(game),
            ..AutosaveState::default()
        }
    }
}

impl App {
    /// Something happened: the next tick looks at the game again.
    pub(crate) fn autosave_touched(&mut self) {
        self.autosave.pending = true;
    }

    /// Another game is shown (just opened, or brought back by an undo) with its own
    /// bookkeeping `game`: whether it was edited (it is autosaved only then) and where a
    /// resumed game came from. What belongs to the file (what was last written to it) stays;
    /// where it is belongs to the settings. Returns the bookkeeping of the game no longer shown.
    pub(crate) fn autosave_replace(&mut self, game: AutosaveState) -> AutosaveState {
        let file = &mut self.autosave;
        let next = AutosaveState {
            wrote: file.wrote,
            written: file.written.take(),
            pending: true,
            ..game
        };
        std::mem::replace(&mut self.autosave, next)
    }

    /// `Msg::AutosaveTick`: the autosave to write now (`now`: seconds since 1970), if the
    /// game was edited and changed since the last one.
    pub(crate) fn autosave_tick(&mut self, now: u64) -> Vec<Effect> {
        if !std::mem::take(&mut self.autosave.pending) {
            return Vec::new();
        }
        self.autosave_write(false, now).into_iter().collect()
    }

    /// The autosave to write as the program ends (`clean`: the person quit), if any: an
    /// edited game always; after a clean exit also the file this session wrote, marked clean.
    pub fn autosave_at_exit(&mut self, clean: bool, now: u64) -> Option<Effect> {
        self.autosave.written = None;
        let effect = self.autosave_write(clean, now);
        if effect.is_none() && clean && self.autosave.wrote {
            // The game opened last was not edited: the file keeps the one that was.
            return None;
        }
        effect
    }

    fn autosave_write(&mut self, clean: bool, now: u64) -> Option<Effect> {
        let path = self.settings.autosave_path.clone()?;
        if !self.autosave.armed {
            if write_game(&self.game) == self.autosave.baseline {
                return None;
            }
            self.autosave.armed = true;
        }
        let mut autosave = self.autosave_snapshot();
        autosave.clean_exit = clean;
        if self.autosave.written.as_ref() == Some(&autosave) {
            return None;
        }
        self.autosave.written = Some(autosave.clone());
        self.autosave.wrote = true;
        autosave.saved_at = now;
        Some(Effect::WriteAutosave(path, autosave.to_json()))
    }

    /// The session as an autosave (its time 0).
    pub fn autosave_snapshot(&self) -> Autosave {
        let mut autosave = Autosave::new(self.game_pgn(), 0);
        let from_source = self.source.as_ref().and_then(|source| {
            let file = source.path.as_ref()?.to_str()?.to_owned();
            Some((file, source.entry.number, source.games))
        });
        if let Some((file, number, games)) = from_source.or_else(|| self.autosave.origin.clone()) {
            autosave.file = Some(file);
            autosave.game_number = Some(number);
            autosave.games = games;
        }
        autosave.line = self
            .game
            .path_to(self.game.current())
            .windows(2)
            .map(|pair| {
                let children = self.game.node(pair[0]).children();
                children.iter().position(|&c| c == pair[1]).unwrap_or(0)
            })
            .collect();
        autosave
    }

    /// The autosave was read: reopen it (`resume`), or else say that an unsaved session is
    /// waiting.
    pub(crate) fn autosave_read(
        &mut self,
        result: Result<Option<Autosave>, AutosaveError>,
        resume: bool,
    ) -> Vec<Effect> {
        match (result, resume) {
            (Ok(Some(autosave)), true) => self.resume(&autosave),
            (Ok(None), true) => self.error("nothing to resume: no session was autosaved"),
            (Err(e), true) => self.error(&format!("cannot resume: {e}")),
            (Ok(Some(autosave)), false) if !autosave.clean_exit => {
                let hint = format!(
                    // What to do first, so that a narrow status bar cuts only the rest.
                    ":resume reopens the unsaved session of {} (or start with --resume)",
                    autosave.saved_at_text()
                );
                self.status = Some(match self.status.take() {
                    Some((before, error)) => (format!("{before}; {hint}"), error),
                    None => (hint, false),
                });
                Vec::new()
            }
            (Err(e), false) => self.error(&format!("autosave: {e}")),
            (Ok(_), false) => Vec::new(),
        }
    }

    /// `:resume`: read the autosave and reopen it.
    pub(crate) fn resume_command(&mut self) -> Vec<Effect> {
        match self.settings.autosave_path.clone() {
            Some(path) => vec![Effect::ReadAutosave(path, true)],
            None => self.error("nothing to resume: no data directory ($XDG_DATA_HOME or $HOME)"),
        }
    }

    fn resume(&mut self, autosave: &Autosave) -> Vec<Effect> {
        let index = PgnIndex::scan(&autosave.pgn);
        let Some(entry) = index.entries().first().cloned() else {
            return self.error("cannot resume: the autosave holds no game");
        };
        let mut game = match read_game(&autosave.pgn, &entry) {
            Ok(game) => game,
            Err(e) => return self.error(&format!("cannot resume: the autosaved game: {e}")),
        };
        let mut at = NodeId::ROOT;
        for &child in &autosave.line {
            match game.node(at).children().get(child) {
                Some(&next) => at = next,
                None => break,
            }
        }
        game.go_to(at);
        let origin = match (&autosave.file, autosave.game_number) {
            (Some(file), Some(number)) => {
                let escaped = kibitzer::escaped::Escaped(file.as_str()).to_string();
                Some((file.clone(), number, autosave.games, escaped))
            }
            _ => None,
        };
        let from = match &origin {
            Some((_, number, games, name)) if *games > 1 => {
                format!(" (game {number} of {name}: save it with :save FILE)")
            }
            Some((_, _, _, name)) => format!(" ({name})"),
            None => String::new(),
        };
        let message = format!("resumed the session of {}{from}", autosave.saved_at_text());
        let effects = self.replace_game(game, &message);
        // A file of one game is this game: `:save!` writes it there again. A collection's
        // other games are not in the autosave, so `:save!` cannot write it back.
        if let Some((file, _, 1, _)) = &origin {
            self.source = Some(GameSource {
                path: Some(PathBuf::from(file)),
                text: autosave.pgn.clone(),
                entry,
                games: 1,
                streamed: None,
            });
        }
        self.autosave.origin = origin.map(|(file, number, games, _)| (file, number, games));
        self.autosave.armed = true;
        effects
    }
}
