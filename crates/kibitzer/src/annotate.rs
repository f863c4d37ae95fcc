//! Reviewing whole games (issue #15): every position of the main line of every game searched
//! with one limit, each move judged by the winning chances it lost (Lichess's thresholds for
//! `?!`, `?` and `??`), and the games written back with `[%eval]`s, glyphs, the best line as a
//! variation with the comparison's summary ([`crate::compare`]), and each player's average
//! centipawn loss, counts and accuracy (Lichess's, [`game_accuracy`]) as headers.
//!
//! Each move is judged in the position it was played in ([`annotate_moves`]): the position's best
//! line and, when the move is not its first move, the move searched alone in the same position
//! with the same limit; the loss is the difference of the two scores for the mover. The judge
//! is kibitzer's own search or an external UCI engine ([`Judging`]); kibitzer's evaluation
//! explains the lines the judge found either way, and the games say who judged (`Annotator`).
//!
//! The searches run on several threads (one engine process each with an external engine), one
//! position each at a time, every search from a cleared table (`ucinewgame` for an engine):
//! with a depth or node limit the annotated games are the same for any number of threads. No
//! terminal types; progress is reported through a callback.
//!
//! ```
//! use kibitzer::annotate::{Judging, Settings, annotate_games};
//! use kibitzer::pgn::{read_pgn, write_game};
//! use kibitzer::search::{Limits, SearchOptions};
//!
//! let mut game = read_pgn("1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0").unwrap();
//! let settings = Settings {
//!     limits: Limits::depth(3),
//!     options: SearchOptions { hash_mb: 1, ..SearchOptions::default() },
//!     threads: 2,
//!     judging: Judging::Kibitzer,
//! };
//! let games = std::slice::from_mut(&mut game);
//! let reviews = annotate_games(games, &settings, &|_, _| {}).unwrap();
//! let black = reviews[0].players.black;
//! assert!(black.count(kibitzer::annotate::Judgement::Blunder) >= 1); // 3... Nf6??
//! assert!(write_game(&game).contains("[%eval"));
//! assert!(write_game(&game).contains("[Annotator \"kibitzer\"]"));
//! ```

mod accuracy;
mod annotated_game;
mod judgement;
mod learning;
mod marks;
mod verdict;
mod workers;

pub use accuracy::{ScoredMove, game_accuracy, move_accuracy, whole_percent, win_percent};
pub use annotated_game::{AnnotatedGame, AnnotatedMove, PlayerSummary, jobs_of};
pub use judgement::{CEILING, Judgement, centipawn_loss};
pub use learning::{
    Attempt, FOUND_MARGIN, Question, attempt_verdict, needs_comparison, questions, why_it_fails,
};
pub use marks::{mark_game, write_totals};
pub use verdict::{AS_GOOD_AS_BEST, annotate_moves, seen_from_child, white_eval_after};
pub use workers::{Job, MoveEval, judge_move, judge_moves};

use std::time::Duration;

/// The depth of a review or comparison by kibitzer's own search when no limit is given
/// (`kibitzer annotate`, `kibitzer compare`, the workstation's `A` and `w` when the analysis
/// has none). 9, not 8: at depth 8 the Closed Ruy Lopez main line gets `5.O-O?!` and
/// `5...Be7?!` from a horizon effect (5.O-O b5 6.Bb3 Nxe4 ends a pawn down at the horizon),
/// and from depth 9 no move of it is marked. Measured on 8 real games (4 Lichess, 4 TWIC),
/// one thread: depth 9 takes 2.9 times as long as depth 8 and agrees with Stockfish's marks
/// on 36 moves against 31.
pub const DEFAULT_DEPTH: u32 = 9;

