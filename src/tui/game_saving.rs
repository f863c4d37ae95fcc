//! Saving from the workstation: `:save FILE` writes the shown game as PGN, losslessly
//! (headers, comments, NAGs, variations and annotations as read), with our `[%eval]` added or
//! replaced on the nodes we analysed; `:save! [FILE]` writes the whole collection the game
//! came from with the edited game in its place (to that file, or to FILE). A game whose main
//! line ends in checkmate, stalemate or a draw by insufficient material is saved with that
//! result when it had none (`*` or no `Result`); a result the game had is never changed.

use std::path::PathBuf;
use std::sync::Arc;

use shakmaty::{KnownOutcome, Outcome, Position};

use super::app::App;
use super::game_list::GameSource;
use super::message::Effect;
use crate::game::{Game, GameResult, NodeId};
use crate::pgn::{PgnIndex, replace_game, write_game};

impl App {
    /// The game with our evaluations, with their depths, set on the moves we analysed (not on
    /// the start position: a comment there is the game's, before any move): only those of a
    /// search that completed `min_eval_depth`, and none in place of an `[%eval]` that states a
    /// deeper search ([`crate::game::SearchedEval::may_replace`]).
    fn game_with_evals(&self) -> Game {
        let mut game = self.game.clone();
        for (&id, &eval) in &self.evals {
            if id != NodeId::ROOT && game.contains(id) {
                game.offer_eval(id, eval, self.min_eval_depth);
            }
        }
        if let Some(result) = rules_result(&game) {
            game.set_result(result);
        }
        game
    }

    /// The game as PGN, with our `[%eval]`s and everything else as it was read.
    pub fn game_pgn(&self) -> String {
        write_game(&self.game_with_evals())
    }

    /// `:save FILE`.
    pub(super) fn save_game(&mut self, path: PathBuf) -> Vec<Effect> {
        let pgn = self.game_pgn();
        vec![Effect::SaveFile(path, pgn)]
    }

    /// `:save! [FILE]`: the collection the game came from, with the game in its place; the
    /// written file becomes the game's source (so a second `:save!` writes it again).
    pub(super) fn save_collection(&mut self, to: Option<PathBuf>) -> Vec<Effect> {
        let Some(source) = &self.source else {
            return match to {
                Some(path) => self.save_game(path),
                None => self.error(":save! needs a file name: this game was not read from one"),
            };
        };
        let Some(path) = to.or_else(|| source.path.clone()) else {
            return self.error(":save! needs a file name: the games were pasted");
        };
        if let Some(pgn) = &source.streamed {
            // Too large to hold: the other games are copied from the file as they are.
            let effect = Effect::SaveStreamed {
                path: path.clone(),
                pgn: Arc::clone(pgn),
                number: source.entry.number,
                game: write_game(&self.game_with_evals()),
            };
            if let Some(source) = self.source.as_mut() {
                source.path = Some(path);
            }
            return vec![effect];
        }
        if source.text.contains(char::REPLACEMENT_CHARACTER) {
            // Bytes that were not UTF-8 became U+FFFD when the file was read: writing the
            // collection back would change the other games for good.
            return self.error(
                ":save! would change the other games: the file was not valid UTF-8 when read \
                 (bytes were replaced); save this game alone with :save FILE",
            );
        }
        let text = replace_game(&source.text, &source.entry, &self.game_with_evals());
        let number = source.entry.number;
        let index = PgnIndex::scan(&text);
        if let Some(entry) = index.entries().get(number - 1) {
            self.source = Some(GameSource {
                path: Some(path.clone()),
                text: text.clone(),
                entry: entry.clone(),
                games: index.entries().len(),
                streamed: None,
            });
        }
        vec![Effect::SaveFile(path, text)]
    }
}

/// The result the rules give the game's main line end (mate, stalemate, insufficient
/// material), when the game has no result of its own: `*` or none, in the movetext and the
/// `Result` tag alike.
fn rules_result(game: &Game) -> Option<GameResult> {
    let unknown = GameResult::Unknown.to_string();
    let tagged = game.headers().get("Result").map(str::trim);
    if game.result() != GameResult::Unknown || tagged.is_some_and(|tag| tag != unknown) {
        return None;
    }
    let end = *game.main_line().last()?;
    match game.node(end).position().outcome() {
        Outcome::Known(KnownOutcome::Decisive { winner }) => Some(match winner {
            shakmaty::Color::White => GameResult::WhiteWins,
            shakmaty::Color::Black => GameResult::BlackWins,
        }),
        Outcome::Known(KnownOutcome::Draw) => Some(GameResult::Draw),
        Outcome::Unknown => None,
    }
}
