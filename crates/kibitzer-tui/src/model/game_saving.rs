//! Saving from the workstation: `:save FILE` writes the shown game as PGN, losslessly
//! (headers, comments, NAGs, variations and annotations as read), with our `[%eval]` added or
//! replaced on the nodes we analysed, to a file that does not exist yet; `:append FILE` adds
//! it at the end of a collection; `:overwrite FILE [N]` replaces a file of at most one game,
//! or of exactly N; `:save! [FILE [N]]` writes the whole collection the game came from with
//! the edited game in its place (to that file, or to a new FILE, or over a FILE of exactly N
//! games). The app states each save's [`WriteRule`]; the writer enforces it (`pgn::save_pgn`),
//! so no file is ever replaced silently. A game whose main line ends in checkmate, stalemate
//! or a draw by insufficient material is saved with that result when it had none (`*` or no
//! `Result`); a result the game had is never changed. A game reviewed with `A` gets the
//! `Annotator` header naming the judge, as `kibitzer annotate` writes it.

use std::path::PathBuf;
use std::sync::Arc;

use shakmaty::{KnownOutcome, Outcome, Position};

use crate::game_list::list::GameSource;
use crate::message::Effect;
use crate::model::app::App;
use crate::model::save_outcome::{SaveRequest, Saving};
use kibitzer::escaped::escaped_path;
use kibitzer::game::{Game, GameResult, NodeId};
use kibitzer::pgn::{PgnIndex, WriteRule, replace_game, write_game};

impl App {
    /// The game with our evaluations, with their depths, set on the moves we analysed (not on
    /// the start position: a comment there is the game's, before any move): only those of a
    /// search that completed `min_eval_depth`, and none in place of an `[%eval]` that states a
    /// deeper search ([`kibitzer::game::SearchedEval::may_replace`]); after a review (`A`), the
    /// `Annotator` header naming its judge and each player's totals (`WhiteAccuracy`, ...).
    fn game_with_evals(&self) -> Game {
        let mut game = self.game.clone();
        for (&id, &eval) in &self.evals {
            if id != NodeId::ROOT && game.contains(id) {
                game.offer_eval(id, eval, self.settings.min_eval_depth);
            }
        }
        if let Some(result) = rules_result(&game) {
            game.set_result(result);
        }
        // A reviewed game says who judged it, as `kibitzer annotate` writes it.
        if let Some(judge) = self.annotation.as_ref().and_then(|r| r.annotator()) {
            game.headers_mut().set("Annotator", judge);
        }
        // With each player's accuracy, average centipawn loss and counts of marks.
        if let Some(review) = self.annotation.as_ref().and_then(|r| r.judged.as_deref()) {
            kibitzer::annotate::write_totals(&mut game, review);
        }
        game
    }

    /// The game as PGN, with our `[%eval]`s and everything else as it was read.
    pub fn game_pgn(&self) -> String {
        write_game(&self.game_with_evals())
    }

    /// `:save FILE`, `:append FILE`, `:overwrite FILE [N]`: the game alone, as `rule` allows.
    pub(crate) fn save_game(&mut self, path: PathBuf, rule: WriteRule) -> Vec<Effect> {
        self.status = Some((format!("saving {}...", escaped_path(&path)), false));
        let text = self.game_pgn();
        vec![Effect::SaveFile(SaveRequest {
            path,
            text,
            rule,
            saving: Saving::Game,
        })]
    }

    /// `:save! [FILE [N]]`: the collection the game came from, with the game in its place:
    /// over its source, or to a new FILE, or over a FILE of exactly `count` games. Once
    /// written, the file is the game's source (so a second `:save!` writes it again).
    pub(crate) fn save_collection(
        &mut self,
        to: Option<PathBuf>,
        count: Option<usize>,
    ) -> Vec<Effect> {
        let Some(source) = &self.source else {
            return match to {
                Some(path) => self.save_game(path, count.map_or(WriteRule::New, WriteRule::Games)),
                None => self.error(":save! needs a file name: this game was not read from one"),
            };
        };
        let rule = match (count, &to) {
            (Some(games), _) => WriteRule::Games(games),
            (None, Some(path)) if source.path.as_ref() != Some(path) => WriteRule::New,
            (None, _) => WriteRule::Source,
        };
        let Some(path) = to.or_else(|| source.path.clone()) else {
            return self.error(":save! needs a file name: the games were pasted");
        };
        let saving = Saving::Collection {
            from: source.path.clone(),
        };
        if let Some(pgn) = &source.streamed {
            // Too large to hold: the other games are copied from the file as they are.
            return vec![Effect::SaveStreamed {
                path,
                rule,
                saving,
                pgn: Arc::clone(pgn),
                number: source.entry.number,
                game: write_game(&self.game_with_evals()),
            }];
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
            // The path changes when the file is written (`file_saved`).
            self.source = Some(GameSource {
                path: source.path.clone(),
                text: text.clone(),
                entry: entry.clone(),
                games: index.entries().len(),
                streamed: None,
            });
        }
        vec![Effect::SaveFile(SaveRequest {
            path,
            text,
            rule,
            saving,
        })]
    }
}

/// `FILE [N]`: a last word of digits after a file name is a count of games.
pub(crate) fn file_and_count(arg: &str) -> (&str, Option<usize>) {
    match arg.rsplit_once(' ') {
        Some((file, count)) if !file.trim().is_empty() => match count.parse() {
            Ok(count) => (file.trim_end(), Some(count)),
            Err(_) => (arg, None),
        },
        _ => (arg, None),
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
