//! The runtime's side of comparisons (`w`) and reviews (`A`): each runs on a thread of its
//! own with its own search, so the screen never waits. A new comparison stops the one before
//! it (mid-search); a new review, or `Effect::CancelReview`, stops the review before it between
//! two positions (each position's search is limited by depth, nodes or time). What they find
//! goes back to the app as messages carrying the request's id.

use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};

use super::message::{CompareId, Msg, ReviewId, ReviewReport, ReviewRequest};
use crate::annotate::{jobs_of, review_game, search_positions};
use crate::review::{Request, ReviewError, compare};
use crate::search::{Search, SearchOptions, StopSignal};

/// Table size of a comparison's or review's search, in MB.
const WORK_HASH_MB: usize = 16;

/// Starts and stops the background comparisons and reviews.
#[derive(Debug, Default)]
pub struct ReviewWork {
    compares: Arc<AtomicU64>,
    reviews: Arc<AtomicU64>,
}

fn options() -> SearchOptions {
    SearchOptions {
        hash_mb: WORK_HASH_MB,
        ..SearchOptions::default()
    }
}

/// A stop signal for a new run of `generation`, raising the one of the run before it.
fn supersede(generation: &Arc<AtomicU64>) -> StopSignal {
    let id = generation.fetch_add(1, Ordering::Relaxed) + 1;
    StopSignal::new(Arc::clone(generation), id)
}

impl ReviewWork {
    /// Compares on a new thread, stopping the comparison before; `send` gets the result (or,
    /// if no thread can be started, at once a stopped comparison).
    pub fn compare(
        &self,
        id: CompareId,
        request: Request,
        send: impl Fn(Msg) + Send + Sync + 'static,
    ) {
        let stop = supersede(&self.compares);
        let send = Arc::new(send);
        let sender = Arc::clone(&send);
        let spawned = std::thread::Builder::new()
            .name("kibitzer-compare".to_owned())
            .spawn(move || {
                let mut search = Search::new(options());
                match compare(&mut search, &request, &stop) {
                    Err(ReviewError::Stopped) => {}
                    result => sender(Msg::Compared(id, result.map(Box::new))),
                }
            });
        if spawned.is_err() {
            send(Msg::Compared(id, Err(ReviewError::Stopped)));
        }
    }

    /// Reviews the main line on a new thread, stopping the review before; `send` gets each
    /// position's search and then the judged moves.
    pub fn review(
        &self,
        id: ReviewId,
        request: ReviewRequest,
        send: impl Fn(Msg) + Send + Sync + 'static,
    ) {
        let stop = supersede(&self.reviews);
        let send = Arc::new(send);
        let sender = Arc::clone(&send);
        let spawned = std::thread::Builder::new()
            .name("kibitzer-review".to_owned())
            .spawn(move || {
                let jobs = jobs_of(&request.game);
                let mut evals = Vec::with_capacity(jobs.len());
                for (index, job) in jobs.iter().enumerate() {
                    if stop.raised() {
                        return;
                    }
                    let one = std::slice::from_ref(job);
                    let found = search_positions(one, &request.limits, &options(), 1, &|_| {});
                    let Some(eval) = found.into_iter().next() else {
                        return;
                    };
                    sender(Msg::Reviewed(
                        id,
                        ReviewReport::Position(index, eval.clone()),
                    ));
                    evals.push(eval);
                }
                if !stop.raised() {
                    let review = review_game(&request.game, &evals);
                    sender(Msg::Reviewed(id, ReviewReport::Finished(Box::new(review))));
                }
            });
        if let Err(e) = spawned {
            let why = format!("cannot start the review: {e}");
            send(Msg::Reviewed(id, ReviewReport::Failed(why)));
        }
    }

    /// Stops the running review; it sends nothing more.
    pub fn cancel_review(&self) {
        self.reviews.fetch_add(1, Ordering::Relaxed);
    }
}
