//! Reviewing whole games (issue #15): every position of the main line of every game searched
//! with one limit, each move judged by the winning chances it lost (Lichess's thresholds for
//! `?!`, `?` and `??`), and the games written back with `[%eval]`s, glyphs, the best line as a
//! variation with the comparison's summary ([`crate::review`]), and each player's average
//! centipawn loss and counts as headers.
//!
//! The searches run on several threads, one position each at a time, every search from a
//! cleared table: with a depth or node limit the annotated games are the same for any number
//! of threads. No terminal types; progress is reported through a callback.
//!
//! ```
//! use kibitzer::annotate::{Settings, annotate_games};
//! use kibitzer::pgn::{read_pgn, write_game};
//! use kibitzer::search::{Limits, SearchOptions};
//!
//! let mut game = read_pgn("1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0").unwrap();
//! let settings = Settings {
//!     limits: Limits::depth(3),
//!     options: SearchOptions { hash_mb: 1, ..SearchOptions::default() },
//!     threads: 2,
//! };
//! let reviews = annotate_games(std::slice::from_mut(&mut game), &settings, &|_, _| {});
//! let black = reviews[0].players.black;
//! assert!(black.count(kibitzer::annotate::Judgement::Blunder) >= 1); // 3... Nf6??
//! assert!(write_game(&game).contains("[%eval"));
//! ```

mod game_review;
mod judgement;
mod marks;
mod workers;

pub use game_review::{
    GameReview, MoveReview, PlayerSummary, jobs_of, review_game, seen_from_parent,
};
pub use judgement::{CEILING, Judgement, centipawn_loss};
pub use marks::mark_game;
pub use workers::{Job, PositionEval, search_positions};

use crate::game::Game;
use crate::search::{Limits, SearchOptions};

/// How to search the positions.
#[derive(Clone, Debug)]
pub struct Settings {
    /// The limit of each position's search.
    pub limits: Limits,
    /// The search's switches and table size (per thread).
    pub options: SearchOptions,
    /// How many positions are searched at once.
    pub threads: usize,
}

/// Reviews every game's main line and writes the review into the game; returns the reviews
/// in the games' order. `progress` is called (from any thread) with the positions finished
/// and the total after each position.
pub fn annotate_games(
    games: &mut [Game],
    settings: &Settings,
    progress: &(dyn Fn(usize, usize) + Sync),
) -> Vec<GameReview> {
    let per_game: Vec<Vec<Job>> = games.iter().map(jobs_of).collect();
    let jobs: Vec<Job> = per_game.iter().flatten().cloned().collect();
    let total = jobs.len();
    let evals = search_positions(
        &jobs,
        &settings.limits,
        &settings.options,
        settings.threads,
        &|done| progress(done, total),
    );
    let mut reviews = Vec::with_capacity(games.len());
    let mut start = 0;
    for (game, game_jobs) in games.iter_mut().zip(&per_game) {
        let end = start + game_jobs.len();
        let review = review_game(game, &evals[start..end]);
        mark_game(game, &review);
        reviews.push(review);
        start = end;
    }
    reviews
}