/// The nodes per search of an external engine judging when no limit is given: a budget any
/// UCI engine understands, whatever its depths mean (Lichess's own server analysis gives
/// Stockfish a node budget too). Measured on Fischer-Spassky 1972 game 6: Stockfish 15.1 at
/// 300,000 nodes reaches depth 16 to 20 and marks the same three moves as at depth 16, plus
/// one; at depth 9 (kibitzer's default) it marked nine.
pub const ENGINE_DEFAULT_NODES: u64 = 300_000;

use crate::compare::{CompareError, EngineJudge, Judge, KIBITZER};
use crate::engine::EngineSpec;
use crate::game::Game;
use crate::search::{Limits, Search, SearchOptions};

/// Who judges the moves.
#[derive(Clone, Debug, Default)]
pub enum Judging {
    /// kibitzer's own search, one per thread.
    #[default]
    Kibitzer,
    /// An external UCI engine, one process per thread.
    Engine {
        /// How to start it.
        spec: EngineSpec,
        /// How long each answer of its handshake may take.
        timeout: Duration,
    },
}

impl Judging {
    /// A new judge (our search's table sized by `options`), or why there is none.
    pub fn judge(&self, options: &SearchOptions) -> Result<Box<dyn Judge>, CompareError> {
        match self {
            Judging::Kibitzer => Ok(Box::new(Search::new(options.clone()))),
            Judging::Engine { spec, timeout } => EngineJudge::start(spec.clone(), *timeout)
                .map(|judge| Box::new(judge) as Box<dyn Judge>)
                .map_err(CompareError::Engine),
        }
    }

    /// The limit of each search when none is given: [`DEFAULT_DEPTH`] for kibitzer's own
    /// search, [`ENGINE_DEFAULT_NODES`] nodes for an external engine.
    pub fn default_limits(&self) -> Limits {
        match self {
            Judging::Kibitzer => Limits::depth(DEFAULT_DEPTH),
            Judging::Engine { .. } => Limits::nodes(ENGINE_DEFAULT_NODES),
        }
    }

    /// The judge's name before it said its own: `kibitzer`, or the engine's configured name.
    pub fn name(&self) -> String {
        match self {
            Judging::Kibitzer => KIBITZER.to_owned(),
            Judging::Engine { spec, .. } => spec.name.clone(),
        }
    }
}

/// How to search the positions.
#[derive(Clone, Debug)]
pub struct Settings {
    /// The limit of each position's search.
    pub limits: Limits,
    /// The search's switches and table size (per thread).
    pub options: SearchOptions,
    /// How many positions are searched at once.
    pub threads: usize,
    /// Who judges.
    pub judging: Judging,
}

/// Reviews every game's main line and writes the review into the game (with an `Annotator`
/// header naming the judge on games with moves); returns the reviews in the games' order, or
/// the judge's failure (then no game is changed). `progress` is called (from any thread) with
/// the positions finished and the total after each position.
pub fn annotate_games(
    games: &mut [Game],
    settings: &Settings,
    progress: &(dyn Fn(usize, usize) + Sync),
) -> Result<Vec<AnnotatedGame>, CompareError> {
    let per_game: Vec<Vec<Job>> = games
        .iter()
        .map(|game| {
            let mut jobs = jobs_of(game);
            jobs.retain(|job| job.played.is_some());
            jobs
        })
        .collect();
    let jobs: Vec<Job> = per_game.iter().flatten().cloned().collect();
    let total = jobs.len();
    let (judged_by, evals) = judge_moves(
        &jobs,
        &settings.limits,
        &settings.judging,
        &settings.options,
        settings.threads,
        &|done| progress(done, total),
    )?;
    let mut reviews = Vec::with_capacity(games.len());
    let mut start = 0;
    for (game, game_jobs) in games.iter_mut().zip(&per_game) {
        let end = start + game_jobs.len();
        let review = annotate_moves(game, &evals[start..end], &judged_by);
        mark_game(game, &review);
        if !review.moves.is_empty() {
            game.headers_mut().set("Annotator", &review.judged_by);
        }
        reviews.push(review);
        start = end;
    }
    Ok(reviews)
}
